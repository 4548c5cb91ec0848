import ResponderKit
import Scenes
import Testing

/// The line forms of real dumps that are neither plain views nor plain
/// `(layer)` lines (behaviour 12.1, 12.5): layers printed like views, views
/// whose class wraps its superclass's description, text around the dump,
/// elisions, cut-off lines, odd numbers and escaped texts.
@Suite("Dumps: every line form UIKit and pastes produce")
@MainActor
struct DumpLineFormsTests {
    static let window = "<UIWindow: 0x7fb2c8c0b6f0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000258e20>>"

    static func read(_ text: String) throws -> Dump {
        try DumpReader.read(Array(text.utf8), file: "dump.txt")
    }

    static func shape(_ dump: Dump) -> [String] {
        dump.views.map { "\($0.depth):\($0.className):\($0.parent.map(String.init) ?? "-")" }
    }

    // MARK: Layers printed like views

    @Test func aLayerPrintedWithoutFieldsIsCountedAsALayerAtAnyDepth() throws {
        let dump = try Self.read(
            """
            \(Self.window)
               | <UILabel: 0x7f01; frame = (16 10; 200 20); text = 'Inbox'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6001>>
               |    | <_UILabelContentLayer: 0x600002b8c2a0> (layer)
               | <UIView: 0x7f02; frame = (0 40; 390 40); layer = <CALayer: 0x6002>>
               |    |    |    | <_UILabelContentLayer: 0x600002b8c3b0> (layer)
               | <CAShapeLayer: 0x600002b8c4c0>
            """)
        #expect(Self.shape(dump) == ["0:UIWindow:-", "1:UILabel:0", "1:UIView:0"])
        #expect(dump.skipped.layers == 3)
        #expect(dump.warnings.isEmpty)
    }

