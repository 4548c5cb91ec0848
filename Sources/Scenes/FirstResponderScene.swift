import ResponderKit

/// The first responder (SPEC 5) and nil-target actions (SPEC 4.3).
enum FirstResponderScene {
    @MainActor
    static func make() -> Scene {
        let form = PolicyView(frame: Rect(x: 130, y: 60, width: 500, height: 460), policy: .silent)
            .styled("Form", Palette.card, radius: 18)
        form.addSubview(Label.text("Click a field to make it first responder, then type.", Rect(x: 24, y: 20, width: 452, height: 20)))
        form.addSubview(Label.text("Return is not the field's: it travels up to the controller.",
                                   Rect(x: 24, y: 42, width: 452, height: 20), color: Palette.muted))
        let log = SceneLog()
        let name = FieldView(frame: Rect(x: 24, y: 90, width: 452, height: 40), placeholder: "Name", log: log)
        name.name = "Name field"
        let note = FieldView(frame: Rect(x: 24, y: 146, width: 452, height: 40), placeholder: "Note", log: log)
        note.name = "Note field"
        form.addSubview(name)
        form.addSubview(note)
        let copy = Button(frame: Rect(x: 24, y: 220, width: 140, height: 44))
        copy.styled("Copy (nil target)", Palette.accent, radius: 12)
        copy.title = "Copy"
        form.addSubview(copy)
        form.addSubview(Label.text("Copy's target is nil: the action starts at the first responder",
                                   Rect(x: 24, y: 280, width: 452, height: 20), size: 12, color: Palette.muted))
        form.addSubview(Label.text("and walks next until someone can perform copy.",
                                   Rect(x: 24, y: 300, width: 452, height: 20), size: 12, color: Palette.muted))

        let root = ActionViewController(name: "EditorController", actions: [], keys: ["Return"], log: log) {
            View.screen([form])
        }
        copy.addTarget(nil, action: "copy", for: .touchUpInside)
        return Scene(
            name: "first-responder", title: "First responder and nil-target actions",
            caption: "Keys go to the first responder and walk next; a nil-target action walks the chain from it.",
            root: root, fixDescription: "let EditorController perform copy too",
            tourTaps: [Point(x: 130 + 100, y: 60 + 110), Point(x: 130 + 94, y: 60 + 242)],
            applyFix: { root.actions = $0 ? ["copy"] : [] }, log: log)
    }
}
