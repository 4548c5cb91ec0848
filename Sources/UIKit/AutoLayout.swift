// Auto Layout as records: anchors make constraints, activating one installs
// it on the items' nearest common ancestor, and each keeps what it was given
// (items, attributes, relation, multiplier, constant, priority). Nothing
// solves them: frames are what code and dumps set, as a dump's are the truth.

import ResponderKit

/// UIKit's `UILayoutPriority`.
public typealias UILayoutPriority = LayoutPriority

/// A priority raised by `rhs`: `.defaultHigh + 1`. (Global, so that it is seen through `import UIKit`.)
public func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
/// A priority lowered by `rhs`: `.defaultHigh - 1`.
public func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

/// One relation between two items' attributes, UIKit's `NSLayoutConstraint`:
/// `first.attribute = multiplier × second.attribute + constant`. A record:
/// the lab keeps it and solves nothing.
///
/// ```swift
/// let height = card.heightAnchor.constraint(equalToConstant: 44)
/// height.priority = .defaultHigh
/// NSLayoutConstraint.activate([height, card.topAnchor.constraint(equalTo: view.topAnchor, constant: 8)])
/// ```
@MainActor
open class NSLayoutConstraint: NSObject {
    /// The attributes of an item a constraint relates, UIKit's `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// How the two sides compare, UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal, greaterThanOrEqual
    }

    /// Which way a size preference or a stack runs, UIKit's `NSLayoutConstraint.Axis`.
    public typealias Axis = UIStackView.Axis

    /// The options of a visual format, UIKit's `NSLayoutConstraint.FormatOptions`.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let directionLeadingToTrailing = FormatOptions([])
    }

    /// UIKit's `NSLayoutConstraint.firstItem`.
    public private(set) weak var firstItem: AnyObject?
    /// UIKit's `NSLayoutConstraint.secondItem`.
    public private(set) weak var secondItem: AnyObject?
    /// UIKit's `NSLayoutConstraint.firstAttribute`.
    public let firstAttribute: Attribute
    /// UIKit's `NSLayoutConstraint.secondAttribute`.
    public let secondAttribute: Attribute
    /// UIKit's `NSLayoutConstraint.relation`.
    public let relation: Relation
    /// UIKit's `NSLayoutConstraint.multiplier`.
    public let multiplier: CGFloat
    /// The distance added to the second side; the one number code changes to move things.
    open var constant: CGFloat
    /// How strongly the constraint holds; `.required` unless set.
    open var priority = UILayoutPriority.required
    /// A name for the constraint, as debugging output shows it.
    open var identifier: String?
    /// Whether an archive keeps it; kept.
    open var shouldBeArchived = false
    /// The view the constraint is installed on while active.
    private weak var installedOn: UIView?

    /// UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Whether the constraint is installed: activating it installs it on the
    /// nearest common ancestor of its items' views (on the first item's view
    /// when they share none), deactivating removes it.
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue == isActive { return }
            if newValue {
                guard let host = commonAncestor else { return }
                host.install(self)
                installedOn = host
            } else {
                installedOn?.uninstall(self)
                installedOn = nil
            }
        }
    }

    /// The first item's side as an anchor.
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(item: firstItem, attribute: firstAttribute)
    }

    /// The second item's side as an anchor; nil for a constant size.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    /// Activates every constraint, UIKit's `activate(_:)`.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint, UIKit's `deactivate(_:)`.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Installs on `view` (what `addConstraint(_:)` does).
    func install(on view: UIView) {
        if let installedOn { installedOn.uninstall(self) }
        view.install(self)
        installedOn = view
    }

    /// The nearest view both items are in (a layout guide counts as its owning view).
    private var commonAncestor: UIView? {
        guard let first = Self.view(of: firstItem) else { return Self.view(of: secondItem) }
        guard let second = Self.view(of: secondItem) else { return first }
        var candidate: UIView? = first
        while let view = candidate {
            if second.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return first
    }

    private static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    /// UIKit's `NSLayoutConstraint.description`.
    open override var description: String {
        MainActor.assumeIsolated { summary }
    }

    private var summary: String {
        let name = { (item: AnyObject?) in item.map { String(describing: type(of: $0)) } ?? "nil" }
        let sign = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        let right =
            secondItem == nil
            ? "\(constant)"
            : "\(name(secondItem)).\(secondAttribute)" + (multiplier != 1 ? " * \(multiplier)" : "")
                + (constant != 0 ? " + \(constant)" : "")
        return
            "<NSLayoutConstraint \(identifier.map { "'\($0)' " } ?? "")\(name(firstItem)).\(firstAttribute) \(sign) \(right)"
            + (priority != .required ? " priority \(priority.rawValue)" : "") + ">"
    }
}

