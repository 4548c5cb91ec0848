import ResponderKit

/// Views: the keys every view takes, the keys of each class, and the behaviours.
extension SceneBuilder {
    static let commonViewKeys = [
        "name", "class", "frame", "boundsOrigin", "transform", "color", "cornerRadius", "border", "hidden", "alpha",
        "userInteractionEnabled", "clipsToBounds", "multipleTouch", "exclusiveTouch", "gestures", "controller",
        "subviews",
    ]
    static let classKeys: [String: [String]] = [
        "view": ["touches", "behavior"],
        "label": ["text", "fontSize", "bold", "textColor", "align", "lines"],
        "imageView": ["image"],
        "button": ["title", "enabled", "targetActions", "behavior"],
        "field": ["placeholder"],
        "scrollView": scrollViewKeys,
    ]
    nonisolated static let classes = ["view", "label", "imageView", "button", "field", "scrollView"]

    func view(_ field: SceneField, depth: Int, in controller: SceneViewController, isRoot: Bool = false) throws -> View
    {
        guard depth <= SceneLimits.maximumViewDepth else {
            throw field.error("views nest deeper than \(SceneLimits.maximumViewDepth) levels")
        }
        viewCount += 1
        guard viewCount <= SceneLimits.maximumViewCount else {
            throw field.error("more than \(SceneLimits.maximumViewCount) views in one scene")
        }
        // The class decides which keys are allowed, so read it before checking them.
        let anyView = try field.object(Self.commonViewKeys + Self.classKeys.values.flatMap { $0 })
        let userView = try anyView["class"].flatMap { try self.userView($0) }
        let kind = try userView.map(Self.kind(ofUserView:)) ?? anyView["class"]?.choice(Self.classes) ?? "view"
        // A class of the user's own decides for itself: no behaviour, no touch policy.
        let allowed =
            Self.commonViewKeys
            + Self.classKeys[kind, default: []].filter { userView == nil || !["behavior", "touches"].contains($0) }
        for key in anyView.members.map(\.key) where !allowed.contains(key) {
            let owners = Self.classes.filter { Self.classKeys[$0, default: []].contains(key) }
            let shown = try userView == nil ? kind : anyView.required("class").string()
            throw anyView.keyError(
                key, "\"\(key)\" is a key of \(Self.quoted(owners)) views; this view's class is \"\(shown)\"")
        }
        let object = anyView
        let frame =
            try isRoot && !object.has("frame")
            ? Rect(origin: .zero, size: Scene.size) : Self.frame(object.required("frame"))
        let view = try userView ?? make(kind, frame: frame, object)
        if userView != nil { view.frame = frame }
        built.append(view)
        if let nameField = object["name"] {
            let name = try self.name(nameField, into: \.views)
            if let first = views[name] {
                throw nameField.error("duplicate view name \"\(name)\" (first at \(first.path))")
            }
            views[name] = (view, field.path)
            view.name = name
        }
        try applyCommon(object, to: view)
        try applyClassKeys(object, to: view)
        for gesture in try object["gestures"]?.array() ?? [] { view.addGestureRecognizer(try recognizer(gesture)) }
        var owner = controller
        if let controllerField = object["controller"] {
            owner = try self.controller(controllerField, withView: false, view: view)
            controller.addChild(owner)
        }
        for sub in try object["subviews"]?.array() ?? [] {
            view.addSubview(try self.view(sub, depth: depth + 1, in: owner))
        }
        return view
    }

