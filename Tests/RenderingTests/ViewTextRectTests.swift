import ResponderKit
import Testing

@testable import Rendering

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
        let box = Rect(
            x: rect.minX + view.frame.minX, y: rect.minY + view.frame.minY, width: rect.width, height: rect.height)
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

    /// A dump prints a button's title label (`UIButtonLabel`) as a subview; the
    /// title the user's code set is then that label's text, drawn once, by the label.
    @Test func aButtonWhoseTitleLabelIsASubviewDrawsItsTitleOnlyThere() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 120))
        let button = Button(frame: Rect(x: 40, y: 20, width: 200, height: 60))
        button.title = "Shop now"
        // Off the button's middle, where the button would centre its own title.
        let titleLabel = Label(frame: Rect(x: 110, y: 10, width: 90, height: 40))
        titleLabel.text = "Shop now"
        button.addSubview(titleLabel)
        window.addSubview(button)
        let canvas = Canvas(width: 300, height: 120, fill: .white, textRenderer: try TextRenderer())
        ViewRenderer().render(window, in: canvas)
        #expect(ViewRenderer().textRect(of: button, in: canvas) == nil)
        let ink = try #require(inkBounds(canvas.framebuffer))
        expectInside(ink, titleLabel.convert(titleLabel.bounds, to: window))
    }

    @Test func aNamedViewsNameLiesInsideItsTextRectAtTheTopLeft() throws {
        let tile = View(frame: Rect(x: 10, y: 10, width: 160, height: 90))
        tile.name = "Tile 4"
        let (box, ink) = try ink(of: tile)
        expectInside(ink, box)
        #expect(box.minX == 18 && box.minY == 16)
    }

    @Test(arguments: [Label.Alignment.left, .center, .right])
    func aLabelOfAnyNumberOfLinesWrapsItsTextWithinItsFrame(alignment: Label.Alignment) throws {
        let label = Label(frame: Rect(x: 20, y: 10, width: 160, height: 100))
        label.text = "A pan begins only along an axis its scroll view can scroll."
        label.numberOfLines = 0
        label.textAlignment = alignment
        let (box, ink) = try ink(of: label)
        expectInside(ink, box)
        #expect(box.width <= 160 && box.minX >= 20 && box.maxX <= 180)
        // Three lines or more: taller than two of 13 points.
        #expect(box.height > 40, "\(box)")
    }

    @Test func aLabelOfOneLineStaysOnOneLineCutAtItsWidth() throws {
        let label = Label(frame: Rect(x: 20, y: 10, width: 160, height: 100))
        label.text = "A pan begins only along an axis its scroll view can scroll."
        let (box, ink) = try ink(of: label)
        expectInside(ink, box)
        #expect(box.height < 20 && box.width <= 160)
    }

    @Test func aWrappedLabelShowsTheLinesItsHeightHoldsAndNoMore() throws {
        let canvas = Canvas(width: 300, height: 120, fill: .white, textRenderer: try chineseTextRenderer())
        let label = Label(frame: Rect(x: 0, y: 0, width: 120, height: 40))
        label.text = "点击一行：它的点击手势在松手时识别。按住一行 0.15 秒，它才收到 touchesBegan。"
        label.numberOfLines = 0
        let lines = try #require(ViewRenderer().labelLayout(label, in: canvas)).lines.map(\.text)
        #expect(lines.count == 2 && lines[1].hasSuffix("…"), "\(lines)")
        label.numberOfLines = 1
        #expect(ViewRenderer().labelLayout(label, in: canvas)?.lines.count == 1)
        label.frame.size.height = 400
        label.numberOfLines = 3
        let three = try #require(ViewRenderer().labelLayout(label, in: canvas)).lines.map(\.text)
        #expect(three.count == 3 && three[2].hasSuffix("…"), "\(three)")
        // 避头尾: no line of the paragraph starts with closing punctuation.
        label.numberOfLines = 0
        let all = try #require(ViewRenderer().labelLayout(label, in: canvas)).lines.map(\.text)
        #expect(all.count > 3 && all.allSatisfy { !"，。：；）".contains($0.first!) }, "\(all)")
    }
}
