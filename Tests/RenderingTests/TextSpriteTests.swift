import ResponderKit
import TestSupport
import Testing

@testable import Rendering

/// A line of text drawn again on the same ground is copied from the pixels it
/// composited to the first time (`TextSprites`): the copy must be the pixels
/// compositing again would give, wherever the line lands.
@Suite struct TextSpriteTests {
    static let size = (width: 320, height: 120)

    /// A canvas that has drawn nothing yet, so it composites every line.
    static func fresh(_ renderer: TextRenderer, ground: Color) -> Canvas {
        Canvas(width: size.width, height: size.height, fill: ground, textRenderer: renderer)
    }

    @Test func aLineDrawnAgainElsewhereOnTheSameGroundIsCopiedWithTheSamePixelsAndDamage() throws {
        let renderer = try TextRenderer()
        let ground = Color(red: 0.16, green: 0.18, blue: 0.22), font = FontSpec(size: 13, weight: .bold)
        let kept = Self.fresh(renderer, ground: ground)
        kept.drawText("UIButton: 0x7f8a1c0 would forward", at: Point(x: 10.25, y: 8), font: font, color: .white)
        #expect(kept.textSprites.count == 1)

        // Whole pixels further on, at the same quarter-pixel offset: the kept line is copied.
        kept.reset(fill: ground)
        kept.damage = DamageRegion()
        kept.drawText("UIButton: 0x7f8a1c0 would forward", at: Point(x: 47.25, y: 61), font: font, color: .white)
        let composited = Self.fresh(renderer, ground: ground)
        composited.damage = DamageRegion()
        composited.drawText("UIButton: 0x7f8a1c0 would forward", at: Point(x: 47.25, y: 61), font: font, color: .white)
        #expect(kept.textSprites.count == 1 && kept.textSprites.hits == 1)
        let same = kept.framebuffer == composited.framebuffer
        #expect(same)
        #expect(kept.damage == composited.damage)
    }

    @Test func anotherTextRendererStartsTheKeptLinesAgain() throws {
        let canvas = Self.fresh(try TextRenderer(), ground: .white)
        canvas.drawText("kept", at: Point(x: 10, y: 10), font: FontSpec(size: 12), color: .black)
        #expect(canvas.textSprites.count == 1)
        canvas.textRenderer = try TextRenderer()
        #expect(canvas.textSprites.count == 0)
    }

    @Test func aLineOnAGroundOfTwoColoursOrCutByTheClipIsCompositedAndNotKept() throws {
        let renderer = try TextRenderer()
        let canvas = Self.fresh(renderer, ground: .white)
        canvas.fill(Rect(x: 0, y: 0, width: 40, height: 120), color: .black)
        canvas.drawText("half on black", at: Point(x: 30, y: 10), font: FontSpec(size: 12), color: .gray)
        canvas.withState {
            canvas.clip(to: Rect(x: 0, y: 50, width: 60, height: 100))
            canvas.drawText("cut by the clip", at: Point(x: 40, y: 60), font: FontSpec(size: 12), color: .gray)
        }
        #expect(canvas.textSprites.count == 0)
    }

    /// Random lines, grounds, places, colours, alphas and clips, drawn in turn on one
    /// canvas (which keeps and copies lines) and each on a fresh one (which composites).
    @Test func linesDrawnInAnyOrderComeOutAsCompositingThemAfresh() throws {
        let renderer = try TextRenderer()
        var rng = SplitMix64(seed: 0x7E47)
        let texts = ["contains the hit", "UIView: 0x7f225c033000", "Wmg — 8 @ 中文"]
        let grounds = [Color.white, Color(red: 0.16, green: 0.18, blue: 0.22)]
        let colors = [Color.black, Color(red: 0.9, green: 0.3, blue: 0.2, alpha: 0.7)]
        let kept = Self.fresh(renderer, ground: .white)
        for _ in 0..<400 {
            let text = rng.pick(texts), ground = rng.pick(grounds), color = rng.pick(colors)
            let font = rng.pick([FontSpec(size: 11), FontSpec(size: 17.5, weight: .bold)])
            // Quarter pixels, and a few places between them: either way the glyphs land on quarters.
            let point = Point(
                x: Double(rng.int(400)) / 4 + (rng.chance(0.1) ? rng.unit() : 0) - 5,
                y: rng.double(-5, 95))
            let alpha = rng.chance(0.1) ? 0.5 : 1, scale = rng.chance(0.1) ? 2.0 : 1
            let clip = rng.chance(0.1) ? Rect(x: rng.double(0, 160), y: rng.double(0, 60), width: 160, height: 60) : nil
            func draw(on canvas: Canvas) {
                canvas.reset(fill: ground)
                canvas.damage = DamageRegion()
                canvas.withState {
                    canvas.scaleBy(x: scale, y: scale)
                    if let clip { canvas.clip(to: clip) }
                    canvas.globalAlpha = alpha
                    canvas.drawText(text, at: Point(x: point.x / scale, y: point.y / scale), font: font, color: color)
                }
            }
            draw(on: kept)
            let composited = Self.fresh(renderer, ground: .white)
            draw(on: composited)
            let same = kept.framebuffer == composited.framebuffer
            #expect(same, "\(text) at \(point), scale \(scale), clip \(String(describing: clip))")
            #expect(kept.damage == composited.damage)
        }
        #expect(kept.textSprites.hits > 100)  // most lines came round again and were copied
    }
}
