import Rendering
import ResponderKit
import Testing

@Suite struct TextTests {
    @Test func textIsDeterministicAndInsideMeasuredBox() throws {
        func draw() throws -> (Framebuffer, TextMetrics) {
            let canvas = Canvas(width: 160, height: 40, fill: .white, textRenderer: try TextRenderer())
            let font = FontSpec(size: 13)
            canvas.drawText("Hxg Wy — Touch", at: Point(x: 10.3, y: 8), font: font, color: .black)
            return (canvas.framebuffer, canvas.measureText("Hxg Wy — Touch", font: font))
        }
        let (first, metrics) = try draw()
        let (second, _) = try draw()
        #expect(first == second)
        let ink = try #require(inkBounds(first))
        #expect(ink.minX >= 10 && Double(ink.maxX) <= 10.3 + metrics.width + 1)
        #expect(ink.minY >= 8 && Double(ink.maxY) < 8 + metrics.ascent + metrics.descent + 1)
        #expect(Double(ink.maxX) > 10.3 + metrics.width - 3)  // the box is tight, not just large
        #expect(abs(metrics.ascent - 13 * 1901 / 2048) < 1e-9 && abs(metrics.descent - 13 * 483 / 2048) < 1e-9)
    }

    @Test func measuringIsScaleIndependentAndKerned() throws {
        let text = try TextRenderer()
        let font = FontSpec(size: 12)
        let pair = text.measure("AV", font: font).width
        let apart = text.measure("A", font: font).width + text.measure("V", font: font).width
        #expect(pair < apart - 0.3)
        let canvas = Canvas(width: 10, height: 10, textRenderer: text)
        canvas.scaleBy(x: 2, y: 2)
        #expect(canvas.measureText("Hello", font: font) == text.measure("Hello", font: font))
    }

