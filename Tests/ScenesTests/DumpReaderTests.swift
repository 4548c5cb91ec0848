import ResponderKit
import Scenes
import Testing

/// Reading the text of `recursiveDescription` dumps as real tools print them
/// (behaviour 12.1): depth, wrappers, pasted prefixes, non-view lines, fields.
@Suite("Dumps: reading recursiveDescription text")
struct DumpReaderTests {
    static let window =
        "<UIWindow: 0x7fb2c8c0b6f0; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000c4e2b0>; layer = <UIWindowLayer: 0x600000258e20>>"
    static let child =
        "<UIView: 0x7fb2c8d06a50; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600000258ea0>>"
    static let grandchild =
        "<UIButton: 0x7fb2c8d0a2b0; frame = (16 8; 44 44); opaque = NO; autoresize = RM+BM; layer = <CALayer: 0x600000a3c0e0>>"

    static func read(_ text: String) throws -> Dump {
        try DumpReader.read(Array(text.utf8), file: "dump.txt")
    }

    static func error(_ text: String) -> SceneError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error as? SceneError
        }
    }

    static func shape(_ dump: Dump) -> [String] {
        dump.views.map { "\($0.depth):\($0.className):\($0.parent.map(String.init) ?? "-")" }
    }

    static let expectedShape = ["0:UIWindow:-", "1:UIView:0", "2:UIButton:1", "1:UIView:0"]

    @Test func depthIsTheCountOfPipesAsUIKitPrintsThem() throws {
        let dump = try Self.read(
            """
            \(Self.window)
               | \(Self.child)
               |    | \(Self.grandchild)
               | \(Self.child)
            """)
        #expect(Self.shape(dump) == Self.expectedShape)
        #expect(dump.views[2].name == "UIButton: 0x7fb2c8d0a2b0")
        #expect(dump.views[2].frame == Rect(x: 16, y: 8, width: 44, height: 44))
        #expect(dump.views[2].line == 3)
        #expect(dump.views.map(\.hasGestureRecognizers) == [true, false, false, false])
    }

    @Test func pipesCountWithAnySpacingAndWhenTheRootHasOne() throws {
        for (a, b, c) in [
            ("| ", "|    | ", "|    |    | "), ("", "|", "||"), ("", "\t|\t", "\t|\t|\t"), ("", " | ", " |  | "),
        ] {
            let dump = try Self.read(
                "\(a)\(Self.window)\n\(b)\(Self.child)\n\(c)\(Self.grandchild)\n\(b)\(Self.child)\n")
            #expect(Self.shape(dump) == Self.expectedShape, "prefixes \(a.debugDescription) \(b.debugDescription)")
        }
    }

    @Test func withoutPipesDepthIsTheIndentation() throws {
        let dump = try Self.read("\(Self.window)\n    \(Self.child)\n        \(Self.grandchild)\n    \(Self.child)")
        #expect(Self.shape(dump) == Self.expectedShape)
    }

    @Test func aPrefixPastedBeforeEveryLineIsRemoved() throws {
        for prefix in ["// ", "# ", "> ", "    ", "\t", ">> "] {
            let text = [Self.window, "   | " + Self.child, "   |    | " + Self.grandchild, "   | " + Self.child]
                .map { prefix + $0 }.joined(separator: "\n")
            #expect(Self.shape(try Self.read(text)) == Self.expectedShape, "prefix \(prefix.debugDescription)")
        }
    }

    @Test func lldbPromptsAndResultPrefixesAreNotViews() throws {
        for opening in [
            "(id) $1 = 0x00007fb2c8c0b6f0 ", "(UIView *) $0 = 0x7fb2c8c0b6f0 ", "(UIWindow *) $12 = ", "- _value : ",
        ] {
            let dump = try Self.read(
                """
                (lldb) po [[UIWindow keyWindow] recursiveDescription]
                \(opening)\(Self.window)
                   | \(Self.child)
                   |    | \(Self.grandchild)
                   | \(Self.child)
                (lldb)
                """)
            #expect(Self.shape(dump) == Self.expectedShape, "opening \(opening)")
            #expect(dump.skipped.toolLines == 2)
        }
    }

    @Test func xcodesPrintDescriptionHeadingAndLldbWarningsAreNotViews() throws {
        let dump = try Self.read(
            """
            warning: could not execute support code to read Objective-C class data in the process.
            Printing description of self->_window:
            \(Self.window)
               | \(Self.child)
               |    | \(Self.grandchild)
               | \(Self.child)
            """)
        #expect(Self.shape(dump) == Self.expectedShape)
        #expect(dump.skipped.toolLines == 2)
    }

    @Test func swiftsPoOfAnUnmanagedResultIsRead() throws {
        let dump = try Self.read(
            """
            ▿ Optional<Unmanaged<AnyObject>>
              ▿ some : Unmanaged<AnyObject>
                - _value : \(Self.window)
               | \(Self.child)
               |    | \(Self.grandchild)
               | \(Self.child)
            """)
        #expect(Self.shape(dump) == Self.expectedShape)
        #expect(dump.skipped.toolLines == 2)
    }

    @Test func cycriptBackticksAndFridaQuotesAroundTheDumpAreTakenOff() throws {
        for (before, after) in [("`", "`"), ("\"", "\""), ("@\"", "\"")] {
            let dump = try Self.read(
                """
                cy# UIApp.keyWindow.recursiveDescription().toString()
                \(before)\(Self.window)
                   | \(Self.child)
                   |    | \(Self.grandchild)
                   | \(Self.child)\(after)
                """)
            #expect(Self.shape(dump) == Self.expectedShape)
            #expect(dump.views[3].trailer == nil, "closing \(after)")
        }
    }

    @Test func aDumpPrintedAsOneEscapedStringIsUnescaped() throws {
        let text =
            "[iPhone::Feed ]-> ObjC.classes.UIWindow.keyWindow().recursiveDescription().toString()\n\""
            + [
                Self.window, "   | " + Self.child,
                "   |    | "
                    + Self.grandchild.replacingOccurrences(of: "opaque = NO", with: "text = 'Caf\\u00e9 \\\"ok\\\"'"),
                "   | " + Self.child,
            ].joined(separator: "\\n") + "\"\n"
        let dump = try Self.read(text)
        #expect(Self.shape(dump) == Self.expectedShape)
        #expect(dump.views[2].text == "Café \"ok\"")
    }

    @Test func layerLinesBlankLinesAndToolLinesAreCountedNotRead() throws {
        let dump = try Self.read(
            """
            \(Self.window)

               | \(Self.child)
               |    | (layer) <CAShapeLayer: 0x600000c4e6a0>
               |    | <<CAGradientLayer: 0x600000c4e7b0>; size = (20 20); position = CGPoint (10 10)>
               |    | \(Self.grandchild)
               | \(Self.child)

            """)
        #expect(Self.shape(dump) == Self.expectedShape)
        #expect(dump.skipped.layers == 2)
        #expect(dump.skipped.blank == 1)
        #expect(dump.skipped.total == 3)
    }

    @Test func textAfterTheClosingBracketIsKept() throws {
        let dump = try Self.read(
            """
            <UICollectionView: 0x7f9; frame = (0 0; 390 844); contentOffset: {0, 0}; contentSize: {390, 2000}> collection view layout: <UICollectionViewFlowLayout: 0x7fa>
               | <UIImageView: 0x7fb; frame = (0 0; 20 20); userInteractionEnabled = NO; layer = <CALayer: 0x600>> - (null)
               | <UIImageView: 0x7fc; frame = (0 0; 20 20); userInteractionEnabled = NO; layer = <CALayer: 0x601>> - heart.png
            """)
        #expect(
            dump.views.map(\.trailer) == [
                "collection view layout: <UICollectionViewFlowLayout: 0x7fa>", "- (null)", "- heart.png",
            ])
    }

    @Test func fieldsSplitOnlyOutsideBracketsAndQuotes() throws {
        let dump = try Self.read(
            """
            <UILabel: 0x7f1; frame = (16 11.5; 200 20.5); text = 'It's; here'; opaque = NO; animations = { position=<CABasicAnimation: 0x60; a; b>; }; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600; name = 'x; y'>>
            """)
        let view = dump.views[0]
        #expect(view.text == "It's; here")
        #expect(!view.isUserInteractionEnabled)
        #expect(
            dump.fields(of: view).map(\.key) == [
                "frame", "text", "opaque", "animations", "userInteractionEnabled", "layer",
            ])
        #expect(dump.fields(of: view)[3].value == "{ position=<CABasicAnimation: 0x60; a; b>; }")
        #expect(dump.fields(of: view)[1].value == "'It's; here'")
    }

    @Test func colonFieldsOfScrollViewsAreRead() throws {
        let dump = try Self.read(
            """
            <UITableView: 0x7f2; frame = (0 0; 320 480); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x600>; layer = <CALayer: 0x601>; contentOffset: {0, 315}; contentSize: {320, 1200}; adjustedContentInset: {64, 0, 34, 0}; dataSource: <MyApp.ListController: 0x7f3>>
            """)
        let view = dump.views[0]
        #expect(view.contentOffset == Point(x: 0, y: 315))
        #expect(view.contentSize == Size(width: 320, height: 1200))
        #expect(view.clipsToBounds)
        #expect(dump.fields(of: view).last == DumpField(key: "dataSource", value: "<MyApp.ListController: 0x7f3>"))
        #expect(dump.fields(of: view).contains(DumpField(key: "adjustedContentInset", value: "{64, 0, 34, 0}")))
    }

    @Test func negativeFractionalZeroAndExponentNumbersAreRead() throws {
        let dump = try Self.read(
            """
            <UIView: 0x1; frame = (-0.5 20.333333333333332; 0 1e-05); alpha = 0.25; tag = -7; transform = [0.70710678118654757, 0.70710678118654746, -0.70710678118654746, 0.70710678118654757, 0, 0]>
            """)
        let view = dump.views[0]
        #expect(view.frame == Rect(x: -0.5, y: 20.333333333333332, width: 0, height: 1e-05))
        #expect(view.alpha == 0.25)
        #expect(view.tag == -7)
        #expect(
            view.transform
                == Transform(
                    a: 0.70710678118654757, b: 0.70710678118654746, c: -0.70710678118654746,
                    d: 0.70710678118654757, tx: 0, ty: 0))
    }

    @Test func hiddenInteractionAndClippingFlagsAreRead() throws {
        let dump = try Self.read(
            "<UIView: 0x1; frame = (0 0; 10 10); hidden = YES; clipsToBounds = YES; userInteractionEnabled = NO>")
        let view = dump.views[0]
        #expect(view.isHidden && view.clipsToBounds && !view.isUserInteractionEnabled)
        let plain = try Self.read("<UIView: 0x1; frame = (0 0; 10 10)>").views[0]
        #expect(!plain.isHidden && !plain.clipsToBounds && plain.isUserInteractionEnabled && plain.alpha == 1)
    }

    @Test func classNamesKeepTheirPrintedFormAndMangledOnesAreShownDemangled() throws {
        let names = [
            ("MyApp.CardView", "MyApp.CardView"), ("_TtC5MyApp8CardView", "MyApp.CardView"),
            ("_TtCC5MyApp4Feed8CardView", "MyApp.Feed.CardView"),
            ("_TtC5MyAppP33_0123456789ABCDEF0123456789ABCDEF8CardView", "MyApp.CardView"),
            ("UIKit._UISliderGlassVisualElement", "UIKit._UISliderGlassVisualElement"),
            ("SwiftUI._UIHostingView<MyApp.Root>", "SwiftUI._UIHostingView<MyApp.Root>"),
            ("My$View", "My$View"), ("_TtC5MyApp99Broken", "_TtC5MyApp99Broken"),
        ]
        for (printed, shown) in names {
            let view = try Self.read("<\(printed): 0x7f01; frame = (0 0; 10 10)>").views[0]
            #expect(view.className == printed)
            #expect(view.displayClassName == shown)
            #expect(view.name == "\(printed): 0x7f01")
        }
    }

    @Test func aClassIsUIKitsWhenItsModuleIsUIKitOrItHasNoneAndStartsWithUIOrUnderscoreUI() throws {
        let uikit = [
            "UIButton", "_UIBarBackground", "UIKit._UISliderGlassVisualElement", "UITableViewCellContentView",
            "UIKit.UIButton",
            "_TtC5UIKit17_UIHostedTextView",
        ]
        let others = [
            "MyApp.LikeButton", "_TtC5MyApp8CardView", "SwiftUI.ListCollectionViewCell", "WKScrollView", "CardView",
            "UIKitExtras.Thing", "UIKitExt.TouchesExpandView", "UIComponents.RoundButton",
            "SwiftUI._UIHostingView<MyApp.Root>",
            "_TtC8UIExtras9PillLabel",
        ]
        for name in uikit {
            let view = try Self.read("<\(name): 0x1; frame = (0 0; 1 1)>").views[0]
            #expect(view.isUIKitClass && view.caveats.isEmpty, "\(name)")
        }
        for name in others {
            let view = try Self.read("<\(name): 0x1; frame = (0 0; 1 1)>").views[0]
            #expect(!view.isUIKitClass && view.caveats == [.customClass], "\(name)")
        }
    }

    @Test func baseClassIsRead() throws {
        let view = try Self.read("<MyApp.Pager: 0x1; baseClass = UIScrollView; frame = (0 0; 10 10)>").views[0]
        #expect(view.baseClass == "UIScrollView")
        #expect(view.kind == .scrollView)
    }

    @Test func crlfLineEndsAndAByteOrderMarkAreRead() throws {
        let text =
            "\u{FEFF}"
            + [Self.window, "   | " + Self.child, "   |    | " + Self.grandchild, "   | " + Self.child].joined(
                separator: "\r\n") + "\r\n"
        let dump = try Self.read(text)
        #expect(Self.shape(dump) == Self.expectedShape)
        #expect(dump.views[0].trailer == nil)
    }

    @Test func bytesThatAreNotUTF8InATextAreDecodedLossily() throws {
        var bytes = Array("<UILabel: 0x1; frame = (0 0; 10 10); text = 'Caf".utf8)
        bytes += [0xE9, 0xFF]
        bytes += Array("'; userInteractionEnabled = NO>".utf8)
        let view = try DumpReader.read(bytes, file: "latin1.txt").views[0]
        #expect(view.text == "Caf\u{FFFD}\u{FFFD}")
    }

    @Test func aTextMayGoOnOverLinesButNotIntoTheNextView() throws {
        let dump = try Self.read(
            """
            <UIView: 0x1; frame = (0 0; 100 100)>
               | <UILabel: 0x2; frame = (0 0; 100 40); text = 'First line
            second line'; userInteractionEnabled = NO>
               | <UIButton: 0x3; frame = (0 50; 100 40)>
            """)
        #expect(dump.views.map(\.className) == ["UIView", "UILabel", "UIButton"])
        #expect(dump.views[1].text == "First line\nsecond line")
        #expect(dump.views[2].line == 4)
    }

    // MARK: Lines that cannot be read (behaviour 12.5)

    @Test func aTruncatedLastLineIsReadAsFarAsItGoes() throws {
        let text =
            "\(Self.window)\n   | <UIButton: 0x7fb2c8d0a2b0; frame = (16 8; 44 44); opaque = NO; layer = <CALayer: 0x6"
        let dump = try Self.read(text)
        #expect(dump.views.map(\.className) == ["UIWindow", "UIButton"])
        #expect(dump.views[1].frame == Rect(x: 16, y: 8, width: 44, height: 44))
        #expect(dump.fields(of: dump.views[1]).map(\.key) == ["frame", "opaque"])
        #expect(dump.isCutOff && dump.isIncomplete)
        let warning = try #require(dump.warnings.first)
        #expect(warning.line == 2 && warning.outcome == .readAsFarAsItGoes)
        #expect(warning.message.contains("expected `>` closing the `<`"), "\(warning)")
        #expect(warning.description.hasPrefix("dump.txt:2:"))
    }

    @Test func aTruncatedTextDoesNotSwallowTheNextView() throws {
        let dump = try Self.read(
            "<UIView: 0x1; frame = (0 0; 9 9)>\n   | <UILabel: 0x2; frame = (0 0; 9 9); text = 'abc'\n   | <UIView: 0x3; frame = (0 0; 9 9)>"
        )
        #expect(dump.views.map(\.address) == ["0x1", "0x2", "0x3"])
        #expect(dump.views[1].text == "abc")
        #expect(dump.views[2].parent == 0)
        #expect(dump.warnings.map(\.line) == [2])
        #expect(dump.warnings.first?.message.hasPrefix("expected `>` closing the view") == true)
        #expect(!dump.isCutOff, "a line cut in the middle of the file is not the end of the paste")
    }

    @Test func aKnownFieldOfTheWrongFormIsIgnoredAndTheViewKept() throws {
        let cases: [(String, Int, String)] = [
            ("alpha = half", 45, "expected alpha as a number, got `half`"),
            ("hidden = MAYBE", 46, "expected hidden = YES or NO, got `MAYBE`"),
            ("tag = 1.5", 43, "expected tag as a whole number, got `1.5`"),
            ("contentOffset: (0 0)", 52, "expected contentOffset as `{x, y}`, got `(0 0)`"),
        ]
        for (field, column, message) in cases {
            let dump = try Self.read("\(Self.window)\n   | <UIView: 0x1; frame = (0 0; 10 10); \(field)>")
            #expect(dump.views.count == 2, "\(field)")
            let view = dump.views[1]
            #expect(view.alpha == 1 && !view.isHidden && view.tag == nil && view.contentOffset == nil)
            #expect(
                dump.warnings == [
                    DumpWarning(
                        file: "dump.txt", line: 2, column: column + 5, message: message,
                        outcome: .fieldIgnored(key: String(field.prefix { $0.isLetter })))
                ], "\(field)")
        }
    }

    @Test func aViewLineWithoutClassAddressOrFrameIsSkippedWhereItFails() throws {
        let cases: [(String, Int, String)] = [
            ("<UIView: 0x1; frame = (0 0; 10)>", 23, "expected frame as `(x y; width height)`, got `(0 0; 10)`"),
            ("<UIView; frame = (0 0; 10 10)>", 2, "expected a class name, `:` and the view's address after `<`"),
            ("<UIView: frame = (0 0; 10 10)>", 10, "expected the view's address (`0x…`) after `UIView:`"),
            ("<UIView: 0x1; opaque = NO>", 1, "expected a `frame = (x y; width height)` field in the view"),
            ("<UILabel: 0x1; text = 'abc", 23, "expected the closing `'` of the text that starts here"),
        ]
        for (line, column, message) in cases {
            let dump = try Self.read("\(Self.window)\n   | \(line)\n   | \(Self.child)")
            #expect(dump.views.map(\.className) == ["UIWindow", "UIView"], "\(line)")
            #expect(
                dump.warnings == [
                    DumpWarning(
                        file: "dump.txt", line: 2, column: column + 5, message: message,
                        outcome: .lineSkipped(subviews: 0, ancestor: 0))
                ], "\(line)")
            #expect(dump.skipped.unreadable == 1)
        }
    }

    @Test func aLineThatIsNotAViewIsSkippedAndItsSubviewsGoToTheNearestReadableAncestor() throws {
        let dump = try Self.read(
            """
            \(Self.window)
               | \(Self.child)
               |    | this is not a view
               |    |    | \(Self.grandchild)
               |    |    |    | <UIImageView: 0x7fb2c8d0a3c0; frame = (10 10; 24 24); userInteractionEnabled = NO>
               |    |    | <UILabel: 0x7fb2c8d0a4d0; frame = (0 0; 10 10); userInteractionEnabled = NO>
               |    | <UIView: 0x7fb2c8d0a5e0; frame = (0 0; 10 10)>
            """)
        #expect(
            Self.shape(dump) == [
                "0:UIWindow:-", "1:UIView:0", "2:UIButton:1", "3:UIImageView:2", "2:UILabel:1", "2:UIView:1",
            ])
        let warning = try #require(dump.warnings.first)
        #expect(dump.warnings.count == 1)
        #expect((warning.line, warning.column) == (3, 11))
        #expect(warning.message.hasPrefix("expected a view `<Class: 0x…; frame = (x y; w h); …>`"))
        #expect(warning.outcome == .lineSkipped(subviews: 2, ancestor: 1))
        #expect(
            warning.description.hasSuffix(
                "line skipped; its 2 subviews are under the nearest readable ancestor, UIView: 0x7fb2c8d06a50 (line 2)"),
            "\(warning)")
    }

    @Test func aSecondRootIsKeptBesideTheFirstWithAWarning() throws {
        let dump = try Self.read("\(Self.window)\n   | \(Self.child)\n\(Self.child)\n   | \(Self.grandchild)")
        #expect(Self.shape(dump) == ["0:UIWindow:-", "1:UIView:0", "0:UIView:-", "1:UIButton:2"])
        #expect(dump.warnings.map(\.line) == [3])
        #expect(dump.warnings.first?.outcome == .anotherRoot)
        #expect(dump.warnings.first?.message.hasPrefix("a second root view (UIView)") == true)
    }

    @Test func inputThatIsNotADumpSaysWhatItIsInOneLine() {
        let cases: [([UInt8], String)] = [
            ([], "the file is empty"),
            (Array(" \n\r\n\t".utf8), "the file is empty"),
            ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0], "this is a PNG image"),
            (Array("{\"root\": {}}".utf8), "this is JSON (a scene file?)"),
            ([0x3C, 0x00, 0x12, 0xFE], "this is binary data (a zero byte at offset 1)"),
            (Array("hello\nworld\n".utf8), "no view line"),
            (Array("(lldb) po self.view\n".utf8), "no view line"),
            (Array("<UIView: 0x1; opaque = NO>\n".utf8), "no view line could be read (x.txt:1:1: expected a `frame"),
        ]
        for (bytes, start) in cases {
            do {
                _ = try DumpReader.read(bytes, file: "x.txt")
                Issue.record("read \(bytes.count) bytes of \(start)")
            } catch {
                #expect(error.message.hasPrefix(start), "\(error)")
                #expect(!error.description.contains("\n"))
            }
        }
    }
}
