import LabKit
import Rendering
import ResponderKit
import Scenes
import TestSupport

/// Figure 3: a full frame of a 1,000-view scene with the overlay, at
/// 1280×800, against a plain fill of the same framebuffer.
@MainActor
enum RenderBench {
    static let width = 1280, height = 800

    static func run() -> [BenchFigure] {
        let text: TextRenderer
        do {
            text = try TextRenderer()
        } catch {
            return [BenchFigure("full frame ÷ plain fill", nil, "×", note: "\(error)")]
        }
        let window = scene()
        let trace = window.hitTestTrace(at: tapPoint)
        let canvas = Canvas(width: width, height: height, fill: .white, textRenderer: text)
        let background = Color(hex: 0xF4F1EA)
        let views = ViewRenderer()

        let (frame, fill) = Stopwatch.interleaved(
            rounds: 9, roundTime: 0.1,
            {
                canvas.clear(background)
                views.render(window, in: canvas)
                // A new overlay each frame, as the lab makes: one keeps the labels it placed.
                OverlayRenderer().drawTrace(trace, in: canvas)
            },
            {
                canvas.clear(background)
            })
        let viewsOnly = Stopwatch.median {
            canvas.clear(background)
            views.render(window, in: canvas)
        }
        // The scene's own floor: each view's box filled once, opaque, no corners, borders or text.
        let boxes = paintedBoxes(window)
        let floor = Stopwatch.median {
            canvas.clear(background)
            for box in boxes { canvas.fill(box, color: background) }
        }
        let labFrame = labFrameTime(text: text)
        return [
            BenchFigure("full frame, 1,000 views + overlay, 1280×800", frame / 1e6, "ms"),
            BenchFigure("plain fill of the same framebuffer (4 MB)", fill / 1e6, "ms"),
            BenchFigure("full frame ÷ plain fill", frame / fill, "×"),
            BenchFigure("  the views alone (no overlay) ÷ plain fill", viewsOnly / fill, "×"),
            BenchFigure("  the views' boxes as opaque fills (the scene's floor) ÷ plain fill", floor / fill, "×"),
            BenchFigure("  overdraw: pixels the views' boxes cover ÷ framebuffer pixels", overdraw(boxes), "×"),
            BenchFigure("lab window frame (hit-order after a click), 1240×698", labFrame / 1e6, "ms"),
        ]
    }

    /// Inside the middle card's first tile: about half the cards are asked first.
    static let tapPoint = Point(x: 5 * 126 + 12, y: 5 * 78 + 30)

    /// A window of 100 cards in a 10 × 10 grid, each a rounded, bordered,
    /// named view with nine rounded tiles: 1 + 100 + 900 views, drawn like the
    /// lab's scenes (some translucent, one card in ten rotated slightly).
    static func scene() -> Window {
        let window = Window(frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        window.backgroundColor = Color(hex: 0xF4F1EA)
        var rng = SplitMix64(seed: 1000)
        let palette = [0xE8A0A0, 0x9FD3A8, 0x9DBCE8, 0xE9D6A8, 0xC9B6E4].map { Color(hex: $0) }  // the scenes' palette
        for row in 0..<10 {
            for column in 0..<10 {
                let card = View(
                    frame: Rect(x: Double(column) * 126 + 6, y: Double(row) * 78 + 6, width: 120, height: 72))
                card.name = "card \(row * 10 + column)"
                card.backgroundColor = palette[rng.int(palette.count)]
                card.cornerRadius = 8
                card.borderColor = Color(white: 0, alpha: 0.25)
                card.borderWidth = 1
                if rng.chance(0.1) { card.transform = Transform(rotationAngle: rng.double(-0.08, 0.08)) }
                for i in 0..<9 {
                    let tile = View(
                        frame: Rect(x: 6 + Double(i % 3) * 38, y: 24 + Double(i / 3) * 15, width: 34, height: 12))
                    tile.name = "t\(i)"
                    tile.backgroundColor = Color(white: 1, alpha: rng.chance(0.3) ? 0.6 : 1)
                    tile.cornerRadius = 3
                    card.addSubview(tile)
                }
                window.addSubview(card)
            }
        }
        return window
    }

    /// The frame the lab window paints after a click on B.1: what click-to-pixels waits for.
    static func labFrameTime(text: TextRenderer) -> Double {
        guard let session = try? LabSession(sceneName: "hit-order"),
            let screen = try? LabPainter()
        else { return .nan }
        Script.click([Point(x: 300, y: 255)], in: session)
        let size = LabLayout.builtInWindowSize
        return Stopwatch.median { _ = screen.render(session, size: size) }
    }

    /// The window-space bounding boxes of the views with a background, clipped to the window.
    static func paintedBoxes(_ window: Window) -> [Rect] {
        var boxes: [Rect] = []
        var stack: [View] = window.subviews
        while let v = stack.popLast() {
            guard !v.isHidden else { continue }
            if v.backgroundColor != nil {
                let box = v.convert(v.bounds, to: nil).intersection(window.bounds)
                if !box.isEmpty { boxes.append(box) }
            }
            stack += v.subviews
        }
        return boxes
    }

    /// How many times, on average, each pixel is painted: the window's background
    /// and the boxes of the views on it.
    static func overdraw(_ boxes: [Rect]) -> Double {
        let area = boxes.reduce(Double(width * height)) { $0 + $1.size.width * $1.size.height }
        return area / Double(width * height)
    }
}