    @Test func aClassWrappingItsSuperclasssDescriptionIsAViewWithItsSubviewsUnderIt() throws {
        // `<<Class: …>> more>`: what _UITextContainerView prints. Read as a layer
        // its subviews would go to the text view, 40 points higher than they are.
        let scene = try DumpLoader.load(
            text: """
                \(Self.window)
                   | <UITextView: 0x7f01; frame = (0 100; 390 300); text = 'Hi'; clipsToBounds = YES; layer = <CALayer: 0x6001>; contentOffset: {0, 0}; contentSize: {390, 300}>
                   |    | <<_UITextContainerView: 0x7f02; frame = (0 40; 390 120); layer = <CALayer: 0x6002>> minSize = {0, 0}, maxSize = {1.7976931348623157e+308, inf}, textContainer = <NSTextContainer: 0x6003 size = (390,inf); widthTracksTextView = YES>; lineFragmentPadding = 5>
                   |    |    | <_UITextLayoutView: 0x7f03; frame = (0 0; 390 120); layer = <CALayer: 0x6004>>
                   |    | <<CALayer: 0x6005>; position = CGPoint (10 10); bounds = CGRect (0 0; 20 20)>
                """, name: "text")
        let dump = try #require(scene.imported?.dump)
        #expect(
            Self.shape(dump) == ["0:UIWindow:-", "1:UITextView:0", "2:_UITextContainerView:1", "3:_UITextLayoutView:2"])
        let container = dump.views[2]
        #expect(container.address == "0x7f02" && container.frame == Rect(x: 0, y: 40, width: 390, height: 120))
        #expect(
            dump.fields(of: container).map(\.key) == [
                "frame", "layer", "minSize", "maxSize", "textContainer", "lineFragmentPadding",
            ])
        #expect(
            dump.fields(of: container)[4].value
                == "<NSTextContainer: 0x6003 size = (390,inf); widthTracksTextView = YES>")
        #expect(dump.skipped.layers == 1)
        #expect(scene.window.hitTest(Point(x: 10, y: 150), with: nil)?.name == "_UITextLayoutView: 0x7f03")
        #expect(scene.window.hitTest(Point(x: 10, y: 110), with: nil)?.name == "UITextView: 0x7f01")
    }

    // MARK: Text around the dump

    @Test func textBeforeTheRootOnItsLineIsAWrapperWhateverItIs() throws {
        let child = "   | <UIButton: 0x7f01; frame = (16 8; 44 44); layer = <CALayer: 0x6001>>"
        let cases: [(before: String, after: String)] = [
            ("(id) $1 = 0x00007fb2c8c0b6f0 ", ""), ("let dump = \"\"\"", "\n\"\"\""),
            ("let dump = \"\"\"\n", "\n\"\"\""),
            ("const tree = `", "`;"), ("NSLog(@\"", "\");"), ("$ pbpaste | ", ""), (">>> print(tree)\n", ""),
            ("2024-05-01 09:41:07.123 Mail[4521:88213] ", ""),
            ("(SwiftUI._UIHostingView<MyApp.Root>) $0 = 0x7f00 ", ""),
        ]
        for (before, after) in cases {
            let dump = try Self.read(before + Self.window + "\n" + child + after)
            #expect(Self.shape(dump) == ["0:UIWindow:-", "1:UIButton:0"], "\(before.debugDescription)")
            #expect(dump.views[1].trailer == nil, "\(before.debugDescription)")
            #expect(dump.warnings.isEmpty, "\(before.debugDescription): \(dump.warnings)")
        }
    }

    @Test func commentsAndHeadingsBeforeAndInsideTheDumpAreSkipped() throws {
        let dump = try Self.read(
            """
            // == iOS 18, iPhone 15 ==
            Here is the hierarchy of the inbox:
            ```
            \(Self.window)
               | <UIView: 0x7f01; frame = (0 0; 390 844); layer = <CALayer: 0x6001>>
            // == the cells ==
            # the first cell
               |    | <UIButton: 0x7f02; frame = (16 8; 44 44); layer = <CALayer: 0x6002>>
            /* a C comment
             * over lines */
            ```
            That is all.
            """)
        #expect(Self.shape(dump) == ["0:UIWindow:-", "1:UIView:0", "2:UIButton:1"])
        // The fences, a closing quote's kind of line, are counted with the tools' lines.
        #expect(dump.skipped.comments == 7 && dump.skipped.toolLines == 2)
        #expect(dump.warnings.isEmpty, "\(dump.warnings)")
    }

    // MARK: Elisions and cuts

    @Test func elisionLinesAreCountedAndMakeTheDumpIncomplete() throws {
        for elision in [
            "   |    | ......", "...", "…", "<snip>", "   | [snip]", "(... 40 more cells ...)", "   |    | <...>",
            "// ...",
        ] {
            let dump = try Self.read(
                """
                \(Self.window)
                   | <UIView: 0x7f01; frame = (0 0; 390 844); layer = <CALayer: 0x6001>>
                \(elision)
                   |    | <UIButton: 0x7f02; frame = (16 8; 44 44); layer = <CALayer: 0x6002>>
                """)
            #expect(Self.shape(dump) == ["0:UIWindow:-", "1:UIView:0", "2:UIButton:1"], "\(elision)")
            #expect(dump.skipped.elisions + dump.skipped.comments == 1, "\(elision)")
            #expect(dump.warnings.isEmpty, "\(elision)")
        }
        let complete = try Self.read(Self.window)
        #expect(!complete.isIncomplete)
        #expect(try Self.read(Self.window + "\n   | ...").isIncomplete)
    }

    @Test func aViewCutAnywhereAfterItsFrameIsReadAsFarAsItGoes() throws {
        let line =
            "   | <UILabel: 0x7f01; frame = (16 8; 200 20); text = 'Tom\\u00e1s'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6001>>"
        let frameEnd = line.range(of: "20);")!.upperBound
        var end = frameEnd
        while end < line.endIndex {
            let dump = try Self.read(Self.window + "\n" + String(line[..<end]))
            #expect(dump.views.count == 2, "cut at \(line.distance(from: line.startIndex, to: end))")
            #expect(dump.views[1].frame == Rect(x: 16, y: 8, width: 200, height: 20))
            #expect(dump.isCutOff && dump.warnings.map(\.outcome) == [.readAsFarAsItGoes])
            end = line.index(after: end)
        }
        #expect(try Self.read(Self.window + "\n" + line).warnings.isEmpty)
    }

    @Test func nanAndInfinityAreReadWithoutFailing() throws {
        let scene = try DumpLoader.load(
            text: """
                \(Self.window)
                   | <UIView: 0x7f01; frame = (0 0; 390 844); alpha = nan; layer = <CALayer: 0x6001>>
                   | <UIView: 0x7f02; frame = (0 0; inf 20); layer = <CALayer: 0x6002>>
                   | <UIView: 0x7f03; frame = (nan nan; 10 -inf); transform = [nan, 0, 0, inf, 0, 0]; layer = <CALayer: 0x6003>>
                   | <UIScrollView: 0x7f04; frame = (0 0; 100 100); layer = <CALayer: 0x6004>; contentOffset: {nan, inf}; contentSize: {inf, nan}>
                """, name: "odd")
        let dump = try #require(scene.imported?.dump)
        #expect(dump.views.count == 5 && dump.warnings.isEmpty)
        #expect(dump.views[1].alpha.isNaN)
        #expect(dump.views[2].frame.width == .infinity)
        _ = scene.window.hitTestTrace(at: Point(x: 5, y: 5))
    }

    // MARK: Escapes

    @Test func escapesInQuotedTextsAreDecoded() throws {
        let cases: [(String, String)] = [
            (#"\u4f7f\u7528Apple\xa0ID"#, "使用Apple\u{A0}ID"),
            (#"Grinning \ud83d\ude00"#, "Grinning 😀"),
            (#"lone \ud83d end"#, "lone \u{FFFD} end"),
            (#"caf\xc3\xa9"#, "café"),
            (#"caf\xe9"#, "café"),
            (#"a\nb\tc"#, "a\nb\tc"),
            (#"It\'s \"quoted\" \\ here"#, "It's \"quoted\" \\ here"),
            (#"\u{1F600} and \q"#, "😀 and \\q"),
        ]
        for (printed, text) in cases {
            let dump = try Self.read(
                "<UILabel: 0x1; frame = (0 0; 10 10); text = '\(printed)'; userInteractionEnabled = NO>")
            #expect(dump.views[0].text == text, "\(printed)")
            #expect(dump.fields(of: dump.views[0])[1].value == "'\(text)'", "\(printed)")
        }
    }
}
