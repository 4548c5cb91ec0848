import ArgumentParser
import Foundation
import LabKit
import Rendering
import ResponderKit

extension ResponderLabCommand {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render a scene to a PNG or an animated GIF, headless: the same pixels as the window.")

        @OptionGroup var source: SceneOptions

        @Option(
            name: .customLong("tap"), help: "Click (press and release) at X,Y; repeatable, in order.",
            transform: PointArgument.parse)
        var taps: [PointArgument] = []

        @Option(
            help: "Right-click inspect at X,Y after the taps: show the hit-test, deliver nothing.",
            transform: PointArgument.parse)
        var inspect: PointArgument?

        @Option(
            help: "After the taps, press at X,Y and keep the finger down (a control shows its tracking margin).",
            transform: PointArgument.parse)
        var down: PointArgument?

        @Option(
            help: ArgumentHelp(
                "Keep the finger of --down still for SECONDS (0 to 10) of the application's clock before the --move: past 0.15 s a scroll view's content has the touch.",
                valueName: "seconds"))
        var wait: Double?

        @Option(
            name: .customLong("move"), help: "Drag the finger held by --down to X,Y; repeatable, in order.",
            transform: PointArgument.parse)
        var moves: [PointArgument] = []

        @Flag(
            help:
                "Lift the finger of --down a frame after the last --move (a control's touchUp, a scroll view's deceleration)."
        )
        var up = false

        @Flag(
            inversion: .prefixedNo,
            help: "Turn the scene's fix (the T key) on or off first; default: as the scene opens.")
        var fixed: Bool?

        @Option(
            name: .customLong("alpha"),
            help: "Set the alpha (0 to 1) of the view named NAME before the taps, as NAME=VALUE; repeatable.",
            transform: AlphaArgument.parse)
        var alphas: [AlphaArgument] = []

        @Option(
            help:
                "Point at X,Y last, as the window's pointer in hover mode: the overlay previews the hit-test and a tooltip says where a click would go.",
            transform: PointArgument.parse)
        var hover: PointArgument?

        @Option(
            name: .customLong("wheel"),
            help: "Turn the wheel a notch down at X,Y after the script, before --hover; repeatable, in order.",
            transform: PointArgument.parse)
        var wheels: [PointArgument] = []

        @Flag(
            help:
                "Outline the views hit-testing skips (hidden, alpha < 0.01, covered at the point) as dashed ghosts, as the G key does."
        )
        var ghosts = false

        @Option(
            help: ArgumentHelp(
                "The window's size in points, as WxH (at least 800x500); default: the size the window opens at.",
                valueName: "WxH"), transform: SizeArgument.parse)
        var windowSize: SizeArgument?

        @OptionGroup var inspector: InspectorOptions

        @OptionGroup var scale: ScaleOption

        @Option(help: Language.help)
        var lang: Language = .english

        @Option(help: "The PNG file to write; or give --animate FILE.gif.")
        var out: String?

        @Option(
            help: ArgumentHelp(
                "Write an animated GIF of the script instead: each touch's hit-test visit by visit and its chain link by link, then what follows at the application's clock.",
                valueName: "gif"))
        var animate: String?

        @Option(
            help:
                "With --animate: the most frames a second while something moves, \(AnimationTimeline.allowedFPS.lowerBound) to \(AnimationTimeline.allowedFPS.upperBound); default: 25."
        )
        var fps: Int?

        @Option(
            help: ArgumentHelp(
                "Draw the last touch K steps in, at the moment it began: its first K hit-test visits, then its chain's links (0: nothing visited yet).",
                valueName: "K"))
        var step: Int?

        @Option(
            help: ArgumentHelp(
                "Also write where the overlay placed each label, as JSON: its text, lines, rectangle, and whether it was shortened or collapsed into its badge; each visible view's box and text, and whether it is a control or a target; and the side panel's texts in the order drawn (\"panel\").",
                valueName: "file"))
        var labels: String?

