import ResponderKit
import Scenes

/// The parts of the JSON lines and of `describe --json` that describe the core's
/// values: a delivered phase, the views visited, an edited property
/// (``TraceEntry/json`` puts the lines together).
///
/// A delivered phase:
///
/// ```json
/// {"type":"touch","phase":"began","id":0,"x":300,"y":255,"view":"B.1",
///  "visited":[{"view":"C","verdict":"outsideBounds"},…],"chain":["B.1","B"],"handledBy":"B"}
/// ```
///
/// `visited` lists the views hit-testing asked, in order, except the window
/// and the scene's root view, which contain every point of the scene (unless
/// the user's code runs them).
/// `handledBy` is null when the touch was discarded. A view imported from a
/// dump whose class is not UIKit's carries `"caveat": "customClass"`, on its
/// `visited` entry and, when it is the touch's view, on the object (behaviour 12.4).
/// A view the user's code runs (`--code`) carries `"yourCode"` instead: its
/// class, and what its `point(inside:)` and `hitTest` answered
/// (`{"class":"LikeButton","pointInside":true}`).
@MainActor
public enum TraceJSON {
    /// A delivered phase's object, `type` first.
    static func delivery(_ trace: DeliveryTrace, in scene: Scene) -> [(String, JSON)] {
        let touch = trace.touches.min { $0.id < $1.id }
        let location = touch?.location(in: nil) ?? .zero
        var object: [(String, JSON)] = [
            ("type", .string("touch")),
            ("phase", .string(trace.phase.rawValue)),
            ("id", .number(Double(touch?.id ?? 0))),
            ("x", .number(location.x)),
            ("y", .number(location.y)),
            ("view", trace.view.map { .string($0.debugName) } ?? .null),
        ]
        if let view = trace.view, let caveat = scene.caveats(for: view).first {
            object.append(("caveat", .string(caveat.rawValue)))
        }
        object += [
            ("visited", .array(visited(trace.hitTest, in: scene))),
            ("chain", .array(trace.steps.map { .string($0.responder.debugName) })),
            ("handledBy", trace.handledBy.map { .string($0.debugName) } ?? .null),
        ]
        if let effect = trace.gestureEffect {
            object.append(("gesture", .string(Strings.english.log.gestureEffect(effect))))
        }
        if let scroll = trace.scroll {
            object.append(("scroll", .string(scroll.kind.rawValue)))
            // Taken before the content heard of the touch: it was never delivered, not cancelled.
            if Strings.wasScrolledBeforeDelivery(trace) { object.append(("contentReceivedBegan", .bool(false))) }
        }
        if let controllers = viewControllers(in: trace.steps.map(\.responder), of: scene) {
            object.append(("viewControllers", controllers))
        }
        let leftOut = CodeDecisions.leftOut(in: trace, in: scene)
        if !leftOut.isEmpty { object.append(("leftOut", Self.leftOut(leftOut))) }
        switch trace.withheld {
        case .exclusiveTouch(let view)?: object.append(("withheld", .string("exclusiveTouch:\(view.debugName)")))
        case .multipleTouchDisabled(let view)?:
            object.append(("withheld", .string("multipleTouchDisabled:\(view.debugName)")))
        case nil: break
        }
        return object
    }

    /// For a dump, the view controllers among `chain` (behaviour 12.6); `null` when a dump
    /// came without `_printHierarchy`, so that they are unknown; nil (no key) for other scenes.
    static func viewControllers(in chain: [Responder], of scene: Scene) -> JSON? {
        guard let imported = scene.imported else { return nil }
        guard imported.controllersAreKnown else { return .null }
        return .array(chain.compactMap { $0 as? ViewController }.map { .string($0.debugName) })
    }

