import ArgumentParser
import Foundation
import LabKit
import Rendering
import Scenes

extension ResponderLabCommand {
    struct Tour: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render every scene after its scripted click into a folder of PNGs.")

        @Option(help: "The folder to write into (created if missing).")
        var out: String

        @Option(help: "Render only this scene file of your own (docs/scene-format.md) after its tour clicks.")
        var sceneFile: String?

        @OptionGroup var scale: ScaleOption

        @Option(help: Language.help)
        var lang: Language = .english

        mutating func run() throws {
            let (out, scale, lang, sceneFile) = (out, scale.scale, lang, sceneFile)
            MainActor.assumeIsolated {
                do {
                    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
                    // A scene file is named after its file; the built-in scenes by their place and name.
                    let stops: [(file: String?, scene: String?, png: String)] =
                        if let sceneFile {
                            [(sceneFile, nil, URL(filePath: sceneFile).deletingPathExtension().lastPathComponent)]
                        } else {
                            SceneCatalog.names.enumerated().map { (nil, $1, "\($0 + 1)-\($1)") }
                        }
                    for stop in stops {
                        let session = makeSession(scene: stop.scene, file: stop.file)
                        session.language = lang
                        Script.click(session.scene.tourTaps, in: session)
                        let path = "\(out)/\(stop.png).png"
                        try LabPainter.render(session, scale: Double(scale), language: lang).writePNG(to: path)
                        print(path)
                    }
                } catch let error as FontError {
                    fail(error.description)
                } catch {
                    fail("could not render the tour into \(out): \(error)")
                }
            }
        }
    }
}