    @Test func boldIsWiderThanRegular() throws {
        let text = try TextRenderer()
        #expect(
            text.measure("Button", font: FontSpec(size: 13, weight: .bold)).width
                > text.measure("Button", font: FontSpec(size: 13)).width + 1)
    }

    @Test func scaleTwoRendersGlyphsAtTwiceThePixelSize() throws {
        func inkHeight(scale: Double) throws -> Int {
            let canvas = Canvas(
                width: Int(60 * scale), height: Int(30 * scale), fill: .white, textRenderer: try TextRenderer())
            canvas.scaleBy(x: scale, y: scale)
            canvas.drawText("H", at: Point(x: 5, y: 5), font: FontSpec(size: 13), color: .black)
            let ink = try #require(inkBounds(canvas.framebuffer))
            #expect(ink.minY >= Int(5 * scale))
            return ink.maxY - ink.minY + 1
        }
        let one = try inkHeight(scale: 1), two = try inkHeight(scale: 2)
        #expect(abs(two - 2 * one) <= 2, "H is \(one) px tall at 1× and \(two) px at 2×")
        #expect(one >= 9 && one <= 10)  // cap height 0.73 em, hinted to whole pixels
    }

    @Test func uprightTextHasCrispBaselineAndCapHeight() throws {
        let canvas = Canvas(width: 40, height: 30, fill: .white, textRenderer: try TextRenderer())
        canvas.drawText("H", at: Point(x: 4, y: 4), font: FontSpec(size: 13), color: .black)
        let image = canvas.framebuffer
        let ink = try #require(inkBounds(image))
        // Light hinting puts horizontal edges on the pixel grid: down the darkest
        // column of the left stem, the first and last rows are as dark as the stem's
        // middle, with no half-covered rows above or below.
        let middle = ink.minY + 1
        let stem = (ink.minX...ink.minX + 2).min { grey(image, $0, middle) < grey(image, $1, middle) }!
        let column = (ink.minY...ink.maxY).map { grey(image, stem, $0) }
        #expect(
            column.count >= 9 && column.allSatisfy { abs($0 - column[1]) <= 12 || $0 < column[1] },
            "stem column \(column)")
        #expect(column[1] < 128)
    }

    @Test func rotatedTextTurnsWithTheTransform() throws {
        let canvas = Canvas(width: 60, height: 120, fill: .white, textRenderer: try TextRenderer())
        canvas.translateBy(x: 30, y: 10)
        canvas.rotate(by: .pi / 2)
        canvas.drawText("Rotated", at: .zero, font: FontSpec(size: 14), color: .black)
        let ink = try #require(inkBounds(canvas.framebuffer))
        let width = ink.maxX - ink.minX + 1, height = ink.maxY - ink.minY + 1
        #expect(height > 3 * width)
        #expect(ink.maxX <= 30 && ink.minY >= 10)  // the text's top is towards +x before rotation → −x after
    }

    @Test func centreAnchorCentresTheTextBox() throws {
        let canvas = Canvas(width: 100, height: 40, fill: .white, textRenderer: try TextRenderer())
        canvas.drawText(
            "Buy", at: Point(x: 50, y: 20), font: FontSpec(size: 15, weight: .bold), color: .black, anchor: .center)
        let ink = try #require(inkBounds(canvas.framebuffer))
        #expect(abs(Double(ink.minX + ink.maxX + 1) / 2 - 50) <= 1.5)
        #expect(abs(Double(ink.minY + ink.maxY + 1) / 2 - 20) <= 3)
    }

    @Test func baselineAnchorPutsTheBaselineOnThePoint() throws {
        let canvas = Canvas(width: 60, height: 40, fill: .white, textRenderer: try TextRenderer())
        canvas.drawText("HI", at: Point(x: 5, y: 20), font: FontSpec(size: 13), color: .black, anchor: .baselineLeft)
        #expect(try #require(inkBounds(canvas.framebuffer)).maxY == 19)
    }

    @Test func truncationFitsAndEndsWithAnEllipsis() throws {
        let text = try TextRenderer()
        let font = FontSpec(size: 12)
        let short = text.truncate("A rather long label for a small view", toWidth: 90, font: font)
        #expect(short.hasSuffix("…") && short.hasPrefix("A rather"))
        #expect(text.measure(short, font: font).width <= 90)
        #expect(text.truncate("Fits", toWidth: 90, font: font) == "Fits")
        #expect(text.truncate("Anything", toWidth: 1, font: font) == "")
    }

    @Test func wrappingBreaksAtSpacesWithinTheWidth() throws {
        let text = try TextRenderer()
        let font = FontSpec(size: 12)
        let lines = text.wrap("The quick brown fox jumps over the lazy dog\nEnd", toWidth: 100, font: font)
        #expect(lines.count >= 4 && lines.last == "End")
        #expect(lines.allSatisfy { text.measure($0, font: font).width <= 100 })
        #expect(lines.dropLast().joined(separator: " ") == "The quick brown fox jumps over the lazy dog")
    }

    /// DejaVu Sans has no 日: the font's .notdef glyph, a hollow box, stands in for it,
    /// so a missing character shows as missing rather than as nothing or as another one.
    @Test func missingGlyphsStillDrawTheNotdefBox() throws {
        let canvas = Canvas(width: 40, height: 30, fill: .white, textRenderer: try TextRenderer())
        canvas.drawText("日", at: Point(x: 4, y: 4), font: FontSpec(size: 16), color: .black)
        let image = canvas.framebuffer
        let box = try #require(inkBounds(image))
        #expect(box.maxX - box.minX >= 6 && box.maxY - box.minY >= 9, "\(box): too small for a box")
        func dark(_ x: Int, _ y: Int) -> Bool { image[x, y] & 0xFF < 0x80 }
        // Each side inked along nearly all its length, the inside blank.
        let height = box.minY...box.maxY, width = box.minX...box.maxX
        for (side, inked) in [
            ("left", height.filter { dark(box.minX, $0) || dark(box.minX + 1, $0) }.count),
            ("right", height.filter { dark(box.maxX, $0) || dark(box.maxX - 1, $0) }.count),
        ] {
            #expect(inked >= height.count - 2, "the \(side) side is inked on \(inked) of \(height.count) rows")
        }
        for (side, inked) in [
            ("top", width.filter { dark($0, box.minY) || dark($0, box.minY + 1) }.count),
            ("bottom", width.filter { dark($0, box.maxY) || dark($0, box.maxY - 1) }.count),
        ] {
            #expect(inked >= width.count - 2, "the \(side) side is inked on \(inked) of \(width.count) columns")
        }
        let inside = (box.minY + 3...box.maxY - 3).flatMap { y in (box.minX + 3...box.maxX - 3).map { (x: $0, y: y) } }
        #expect(inside.allSatisfy { !dark($0.x, $0.y) }, "the box is not hollow")
    }

    @Test func missingFontErrorNamesThePackage() {
        #expect(throws: FontError.dejaVuSansNotFound) {
            try FontFiles.locateDejaVuSans(using: FontMatcher(fontFiles: []))
        }
        #expect(
            FontError.dejaVuSansNotFound.description
                == "DejaVu Sans was not found: install the fonts-dejavu-core package (apt-get install fonts-dejavu-core)."
        )
    }

    @Test func dejaVuSansIsFoundThroughFontconfigInBothWeights() throws {
        let files = try FontFiles.locateDejaVuSans()
        #expect(files.regular.path.hasSuffix("/DejaVuSans.ttf") && files.regular.index == 0)
        #expect(files.bold.path.hasSuffix("/DejaVuSans-Bold.ttf") && files.bold.index == 0)
        #expect(files.fallback == nil)
    }

    @Test func unopenableFontFileReportsItsPath() {
        #expect(throws: FontError.cannotOpen(path: "/nonexistent/Font.ttf", freeTypeError: 1)) {
            try TextRenderer(regularFontPath: "/nonexistent/Font.ttf")
        }
    }
}
