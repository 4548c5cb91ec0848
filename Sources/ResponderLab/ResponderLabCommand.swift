import ArgumentParser
import Foundation
import Rendering
import ResponderKit
import Scenes

@main
struct ResponderLabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "responder-lab",
        abstract: "UIKit's hit-testing and responder chain, in a window that explains every touch.",
        discussion: """
            Coordinates (--tap, --inspect, --at) are in the scene's window, as `describe` prints them; \
            the scene sits below the lab window's header, at (0, \(Int(LabLayout.sceneOrigin.y))) in screenshots.
            Scenes: \(SceneCatalog.names.joined(separator: ", ")); or a file of your own with --scene-file \
            (the format: docs/scene-format.md).
            """,
        subcommands: [Run.self, Render.self, Tour.self, Trace.self, Describe.self, Bench.self],
        defaultSubcommand: Run.self)
}

/// Prints `message` on standard error and exits with `code`.
func fail(_ message: String, code: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("responder-lab: \(message)\n".utf8))
    exit(code)
}

extension ResponderLabCommand {
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Open the lab window (the default command).",
            discussion: "Keys: Tab/Shift-Tab and 1–9 switch scenes, T toggles the fix, D the overlay, H hover mode, S saves a PNG, Q or Escape quits. Right click inspects.")

        @OptionGroup var source: SceneOptions

        @Option(help: "Write a JSON object per delivered touch phase on standard output (only `json`).")
        var log: LogFormat?

        @Option(help: "The X display; default $DISPLAY.")
        var display: String?

        @Option(help: Language.help)
        var lang: Language = .english

        /// For `bench`: writes when frames reach the screen and which clicks they answer (see `LatencyLog`).
        @Option(help: .hidden)
        var latencyLog: String?

        mutating func run() throws {
            let (source, log, display, latencyLog, lang) = (source, log, display, latencyLog, lang)
            MainActor.assumeIsolated {
                let session = source.session()
                if log == .json {
                    session.jsonLog = { line in
                        print(line)
                        fflush(nil)
                    }
                }
                LabWindow.run(session: session, displayName: display, latencyLogPath: latencyLog, language: lang)
            }
        }
    }

    enum LogFormat: String, ExpressibleByArgument {
        case json
    }

    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render a scene to a PNG, headless: the same pixels as the window.")

        @OptionGroup var source: SceneOptions

        @Option(name: .customLong("tap"), help: "Click (press and release) at X,Y; repeatable, in order.")
        var taps: [PointArgument] = []

        @Option(help: "Right-click inspect at X,Y after the taps: show the hit-test, deliver nothing.")
        var inspect: PointArgument?

        @Option(help: "After the taps, press at X,Y and keep the finger down (a control shows its tracking margin).")
        var down: PointArgument?

        @Option(name: .customLong("move"), help: "Drag the finger held by --down to X,Y; repeatable, in order.")
        var moves: [PointArgument] = []

        @Flag(inversion: .prefixedNo, help: "Turn the scene's fix (the T key) on or off first; default: as the scene opens.")
        var fixed: Bool?

        @Option(name: .customLong("alpha"),
                help: "Set the alpha of the view named NAME before the taps, as NAME=VALUE; repeatable.")
        var alphas: [AlphaArgument] = []

        @Option(help: "Pixels per point: 1 or 2.")
        var scale: Int = 1

        @Option(help: Language.help)
        var lang: Language = .english

        @Option(help: "The PNG file to write.")
        var out: String

        func validate() throws {
            guard (1...4).contains(scale) else { throw ValidationError("--scale must be 1, 2, 3 or 4") }
            guard moves.isEmpty || down != nil else { throw ValidationError("--move drags the finger of --down: add --down X,Y") }
        }

        mutating func run() throws {
            let options = self
            MainActor.assumeIsolated {
                let session = options.source.session(fixed: options.fixed)
                for setting in options.alphas {
                    guard let view = session.scene.window.view(named: setting.viewName) else {
                        fail("--alpha: the scene \(session.scene.name) has no view named \"\(setting.viewName)\"")
                    }
                    view.alpha = setting.alpha
                }
                let time = Script.click(options.taps.map(\.point), in: session)
                if let down = options.down {
                    Script.hold(at: down.point, moves: options.moves.map(\.point), from: time, in: session)
                }
                if let inspect = options.inspect { session.inspect(at: session.toScreen(inspect.point)) }
                options.write(session)
            }
        }

        @MainActor
        private func write(_ session: LabSession) {
            do {
                try LabScreen.render(session, scale: Double(scale), language: lang).writePNG(to: out)
            } catch let error as FontError {
                fail(error.description)
            } catch {
                fail("could not write \(out): \(error)")
            }
        }
    }

    struct Tour: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render every scene after its scripted click into a folder of PNGs.")

        @Option(help: "The folder to write into (created if missing).")
        var out: String

        @Option(help: "Pixels per point.")
        var scale: Int = 1

        @Option(help: Language.help)
        var lang: Language = .english

        mutating func run() throws {
            let (out, scale, lang) = (out, scale, lang)
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

    struct Trace: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Click once at a point and print the hit-test and delivery traces.")

        @OptionGroup var source: SceneOptions

        @Option(help: "The point, X,Y in the scene's window.")
        var at: PointArgument

        @Flag(inversion: .prefixedNo, help: "Turn the scene's fix (the T key) on or off first; default: as the scene opens.")
        var fixed: Bool?

        @Flag(help: "Print one JSON object per delivered phase, as `run --log json` does.")
        var json = false

        mutating func run() throws {
            let options = self
            MainActor.assumeIsolated {
                let session = options.source.session(fixed: options.fixed)
                var lines: [String] = []
                session.jsonLog = { lines.append($0) }
                let hitTest = session.scene.window.hitTestTrace(at: options.at.point)
                var deliveries: [DeliveryTrace] = []
                let observation = session.scene.application.addDeliveryObserver { deliveries.append($0) }
                Script.click([options.at.point], in: session)
                session.scene.application.removeDeliveryObserver(observation)
                if options.json {
                    lines.forEach { print($0) }
                    return
                }
                print(hitTest)
                print("")
                for delivery in deliveries { print(TraceText.delivery(delivery)) }
            }
        }
    }

    struct Describe: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List a scene's views with their names and frames in window coordinates.")

        @OptionGroup var source: SceneOptions

        @Flag(help: "Print JSON.")
        var json = false

        mutating func run() throws {
            let options = self
            MainActor.assumeIsolated {
                let session = options.source.session()
                let views = session.scene.describedViews()
                if options.json {
                    print(JSON.object([
                        ("scene", .string(session.scene.name)),
                        ("title", .string(session.scene.title)),
                        ("caption", .string(session.scene.caption)),
                        ("size", .object([("width", .number(Scene.size.width)), ("height", .number(Scene.size.height))])),
                        ("views", .array(views.map(Self.json))),
                    ]).serialized)
                } else {
                    for v in views {
                        print(String(repeating: "  ", count: v.depth) + "\(v.name) [\(v.className)] \(v.frame)")
                    }
                }
            }
        }

        static func json(_ v: DescribedView) -> JSON {
            .object([
                ("name", .string(v.name)),
                ("class", .string(v.className)),
                ("frame", .object([("x", .number(v.frame.origin.x)), ("y", .number(v.frame.origin.y)),
                                   ("width", .number(v.frame.size.width)), ("height", .number(v.frame.size.height))])),
                ("depth", .number(Double(v.depth))),
                ("hidden", .bool(v.isHidden)),
                ("alpha", .number(v.alpha)),
                ("userInteractionEnabled", .bool(v.isUserInteractionEnabled)),
                ("clipsToBounds", .bool(v.clipsToBounds)),
            ])
        }
    }
}

