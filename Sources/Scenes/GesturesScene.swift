import ResponderKit

/// Gesture recognizers (SPEC 6): what they take from the views they sit on.
enum GesturesScene {
    private static let tileSize = Size(width: 236, height: 272)

    @MainActor
    static func make() -> Scene {
        var tiles: [View] = []
        func tile(_ index: Int, _ title: String, _ lines: String...) -> PolicyView {
            let column = Double(index % 3), row = Double(index / 3)
            let frame = Rect(x: 16 + column * (tileSize.width + 12), y: 20 + row * (tileSize.height + 16),
                             width: tileSize.width, height: tileSize.height)
            let tile = PolicyView(frame: frame, policy: .handles).styled(title, Palette.card, radius: 14)
            for (i, line) in lines.enumerated() {
                tile.addSubview(Label.text(line, Rect(x: 12, y: 28 + Double(i) * 16, width: 212, height: 16),
                                           size: 11, color: Palette.muted))
            }
            tiles.append(tile)
            return tile
        }
        func recognizer<R: GestureRecognizer>(_ r: R, _ name: String) -> R {
            r.name = name
            return r
        }

        // 1. A tap recognizer on a card, a button on the card: the button's action wins (SPEC 4.4).
        let card = tile(0, "Card with a tap", "Tap recognizer on the card;", "the button on it still works.")
        card.addGestureRecognizer(recognizer(TapGestureRecognizer(), "Card tap"))
        let like = Button(frame: Rect(x: 58, y: 150, width: 120, height: 48))
        like.styled("Like", Palette.red, radius: 24)
        like.title = "♥ Like"
        card.addSubview(like)

        // 2. A long press: 0.5 s, 10 points of slack.
        let pressTile = tile(1, "Long press", "Hold 0.5 s without moving", "more than 10 points.")
        let pressPad = PolicyView(frame: Rect(x: 38, y: 90, width: 160, height: 150), policy: .handles)
            .styled("Press pad", Palette.lighter(Palette.lilac, 0.3))
        pressPad.addGestureRecognizer(recognizer(LongPressGestureRecognizer(), "Long press"))
        pressTile.addSubview(pressPad)

        // 3. A pan on a track cancels the button it starts on: touchCancel, no touchUpInside.
        let trackTile = tile(2, "Pan cancels a control", "Drag from the button: the pan", "begins and the button cancels.")
        let track = PolicyView(frame: Rect(x: 18, y: 100, width: 200, height: 110), policy: .handles)
            .styled("Track", Palette.lighter(Palette.sand, 0.3))
        track.addGestureRecognizer(recognizer(PanGestureRecognizer(), "Track pan"))
        let knob = Button(frame: Rect(x: 60, y: 30, width: 80, height: 48))
        knob.styled("Knob", Palette.accent, radius: 12)
        knob.title = "Drag"
        track.addSubview(knob)
        trackTile.addSubview(track)

        // 4. cancelsTouchesInView off: the view sees began, moved and ended too.
        let sharing = tile(3, "Recognizer that shares", "cancelsTouchesInView = false:", "the view gets its touches too.")
        let sharingPad = PolicyView(frame: Rect(x: 38, y: 90, width: 160, height: 150), policy: .handles)
            .styled("Sharing pad", Palette.lighter(Palette.green, 0.3))
        let sharingTap = recognizer(TapGestureRecognizer(), "Sharing tap")
        sharingTap.cancelsTouchesInView = false
        sharingPad.addGestureRecognizer(sharingTap)
        sharing.addSubview(sharingPad)

        // 5. Single tap waits for the double tap to fail.
        let taps = tile(4, "Single vs double tap", "single.require(toFail: double):", "one tap fires 0.35 s later.")
        let tapPad = PolicyView(frame: Rect(x: 38, y: 90, width: 160, height: 150), policy: .handles)
            .styled("Tap pad", Palette.lighter(Palette.blue, 0.3))
        let double = recognizer(TapGestureRecognizer(), "Double tap")
        double.numberOfTapsRequired = 2
        let single = recognizer(TapGestureRecognizer(), "Single tap")
        single.require(toFail: double)
        tapPad.addGestureRecognizer(double)
        tapPad.addGestureRecognizer(single)
        taps.addSubview(tapPad)

        let note = View(frame: Rect(x: 16 + 2 * (tileSize.width + 12), y: 20 + tileSize.height + 16,
                                    width: tileSize.width, height: tileSize.height))
            .styled("Note", Palette.lighter(Palette.sand, 0.3), radius: 14)
        for (i, line) in ["Recognizers on the touched view", "and its ancestors see touches", "first. The panel lists their",
                          "states as they change.", "", "T turns cancelsTouchesInView", "on for the sharing pad."].enumerated() {
            note.addSubview(Label.text(line, Rect(x: 14, y: 34 + Double(i) * 19, width: 210, height: 18), size: 12))
        }

        let root = PolicyViewController(name: "GesturesController", policy: .silent) {
            View.screen(tiles + [note])
        }
        return Scene(
            name: "gestures", title: "Gesture recognizers see touches first",
            caption: "Recognizers on a view and its ancestors get touches before the view, and may cancel its touches.",
            root: root, fixDescription: "turn cancelsTouchesInView on for the sharing pad",
            tourTaps: [Point(x: 16 + 118, y: 20 + 174)],
            applyFix: { sharingTap.cancelsTouchesInView = $0 })
    }
}
