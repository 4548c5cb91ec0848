import Foundation
import ResponderKit
import Testing

@Suite("Transforms, frame/bounds/center and conversion (behaviour 1.6, 1.7)")
@MainActor
struct ConversionTests {
    // MARK: 1.6

    @Test func pointMapsIntoAViewAsInverseTransformOfOffsetFromCenterPlusBoundsCenter() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let v = View(frame: Rect(x: 100, y: 100, width: 100, height: 50))
        parent.addSubview(v)
        v.bounds.origin = Point(x: 10, y: 20)
        v.transform = Transform(scaleX: 2, y: 2)
        // T⁻¹ · ((170, 135) − (150, 125)) + (10, 20) + (50, 25) = (10, 5) + (60, 45)
        #expect(v.convert(Point(x: 170, y: 135), from: parent) == Point(x: 70, y: 50))
        #expect(v.convert(Point(x: 70, y: 50), to: parent) == Point(x: 170, y: 135))
    }

    @Test func transformedViewsHitAreaIsItsRotatedBoundsNotItsFrame() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let bar = addView("bar", Rect(x: 100, y: 140, width: 100, height: 20), to: window)
        bar.transform = Transform(rotationAngle: .pi / 4)
        // Along the rotated long axis, 45 points from the center: inside.
        #expect(window.hitTest(Point(x: 150 + 31.8, y: 150 + 31.8), with: nil) === bar)
        // Across it, inside the frame's bounding box but far from the bar: outside.
        let corner = Point(x: 150 + 35, y: 150 - 35)
        #expect(bar.frame.contains(corner))
        #expect(window.hitTest(corner, with: nil) === window)
    }

    @Test func translationTransformMovesTheHitAreaAndTheFrame() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let v = addView("v", Rect(x: 0, y: 0, width: 50, height: 50), to: window)
        v.transform = Transform(translationX: 100, y: 10)
        #expect(v.center == Point(x: 25, y: 25))
        #expect(v.frame == Rect(x: 100, y: 10, width: 50, height: 50))
        #expect(window.hitTest(Point(x: 110, y: 20), with: nil) === v)
        #expect(window.hitTest(Point(x: 10, y: 5), with: nil) === window)
        #expect(v.convert(Point(x: 0, y: 0), to: window) == Point(x: 100, y: 10))
        #expect(v.convert(Point(x: 110, y: 20), from: window) == Point(x: 10, y: 10))
    }

    @Test func scaledViewGrowsAboutItsCenter() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let v = addView("v", Rect(x: 100, y: 100, width: 20, height: 20), to: window)
        v.transform = Transform(scaleX: 3, y: 3)
        #expect(v.frame == Rect(x: 80, y: 80, width: 60, height: 60))
        #expect(window.hitTest(Point(x: 81, y: 139), with: nil) === v)
        #expect(close(v.convert(Point(x: 81, y: 139), from: nil), Point(x: 1.0 / 3, y: 59.0 / 3)))
    }

    @Test func frameOfATransformedViewIsTheBoundingBoxOfItsTransformedBounds() {
        let v = View(frame: Rect(x: 100, y: 100, width: 100, height: 50))
        v.transform = Transform(rotationAngle: .pi / 2)
        #expect(close(v.frame, Rect(x: 125, y: 75, width: 50, height: 100)))
        v.transform = Transform(rotationAngle: .pi / 4)
        let half = 75 / sqrt(2.0)
        #expect(close(v.frame, Rect(x: 150 - half, y: 125 - half, width: 2 * half, height: 2 * half)))
    }

    @Test func settingBoundsKeepsTheCenter() {
        let v = View(frame: Rect(x: 100, y: 100, width: 100, height: 50))
        v.bounds = Rect(x: 5, y: 5, width: 40, height: 30)
        #expect(v.center == Point(x: 150, y: 125))
        #expect(v.frame == Rect(x: 130, y: 110, width: 40, height: 30))
    }

    @Test func settingTransformKeepsCenterAndBounds() {
        let v = View(frame: Rect(x: 100, y: 100, width: 100, height: 50))
        v.bounds.origin = Point(x: 3, y: 4)
        v.transform = Transform(rotationAngle: 1).concatenating(Transform(scaleX: 2, y: 1))
        #expect(v.center == Point(x: 150, y: 125))
        #expect(v.bounds == Rect(x: 3, y: 4, width: 100, height: 50))
        v.transform = .identity
        #expect(v.frame == Rect(x: 100, y: 100, width: 100, height: 50))
    }

    @Test func settingFrameSetsCenterAndBoundsSizeButKeepsBoundsOrigin() {
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.bounds.origin = Point(x: 7, y: 8)
        v.frame = Rect(x: 20, y: 30, width: 40, height: 60)
        #expect(v.center == Point(x: 40, y: 60))
        #expect(v.bounds == Rect(x: 7, y: 8, width: 40, height: 60))
    }

    @Test func settingFrameOnAScaledViewChoosesBoundsWhoseScaledBoxIsTheFrame() {
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.transform = Transform(scaleX: 2, y: 3)
        v.frame = Rect(x: 0, y: 0, width: 100, height: 90)
        #expect(v.bounds.size == Size(width: 50, height: 30))
        #expect(v.center == Point(x: 50, y: 45))
        #expect(v.frame == Rect(x: 0, y: 0, width: 100, height: 90))
    }

    @Test func settingFrameOnARotatedAndTranslatedViewMakesThatTheFrame() {
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        v.transform = Transform(rotationAngle: .pi / 2).concatenating(Transform(translationX: 30, y: -20))
        v.frame = Rect(x: 0, y: 0, width: 40, height: 100)
        #expect(close(Point(x: v.bounds.width, y: v.bounds.height), Point(x: 100, y: 40)))
        #expect(close(v.frame, Rect(x: 0, y: 0, width: 40, height: 100)))
    }

    // MARK: 1.7

    @Test func convertToNilMeansTheWindowsCoordinatesWhereverTheWindowIs() {
        let window = Window(frame: Rect(x: 500, y: 300, width: 200, height: 200))
        let a = addView("a", Rect(x: 10, y: 20, width: 100, height: 100), to: window)
        let b = addView("b", Rect(x: 5, y: 5, width: 50, height: 50), to: a)
        #expect(b.convert(Point(x: 1, y: 2), to: nil) == Point(x: 16, y: 27))
        #expect(b.convert(Point(x: 16, y: 27), from: nil) == Point(x: 1, y: 2))
        #expect(window.convert(Point(x: 3, y: 4), to: nil) == Point(x: 3, y: 4))
        #expect(b.convert(Point(x: 1, y: 2), to: window) == Point(x: 16, y: 27))
    }

    @Test func convertBetweenCousinsGoesThroughTheCommonAncestorWithEachTransform() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let left = addView("left", Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        let right = addView("right", Rect(x: 200, y: 0, width: 100, height: 100), to: window)
        right.transform = Transform(rotationAngle: .pi / 2)
        let leaf = addView("leaf", Rect(x: 10, y: 10, width: 10, height: 10), to: left)
        // leaf (0,0) → left (10,10) → window (10,10) → right: R⁻¹·((10,10) − (250,50)) + (50,50)
        // R⁻¹ turns (−240, −40) by −90°: (x, y) → (y, −x) = (−40, 240); plus (50, 50).
        let p = leaf.convert(Point(x: 0, y: 0), to: right)
        #expect(close(p, Point(x: 10, y: 290)))
        #expect(close(leaf.convert(p, from: right), Point(x: 0, y: 0)))
        #expect(close(right.convert(p, to: leaf), Point(x: 0, y: 0)))
    }

    @Test func convertToSelfIsIdentityAndFromIsTheInverseOfTo() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let a = addView("a", Rect(x: 30, y: 40, width: 100, height: 100), to: window)
        a.transform = Transform(scaleX: 0.5, y: 2).concatenating(Transform(rotationAngle: 0.3))
        let b = addView("b", Rect(x: 5, y: 6, width: 50, height: 50), to: a)
        b.bounds.origin = Point(x: -7, y: 11)
        let p = Point(x: 12.5, y: -3.25)
        #expect(b.convert(p, to: b) == p)
        #expect(close(a.convert(b.convert(p, to: a), to: b), p))
        #expect(close(b.convert(b.convert(p, from: window), to: window), p))
        #expect(close(b.convert(p, from: a), a.convert(p, to: b)))
    }

    @Test func convertingARectGivesTheBoundingBoxButBoundsQuadKeepsTheRotatedShape() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let v = addView("v", Rect(x: 100, y: 100, width: 100, height: 100), to: window)
        v.transform = Transform(rotationAngle: .pi / 4)
        let box = v.convert(v.bounds, to: nil)
        let r = 50 * sqrt(2.0)
        #expect(close(box, Rect(x: 150 - r, y: 150 - r, width: 2 * r, height: 2 * r)))
        #expect(close(box, v.frame))
        let quad = v.boundsQuad(in: nil)
        #expect(quad.count == 4)
        #expect(close(quad[0], Point(x: 150, y: 150 - r)))
        #expect(close(quad[1], Point(x: 150 + r, y: 150)))
        #expect(
            close(
                window.convert(Rect(x: 150, y: 150, width: 0, height: 0), to: v),
                Rect(x: 50, y: 50, width: 0, height: 0)))
    }

    @Test func viewsInUnrelatedTreesConvertAsIfTheirRootsSharedOneSpace() {
        let a = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        let b = View(frame: Rect(x: 100, y: 0, width: 50, height: 50))
        #expect(a.convert(Point(x: 0, y: 0), to: b) == Point(x: -90, y: 10))
        #expect(b.convert(Point(x: -90, y: 10), to: a) == Point(x: 0, y: 0))
    }
}
