import ArgumentParser
import Foundation
import LabKit
import Rendering

extension ResponderLabCommand {
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Open the lab window (the default command).",
            discussion: KeyBindings.help + " The window resizes down to 800x500.")

        @OptionGroup var source: SceneOptions

        @Option(help: "Write a JSON object per delivered touch phase on standard output (only `json`).")
        var log: LogFormat?

        @Option(help: "The X display; default $DISPLAY.")
        var display: String?

        @Option(help: Language.help)
        var lang: Language = .english

        @OptionGroup var scale: ScaleOption

        /// For `bench`: writes when frames reach the screen and which clicks they answer (see `LatencyLog`).
        @Option(help: .hidden)
        var latencyLog: String?

        mutating func run() throws {
            let (source, log, display, latencyLog, lang, scale) = (source, log, display, latencyLog, lang, Double(scale.scale))
            MainActor.assumeIsolated {
                let session = source.session()
                if log == .json {
                    session.log.jsonLog = { line in
                        print(line)
                        fflush(nil)
                    }
                }
                let ending: LabWindow.Ending
                do {
                    ending = try LabWindow.run(session: session, displayName: display, latencyLogPath: latencyLog,
                                               language: lang, scale: scale)
                } catch {
                    fail("\(error)")
                }
                switch ending {
                case .closed: break
                // Like closing it: the lab did nothing wrong, so the status stays 0.
                case .destroyed: FileHandle.standardError.write(Data("responder-lab: the window was destroyed by another X client\n".utf8))
                case .failed(let why): fail(why, code: 3)
                }
            }
        }
    }

    enum LogFormat: String, ExpressibleByArgument {
        case json
    }
}
