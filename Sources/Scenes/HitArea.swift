import ResponderKit

/// A touchable area the overlay draws because it is not the view's bounds.
public struct HitArea {
    public let view: View
    /// In the view's coordinates.
    public let rect: Rect
}
