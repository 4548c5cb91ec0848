internal import SwiftSyntax

/// A declaration in the user's files, as the engine keeps, leaves out and
/// reports it: a type, an extension, a member of either, or a file-level
/// function, variable, typealias or import.
struct UserDeclaration {
    enum Kind: String, Equatable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`, `typealias`
        case function, initializer, deinitializer, variable, `subscript`, enumCase, associatedType
        case `operator`, precedenceGroup, macro, `import`, other

        var isType: Bool { [.class, .struct, .enum, .actor, .protocol].contains(self) }
    }

    /// A type named in an inheritance clause: `UIView` of `class Chip: UIView, Tappable`.
    struct Inherited {
        /// As written, without `UIKit.` in front: `UIView`, `Feed.Base`.
        let name: String
        /// The entry with the comma that goes with it, or the clause's colon when it is the only one:
        /// what leaving it out blanks.
        let removal: Range<Int>
    }

    /// An initializer's argument labels and which of its arguments have defaults.
    struct Initializer: Equatable, Codable {
        /// `["frame"]` for `init(frame:)`, `["_"]` for `init(_ x: Int)`, `[]` for `init()`.
        let labels: [String]
        let defaults: [Bool]
        let isConvenience: Bool
        /// Its body only stops the program (`fatalError("init(coder:) has not been implemented")`):
        /// the lab never makes a view with it.
        let onlyTraps: Bool

        /// Whether a call with exactly these labels (the rest left to their defaults) fits.
        func accepts(_ wanted: [String]) -> Bool {
            var i = 0
            for (label, hasDefault) in zip(labels, defaults) {
                if i < wanted.count, label == wanted[i] { i += 1 } else if !hasDefault { return false }
            }
            return i == wanted.count
        }
    }

    let id: Int
    /// The index of its file among the files read.
    let file: Int
    let kind: Kind
    let node: Syntax
    /// Its text, attributes and modifiers included, the comments before it not.
    let range: Range<Int>
    /// What it declares: a type's or function's name, each name a variable declaration binds.
    let names: [String]
    /// How Swift names it: `hitTest(_:with:)`, `init(frame:)`, `titleLabel`, `ChipView`.
    let swiftName: String
    /// Types: the name with the types it is nested in (`Feed.Cell`); extensions: the type extended, as written.
    let qualifiedName: String?
    /// The type or extension it is a member of.
    let parent: Int?
    /// How a report names it: `override func hitTest(_:with:)`, `let config`, `class ChipView`.
    let summary: String
    /// The identifiers and operators its own text uses (a type's or extension's: its header's only).
    let references: Set<String>

    // What the registration needs of types, initializers and functions.
    var inherited: [Inherited] = []
    var isPrivate = false
    var isGeneric = false
    /// Typealiases: the type it stands for, as written, without `UIKit.` in front.
    var aliasedType: String?
    var initializer: Initializer?
    /// A function or initializer whose statements may be left out one by one: an initializer, or a
    /// method returning nothing that does not decide touches (`layoutSubviews`, `setupViews`, an action).
    var leavesOutStatements = false
    /// It overrides its superclass's (`override func gestureRecognizerShouldBegin(_:)`).
    var isOverride = false
    /// Members, in order.
    var members: [Int] = []

    /// The class's superclass as written (the first type it inherits), for classes.
    var superclassName: String? { kind == .class ? inherited.first?.name : nil }

    /// The methods of a view or of a recognizer's delegate that decide where a touch goes,
    /// by their Swift names: what the lab says a user's own answered or could not compile.
    static let touchMethods: Set<String> = [
        "hitTest(_:with:)", "point(inside:with:)", "gestureRecognizerShouldBegin(_:)",
        "gestureRecognizer(_:shouldReceive:)",
        "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
        "gestureRecognizer(_:shouldRequireFailureOf:)", "gestureRecognizer(_:shouldBeRequiredToFailBy:)",
        "touchesBegan(_:with:)", "touchesMoved(_:with:)", "touchesEnded(_:with:)", "touchesCancelled(_:with:)",
        "touchesShouldBegin(_:with:in:)", "touchesShouldCancel(in:)",
        "beginTracking(_:with:)", "continueTracking(_:with:)", "endTracking(_:with:)", "cancelTracking(with:)",
    ]
}
