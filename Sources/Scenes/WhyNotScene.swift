import ResponderKit

/// Seed 000's checklist: seven tiles, one per reason a view does not get a
/// touch, each with a target to click. T fixes all seven.
enum WhyNotScene {
    private static let tileSize = Size(width: 172, height: 272)
    private static let targetFrame = Rect(x: 26, y: 110, width: 120, height: 90)

    @MainActor
    static func make() -> Scene {
        var fixes: [(Bool) -> Void] = []
        var tiles: [View] = []

        func tile(_ number: Int, _ title: String, _ code: String...) -> View {
            let column = Double((number - 1) % 4), row = Double((number - 1) / 4)
            let origin = Point(x: 16 + column * (tileSize.width + 12), y: 20 + row * (tileSize.height + 16))
            let tile = PolicyView(frame: Rect(origin: origin, size: tileSize), policy: .handles)
                .styled("Tile \(number)", Palette.card, radius: 14)
            tile.addSubview(Label.text(title, Rect(x: 10, y: 26, width: 154, height: 18), size: 13, bold: true))
            for (i, line) in code.enumerated() {
                tile.addSubview(Label.text(line, Rect(x: 10, y: 48 + Double(i) * 15, width: 154, height: 15), size: 11, color: Palette.muted))
            }
            tiles.append(tile)
            return tile
        }
        func target(_ name: String, in tile: View, frame: Rect = targetFrame,
                    _ make: @MainActor (Rect) -> View = { PolicyView(frame: $0, policy: .handles) }) -> View {
            let v = make(frame).styled(name, Palette.green, radius: 10)
            tile.addSubview(v)
            return v
        }

        let hidden = target("Hidden target", in: tile(1, "Hidden", "isHidden = true"))
        fixes.append { hidden.isHidden = !$0 }

        let disabled = target("Disabled target", in: tile(2, "Interaction off", "isUserInteractionEnabled", "  = false"))
        fixes.append { disabled.isUserInteractionEnabled = $0 }

        let faint = target("Faint target", in: tile(3, "Nearly transparent", "alpha = 0.01: as a Float,", "0.0099999998 < 0.01"))
        fixes.append { faint.alpha = $0 ? 1 : 0.01 }

        let outsideTile = tile(4, "Outside its parent", "the target sticks out", "of its parent's bounds")
        let parent = View(frame: Rect(x: 26, y: 80, width: 120, height: 60)).styled("Small parent", Palette.sand, radius: 8)
        outsideTile.addSubview(parent)
        let sticking = PolicyView(frame: Rect(x: 10, y: 30, width: 100, height: 110), policy: .handles)
            .styled("Sticking-out target", Palette.green, radius: 8)
        parent.addSubview(sticking)
        fixes.append { parent.frame.size.height = $0 ? 150 : 60 }

        let coveredTile = tile(5, "Covered", "a sibling added later", "lies on top of it")
        _ = target("Covered target", in: coveredTile)
        let cover = View(frame: Rect(x: 60, y: 140, width: 100, height: 100)).styled("Glass cover", Color(hex: 0xB9C3D6, alpha: 0.75))
        coveredTile.addSubview(cover)
        fixes.append { cover.isUserInteractionEnabled = !$0 }

        let overrideTile = tile(6, "hitTest overridden", "the parent's hitTest", "returns nil")
        let refusingParent = RefusingHitTestView(frame: Rect(x: 16, y: 90, width: 140, height: 130))
        refusingParent.styled("Refusing parent", Palette.lilac, radius: 10)
        overrideTile.addSubview(refusingParent)
        _ = target("Target in refusing parent", in: refusingParent, frame: Rect(x: 10, y: 20, width: 120, height: 90))
        fixes.append { refusingParent.refuses = !$0 }

        let pointInside = target("Target refusing point(inside:)", in: tile(7, "point(inside:) says no", "the target's point(inside:)", "returns false"),
                                 { RefusingPointInsideView(frame: $0, policy: .handles) }) as! RefusingPointInsideView
        fixes.append { pointInside.refuses = !$0 }

        let note = View(frame: Rect(x: 16 + 3 * (tileSize.width + 12), y: 20 + tileSize.height + 16,
                                    width: tileSize.width, height: tileSize.height)).styled("Note", Palette.lighter(Palette.sand, 0.3), radius: 14)
        for (i, line) in ["Click a green target.", "The overlay says why", "it did not get the", "touch. Press T to fix", "all seven at once."].enumerated() {
            note.addSubview(Label.text(line, Rect(x: 12, y: 34 + Double(i) * 20, width: 150, height: 18), size: 12))
        }

        let root = PolicyViewController(name: "ChecklistController", policy: .silent) {
            View.screen(tiles + [note], named: "Checklist")
        }
        let coveredCenter = coveredTile.frame.origin
        return Scene(
            name: "why-not", title: "Why doesn't my view get the touch?",
            caption: "Seven reasons a view is passed over: hidden, interaction off, alpha, outside, covered, hitTest, point(inside:).",
            root: root, fixDescription: "fix all seven",
            tourTaps: [Point(x: coveredCenter.x + 80, y: coveredCenter.y + 170)],
            applyFix: { fixed in fixes.forEach { $0(fixed) } })
    }
}
