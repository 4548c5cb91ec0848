import ResponderKit
import Scenes
import Testing

/// Edits files: what a dump does not print, declared (docs/dump-format.md):
/// read with located errors, applied to the views their targets match, and
/// written back from the inspector's live edits.
@Suite("Edits files: reading, declaring, writing")
@MainActor
struct EditsFileTests {
    static let dump = """
        <UIWindow: 0x7f00; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000>>
           | <UITableView: 0x7f01; frame = (0 0; 390 844); layer = <CALayer: 0x6001>; contentOffset: {0, 0}; contentSize: {390, 2000}>
           |    | <UITableViewCell: 0x7f02; frame = (0 0; 390 88); layer = <CALayer: 0x6002>>
           |    |    | <UITableViewCellContentView: 0x7f03; frame = (0 0; 390 88); layer = <CALayer: 0x6003>>
           |    |    |    | <UILabel: 0x7f04; frame = (16 10; 200 20); text = 'Maria'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6004>>
           |    |    |    | <UIButton: 0x7f05; frame = (300 20; 60 44); layer = <CALayer: 0x6005>>
           |    | <UITableViewCell: 0x7f06; frame = (0 88; 390 88); layer = <CALayer: 0x6006>>
           |    |    | <UITableViewCellContentView: 0x7f07; frame = (0 0; 390 88); layer = <CALayer: 0x6007>>
           |    |    |    | <MyApp.SendButton: 0x7f08; baseClass = UIButton; frame = (300 20; 60 44); layer = <CALayer: 0x6008>>
           |    |    |    | <_TtC5MyApp10SendButton: 0x7f09; baseClass = UIButton; frame = (200 20; 60 44); layer = <CALayer: 0x6009>>
           |    |    |    | <OtherKit.SendButton: 0x7f0a; baseClass = UIButton; frame = (100 20; 60 44); layer = <CALayer: 0x600a>>
        """

    static func read(_ text: String) throws -> EditsFile {
        try EditsFileReader.read(Array(text.utf8), file: "app.edits")
    }

    static func error(_ text: String) -> SceneError? {
        do {
            _ = try EditsFileReader.read(Array(text.utf8), file: "app.edits")
            return nil
        } catch {
            return error
        }
    }

    static func scene() throws -> Scene {
        try DumpLoader.load(text: dump, name: "app")
    }

    static func view(_ scene: Scene, _ address: String) throws -> View {
        try #require(scene.imported?.views.first { scene.imported?.dumpView(for: $0)?.address == address })
    }

    // MARK: Reading

