import ResponderKit

/// A property of a view that decides where its touches go: the inspector
/// changes the first five live, to try a fix before writing it in the app
/// (the ones that decide whether hit-testing skips a view, behaviour 1.2, and
/// `clipsToBounds`, which decides where its subviews can be hit); an edits
/// file declares any of them (docs/dump-format.md).
///
/// ```swift
/// ViewProperty.alpha.nextValue(after: .number(0.01))   // .number(0.011): just above the threshold
/// ViewProperty(name: "isExclusiveTouch")               // .exclusiveTouch
/// ```
public enum ViewProperty: String, Sendable, CaseIterable {
    case hidden
    case userInteractionEnabled
    case enabled
    case clipsToBounds
    case alpha
    /// A control's `isSelected`.
    case selected
    case exclusiveTouch
    case multipleTouchEnabled
    /// A scroll view's (behaviour 10.3).
    case delaysContentTouches
    /// A scroll view's (behaviour 10.5).
    case canCancelContentTouches
    /// A scroll view's `isScrollEnabled`.
    case scrollEnabled

    /// The alphas the inspector steps through: both sides of hit-testing's 0.01 (behaviour 1.2).
    public static let alphaSteps: [Double] = [0, 0.005, 0.01, 0.011, 0.5, 1]

    /// A property's value: a flag, or alpha's number.
    public enum Value: Sendable, Equatable, CustomStringConvertible {
        case flag(Bool)
        case number(Double)

        public var description: String {
            switch self {
            case .flag(let on): on ? "true" : "false"
            case .number(let n): HitTestTrace.Alpha(n).asSet
            }
        }
    }

    /// The kind of view that has the property.
    public enum Owner: Sendable {
        case view, control, scrollView
    }

    /// Who has it: `enabled` and `selected` belong to controls, the content-touch flags and scrolling to scroll views.
    public var owner: Owner {
        switch self {
        case .enabled, .selected: .control
        case .delaysContentTouches, .canCancelContentTouches, .scrollEnabled: .scrollView
        default: .view
        }
    }

    /// Its name as UIKit spells it in Swift: `isHidden`, `alpha`, `delaysContentTouches`.
    public var uikitName: String {
        switch self {
        case .hidden, .userInteractionEnabled, .enabled, .selected, .exclusiveTouch, .multipleTouchEnabled,
            .scrollEnabled:
            "is" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        default: rawValue
        }
    }

    /// Whether `view` has the property (``owner``).
    @MainActor
    public func applies(to view: View) -> Bool {
        switch owner {
        case .view: true
        case .control: view is Control
        case .scrollView: view is ScrollView
        }
    }

    @MainActor
    public func value(of view: View) -> Value {
        switch self {
        case .hidden: .flag(view.isHidden)
        case .userInteractionEnabled: .flag(view.isUserInteractionEnabled)
        case .enabled: .flag((view as? Control)?.isEnabled ?? true)
        case .clipsToBounds: .flag(view.clipsToBounds)
        case .alpha: .number(view.alpha)
        case .selected: .flag((view as? Control)?.isSelected ?? false)
        case .exclusiveTouch: .flag(view.isExclusiveTouch)
        case .multipleTouchEnabled: .flag(view.isMultipleTouchEnabled)
        case .delaysContentTouches: .flag((view as? ScrollView)?.delaysContentTouches ?? true)
        case .canCancelContentTouches: .flag((view as? ScrollView)?.canCancelContentTouches ?? true)
        case .scrollEnabled: .flag((view as? ScrollView)?.isScrollEnabled ?? true)
        }
    }

