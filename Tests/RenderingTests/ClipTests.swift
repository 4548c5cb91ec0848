import Rendering
import ResponderKit
import Testing

@Suite struct ClipTests {
    @Test func clipToRectExcludesEverythingOutside() {
        let canvas = Canvas(width: 10, height: 10, fill: .white)
        canvas.clip(to: Rect(x: 2, y: 3, width: 4, height: 2))
        canvas.fillCircle(center: Point(x: 5, y: 5), radius: 20, color: .black)
        #expect(inkedPixels(canvas.framebuffer) == Set((2..<6).flatMap { x in [[x, 3], [x, 4]] }))
    }

    @Test func clipToFractionalRectGivesPartialCoverage() {
        let canvas = Canvas(width: 6, height: 1, fill: .white)
        canvas.clip(to: Rect(x: 1.5, y: 0, width: 3, height: 1))
        canvas.fill(Rect(x: 0, y: 0, width: 6, height: 1), color: .black)
        #expect((0..<6).map { grey(canvas.framebuffer, $0, 0) } == [255, 127, 0, 0, 127, 255])
    }

    @Test func clipFollowsTheTransformAndRestoreUndoesIt() {
        let canvas = Canvas(width: 20, height: 20, fill: .white)
        canvas.withState {
            canvas.scaleBy(x: 2, y: 2)
            canvas.clip(to: Rect(x: 1, y: 1, width: 2, height: 2))
            #expect(canvas.deviceClipBounds == Rect(x: 2, y: 2, width: 4, height: 4))
        }
        #expect(canvas.deviceClipBounds == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func nestedClipsIntersect() {
        let canvas = Canvas(width: 10, height: 10, fill: .white)
        canvas.clip(to: Rect(x: 0, y: 0, width: 6, height: 6))
        canvas.clip(to: Rect(x: 4, y: 4, width: 6, height: 6))
        canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
        #expect(inkedPixels(canvas.framebuffer) == [[4, 4], [5, 4], [4, 5], [5, 5]])
    }

    @Test func clipToRotatedRectExcludesCorners() {
        let canvas = Canvas(width: 40, height: 40, fill: .white)
        canvas.translateBy(x: 20, y: 20)
        canvas.rotate(by: .pi / 4)
        canvas.clip(to: Rect(x: -10, y: -10, width: 20, height: 20))
        canvas.transform = .identity  // the clip stays where it was set, in device space
        canvas.fill(Rect(x: 0, y: 0, width: 40, height: 40), color: .black)
        let image = canvas.framebuffer
        #expect(abs(inkArea(image) - 400) < 0.5)
        #expect(grey(image, 20, 20) == 0)
        // The diamond's bounding box is 20√2 wide; its corners are outside the clip.
        #expect(
            grey(image, 7, 7) == 255 && grey(image, 32, 7) == 255 && grey(image, 7, 32) == 255
                && grey(image, 32, 32) == 255)
        #expect(grey(image, 20, 6) == 0 || grey(image, 20, 6) < 255)  // the top vertex
    }

    /// A canvas clipped to a rotated 30 × 20 rectangle, and the pixels a full fill reaches through that clip.
    private func rotatedClipCanvas() throws -> (Canvas, clipped: Framebuffer) {
        let canvas = Canvas(width: 60, height: 60, fill: .white, textRenderer: try TextRenderer())
        canvas.translateBy(x: 30, y: 30)
        canvas.rotate(by: 0.5)
        canvas.clip(to: Rect(x: -15, y: -10, width: 30, height: 20))
        canvas.transform = .identity
        canvas.fill(Rect(x: 0, y: 0, width: 60, height: 60), color: .black)
        let clipped = canvas.framebuffer
        canvas.clear(.white)
        return (canvas, clipped)
    }

    @Test func rotatedClipLimitsLinesAndStrokesExactly() throws {
        let (canvas, clipped) = try rotatedClipCanvas()
        canvas.line(from: Point(x: 0, y: 30), to: Point(x: 60, y: 30), color: .black, width: 3)
        canvas.stroke(Rect(x: 0, y: 0, width: 60, height: 60), color: .black, lineWidth: 22)
        let inked = inkedPixels(canvas.framebuffer)
        #expect(inked.isSubset(of: inkedPixels(clipped)))
        #expect(inked.contains([18, 30]) && inked.contains([30, 30]) && !inked.contains([30, 26]))
        #expect(grey(canvas.framebuffer, 2, 30) == 255)
    }

    @Test func rotatedClipLimitsText() throws {
        let (canvas, clipped) = try rotatedClipCanvas()
        canvas.drawText("WWWWWWWW", at: Point(x: 0, y: 22), font: FontSpec(size: 16, weight: .bold), color: .black)
        let inked = inkedPixels(canvas.framebuffer)
        #expect(inked.count > 50)
        #expect(grey(canvas.framebuffer, 3, 30) == 255)  // where the text would be without the clip
        // Glyph pixels are clipped by their centres' distance to the edges: allow one pixel of slack.
        let reach = inkedPixels(clipped)
        for p in inked {
            let near = [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1]].contains {
                reach.contains([p[0] + $0[0], p[1] + $0[1]])
            }
            #expect(near, "pixel \(p) is outside the clip")
        }
    }

    @Test func emptyClipDrawsNothing() {
        let canvas = Canvas(width: 10, height: 10, fill: .white)
        canvas.clip(to: Rect(x: 2, y: 2, width: 2, height: 2))
        canvas.clip(to: Rect(x: 6, y: 6, width: 2, height: 2))
        canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
        canvas.fillCircle(center: Point(x: 5, y: 5), radius: 5, color: .black)
        #expect(inkedPixels(canvas.framebuffer).isEmpty)
        #expect(!canvas.mightDraw(in: Rect(x: 0, y: 0, width: 10, height: 10)))
    }
}
