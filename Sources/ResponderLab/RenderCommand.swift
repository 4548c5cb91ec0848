import Foundation
import ArgumentParser
import LabKit
import Rendering

extension ResponderLabCommand {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render a scene to a PNG, headless: the same pixels as the window.")

        @OptionGroup var source: SceneOptions

        @Option(name: .customLong("tap"), help: "Click (press and release) at X,Y; repeatable, in order.",
                transform: PointArgument.parse)
        var taps: [PointArgument] = []

        @Option(help: "Right-click inspect at X,Y after the taps: show the hit-test, deliver nothing.",
                transform: PointArgument.parse)
        var inspect: PointArgument?

        @Option(help: "After the taps, press at X,Y and keep the finger down (a control shows its tracking margin).",
                transform: PointArgument.parse)
        var down: PointArgument?

        @Option(help: ArgumentHelp(
            "Keep the finger of --down still for SECONDS (0 to 10) of the application's clock before the --move: past 0.15 s a scroll view's content has the touch.",
            valueName: "seconds"))
        var wait: Double?

        @Option(name: .customLong("move"), help: "Drag the finger held by --down to X,Y; repeatable, in order.",
                transform: PointArgument.parse)
        var moves: [PointArgument] = []

        @Flag(inversion: .prefixedNo, help: "Turn the scene's fix (the T key) on or off first; default: as the scene opens.")
        var fixed: Bool?

        @Option(name: .customLong("alpha"),
                help: "Set the alpha (0 to 1) of the view named NAME before the taps, as NAME=VALUE; repeatable.",
                transform: AlphaArgument.parse)
        var alphas: [AlphaArgument] = []

        @Option(help: "Point at X,Y last, as the window's pointer in hover mode: the overlay previews the hit-test and a tooltip says where a click would go.",
                transform: PointArgument.parse)
        var hover: PointArgument?

        @Flag(help: "Outline the views hit-testing skips (hidden, alpha < 0.01, covered at the point) as dashed ghosts, as the G key does.")
        var ghosts = false

        @Option(help: ArgumentHelp("The window's size in points, as WxH (at least 800x500); default: the size the window opens at.",
                                   valueName: "WxH"), transform: SizeArgument.parse)
        var windowSize: SizeArgument?

        @OptionGroup var inspector: InspectorOptions

        @OptionGroup var scale: ScaleOption

        @Option(help: Language.help)
        var lang: Language = .english

        @Option(help: "The PNG file to write.")
        var out: String

        @Option(help: ArgumentHelp(
            "Also write where the overlay placed each label, as JSON: its text, lines, rectangle, and whether it was shortened or collapsed into its badge.",
            valueName: "file"))
        var labels: String?

        func validate() throws {
            guard moves.isEmpty || down != nil else { throw ValidationError("--move drags the finger of --down: add --down X,Y") }
            if let wait {
                guard down != nil else { throw ValidationError("--wait holds the finger of --down: add --down X,Y") }
                guard wait.isFinite, (0...10).contains(wait) else {
                    throw ValidationError("--wait takes seconds from 0 to 10, got \(wait)")
                }
            }
        }

        mutating func run() throws {
            let options = self
            MainActor.assumeIsolated {
                let session = options.source.session(fixed: options.fixed)
                session.windowSize = options.windowSize?.size
                session.ghostsVisible = options.ghosts
                for setting in options.alphas {
                    guard let view = session.scene.window.view(named: setting.viewName) else {
                        fail("--alpha: the scene \(session.scene.name) has no view named \"\(setting.viewName)\"")
                    }
                    view.alpha = setting.alpha
                }
                let time = Script.click(options.taps.map(\.point), in: session)
                if let down = options.down {
                    Script.hold(at: down.point, waiting: options.wait ?? 0, moves: options.moves.map(\.point), from: time, in: session)
                }
                if let inspect = options.inspect { session.inspect(at: session.toScreen(inspect.point)) }
                if let hover = options.hover { session.hover(at: session.toScreen(hover.point)) }
                options.inspector.apply(to: session)
                options.write(session)
            }
        }

        @MainActor
        private func write(_ session: LabSession) {
            do {
                let screen = try LabScreen(language: lang)
                try screen.render(session, size: session.layout.windowSize, scale: Double(scale.scale)).writePNG(to: out)
                if let labels {
                    let json = (screen.labels?.json ?? .null).serialized + "\n"
                    try json.write(toFile: labels, atomically: true, encoding: .utf8)
                }
            } catch let error as FontError {
                fail(error.description)
            } catch {
                fail("could not write \(out): \(error)")
            }
        }
    }
}
