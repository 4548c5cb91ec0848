import ResponderKit

/// The state of a scene's hierarchy at one moment, which the lab takes when a
/// touch begins so that a replay of the touch starts from the hierarchy the
/// touch found, not from what the touch left behind (a scrolled list, a swiped
/// photo, a field that became first responder).
///
/// It keeps, for every view in the window, its subviews in order, geometry
/// (bounds, so a scroll view's offset, center, transform), the flags
/// hit-testing reads, what a renderer paints (colours, corners, border,
/// texts, images), a control's enabled/selected/highlighted, a field's text,
/// and the counters of the scene's responders; and the window's first
/// responder. The inspector's edits and the fix (T) made after it was taken
/// are not lost by a restore: the scene journals them and plays them again on
/// top (``Scene/restore(_:)``).
///
/// ```swift
/// let before = scene.snapshot()
/// // … a swipe shows the next picture
/// scene.restore(before)   // the first picture again, edits made since kept
/// ```
@MainActor
public struct SceneSnapshot {
    fileprivate let views: [ViewState]
    fileprivate let controllers: [(SceneViewController, performed: [Action])]
    fileprivate let firstResponder: Responder?
    fileprivate let isFixed: Bool
    fileprivate let showsChinese: Bool
    /// How many user changes the scene had journaled: those after it are played again on a restore.
    fileprivate let journaled: Int
}

/// A change of the user's, journaled by the scene to be played again on top of a restored ``SceneSnapshot``.
enum SceneChange {
    case edited(ViewEdit)
    case undone(ViewEdit)
    case fixed(Bool)
}

/// One view's restorable state.
@MainActor
private struct ViewState {
    let view: View
    let subviews: [View]
    let bounds: Rect
    let center: Point
    let transform: Transform
    let isHidden: Bool
    let alpha: Double
    let isUserInteractionEnabled: Bool
    let clipsToBounds: Bool
    let isMultipleTouchEnabled: Bool
    let isExclusiveTouch: Bool
    let backgroundColor: Color?
    let cornerRadius: Double
    let borderColor: Color?
    let borderWidth: Double
    let kind: Kind

    /// What a class adds that a touch, a key or a recognizer's action can change.
    enum Kind {
        case plain
        case control(enabled: Bool, selected: Bool, highlighted: Bool, title: String?)
        case label(text: String?, color: Color)
        case image(String?)
        case scroll(contentSize: Size)
        case field(text: String)
        case policy(received: Int)
    }

    init(_ view: View) {
        self.view = view
        subviews = view.subviews
        bounds = view.bounds
        center = view.center
        transform = view.transform
        isHidden = view.isHidden
        alpha = view.alpha
        isUserInteractionEnabled = view.isUserInteractionEnabled
        clipsToBounds = view.clipsToBounds
        isMultipleTouchEnabled = view.isMultipleTouchEnabled
        isExclusiveTouch = view.isExclusiveTouch
        backgroundColor = view.backgroundColor
        cornerRadius = view.cornerRadius
        borderColor = view.borderColor
        borderWidth = view.borderWidth
        kind =
            switch view {
            case let c as Control:
                .control(
                    enabled: c.isEnabled, selected: c.isSelected, highlighted: c.isHighlighted,
                    title: (c as? Button)?.title)
            case let l as Label: .label(text: l.text, color: l.textColor)
            case let i as ImageView: .image(i.imageName)
            case let s as ScrollView: .scroll(contentSize: s.contentSize)
            case let f as FieldView: .field(text: f.text)
            case let p as PolicyView: .policy(received: p.received)
            default: .plain
            }
    }

    /// Puts the subviews back in their order: those added since leave, those removed come back.
    func restoreSubviews() {
        guard !view.subviews.elementsEqual(subviews, by: ===) else { return }
        for (i, sub) in subviews.enumerated() where !(view.subviews.indices.contains(i) && view.subviews[i] === sub) {
            view.insertSubview(sub, at: i)
        }
        while view.subviews.count > subviews.count { view.subviews.last?.removeFromSuperview() }
    }

