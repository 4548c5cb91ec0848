import ResponderKit

/// Seed 003: a small close button whose `point(inside:)` is grown by 14
/// points on every side, beside a plain one of the same size.
enum HotAreaScene {
    @MainActor
    static func make() -> Scene {
        let dialog = PolicyView(frame: Rect(x: 150, y: 120, width: 460, height: 300), policy: .handles)
            .styled("Dialog", Palette.card, radius: 18)
        let enlarged = EnlargedHitButton(frame: Rect(x: 410, y: 18, width: 24, height: 24))
        enlarged.styled("Close (enlarged)", Palette.red, radius: 12)
        enlarged.title = "×"
        let plain = Button(frame: Rect(x: 26, y: 18, width: 24, height: 24))
        plain.styled("Back (plain)", Palette.blue, radius: 12)
        plain.title = "‹"
        dialog.addSubview(plain)
        dialog.addSubview(enlarged)
        dialog.addSubview(Label.text("Two 24-point buttons. The right one overrides point(inside:)",
                                     Rect(x: 30, y: 120, width: 400, height: 20), align: .center))
        dialog.addSubview(Label.text("to accept 14 points around it: a 52-point target.",
                                     Rect(x: 30, y: 142, width: 400, height: 20), align: .center))

        let root = PolicyViewController(name: "DialogController", policy: .silent) {
            View.screen([dialog])
        }
        let grow = EdgeInsets(top: -14, left: -14, bottom: -14, right: -14)
        return Scene(
            name: "hot-area", title: "Enlarging a hot area",
            caption: "Override point(inside:) to grow a small button's touch area; its frame and drawing stay the same.",
            root: root, fixDescription: "turn the enlarged hit area on or off",
            tourTaps: [Point(x: 150 + 410 + 30, y: 120 + 18 + 30)],
            initiallyFixed: true,
            applyFix: { enlarged.hitInsets = $0 ? grow : .zero },
            hitAreas: {
                enlarged.hitInsets == .zero ? [] : [HitArea(view: enlarged, rect: enlarged.hitArea, label: "point(inside:) area")]
            })
    }
}
