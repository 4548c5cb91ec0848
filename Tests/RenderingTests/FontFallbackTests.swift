import Rendering
import ResponderKit
import Testing

/// Chinese text through the CJK fallback face (`make test` installs
/// fonts-wqy-microhei when no Chinese font is present).
@Suite("Font fallback for Chinese")
@MainActor
struct FontFallbackTests {
    @Test func withoutACJKFontTheErrorSaysWhichPackageToInstall() throws {
        let dejaVuOnly = FontMatcher(fontFiles: [try FontFiles.locateDejaVuSans().regular.path])
        #expect(throws: FontError.cjkFontNotFound) { try FontFiles.locateCJKFont(using: dejaVuOnly) }
        let message = FontError.cjkFontNotFound.description
        #expect(message.contains("--lang zh"))
        #expect(message.contains("apt-get install fonts-wqy-microhei"))
    }

    @Test func dejaVuAloneHasNoChineseGlyphs() throws {
        let text = try TextRenderer()
        #expect(text.missingGlyphs(in: "命中视图").count == 4)
        #expect(text.missingGlyphs(in: "hit view").isEmpty)
    }

    @Test func distinctIdeographsDrawDistinctInkNotTheSameMissingGlyphBox() throws {
        let text = try chineseTextRenderer()
        func draw(_ s: String, weight: FontSpec.Weight = .regular) -> Framebuffer {
            let canvas = Canvas(width: 40, height: 40, fill: .white, textRenderer: text)
            canvas.drawText(s, at: Point(x: 8, y: 8), font: FontSpec(size: 20, weight: weight), color: .black)
            return canvas.framebuffer
        }
        let images = ["命", "中", "视", "图"].map { draw($0) }
        for image in images { #expect(inkArea(image) > 20) }
        #expect(Set(images.map(\.pixels)).count == 4)
        // Bold is synthesized for the fallback face: more ink than regular.
        #expect(inkArea(draw("命", weight: .bold)) > inkArea(images[0]) * 1.1)
    }

    @Test func latinTextIsUnchangedByAFallbackFace() throws {
        let plain = try TextRenderer(), withFallback = try chineseTextRenderer()
        for renderer in [plain, withFallback] {
            #expect(
                renderer.measure("Touch at (300, 255) → B.1", font: FontSpec(size: 12)).width
                    == plain.measure("Touch at (300, 255) → B.1", font: FontSpec(size: 12)).width)
        }
        func draw(_ text: TextRenderer) -> Framebuffer {
            let canvas = Canvas(width: 200, height: 30, fill: .white, textRenderer: text)
            canvas.drawText("hitTest override → nil", at: Point(x: 4, y: 6), font: FontSpec(size: 12), color: .black)
            return canvas.framebuffer
        }
        #expect(draw(plain) == draw(withFallback))
    }

    /// Fonts centre a full-width bracket in its em; set so, `（touchesBegan）` reads as `（ touchesBegan ）`.
    @Test func aFullWidthBracketTakesLessThanAnEmAndHugsTheTextItEncloses() throws {
        let text = try chineseTextRenderer()
        let font = FontSpec(size: 40)
        #expect(text.measure("（", font: font).width < 40 * 0.7)
        #expect(text.measure("）", font: font).width < 40 * 0.7)
        let canvas = Canvas(width: 200, height: 60, fill: .white, textRenderer: text)
        canvas.drawText("（t）", at: Point(x: 10, y: 4), font: font, color: .black)
        let image = canvas.framebuffer
        let inked = (0..<image.width).map { x in (0..<image.height).contains { y in rgb(image[x, y]).r < 200 } }
        // The blank columns between the three inks: bracket, t, bracket.
        var gaps: [Int] = [], run = 0, seenInk = false
        for column in inked {
            if column {
                if seenInk, run > 0 { gaps.append(run) }
                seenInk = true
                run = 0
            } else {
                run += 1
            }
        }
        #expect(gaps.count == 2, "\(gaps)")
        #expect(gaps.allSatisfy { $0 <= 4 }, "a tenth of an em at most between a bracket and the t: \(gaps)")
    }

    @Test func mixedTextAdvancesPastEachFacesGlyphs() throws {
        let text = try chineseTextRenderer()
        let font = FontSpec(size: 12)
        let mixed = text.measure("被 C 遮挡", font: font).width
        let parts = ["被", " C ", "遮挡"].map { text.measure($0, font: font).width }.reduce(0, +)
        #expect(abs(mixed - parts) < 0.5)
        #expect(text.measure("遮挡", font: font).width > 20)
    }
}
