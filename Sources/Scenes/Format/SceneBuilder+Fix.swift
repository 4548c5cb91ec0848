import ResponderKit

/// The T key's fix: property changes made when it is on and undone when it is off.
@MainActor
struct SceneFix {
    /// One property: its value with the fix on, and the value the file gave it.
    struct Change {
        let on: @MainActor () -> Void
        let off: @MainActor () -> Void
    }

    /// What the keys legend says T does, in English and, where the file gives it, Chinese.
    let description: (english: String, chinese: String?)
    let initiallyOn: Bool
    let changes: [Change]

    func apply(_ on: Bool) {
        for change in changes { on ? change.on() : change.off() }
    }
}

extension SceneBuilder {
    static let viewSettings =
        [
            "hidden", "alpha", "userInteractionEnabled", "clipsToBounds", "multipleTouch", "exclusiveTouch", "frame",
            "color",
            "touches", "enabled", "behavior",
        ] + scrollViewFlags.map(\.key)

    func fix(_ field: SceneField) throws -> SceneFix {
        let object = try field.object(["description", "on", "changes"])
        var changes: [SceneFix.Change] = []
        for change in try object.required("changes").array() { changes += try self.changes(change) }
        return SceneFix(
            description: try object.required("description").text(), initiallyOn: try object["on"]?.bool() ?? false,
            changes: changes)
    }

    /// `{"view": NAME, "set": {…}}`, or `controller`, `gesture` or `appDelegate: true` instead of `view`.
    private func changes(_ field: SceneField) throws -> [SceneFix.Change] {
        let object = try field.object(["view", "controller", "gesture", "appDelegate", "set"])
        let targets = ["view", "controller", "gesture", "appDelegate"].filter(object.has)
        guard targets.count == 1 else {
            throw field.error(
                "expected exactly one of \"view\", \"controller\", \"gesture\" or \"appDelegate\", got \(targets.count)"
            )
        }
        let set = try object.required("set")
        if let name = object["view"] {
            return try viewChanges(lookUp(name, in: views.mapValues(\.view), what: "view"), set)
        }
        if let name = object["controller"] {
            let controller = try lookUp(name, in: controllers.mapValues(\.controller), what: "controller")
            let values = try set.object(["touches", "actions", "keys"])
            return [
                try values["touches"].map { change(controller.policy, try Self.policy($0)) { controller.policy = $0 } },
                try values["actions"].map {
                    change(controller.actions, Set(try $0.strings().map { Action($0) })) { controller.actions = $0 }
                },
                try values["keys"].map { change(controller.keys, Set(try $0.strings())) { controller.keys = $0 } },
            ].compactMap { $0 }
        }
        if let name = object["gesture"] {
            let recognizer = try lookUp(name, in: gestures.mapValues(\.recognizer), what: "recognizer")
            let values = try set.object([
                "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "simultaneousWith",
            ])
            var result = [
                try values["cancelsTouchesInView"].map {
                    change(recognizer.cancelsTouchesInView, try $0.bool()) { recognizer.cancelsTouchesInView = $0 }
                },
                try values["delaysTouchesBegan"].map {
                    change(recognizer.delaysTouchesBegan, try $0.bool()) { recognizer.delaysTouchesBegan = $0 }
                },
                try values["delaysTouchesEnded"].map {
                    change(recognizer.delaysTouchesEnded, try $0.bool()) { recognizer.delaysTouchesEnded = $0 }
                },
            ].compactMap { $0 }
            if let partners = values["simultaneousWith"] {
                let names = try partners.strings()
                try checkPartners(names, of: recognizer, in: partners)
                let delegate = simultaneity(of: recognizer)
                result.append(change(delegate.partners, Set(names)) { delegate.partners = $0 })
            }
            return result
        }
        guard let delegate, try object.required("appDelegate").bool() else {
            throw field.error("the scene has no \"appDelegate\" to change")
        }
        let values = try set.object(["touches"])
        return try values["touches"].map { [change(delegate.policy, try Self.policy($0)) { delegate.policy = $0 }] }
            ?? []
    }