        func validate() throws {
            guard moves.isEmpty || down != nil else {
                throw ValidationError("--move drags the finger of --down: add --down X,Y")
            }
            guard !up || down != nil else { throw ValidationError("--up lifts the finger of --down: add --down X,Y") }
            if let wait {
                guard down != nil else { throw ValidationError("--wait holds the finger of --down: add --down X,Y") }
                guard wait.isFinite, (0...10).contains(wait) else {
                    throw ValidationError("--wait takes seconds from 0 to 10, got \(wait)")
                }
            }
            guard out != nil || animate != nil else {
                throw ValidationError("give --out FILE.png for a picture or --animate FILE.gif for an animation")
            }
            guard out == nil || animate == nil else { throw ValidationError("give --out or --animate, not both") }
            if let fps {
                guard animate != nil else {
                    throw ValidationError("--fps is the pace of an animation: add --animate FILE.gif")
                }
                guard AnimationTimeline.allowedFPS.contains(fps) else {
                    throw ValidationError(
                        "--fps must be \(AnimationTimeline.allowedFPS.lowerBound) to \(AnimationTimeline.allowedFPS.upperBound), not \(fps)"
                    )
                }
            }
            guard wheels.isEmpty || (animate == nil && step == nil) else {
                throw ValidationError(
                    "--wheel turns the wheel before one picture: give --out, without --animate or --step")
            }
            if let step {
                guard animate == nil else {
                    throw ValidationError("--step draws one picture: give --out, not --animate")
                }
                guard step >= 0 else { throw ValidationError("--step counts steps from 0, not \(step)") }
            }
        }

        /// The script the options describe, in the order `render` plays it.
        private var actions: [Script.TimedAction] {
            Script.actions(
                taps: taps.map(\.point), down: down?.point, waiting: wait ?? 0, moves: moves.map(\.point),
                up: up, inspect: inspect?.point)
        }

        mutating func run() throws {
            let options = self
            MainActor.assumeIsolated {
                if let animate = options.animate {
                    if let message = options.writeAnimation(to: animate) { fail(message) }
                    return
                }
                let session = options.prepare()
                if let step = options.step {
                    options.playThroughLastTouch(session)
                    guard session.overlay.showStep(step) else {
                        fail(
                            "--step \(step) is past the end: the touch has \(session.overlay.stepCount ?? 0) steps (0 to \(session.overlay.stepCount ?? 0))"
                        )
                    }
                } else {
                    Script.run(options.actions, in: session)
                    for wheel in options.wheels {
                        session.wheel(notches: Point(x: 0, y: 1), at: session.toScreen(wheel.point))
                    }
                    if let hover = options.hover { session.movePointer(to: session.toScreen(hover.point)) }
                    options.inspector.apply(to: session)
                }
                options.write(session, to: options.out ?? "")
            }
        }

        /// The scene as the script starts: fixed or not, alphas set.
        @MainActor
        private func prepare(reporting: Bool = true) -> LabSession {
            let session = source.session(fixed: fixed, language: lang, reporting: reporting)
            session.viewport.windowSize = windowSize?.size
            session.overlay.ghostsVisible = ghosts
            for setting in alphas {
                guard let view = session.scene.window.view(named: setting.viewName) else {
                    fail("--alpha: the scene \(session.scene.name) has no view named \"\(setting.viewName)\"")
                }
                view.alpha = setting.alpha
            }
            return session
        }

        /// `--step`: the script up to the moment the last touch (or the inspection) began.
        @MainActor
        private func playThroughLastTouch(_ session: LabSession) {
            let actions = self.actions
            guard let last = actions.lastIndex(where: \.startsFocus) else {
                fail("--step walks a touch: add --tap, --down or --inspect")
            }
            Script.run(actions[...last], in: session)
        }

        /// Writes the animation, whole or not at all; the message of what went wrong, if anything did.
        @MainActor
        private func writeAnimation(to path: String) -> String? {
            let fps = self.fps ?? 25
            let session = prepare()
            // Before any work: a path that cannot be written fails now.
            let file: ReplacedFile
            do {
                file = try ReplacedFile(path: path)
            } catch {
                return "--animate: \(error)"
            }
            let timeline = AnimationTimeline(actions: actions, fps: fps, in: session)
            guard timeline.frames.count <= AnimationTimeline.maximumFrames else {
                return
                    "--animate: this script makes \(timeline.frames.count) frames at --fps \(fps), more than the \(AnimationTimeline.maximumFrames) an animation may have; use a lower --fps or fewer steps"
            }
            do {
                let screen = try LabPainter(language: lang)
                try file.commit(
                    try Animation.gif(
                        timeline, session: prepare(reporting: false), screen: screen, scale: Double(scale.scale)))
                return nil
            } catch let error as FontError {
                return error.description
            } catch {
                return "--animate: \(error)"
            }
        }

        @MainActor
        private func write(_ session: LabSession, to out: String) {
            do {
                let screen = try LabPainter(language: lang)
                try screen.render(session, size: session.layout.windowSize, scale: Double(scale.scale)).writePNG(
                    to: out)
                if let labels {
                    let json = LabelsReport.json(of: session, screen: screen).serialized + "\n"
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
