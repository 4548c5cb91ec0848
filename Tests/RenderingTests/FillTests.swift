import Foundation
import Rendering
import ResponderKit
import Testing

@Suite struct FillTests {
    @Test func opaqueFillCoversExactPixels() {
        let canvas = Canvas(width: 10, height: 10, fill: .white)
        canvas.fill(Rect(x: 2, y: 3, width: 4, height: 5), color: .red)
        let image = canvas.framebuffer
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = (2..<6).contains(x) && (3..<8).contains(y)
                #expect(image[x, y] == (inside ? 0xFFFF_0000 : 0xFFFF_FFFF), "pixel (\(x), \(y))")
            }
        }
    }

    @Test func halfPixelEdgeGetsHalfCoverage() {
        let canvas = Canvas(width: 8, height: 2, fill: .white)
        canvas.fill(Rect(x: 2.5, y: 0, width: 3, height: 2), color: .black)
        // 255 − round(255 · ½) with exact rounding in the blend.
        #expect((0..<8).map { grey(canvas.framebuffer, $0, 0) } == [255, 255, 127, 0, 0, 127, 255, 255])
    }

    @Test func quarterPixelCornerGetsQuarterCoverage() {
        let canvas = Canvas(width: 4, height: 4, fill: .white)
        canvas.fill(Rect(x: 1.5, y: 1.5, width: 2, height: 2), color: .black)
        #expect(grey(canvas.framebuffer, 1, 1) == 191)  // ¼ covered
        #expect(grey(canvas.framebuffer, 2, 1) == 127)  // ½ covered
        #expect(grey(canvas.framebuffer, 2, 2) == 0)
    }

    @Test func generalPathGivesTheSameExactCoverage() {
        let canvas = Canvas(width: 8, height: 4, fill: .white)
        canvas.transform = almostIdentity
        canvas.fill(Rect(x: 2.5, y: 1, width: 3, height: 2), color: .black)
        #expect((0..<8).map { grey(canvas.framebuffer, $0, 1) } == [255, 255, 127, 0, 0, 127, 255, 255])
        #expect((0..<8).map { grey(canvas.framebuffer, $0, 0) } == Array(repeating: 255, count: 8))
    }

    @Test func translucentFillBlendsSourceOverInSRGB() {
        let canvas = Canvas(width: 2, height: 2, fill: .blue)
        canvas.fill(Rect(x: 0, y: 0, width: 2, height: 2), color: Color.red.withAlpha(0.25))
        // alpha byte round(0.25 · 255) = 64: red 255·64/255 = 64, blue 255·191/255 = 191.
        #expect(canvas.framebuffer[0, 0] == 0xFF40_00BF)
    }

    @Test func globalAlphaHalvesCoverage() {
        let canvas = Canvas(width: 4, height: 1, fill: .white)
        canvas.withState {
            canvas.globalAlpha = 0.5
            canvas.fill(Rect(x: 0, y: 0, width: 2, height: 1), color: .black)
        }
        canvas.fill(Rect(x: 2, y: 0, width: 1, height: 1), color: Color.black.withAlpha(0.5))
        canvas.fill(Rect(x: 3, y: 0, width: 1, height: 1), color: .black)
        #expect((0..<4).map { grey(canvas.framebuffer, $0, 0) } == [127, 127, 127, 0])
        #expect(canvas.globalAlpha == 1)
    }

    @Test func globalAlphaAlsoScalesShapesAndText() throws {
        let canvas = Canvas(width: 20, height: 20, fill: .white, textRenderer: try TextRenderer())
        canvas.globalAlpha = 0.5
        canvas.fillRoundedRect(Rect(x: 0, y: 0, width: 20, height: 20), radius: 4, color: .black)
        #expect(grey(canvas.framebuffer, 10, 10) == 127)
        canvas.globalAlpha = 0
        canvas.drawText("W", at: Point(x: 2, y: 2), font: FontSpec(size: 14), color: .red)
        #expect(canvas.framebuffer.pixels.allSatisfy { rgb($0).g == rgb($0).r })
    }

    @Test func scaleTransformMapsUserSpaceToDevicePixels() {
        let canvas = Canvas(width: 8, height: 8, fill: .white)
        canvas.scaleBy(x: 2, y: 2)
        canvas.fill(Rect(x: 1, y: 1, width: 2, height: 2), color: .black)
        let inked = inkedPixels(canvas.framebuffer)
        #expect(inked == Set((2..<6).flatMap { x in (2..<6).map { [x, $0] } }))
        #expect(inked.allSatisfy { canvas.framebuffer[$0[0], $0[1]] == 0xFF00_0000 })
    }

    @Test func rotatedFillCoversItsExactArea() {
        let canvas = Canvas(width: 40, height: 40, fill: .white)
        canvas.translateBy(x: 20, y: 20)
        canvas.rotate(by: .pi / 6)
        canvas.fill(Rect(x: -8, y: -5, width: 16, height: 10), color: .black)
        #expect(abs(inkArea(canvas.framebuffer) - 160) < 0.5)
        #expect(grey(canvas.framebuffer, 20, 20) == 0)
        #expect(grey(canvas.framebuffer, 28, 13) == 255)  // the unrotated corner stays empty
    }

    @Test func circleCoversItsArea() {
        let canvas = Canvas(width: 40, height: 40, fill: .white)
        canvas.fillCircle(center: Point(x: 20.3, y: 19.6), radius: 12, color: .black)
        #expect(abs(inkArea(canvas.framebuffer) - Double.pi * 144) < 1)
    }

    @Test func polygonUsesTheNonZeroWindingRule() {
        let canvas = Canvas(width: 40, height: 40, fill: .white)
        // A pentagram: its centre is wound twice, and non-zero fills it.
        let star = (0..<5).map { i -> Point in
            let angle = -Double.pi / 2 + Double(i) * 4 * .pi / 5
            return Point(x: 20 + 18 * cos(angle), y: 20 + 18 * sin(angle))
        }
        canvas.fillPolygon(star, color: Color.black.withAlpha(0.5))
        #expect(grey(canvas.framebuffer, 20, 21) == 127)  // centre: filled once, not twice
        #expect(grey(canvas.framebuffer, 20, 10) == 127)  // inside the star's top point
        #expect(grey(canvas.framebuffer, 2, 38) == 255)
    }

    @Test func roundedRectLeavesItsCornersOpen() {
        let canvas = Canvas(width: 30, height: 20, fill: .white)
        canvas.fillRoundedRect(Rect(x: 0, y: 0, width: 30, height: 20), radius: 8, color: .black)
        let image = canvas.framebuffer
        #expect(
            grey(image, 0, 0) == 255 && grey(image, 29, 0) == 255 && grey(image, 0, 19) == 255
                && grey(image, 29, 19) == 255)
        #expect(grey(image, 15, 0) == 0 && grey(image, 0, 10) == 0 && grey(image, 15, 10) == 0)
        // Symmetric corners.
        for y in 0..<8 {
            for x in 0..<8 {
                #expect(
                    image[x, y] == image[29 - x, y] && image[x, y] == image[x, 19 - y]
                        && image[x, y] == image[29 - x, 19 - y])
            }
        }
        let area = 30.0 * 20 - (4 - Double.pi) * 64
        #expect(abs(inkArea(image) - area) < 1)
    }

    @Test(arguments: [0.0, 1.0, 0.4])
    func cornerMaskFastPathMatchesThePolygonRasterizer(alpha: Double) {
        func draw(_ transform: Transform) -> Framebuffer {
            let canvas = Canvas(width: 40, height: 30, fill: Color(hex: 0x336699))
            canvas.transform = transform
            let rect = Rect(x: 3, y: 4, width: 30, height: 22)
            let color = Color(hex: 0xFFCC00, alpha: alpha == 0 ? 1 : alpha)
            canvas.fillRoundedRect(rect, radius: 7.5, color: color)
            canvas.strokeRoundedRect(rect, radius: 7.5, color: .black.withAlpha(alpha == 0 ? 1 : alpha), lineWidth: 2)
            return canvas.framebuffer
        }
        let fast = draw(.identity), general = draw(almostIdentity)
        let diff = ImageDiff(expected: general, actual: fast, tolerance: 1)
        #expect(diff.matches, "\(diff)")
    }
}