    /// Sets back each property that differs, and only those: a setter says the view looks different.
    func restoreProperties() {
        let v = view
        set(\.isHidden, isHidden)
        set(\.isUserInteractionEnabled, isUserInteractionEnabled)
        set(\.clipsToBounds, clipsToBounds)
        set(\.isMultipleTouchEnabled, isMultipleTouchEnabled)
        set(\.isExclusiveTouch, isExclusiveTouch)
        set(\.backgroundColor, backgroundColor)
        set(\.cornerRadius, cornerRadius)
        set(\.borderColor, borderColor)
        set(\.borderWidth, borderWidth)
        set(\.alpha, alpha)
        if v.transform != transform { v.transform = transform }
        if v.center != center { v.center = center }
        if let scrollView = v as? ScrollView {
            if scrollView.bounds.size != bounds.size { scrollView.bounds.size = bounds.size }
            // Also stops a fling or a spring-back under way, which would move it on after the restore.
            if scrollView.contentOffset != bounds.origin || scrollView.isDecelerating || scrollView.isDragging {
                scrollView.setContentOffset(bounds.origin, animated: false)
            }
        } else if v.bounds != bounds {
            v.bounds = bounds
        }
        switch (kind, v) {
        case let (.control(enabled, selected, highlighted, title), c as Control):
            if c.isEnabled != enabled { c.isEnabled = enabled }
            if c.isSelected != selected { c.isSelected = selected }
            if c.isHighlighted != highlighted { c.isHighlighted = highlighted }
            if let button = c as? Button, button.title != title { button.title = title }
        case let (.label(text, color), l as Label):
            if l.text != text { l.text = text }
            if l.textColor != color { l.textColor = color }
        case let (.image(name), i as ImageView):
            if i.imageName != name { i.imageName = name }
        case let (.scroll(contentSize), s as ScrollView):
            if s.contentSize != contentSize { s.contentSize = contentSize }
        case let (.field(text), f as FieldView):
            f.restore(text: text)
        case let (.policy(received), p as PolicyView):
            p.received = received
        default: break
        }
    }

    private func set<T: Equatable>(_ property: ReferenceWritableKeyPath<View, T>, _ value: T) {
        if view[keyPath: property] != value { view[keyPath: property] = value }
    }
}

extension Scene {
    /// The hierarchy's state now, to ``restore(_:)`` later.
    ///
    /// ```swift
    /// let before = scene.snapshot()   // as a touch begins, before it is delivered
    /// ```
    public func snapshot() -> SceneSnapshot {
        var views: [ViewState] = []
        // Taken as every touch begins, on dumps of thousands of views: one allocation, no copies as it grows.
        var count = 0, counting: [View] = [window]
        while let view = counting.popLast() {
            count += 1
            counting.append(contentsOf: view.subviews)
        }
        views.reserveCapacity(count)
        var stack: [View] = [window]
        while let view = stack.popLast() {
            views.append(ViewState(view))
            stack.append(contentsOf: view.subviews)
        }
        return SceneSnapshot(
            views: views, controllers: sceneControllers.map { ($0, $0.performed) },
            firstResponder: window.firstResponder, isFixed: isFixed, showsChinese: showsChinese,
            journaled: changes.count)
    }

    /// Puts the hierarchy back as it was when `snapshot` was taken, then plays
    /// again, in order, the edits, undos and fix toggles made since, so that
    /// the user's changes stay. Live touches must have been cancelled first.
    ///
    /// ```swift
    /// let before = scene.snapshot()
    /// list.contentOffset = Point(x: 0, y: 300)    // a drag scrolled it
    /// scene.edit(list, .userInteractionEnabled)   // then an edit
    /// scene.restore(before)                       // offset 0 again, interaction still off
    /// ```
    public func restore(_ snapshot: SceneSnapshot) {
        let chinese = showsChinese
        for state in snapshot.views { state.restoreSubviews() }
        for state in snapshot.views { state.restoreProperties() }
        for (controller, performed) in snapshot.controllers { controller.performed = performed }
        restoreFirstResponder(snapshot.firstResponder)
        isFixed = snapshot.isFixed
        showsChinese = snapshot.showsChinese
        // The texts come back in the language they were in; the panel's language is the one shown now.
        if chinese != showsChinese {
            showsChinese = chinese
            for text in translations { text.show(chinese ? text.chinese : text.english) }
        }
        replayChanges(changes[snapshot.journaled...])
    }

    private func restoreFirstResponder(_ responder: Responder?) {
        guard window.firstResponder !== responder else { return }
        if let responder {
            _ = responder.becomeFirstResponder()
        } else {
            _ = window.firstResponder?.resignFirstResponder()
        }
    }

    /// Plays the journaled changes again. An undo puts back the value its edit
    /// found when that edit was played again too, and the edit's own old value
    /// when the edit is older than the snapshot (the snapshot holds its effect).
    private func replayChanges(_ replayed: ArraySlice<SceneChange>) {
        var before: [ViewProperty.Value] = []
        for change in replayed {
            switch change {
            case .edited(let edit):
                before.append(edit.property.value(of: edit.view))
                edit.property.set(edit.new, on: edit.view)
            case .undone(let edit):
                // Undos go last edit first: the edit undone is the newest one played again, if any was.
                edit.property.set(before.popLast() ?? edit.old, on: edit.view)
            case .fixed(let on):
                isFixed = on
                applyFix(on)
            }
        }
    }

    /// The scene's view controllers, from the window's root down.
    private var sceneControllers: [SceneViewController] {
        var result: [SceneViewController] = []
        var stack = window.rootViewController.map { [$0] } ?? []
        while let controller = stack.popLast() {
            if let scene = controller as? SceneViewController { result.append(scene) }
            stack.append(contentsOf: controller.children)
            if let presented = controller.presentedViewController { stack.append(presented) }
        }
        return result
    }
}
