/// Target-action for controls (behaviour 4.3), without Objective-C: a target is a
/// ``Responder`` and an action an ``Action``; closures are registered beside them.
extension Control {
    /// One registration: a target-action pair or a closure, and its events.
    struct Registration {
        let id: Int
        /// Not retained, as in UIKit.
        weak var target: Responder?
        /// False for a nil-target registration: the action walks the responder chain.
        let hasTarget: Bool
        let action: Action?
        let handler: ((Control) -> Void)?
        /// Set for an action added with `addAction(_:for:)`; `handler` runs it.
        var closureAction: ClosureAction?
        var events: Event
    }

    /// Identifies a closure added with ``addAction(for:handler:)``, to remove it.
    public struct ActionHandle: Hashable, Sendable {
        let id: Int
    }

    /// Sends `action` to `target` whenever one of `events` occurs. A nil target
    /// sends a nil-target action: it starts at the first responder (or at the
    /// control when there is none) and walks the responder chain to the first
    /// responder that can perform it (behaviour 4.3). The target is not retained; if
    /// it goes away, the registration sends nothing. Adding the same target and
    /// action again adds the events to the existing registration.
    ///
    /// ```swift
    /// button.addTarget(controller, action: "buy", for: .touchUpInside)
    /// button.addTarget(nil, action: "copy", for: .touchUpInside)
    /// ```
    public func addTarget(_ target: Responder?, action: Action, for events: Event) {
        if let i = registrations.firstIndex(where: {
            $0.handler == nil && $0.action == action && $0.hasTarget == (target != nil) && $0.target === target
        }) {
            registrations[i].events.formUnion(events)
            return
        }
        nextRegistrationID += 1
        registrations.append(
            Registration(
                id: nextRegistrationID, target: target, hasTarget: target != nil,
                action: action, handler: nil, closureAction: nil, events: events))
    }

    /// Stops sending actions for `events`: a nil `target` matches every target
    /// (nil-target registrations included), a nil `action` every action.
    ///
    /// ```swift
    /// button.removeTarget(controller, action: nil, for: .allEvents)
    /// ```
    public func removeTarget(_ target: Responder?, action: Action?, for events: Event) {
        for i in registrations.indices where registrations[i].handler == nil {
            let r = registrations[i]
            guard target == nil || r.target === target, action == nil || r.action == action else { continue }
            registrations[i].events.subtract(events)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// Calls `handler` with the control whenever one of `events` occurs. The
    /// closure is retained: capture the control's owners weakly.
    ///
    /// ```swift
    /// let handle = button.addAction(for: .touchUpInside) { [weak self] _ in self?.buy() }
    /// button.removeAction(handle, for: .allEvents)
    /// ```
    @discardableResult
    public func addAction(for events: Event, handler: @escaping (Control) -> Void) -> ActionHandle {
        nextRegistrationID += 1
        registrations.append(
            Registration(
                id: nextRegistrationID, target: nil, hasTarget: false,
                action: nil, handler: handler, closureAction: nil, events: events))
        return ActionHandle(id: nextRegistrationID)
    }

    /// Runs `action` whenever one of `events` occurs, UIKit's `addAction(_:for:)`;
    /// the action's ``ClosureAction/sender`` is this control. An action with the
    /// identifier of one already added replaces it, keeping the events of both.
    ///
    /// ```swift
    /// button.addAction(ClosureAction { _ in print("tapped") }, for: .touchUpInside)
    /// ```
    public func addAction(_ action: ClosureAction, for events: Event) {
        let perform: (Control) -> Void = { [action] control in action.perform(from: control) }
        if let i = registrations.firstIndex(where: { $0.closureAction?.identifier == action.identifier }) {
            let old = registrations[i]
            registrations[i] = Registration(
                id: old.id, target: nil, hasTarget: false, action: nil, handler: perform,
                closureAction: action, events: old.events.union(events))
            return
        }
        nextRegistrationID += 1
        registrations.append(
            Registration(
                id: nextRegistrationID, target: nil, hasTarget: false,
                action: nil, handler: perform, closureAction: action, events: events))
    }

    /// Stops running `action` (or the action with its identifier) for `events`.
    public func removeAction(_ action: ClosureAction, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Stops running the action identified by `identifier` for `events`.
    public func removeAction(identifiedBy identifier: ClosureAction.Identifier, for events: Event) {
        for i in registrations.indices where registrations[i].closureAction?.identifier == identifier {
            registrations[i].events.subtract(events)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// Stops calling the closure identified by `handle` for `events`.
    public func removeAction(_ handle: ActionHandle, for events: Event) {
        for i in registrations.indices where registrations[i].id == handle.id {
            registrations[i].events.subtract(events)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// The targets of the control's target-action pairs (nil-target pairs and closures excluded).
    public var allTargets: [Responder] {
        var targets: [Responder] = []
        for r in registrations {
            if let t = r.target, !targets.contains(where: { $0 === t }) { targets.append(t) }
        }
        return targets
    }

    /// Every event something is registered for.
    public var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The actions sent to `target` (nil: the nil-target ones) for `event`; nil when there are none.
    public func actions(forTarget target: Responder?, forControlEvent event: Event) -> [Action]? {
        let actions = registrations.compactMap { r -> Action? in
            guard let action = r.action, !r.events.isDisjoint(with: event) else { return nil }
            if let target { return r.target === target ? action : nil }
            return r.hasTarget ? nil : action
        }
        return actions.isEmpty ? nil : actions
    }

    /// Sends the actions registered for `events`, as if they had occurred.
    ///
    /// ```swift
    /// slider.value = 0.5
    /// slider.sendActions(for: .valueChanged)
    /// ```
    public func sendActions(for events: Event) {
        sendActions(for: events, with: nil)
    }

    /// Runs `action`'s handler with this control as its sender, UIKit's `sendAction(_:)` of a `UIAction`.
    ///
    /// ```swift
    /// control.sendAction(ClosureAction { _ in print("sent") })
    /// ```
    public func sendAction(_ action: ClosureAction) {
        action.perform(from: self)
    }

    /// Reports the events, then runs each registration that matches any of them
    /// once, in the order registered (as UIKit does).
    func sendActions(for events: Event, with event: ResponderKit.Event?) {
        window?.application?.report(.controlEventsSent(self, events))
        for r in registrations where !r.events.isDisjoint(with: events) {
            if let handler = r.handler {
                handler(self)
            } else if let action = r.action {
                // A target that went away sends nothing rather than turning into a nil-target action.
                if r.hasTarget && r.target == nil { continue }
                sendAction(action, to: r.target, for: event)
            }
        }
    }
}
