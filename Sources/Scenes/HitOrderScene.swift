import ResponderKit

/// Seed 003: a main view with A (bottom), B (middle) and C (top), each with
/// two subviews. A click on B.1 asks C first, then B, B.2 and B.1.
enum HitOrderScene {
    @MainActor
    static func make() -> Scene {
        let root = PolicyViewController(name: "MainViewController", policy: .silent) {
            let main = PolicyView(frame: Rect(origin: .zero, size: Scene.size)).styled("MainView", Palette.canvas, radius: 0)
            main.borderWidth = 0
            let layers: [(String, Color, Point)] = [
                ("A", Palette.red, Point(x: 60, y: 60)),
                ("B", Palette.green, Point(x: 220, y: 170)),
                ("C", Palette.blue, Point(x: 380, y: 280)),
            ]
            for (letter, color, origin) in layers {
                let layer = PolicyView(frame: Rect(origin: origin, size: Size(width: 300, height: 250)), policy: .handles)
                    .styled(letter, color, radius: 14)
                let first = View(frame: Rect(x: 20, y: 44, width: 120, height: 84))
                    .styled("\(letter).1", Palette.lighter(color), radius: 8)
                let second = View(frame: Rect(x: 160, y: 146, width: 120, height: 84))
                    .styled("\(letter).2", Palette.lighter(color), radius: 8)
                layer.addSubview(first)
                layer.addSubview(second)
                main.addSubview(layer)
            }
            return main
        }
        return Scene(
            name: "hit-order", title: "Hit-testing order",
            caption: "Subviews are asked from the last added (C, on top) to the first; B.1 gets the touch, B handles it.",
            root: root, tourTaps: [Point(x: 300, y: 255)])
    }
}
