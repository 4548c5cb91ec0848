import Testing
import UIKit

@MainActor
@Suite("iOS overrides that shape the touch area")
struct ShapeOverrideTests {
    @Test func anOvalPathLeavesTheCornersToWhatIsBehind() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let round = CircleButton(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(round)

        #expect(hit(root, 100, 100) === round)  // the centre
        #expect(hit(root, 55, 55) === root)  // a corner of the bounds, outside the circle
        #expect(hit(root, 51, 100) === round)  // just inside the left edge of the circle
        #expect(hit(root, 65, 65) === round)  // inside, near the rim (distance 49.5 from the centre)
        #expect(hit(root, 63, 63) === root)  // outside, near the rim (distance 52.3)
    }

    @Test func theLayersCornerRadiusRoundsTheArea() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = RoundedCardView(frame: CGRect(x: 50, y: 50, width: 200, height: 120))
        root.addSubview(card)

        #expect(card.layer.cornerRadius == 20)
        #expect(card.clipsToBounds)  // masksToBounds is the view's clipping
        #expect(hit(root, 52, 52) === root)  // in the bounds' corner, outside the rounding
        #expect(hit(root, 56, 56) === card)  // inside the rounding (distance 19.8 from its centre)
        #expect(hit(root, 150, 51) === card)  // along an edge: as the bounds
        card.layer.cornerRadius = 0
        #expect(hit(root, 52, 52) === card)
    }

    @Test func aDistanceTestMakesARoundButton() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let round = RadiusButton(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        root.addSubview(round)

        #expect(hit(root, 30, 1) === round)
        #expect(hit(root, 5, 5) === root)
    }

    @Test func aBulgeButtonTakesTouchesAboveTheTabBar() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let tabBar = BulgeTabBar(frame: CGRect(x: 0, y: 761, width: 390, height: 83))
        root.addSubview(tabBar)
        let plainTab = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 49))
        tabBar.addSubview(plainTab)

        #expect(hit(root, 195, 745) === tabBar.middleButton)  // 16 points above the bar
        #expect(hit(root, 195, 790) === tabBar.middleButton)  // on the bar
        #expect(hit(root, 20, 745) === root)  // above the bar, beside the button
        #expect(hit(root, 20, 770) === plainTab)  // the default for the rest of the bar
        #expect(hit(root, 300, 800) === tabBar)
    }
}