    /// An instance of the user's class `field` names (`--code`); nil for a built-in class.
    private func userView(_ field: SceneField) throws -> View? {
        let name = try field.string()
        guard !Self.classes.contains(name) else { return nil }
        guard let classes else {
            var message = "expected one of \(Self.classes.map { "\"\($0)\"" }.joined(separator: ", ")), got \"\(name)\""
            if let suggestion = closest(to: name, among: Self.classes) {
                message += "; did you mean \"\(suggestion)\"?"
            } else {
                message += "; a class of your own code needs --code FILE"
            }
            throw field.error(message)
        }
        guard let qualified = classes.resolve(name) else {
            var message =
                "\"\(name)\" is neither a built-in class (\(Self.quoted(Self.classes).replacingOccurrences(of: " and ", with: ", "))) "
                + "nor one your code defines"
            if let suggestion = UserViewClasses.closest(to: name, among: Self.classes + classes.names) {
                message += "; did you mean \"\(suggestion)\"?"
            }
            throw field.error(message)
        }
        guard let view = classes.make(qualified, frame: .zero) else {
            throw field.error("\(qualified) could not be made: its initializer returned nil")
        }
        return view
    }

    /// The built-in class whose keys a view of the user's class takes: what it is.
    private static func kind(ofUserView view: View) -> String {
        switch view {
        case is Label: "label"
        case is ImageView: "imageView"
        case is Button: "button"
        case is ScrollView: "scrollView"
        default: "view"
        }
    }

    /// The view of the class, with the subclass its behaviour needs.
    private func make(_ kind: String, frame: Rect, _ object: SceneObject) throws -> View {
        let behavior = try object["behavior"].map { try Self.behaviorKind($0, for: kind) }
        switch kind {
        case "label": return Label(frame: frame)
        case "imageView": return ImageView(frame: frame)
        case "field":
            let field = FieldView(frame: frame, placeholder: "", log: log)
            field.placeholder = try text(object["placeholder"]) { field.placeholder = $0 } ?? ""
            return field
        case "scrollView": return SceneScrollView(frame: frame)
        case "button":
            guard behavior == "enlargeHitArea" else { return Button(frame: frame) }
            let button = EnlargedHitButton(frame: frame)
            enlargedButtons.append(button)
            return button
        default:
            let view: PolicyView
            switch behavior {
            case "refuseHitTest": view = RefusingHitTestView(frame: frame)
            case "refusePointInside": view = RefusingPointInsideView(frame: frame)
            case "reachOverflow": view = BulgingTabBar(frame: frame)
            case "followGestures": view = PhotoFrameView(frame: frame)
            default:
                guard object.has("touches") else { return View(frame: frame) }
                view = PolicyView(frame: frame)
            }
            view.policy = try object["touches"].map { try Self.policy($0) } ?? .silent
            return view
        }
    }

    private func applyCommon(_ object: SceneObject, to view: View) throws {
        if let origin = try object["boundsOrigin"]?.numbers(2) {
            view.bounds = Rect(origin: Point(x: origin[0], y: origin[1]), size: view.bounds.size)
        }
        if let transform = object["transform"] { view.transform = try Self.transform(transform) }
        if let color = object["color"] { view.backgroundColor = try Self.color(color) }
        if let radius = object["cornerRadius"] { view.cornerRadius = try radius.nonNegative() }
        if let border = object["border"] {
            if case .number = border.node.value {
                view.borderWidth = try border.nonNegative()
                view.borderColor = Palette.border
            } else {
                let b = try border.object(["width", "color"])
                view.borderWidth = try b.required("width").nonNegative()
                view.borderColor = try b["color"].map { try Self.color($0) } ?? Palette.border
            }
        }
        if let hidden = object["hidden"] { view.isHidden = try hidden.bool() }
        if let alpha = object["alpha"] { view.alpha = try alpha.number(in: 0...1) }
        if let enabled = object["userInteractionEnabled"] { view.isUserInteractionEnabled = try enabled.bool() }
        if let clips = object["clipsToBounds"] { view.clipsToBounds = try clips.bool() }
        if let multiple = object["multipleTouch"] { view.isMultipleTouchEnabled = try multiple.bool() }
        if let exclusive = object["exclusiveTouch"] { view.isExclusiveTouch = try exclusive.bool() }
    }

    /// A view's text in English; a Chinese version is kept, with `show`, for ``Scene/showTexts(inChinese:)``.
    private func text(_ field: SceneField?, show: @escaping @MainActor (String) -> Void) throws -> String? {
        guard let (english, chinese) = try field?.text() else { return nil }
        if let chinese { translations.append(.init(english: english, chinese: chinese, show: show)) }
        return english
    }

    private func applyClassKeys(_ object: SceneObject, to view: View) throws {
        if let label = view as? Label {
            label.text = try text(object["text"]) { label.text = $0 }
            label.fontSize = try object["fontSize"].map { try $0.number(in: 1...200) } ?? 13
            label.isBold = try object["bold"]?.bool() ?? false
            label.textColor = try object["textColor"].map { try Self.color($0) } ?? Palette.ink
            let align = try object["align"]?.choice(["left", "center", "right"]) ?? "left"
            label.textAlignment = Label.Alignment(rawValue: align) ?? .left
            label.numberOfLines = try object["lines"].map { try $0.integer(in: 0...1000) } ?? 1
        }
        if let image = view as? ImageView { image.imageName = try object["image"]?.string() }
        if let button = view as? Button {
            button.title = try text(object["title"]) { button.title = $0 }
            if let enabled = object["enabled"] { button.isEnabled = try enabled.bool() }
            for targetAction in try object["targetActions"]?.array() ?? [] {
                try self.targetAction(targetAction, on: button)
            }
        }
        if let scrollView = view as? ScrollView { try applyScrollViewKeys(object, to: scrollView) }
        if let behaviorField = object["behavior"] { try configure(view, behaviorField) }
    }

    /// The behaviours: which kinds each class takes and what parameters each kind has.
    static let behaviors: [String: (classes: [String], parameters: [String])] = [
        "refuseHitTest": (["view"], ["refuses"]),
        "refusePointInside": (["view"], ["refuses"]),
        "reachOverflow": (["view"], ["child", "reaches"]),
        "enlargeHitArea": (["button"], ["insets"]),
        "followGestures": (["view"], []),
        "cancelControlTouches": (["scrollView"], ["cancels"]),
    ]

    static func behaviorKind(_ field: SceneField, for viewClass: String) throws -> String {
        let object = try field.object(["kind"] + behaviors.values.flatMap(\.parameters))
        let kindField = try object.required("kind")
        if let owners = behaviors[try kindField.string()]?.classes, !owners.contains(viewClass) {
            let kind = try kindField.string()
            throw kindField.error(
                "\"\(kind)\" is a behavior of \(quoted(owners)) views; this view's class is \"\(viewClass)\"")
        }
        return try kindField.choice(behaviors.keys.sorted())
    }

    /// `"a" and "b"`.
    static func quoted(_ words: [String]) -> String {
        words.map { "\"\($0)\"" }.joined(separator: " and ")
    }

    /// The behaviour kind of a view made for one, nil for other views.
    static func behaviorKind(of view: View) -> String? {
        switch view {
        case is RefusingHitTestView: "refuseHitTest"
        case is RefusingPointInsideView: "refusePointInside"
        case is BulgingTabBar: "reachOverflow"
        case is EnlargedHitButton: "enlargeHitArea"
        case is PhotoFrameView: "followGestures"
        case is SceneScrollView: "cancelControlTouches"
        default: nil
        }
    }

    /// Sets a behaviour's parameters from the view's `behavior`.
    private func configure(_ view: View, _ field: SceneField) throws {
        guard let kind = Self.behaviorKind(of: view), let parameters = Self.behaviors[kind]?.parameters else { return }
        let object = try field.object(["kind"] + parameters)
        switch view {
        case let v as RefusingHitTestView: v.refuses = try object["refuses"]?.bool() ?? true
        case let v as RefusingPointInsideView: v.refuses = try object["refuses"]?.bool() ?? true
        case let v as BulgingTabBar:
            v.reachesOverflow = try object["reaches"]?.bool() ?? true
            if let child = object["child"] {
                let name = try child.string()
                pendingReferences.append { [unowned self] in
                    guard let target = views[name]?.view, target.superview === v else {
                        throw child.error("\"\(name)\" is not a subview of \(v.debugName)")
                    }
                    v.overflowingButton = target
                }
            } else {
                throw field.error("missing key \"child\"")
            }
        case let v as EnlargedHitButton:
            if let insets = object["insets"] { v.hitInsets = try Self.insets(insets) }
        case let v as PhotoFrameView:
            // Once the file's transform and recognizers are on the view.
            pendingReferences.append {
                v.restingTransform = v.transform
                v.followGestures()
            }
        case let v as SceneScrollView: v.cancelsControlTouches = try object["cancels"]?.bool() ?? true
        default: break
        }
    }
}