    @MainActor
    func set(_ value: Value, on view: View) {
        switch (self, value) {
        case (.hidden, .flag(let on)): view.isHidden = on
        case (.userInteractionEnabled, .flag(let on)): view.isUserInteractionEnabled = on
        case (.enabled, .flag(let on)): (view as? Control)?.isEnabled = on
        case (.clipsToBounds, .flag(let on)): view.clipsToBounds = on
        case (.alpha, .number(let alpha)): view.alpha = alpha
        case (.selected, .flag(let on)): (view as? Control)?.isSelected = on
        case (.exclusiveTouch, .flag(let on)): view.isExclusiveTouch = on
        case (.multipleTouchEnabled, .flag(let on)): view.isMultipleTouchEnabled = on
        case (.delaysContentTouches, .flag(let on)): (view as? ScrollView)?.delaysContentTouches = on
        case (.canCancelContentTouches, .flag(let on)): (view as? ScrollView)?.canCancelContentTouches = on
        case (.scrollEnabled, .flag(let on)): (view as? ScrollView)?.isScrollEnabled = on
        default: break
        }
    }

    /// The value an edit moves to: a flag's opposite, or alpha's next step (after the last, the first).
    public func nextValue(after value: Value) -> Value {
        switch value {
        case .flag(let on): return .flag(!on)
        case .number(let alpha):
            // The stored alpha is Float-precise (0.01 reads back as 0.0099999998): match the step it was set from.
            let index = Self.alphaSteps.firstIndex { abs($0 - alpha) < 1e-6 }
            let next = index.map { ($0 + 1) % Self.alphaSteps.count } ?? Self.alphaSteps.firstIndex { $0 > alpha } ?? 0
            return .number(Self.alphaSteps[next])
        }
    }

    /// The property parsed from its name as UIKit spells it or as a dump
    /// prints it, in any case (`isHidden` or `hidden`, `isUserInteractionEnabled`
    /// or `userInteractionEnabled` or `interaction`, `isScrollEnabled` or `scrollEnabled`).
    public init?(name: String) {
        let bare = name.hasPrefix("is") && name.count > 2 ? String(name.dropFirst(2)) : name
        switch bare.lowercased() {
        case "interaction": self = .userInteractionEnabled
        case let lowered:
            guard let property = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else { return nil }
            self = property
        }
    }
}

/// One live change of a view's property, kept so it can be undone and reported.
public struct ViewEdit {
    public let view: View
    public let property: ViewProperty
    public let old: ViewProperty.Value
    public let new: ViewProperty.Value
}

extension Scene {
    /// Changes `property` of `view` to `value` (the next value when nil) and
    /// keeps the edit; nil when the view does not have the property.
    ///
    /// ```swift
    /// scene.edit(target, .hidden)          // un-hides a hidden target
    /// scene.undoLastEdit()                 // hides it again
    /// ```
    @discardableResult
    public func edit(_ view: View, _ property: ViewProperty, to value: ViewProperty.Value? = nil) -> ViewEdit? {
        guard property.applies(to: view) else { return nil }
        let old = property.value(of: view)
        let new = value ?? property.nextValue(after: old)
        property.set(new, on: view)
        let edit = ViewEdit(view: view, property: property, old: old, new: property.value(of: view))
        edits.append(edit)
        changes.append(.edited(edit))
        return edit
    }

    /// Puts back the value the last edit changed; returns that edit, nil when there was none.
    @discardableResult
    public func undoLastEdit() -> ViewEdit? {
        guard let edit = edits.popLast() else { return nil }
        edit.property.set(edit.old, on: edit.view)
        changes.append(.undone(edit))
        return edit
    }

    /// Each edited property of `view` with its value before the first edit and now; empty when none.
    public func editedProperties(of view: View) -> [EditedProperty] {
        var result: [EditedProperty] = []
        for edit in edits where edit.view === view {
            if let i = result.firstIndex(where: { $0.property == edit.property }) {
                result[i] = EditedProperty(property: edit.property, original: result[i].original, now: edit.new)
            } else {
                result.append(EditedProperty(property: edit.property, original: edit.old, now: edit.new))
            }
        }
        return result
    }
}

/// A property the inspector changed: what the scene or dump said, and what it is now.
public struct EditedProperty: Sendable, Equatable {
    public let property: ViewProperty
    public let original: ViewProperty.Value
    public let now: ViewProperty.Value

    public init(property: ViewProperty, original: ViewProperty.Value, now: ViewProperty.Value) {
        self.property = property
        self.original = original
        self.now = now
    }
}
