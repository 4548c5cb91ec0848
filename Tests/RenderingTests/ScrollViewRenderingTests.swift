import Rendering
import ResponderKit
import Testing

/// A scroll view on screen (behaviour 10): its content clipped to its bounds
/// and moved by the offset, and thin indicators only while it moves.
@Suite("Scroll view rendering")
@MainActor
struct ScrollViewRenderingTests {
    /// A 100 × 100 scroll view at (0, 0) in a 200 × 200 white window, with a
    /// black 100 × 300 content view.
    func scene() -> (Application, Window, ScrollView) {
        let app = Application()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.backgroundColor = .white
        app.addWindow(window)
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        list.contentSize = Size(width: 100, height: 300)
        window.addSubview(list)
        let content = View(frame: Rect(x: 0, y: 0, width: 100, height: 300))
        content.backgroundColor = .black
        list.addSubview(content)
        return (app, window, list)
    }

    func render(_ window: Window) -> Framebuffer {
        let canvas = Canvas(width: 200, height: 200, fill: .white)
        ViewRenderer(showsNames: false).render(window, in: canvas)
        return canvas.framebuffer
    }

    @Test func contentIsClippedToTheScrollViewsBounds() {
        let (_, window, _) = scene()
        let image = render(window)
        #expect(grey(image, 50, 50) == 0)
        #expect(grey(image, 50, 150) == 255)
    }

    @Test func indicatorShowsOnlyWhileDragging() {
        let (app, window, list) = scene()
        list.subviews[0].backgroundColor = .white
        #expect(inkBounds(render(window)) == nil)
        app.injectTouch(.began, at: Point(x: 50, y: 80), in: window, timestamp: 0)
        app.injectTouch(.moved, at: Point(x: 50, y: 60), in: window, timestamp: 0.02)
        app.injectTouch(.moved, at: Point(x: 50, y: 30), in: window, timestamp: 0.04)
        #expect(list.isDragging)
        let ink = inkBounds(render(window))
        // A thin bar along the right edge, a third of the height (100 of 300 points), a little way down.
        #expect(
            ink.map { $0.minX >= 90 && $0.maxX <= 98 && $0.maxY - $0.minY > 25 && $0.maxY - $0.minY < 40 } == true,
            "\(String(describing: ink))")
        app.injectTouch(.ended, at: Point(x: 50, y: 30), in: window, timestamp: 1)
        #expect(!list.isDragging && !list.isDecelerating)
        #expect(inkBounds(render(window)) == nil)
    }
}
