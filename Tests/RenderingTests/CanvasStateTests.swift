import Rendering
import ResponderKit
import Testing

@Suite struct CanvasStateTests {
    @Test func restoreBringsBackTransformAlphaAndClip() {
        let canvas = Canvas(width: 20, height: 20, fill: .white)
        canvas.save()
        canvas.translateBy(x: 5, y: 5)
        canvas.scaleBy(x: 2, y: 2)
        canvas.globalAlpha = 0.25
        canvas.clip(to: Rect(x: 0, y: 0, width: 2, height: 2))
        #expect(canvas.transform == Transform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 5))
        #expect(canvas.deviceClipBounds == Rect(x: 5, y: 5, width: 4, height: 4))
        canvas.restore()
        #expect(canvas.transform == .identity && canvas.globalAlpha == 1)
        #expect(canvas.deviceClipBounds == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func concatenateAppliesBeforeTheCurrentTransformLikeCoreGraphics() {
        let canvas = Canvas(width: 10, height: 10)
        canvas.translateBy(x: 10, y: 0)
        canvas.scaleBy(x: 2, y: 2)  // user point (1, 1) → scale → (2, 2) → translate → (12, 2)
        #expect(canvas.transform.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 2))
    }

    @Test func mightDrawRejectsRectsOutsideTheClip() {
        let canvas = Canvas(width: 100, height: 100)
        canvas.clip(to: Rect(x: 10, y: 10, width: 20, height: 20))
        #expect(canvas.mightDraw(in: Rect(x: 25, y: 25, width: 10, height: 10)))
        #expect(!canvas.mightDraw(in: Rect(x: 40, y: 0, width: 10, height: 10)))
    }

    @Test func nonFiniteAndHugeGeometryDrawsNothingAndDoesNotTrap() throws {
        let canvas = Canvas(width: 16, height: 16, fill: .white, textRenderer: try TextRenderer())
        let values = [Double.nan, .infinity, -.infinity, 1e300, -1e300]
        for v in values {
            let p = Point(x: v, y: 3)
            canvas.fill(Rect(x: v, y: 0, width: 4, height: 4), color: .black)
            canvas.fill(Rect(x: 0, y: 0, width: v, height: 4), color: .black)
            canvas.fillRoundedRect(Rect(x: v, y: v, width: 10, height: 10), radius: 3, color: .black)
            canvas.strokeRoundedRect(Rect(x: 1, y: 1, width: 10, height: 10), radius: v, color: .black, lineWidth: v)
            canvas.strokeDashed(Rect(x: v, y: 1, width: 10, height: 10), color: .black, dash: [v, 1])
            canvas.line(from: p, to: .zero, color: .black, width: v)
            canvas.arrow(from: p, to: Point(x: 8, y: 8), color: .black)
            canvas.fillCircle(center: p, radius: 4, color: .black)
            canvas.fillPolygon([p, .zero, Point(x: 8, y: 0)], color: .black)
            canvas.drawText("W", at: p, font: FontSpec(size: 12), color: .black)
            canvas.drawText("W", at: .zero, font: FontSpec(size: v), color: .black)
            canvas.withState {
                canvas.transform = Transform(a: v, b: 0, c: 0, d: 1, tx: 0, ty: 0)
                canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4), color: .black)
                canvas.drawText("W", at: .zero, font: FontSpec(size: 12), color: .black)
                canvas.clip(to: Rect(x: 0, y: 0, width: 4, height: 4))
                canvas.fillCircle(center: Point(x: 2, y: 2), radius: 2, color: .black)
            }
        }
        // Some of these are real shapes reaching in from far away; all of them are black on white.
        #expect(
            canvas.framebuffer.pixels.allSatisfy {
                $0 >> 24 == 0xFF && rgb($0).r == rgb($0).g && rgb($0).g == rgb($0).b
            })
    }
}