    @Test func everyPropertyIsReadInUIKitsSpellingAndTheDumps() throws {
        for property in ViewProperty.allCases {
            let value = property == .alpha ? "0.5" : "false"
            for spelling in Set([property.uikitName, property.rawValue]) {
                let edits = try Self.read("0x7f05.\(spelling) = \(value)")
                let expected: ViewProperty.Value = property == .alpha ? .number(0.5) : .flag(false)
                #expect(
                    edits.declarations == [
                        Declaration(
                            target: .address("0x7f05"), change: .property(property, expected), line: 1, column: 1)
                    ],
                    "\(spelling)")
            }
        }
        #expect(
            ViewProperty.allCases.map(\.uikitName) == [
                "isHidden", "isUserInteractionEnabled", "isEnabled", "clipsToBounds", "alpha", "isSelected",
                "isExclusiveTouch",
                "isMultipleTouchEnabled", "delaysContentTouches", "canCancelContentTouches", "isScrollEnabled",
            ])
    }

    @Test func oneLineIsReadAsTheEditOptionTakesIt() throws {
        let declaration = try EditsFileReader.declaration(in: "MyApp.SendButton.isEnabled=false", file: "--edit")
        #expect(
            declaration
                == Declaration(
                    target: .className("MyApp.SendButton"), change: .property(.enabled, .flag(false)), line: 1,
                    column: 1))
        #expect(try EditsFileReader.declaration(in: "  # nothing", file: "--edit") == nil)
        #expect(
            throws: SceneError(
                file: "--edit", line: 1, column: 10, message: "unknown property \"hiden\"; did you mean \"hidden\"?")
        ) {
            try EditsFileReader.declaration(in: "UIButton.hiden=true", file: "--edit")
        }
    }

    @Test func flagsAreTrueOrFalseInTheUsualWords() throws {
        for (word, flag) in [
            ("true", true), ("YES", true), ("on", true), ("1", true), ("false", false), ("NO", false), ("off", false),
            ("0", false),
        ] {
            #expect(
                try Self.read("UIButton.isEnabled=\(word)").declarations[0].change == .property(.enabled, .flag(flag)))
        }
    }

    @Test func targetsAreAddressesClassesQuotedNamesAndIndexPaths() throws {
        let edits = try Self.read(
            """
            # every kind of target
            0x7fd3e1c17170.isHidden = true
            UIButton.isEnabled = false
              MyApp.SendButton.isEnabled=false   // trailing comment
            _TtC5MyApp10SendButton.isEnabled = false
            SwiftUI._UIHostingView<MyApp.Root>.isHidden = true
            "Tile 1.5 \\"big\\"".alpha = 0.011   # a name with dots and quotes

            [0, 2].clipsToBounds = yes
            [].isUserInteractionEnabled = true
            """)
        #expect(
            edits.declarations.map(\.target) == [
                .address("0x7fd3e1c17170"), .className("UIButton"), .className("MyApp.SendButton"),
                .className("_TtC5MyApp10SendButton"),
                .className("SwiftUI._UIHostingView<MyApp.Root>"), .name("Tile 1.5 \"big\""), .indexPath([0, 2]),
                .indexPath([]),
            ])
        #expect(edits.declarations.map(\.line) == [2, 3, 4, 5, 6, 7, 9, 10])
        #expect(edits.declarations[2].column == 3)
        #expect(edits.declarations.map(\.target.description)[5] == "\"Tile 1.5 \\\"big\\\"\"")
    }

    @Test func everyRecognizerKindIsReadWithItsOptions() throws {
        let edits = try Self.read(
            """
            UITableViewCell.gesture = tap open numberOfTapsRequired=2 touches = 1, cancelsTouchesInView=false
            UITableViewCell.gesture = longPress hold duration=1.25 delaysTouchesBegan=true
            0x7f01.gesture = UIPanGestureRecognizer drag delaysTouchesEnded=NO isEnabled=false
            0x7f01.gesture = swipe flick direction=left,right requireToFail=drag, hold
            0x7f01.gestureRecognizer = pinch
            0x7f01.gesture = RotationGestureRecognizer turn
            """)
        let recognizers = edits.declarations.compactMap { if case .recognizer(let r) = $0.change { r } else { nil } }
        #expect(recognizers.map(\.kind) == [.tap, .longPress, .pan, .swipe, .pinch, .rotation])
        #expect(recognizers.map(\.name) == ["open", "hold", "drag", "flick", nil, "turn"])
        #expect(
            recognizers[0].numberOfTapsRequired == 2 && recognizers[0].numberOfTouchesRequired == 1
                && !recognizers[0].cancelsTouchesInView)
        #expect(recognizers[1].minimumPressDuration == 1.25 && recognizers[1].delaysTouchesBegan)
        #expect(!recognizers[2].delaysTouchesEnded && !recognizers[2].isEnabled)
        #expect(recognizers[3].direction == [.left, .right] && recognizers[3].requiresToFail == ["drag", "hold"])
        let plain = recognizers[4]
        #expect(
            plain.cancelsTouchesInView && !plain.delaysTouchesBegan && plain.delaysTouchesEnded && plain.isEnabled
                && plain.requiresToFail.isEmpty)
    }

    // MARK: Errors

    @Test func mistakesAreErrorsAtTheirLineAndColumnWithWhatWasMeant() {
        let cases: [(String, Int, String)] = [
            (
                "UIButton.isEnabled", 1,
                "expected `VIEW.PROPERTY = VALUE` (a property) or `VIEW.gesture = KIND NAME OPTION=VALUE …` (a recognizer)"
            ),
            ("isEnabled = false", 1, "expected a view and `.PROPERTY` before `=`"),
            ("UIButton.isEnabeld = false", 10, "unknown property \"isEnabeld\"; did you mean \"isEnabled\"?"),
            ("UIButton. = false", 10, "expected a property after `.`"),
            ("UIButton.isEnabled = maybe", 22, "expected isEnabled = true or false, not `maybe`"),
            ("UIButton.isEnabled =", 21, "expected a value after `=`"),
            ("UIButton.alpha = 1.5", 18, "expected alpha as a number from 0 to 1, not `1.5`"),
            ("0xZZ.isHidden = true", 1, "expected an address of hexadecimal digits after `0x`, not `0xZZ`"),
            (
                "My Button.isHidden = true", 3,
                "expected a view: an address (`0x…`), a class (`UIButton`, `MyApp.SendButton`), a quoted name or an index path, not `My Button`"
            ),
            (
                "\"Tile 1.isHidden = true", 1,
                "expected `VIEW.PROPERTY = VALUE` (a property) or `VIEW.gesture = KIND NAME OPTION=VALUE …` (a recognizer)"
            ),
            ("[0, x].isHidden = true", 1, "expected an index path of whole numbers, such as `[0, 2]`, not `[0, x]`"),
            (
                "UIView.gesture = tapp", 18,
                "unknown recognizer \"tapp\"; expected tap, longPress, pan, swipe, pinch or rotation; did you mean \"tap\"?"
            ),
            ("UIView.gesture = tap t durration=2", 24, "the tap recognizer has no option \"durration\""),
            (
                "UIView.gesture = longPress p duration=-1", 39,
                "expected minimumPressDuration in seconds, from 0 to 60, not `-1`"
            ),
            (
                "UIView.gesture = tap t taps=0", 29,
                "expected numberOfTapsRequired as a whole number from 1 to 10, not `0`"
            ),
            (
                "UIView.gesture = tap t taps=2 numberOfTapsRequired=3", 31,
                "numberOfTapsRequired is set at column 24 already"
            ),
            (
                "UIView.gesture = swipe s direction=sideways", 36,
                "expected direction as right, left, up or down (or several: `left,right`), not `sideways`"
            ),
            (
                "UIView.gesture = pan p cancelsTouchesInView=perhaps", 45,
                "expected cancelsTouchesInView = true or false, not `perhaps`"
            ),
            (
                "UIView.gesture = pan 9lives", 22,
                "expected the recognizer's name (letters, digits, `_`, `-`) or an option `KEY=VALUE`, not `9lives`"
            ),
            ("UIView.gesture = tap t taps", 24, "expected an option `KEY=VALUE` of the tap recognizer, not `taps`"),
            ("UIView.gesture = tap t requireToFail=", 38, "expected a value after `requireToFail=`"),
        ]
        for (line, column, message) in cases {
            let error = Self.error("# a comment\n\n" + line)
            #expect(error?.line == 3, "\(line)")
            #expect(error?.column == column, "\(line): \(String(describing: error))")
            #expect(error?.message.hasPrefix(message) == true, "\(line): \(String(describing: error))")
            #expect(error?.description.hasPrefix("app.edits:3:\(column): ") == true)
        }
    }

    @Test func theOptionsAKindHasAreListedAndTheNearestOneSuggested() {
        let error = Self.error("UIView.gesture = tap t tapps=2")
        #expect(
            error?.message == """
                the tap recognizer has no option "tapps" (it has numberOfTapsRequired, taps, numberOfTouchesRequired, touches, \
                cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded, isEnabled, enabled, requireToFail, requiresToFail); \
                did you mean "taps"?
                """)
        #expect(
            Self.error("UIView.gesture = pan p duration=1")?.message.hasPrefix(
                "the pan recognizer has no option \"duration\"") == true)
    }

    @Test func recognizerNamesAreUniqueAndFailureRequirementsNameOnesInTheFile() {
        let twice = Self.error("UIView.gesture = tap open\nUIView.gesture = pan open")
        #expect(
            twice
                == SceneError(
                    file: "app.edits", line: 2, column: 22,
                    message: "a recognizer named \"open\" is declared at line 1 already"))
        let unknown = Self.error("UIView.gesture = tap open requireToFail=hold\nUIView.gesture = longPress holds")
        #expect(
            unknown
                == SceneError(
                    file: "app.edits", line: 1, column: 41,
                    message: "requireToFail: no recognizer named \"hold\" in the file; did you mean \"holds\"?"))
        let itself = Self.error("UIView.gesture = tap open requireToFail=pan,open\nUIView.gesture = pan pan")
        #expect(
            itself
                == SceneError(
                    file: "app.edits", line: 1, column: 45, message: "a recognizer cannot require itself to fail"))
    }

    // MARK: Declaring

    @Test func aClassMatchesItsViewsModuleQualifiedOrNotAndMangled() throws {
        let cases: [(String, [String])] = [
            ("SendButton", ["0x7f08", "0x7f09", "0x7f0a"]),
            ("MyApp.SendButton", ["0x7f08", "0x7f09"]),
            ("_TtC5MyApp10SendButton", ["0x7f08", "0x7f09"]),
            ("OtherKit.SendButton", ["0x7f0a"]),
            ("UIButton", ["0x7f05"]),
            ("UIKit.UIButton", ["0x7f05"]),
        ]
        for (target, addresses) in cases {
            let scene = try Self.scene()
            #expect(scene.declare(try Self.read("\(target).isEnabled = false")).isEmpty, "\(target)")
            let disabled = scene.imported!.views.filter { ($0 as? Control)?.isEnabled == false }
            #expect(disabled.compactMap { scene.imported?.dumpView(for: $0)?.address } == addresses, "\(target)")
        }
    }

    @Test func everyPropertyIsSetOnTheViewsThatHaveItAndMarkedDeclared() throws {
        for property in ViewProperty.allCases {
            let scene = try Self.scene()
            let target =
                switch property.owner {
                case .view: "0x7f03"
                case .control: "0x7f05"
                case .scrollView: "0x7f01"
                }
            let view = try Self.view(scene, target)
            let before = property.value(of: view)
            let value: ViewProperty.Value = property == .alpha ? .number(0.25) : .flag(!(before == .flag(true)))
            let line = EditsFileWriter.line(.address(target), property, value)
            #expect(scene.declare(try Self.read("\n" + line)).isEmpty, "\(line)")
            #expect(property.value(of: view) == value, "\(line)")
            #expect(scene.declaredProperties(of: view).map(\.property) == [property])
            let declared = try #require(scene.declaredProperties(of: view).first)
            #expect(
                declared.original == before && declared.value == value && declared.line == 2
                    && declared.file == "app.edits")
            #expect(scene.describedView(of: view, depth: 0).declared == [declared])
            #expect(scene.edits.isEmpty, "a declaration is not a live edit: U does not undo it")
        }
    }

    @Test func whatCannotBeDeclaredIsSaidAtItsLine() throws {
        let scene = try Self.scene()
        let problems = scene.declare(
            try Self.read(
                """
                0x7f055.isHidden = true
                SendButon.isEnabled = false
                "Tile".isHidden = true
                [9, 9].isHidden = true
                0x7f04.isEnabled = false
                UITableViewCellContentView.isScrollEnabled = false
                0x7f01.gesture = tap a requireToFail=b
                UITableViewCell.gesture = tap b
                """))
        #expect(problems.map(\.line) == [1, 2, 3, 4, 5, 6, 7])
        #expect(
            problems.map(\.message) == [
                "no view at address 0x7f055; did you mean 0x7f05?",
                "no view of class SendButon; did you mean SendButton?",
                "no view named \"Tile\"",
                "no view at index path [9, 9]",
                "UILabel: 0x7f04 is not a control: it has no isEnabled",
                "2 of the 2 views of UITableViewCellContentView are not a scroll view: isScrollEnabled left as it was on them",
                "requireToFail: 2 views have a recognizer \"b\", none of them UITableView: 0x7f01 or one of its superviews",
            ])
        #expect(problems.allSatisfy { $0.file == "app.edits" && $0.column == 1 })
    }

    @Test func declaredRecognizersAreAddedToEachViewAndWaitForTheNearestNamedOne() throws {
        let scene = try Self.scene()
        #expect(
            scene.declare(
                try Self.read(
                    """
                    UITableView.gesture = pan list
                    UITableViewCell.gesture = longPress hold duration=0.8
                    UITableViewCell.gesture = tap open taps=2 requireToFail=hold,list cancelsTouchesInView=false
                    """)
            ).isEmpty)
        let table = try Self.view(scene, "0x7f01"),
            cells = [try Self.view(scene, "0x7f02"), try Self.view(scene, "0x7f06")]
        let list = try #require(scene.declaredRecognizers(of: table).first?.recognizer)
        for cell in cells {
            let declared = scene.declaredRecognizers(of: cell)
            #expect(declared.map(\.declaration.name) == ["hold", "open"] && declared.map(\.line) == [2, 3])
            let hold = try #require(declared[0].recognizer as? LongPressGestureRecognizer)
            let open = try #require(declared[1].recognizer as? TapGestureRecognizer)
            #expect(hold.minimumPressDuration == 0.8 && open.numberOfTapsRequired == 2 && !open.cancelsTouchesInView)
            #expect(
                open.failureRequirements.count == 2 && open.failureRequirements[0] === hold
                    && open.failureRequirements[1] === list)
            #expect((cell.gestureRecognizers ?? []).contains { $0 === open } && open.name == "open")
            #expect(scene.declaration(of: open)?.declaration.kind == .tap)
            #expect(scene.describedView(of: cell, depth: 0).recognizers.map(\.declaredAt) == [2, 3])
        }
        #expect(scene.viewsWithDeclarations.count == 3)
        #expect(scene.declaration(of: TapGestureRecognizer()) == nil)
    }

    @Test func aSceneFilesViewsAreFoundByNameIndexPathAndSwiftClass() throws {
        let scene = try SceneCatalog.load("hit-order")
        let named = try #require(scene.window.view(named: "B.1"))
        #expect(scene.declare(try Self.read("\"B.1\".isHidden = true\n[0].clipsToBounds = true")).isEmpty)
        #expect(named.isHidden)
        #expect(scene.window.subviews[0].clipsToBounds)
    }

    // MARK: Writing

    @Test func liveEditsAreWrittenAsTheirNetChangeAndReadBackToTheSameValues() throws {
        let scene = try Self.scene()
        let cell = try Self.view(scene, "0x7f02"), content = try Self.view(scene, "0x7f03"),
            button = try Self.view(scene, "0x7f05")
        scene.edit(cell, .userInteractionEnabled)
        scene.edit(content, .alpha, to: .number(0.011))
        scene.edit(button, .enabled)
        scene.edit(button, .enabled)
        scene.edit(cell, .hidden)
        let lines = EditsFileWriter.lines(for: scene.edits, in: scene)
        #expect(lines == ["0x7f02.isUserInteractionEnabled = false", "0x7f03.alpha = 0.011", "0x7f02.isHidden = true"])
        let fresh = try Self.scene()
        #expect(fresh.declare(try Self.read(lines.joined(separator: "\n"))).isEmpty)
        for (address, property) in [
            ("0x7f02", ViewProperty.userInteractionEnabled), ("0x7f03", .alpha), ("0x7f02", .hidden),
            ("0x7f05", .enabled),
        ] {
            #expect(
                property.value(of: try Self.view(fresh, address)) == property.value(of: try Self.view(scene, address)),
                "\(address) \(property)")
        }
    }

    @Test func aSceneFilesEditsAreWrittenByNameOrIndexPath() throws {
        let scene = try SceneCatalog.load("hit-order")
        scene.edit(try #require(scene.window.view(named: "B.1")), .hidden)
        scene.edit(scene.window, .clipsToBounds)
        #expect(
            EditsFileWriter.lines(for: scene.edits, in: scene) == [
                "\"B.1\".isHidden = true", "\"Window\".clipsToBounds = true",
            ])
    }

    @Test func savingIntoAFileReplacesTheSameDeclarationAndKeepsTheRest() throws {
        let scene = try Self.scene()
        scene.edit(try Self.view(scene, "0x7f05"), .enabled)
        scene.edit(try Self.view(scene, "0x7f03"), .hidden)
        let file = "# my app\n0x7f05.enabled = true   // from yesterday\n\nUITableViewCell.gesture = tap open\n"
        let saved = EditsFileWriter.updating(file, with: scene.edits, in: scene)
        #expect(
            saved
                == "# my app\n0x7f05.isEnabled = false\n\nUITableViewCell.gesture = tap open\n0x7f03.isHidden = true\n")
        #expect(try Self.read(saved).declarations.count == 3)
        #expect(
            EditsFileWriter.updating("", with: scene.edits, in: scene)
                == "0x7f05.isEnabled = false\n0x7f03.isHidden = true\n")
    }
}
