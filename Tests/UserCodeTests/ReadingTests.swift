import Foundation
import Testing

@testable import UserCode

/// Reading users' files with the Swift parser: what is declared where, what the
/// scene's classes need, and which piece an error at a place leaves out.
@Suite("Reading users' Swift")
struct ReadingTests {
    private func module(_ files: [String: String]) -> UserModule {
        UserModule(
            files: files.sorted { $0.key < $1.key }.map { UserSourceFile(path: "/src/" + $0.key, text: $0.value) })
    }

    private func kept(_ files: [String: String], needing needed: Set<String>? = nil) -> KeptCode {
        KeptCode(
            module: module(files), needed: needed, available: ["UIKit", "Foundation", "Dispatch"],
            isView: UIKitViews.isView)
    }

    private func declaration(_ module: UserModule, _ summary: String) throws -> UserDeclaration {
        try #require(module.declarations.first { $0.summary == summary })
    }

    /// The offset of the first `marker` in file `file`.
    private func offset(of marker: String, in module: UserModule, file: Int = 0) throws -> Int {
        let text = module.files[file].text
        let range = try #require(text.range(of: marker))
        return text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)
    }

    @Test func nestedTypesAndExtensionMembersAreReadWithTheirQualifiedNames() throws {
        let read = module([
            "Feed.swift": """
            class Feed: UIView {
                class Cell: UITableViewCell {
                    final class Heart: UIKit.UIView {}
                }
                struct Model { class Box {} }
            }
            extension Feed.Cell { class Badge: UILabel {} }
            // class Commented: UIView {}
            let text = "class Quoted: UIView {}"
            """
        ])
        let classes = read.declarations.filter { $0.kind == .class }
        #expect(
            classes.map { $0.qualifiedName ?? "" } == [
                "Feed", "Feed.Cell", "Feed.Cell.Heart", "Feed.Model.Box", "Feed.Cell.Badge",
            ])
        #expect(classes.map(\.superclassName) == ["UIView", "UITableViewCell", "UIView", nil, "UILabel"])
        #expect(read.files[0].location(of: classes[2].range.lowerBound).line == 3)
        #expect(read.type(named: "Cell").map { read[$0].qualifiedName } == "Feed.Cell")
    }

    @Test func aSuperclassIsFoundAcrossFilesAndThroughTypealiases() throws {
        let read = module([
            "A.swift": "open class HighlightButton: UIButton {}\ntypealias BaseButton = HighlightButton",
            "B.swift":
                "final class HUDButton: BaseButton {}\ntypealias PlainButton = UIKit.UIButton\nclass Flat: PlainButton {}",
        ])
        let hud = try declaration(read, "class HUDButton"), flat = try declaration(read, "class Flat")
        let highlight = try declaration(read, "class HighlightButton")
        #expect(read.ancestry(of: hud.id).user == [highlight.id])
        #expect(read.ancestry(of: hud.id).root == .external("UIButton"))
        #expect(read.ancestry(of: flat.id).root == .external("UIButton"))
    }

    @Test func initializersAreReadWithTheirLabelsDefaultsAndWhetherTheyOnlyTrap() throws {
        let read = module([
            "Card.swift": """
            class Card: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                convenience init(title: String, handler: @escaping (Int) -> Void = { _ in }, _ size: CGSize = .zero) {
                    self.init(frame: .zero)
                }
            }
            """
        ])
        let inits = read.declarations.compactMap(\.initializer)
        #expect(inits.map(\.labels) == [["frame"], ["coder"], ["title", "handler", "_"]])
        #expect(inits.map(\.defaults) == [[false], [false], [false, true, true]])
        #expect(inits.map(\.isConvenience) == [false, false, true])
        #expect(inits.map(\.onlyTraps) == [false, true, false])
        #expect(
            read.declarations.filter { $0.kind == .initializer }.map(\.summary)
                == ["override init(frame:)", "required init?(coder:)", "convenience init(title:handler:_:)"])
    }

    @Test func whatTheScenesClassesNeedIsCompiledAndTheRestIsNot() throws {
        let code = kept(
            [
                "Chip.swift": """
                import UIKit
                protocol ChipDelegate: AnyObject { func chipClosed() }
                final class Chip: UIView {
                    weak var delegate: ChipDelegate?
                    let style = ChipStyle.pill
                    override func layoutSubviews() { backgroundColor = .brand }
                }
                final class Unnamed: UIView {}
                """,
                "Style.swift": """
                enum ChipStyle { case pill, square }
                extension UIColor {
                    static let brand = UIColor.red
                    static let unused = UIColor.blue
                }
                final class FeedController: UIViewController {}
                """,
            ], needing: ["Chip"])
        let module = code.module
        let compiled = Set(code.kept.map { module[$0].summary })
        #expect(
            compiled.isSuperset(of: [
                "class Chip", "protocol ChipDelegate", "enum ChipStyle", "extension UIColor",
                "static let brand", "override func layoutSubviews()", "import UIKit",
            ]))
        #expect(compiled.isDisjoint(with: ["class Unnamed", "static let unused", "class FeedController"]))
        #expect(code.roots.map { module[$0].swiftName } == ["Chip"])
        #expect(code.leftOut.isEmpty)
    }

    @Test func anInitializerInAnExtensionOfUIKitsTypeComesWithACallByTheTypesName() throws {
        let code = kept(
            [
                "Button.swift": """
                import UIKit
                final class PillButton: UIButton {
                    override func layoutSubviews() { contentEdgeInsets = UIEdgeInsets(all: 8) }
                }
                """,
                "Insets.swift": """
                extension UIEdgeInsets {
                    init(all value: CGFloat) { self.init(top: value, left: value, bottom: value, right: value) }
                    init(horizontal: CGFloat) { self.init(top: 0, left: horizontal, bottom: 0, right: horizontal) }
                }
                extension UIColor {
                    convenience init(hex: UInt32) { self.init(white: 0, alpha: 1) }
                }
                """,
            ], needing: ["PillButton"])
        let compiled = Set(code.kept.map { code.module[$0].summary })
        #expect(compiled.isSuperset(of: ["extension UIEdgeInsets", "init(all:)"]))
        // Only the extensions of types the code names: UIColor's is not.
        #expect(compiled.isDisjoint(with: ["extension UIColor", "convenience init(hex:)"]))
    }

    @Test func withoutTheScenesNamesEveryViewClassIsNeeded() {
        let code = kept([
            "Views.swift": "class A: UIView {}\nclass B: UIButton {}\nclass Model {}\nclass C: UIViewController {}"
        ])
        #expect(code.roots.map { code.module[$0].swiftName } == ["A", "B"])
    }

    @Test func aNeededClassWhoseSuperclassIsNotGivenIsSaidWhy() {
        let code = kept(["Legacy.swift": "class LegacyCard: BaseCardView {}"], needing: ["LegacyCard"])
        #expect(code.roots.isEmpty)
        #expect(code.unbuildable.map(\.superclass) == ["BaseCardView"])
    }

    @Test func anImportOfAModuleTheLabLacksIsLeftOutAndSaid() {
        let code = kept(["Pin.swift": "import UIKit\nimport SnapKit\nclass Pin: UIView {}"])
        #expect(
            code.leftOut.map(\.description) == ["/src/Pin.swift:2: left out import SnapKit: no such module 'SnapKit'"])
        #expect(code.missingModules[0] == ["SnapKit"])
    }

    @Test func anErrorLeavesOutTheSmallestPieceThatHoldsIt() throws {
        let code = kept([
            "Card.swift": """
            class Card: UIView, Shareable {
                var title = "" {
                    didSet { Analytics.track(title); label.text = title }
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(label)
                    UIView.animate(withDuration: 0.2) { Haptics.tap() }
                    if frame.isEmpty { Tracker.log() }
                }
                var badge: Int { Badges.count }
                override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                    Config.passThrough ? nil : super.hitTest(point, with: event)
                }
                func refresh() { Feed.reload(); setNeedsLayout() }
            }
            """
        ])
        let module = code.module
        func unit(at marker: String) throws -> KeptCode.Unit? {
            code.unit(at: try offset(of: marker, in: module), in: 0, message: "cannot find '…' in scope")
        }
        func statement(_ text: String) throws -> KeptCode.Unit {
            let start = try offset(of: text, in: module)
            let owner = try #require(module.declarations.last { $0.range.contains(start) && $0.kind != .class })
            return .statement(owner: owner.id, range: start..<(start + text.utf8.count))
        }
        let card = try declaration(module, "class Card")
        // A property observer's, an initializer's and a method's statements are left out alone…
        #expect(try unit(at: "Analytics") == statement("Analytics.track(title);"))
        #expect(try unit(at: "Haptics") == statement("UIView.animate(withDuration: 0.2) { Haptics.tap() }"))
        #expect(try unit(at: "Tracker") == statement("Tracker.log()"))
        #expect(try unit(at: "Feed.reload") == statement("Feed.reload();"))
        // …but the call to super.init, a getter and a method that decides touches go whole.
        #expect(try unit(at: "super.init(frame") == .declaration(declaration(module, "override init(frame:)").id))
        #expect(try unit(at: "Badges") == .declaration(declaration(module, "var badge").id))
        #expect(try unit(at: "Config") == .declaration(declaration(module, "override func hitTest(_:with:)").id))
        // In the header: the conformance an error names, never the superclass.
        #expect(
            code.unit(
                at: try offset(of: "class Card", in: module), in: 0,
                message: "type 'Card' does not conform to protocol 'Shareable'")
                == .conformance(owner: card.id, entry: 1))
        #expect(try unit(at: "UIView, Shareable") == .declaration(card.id))
    }

    @Test func reasonsSayWhereANameIsMissingFrom() throws {
        var code = kept([
            "Promo.swift": """
            import UIKit
            import SnapKit
            class Promo: UIView {
                let config = RemoteConfig.shared
                override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { config.on ? nil : self }
            }
            """
        ])
        let config = try declaration(code.module, "let config")
        #expect(code.cause(of: "cannot find 'RemoteConfig' in scope", in: 0) == .notInFiles("RemoteConfig"))
        #expect(
            code.cause(of: "cannot find type 'UIFeedbackGenerator' in scope", in: 0)
                == .notInUIKit("UIFeedbackGenerator"))
        #expect(code.cause(of: "value of type 'Label' has no member 'snp'", in: 0) == .noSuchModule("SnapKit"))
        #expect(
            code.cause(of: "type 'Color?' has no member 'brandBlue'", in: 0)
                == .compiler("type 'UIColor?' has no member 'brandBlue'"))
        #expect(
            code.cause(of: "cannot find 'isAccessibilityFocused' in scope", in: 0)
                == .compiler("cannot find 'isAccessibilityFocused' in scope"))
        code.leaveOut(.declaration(config.id), cause: .notInFiles("RemoteConfig"))
        #expect(
            code.cause(of: "cannot find 'config' in scope", in: 0)
                == .usesLeftOut(name: "config", file: "Promo.swift", line: 4))
        #expect(code.leftOut.last?.reason == "RemoteConfig is not in the files given")
    }

    @Test func whatLinuxRefusesIsRewrittenAndEveryLineKeepsItsLength() throws {
        let source = #"""
            import UIKit
            import Foundation
            import QuartzCore
            import UIKit.UIGestureRecognizerSubclass
            import Dispatch
            @IBDesignable @objcMembers
            public class LikeButton: UIButton {
                @IBInspectable var padding: CGFloat = 12
                @IBOutlet weak var label: UILabel!
                @objc dynamic var likes = 0
                public private(set) var shares = 0
                let dynamic = 1
                @objc(likeTapped:) @IBAction open func tapped(_ sender: Any) {
                    addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    let pan = UIPanGestureRecognizer(target: self, action: #selector( handlePan ))
                    // @objc func old() { #selector(old) }
                    let text = "@objc \(dynamic) #selector(a) public"
                }
                func handlePan() {}
            }
            """#
        let code = kept(["Like.swift": source])
        let file = code.module.files[0]
        let result = CompiledCopy.text(of: 0, kept: code, rewrites: [CompiledCopy.rewrites(of: file)])
        var lines = result.split(separator: "\n", omittingEmptySubsequences: false)
        // The actions by name go before the closing brace, under a file of their own, and give the line back.
        let generated = try #require(lines.firstIndex { $0.contains(ActionDispatch.filePrefix) })
        let back = try #require(
            lines[generated...].firstIndex { $0 == #"#sourceLocation(file: "/src/Like.swift", line: 20)"# })
        let actions = lines[generated...back].joined(separator: "\n")
        #expect(
            actions.contains(#"case "likeTapped:", "tapped", "tapped(_:)": return __rlCall(self.tapped(_:), sender)"#))
        #expect(actions.contains(#"case "handlePan", "handlePan()": return __rlCall({ self.handlePan() }, sender)"#))
        lines.removeSubrange(generated...back)
        #expect(
            lines.map(\.utf8.count) == source.split(separator: "\n", omittingEmptySubsequences: false).map(\.utf8.count)
        )
        #expect(
            lines[0...4].map { $0.trimmingCharacters(in: .whitespaces) } == [
                "import UIKit", "", "", "", "import Dispatch",
            ])
        #expect(lines[5].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(lines[6] == "       class LikeButton: UIButton {")
        #expect(lines[7] == "                   var padding: CGFloat = 12")
        #expect(lines[9] == "                  var likes = 0")
        #expect(lines[10] == "           private(set) var shares = 0")
        #expect(lines[11] == "    let dynamic = 1")
        #expect(lines[12] == String(repeating: " ", count: 38) + "func tapped(_ sender: Any) {")
        #expect(lines[13].contains(#"action: __rlSel("tapped(_:)"), for:"#))
        #expect(lines[14].contains(#"action: __rlSel("handlePan")  )"#))
        #expect(
            lines[15...16].joined(separator: "\n") == source.split(separator: "\n")[15...16].joined(separator: "\n"))
    }

    @Test func anOverrideInAnExtensionMovesIntoItsClassKeepingItsFileAndLine() throws {
        let source = """
            class Card: UIView {
                let pan = UIPanGestureRecognizer()
            }

            extension Card: UIGestureRecognizerDelegate {
                @objc override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
                    g === pan
                }
                func helper() {}
            }
            """
        let code = kept(["Card.swift": source])
        let result = CompiledCopy.text(of: 0, kept: code, rewrites: [CompiledCopy.rewrites(of: code.module.files[0])])
        let lines = result.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines[0...1]) == ["class Card: UIView {", "    let pan = UIPanGestureRecognizer()"])
        #expect(
            Array(lines[2...6]) == [
                #"#sourceLocation(file: "/src/Card.swift", line: 6)"#,
                "          override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {",
                "        g === pan",
                "    }",
                #"#sourceLocation(file: "/src/Card.swift", line: 3)"#,
            ])
        #expect(lines[7] == "}")
        // Gone from the extension:
        #expect(lines[10...12].allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty })
        #expect(lines[13] == "    func helper() {}")
    }

    @Test func aSelectorOverSeveralLinesKeepsTheLinesBelow() {
        let source =
            "class Tap: UIView {\n    func go() {\n        let s = #selector(\n            tapped(_:)\n        )\n        _ = s\n    }\n}"
        let code = kept(["Tap.swift": source])
        let result = CompiledCopy.text(of: 0, kept: code, rewrites: [CompiledCopy.rewrites(of: code.module.files[0])])
        let lines = result.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 8)
        #expect(lines[2] == #"        let s = __rlSel("tapped(_:)")"#)
        #expect(lines[5] == "        _ = s")
    }

    @Test func aFileThatDoesNotParseIsLeftOutWithWhere() {
        let code = kept(["Half.swift": "class Half: UIView {\n    func f() {\n        let x = g(\n    }\n"])
        #expect(code.leftOut.count == 1)
        #expect(code.leftOut.first?.piece == .file)
        #expect(code.leftOut.first?.line == 3)
        #expect(code.roots.isEmpty)
    }

    @Test func everyTypeTheUIKitModuleRenamesIsSpelledWithUIKitsName() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Sources/UIKit"
        ).standardized
        var aliases: [String: Set<String>] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("public typealias ") {
                let parts = line.dropFirst("public typealias ".count).split(separator: "=").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                guard parts.count == 2, parts[1].allSatisfy({ $0.isLetter }), parts[1].first?.isUppercase == true,
                    parts[1] != "Double"
                else { continue }
                aliases[parts[1], default: []].insert(parts[0])
            }
        }
        #expect(!aliases.isEmpty)
        for (core, names) in aliases {
            #expect(
                UIKitNames.byCoreName[core].map(names.contains) == true,
                "\(core) is \(names.sorted()) in the UIKit module")
        }
        #expect(
            UIKitNames.spelled("value of type 'Label' (aka 'Label') has no member 'snp'")
                == "value of type 'UILabel' has no member 'snp'")
    }

    @Test func aLeftOutLineReadsAsOneWithItsClosuresFolded() {
        #expect(
            LeftOutCode.shortened("$selectedIndex\n    .removeDuplicates()\n    .sink { value in\n print(value) }")
                == "$selectedIndex.removeDuplicates().sink { … }")
        #expect(
            LeftOutCode.shortened("detailTextLabel?.textColor = .secondaryLabel")
                == "detailTextLabel?.textColor = .secondaryLabel")
        #expect(LeftOutCode.shortened(String(repeating: "a", count: 80)).count == 72)
    }
}
