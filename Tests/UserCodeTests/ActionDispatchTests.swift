import Foundation
import ResponderKit
import Testing

@testable import UserCode

/// Target-action by name: a selector reaches the user's `@objc` and `@IBAction`
/// methods as the Objective-C runtime would find them on iOS.
@MainActor
@Suite("Actions by selector reach the user's methods", .serialized)
struct ActionDispatchTests {
    static let build = Result { try Fixtures.compiler().build([Fixtures.sample("Actions")]) }

    private func make(_ name: String, _ frame: Rect = Rect(x: 0, y: 0, width: 200, height: 100)) throws -> View {
        try #require(try UserCodeLibrary.load(Self.build.get()).registry.makeView(named: name, frame: frame))
    }

    /// A stored property of a view the user's code made, read by reflection.
    private func value<T>(_ name: String, of view: View, as type: T.Type = T.self) -> T? {
        Mirror(reflecting: view).children.first { $0.label == name }?.value as? T
    }

    /// The card's `lastSender`: which of its methods ran last.
    private func lastSender(of card: View) -> String? {
        value("lastSender", of: card, as: String?.self) ?? nil
    }

    @Test func everyActionSampleCompilesWithNothingLeftOut() throws {
        let build = try Self.build.get()
        #expect(build.leftOut.isEmpty && build.warnings.isEmpty)
        #expect(Set(build.classes) == ["StoryCardView", "DrawerView", "DrawerHandle", "SelfRoutingView"])
    }

    @Test func aButtonsSelectorCallsThePrivateObjCMethodOfItsTarget() throws {
        let card = try make("StoryCardView")
        let close = try #require(value("closeButton", of: card, as: Button.self))
        close.sendActions(for: .touchUpInside)
        #expect(value("closeCount", of: card, as: Int.self) == 1)
        #expect(close.isHidden)
    }

    @Test func aRecognizersSelectorCallsItsHandlerWithTheRecognizer() throws {
        let card = try make("StoryCardView")
        let pan = try #require(value("pan", of: card, as: GestureRecognizer.self))
        #expect(card.perform("handlePan:", withSender: pan))
        #expect(lastSender(of: card) == "pan")
        #expect(card.transform == Transform(translationX: 40, y: 0))
    }

    @Test func aSelectorIsFoundByEverySpellingAndTheNameObjCGives() throws {
        let card = try make("StoryCardView")
        for name in ["closeTapped", "closeTapped()", "self.closeTapped", "StoryCardView.closeTapped"] {
            #expect(card.canPerformAction(Action(name), withSender: nil), "\(name)")
        }
        #expect(card.perform("dismissCard:", withSender: nil))  // @objc(dismissCard:)
        #expect(lastSender(of: card) == "dismiss" && card.alpha == 0)
    }

    @Test func anActionWrittenInAnExtensionIsTheClasss() throws {
        let card = try make("StoryCardView")
        #expect(card.perform("reportTapped", withSender: nil))
        #expect(lastSender(of: card) == "report")
    }

    @Test func aSenderOfAnotherTypeThanTheMethodTakesIsNotPerformed() throws {
        let card = try make("StoryCardView")
        #expect(!card.perform("likeTapped:", withSender: View(frame: .zero)))
        #expect(lastSender(of: card) == nil)
        #expect(card.perform("likeTapped:", withSender: Button(frame: .zero)))
        #expect(lastSender(of: card) == "like")
    }

    @Test func onlyMethodsASelectorCanNameAndTheLabCanCallArePerformed() throws {
        let card = try make("StoryCardView")
        #expect(!card.canPerformAction("notAnAction", withSender: nil))  // not @objc
        #expect(!card.canPerformAction("share:forEvent:", withSender: nil))  // takes the event too
        #expect(!card.perform("notAnAction", withSender: nil))
    }

    @Test func aNilTargetedActionFindsTheAncestorThatPerformsIt() throws {
        let drawer = try make("DrawerView")
        let handle = try make("DrawerHandle", Rect(x: 0, y: 0, width: 44, height: 44))
        drawer.addSubview(handle)
        (handle as? Control)?.sendActions(for: .touchUpInside)
        #expect(value("isOpen", of: drawer, as: Bool.self) == true)
        #expect(handle.target(forAction: "toggleDrawer", withSender: nil) === drawer)
    }

    @Test func aClassThatPerformsActionsItselfKeepsItsOwnPerform() throws {
        let view = try make("SelfRoutingView")
        #expect(view.perform("refresh", withSender: nil))
        #expect(value("performed", of: view, as: [String].self) == ["refresh"])
    }

    @Test func aDispatchTheCompilerRefusesIsTurnedOffAndTheClassStays() throws {
        let file = UserSourceFile(
            path: "/src/Card.swift",
            text: "import UIKit\n\nclass Card: UIView {\n    @objc func closeTapped() {}\n}\n")
        let module = UserModule(files: [file])
        let card = try #require(module.declarations.first { $0.kind == .class }).id
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dispatch-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var compilation = UserCodeCompilation(
            module: module, needed: nil, available: ["UIKit"], moduleName: "LabCode_test", folder: folder)
        var copies: [String] = []
        _ = try compilation.run { files in
            copies.append(try String(contentsOfFile: files[0], encoding: .utf8))
            let refusal = "\(ActionDispatch.file(of: card)):3:40: error: ambiguous use of 'closeTapped'"
            return copies.count == 1 ? (1, refusal) : (0, "")
        }
        #expect(copies.count == 2)
        #expect(copies[0].contains("override func perform(") && !copies[1].contains("override func perform("))
        #expect(compilation.kept.leftOut.isEmpty && compilation.kept.kept.contains(card))
    }

    @Test func theSpellingsOfASelectorAreSwiftsAndObjCs() {
        #expect(ActionDispatch.spellings(of: "closeTapped()") == ["closeTapped", "closeTapped()"])
        #expect(ActionDispatch.spellings(of: "longPressed(_:)") == ["longPressed", "longPressed(_:)", "longPressed:"])
        #expect(
            ActionDispatch.spellings(of: "handle(gesture:)") == ["handle", "handle(gesture:)", "handleWithGesture:"])
    }
}
