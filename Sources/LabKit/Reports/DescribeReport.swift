import ResponderKit
import Scenes
import UserCode

/// What `describe` prints of a scene: every view in window coordinates with
/// everything that decides a touch (behaviour 8), what a dump could not read,
/// and with `--code` what of the user's code was compiled and what was left out.
///
/// ```swift
/// DescribeReport.text(session.scene, code: session.code?.build).forEach { print($0) }
/// print(DescribeReport.json(session.scene).serialized)
/// ```
@MainActor
public enum DescribeReport {
    /// The scene as `describe --json` gives it: its views with everything that decides a touch, what a
    /// dump left out, and with `--code` what of the user's code was compiled and left out.
    public static func json(_ scene: Scene, code: UserCodeBuild? = nil) -> JSON {
        let fix: JSON =
            scene.fixDescription.map {
                .object([("description", .string($0)), ("on", .bool(scene.isFixed))])
            } ?? .null
        var object: [(String, JSON)] = [
            ("scene", .string(scene.name)),
            ("title", .string(scene.title)),
            ("caption", .string(Strings.english.caption(of: scene))),
            (
                "size",
                .object([
                    ("width", .number(scene.window.bounds.size.width)),
                    ("height", .number(scene.window.bounds.size.height)),
                ])
            ),
            ("fix", fix),
            ("views", .array(scene.describedViews().map { json($0, in: scene) })),
        ]
        if let imported = scene.imported {
            let skipped = imported.skipped
            object.append(
                (
                    "skipped",
                    .object([
                        ("layers", .number(Double(skipped.layers))),
                        ("toolLines", .number(Double(skipped.toolLines))),
                        ("blank", .number(Double(skipped.blank))),
                        ("comments", .number(Double(skipped.comments))),
                        ("elisions", .number(Double(skipped.elisions))),
                        ("controllerLines", .number(Double(skipped.controllerLines))),
                        ("unreadable", .number(Double(skipped.unreadable))),
                    ])
                ))
            object.append(("incomplete", .bool(imported.isIncomplete)))
            object.append(("warnings", .array(imported.warnings.map(warning))))
            // Null: no `_printHierarchy` text came with the dump, so the controllers are unknown.
            object.append(
                (
                    "viewControllers",
                    imported.controllers.map { controllers in
                        .array(
                            zip(controllers.controllers, controllers.placements).map {
                                ControllerDescription.json($0, placement: $1, in: controllers.hierarchy)
                            })
                    } ?? .null
                ))
        }
        if let code { object.append(("yourCode", Self.code(code))) }
        return .object(object)
    }

