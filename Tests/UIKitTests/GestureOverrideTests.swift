import Testing
import UIKit

@MainActor
@Suite("iOS overrides that steer gesture recognizers")
struct GestureOverrideTests {
    @Test func aPanLimitedToSidewaysDragsFailsOnAVerticalOne() {
        let screen = Screen()
        let card = SwipeCardView(frame: CGRect(x: 20, y: 100, width: 280, height: 200))
        screen.window.addSubview(card)

        let sideways = screen.drag(from: CGPoint(x: 100, y: 200), by: CGPoint(x: 60, y: 5), watching: card.pan)
        #expect(sideways.first == .began)
        let down = screen.drag(from: CGPoint(x: 100, y: 200), by: CGPoint(x: 5, y: 60), watching: card.pan, time: 1)
        #expect(down == [.failed])
    }

    @Test func withoutTheOverrideAVerticalDragPansToo() {
        let screen = Screen()
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 280, height: 200))
        let pan = UIPanGestureRecognizer()
        card.addGestureRecognizer(pan)
        screen.window.addSubview(card)

        let down = screen.drag(from: CGPoint(x: 100, y: 200), by: CGPoint(x: 5, y: 60), watching: pan)
        #expect(down.first == .began)
    }

    @Test func aDelegateKeepsTouchesOnControlsFromThePan() {
        let screen = Screen()
        let drawer = DrawerPanel(frame: CGRect(x: 0, y: 200, width: 320, height: 280))
        let slider = UISlider(frame: CGRect(x: 20, y: 40, width: 280, height: 30))
        drawer.addSubview(slider)
        screen.window.addSubview(drawer)

        var onSlider: [UIGestureRecognizer.State] = []
        let sliderPhases = screen.phasesDelivered(to: slider) {
            onSlider = screen.drag(from: CGPoint(x: 60, y: 255), by: CGPoint(x: 80, y: 0), watching: drawer.pan)
        }
        #expect(onSlider.isEmpty)  // the pan never saw the touch
        #expect(sliderPhases.last == .ended)  // the slider kept it to the end
        let beside = screen.drag(from: CGPoint(x: 60, y: 400), by: CGPoint(x: 80, y: 0), watching: drawer.pan, time: 1)
        #expect(beside.first == .began)
    }

    @Test func withoutTheDelegateThePanTakesTheSlidersDrag() {
        let screen = Screen()
        let drawer = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 280))
        let pan = UIPanGestureRecognizer()
        drawer.addGestureRecognizer(pan)
        let slider = UISlider(frame: CGRect(x: 20, y: 40, width: 280, height: 30))
        drawer.addSubview(slider)
        screen.window.addSubview(drawer)

        var onSlider: [UIGestureRecognizer.State] = []
        let sliderPhases = screen.phasesDelivered(to: slider) {
            onSlider = screen.drag(from: CGPoint(x: 60, y: 255), by: CGPoint(x: 80, y: 0), watching: pan)
        }
        #expect(onSlider.first == .began)
        #expect(sliderPhases.last == .cancelled)
    }
}