/// One side of an item, from which constraints are made, UIKit's `NSLayoutAnchor`.
/// Two anchors are equal when they are the same side of the same item.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide whose side this is.
    public private(set) weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
    private let itemIdentity: ObjectIdentifier?

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        itemIdentity = item.map(ObjectIdentifier.init)
        super.init()
    }

    /// A name for the anchor, as debugging output shows it.
    public var name: String { "\(item.map { String(describing: type(of: $0)) } ?? "nil").\(attribute)" }

    func constraint(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor?, multiplier: CGFloat = 1,
        constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
            attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// This side equal to `anchor`'s.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor)
    }
    /// This side at least `anchor`'s.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor)
    }
    /// This side at most `anchor`'s.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor)
    }
    /// This side `c` points from `anchor`'s.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }
    /// This side at least `c` points from `anchor`'s.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }
    /// This side at most `c` points from `anchor`'s.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }

    /// UIKit's `NSLayoutAnchor.isEqual(_:)`.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSLayoutAnchorIdentity else { return false }
        return other.anchorIdentity == anchorIdentity
    }

    /// UIKit's `NSLayoutAnchor.hash`.
    open override var hash: Int { anchorIdentity.hashValue }

    /// UIKit's `NSLayoutAnchor.description`.
    open override var description: String {
        MainActor.assumeIsolated { "<\(String(describing: type(of: self))) \(name)>" }
    }
}

/// What anchors of every kind compare by.
private protocol NSLayoutAnchorIdentity {
    nonisolated var anchorIdentity: AnchorIdentity { get }
}

private struct AnchorIdentity: Hashable, Sendable {
    let item: ObjectIdentifier?
    let attribute: NSLayoutConstraint.Attribute
}

extension NSLayoutAnchor: NSLayoutAnchorIdentity {
    fileprivate nonisolated var anchorIdentity: AnchorIdentity {
        AnchorIdentity(item: itemIdentity, attribute: attribute)
    }
}

/// The system's spacing between siblings, in points: what the system-spacing anchors multiply.
private let systemSpacing: CGFloat = 8

/// A horizontal side or centre, UIKit's `NSLayoutXAxisAnchor`.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// This side the system's spacing (8 points) × `multiplier` after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// This side at least the system's spacing × `multiplier` after `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// This side at most the system's spacing × `multiplier` after `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A vertical side, centre or baseline, UIKit's `NSLayoutYAxisAnchor`.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// This side the system's spacing (8 points) × `multiplier` below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// This side at least the system's spacing × `multiplier` below `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// This side at most the system's spacing × `multiplier` below `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A width or height, UIKit's `NSLayoutDimension`.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// This size equal to `c` points.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.equal, nil, constant: c) }
    /// This size at least `c` points.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, nil, constant: c)
    }
    /// This size at most `c` points.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, nil, constant: c)
    }
    /// This size `m` times `anchor`'s.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m)
    }
    /// This size at least `m` times `anchor`'s.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, anchor, multiplier: m)
    }
    /// This size at most `m` times `anchor`'s.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m)
    }
    /// This size `m` times `anchor`'s plus `c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }
    /// This size at least `m` times `anchor`'s plus `c`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
        constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// This size at most `m` times `anchor`'s plus `c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// A rectangle that takes part in Auto Layout without being a view, UIKit's
