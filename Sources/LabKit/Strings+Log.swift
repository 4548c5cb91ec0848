import ResponderKit
import Scenes

/// The words of the panel's list of recognizers, controls and actions, of its
/// wheel notes and of a dump's caption. `trace`'s lines and `--log json` take
/// the English ones (``TraceEntry`` puts them together), as the logs a user
/// pastes into a bug report are.
extension Strings {
    /// A recognizer as the panel names it: its name, or for a scroll view's own
    /// recognizers (behaviour 10.3) what they are, `scroll pan`, `滚动手势`.
    @MainActor
    public func recognizer(_ recognizer: GestureRecognizer) -> String {
        guard let scrollView = recognizer.view as? ScrollView else { return recognizer.debugName }
        if recognizer === scrollView.panGestureRecognizer { return self[.scrollPan] }
        if recognizer === scrollView.delayedTouchesGestureRecognizer { return self[.contentTouchDelay] }
        return recognizer.debugName
    }

    /// The line of the panel's list of recognizers, controls and actions for `entry`, if it gets one.
    @MainActor
    public func activity(_ entry: TraceEntry) -> String? {
        switch entry {
        case let .gesture(recognizer, from, to, cause): stateChange(of: recognizer, from: from, to: to, cause: cause)
        case let .waiting(recognizer, blockers):
            self[.waits, ["recognizer": self.recognizer(recognizer), "others": list(blockers.map(self.recognizer))]]
        case let .control(control, events): controlEvents(control, events)
        case .action(let trace): actionSent(trace)
        case .delivery, .wheel, .edit, .editDropped, .scrollEnded: nil
        }
    }

    /// A recognizer's state change: `Card tap: possible → failed (Like keeps its own touch)`.
    @MainActor
    func stateChange(of recognizer: GestureRecognizer, from: GestureRecognizer.State, to: GestureRecognizer.State,
                     cause: GestureRecognizer.Cause) -> String {
        self[.stateChange, ["recognizer": self.recognizer(recognizer), "from": from.rawValue, "to": to.rawValue,
                            "because": because(cause)]]
    }

    /// Why a recognizer changed state, in brackets, when it was not its own doing.
    @MainActor
    func because(_ cause: GestureRecognizer.Cause) -> String {
        let why: String? = switch cause {
        case .recognizer, .reset: nil
        case .failureRequirementsMet: self[.waitedForFailed]
        case .delegateRefused: self[.delegateRefused]
        case .viewRefused(let view as ScrollView): self[.scrollViewRefused, ["view": view.debugName]]
        case .viewRefused(let view): self[.viewRefused, ["view": view.debugName]]
        case .preventedBy(let other): self[.preventedBy, ["recognizer": recognizer(other)]]
        case .requiredToFail(let other): self[.requiredToFail, ["recognizer": recognizer(other)]]
        case .touchesGone: self[.touchesGone]
        case .disabled: self[.recognizerDisabled]
        case .removed: self[.recognizerRemoved]
        }
        return why.map { self[.because, ["why": $0]] } ?? ""
    }

    /// A control's events: `Send: touchDown, touchUpInside`.
    @MainActor
    func controlEvents(_ control: Control, _ events: [String]) -> String {
        self[.controlEvents, ["control": control.debugName, "events": list(events)]]
    }

    /// Where an action went, shortly: `action copy → not performed via Copy → Form → … → Application`.
    @MainActor
    func actionSent(_ trace: ActionTrace) -> String {
        let route = trace.isNilTargeted ? self[.actionRoute, ["path": trace.walked.map(\.debugName).joined(separator: " → ")]] : ""
        guard trace.handled else { return self[.actionNotPerformed, ["action": trace.action.name, "route": route]] }
        return self[.actionPerformed, ["action": trace.action.name, "performer": trace.performer?.debugName ?? self[.nobody],
                                       "route": route]]
    }

    /// A wheel notch's outcome: `List (offset 0,40)`, or that nothing scrolled.
    func wheelOutcome(scrollView: String?, offset: Point?) -> String {
        guard let scrollView, let offset else { return self[.wheelNothing] }
        return self[.wheelMoved, ["view": scrollView, "x": TraceText.number(offset.x), "y": TraceText.number(offset.y)]]
    }

    /// The caption of a scene imported from a dump: its views, controllers,
    /// lines left out and warnings. Other scenes' captions are their files'.
    @MainActor
    public func caption(of scene: Scene) -> String {
        guard let imported = scene.imported else { return scene.caption }
        var caption = self[.dumpViews, ["count": "\(imported.dump.views.count)"]]
        if let controllers = imported.controllers { caption += self[.dumpControllers, ["count": "\(controllers.hierarchy.controllers.count)"]] }
        let skipped = imported.skipped.layers + imported.skipped.toolLines + imported.skipped.comments + imported.skipped.elisions
        if skipped > 0 { caption += self[.dumpSkipped, ["count": "\(skipped)"]] }
        let warnings = imported.warnings.count
        if warnings > 0 { caption += self[warnings == 1 ? .dumpWarning : .dumpWarnings, ["count": "\(warnings)"]] }
        if imported.isIncomplete { caption += self[.dumpIncomplete] }
        return caption
    }
}
