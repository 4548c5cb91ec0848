import ResponderKit

/// A scene's scroll view. Its one behaviour, `cancelControlTouches`, is the
/// usual fix for "a drag that starts on a button does not scroll"
/// (behaviour 10.5): while it is on, ``touchesShouldCancel(in:)`` returns
/// true for every view, controls included.
@MainActor
public final class SceneScrollView: ScrollView {
    public var cancelsControlTouches = false

    public override func touchesShouldCancel(in view: View) -> Bool {
        cancelsControlTouches || super.touchesShouldCancel(in: view)
    }
}
