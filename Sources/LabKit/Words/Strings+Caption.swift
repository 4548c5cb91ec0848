import ResponderKit
import Scenes

/// The header's caption of a scene imported from a dump, which the lab words.
extension Strings {
    /// The caption of a scene imported from a dump: its views, controllers,
    /// lines left out and warnings. Other scenes' captions are their files'.
    @MainActor
    public func caption(of scene: Scene) -> String {
        guard let imported = scene.imported else { return scene.caption }
        var caption = self[.dumpViews, ["count": "\(imported.dump.views.count)"]]
        if let controllers = imported.controllers {
            caption += self[.dumpControllers, ["count": "\(controllers.hierarchy.controllers.count)"]]
        }
        let skipped =
            imported.skipped.layers + imported.skipped.toolLines + imported.skipped.comments + imported.skipped.elisions
        if skipped > 0 { caption += self[.dumpSkipped, ["count": "\(skipped)"]] }
        let warnings = imported.warnings.count
        if warnings > 0 { caption += self[warnings == 1 ? .dumpWarning : .dumpWarnings, ["count": "\(warnings)"]] }
        if imported.isIncomplete { caption += self[.dumpIncomplete] }
        return caption
    }
}
