import ResponderKit

/// An override of `hitTest(_:with:)` or `point(inside:with:)` that decides
/// whether a scene's view gets a touch, as it stands now
/// (``ResponderBehavior/overrides(of:)``). Its ``description`` is the English
/// `describe` prints; the lab words it in its language.
///
/// ```swift
/// HitTestingOverride.pointInsideEnlarged(Size(width: 64, height: 64)).description
/// // "point(inside:) grows the touchable area to 64 × 64 points"
/// ```
public enum HitTestingOverride: Equatable, Sendable, CustomStringConvertible {
    /// `hitTest` returns nil wherever the touch is.
    case hitTestRefuses
    /// `hitTest` is overridden but calls super now.
    case hitTestCallsSuper
    /// `point(inside:)` returns false wherever the touch is.
    case pointInsideRefuses
    /// `point(inside:)` is overridden but calls super now.
    case pointInsideCallsSuper
    /// `point(inside:)` accepts the bounds only: the insets that enlarge it are zero.
    case pointInsideNotEnlarged
    /// `point(inside:)` accepts an area larger than the bounds, of this size.
    case pointInsideEnlarged(Size)
    /// `hitTest` reaches a subview that sticks out of the bounds: its name, nil when it has none.
    case hitTestReachesOutside(String?)
    /// `hitTest` is overridden to reach outside the bounds, but calls super now.
    case hitTestReachesNotOutside

    public var description: String {
        switch self {
        case .hitTestRefuses: "hitTest returns nil for every point"
        case .hitTestCallsSuper: "hitTest override, now calling super"
        case .pointInsideRefuses: "point(inside:) returns false for every point"
        case .pointInsideCallsSuper: "point(inside:) override, now calling super"
        case .pointInsideNotEnlarged: "point(inside:) override, the bounds (not enlarged now)"
        case .pointInsideEnlarged(let size): "point(inside:) grows the touchable area to \(Self.spelled(size)) points"
        case .hitTestReachesOutside(let button): "hitTest reaches \(button ?? "its button") outside its bounds"
        case .hitTestReachesNotOutside: "hitTest override, now calling super (does not reach outside its bounds)"
        }
    }

    /// `64 × 44`, `64.5 × 44`: a size in points, as both languages write it.
    public static func spelled(_ size: Size) -> String {
        "\(number(size.width)) × \(number(size.height))"
    }

    private static func number(_ x: Double) -> String {
        x == x.rounded() ? String(Int(x)) : String(x)
    }
}