/// `UILayoutGuide`. A guide of your own has a zero frame (nothing solves it);
/// a view's safe-area, margins, readable and keyboard guides have the frame
/// their view's geometry gives.
///
/// ```swift
/// let guide = UILayoutGuide()
/// view.addLayoutGuide(guide)
/// guide.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5).isActive = true
/// ```
@MainActor
open class UILayoutGuide: NSObject, LayoutAnchors {
    /// The view the guide belongs to.
    open weak var owningView: UIView?
    /// A name for the guide.
    open var identifier = ""
    private let frameOfOwner: ((UIView) -> CGRect)?

    /// UIKit's `UILayoutGuide.init()`.
    public override init() {
        frameOfOwner = nil
        super.init()
    }

    init(owner: UIView, identifier: String, frame: @escaping (UIView) -> CGRect) {
        owningView = owner
        frameOfOwner = frame
        super.init()
        self.identifier = identifier
    }

    /// The guide's rectangle in its owning view's coordinates.
    open var layoutFrame: CGRect {
        guard let owningView, let frameOfOwner else { return .zero }
        return frameOfOwner(owningView)
    }

    var anchorCache: [NSLayoutConstraint.Attribute: AnyObject] = [:]
}

/// What views and layout guides share: their anchors, made once each.
@MainActor
public protocol LayoutAnchors: AnyObject {}

extension LayoutAnchors {
    fileprivate func anchor<A: AnyObject>(
        _ attribute: NSLayoutConstraint.Attribute, _ make: (AnyObject, NSLayoutConstraint.Attribute) -> A
    ) -> A {
        let cache = (self as? UILayoutGuide)?.anchorCache ?? (self as? UIView)?[attached: AnchorCacheKey.self] ?? [:]
        if let made = cache[attribute] as? A { return made }
        let made = make(self, attribute)
        if let guide = self as? UILayoutGuide {
            guide.anchorCache[attribute] = made
        } else if let view = self as? UIView {
            view[attached: AnchorCacheKey.self, default: [:]][attribute] = made
        }
        return made
    }

    /// UIKit's `UIView.leadingAnchor`.
    public var leadingAnchor: NSLayoutXAxisAnchor { anchor(.leading, NSLayoutXAxisAnchor.init) }
    /// UIKit's `UIView.trailingAnchor`.
    public var trailingAnchor: NSLayoutXAxisAnchor { anchor(.trailing, NSLayoutXAxisAnchor.init) }
    /// UIKit's `UIView.leftAnchor`.
    public var leftAnchor: NSLayoutXAxisAnchor { anchor(.left, NSLayoutXAxisAnchor.init) }
    /// UIKit's `UIView.rightAnchor`.
    public var rightAnchor: NSLayoutXAxisAnchor { anchor(.right, NSLayoutXAxisAnchor.init) }
    /// UIKit's `UIView.centerXAnchor`.
    public var centerXAnchor: NSLayoutXAxisAnchor { anchor(.centerX, NSLayoutXAxisAnchor.init) }
    /// UIKit's `UIView.topAnchor`.
    public var topAnchor: NSLayoutYAxisAnchor { anchor(.top, NSLayoutYAxisAnchor.init) }
    /// UIKit's `UIView.bottomAnchor`.
    public var bottomAnchor: NSLayoutYAxisAnchor { anchor(.bottom, NSLayoutYAxisAnchor.init) }
    /// UIKit's `UIView.centerYAnchor`.
    public var centerYAnchor: NSLayoutYAxisAnchor { anchor(.centerY, NSLayoutYAxisAnchor.init) }
    /// UIKit's `UIView.widthAnchor`.
    public var widthAnchor: NSLayoutDimension { anchor(.width, NSLayoutDimension.init) }
    /// UIKit's `UIView.heightAnchor`.
    public var heightAnchor: NSLayoutDimension { anchor(.height, NSLayoutDimension.init) }
}

extension View: LayoutAnchors {
    /// The baseline of the first line of text (the top, for a view without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { anchor(.firstBaseline, NSLayoutYAxisAnchor.init) }

    /// The baseline of the last line of text (the bottom, for a view without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { anchor(.lastBaseline, NSLayoutYAxisAnchor.init) }