    /// What `--code` compiled: the classes made, those that could not be, and every piece left out.
    static func code(_ build: UserCodeBuild) -> JSON {
        .object([
            (
                "classes",
                .array(
                    build.views.map { view in
                        .object([
                            ("class", .string(view.qualifiedName)), ("runsAs", .string(view.uikitClass)),
                            ("methods", .array(view.methods.map(JSON.string))),
                            ("keptNothing", .bool(view.keptNothing)),
                            (
                                "leftOutMethods",
                                .array(
                                    view.leftOutMethods.map {
                                        .object([
                                            ("method", .string($0.method)), ("class", .string($0.className)),
                                            ("reason", .string($0.reason)),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
            (
                "skipped",
                .array(
                    build.skipped.map {
                        .object([("class", .string($0.qualifiedName)), ("reason", .string($0.reason))])
                    })
            ),
            (
                "leftOut",
                .array(
                    build.leftOut.map { piece in
                        .object([
                            ("file", .string(piece.file)), ("line", .number(Double(piece.line))),
                            ("column", .number(Double(piece.column))),
                            ("piece", .string(piece.piece.rawValue)), ("code", .string(piece.code)),
                            ("owner", piece.owner.map(JSON.string) ?? .null),
                            ("member", piece.member.map(JSON.string) ?? .null),
                            ("reason", .string(piece.reason)),
                        ])
                    })
            ),
        ])
    }

    /// The same as lines of text, a view a paragraph.
    public static func text(_ scene: Scene, code: UserCodeBuild? = nil) -> [String] {
        var lines = [
            "\(scene.name): \(scene.title)",
            "fix (T): " + (scene.fixDescription.map { "\($0) — \(scene.isFixed ? "on" : "off")" } ?? "none"),
        ]
        if let imported = scene.imported, let counts = LoadReport.counts(of: scene) {
            lines.append("dump: \(imported.views.count) view\(imported.views.count == 1 ? "" : "s"); \(counts)")
            lines += [LoadReport.controllers(of: scene), LoadReport.incompleteness(of: scene)].compactMap { $0 }
            if !imported.warnings.isEmpty {
                lines.append("warnings: \(imported.warnings.count), each on standard error with its line and column")
            }
        }
        if let declared = declarations(scene) { lines.append(declared) }
        if let code {
            let classes =
                code.classes.isEmpty
                ? "no class of it is the scene's" : "\(code.classes.joined(separator: ", ")) made of it"
            lines.append("your code: \(classes); \(code.leftOut.isEmpty ? "nothing left out" : "left out:")")
            lines += CodeReport.leftOutLines(of: code).map { "  " + $0 }
        }
        lines.append("")
        for v in scene.describedViews() { lines += text(v, in: scene) }
        return lines
    }

    /// What the edits file declared: `edits: mail.edits, 4 lines declared on 15 views`; nil without one.
    static func declarations(_ scene: Scene) -> String? {
        let views = scene.viewsWithDeclarations
        guard !views.isEmpty else { return nil }
        let files = Set(
            views.flatMap { v in
                scene.declaredProperties(of: v).map(\.file) + scene.declaredRecognizers(of: v).map(\.file)
            })
        return
            "edits: \(files.sorted().joined(separator: ", ")), declared on \(views.count) view\(views.count == 1 ? "" : "s")"
    }

    /// One warning of the dump's as `describe --json` gives it.
    static func warning(_ w: DumpWarning) -> JSON {
        .object([
            ("file", .string(w.file)), ("line", .number(Double(w.line))), ("column", .number(Double(w.column))),
            ("message", .string(w.message)), ("outcome", .string(w.consequence)),
        ])
    }

    /// A view's lines: name, class and frame, then what decides a touch, indented under it.
    static func text(_ v: DescribedView, in scene: Scene) -> [String] {
        let indent = String(repeating: "  ", count: v.depth)
        var facts = [
            v.isHidden ? "hidden" : "shown", alpha(v.alpha),
            "interaction \(v.isUserInteractionEnabled ? "on" : "off")",
        ]
        if let enabled = v.isEnabled { facts.append(enabled ? "enabled" : "disabled") }
        facts.append(v.isMultipleTouchEnabled ? "multiple touch" : "single touch")
        if v.isExclusiveTouch { facts.append("exclusive touch") }
        if v.clipsToBounds { facts.append("clips to bounds") }
        var lines = [
            "\(indent)\(v.name) [\(v.className)] \(v.frame)",
            "\(indent)    \(facts.joined(separator: ", ")); touches: \(touches(v.touches))",
        ]
        lines += v.hitTestingOverrides.map { "\(indent)    override: \($0)" }
        if let userClass = v.userClass { lines.append("\(indent)    your code: \(ViewDescription.code(userClass))") }
        lines += v.caveats.map { "\(indent)    caveat: \(TraceText.caveat($0))" }
        lines += v.declared.map { "\(indent)    \(Strings.english.dump.declared($0))" }
        lines += v.edited.map { "\(indent)    edited: \(ViewDescription.edit($0))" }
        lines += v.recognizers.map { r in
            "\(indent)    recognizer: \(recognizer(r))"
                + (r.declaredAt.map { " — \(ViewDescription.declaredAt($0, in: scene))" } ?? "")
        }
        if let controller = v.controller {
            lines.append(
                "\(indent)    controller: \(ControllerDescription.line(of: controller, in: scene)), touches: \(touches(controller.touches))"
            )
        }
        return lines
    }

    private static func touches(_ t: ResponderBehavior.Touches) -> String { ViewDescription.touches(t) }
    private static func recognizer(_ r: DescribedRecognizer) -> String { ViewDescription.recognizer(r) }
    private static func alpha(_ alpha: Double) -> String { ViewDescription.alpha(alpha) }

    static func json(_ v: DescribedView, in scene: Scene) -> JSON {
        .object(
            [
                ("name", .string(v.name)),
                ("class", .string(v.className)),
                (
                    "frame",
                    .object([
                        ("x", .number(v.frame.origin.x)), ("y", .number(v.frame.origin.y)),
                        ("width", .number(v.frame.size.width)), ("height", .number(v.frame.size.height)),
                    ])
                ),
                ("depth", .number(Double(v.depth))),
                ("hidden", .bool(v.isHidden)),
                ("alpha", .number(v.alpha)),
                ("userInteractionEnabled", .bool(v.isUserInteractionEnabled)),
                ("clipsToBounds", .bool(v.clipsToBounds)),
                ("enabled", v.isEnabled.map(JSON.bool) ?? .null),
                ("multipleTouchEnabled", .bool(v.isMultipleTouchEnabled)),
                ("exclusiveTouch", .bool(v.isExclusiveTouch)),
                ("touches", ControllerDescription.touchesJSON(v.touches)),
                ("hitTestOverrides", .array(v.hitTestingOverrides.map(JSON.string))),
                (
                    "recognizers",
                    .array(
                        v.recognizers.map { r in
                            .object([
                                ("name", .string(r.name)),
                                ("kind", .string(r.kind)),
                                ("details", r.details.map(JSON.string) ?? .null),
                                ("enabled", .bool(r.isEnabled)),
                                ("cancelsTouchesInView", .bool(r.cancelsTouchesInView)),
                                ("delaysTouchesBegan", .bool(r.delaysTouchesBegan)),
                                ("delaysTouchesEnded", .bool(r.delaysTouchesEnded)),
                                ("requiresToFail", .array(r.requiresToFail.map(JSON.string))),
                                ("declaredAt", r.declaredAt.map { .number(Double($0)) } ?? .null),
                            ])
                        })
                ),
                ("controller", v.controller.map { ControllerDescription.json($0, in: scene) } ?? .null),
            ] + v.caveats.prefix(1).map { ("caveat", .string($0.rawValue)) }
                + (v.userClass.map { userClass in
                    [
                        (
                            "yourCode",
                            .object([
                                ("class", .string(userClass.name)),
                                ("methods", .array(userClass.methods.map(JSON.string))),
                                ("leftOut", .array(userClass.leftOut.map { .string($0.method) })),
                            ])
                        )
                    ]
                } ?? [])
                + (v.edited.isEmpty ? [] : [("edited", .array(v.edited.map(TraceJSON.edited)))])
                + (v.declared.isEmpty ? [] : [("declared", .array(v.declared.map(TraceJSON.declared)))]))
    }
}
