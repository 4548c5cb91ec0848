extension View {
    /// The gesture recognizers attached to this view, in the order added; nil
    /// when there are none, as UIKit's. Setting it removes the old ones and adds the new.
    ///
    /// ```swift
    /// card.gestureRecognizers = [pan, doubleTap]
    /// card.gestureRecognizers?.forEach { card.removeGestureRecognizer($0) }
    /// ```
    public var gestureRecognizers: [GestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `recognizer`, taking it from the view it was on. The view
    /// retains it; it does not retain the view. It receives the touches that
    /// begin on this view or inside it from then on.
    ///
    /// ```swift
    /// let tap = TapGestureRecognizer { _ in print("tapped") }
    /// card.addGestureRecognizer(tap)
    /// ```
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view !== self else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        attachedGestureRecognizers.append(recognizer)
        recognizer.view = self
        window?.gestureRecognizerCount += 1
    }

    /// Detaches `recognizer`. If it was recognizing, it is cancelled (or
    /// fails), and the touches it held back go on to their views.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let i = attachedGestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        attachedGestureRecognizers.remove(at: i)
        recognizer.view = nil
        window?.gestureRecognizerCount -= 1
        recognizer.environment?.withdraw(recognizer, cause: .removed)
    }
}
