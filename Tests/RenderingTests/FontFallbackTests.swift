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
            #expect(renderer.measure("Touch at (300, 255) → B.1", font: FontSpec(size: 12)).width
                    == plain.measure("Touch at (300, 255) → B.1", font: FontSpec(size: 12)).width)
        }
        func draw(_ text: TextRenderer) -> Framebuffer {
            let canvas = Canvas(width: 200, height: 30, fill: .white, textRenderer: text)
            canvas.drawText("hitTest override → nil", at: Point(x: 4, y: 6), font: FontSpec(size: 12), color: .black)
            return canvas.framebuffer
        }
        #expect(draw(plain) == draw(withFallback))
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