    /// What `render --labels` adds to the labels: the chain the panel shows (a touch's, or the one
    /// a click would take), its view controllers, and the views visited with their declarations.
    public static func chain(of focus: Explanation, in scene: Scene) -> [(String, JSON)] {
        let chain: [Responder] =
            focus.delivery?.steps.map(\.responder)
            ?? PredictedChain(from: focus.hitTest.hitView, classes: scene.userClasses).steps.map(\.responder)
        var object: [(String, JSON)] = [("chain", .array(chain.map { .string($0.debugName) }))]
        if let controllers = viewControllers(in: chain, of: scene) { object.append(("viewControllers", controllers)) }
        object.append(("visited", .array(visited(focus.hitTest, in: scene))))
        return object
    }

    /// The asked views below the window's root view, with their verdicts.
    public static func visited(_ trace: HitTestTrace?, in scene: Scene) -> [JSON] {
        guard let trace else { return [] }
        let root = scene.window.rootViewController?.view
        return trace.steps
            .filter { ($0.view !== scene.window && $0.view !== root) || scene.userClass(of: $0.view) != nil }
            .map { step in
                let declared =
                    scene.declaredProperties(of: step.view).map(Self.declared)
                    + scene.declaredRecognizers(of: step.view).map(Self.declared)
                return .object(
                    [("view", .string(step.view.debugName)), ("verdict", .string(step.verdict.kind))]
                        + scene.caveats(for: step.view).prefix(1).map { ("caveat", .string($0.rawValue)) }
                        + (declared.isEmpty ? [] : [("declared", .array(declared))])
                        + (CodeDecisions.json(for: step, in: scene).map { [("yourCode", $0)] } ?? []))
            }
    }

    /// The user's methods a phase or a recognizer would have run but that did not compile:
    /// `[{"class":"PromoBannerView","method":"touchesBegan(_:with:)","reason":"…"}]`.
    static func leftOut(_ methods: [UserViewClasses.ViewClass.LeftOutMethod]) -> JSON {
        .array(
            methods.map {
                .object([
                    ("class", .string($0.className)), ("method", .string($0.method)), ("reason", .string($0.reason)),
                ])
            })
    }

    /// An edited property as `describe --json` gives it: `{"property":"hidden","from":true,"to":false}`.
    public nonisolated static func edited(_ e: EditedProperty) -> JSON {
        .object([("property", .string(e.property.rawValue)), ("from", value(e.original)), ("to", value(e.now))])
    }

    /// A property an edits file declared: `{"property":"isEnabled","value":false,"was":true,"file":"mail.edits","line":5}`.
    public nonisolated static func declared(_ d: DeclaredProperty) -> JSON {
        .object([
            ("property", .string(d.property.uikitName)), ("value", value(d.value)), ("was", value(d.original)),
            ("file", .string(d.file)), ("line", .number(Double(d.line))),
        ])
    }

    /// A recognizer an edits file added: `{"recognizer":"open","kind":"tap","file":"mail.edits","line":9}`.
    static func declared(_ d: DeclaredRecognizer) -> JSON {
        .object([
            ("recognizer", .string(d.recognizer.debugName)), ("kind", .string(d.declaration.kind.rawValue)),
            ("file", .string(d.file)), ("line", .number(Double(d.line))),
        ])
    }

    nonisolated static func value(_ value: ViewProperty.Value) -> JSON {
        switch value {
        case .flag(let on): .bool(on)
        case .number(let n): .number(n)
        }
    }

    /// `{"x":0,"y":40}`.
    nonisolated static func point(_ p: Point) -> JSON {
        .object([("x", .number(p.x)), ("y", .number(p.y))])
    }
}

/// Just enough JSON to write objects with their keys in a fixed order.
public indirect enum JSON {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSON])
    case object([(String, JSON)])

    public var serialized: String {
        switch self {
        case .string(let s): return Self.quoted(s)
        case .number(let n):
            guard n.isFinite else { return "null" }
            return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let items): return "[" + items.map(\.serialized).joined(separator: ",") + "]"
        case .object(let pairs):
            return "{" + pairs.map { Self.quoted($0.0) + ":" + $0.1.serialized }.joined(separator: ",") + "}"
        }
    }

    private static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
