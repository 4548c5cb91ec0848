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
/// CodeReport.warnings(for: session.scene, build: build)
/// // ["the dump names MyApp.LikeButon, which your code does not define (did you mean LikeButton?); it runs as UIKit's UIButton"]
/// ```
@MainActor
public enum CodeReport {
    /// How many of the classes without code a warning lists by name before counting the rest.
    static let listed = 5

    public static func warnings(for scene: Scene, build: UserCodeBuild) -> [String] {
        guard let classes = scene.userClasses else { return [] }
        var lines: [String] = []
        // The dump's classes the code lacks, each once, in the dump's order.
        var missing: [(name: String, uikit: String)] = []
        var seen: Set<String> = []
        for dumped in scene.imported?.dump.views ?? [] where !dumped.isUIKitClass {
            let name = dumped.displayClassName
            guard seen.insert(name).inserted, classes.resolve(name) == nil else { continue }
            missing.append((name, dumped.uikitClassName))
        }
        var unexplained: [(name: String, uikit: String)] = []
        for (name, uikit) in missing {
            let own = UserViewClasses.ownName(name)
            if let skipped = build.skipped.first(where: { UserViewClasses.ownName($0.qualifiedName) == own }) {
                lines.append("the dump names \(name); your code's \(skipped.qualifiedName) is \(skipped.reason), "
                             + "so the lab cannot make one; it runs as UIKit's \(uikit)")
            } else if let near = UserViewClasses.closest(to: name, among: build.classes) {
                lines.append("the dump names \(name), which your code does not define (did you mean \(near)?); it runs as UIKit's \(uikit)")
            } else {
                unexplained.append((name, uikit))
            }
        }
        if !unexplained.isEmpty {
            let names = unexplained.prefix(listed).map { "\($0.name) (as \($0.uikit))" }.joined(separator: ", ")
            let rest = unexplained.count > listed ? " and \(unexplained.count - listed) more" : ""
            let count = unexplained.count
            lines.append("the dump names \(count) class\(count == 1 ? "" : "es") your code does not define, "
                         + "which run\(count == 1 ? "s" : "") as UIKit's: \(names)\(rest)")
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
        let place = scene.imported == nil ? "the scene" : "the dump"
        for view in build.views where !used.contains(view.qualifiedName) {
            let near = UserViewClasses.closest(to: view.qualifiedName, among: missing.map(\.name))
            lines.append("your code defines \(view.qualifiedName), which no view of \(place) is"
                         + (near.map { " (did you mean \($0)?)" } ?? ""))
        }
        return lines
    }

    private static func forEachView(in view: View, _ body: (View) -> Void) {
        body(view)
        for subview in view.subviews { forEachView(in: subview, body) }
    }
}
