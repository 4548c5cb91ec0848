import Foundation

extension View {
    /// The window the view is in, if any.
    public var window: Window? { ancestry().window }

    /// The nearest window among this view and its ancestors, and the topmost
    /// ancestor (this view when it has no superview), in one walk up that
    /// retains none of the views it passes: a scroll view has a side table (its
    /// recognizers refer to it weakly), so each retain of it would take the
    /// runtime's slow path, and building a 5,000-view dump walks up from every view.
    func ancestry() -> (window: Window?, root: View) {
        var view = Unmanaged.passUnretained(self)
        var window: Unmanaged<View>?
        while true {
            let (isWindow, parent) = withGuaranteedReference(view) { ($0.isWindow, $0.storedSuperview) }
            if isWindow, window == nil { window = view }
            guard let parent else { break }
            view = parent
        }
        return (window.map { unsafeDowncast($0.takeUnretainedValue(), to: Window.self) }, view.takeUnretainedValue())
    }

    /// Inserts `view` at `index` in ``subviews`` (clamped to the valid range).
    /// Like ``addSubview(_:)``, refuses to make a cycle.
    public func insertSubview(_ view: View, at index: Int) {
        // A view without subviews contains no view but itself, so only one with
        // subviews needs the walk up that finds a cycle.
        guard view !== self, view.subviews.isEmpty || !isDescendant(of: view) else { return }
        let oldWindow = view.window
        oldWindow?.setNeedsDisplay()
        // One walk up for both: what `setNeedsDisplay()` and `window` would each walk;
        // this view's ancestors are the same before the insertion and after.
        let (newWindow, root) = ancestry()
        if let old = view.superview {
            old.willRemoveSubview(view)
        }
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.willMoveSubtree(toWindow: newWindow) }
        if let old = view.superview {
            old.subviews.removeAll { $0 === view }
            old.subtreeDidChange()
            old.layoutPending = true
        }
        let clamped = min(max(index, 0), subviews.count)
        if clamped == subviews.count { subviews.append(view) } else { subviews.insert(view, at: clamped) }
        subtreeDidChange()
        layoutPending = true
        view.storedSuperview = Unmanaged.passUnretained(self)
        if root.isWindow { unsafeDowncast(root, to: Window.self).appearanceRevision &+= 1 }
        view.windowMayHaveChanged(from: oldWindow, to: newWindow)
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// The work of ``removeFromSuperview()``, kept with the rest of the hierarchy's.
    func detachFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        oldWindow?.setNeedsDisplay()
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil, !isWindow { willMoveSubtree(toWindow: nil) }
        parent.subviews.removeAll { $0 === self }
        parent.subtreeDidChange()
        parent.layoutPending = true
        storedSuperview = nil
        windowMayHaveChanged(from: oldWindow, to: isWindow ? self as? Window : nil)
        didMoveToSuperview()
    }

    /// Moves `view`, a subview, to the front: it is then painted last and hit-tested first.
    public func bringSubviewToFront(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
        subtreeDidChange()
        setNeedsDisplay()
    }

    /// Moves `view`, a subview, to the back.
    public func sendSubviewToBack(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
        subtreeDidChange()
        setNeedsDisplay()
    }

    /// Inserts `view` just behind `sibling`, a subview (at the back when it is not one).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        let index = subviews.firstIndex { $0 === sibling } ?? 0
        let moving = subviews.firstIndex { $0 === view }.map { $0 < index } ?? false
        insertSubview(view, at: moving ? index - 1 : index)
    }

    /// Inserts `view` just in front of `sibling`, a subview (at the front when it is not one).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let moving = subviews.firstIndex { $0 === view }.map { $0 < index } ?? false
        insertSubview(view, at: moving ? index : index + 1)
    }

    /// Swaps the subviews at two indices (out-of-range indices do nothing).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
        subtreeDidChange()
        setNeedsDisplay()
    }

    /// Tells this view and its subtree that their window is about to be `window`.
    private func willMoveSubtree(toWindow window: Window?) {
        willMove(toWindow: window)
        // A leaf, what a loader adds thousands of, allocates nothing here.
        guard !subviews.isEmpty else { return }
        var stack = subviews
        while let v = stack.popLast() {
            v.willMove(toWindow: window)
            stack.append(contentsOf: v.subviews)
        }
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The first view named `name` in this view's subtree, this view included, depth first.
    public func view(named name: String) -> View? {
        firstView { $0.name == name }
    }

    /// The first view whose ``tag`` is `tag` in this view's subtree, this view
    /// included, depth first, UIKit's `viewWithTag(_:)`.
    ///
    /// ```swift
    /// let close = sheet.viewWithTag(7)
    /// ```
    public func viewWithTag(_ tag: Int) -> View? {
        firstView { $0.tag == tag }
    }

    /// The first view in this view's subtree, this view included, depth first, that `matches`.
    private func firstView(where matches: (View) -> Bool) -> View? {
        var stack: [View] = [self]
        while let v = stack.popLast() {
            if matches(v) { return v }
            stack.append(contentsOf: v.subviews.reversed())
        }
        return nil
    }

    /// Tells the old window's application that a subtree left it (behaviour 3.4, 5)
    /// and lets the subtree know.
    func windowMayHaveChanged(from oldWindow: Window?, to newWindow: Window?) {
        guard oldWindow !== newWindow else { return }
        oldWindow?.subtreeDidLeave(self)
        // This view apart from the rest, so that a leaf, what a loader adds
        // thousands of, allocates nothing here.
        var stack = subviews
        var subtree: [View] = []
        var recognizers = attachedGestureRecognizers.count
        while let v = stack.popLast() {
            subtree.append(v)
            recognizers += v.attachedGestureRecognizers.count
            stack.append(contentsOf: v.subviews)
        }
        // The recognizers move with the subtree (see `Window.gestureRecognizerCount`).
        oldWindow?.gestureRecognizerCount -= recognizers
        newWindow?.gestureRecognizerCount += recognizers
        didMoveToWindow()
        for v in subtree { v.didMoveToWindow() }
    }
}
