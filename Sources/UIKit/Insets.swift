// Edge insets by leading and trailing edges, and the edges of a rectangle,
// as UIKit names them.

import ResponderKit

/// Insets by the writing direction's edges, UIKit's `NSDirectionalEdgeInsets`:
/// leading is the left in a left-to-right language.
///
/// ```swift
/// config.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
/// ```
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// UIKit's `NSDirectionalEdgeInsets.top`.
    public var top: CGFloat
    /// UIKit's `NSDirectionalEdgeInsets.leading`.
    public var leading: CGFloat
    /// UIKit's `NSDirectionalEdgeInsets.bottom`.
    public var bottom: CGFloat
    /// UIKit's `NSDirectionalEdgeInsets.trailing`.
    public var trailing: CGFloat

    /// UIKit's `NSDirectionalEdgeInsets.init(top:leading:bottom:trailing:)`.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// UIKit's `NSDirectionalEdgeInsets.init()`.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// UIKit's `NSDirectionalEdgeInsets.zero`.
    public static let zero = NSDirectionalEdgeInsets()
}

/// Edges of a rectangle by the writing direction, UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Edges of a rectangle, UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// The edge a rectangle is divided from, Core Graphics' `CGRectEdge`.
public enum CGRectEdge: UInt32, Sendable {
    case minXEdge, minYEdge, maxXEdge, maxYEdge
}

extension EdgeInsets {
    /// Insets of zero, UIKit's `UIEdgeInsets()`.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
}

extension Rect {
    /// The rectangle cut in two at `distance` from `edge`: the slice by the edge and the rest.
    public func divided(atDistance distance: CGFloat, from edge: CGRectEdge) -> (slice: CGRect, remainder: CGRect) {
        let r = standardized
        switch edge {
        case .minXEdge:
            let d = min(max(distance, 0), r.width)
            return (
                CGRect(x: r.minX, y: r.minY, width: d, height: r.height),
                CGRect(x: r.minX + d, y: r.minY, width: r.width - d, height: r.height)
            )
        case .maxXEdge:
            let d = min(max(distance, 0), r.width)
            return (
                CGRect(x: r.maxX - d, y: r.minY, width: d, height: r.height),
                CGRect(x: r.minX, y: r.minY, width: r.width - d, height: r.height)
            )
        case .minYEdge:
            let d = min(max(distance, 0), r.height)
            return (
                CGRect(x: r.minX, y: r.minY, width: r.width, height: d),
                CGRect(x: r.minX, y: r.minY + d, width: r.width, height: r.height - d)
            )
        case .maxYEdge:
            let d = min(max(distance, 0), r.height)
            return (
                CGRect(x: r.minX, y: r.maxY - d, width: r.width, height: d),
                CGRect(x: r.minX, y: r.minY, width: r.width, height: r.height - d)
            )
        }
    }
}
