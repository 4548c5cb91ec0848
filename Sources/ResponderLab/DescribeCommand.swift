import ArgumentParser
import LabKit
import Scenes

extension ResponderLabCommand {
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
