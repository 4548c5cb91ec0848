import Foundation

/// The code the engine adds to the user's module, so that the lab can make
/// the scene's view classes by name (``UserClassRegistry``):
///
/// - at the end of each file, after its last line, a function that registers
///   a maker for each class of the file the scene needs: there even a
///   `private` class can be named;
/// - a file of its own with the public `@_cdecl` entry point that calls them,
///   the `__rlSel` function `#selector(…)` becomes (``CompiledCopy``), and the
///   module-level typealiases that settle `CGFloat`, `CGPoint`, `CGSize` and
///   `CGRect` (Foundation on Linux declares its own) in favour of UIKit's.
///
/// A maker is the first initializer the class has, or inherits, of those the
/// lab can call (``makers``); when the compiler refuses it (its arguments are
/// not what they seem, it is private), the next is tried, and a class with
/// none is said so.
///
/// ```swift
/// let registration = RegistrationFile(kept: kept, uikitInitializers: UIKitViews.initializers)
/// registration.functionText(forFile: 0) // "#sourceLocation()\n@MainActor func __rlRegisterFile0(…) { register(\"ChipView\") { frame in ChipView(frame: frame) } }"
/// ```
struct RegistrationFile {
    /// A class the scene needs, and how to make it.
    struct ViewClass {
        let id: Int
        let qualifiedName: String
        let file: Int
        /// The expressions that make one, best first, `frame` in scope.
        let makers: [String]
        /// How many of `makers` the compiler refused.
        let refused: Int

        var maker: String? { refused < makers.count ? makers[refused] : nil }
    }

    let classes: [ViewClass]

    /// The initializers the lab can make a view with, in the order it tries them: their labels,
    /// and the expression (`_T_` for the class, `frame` for the frame).
    static let makers: [(labels: [String], expression: String, setsFrame: Bool)] = [
        (["frame"], "_T_(frame: frame)", true),
        (
            ["frame", "collectionViewLayout"],
            "_T_(frame: frame, collectionViewLayout: UIKit.UICollectionViewFlowLayout())", true
        ),
        (["frame", "style"], "_T_(frame: frame, style: .plain)", true),
        (["style", "reuseIdentifier"], "_T_(style: .default, reuseIdentifier: nil)", false),
        ([], "_T_()", false),
        (["coder"], "_T_(coder: __rlEmptyCoder())", false),
    ]

    /// - Parameter refused: how many makers of each class (by qualified name) the compiler refused before.
    init(kept: KeptCode, uikitInitializers: (String) -> [[String]], refused: [String: Int] = [:]) {
        let module = kept.module
        classes = kept.roots.compactMap { id in
            let declaration = module[id]
            guard kept.kept.contains(id), !declaration.isGeneric, let name = declaration.qualifiedName else {
                return nil
            }
            let callable = Self.initializers(of: id, kept: kept, uikitInitializers: uikitInitializers)
            let makers = Self.makers.filter { maker in callable.contains { $0.accepts(maker.labels) } }.map { maker in
                let call = maker.expression.replacingOccurrences(of: "_T_", with: name)
                if maker.setsFrame { return call }
                let made =
                    maker.labels == ["coder"] ? "guard let view = \(call) else { return nil }" : "let view = \(call)"
                return "\(made); view.frame = frame; return view"
            }
            return ViewClass(
                id: id, qualifiedName: name, file: declaration.file, makers: makers, refused: refused[name] ?? 0)
        }
    }

    /// The initializers one can call on the class `id` as compiled now: its own, and, when it declares
    /// no designated one, those it inherits (UIKit's at the end of the chain). One that only traps is not.
    private static func initializers(of id: Int, kept: KeptCode, uikitInitializers: (String) -> [[String]])
        -> [UserDeclaration.Initializer]
    {
        let module = kept.module
        var all: [UserDeclaration.Initializer] = []
        var current = id
        var seen: Set<Int> = []
        while seen.insert(current).inserted {
            let own = (module[current].members + module.extensions(of: current).flatMap { module[$0].members })
                .filter(kept.kept.contains).compactMap { module[$0].initializer }
            all += own
            guard !own.contains(where: { !$0.isConvenience }) else { break }
            switch module.superclass(of: current) {
            case .user(let superclass): current = superclass
            case .external(let name):
                all += uikitInitializers(name).map {
                    UserDeclaration.Initializer(
                        labels: $0, defaults: $0.map { _ in false }, isConvenience: false, onlyTraps: false)
                }
            case .none: break
            }
        }
        return all.filter { !$0.onlyTraps }
    }

    /// The class whose maker a line of generated code registers (`register("ChipView") …`).
    static func registeredClass(onLine line: Substring) -> String? {
        guard let start = line.range(of: "register(\"")?.upperBound, let end = line[start...].firstIndex(of: "\"")
        else {
            return nil
        }
        return String(line[start..<end])
    }

    /// The name of file `index`'s registering function.
    static func functionName(forFile index: Int) -> String { "__rlRegisterFile\(index)" }

    /// What is added after file `index`'s last line: its registering function, in the copy's own lines.
    func functionText(forFile index: Int) -> String {
        var lines = [
            "", "#sourceLocation()",
            "@MainActor func \(Self.functionName(forFile: index))(",
            "    _ register: (String, @escaping @MainActor (UIKit.CGRect) -> UIKit.UIView?) -> Void",
            ") {",
        ]
        for view in classes where view.file == index {
            guard let maker = view.maker else { continue }
            lines.append("    register(\"\(view.qualifiedName)\") { frame in \(maker) }")
        }
        return (lines + ["}", ""]).joined(separator: "\n")
    }

    /// The file of the entry point, which calls the registering functions of `files`. It imports UIKit
    /// alone: the lab hands it the function that registers a maker (``UserCodeLibrary``), of a type both
    /// sides spell with UIKit's and ResponderKit's types, so the module needs nothing of the lab's own.
    static func entryFile(moduleName: String, files: [Int], aliases: [String]) -> String {
        var lines = [
            "// Generated by ResponderLab for the module \(moduleName): what makes the scene's classes of it.",
            "import UIKit",
            "",
        ]
        lines += aliases.map { "typealias \($0) = UIKit.\($0)" }
        lines += [
            "",
            "func \(CompiledCopy.selectorFunction)(_ name: String) -> UIKit.Selector { UIKit.Selector(name) }",
            "",
            ActionDispatch.helpers,
            "",
            "/// A coder over an empty archive, for classes made only by `init?(coder:)`: what they decode finds",
            "/// nothing, as a nib with no values set for them.",
            "func __rlEmptyCoder() -> NSCoder {",
            "    let archiver = NSKeyedArchiver(requiringSecureCoding: false)",
            "    archiver.finishEncoding()",
            "    return try! NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)",
            "}",
            "",
            "@_cdecl(\"\(entrySymbol(moduleName: moduleName))\")",
            "public func __rlRegister(_ sink: UnsafeRawPointer) {",
            "    let register = sink.load(as: ((String, @escaping @MainActor (UIKit.CGRect) -> UIKit.UIView?) -> Void).self)",
            "    MainActor.assumeIsolated {",
        ]
        lines += files.map { "        \(functionName(forFile: $0))(register)" }
        lines += ["    }", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// The C name of the entry point, unique to the module.
    static func entrySymbol(moduleName: String) -> String { "responderlab_register_\(moduleName)" }

    /// The names Foundation on Linux shares with UIKit, aliased to UIKit's in the user's module.
    static let sharedNames = ["CGFloat", "CGPoint", "CGSize", "CGRect"]
}
