import ArgumentParser
import LabKit
import ResponderKit
import Scenes

extension ResponderLabCommand {
    struct Describe: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List a scene's views: frames in window coordinates and everything that decides a touch.")

        @OptionGroup var source: SceneOptions

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, json
            case recursiveDescription = "recursive-description"
        }

        @Option(help: "text, json, or recursive-description (the hierarchy as UIKit prints it, for any scene).")
        var format: Format = .text

        @Flag(help: "Print JSON: the same as --format json.")
        var json = false

        @Option(name: .customLong("edit"), help: ArgumentHelp(
            "Change a view's property first, as the inspector's keys do, as VIEW.PROPERTY=VALUE; the views list it as edited. Repeatable.",
            valueName: "view.property=value"), transform: EditArgument.parse)
        var edits: [EditArgument] = []

        mutating func run() throws {
            let options = self
            MainActor.assumeIsolated {
                let session = options.source.session()
                InspectorOptions.apply(options.edits, to: session)
                let scene = session.scene
                switch options.json ? .json : options.format {
                case .recursiveDescription: print(DumpWriter.recursiveDescription(of: scene))
                case .json: print(Self.json(scene).serialized)
                case .text: Self.text(scene).forEach { print($0) }
                }
            }
        }

        @MainActor
        static func json(_ scene: Scene) -> JSON {
            let fix: JSON = scene.fixDescription.map {
                .object([("description", .string($0)), ("on", .bool(scene.isFixed))])
            } ?? .null
            var object: [(String, JSON)] = [
                ("scene", .string(scene.name)),
                ("title", .string(scene.title)),
                ("caption", .string(Strings.english.caption(of: scene))),
                ("size", .object([("width", .number(scene.window.bounds.size.width)),
                                  ("height", .number(scene.window.bounds.size.height))])),
                ("fix", fix),
                ("views", .array(scene.describedViews().map(json))),
            ]
            if let skipped = scene.imported?.skipped {
                object.append(("skipped", .object([("layers", .number(Double(skipped.layers))),
                                                   ("toolLines", .number(Double(skipped.toolLines))),
                                                   ("blank", .number(Double(skipped.blank)))])))
            }
            return .object(object)
        }

        @MainActor
        static func text(_ scene: Scene) -> [String] {
            var lines = ["\(scene.name): \(scene.title)",
                         "fix (T): " + (scene.fixDescription.map { "\($0) — \(scene.isFixed ? "on" : "off")" } ?? "none")]
            if let skipped = scene.imported?.skipped {
                lines.append("dump: \(scene.imported?.views.count ?? 0) views; \(skipped.layers + skipped.toolLines) lines that are not views skipped "
                             + "(layers: \(skipped.layers), debugger lines: \(skipped.toolLines)); blank lines: \(skipped.blank)")
            }
            lines.append("")
            for v in scene.describedViews() { lines += text(v) }
            return lines
        }

        /// A view's lines: name, class and frame, then what decides a touch, indented under it.
        @MainActor
        static func text(_ v: DescribedView) -> [String] {
            let indent = String(repeating: "  ", count: v.depth)
            var facts = [v.isHidden ? "hidden" : "shown", alpha(v.alpha),
                         "interaction \(v.isUserInteractionEnabled ? "on" : "off")"]
            if let enabled = v.isEnabled { facts.append(enabled ? "enabled" : "disabled") }
            facts.append(v.isMultipleTouchEnabled ? "multiple touch" : "single touch")
            if v.isExclusiveTouch { facts.append("exclusive touch") }
            if v.clipsToBounds { facts.append("clips to bounds") }
            var lines = ["\(indent)\(v.name) [\(v.className)] \(v.frame)",
                         "\(indent)    \(facts.joined(separator: ", ")); touches: \(touches(v.touches))"]
            lines += v.hitTestingOverrides.map { "\(indent)    override: \($0)" }
            lines += v.caveats.map { "\(indent)    caveat: \(TraceText.caveat($0))" }
            lines += v.edited.map { "\(indent)    edited: \(ViewDescription.edit($0))" }
            lines += v.recognizers.map { "\(indent)    recognizer: \(recognizer($0))" }
            if let controller = v.controller {
                lines.append("\(indent)    controller: \(controller.name), touches: \(touches(controller.touches))")
            }
            return lines
        }

        private static func touches(_ t: ResponderBehavior.Touches) -> String { ViewDescription.touches(t) }
        private static func recognizer(_ r: DescribedRecognizer) -> String { ViewDescription.recognizer(r) }
        @MainActor private static func alpha(_ alpha: Double) -> String { ViewDescription.alpha(alpha) }

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
                ("enabled", v.isEnabled.map(JSON.bool) ?? .null),
                ("multipleTouchEnabled", .bool(v.isMultipleTouchEnabled)),
                ("exclusiveTouch", .bool(v.isExclusiveTouch)),
                ("touches", touchesJSON(v.touches)),
                ("hitTestOverrides", .array(v.hitTestingOverrides.map(JSON.string))),
                ("recognizers", .array(v.recognizers.map { r in
                    .object([
                        ("name", .string(r.name)),
                        ("kind", .string(r.kind)),
                        ("details", r.details.map(JSON.string) ?? .null),
                        ("enabled", .bool(r.isEnabled)),
                        ("cancelsTouchesInView", .bool(r.cancelsTouchesInView)),
                        ("delaysTouchesBegan", .bool(r.delaysTouchesBegan)),
                        ("delaysTouchesEnded", .bool(r.delaysTouchesEnded)),
                        ("requiresToFail", .array(r.requiresToFail.map(JSON.string))),
                    ])
                })),
                ("controller", v.controller.map { .object([("name", .string($0.name)), ("touches", touchesJSON($0.touches))]) } ?? .null),
            ] + v.caveats.prefix(1).map { ("caveat", .string($0.rawValue)) }
              + (v.edited.isEmpty ? [] : [("edited", .array(v.edited.map(TraceJSON.edited)))]))
        }

        private static func touchesJSON(_ t: ResponderBehavior.Touches) -> JSON {
            .object([("handles", .bool(t.handles)), ("why", .string(t.reason))])
        }
    }
}
