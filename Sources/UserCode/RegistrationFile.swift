import Foundation

/// The Swift file the engine adds to a user's module: a public `@_cdecl`
/// entry point that registers a factory for every view class the user's
/// files declare (``UserClassRegistry``), the `__rlSel` function
/// `#selector(…)` becomes (``UserCodePreprocessor``), and the module-level
/// typealiases that settle `CGFloat`, `CGPoint`, `CGSize` and `CGRect`
/// (Foundation on Linux declares its own) in favour of UIKit's.
///
/// ```swift
/// let file = RegistrationFile(classes: classes, moduleName: "LabCode_1a2b", declaredNames: [])
/// file.viewClasses.map(\.qualifiedName) // ["LikeButton"]
/// file.source                           // … registry.register("LikeButton") { frame in LikeButton(frame: frame) } …
/// ```
public struct RegistrationFile: Sendable {
    /// A view class the file registers, and how it is made.
    public struct ViewClass: Sendable, Equatable {
        public let qualifiedName: String
        /// The expression that makes one, `frame` in scope: `LikeButton(frame: frame)`.
        let maker: String
        /// The user's class it inherits from, qualified; nil when its superclass is UIKit's.
        public let superclass: String?
        /// The touch methods it writes or inherits from the user's classes (``UserClassScanner/touchMethods``).
        public let methods: [String]
        /// Where it is declared.
        public let file: String
        public let line: Int
    }

    /// A class that is a view but cannot be registered, and why.
    public struct SkippedClass: Sendable, Equatable {
        public let qualifiedName: String
        public let reason: String
    }

    public let moduleName: String
    public let viewClasses: [ViewClass]
    public let skipped: [SkippedClass]
    public let source: String

    /// The C name of the entry point, unique to the module.
    public var entrySymbol: String { Self.entrySymbol(moduleName: moduleName) }

    public static func entrySymbol(moduleName: String) -> String { "responderlab_register_\(moduleName)" }

    /// The names Foundation on Linux shares with UIKit, aliased to UIKit's in the user's module.
    static let sharedNames = ["CGFloat", "CGPoint", "CGSize", "CGRect"]

    /// UIKit's view classes, each with the initializers it offers (argument labels), by its name.
    static let uikitViews: [String: [[String]]] = {
        let plain: [[String]] = [["frame"], ["coder"], []]
        var table: [String: [[String]]] = [:]
        for name in ["UIView", "UIWindow", "UILabel", "UIImageView", "UIScrollView", "UITextView", "UIStackView",
                     "UITabBar", "UINavigationBar", "UICollectionReusableView", "UICollectionViewCell"] {
            table[name] = plain
        }
        for name in ["UIControl", "UISlider", "UISwitch", "UITextField"] { table[name] = plain + [["frame", "primaryAction"]] }
        table["UIButton"] = plain + [["type"], ["frame", "primaryAction"]]
        table["UITableView"] = plain + [["frame", "style"]]
        table["UICollectionView"] = plain + [["frame", "collectionViewLayout"]]
        table["UITableViewCell"] = plain + [["style", "reuseIdentifier"]]
        return table
    }()

    /// How to make an instance with each kind of initializer, in the order tried:
    /// the labels it needs, and the expression (`_T_` for the class, `frame` for the frame).
    private static let makers: [(labels: [String], expression: String, setsFrame: Bool)] = [
        (["frame"], "_T_(frame: frame)", true),
        (["frame", "collectionViewLayout"], "_T_(frame: frame, collectionViewLayout: UIKit.UICollectionViewFlowLayout())", true),
        (["frame", "style"], "_T_(frame: frame, style: .plain)", true),
        (["style", "reuseIdentifier"], "_T_(style: .default, reuseIdentifier: nil)", false),
        ([], "_T_()", false),
        (["coder"], "_T_(coder: UserClassRegistry.emptyCoder())", false),
    ]

    /// - Parameters:
    ///   - classes: every class the user's files declare.
    ///   - declaredNames: top-level names the user's files declare; a
    ///     shared name the user aliases already is not aliased again.
    /// The initializers the lab can make a class with, in the order it tries them.
    public static let initializers = "init(frame:), init(), init?(coder:)"
    /// The reason a class without one of ``initializers`` is skipped.
    public static let noInitializer = "no initializer the lab can call (\(initializers))"

    public init(classes: [UserClassDeclaration], moduleName: String, declaredNames: Set<String>) {
        self.moduleName = moduleName
        var viewClasses: [ViewClass] = [], skipped: [SkippedClass] = []
        let resolver = ClassResolver(classes: classes)
        for decl in classes where resolver.isView(decl) {
            if let reason = decl.unreachable {
                skipped.append(SkippedClass(qualifiedName: decl.qualifiedName, reason: reason.rawValue))
            } else if let maker = Self.maker(for: resolver.initializers(of: decl), type: decl.qualifiedName) {
                viewClasses.append(ViewClass(qualifiedName: decl.qualifiedName, maker: maker,
                                             superclass: resolver.userSuperclass(of: decl)?.qualifiedName,
                                             methods: resolver.methods(of: decl), file: decl.file, line: decl.line))
            } else {
                skipped.append(SkippedClass(qualifiedName: decl.qualifiedName, reason: Self.noInitializer))
            }
        }
        self.viewClasses = viewClasses
        self.skipped = skipped
        source = Self.source(moduleName: moduleName, viewClasses: viewClasses,
                             aliases: Self.sharedNames.filter { !declaredNames.contains($0) })
    }

