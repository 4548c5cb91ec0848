import Scenes

/// What loading a dump left out or could not read, worded once for every
/// place that says it (behaviour 12.5): standard error for every command,
/// `describe`'s summary, the window's header and its panel. Nothing read is
/// left out silently.
///
/// ```swift
/// LoadReport.warnings(of: scene)    // ["app.txt:7:28: expected frame as …: line skipped", "the dump is incomplete: …"]
/// LoadReport.counts(of: scene)      // "lines that are not views: 35 layers, 1 tool line, 2 comments, 1 elision, 1 unreadable, 9 controller lines, 3 blank"
/// ```
@MainActor
public enum LoadReport {
    /// Every warning, located, one a line, in the order of the lines; then
    /// why the dump is incomplete, when it is. Empty for a scene that is not a dump.
    public static func warnings(of scene: Scene) -> [String] {
        guard let imported = scene.imported else { return [] }
        return imported.warnings.map(\.description) + (incompleteness(of: scene).map { [$0] } ?? [])
    }

    /// The warnings of the session's scene (``warnings(of:)``).
    public static func warnings(of session: LabSession) -> [String] {
        warnings(of: session.scene)
    }

    /// Why views may be missing from the dump: lines elided, or the paste cut off; nil when it is whole.
    ///
    /// `the dump is incomplete: 2 lines elided (`...`, `<snip>`): views may be missing`
    public static func incompleteness(of scene: Scene) -> String? {
        scene.imported.flatMap { Strings.english.dump.incompleteness(of: $0.dump) }
    }

    /// The window header's line about the warnings, in `strings`' language: their
    /// count and the first; nil when the dump was read whole. Cheap enough for
    /// every frame: only the first warning is worded.
    public static func headerLine(of scene: Scene, strings: Strings) -> String? {
        guard let imported = scene.imported, !imported.warnings.isEmpty || imported.isIncomplete else { return nil }
        return strings.dump.loadWarnings(
            count: imported.warnings.count, incompleteBecause: strings.dump.incompleteBecause(imported.dump),
            first: imported.warnings.first.map { strings.dump.warning($0, in: imported.dump) })
    }

    /// How many lines of each kind were not views: for `describe`; nil for a scene that is not a dump.
    public static func counts(of scene: Scene) -> String? {
        guard let skipped = scene.imported?.skipped else { return nil }
        let kinds: [(Int, String, String)] = [
            (skipped.layers, "layer", "layers"), (skipped.toolLines, "tool line", "tool lines"),
            (skipped.comments, "comment", "comments"), (skipped.elisions, "elision", "elisions"),
            (skipped.unreadable, "unreadable", "unreadable"),
            (skipped.controllerLines, "controller line", "controller lines"),
            (skipped.blank, "blank", "blank"),
        ]
        return "lines that are not views: " + kinds.map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }.joined(separator: ", ")
    }

    /// What the view controllers are: `9 view controllers (_printHierarchy), 6 owning a view of the dump`,
    /// or that they are unknown; nil for a scene that is not a dump.
    public static func controllers(of scene: Scene) -> String? {
        guard let imported = scene.imported else { return nil }
        guard let controllers = imported.controllers else { return Strings.english.dump.controllersUnknown }
        let owning = controllers.viewControllers.compactMap { $0 }.count
        return "\(controllers.controllers.count) view controllers (_printHierarchy, \(controllers.hierarchy.file)), "
            + "\(owning) owning a view of the dump"
    }
}
