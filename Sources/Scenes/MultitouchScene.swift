import ResponderKit

/// Several fingers (SPEC 3.5): a view that takes one touch, one that takes
/// many, and an exclusive one. Ctrl-click adds a second finger at the press
/// point; Ctrl-Shift-click adds it at the mirror point across the scene's center.
enum MultitouchScene {
    @MainActor
    static func make() -> Scene {
        let size = Size(width: 300, height: 220)
        let c = Point(x: Scene.size.width / 2, y: Scene.size.height / 2)
        func pad(_ name: String, _ origin: Point, _ color: Color, _ lines: [String]) -> PolicyView {
            let pad = PolicyView(frame: Rect(origin: origin, size: size), policy: .handles).styled(name, color, radius: 16)
            for (i, line) in lines.enumerated() {
                pad.addSubview(Label.text(line, Rect(x: 16, y: 34 + Double(i) * 18, width: 268, height: 18), size: 12))
            }
            return pad
        }
        // Placed point-symmetrically about the center, so a mirrored second finger lands on the opposite pad.
        let exclusive = pad("Exclusive", Point(x: c.x - 340, y: c.y - 250), Palette.lighter(Palette.red, 0.2),
                            ["isExclusiveTouch = true: while it tracks", "a touch, no other view gets one,", "and it gets none while others track."])
        exclusive.isExclusiveTouch = true
        exclusive.isMultipleTouchEnabled = true
        let single = pad("One finger", Point(x: c.x + 40, y: c.y - 250), Palette.lighter(Palette.blue, 0.2),
                         ["isMultipleTouchEnabled = false", "(the default): of simultaneous", "touches it receives only the first."])
        let many = pad("Many fingers", Point(x: c.x - 340, y: c.y + 30), Palette.lighter(Palette.green, 0.2),
                       ["isMultipleTouchEnabled = true:", "every finger is delivered."])
        many.isMultipleTouchEnabled = true
        let plain = pad("Plain", Point(x: c.x + 40, y: c.y + 30), Palette.lighter(Palette.sand, 0.2),
                        ["An ordinary view. Ctrl-Shift-click the", "Exclusive pad: the mirrored finger", "lands here and is withheld."])

        let root = PolicyViewController(name: "TouchesController", policy: .silent) {
            let hint = Label.text("Ctrl-click: a second finger at the press point · Ctrl-Shift-click: at the mirror point",
                                  Rect(x: 20, y: c.y - 14, width: Scene.size.width - 40, height: 20), size: 12,
                                  color: Palette.muted, align: .center)
            return View.screen([exclusive, single, many, plain, hint])
        }
        return Scene(
            name: "multitouch", title: "Several fingers",
            caption: "isMultipleTouchEnabled decides whether a view gets more than one finger; isExclusiveTouch keeps others out.",
            root: root, fixDescription: "turn multiple touch on for the One finger pad",
            tourTaps: [Point(x: c.x + 190, y: c.y - 140)],
            applyFix: { single.isMultipleTouchEnabled = $0 })
    }
}
