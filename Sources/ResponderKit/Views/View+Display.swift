extension View {
    /// Says that the view looks different: its window's ``Window/appearanceRevision``
    /// grows, so that whoever keeps a picture of the window draws it again. The
    /// properties a renderer paints (geometry, subviews, alpha, hidden, colours,
    /// texts, a control's state) call it themselves; a subclass that paints more
    /// calls it when that changes. Outside a window it does nothing: adding the
    /// view to one counts as a change.
    ///
    /// ```swift
    /// let before = window.appearanceRevision
    /// label.text = "Done"
    /// window.appearanceRevision > before // true
    /// ```
    public func setNeedsDisplay() {
        let root = ancestry().root
        if root.isWindow { unsafeDowncast(root, to: Window.self).appearanceRevision &+= 1 }
    }

    /// ``setNeedsDisplay()`` when a property's new value differs from the old.
    func displayedPropertyChanged<Value: Equatable>(_ old: Value, _ new: Value) {
        if old != new { setNeedsDisplay() }
    }

}

extension ViewLabProperties {
    /// Stores `value` in a painted property's storage (the view's, or a subclass's), and says so when it changed.
    func setDisplayed<Value: Equatable>(_ storage: ReferenceWritableKeyPath<Self, Value>, _ value: Value) {
        let old = self[keyPath: storage]
        self[keyPath: storage] = value
        displayedPropertyChanged(old, value)
    }
}