    /// Whether the lab would turn the autoresizing mask into constraints; true
    /// unless set, as UIKit's. Views given anchors set it to false.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { self[attached: TranslatesMaskKey.self] ?? true }
        set { self[attached: TranslatesMaskKey.self] = newValue }
    }

    /// The constraints installed on this view, in the order installed.
    public var constraints: [NSLayoutConstraint] { self[attached: ConstraintsKey.self] ?? [] }

    /// Installs `constraint` on this view (activates it here).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.install(on: self) }

    /// Installs each of `constraints` on this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` from this view (deactivates it) when it is installed here.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraints.contains(where: { $0 === constraint }) { constraint.isActive = false }
    }

    /// Removes each of `constraints` from this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    func install(_ constraint: NSLayoutConstraint) {
        self[attached: ConstraintsKey.self, default: []].append(constraint)
        setNeedsUpdateConstraints()
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        self[attached: ConstraintsKey.self]?.removeAll { $0 === constraint }
        setNeedsUpdateConstraints()
    }

    /// The layout guides added to this view.
    public var layoutGuides: [UILayoutGuide] { self[attached: LayoutGuidesKey.self] ?? [] }

    /// Adds `guide` to this view, which becomes its owning view.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        self[attached: LayoutGuidesKey.self, default: []].append(guide)
    }

    /// Takes `guide` from this view.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        self[attached: LayoutGuidesKey.self]?.removeAll { $0 === guide }
        if guide.owningView === self { guide.owningView = nil }
    }

    /// How much the view resists growing past its intrinsic size along `axis`;
    /// 250 unless set (a label's and an image view's too, here).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        self[attached: HuggingKey.self]?[axis] ?? .defaultLow
    }

    /// Sets how much the view resists growing along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        self[attached: HuggingKey.self, default: [:]][axis] = priority
    }

    /// How much the view resists shrinking below its intrinsic size along `axis`; 750 unless set.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        self[attached: CompressionKey.self]?[axis] ?? .defaultHigh
    }

    /// Sets how much the view resists shrinking along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
    {
        self[attached: CompressionKey.self, default: [:]][axis] = priority
    }

    /// Whether ``updateConstraintsIfNeeded()`` would call `updateConstraints()`.
    public func needsUpdateConstraints() -> Bool { self[attached: NeedsUpdateConstraintsKey.self] ?? true }

    /// Marks the constraints as needing an update, for ``updateConstraintsIfNeeded()``.
    public func setNeedsUpdateConstraints() { self[attached: NeedsUpdateConstraintsKey.self] = true }

    /// Calls `updateConstraints()` on the subtree's views that need it, subviews first, as UIKit does.
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard needsUpdateConstraints() else { return }
        self[attached: NeedsUpdateConstraintsKey.self] = false
        updateConstraints()
    }

    /// The smallest size `systemLayoutSizeFitting(_:)` is asked for, UIKit's `UIView.layoutFittingCompressedSize`.
    public static var layoutFittingCompressedSize: CGSize { CGSize(width: 0, height: 0) }
    /// The largest size `systemLayoutSizeFitting(_:)` is asked for, UIKit's `UIView.layoutFittingExpandedSize`.
    public static var layoutFittingExpandedSize: CGSize { CGSize(width: 10_000, height: 10_000) }
}

extension Responder {
    /// The attached value under `key`, or `fallback` to start from, for in-place changes.
    subscript<Key: AttachmentKey>(attached key: Key.Type, default fallback: @autoclosure () -> Key.Value) -> Key.Value {
        get { self[attached: key] ?? fallback() }
        set { self[attached: key] = newValue }
    }
}

private enum AnchorCacheKey: AttachmentKey { typealias Value = [NSLayoutConstraint.Attribute: AnyObject] }
private enum TranslatesMaskKey: AttachmentKey { typealias Value = Bool }
private enum ConstraintsKey: AttachmentKey { typealias Value = [NSLayoutConstraint] }
private enum LayoutGuidesKey: AttachmentKey { typealias Value = [UILayoutGuide] }
private enum HuggingKey: AttachmentKey { typealias Value = [NSLayoutConstraint.Axis: UILayoutPriority] }
private enum CompressionKey: AttachmentKey { typealias Value = [NSLayoutConstraint.Axis: UILayoutPriority] }
private enum NeedsUpdateConstraintsKey: AttachmentKey { typealias Value = Bool }
