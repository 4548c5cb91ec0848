import Testing
import UIKit

@MainActor
@Suite("iOS overrides that send touches elsewhere")
struct RedirectionOverrideTests {
    @Test func subviewsHangingOutsideStayTouchable() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let bar = OverflowView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let menu = UIView(frame: CGRect(x: 200, y: 44, width: 120, height: 150))
        let item = UIButton(frame: CGRect(x: 0, y: 100, width: 120, height: 44))
        menu.addSubview(item)
        bar.addSubview(menu)
        root.addSubview(bar)

        #expect(hit(root, 250, 100) === menu)  // below the bar: outside its bounds
        #expect(hit(root, 250, 160) === item)  // converted down two levels
        #expect(hit(root, 100, 100) === root)  // below the bar, where no subview hangs
        #expect(hit(root, 100, 20) === bar)  // the bar's own area: the default
        menu.isHidden = true
        #expect(hit(root, 250, 100) === root)  // a hidden subview is skipped by its own hitTest
    }

    @Test func aForwardingViewHandsItsAreaToItsTarget() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let header = ForwardingView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        let toggle = UIButton(frame: CGRect(x: 270, y: 10, width: 40, height: 40))
        header.addSubview(toggle)
        root.addSubview(header)

        #expect(hit(root, 20, 20) === header)  // no target yet: the default
        header.target = toggle
        #expect(hit(root, 20, 20) === toggle)
        #expect(hit(root, 20, 100) === root)  // outside the header: untouched
    }

    @Test func dragsBesideANarrowScrollViewGoToIt() {
        let container = CarouselContainerView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        container.scrollView.frame = CGRect(x: 45, y: 0, width: 300, height: 200)
        container.scrollView.contentSize = CGSize(width: 1500, height: 200)
        let page = UIButton(frame: CGRect(x: 10, y: 10, width: 280, height: 180))
        container.scrollView.addSubview(page)
        container.addSubview(container.scrollView)

        #expect(hit(container, 20, 100) === container.scrollView)  // beside it: forwarded
        #expect(hit(container, 100, 100) === page)  // on it: the default
        #expect(hit(container, 100, 5) === container.scrollView)  // the scroll view's own margin
        #expect(hit(container, 20, 300) == nil)  // outside the container
    }

    @Test func aHandWrittenDefaultWalksTheSubviewsFrontToBack() {
        let root = ManualHitTestView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)

        #expect(hit(root, 75, 75) === front)  // both contain it: the frontmost wins
        #expect(hit(root, 25, 25) === back)
        #expect(hit(root, 180, 20) === root)
        root.isHidden = true
        #expect(hit(root, 25, 25) == nil)
        root.isHidden = false
        root.alpha = 0.005
        #expect(hit(root, 25, 25) === back)  // the copy's bug: `alpha > 0` takes it
        let plain = UIView(frame: root.bounds)
        plain.alpha = 0.005
        #expect(hit(plain, 25, 25) == nil)  // the default skips it (below 0.01)
    }
}
