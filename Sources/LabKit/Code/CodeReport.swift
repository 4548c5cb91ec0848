import ResponderKit
import Scenes
import UserCode

/// What the lab says of the user's classes against the scene they run in
/// (`--code`), as warnings: the lab runs anyway. A class the dump names that
/// the code does not define runs as UIKit's class (and a near name is
/// proposed); a class the code defines that no view of the scene is, is said
/// with the dump's near name, a likely typo.
///
/// ```swift
/// CodeReport.warnings(for: session.scene, build: build).map(Strings.english.yourCode.warning)
/// // ["the dump names MyApp.LikeButon, which your code does not define (did you mean LikeButton?); it runs as UIKit's UIButton"]
/// ```
@MainActor
public enum CodeReport {
    /// How many of the classes without code a warning lists by name before counting the rest.
    static let listed = 5

    /// One warning, as values: ``CodeWords/warning(_:)`` words it.
    public enum Warning: Equatable, Sendable {
        /// The dump names `name`; the code's `codeClass` is that class, but the lab cannot make one (`reason`).
        case cannotMake(name: String, codeClass: String, cause: UserCodeBuild.Skipped.Cause, uikit: String)
        /// The dump names `name`, which the code does not define; `near` is the code's class it likely meant.
        case undefined(name: String, near: String, uikit: String)
        /// Classes the dump names that the code does not define, with no near name: the first few, and how many more.
        case undefinedClasses([DumpedClass], more: Int)
        /// The code defines `codeClass`, which no view of the dump (or scene) is; `near` is the dump's class it likely meant.
        case unused(codeClass: String, inDump: Bool, near: String?)
    }

    /// A class the dump names, and the UIKit class it runs as.
    public struct DumpedClass: Equatable, Sendable {
        public let name: String
        public let uikit: String
    }

    public static func warnings(for scene: Scene, build: UserCodeBuild) -> [Warning] {
        guard let classes = scene.userClasses else { return [] }
        var lines: [Warning] = []
        // The dump's classes the code lacks, each once, in the dump's order.
        var missing: [DumpedClass] = []
        var seen: Set<String> = []
        for dumped in scene.imported?.dump.views ?? [] where !dumped.isUIKitClass {
            let name = dumped.displayClassName
            guard seen.insert(name).inserted, classes.resolve(name) == nil else { continue }
            missing.append(DumpedClass(name: name, uikit: dumped.uikitClassName))
        }
        var unexplained: [DumpedClass] = []
        // The code's classes the lab could not make: said here with why, not again as unused below.
        var unmade: Set<String> = []
        for dumped in missing {
            let (name, uikit) = (dumped.name, dumped.uikit)
            let own = UserViewClasses.ownName(name)
            if let skipped = build.skipped.first(where: { UserViewClasses.ownName($0.qualifiedName) == own }) {
                unmade.insert(skipped.qualifiedName)
                lines.append(
                    .cannotMake(name: name, codeClass: skipped.qualifiedName, cause: skipped.cause, uikit: uikit))
            } else if let near = UserViewClasses.closest(to: name, among: build.declaredViews) {
                lines.append(.undefined(name: name, near: near, uikit: uikit))
            } else {
                unexplained.append(dumped)
            }
        }
        if !unexplained.isEmpty {
            lines.append(.undefinedClasses(Array(unexplained.prefix(listed)), more: max(0, unexplained.count - listed)))
        }
        // The code's classes no view is, nor the superclass of one that is.
        var used: Set<String> = []
        forEachView(in: scene.window) { view in
            if let name = classes.userClass(of: view)?.name { used.insert(name) }
        }
        let superclasses = Dictionary(build.views.map { ($0.qualifiedName, $0.superclass) }) { first, _ in first }
        for name in Array(used) {
            var next = superclasses[name] ?? nil
            while let superclass = next, used.insert(superclass).inserted { next = superclasses[superclass] ?? nil }
        }
        for name in build.declaredViews where !used.contains(name) && !unmade.contains(name) {
            lines.append(
                .unused(
                    codeClass: name, inDump: scene.imported != nil,
                    near: UserViewClasses.closest(to: name, among: missing.map(\.name))))
        }
        return lines
    }

    /// What standard error says of the pieces of the user's code left out, one a line, as a
    /// compiler says where (`Sources/Feed/PinCardView.swift:14: left out titleLabel.snp.makeConstraints { … }: no such module 'SnapKit'`),
    /// then each class of which nothing compiled.
    public static func leftOutLines(of build: UserCodeBuild) -> [String] {
        build.leftOut.map(\.description)
            + build.views.filter(\.keptNothing).map {
                "responder-lab: warning: " + Strings.english.yourCode.keptNothing($0)
            }
    }

    private static func forEachView(in view: View, _ body: (View) -> Void) {
        body(view)
        for subview in view.subviews { forEachView(in: subview, body) }
    }
}
