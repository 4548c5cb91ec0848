import ResponderKit

/// Values: geometry, colours, recognizers and target-action.
extension SceneBuilder {
    /// `[x, y, width, height]`, with a size that is not negative.
    static func frame(_ field: SceneField) throws -> Rect {
        let n = try field.numbers(4)
        guard n[2] >= 0, n[3] >= 0 else {
            throw field.error(
                "expected a width and height that are not negative, got \(format(n[2])) × \(format(n[3]))")
        }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// `{"scale": [sx, sy], "rotate": degrees, "translate": [tx, ty]}`, applied in that order.
    static func transform(_ field: SceneField) throws -> Transform {
        let object = try field.object(["scale", "rotate", "translate"])
        var t = Transform.identity
        if let scale = try object["scale"]?.numbers(2) { t = t.concatenating(Transform(scaleX: scale[0], y: scale[1])) }
        if let degrees = try object["rotate"]?.number() {
            t = t.concatenating(Transform(rotationAngle: degrees * .pi / 180))
        }
        if let move = try object["translate"]?.numbers(2) {
            t = t.concatenating(Transform(translationX: move[0], y: move[1]))
        }
        guard t.determinant != 0 else { throw field.error("the transform flattens the view to nothing (a scale of 0)") }
        return t
    }

    /// `[top, left, bottom, right]`; negative insets grow a hit area.
    static func insets(_ field: SceneField) throws -> EdgeInsets {
        let n = try field.numbers(4)
        return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    /// A palette name, `"#RRGGBB"`, or `{"color": …, "lighter": 0…1, "alpha": 0…1}`.
    static func color(_ field: SceneField) throws -> Color {
        if case .object = field.node.value {
            let object = try field.object(["color", "lighter", "alpha"])
            var color = try self.color(object.required("color"))
            if let amount = try object["lighter"]?.number(in: 0...1) { color = Palette.lighter(color, amount) }
            if let alpha = try object["alpha"]?.number(in: 0...1) { color = color.withAlpha(alpha) }
            return color
        }
        let text = try field.string()
        if text.hasPrefix("#") {
            guard text.count == 7, let hex = UInt32(text.dropFirst(), radix: 16) else {
                throw field.error("expected a colour as \"#RRGGBB\" (six hex digits), got \"\(text)\"")
            }
            return Color(hex: hex)
        }
        if let named = Palette.named[text] { return named }
        var message =
            "unknown colour \"\(text)\"; expected \"#RRGGBB\" or one of \(Palette.named.keys.sorted().joined(separator: ", "))"
        if let suggestion = closest(to: text, among: Array(Palette.named.keys)) {
            message += "; did you mean \"\(suggestion)\"?"
        }
        throw field.error(message)
    }

    static let recognizerKeys = [
        "kind", "name", "taps", "direction", "touches", "cancelsTouchesInView", "delaysTouchesBegan",
        "delaysTouchesEnded",
        "requireToFail", "simultaneousWith",
    ]
    static let recognizerKinds = ["tap", "longPress", "pan", "pinch", "rotation", "swipe"]
    static let swipeDirections: [(String, SwipeGestureRecognizer.Direction)] = [
        ("right", .right), ("left", .left), ("up", .up), ("down", .down),
    ]

    /// A gesture recognizer: `tap` (with `taps`), `longPress`, `pan`, `pinch`,
    /// `rotation` or `swipe` (with `direction` and `touches`).
    func recognizer(_ field: SceneField) throws -> GestureRecognizer {
        let object = try field.object(Self.recognizerKeys)
        let kind = try object.required("kind").choice(Self.recognizerKinds)
        let recognizer: GestureRecognizer
        switch kind {
        case "tap":
            let tap = TapGestureRecognizer()
            if let taps = object["taps"] { tap.numberOfTapsRequired = try taps.integer(in: 1...10) }
            recognizer = tap
        case "longPress": recognizer = LongPressGestureRecognizer()
        case "pinch": recognizer = PinchGestureRecognizer()
        case "rotation": recognizer = RotationGestureRecognizer()
        case "swipe":
            let swipe = SwipeGestureRecognizer()
            if let direction = object["direction"] { swipe.direction = try Self.swipeDirection(direction) }
            if let touches = object["touches"] { swipe.numberOfTouchesRequired = try touches.integer(in: 1...10) }
            recognizer = swipe
        default: recognizer = PanGestureRecognizer()
        }
        if kind != "tap", let taps = object["taps"] { throw taps.error("\"taps\" is a key of tap recognizers") }
        for key in ["direction", "touches"] where kind != "swipe" {
            if let value = object[key] { throw value.error("\"\(key)\" is a key of swipe recognizers") }
        }
        if let nameField = object["name"] {
            let name = try self.name(nameField, into: \.recognizers)
            if let first = gestures[name] {
                throw nameField.error("duplicate recognizer name \"\(name)\" (first at \(first.path))")
            }
            gestures[name] = (recognizer, field.path)
            recognizer.name = name
        }
        if let flag = object["cancelsTouchesInView"] { recognizer.cancelsTouchesInView = try flag.bool() }
        if let flag = object["delaysTouchesBegan"] { recognizer.delaysTouchesBegan = try flag.bool() }
        if let flag = object["delaysTouchesEnded"] { recognizer.delaysTouchesEnded = try flag.bool() }
        if let other = object["requireToFail"] {
            let name = try other.string()
            pendingReferences.append { [unowned self] in
                guard let required = gestures[name]?.recognizer, required !== recognizer else {
                    throw other.error("no other recognizer is named \"\(name)\"")
                }
                recognizer.require(toFail: required)
            }
        }
        if let partners = object["simultaneousWith"] {
            let names = try partners.strings()
            let delegate = simultaneity(of: recognizer)
            delegate.partners = Set(names)
            pendingReferences.append { [unowned self] in try checkPartners(names, of: recognizer, in: partners) }
        }
        return recognizer
    }

    /// `["left", "right"]`: the directions a swipe allows, at least one.
    static func swipeDirection(_ field: SceneField) throws -> SwipeGestureRecognizer.Direction {
        var direction: SwipeGestureRecognizer.Direction = []
        for item in try field.array() {
            let name = try item.choice(swipeDirections.map(\.0))
            direction.insert(swipeDirections.first { $0.0 == name }?.1 ?? [])
        }
        guard !direction.isEmpty else { throw field.error("expected at least one direction") }
        return direction
    }

    /// The delegate that lets `recognizer` recognize alongside others, made on first use.
    func simultaneity(of recognizer: GestureRecognizer) -> SimultaneousRecognition {
        if let existing = recognizer.delegate as? SimultaneousRecognition { return existing }
        let delegate = SimultaneousRecognition()
        recognizer.delegate = delegate
        retained.append(delegate)
        return delegate
    }

    /// Names in `simultaneousWith` must be other recognizers of the scene.
    func checkPartners(_ names: [String], of recognizer: GestureRecognizer, in field: SceneField) throws {
        for name in names where gestures[name] == nil || gestures[name]?.recognizer === recognizer {
            var message = "no other recognizer is named \"\(name)\""
            if let suggestion = closest(to: name, among: Array(gestures.keys)) {
                message += "; did you mean \"\(suggestion)\"?"
            }
            throw field.error(message)
        }
    }

    /// The control events a scene file may name, as ResponderKit names them.
    static let controlEvents: [String: Control.Event] = Dictionary(
        uniqueKeysWithValues: (0..<14).map { Control.Event(rawValue: 1 << $0) }.compactMap { e in
            e.names.first.map { ($0, e) }
        })

    /// `{"event": "touchUpInside", "action": "send", "target": "ComposeController"}`; no target: nil, the chain decides.
    func targetAction(_ field: SceneField, on button: Button) throws {
        let object = try field.object(["event", "action", "target"])
        let eventName = try object.required("event").choice(Self.controlEvents.keys.sorted())
        let action = Action(try object.required("action").string())
        let event = Self.controlEvents[eventName] ?? []
        let targetField = object["target"]
        var targetName: String?
        if let targetField, !targetField.isNull { targetName = try targetField.string() }
        // Resolved with the other references, in file order, once every controller is known.
        pendingReferences.append { [unowned self] in
            var target: Responder?
            if let targetName, let targetField {
                guard let controller = controllers[targetName]?.controller else {
                    var message = "no controller is named \"\(targetName)\""
                    if let suggestion = closest(to: targetName, among: Array(controllers.keys)) {
                        message += "; did you mean \"\(suggestion)\"?"
                    }
                    throw targetField.error(message)
                }
                target = controller
            }
            button.addTarget(target, action: action, for: event)
        }
    }
}
