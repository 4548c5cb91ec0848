import ArgumentParser
import Foundation
import LabKit
import LabX11
import Rendering
import UserCode

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
            let (source, log, display, latencyLog, lang, scale) = (
                source, log, display, latencyLog, lang, Double(scale.scale)
            )
            // With --code, the process the user started keeps the window's child going (`CodeProcess`).
            if !source.code.isEmpty, CodeProcess.handoff == nil {
                Foundation.exit(
                    CodeProcess.superviseWindow(
                        paths: source.code, needing: source.namedClasses(),
                        arguments: Array(CommandLine.arguments.dropFirst()),
                        hangLimit: source.codeTimeLimit))
            }
            MainActor.assumeIsolated {
                let handoff = CodeProcess.handoff
                let codeState = handoff?.statePath.map(CodeChildState.Writer.init)
                let watchdog = handoff.map { _ in UserCodeWatchdog(limit: source.codeTimeLimit) }
                // Building the scene runs the user's initializers and awakeFromNib: a turn of its own.
                watchdog?.busy()
                codeState?.building(with: handoff?.build)
                let session = source.session()
                if let handoff, let fault = handoff.fault {
                    let note = Strings(lang).yourCode.faulted(
                        fault, building: handoff.faultedBuilding, codeOff: handoff.build == nil)
                    session.restoreAfterFault(note, lastTouch: handoff.lastTouch)
                }
                if log == .json {
                    session.log.jsonLog = { line in
                        print(line)
                        fflush(nil)
                    }
                }
                let ending: LabWindow.Ending
                do {
                    ending = try LabWindow.run(
                        session: session, displayName: display, latencyLogPath: latencyLog,
                        language: lang, scale: scale, codeState: codeState, watchdog: watchdog)
                } catch {
                    fail("\(error)")
                }
                switch ending {
                case .closed: break
                // Like closing it: the lab did nothing wrong, so the status stays 0.
                case .destroyed:
                    FileHandle.standardError.write(
                        Data("responder-lab: the window was destroyed by another X client\n".utf8))
                case .failed(let why): fail(why, code: 3)
                }
            }
        }
    }

    enum LogFormat: String, ExpressibleByArgument {
        case json
    }
}
