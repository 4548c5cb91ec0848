import ResponderKit

/// A recognizer's delegate that lets it recognize alongside the recognizers
/// it names (a scene's `simultaneousWith`), as a photo viewer lets its pinch
/// and rotation run together.
@MainActor
final class SimultaneousRecognition: GestureRecognizerDelegate {
    /// The names of the recognizers it may recognize with.
    var partners: Set<String> = []

    init() {}

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        otherGestureRecognizer.name.map(partners.contains) ?? false
    }
}
