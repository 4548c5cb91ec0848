import ResponderKit

/// One view of `describe`: what decides whether it gets a touch and what it does with one.
public struct DescribedView: Sendable, Equatable {
    public let name: String
    public let className: String
    /// In window coordinates: the bounding box of the view's bounds.
    public let frame: Rect
    public let depth: Int
    public let isHidden: Bool
    public let alpha: Double
    public let isUserInteractionEnabled: Bool
    public let clipsToBounds: Bool
    /// A control's `isEnabled`; nil for a view that is not a control.
    public let isEnabled: Bool?
    public let isMultipleTouchEnabled: Bool
    public let isExclusiveTouch: Bool
    /// What its `touchesBegan` does with a touch.
    public let touches: ResponderBehavior.Touches
    /// Its `hitTest` and `point(inside:)` overrides; empty when it keeps UIKit's.
    public let overrides: [HitTestingOverride]
    public let recognizers: [DescribedRecognizer]
    /// The view controller whose root view it is: its next responder.
    public let controller: DescribedController?
    /// What the dump it was imported from cannot show about it (behaviour 12.4); empty outside dumps.
    public let caveats: [DumpCaveat]
    /// `frame` as UIKit gives it: in the superview's coordinates.
    public let frameInSuperview: Rect
    public let bounds: Rect
    public let center: Point
    public let transform: Transform
    /// The fields of its dump line the lab does not read (`opaque`, `autoresize`, …), kept as printed; empty outside dumps.
    public let unreadFields: [DumpField]
    /// The properties the inspector changed, with their values before and now; empty when none.
    public let edited: [EditedProperty]
    /// The properties an edits file declared, with the values the dump or scene gave; empty when none.
    public let declared: [DeclaredProperty]
    /// The user's class when the user's code runs the view (`--code`), with the touch methods it writes; nil otherwise.
    public var userClass: UserViewClasses.ViewClass? = nil

    /// ``overrides`` in English, as `describe` prints them.
    public var hitTestingOverrides: [String] { overrides.map(\.description) }
}
