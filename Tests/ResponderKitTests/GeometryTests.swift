import ResponderKit
import Testing

@Suite("Geometry: points, sizes, rectangles")
struct GeometryTests {
    @Test func rectInitialisersAgree() {
        let a = Rect(x: 1, y: 2, width: 3, height: 4)
        let b = Rect(origin: Point(x: 1, y: 2), size: Size(width: 3, height: 4))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Point(x: 1, y: 2) != Point(x: 2, y: 1))
        // Equality compares every field: values that differ in one field only are unequal.
        #expect(a.size == Size(width: 3, height: 4))
        #expect(Size(width: 3, height: 4) != Size(width: 3, height: 5))
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(insets != EdgeInsets(top: 1, left: 2, bottom: 3, right: 5))
        #expect(insets != EdgeInsets(top: 0, left: 2, bottom: 3, right: 4))
    }

    @Test func minimumEdgesAreInsideAndMaximumEdgesOutside() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.contains(Point(x: 10, y: 20)))
        #expect(r.contains(Point(x: 109.999, y: 69.999)))
        #expect(!r.contains(Point(x: 110, y: 30)))
        #expect(!r.contains(Point(x: 50, y: 70)))
        #expect(!r.contains(Point(x: 9.999, y: 30)))
        #expect(!r.contains(Point(x: 50, y: 19.999)))
        #expect(r.contains(Point(x: 10, y: 69.999)))
        #expect(!r.contains(Point(x: 110, y: 70)))
    }

    @Test func boundingBoxOfPointsHoldsEachPointAndOfNoPointsIsZero() {
        let points = [Point(x: 4, y: 1), Point(x: 0, y: 3), Point(x: 2, y: -1.5)]
        #expect(Rect(boundingBoxOf: points) == Rect(x: 0, y: -1.5, width: 4, height: 4.5))
        #expect(Rect(boundingBoxOf: [Point(x: 7, y: 8)]) == Rect(x: 7, y: 8, width: 0, height: 0))
        #expect(Rect(boundingBoxOf: []) == .zero)
    }

    @Test func emptyRectContainsNothingNotEvenItsOrigin() {
        #expect(!Rect(x: 5, y: 5, width: 0, height: 0).contains(Point(x: 5, y: 5)))
        #expect(!Rect(x: 5, y: 5, width: 10, height: 0).contains(Point(x: 6, y: 5)))
        #expect(!Rect(x: 5, y: 5, width: 0, height: 10).contains(Point(x: 5, y: 6)))
        #expect(Rect(x: 5, y: 5, width: 0, height: 10).isEmpty)
    }

    @Test func negativeSizedRectContainsLikeItsStandardizedForm() {
        let r = Rect(x: 10, y: 10, width: -10, height: -10)
        #expect(r.standardized == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(r.contains(Point(x: 9.5, y: 9.5)))
        #expect(!r.contains(Point(x: 10, y: 5)))
        #expect(r.width == 10 && r.height == 10 && r.minX == 0 && r.maxY == 10)
    }

    @Test func nonFiniteRectsAndPointsContainNothing() {
        let r = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(!r.contains(Point(x: .nan, y: 5)))
        #expect(!r.contains(Point(x: 5, y: .infinity)))
        #expect(!Rect(x: .nan, y: 0, width: 10, height: 10).contains(Point(x: 1, y: 1)))
        #expect(!Rect(x: 0, y: 0, width: .nan, height: 10).contains(Point(x: 1, y: 1)))
        #expect(!Point(x: .nan, y: 0).isFinite)
        #expect(Point(x: 1, y: 0).isFinite)
    }

    @Test func insetByNegativeInsetsGrowsEveryEdge() {
        let r = Rect(x: 10, y: 10, width: 20, height: 20)
        #expect(
            r.inset(by: EdgeInsets(top: -5, left: -6, bottom: -7, right: -8)) == Rect(x: 4, y: 5, width: 34, height: 32)
        )
        #expect(
            r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 12, y: 11, width: 14, height: 16))
        #expect(r.expanded(by: 2, 3) == Rect(x: 8, y: 7, width: 24, height: 26))
    }

    @Test func unionAndIntersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.union(.zero) == a)
        #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)).isEmpty)
    }

    @Test func cornersGoClockwiseFromTheOrigin() {
        #expect(
            Rect(x: 1, y: 2, width: 3, height: 4).corners == [
                Point(x: 1, y: 2), Point(x: 4, y: 2), Point(x: 4, y: 6), Point(x: 1, y: 6),
            ])
    }

    @Test func colorsAreEquatableValues() {
        #expect(Color(hex: 0xFF8000) == Color(red: 1, green: 128.0 / 255, blue: 0))
        #expect(Color.black.withAlpha(0.5) == Color(white: 0, alpha: 0.5))
        #expect(Color.clear.alpha == 0)
    }
}
