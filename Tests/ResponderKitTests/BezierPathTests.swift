import Foundation
import ResponderKit
import Testing

@Suite("BezierPath: shapes and containment")
struct BezierPathTests {
    @Test func aRectanglePathContainsAsTheRectangleDoes() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        let path = BezierPath(rect: r)
        for point in [
            Point(x: 10, y: 20), Point(x: 109.999, y: 69.999), Point(x: 110, y: 30), Point(x: 50, y: 70),
            Point(x: 9.999, y: 30), Point(x: 50, y: 19.999), Point(x: 60, y: 45),
        ] {
            #expect(path.contains(point) == r.contains(point), "\(point)")
        }
        #expect(path.bounds == r)
    }

    @Test func anOvalFollowsTheEllipse() {
        let oval = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 200, height: 100))
        // x²/100² + y²/50² = 1 about the centre (100, 50): points just in and just out along each diagonal.
        for angle in stride(from: 0.1, to: 6.2, by: 0.7) {
            let inside = Point(x: 100 + 99.5 * cos(angle), y: 50 + 49.5 * sin(angle))
            let outside = Point(x: 100 + 100.5 * cos(angle), y: 50 + 50.5 * sin(angle))
            #expect(oval.contains(inside), "\(angle)")
            #expect(!oval.contains(outside), "\(angle)")
        }
        #expect(!oval.contains(Point(x: 3, y: 3)))
    }

    @Test func roundedCornersCutOnlyTheCornersChosen() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 60)
        let all = BezierPath(roundedRect: bounds, cornerRadius: 20)
        #expect(!all.contains(Point(x: 2, y: 2)))
        #expect(!all.contains(Point(x: 97, y: 57)))
        #expect(all.contains(Point(x: 7, y: 7)))  // 18.4 from the corner's centre (20, 20)
        #expect(all.contains(Point(x: 50, y: 0)))  // the top edge between the corners
        let top = BezierPath(
            roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
            cornerRadii: Size(width: 20, height: 20))
        #expect(!top.contains(Point(x: 2, y: 2)))
        #expect(top.contains(Point(x: 2, y: 57)))  // the bottom corners are square
        let clamped = BezierPath(roundedRect: bounds, cornerRadius: 500)
        #expect(clamped.contains(Point(x: 50, y: 30)))  // at most half the shorter side: a capsule
        #expect(!clamped.contains(Point(x: 3, y: 3)))
    }

    @Test func arcsRunTheWayAskedAndCloseIntoWedges() {
        let center = Point(x: 50, y: 50)
        // Clockwise on screen from 0 (right) to π/2 (down): the lower-right quarter.
        let wedge = BezierPath()
        wedge.move(to: center)
        wedge.addArc(withCenter: center, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        wedge.close()
        #expect(wedge.contains(Point(x: 70, y: 70)))
        #expect(!wedge.contains(Point(x: 30, y: 30)))
        // The other way round from the same angles: the other three quarters.
        let rest = BezierPath()
        rest.move(to: center)
        rest.addArc(withCenter: center, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        rest.close()
        #expect(!rest.contains(Point(x: 70, y: 70)))
        #expect(rest.contains(Point(x: 30, y: 30)))
        #expect(rest.contains(Point(x: 70, y: 30)))
        let circle = BezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: 7, clockwise: true)
        #expect(circle.contains(Point(x: 50, y: 59)))  // a full turn or more: the whole circle
        #expect(abs(circle.bounds.width - 20) < 0.01)
    }

    @Test func anInnerShapeIsAHoleByEvenOddOrByDirection() {
        let ring = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 100, height: 100))
        ring.append(BezierPath(ovalIn: Rect(x: 30, y: 30, width: 40, height: 40)))
        #expect(ring.contains(Point(x: 50, y: 50)))  // non-zero: both turn the same way
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(Point(x: 50, y: 50)))
        #expect(ring.contains(Point(x: 10, y: 50)))
    }

    @Test func linesCurvesAndTransformsBuildAShape() {
        let triangle = BezierPath()
        triangle.move(to: Point(x: 0, y: 0))
        triangle.addLine(to: Point(x: 100, y: 0))
        triangle.addLine(to: Point(x: 0, y: 100))
        #expect(triangle.contains(Point(x: 10, y: 10)))  // open subpaths fill as if closed
        #expect(!triangle.contains(Point(x: 60, y: 60)))
        #expect(triangle.currentPoint == Point(x: 0, y: 100))
        triangle.apply(Transform(translationX: 100, y: 0))
        #expect(triangle.contains(Point(x: 110, y: 10)))
        let bump = BezierPath()
        bump.move(to: Point(x: 0, y: 100))
        bump.addQuadCurve(to: Point(x: 100, y: 100), controlPoint: Point(x: 50, y: 0))
        bump.close()
        #expect(bump.contains(Point(x: 50, y: 60)))  // the quadratic's peak is at y = 50
        #expect(!bump.contains(Point(x: 50, y: 45)))
        #expect(BezierPath().bounds.isNull)
        #expect(!BezierPath().contains(.zero))
    }
}
