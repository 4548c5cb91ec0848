import ResponderKit

/// Controls (SPEC 4): a button that tracks its touch with a 70-point margin,
/// a disabled button that hit-testing skips, and the events each sends.
enum ControlsScene {
    @MainActor
    static func make() -> Scene {
        let card = PolicyView(frame: Rect(x: 130, y: 90, width: 500, height: 380), policy: .handles)
            .styled("Compose card", Palette.card, radius: 18)
        card.addSubview(Label.text("Press Send and drag away: past 70 points it is outside.",
                                   Rect(x: 24, y: 24, width: 452, height: 20), size: 13))
        card.addSubview(Label.text("Release inside: touchUpInside; outside: touchUpOutside.",
                                   Rect(x: 24, y: 46, width: 452, height: 20), size: 13, color: Palette.muted))
        let send = Button(frame: Rect(x: 190, y: 150, width: 120, height: 48))
        send.styled("Send", Palette.accent, radius: 12)
        send.title = "Send"
        card.addSubview(send)
        let delete = Button(frame: Rect(x: 190, y: 260, width: 120, height: 48))
        delete.styled("Delete (disabled)", Palette.red, radius: 12)
        delete.title = "Delete"
        delete.isEnabled = false
        card.addSubview(delete)
        card.addSubview(Label.text("A disabled control is skipped: the card behind gets the touch.",
                                   Rect(x: 24, y: 330, width: 452, height: 20), size: 12, color: Palette.muted, align: .center))

        let root = ActionViewController(name: "ComposeController", actions: ["send", "delete"]) {
            View.screen([card])
        }
        send.addTarget(root, action: "send", for: .touchUpInside)
        delete.addTarget(root, action: "delete", for: .touchUpInside)
        return Scene(
            name: "controls", title: "Controls track their touch",
            caption: "A control gets touchDown, drag and touchUp events; \"inside\" stretches 70 points beyond its bounds.",
            root: root, fixDescription: "enable the Delete button",
            tourTaps: [Point(x: 130 + 250, y: 90 + 174)],
            applyFix: { delete.isEnabled = $0 })
    }
}
