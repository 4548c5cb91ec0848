import Rendering
import ResponderKit
import Testing

/// Fonts found through fontconfig in this process, with the face index of a
/// collection honoured (`make test` installs fonts-wqy-microhei, whose
/// wqy-microhei.ttc holds two faces: Micro Hei, then Micro Hei Mono).
@Suite("Fonts through fontconfig")
struct FontMatcherTests {
    @Test func matchByFamilyAndStyleReturnsTheFileAndFaceIndex() throws {
        let bold = try #require(FontMatcher.system.match(family: "DejaVu Sans", style: "Bold"))
        #expect(bold.location.path.hasSuffix("/DejaVuSans-Bold.ttf"))
        #expect(bold.location.index == 0)
        #expect(bold.isFamily("dejavu sans") && bold.style == "Bold")
    }

    @Test func matchByLanguageAnswersOnlyAFaceThatSupportsIt() throws {
        let chinese = try #require(FontMatcher.system.match(language: "zh-cn"), "make test installs a Chinese font")
        let text = try TextRenderer(fontFiles: FontFiles.locateDejaVuSans().withFallback(chinese.location))
        #expect(text.missingGlyphs(in: "说误过命中视图").isEmpty)
        #expect(try FontFiles.locateCJKFont() == chinese.location)
        // fontconfig's closest match to zh-cn among DejaVu's faces is a DejaVu face: refused.
        let dejaVuOnly = FontMatcher(fontFiles: [try FontFiles.locateDejaVuSans().regular.path])
        #expect(dejaVuOnly.match(language: "zh-cn") == nil)
        #expect(dejaVuOnly.match(family: "DejaVu Sans") != nil)
    }

    @Test func theFaceIndexOfACollectionIsWhatFreeTypeOpens() throws {
        let mono = try #require(
            FontMatcher.system.match(family: "WenQuanYi Micro Hei Mono"), "make test installs fonts-wqy-microhei")
        let proportional = try #require(FontMatcher.system.match(family: "WenQuanYi Micro Hei"))
        #expect(mono.isFamily("WenQuanYi Micro Hei Mono") && mono.location.index == 1)
        #expect(proportional.location == FontLocation(path: mono.location.path, index: 0))
        let dejaVu = try FontFiles.locateDejaVuSans()
        for (location, family) in [
            (mono.location, "WenQuanYi Micro Hei Mono"), (proportional.location, "WenQuanYi Micro Hei"),
        ] {
            let text = try TextRenderer(fontFiles: dejaVu.withFallback(location))
            #expect(text.fontFamily(drawing: "说") == family)
        }
    }

    @Test func mixedLatinAndChineseTakeEachCharacterFromTheFaceThatHasIt() throws {
        let chinese = try #require(FontMatcher.system.match(language: "zh-cn"))
        let text = try TextRenderer(fontFiles: FontFiles.locateDejaVuSans().withFallback(chinese.location))
        for scalar in "Tap 按钮 → B.1 命中".unicodeScalars where scalar != " " {
            let family = try #require(text.fontFamily(drawing: scalar), "\(scalar)")
            if scalar.value < 0x2E80 {
                #expect(family == "DejaVu Sans", "\(scalar)")
            } else {
                #expect(chinese.isFamily(family), "\(scalar)")
            }
        }
        #expect(text.fontFamily(drawing: "B", weight: .bold) == "DejaVu Sans")
        #expect(text.fontFamily(drawing: "\u{E000}") == nil)  // a private-use character neither face has
    }

    @Test func aMatcherOfItsOwnFilesSeesNoneOfTheSystemsFonts() throws {
        // Lookups run in this process against the matcher's own configuration:
        // a spawned fc-match would have answered with the system's DejaVu.
        let mono = try #require(FontMatcher.system.match(family: "WenQuanYi Micro Hei Mono"))
        let collectionOnly = FontMatcher(fontFiles: [mono.location.path])
        #expect(throws: FontError.dejaVuSansNotFound) { try FontFiles.locateDejaVuSans(using: collectionOnly) }
        #expect(collectionOnly.match(family: "WenQuanYi Micro Hei Mono")?.location == mono.location)
        #expect(try FontFiles.locateCJKFont(using: collectionOnly).path == mono.location.path)
    }

    @Test func charactersTheFallbackFaceLacksComeFromFontconfigsFallbackList() throws {
        let dejaVu = try FontFiles.locateDejaVuSans()
        let mono = try #require(FontMatcher.system.match(family: "WenQuanYi Micro Hei Mono"))
        let collectionOnly = FontMatcher(fontFiles: [mono.location.path])
        let listed = try #require(collectionOnly.face(covering: "说"))
        #expect(listed.path == mono.location.path)
        #expect(collectionOnly.face(covering: "\u{E000}") == nil)
        // DejaVu Sans as its own fallback has no Chinese either: 说 comes from the list.
        let chained = try TextRenderer(fontFiles: dejaVu.withFallback(dejaVu.regular), matcher: collectionOnly)
        let direct = try TextRenderer(fontFiles: dejaVu.withFallback(listed))
        #expect(chained.missingGlyphs(in: "说误过 A").isEmpty)
        #expect(chained.fontFamily(drawing: "A") == "DejaVu Sans")
        #expect(chained.fontFamily(drawing: "说") == direct.fontFamily(drawing: "说"))
        func draw(_ text: TextRenderer) -> Framebuffer {
            let canvas = Canvas(width: 80, height: 30, fill: .white, textRenderer: text)
            canvas.drawText("A说误", at: Point(x: 4, y: 4), font: FontSpec(size: 16, weight: .bold), color: .black)
            return canvas.framebuffer
        }
        #expect(draw(chained) == draw(direct))
        #expect(draw(chained) != draw(try TextRenderer(fontFiles: dejaVu)))  // not the missing-glyph boxes
        // Without a fallback face a renderer draws only its own glyphs.
        #expect(try TextRenderer(fontFiles: dejaVu, matcher: collectionOnly).missingGlyphs(in: "说") == ["说"])
    }
}