/// Scripted input for `render`, `trace` and `tour`: clicks a tenth of a
/// second apart, so that neighbouring clicks are not double taps.
@MainActor
enum Script {
    /// Clicks each point in turn; returns the time after the last.
    @discardableResult
    static func click(_ points: [Point], in session: LabSession) -> Double {
        var time = 1.0
        for p in points {
            let screen = session.toScreen(p)
            session.touch(.began, at: screen, timestamp: time)
            session.touch(.ended, at: screen, timestamp: time + 0.08)
            // Let pending deadlines pass (a single tap waiting out a double tap) before the next click.
            session.scene.application.advanceTime(to: time + 0.9)
            time += 1
        }
        return time
    }

    /// Presses at `point` and drags through `moves` a frame apart, leaving the finger down.
    static func hold(at point: Point, moves: [Point], from time: Double, in session: LabSession) {
        session.touch(.began, at: session.toScreen(point), timestamp: time)
        for (i, p) in moves.enumerated() {
            session.touch(.moved, at: session.toScreen(p), timestamp: time + Double(i + 1) / 60)
        }
    }
}

/// Delivery traces as text for `trace`.
@MainActor
enum TraceText {
    static func delivery(_ trace: DeliveryTrace) -> String {
        var parts = trace.steps.map { "\($0.responder.debugName) (\($0.outcome.rawValue))" }
        if trace.isDiscarded, !trace.steps.isEmpty { parts.append("discarded") }
        if let withheld = trace.withheld { parts = [Strings.english.withheld(withheld)] }
        if parts.isEmpty { parts = ["no view: nothing delivered"] }
        return "\(trace.phase.rawValue): " + parts.joined(separator: " → ")
    }
}