    private func viewChanges(_ view: View, _ set: SceneField) throws -> [SceneFix.Change] {
        let values = try set.object(Self.viewSettings)
        var result = [
            try values["hidden"].map { change(view.isHidden, try $0.bool()) { view.isHidden = $0 } },
            try values["alpha"].map { change(view.alpha, try $0.number(in: 0...1)) { view.alpha = $0 } },
            try values["userInteractionEnabled"].map {
                change(view.isUserInteractionEnabled, try $0.bool()) { view.isUserInteractionEnabled = $0 }
            },
            try values["clipsToBounds"].map { change(view.clipsToBounds, try $0.bool()) { view.clipsToBounds = $0 } },
            try values["multipleTouch"].map {
                change(view.isMultipleTouchEnabled, try $0.bool()) { view.isMultipleTouchEnabled = $0 }
            },
            try values["exclusiveTouch"].map {
                change(view.isExclusiveTouch, try $0.bool()) { view.isExclusiveTouch = $0 }
            },
            try values["frame"].map { change(view.frame, try Self.frame($0)) { view.frame = $0 } },
            try values["color"].map { change(view.backgroundColor, try Self.color($0)) { view.backgroundColor = $0 } },
        ].compactMap { $0 }
        if let touches = values["touches"] {
            guard let policyView = view as? PolicyView else {
                throw touches.error("\(view.debugName) has no \"touches\" policy")
            }
            result.append(change(policyView.policy, try Self.policy(touches)) { policyView.policy = $0 })
        }
        if let enabled = values["enabled"] {
            guard let control = view as? Control else { throw enabled.error("\(view.debugName) is not a button") }
            result.append(change(control.isEnabled, try enabled.bool()) { control.isEnabled = $0 })
        }
        for (key, flag) in Self.scrollViewFlags {
            guard let value = values[key] else { continue }
            guard let scrollView = view as? ScrollView else {
                throw value.error("\(view.debugName) is not a scroll view")
            }
            result.append(change(scrollView[keyPath: flag], try value.bool()) { scrollView[keyPath: flag] = $0 })
        }
        if let behavior = values["behavior"] { result += try behaviorChanges(view, behavior) }
        return result
    }

    private func behaviorChanges(_ view: View, _ field: SceneField) throws -> [SceneFix.Change] {
        switch view {
        case let v as RefusingHitTestView:
            return try field.object(["refuses"])["refuses"].map {
                [change(v.refuses, try $0.bool()) { v.refuses = $0 }]
            } ?? []
        case let v as RefusingPointInsideView:
            return try field.object(["refuses"])["refuses"].map {
                [change(v.refuses, try $0.bool()) { v.refuses = $0 }]
            } ?? []
        case let v as BulgingTabBar:
            return try field.object(["reaches"])["reaches"].map {
                [change(v.reachesOverflow, try $0.bool()) { v.reachesOverflow = $0 }]
            } ?? []
        case let v as EnlargedHitButton:
            return try field.object(["insets"])["insets"].map {
                [change(v.hitInsets, try Self.insets($0)) { v.hitInsets = $0 }]
            } ?? []
        case let v as SceneScrollView:
            return try field.object(["cancels"])["cancels"].map {
                [change(v.cancelsControlTouches, try $0.bool()) { v.cancelsControlTouches = $0 }]
            } ?? []
        default:
            throw field.error("\(view.debugName) has no behavior to change")
        }
    }

    /// A change from the value the file gave (read now, before any fix) to `value`.
    private func change<T>(_ current: T, _ value: T, _ set: @escaping @MainActor (T) -> Void) -> SceneFix.Change {
        SceneFix.Change(on: { set(value) }, off: { set(current) })
    }

    private func lookUp<T>(_ field: SceneField, in table: [String: T], what: String) throws -> T {
        let name = try field.string()
        guard let found = table[name] else {
            var message = "no \(what) is named \"\(name)\""
            if let suggestion = closest(to: name, among: Array(table.keys)) {
                message += "; did you mean \"\(suggestion)\"?"
            }
            throw field.error(message)
        }
        return found
    }
}
