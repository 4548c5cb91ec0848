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

        @OptionGroup var scale: ScaleOption

        @Option(help: Language.help)
        var lang: Language = .english

        mutating func run() throws {
            let (out, scale, lang) = (out, scale.scale, lang)
            MainActor.assumeIsolated {
                do {
                    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
                    for (i, name) in SceneCatalog.names.enumerated() {
                        let session = makeSession(scene: name)
                        Script.click(session.scene.tourTaps, in: session)
                        let path = "\(out)/\(i + 1)-\(name).png"
                        try LabScreen.render(session, scale: Double(scale), language: lang).writePNG(to: path)
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
