import Rendering
import ResponderKit
import Testing

@Suite struct StrokeTests {
    @Test func onePointStrokeOfAnIntegerRectIsCrispAndInside() {
        let canvas = Canvas(width: 10, height: 10, fill: .white)
        canvas.stroke(Rect(x: 2, y: 2, width: 6, height: 5), color: .black, lineWidth: 1)
        let image = canvas.framebuffer
        for y in 0..<10 {
            for x in 0..<10 {
                let onBorder = (2..<8).contains(x) && (2..<7).contains(y) && (x == 2 || x == 7 || y == 2 || y == 6)
                #expect(grey(image, x, y) == (onBorder ? 0 : 255), "pixel (\(x), \(y))")
            }
        }
    }

    @Test func onePointStrokeAtScaleTwoIsTwoCrispDevicePixels() {
        let canvas = Canvas(width: 20, height: 20, fill: .white)
        canvas.scaleBy(x: 2, y: 2)
        canvas.stroke(Rect(x: 1, y: 1, width: 8, height: 8), color: .black, lineWidth: 1)
        #expect((0..<8).map { grey(canvas.framebuffer, $0, 10) } == [255, 255, 0, 0, 255, 255, 255, 255])
    }

    @Test func translucentStrokePaintsEveryBorderPixelOnce() {
        let canvas = Canvas(width: 12, height: 12, fill: .white)
        canvas.transform = almostIdentity  // the polygon path: outer contour and reversed inner contour
        canvas.stroke(Rect(x: 1, y: 1, width: 10, height: 10), color: Color.black.withAlpha(0.5), lineWidth: 2)
        let values = Set(inkedPixels(canvas.framebuffer).map { grey(canvas.framebuffer, $0[0], $0[1]) })
        #expect(values == [127])
        #expect(grey(canvas.framebuffer, 6, 6) == 255)
    }

    @Test func horizontalLineOnAnIntegerCoordinateCoversOneRow() {
        let canvas = Canvas(width: 10, height: 10, fill: .white)
        canvas.line(from: Point(x: 1, y: 5), to: Point(x: 8, y: 5), color: .black)
        #expect(inkedPixels(canvas.framebuffer) == Set((1..<8).map { [$0, 5] }))
        #expect(grey(canvas.framebuffer, 4, 5) == 0)
    }

    @Test func verticalLineAtAPixelCentreLandsOnTheSameColumn() {
        let a = Canvas(width: 10, height: 10, fill: .white), b = Canvas(width: 10, height: 10, fill: .white)
        a.line(from: Point(x: 3, y: 1), to: Point(x: 3, y: 9), color: .black)
        b.line(from: Point(x: 3.5, y: 1), to: Point(x: 3.5, y: 9), color: .black)
        #expect(a.framebuffer == b.framebuffer)
        #expect(inkedPixels(a.framebuffer) == Set((1..<9).map { [3, $0] }))
    }

    @Test func twoPixelLineIsSnappedToWholePixels() {
        let canvas = Canvas(width: 10, height: 10, fill: .white)
        canvas.line(from: Point(x: 0, y: 4.3), to: Point(x: 10, y: 4.3), color: .black, width: 2)
        #expect((0..<10).map { grey(canvas.framebuffer, 5, $0) } == [255, 255, 255, 0, 0, 255, 255, 255, 255, 255])
    }

    @Test func roundCapExtendsTheLineByHalfItsWidth() {
        let canvas = Canvas(width: 30, height: 20, fill: .white)
        canvas.line(from: Point(x: 10, y: 10), to: Point(x: 20, y: 10), color: .black, width: 6, cap: .round)
        let ink = inkBounds(canvas.framebuffer)
        #expect(ink?.minX == 7 && ink?.maxX == 22 && ink?.minY == 7 && ink?.maxY == 12)
    }

    @Test func diagonalLineCoversItsArea() {
        let canvas = Canvas(width: 40, height: 40, fill: .white)
        canvas.line(from: Point(x: 5, y: 5), to: Point(x: 35, y: 25), color: .black, width: 2)
        let length = (30.0 * 30 + 20 * 20).squareRoot()
        #expect(abs(inkArea(canvas.framebuffer) - 2 * length) < 0.5)
    }

    @Test func dashedRectAlternatesOnAndOff() {
        let canvas = Canvas(width: 20, height: 10, fill: .white)
        canvas.strokeDashed(Rect(x: 0, y: 0, width: 20, height: 10), color: .black, lineWidth: 1, dash: [3, 2])
        let top = (0..<20).map { grey(canvas.framebuffer, $0, 0) == 0 ? "#" : "." }.joined()
        #expect(top == "###..###..###..###..")
        #expect(grey(canvas.framebuffer, 10, 5) == 255)
    }

    @Test(arguments: [0.0, 1.5, 4.0])
    func dashedRectFastPathMatchesThePolygonPath(phase: Double) {
        func draw(_ transform: Transform) -> Framebuffer {
            let canvas = Canvas(width: 40, height: 30, fill: .white)
            canvas.transform = transform
            canvas.strokeDashed(
                Rect(x: 2, y: 3, width: 33, height: 21), color: Color.black.withAlpha(0.6),
                lineWidth: 2, dash: [5, 3], phase: phase)
            return canvas.framebuffer
        }
        let diff = ImageDiff(expected: draw(almostIdentity), actual: draw(.identity), tolerance: 1)
        #expect(diff.matches, "\(diff)")
    }

    @Test func dashedRoundedRectStaysInsideTheRect() {
        let canvas = Canvas(width: 40, height: 30, fill: .white)
        canvas.strokeDashed(
            Rect(x: 5, y: 5, width: 30, height: 20), radius: 6, color: .black, lineWidth: 2, dash: [4, 2])
        let ink = inkBounds(canvas.framebuffer)
        #expect(ink != nil && ink!.minX >= 5 && ink!.minY >= 5 && ink!.maxX <= 34 && ink!.maxY <= 24)
        #expect(inkArea(canvas.framebuffer) < 2 * (30 + 20) * 2 * 0.75)
    }

    @Test func arrowTipEndsAtTheEndPoint() {
        let canvas = Canvas(width: 40, height: 20, fill: .white)
        canvas.arrow(
            from: Point(x: 2, y: 10), to: Point(x: 30, y: 10), color: .black, width: 2, headLength: 8, headWidth: 8)
        let ink = inkBounds(canvas.framebuffer)
        #expect(ink?.minX == 2 && ink?.maxX == 29)
        #expect(ink?.minY == 6 && ink?.maxY == 13)  // the head is 8 wide around y = 10
        #expect(grey(canvas.framebuffer, 23, 10) == 0)
    }

    @Test func strokedCircleIsARingInsideTheRadius() {
        let canvas = Canvas(width: 40, height: 40, fill: .white)
        canvas.strokeCircle(center: Point(x: 20, y: 20), radius: 10, color: .black, lineWidth: 2)
        #expect(grey(canvas.framebuffer, 20, 20) == 255)
        #expect(grey(canvas.framebuffer, 20, 11) == 0)
        #expect(abs(inkArea(canvas.framebuffer) - Double.pi * (100 - 64)) < 1)
    }
}
