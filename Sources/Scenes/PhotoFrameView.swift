import ResponderKit

/// A view that its own gesture recognizers move, as a photo viewer's photo:
/// each pinch change scales it and each rotation change turns it about its
/// centre (the recognizers' values are set back to 1 and 0 each time, so
/// every action applies one step); a swipe shows the next picture of its
/// image views and puts it back as the file placed it.
@MainActor
public final class PhotoFrameView: PolicyView {
    /// The transform the scene file gave it, which a swipe restores.
    var restingTransform = Transform.identity

    /// Makes the actions of the view's pinch, rotation and swipe recognizers move it.
    func followGestures() {
        for recognizer in gestureRecognizers ?? [] {
            recognizer.addAction { [weak self] recognizer in self?.follow(recognizer) }
        }
    }

    private func follow(_ recognizer: GestureRecognizer) {
        switch recognizer {
        case let pinch as PinchGestureRecognizer:
            transform = Transform(scaleX: pinch.scale, y: pinch.scale).concatenating(transform)
            pinch.scale = 1
        case let rotation as RotationGestureRecognizer:
            transform = Transform(rotationAngle: rotation.rotation).concatenating(transform)
            rotation.rotation = 0
        case is SwipeGestureRecognizer:
            transform = restingTransform
            for case let image as ImageView in subviews {
                image.imageName = image.imageName == "person" ? "mountains" : "person"
            }
        default:
            break
        }
    }
}
