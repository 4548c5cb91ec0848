import Foundation
import ResponderKit
import Testing

@testable import UserCode

/// The engine end to end: the samples compiled against this build's UIKit,
/// loaded into this process, their classes made by name and hit-tested.
@MainActor
@Suite("Compiling and loading user code", .serialized)
struct CompileAndLoadTests {
    private func loaded() throws -> UserCodeLibrary {
        try UserCodeLibrary.load(Fixtures.app.get())
    }

    @Test func everyViewClassIsRegisteredAndTheOthersAreSaidWhy() throws {
        let build = try Fixtures.app.get()
        #expect(
            Set(build.classes) == [
                "LikeButton", "FeedCell", "FeedCell.HeartView", "BaseCard", "PhotoCard",
                "StoryboardOnlyView", "PastedOverlay", "PrivateBadge",
            ])
        #expect(build.skipped == [UserCodeBuild.Skipped(qualifiedName: "Box", cause: .generic)])
        #expect(build.leftOut.isEmpty)
        #expect(build.sources.contains(Fixtures.sample("Pasted.swift")))
    }

    @Test func theOverridesDecideTheHitTests() throws {
        let registry = try loaded().registry
        let like = try #require(registry.makeView(named: "LikeButton", frame: Rect(x: 0, y: 0, width: 30, height: 30)))
        #expect(like is Button)  // a subclass of the lab's own Button
        #expect(like.point(inside: Point(x: -11, y: 40), with: nil))  // 12 points of padding
        #expect(!like.point(inside: Point(x: -13, y: 5), with: nil))
        let card = try #require(registry.makeView(named: "PhotoCard", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        let photo = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        card.addSubview(photo)
        #expect(card.hitTest(Point(x: 50, y: 50), with: nil) == nil)  // BaseCard's pass-through, inherited
        #expect(card.hitTest(Point(x: 15, y: 15), with: nil) === photo)
        let overlay = try #require(
            registry.makeView(named: "PastedOverlay", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(overlay.hitTest(Point(x: 5, y: 5), with: nil) == nil)  // a file with no import at all
    }

    @Test func classesAreFoundByTheNamesADumpGives() throws {
        let registry = try loaded().registry
        let frame = Rect(x: 0, y: 0, width: 40, height: 40)
        let heart = try #require(registry.makeView(named: "MyApp.FeedCell.HeartView", frame: frame))
        #expect(heart.hitTest(Point(x: 20, y: 20), with: nil) === heart)
        #expect(heart.hitTest(Point(x: 2, y: 2), with: nil) == nil)  // outside the round middle
        #expect(registry.entry(named: "HeartView")?.qualifiedName == "FeedCell.HeartView")
        #expect(registry.entry(named: "MyApp.LikeButton")?.qualifiedName == "LikeButton")
        #expect(registry.entry(named: "Missing") == nil)
    }

    @Test func compiledClassesAreKnownByTheirModuleAndTheLabsAreNot() throws {
        let heart = try #require(try loaded().registry.makeView(named: "FeedCell.HeartView", frame: .zero))
        #expect(UserCodeBuild.userClassName(of: heart) == "FeedCell.HeartView")
        #expect(UserCodeBuild.userClassName(of: Button(frame: .zero)) == nil)
        #expect(
            try Fixtures.app.get().views.first { $0.qualifiedName == "FeedCell.HeartView" }?.methods == [
                "hitTest(_:with:)"
            ])
    }

    @Test func eachClassIsMadeWithAnInitializerItHas() throws {
        let registry = try loaded().registry
        let cell = try #require(registry.makeView(named: "FeedCell", frame: Rect(x: 0, y: 0, width: 320, height: 44)))
        let tableCell = try #require(cell as? TableViewCell)
        #expect(tableCell.frame == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(tableCell.contentView.subviews.count == 1)  // the heart init(style:reuseIdentifier:) added
        cell.awakeFromNib()
        #expect(tableCell.contentView.subviews.first?.backgroundColor == .red)
        let storyboard = try #require(
            registry.makeView(named: "StoryboardOnlyView", frame: Rect(x: 5, y: 5, width: 10, height: 10)))
        #expect(storyboard.frame == Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(Mirror(reflecting: storyboard).children.first { $0.label == "madeFromCoder" }?.value as? Bool == true)
    }

    @Test func anUnchangedBuildIsReusedAndAChangedOneIsNot() throws {
        let cache = NSTemporaryDirectory() + "user-code-reuse-\(ProcessInfo.processInfo.processIdentifier)"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let folder = cache + "/src"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/Overlay.swift"
        try "class Overlay: UIView {}\n".write(toFile: file, atomically: true, encoding: .utf8)
        let compiler = try Fixtures.compiler(cache: cache + "/libraries")

        let first = try compiler.build([file])
        let second = try compiler.build([file])
        #expect(!first.reused && second.reused)
        #expect(second.libraryPath == first.libraryPath && second.classes == ["Overlay"])
        try "class Overlay: UIView {}\nclass Underlay: UIView {}\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        let changed = try compiler.build([folder])
        #expect(!changed.reused && changed.moduleName != first.moduleName)
        #expect(try UserCodeLibrary.load(changed).registry.entries.map(\.qualifiedName) == ["Overlay", "Underlay"])
    }

    @Test func aMethodThatDoesNotCompileIsLeftOutAtTheUsersFileAndLineAndTheClassRunsAsUIKits() throws {
        let broken = Fixtures.sample("Broken.swift")
        let build = try Fixtures.compiler().build([broken])
        #expect(
            build.leftOut == [
                LeftOutCode(
                    file: broken, line: 4, column: 5, piece: .member, code: "override func point(inside:with:)",
                    owner: "BrokenButton", member: "point(inside:with:)",
                    cause: .compiler("cannot find 'padding' in scope"))
            ])
        let view = try #require(build.views.first)
        #expect(view.keptNothing && view.uikitClass == "UIButton" && view.methods.isEmpty)
        #expect(view.leftOutMethods.map(\.method) == ["point(inside:with:)"])
        let button = try #require(
            try UserCodeLibrary.load(build).registry.makeView(
                named: "BrokenButton", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(button is Button && !button.point(inside: Point(x: -1, y: 5), with: nil))
    }

    @Test func pathsThatAreNotSwiftCodeAreReported() throws {
        let compiler = try Fixtures.compiler()
        #expect(throws: UserCodeError.notFound(path: "/no/such/Like.swift")) {
            try compiler.build(["/no/such/Like.swift"])
        }
        let empty = NSTemporaryDirectory() + "user-code-empty-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect(throws: UserCodeError.noSwiftFiles(folder: empty)) { try compiler.build([empty]) }
        #expect(throws: UserCodeError.modulesNotFound(expected: empty)) {
            try UserCodeCompiler(modulesDirectory: empty)
        }
    }
}
