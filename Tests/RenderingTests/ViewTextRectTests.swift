import Rendering
import ResponderKit
import Testing

/// `ViewRenderer.textRect(of:in:)` says where a view's own text is drawn, so
/// the overlay can keep its labels off the hit view's: the ink drawn must lie
/// inside that box.
@Suite("Where a view's text is drawn")
@MainActor
struct ViewTextRectTests {
    func ink(of view: View) throws -> (box: Rect, ink: (minX: Int, minY: Int, maxX: Int, maxY: Int)) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 120))
        window.addSubview(view)
        let canvas = Canvas(width: 300, height: 120, fill: .white, textRenderer: try TextRenderer())
        ViewRenderer().render(window, in: canvas)
        let rect = try #require(ViewRenderer().textRect(of: view, in: canvas))
        let box = Rect(x: rect.minX + view.frame.minX, y: rect.minY + view.frame.minY, width: rect.width, height: rect.height)
        return (box, try #require(inkBounds(canvas.framebuffer)))
    }

    func expectInside(_ ink: (minX: Int, minY: Int, maxX: Int, maxY: Int), _ box: Rect) {
        // A pixel of antialiasing either side.
        #expect(Double(ink.minX) >= box.minX - 1 && Double(ink.maxX) <= box.maxX + 1, "ink \(ink) outside \(box)")
        #expect(Double(ink.minY) >= box.minY - 1 && Double(ink.maxY) <= box.maxY + 1, "ink \(ink) outside \(box)")
    }

    @Test(arguments: [Label.Alignment.left, .center, .right])
    func aLabelsTextLiesInsideItsTextRect(alignment: Label.Alignment) throws {
        let label = Label(frame: Rect(x: 20, y: 30, width: 240, height: 40))
        label.text = "Outside its parent"
        label.textAlignment = alignment
        let (box, ink) = try ink(of: label)
        expectInside(ink, box)
        #expect(box.width < 200)
    }

    @Test func aButtonsTitleLiesInsideItsTextRectInTheMiddle() throws {
        let button = Button(frame: Rect(x: 40, y: 20, width: 200, height: 60))
        button.title = "Send"
        let (box, ink) = try ink(of: button)
        expectInside(ink, box)
        #expect(abs(box.midX - 140) < 0.5)
    }

    @Test func aNamedViewsNameLiesInsideItsTextRectAtTheTopLeft() throws {
        let tile = View(frame: Rect(x: 10, y: 10, width: 160, height: 90))
        tile.name = "Tile 4"
        let (box, ink) = try ink(of: tile)
        expectInside(ink, box)
        #expect(box.minX == 18 && box.minY == 16)
    }
}