    private static func maker(for initializers: [UserClassDeclaration.Initializer], type: String) -> String? {
        for maker in makers where initializers.contains(where: { $0.accepts(maker.labels) }) {
            let call = maker.expression.replacingOccurrences(of: "_T_", with: type)
            if maker.setsFrame { return call }
            let made = maker.labels == ["coder"] ? "guard let view = \(call) else { return nil }" : "let view = \(call)"
            return "\(made); view.frame = frame; return view"
        }
        return nil
    }

    private static func source(moduleName: String, viewClasses: [ViewClass], aliases: [String]) -> String {
        var lines = [
            "// Generated by ResponderLab for the module \(moduleName): the view classes the files declare.",
            "import UIKit",
            "import UserCode",
            "",
        ]
        lines += aliases.map { "typealias \($0) = UIKit.\($0)" }
        lines += [
            "",
            "func \(UserCodePreprocessor.selectorFunction)(_ name: String) -> UIKit.Selector { UIKit.Selector(name) }",
            "",
            "@_cdecl(\"\(entrySymbol(moduleName: moduleName))\")",
            "public func __rlRegister(_ registry: UnsafeMutableRawPointer) {",
            "    let registry = Unmanaged<UserClassRegistry>.fromOpaque(registry).takeUnretainedValue()",
            "    MainActor.assumeIsolated {",
        ]
        for view in viewClasses {
            lines.append("        registry.register(\"\(view.qualifiedName)\") { frame in \(view.maker) }")
        }
        lines += ["    }", "}", ""]
        return lines.joined(separator: "\n")
    }
}

/// Superclass chains through the user's own classes, to UIKit's views.
private struct ClassResolver {
    let classes: [UserClassDeclaration]

    /// The class a superclass name stands for: a qualified name first, then a class's own name.
    func userClass(named name: String) -> UserClassDeclaration? {
        classes.first { $0.qualifiedName == name } ?? classes.first { $0.name == name }
    }

    /// The UIKit view class at the root of `decl`'s chain, if the chain ends at one.
    func uikitRoot(of decl: UserClassDeclaration) -> String? {
        var current = decl
        var seen: Set<String> = []
        while let superName = current.superclassName.map(Self.withoutUIKit) {
            if RegistrationFile.uikitViews[superName] != nil { return superName }
            guard seen.insert(current.qualifiedName).inserted, let next = userClass(named: superName) else { return nil }
            current = next
        }
        return nil
    }

    func isView(_ decl: UserClassDeclaration) -> Bool { uikitRoot(of: decl) != nil }

    /// The user's class `decl` inherits from directly; nil when it is UIKit's or unknown.
    func userSuperclass(of decl: UserClassDeclaration) -> UserClassDeclaration? {
        guard let superName = decl.superclassName.map(Self.withoutUIKit), RegistrationFile.uikitViews[superName] == nil,
              superName != decl.qualifiedName else { return nil }
        return userClass(named: superName)
    }

    /// The touch methods `decl` declares or inherits through the user's classes.
    func methods(of decl: UserClassDeclaration) -> [String] {
        var all = Set<String>()
        var current: UserClassDeclaration? = decl
        var seen: Set<String> = []
        while let c = current, seen.insert(c.qualifiedName).inserted {
            all.formUnion(c.methods)
            current = userSuperclass(of: c)
        }
        return all.sorted()
    }

    /// The initializers one can call on `decl`: its own, and, when it declares
    /// no designated initializer, those it inherits.
    func initializers(of decl: UserClassDeclaration) -> [UserClassDeclaration.Initializer] {
        var all: [UserClassDeclaration.Initializer] = []
        var current: UserClassDeclaration? = decl
        var seen: Set<String> = []
        while let c = current, seen.insert(c.qualifiedName).inserted {
            all += c.initializers
            guard !c.initializers.contains(where: { !$0.isConvenience }), let superName = c.superclassName.map(Self.withoutUIKit) else {
                return all
            }
            if let uikit = RegistrationFile.uikitViews[superName] {
                return all + uikit.map { UserClassDeclaration.Initializer(labels: $0, defaults: $0.map { _ in false }, isConvenience: false) }
            }
            current = userClass(named: superName)
        }
        return all
    }

    static func withoutUIKit(_ name: String) -> String {
        name.hasPrefix("UIKit.") ? String(name.dropFirst(6)) : name
    }
}
