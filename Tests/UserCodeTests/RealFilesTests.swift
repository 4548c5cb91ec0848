import Foundation
import ResponderKit
import Testing

@testable import UserCode

/// Whole view files written as apps write them (Samples/RealFiles): imports of
/// modules the lab lacks, types from elsewhere in the app, public and open
/// classes, layout and appearance code. Each test asserts what the touch code
/// decided and what was said to be left out.
@MainActor
@Suite("Real files, as they are", .serialized)
struct RealFilesTests {
    static let needed: Set<String> = [
        "ChipView", "HUDButton", "CountingView", "LegacyCardView", "RatingView", "EmptyShellView",
        "HalfWrittenView", "BadgeView", "SwipeCardView", "PeriodSwitch", "ReceiptCardView",
    ]
    static let build = Result { try Fixtures.compiler().build([Fixtures.sample("RealFiles")], needing: needed) }
    /// The shop of Assets/Examples, as the documents show it: a folder of an app's module, on its dump.
    static let shop = Result {
        try Fixtures.compiler().build(
            [Fixtures.example("Shop")], needing: ["PinCardView", "PromoBannerView", "ChipView", "ProductCardCell"])
    }

    /// The left-out lines of `file`, each `line: code: reason`.
    private func leftOut(in file: String, of build: Result<UserCodeBuild, Error> = build) throws -> [String] {
        try build.get().leftOut.filter { $0.file.hasSuffix("/" + file) }.map { "\($0.line): \($0.code): \($0.reason)" }
    }

    private func make(_ name: String, _ frame: Rect, of build: Result<UserCodeBuild, Error> = build) throws -> View {
        try #require(try UserCodeLibrary.load(build.get()).registry.makeView(named: name, frame: frame))
    }

    @Test func unknownModulesGoAndTheStatementsThatUseThemGoAloneTheRestRuns() throws {
        let pin = try make("MyApp.PinCardView", Rect(x: 0, y: 0, width: 200, height: 80), of: Self.shop)
        #expect(pin.subviews.count == 2)  // both addSubview calls ran
        #expect(pin.layer.cornerRadius == 0)  // Theme's radius is not in the files given
        #expect(pin.point(inside: Point(x: -9, y: 40), with: nil))  // its point(inside:) decides
        #expect(
            try leftOut(in: "PinCardView.swift", of: Self.shop) == [
                "7: import SnapKit: no such module 'SnapKit'",
                "16: layer.cornerRadius = Theme.cardRadius: Theme is not in the files given",
                "19: titleLabel.snp.makeConstraints { … }: no such module 'SnapKit'",
                "22: pinButton.snp.makeConstraints { … }: no such module 'SnapKit'",
            ])
        let line = try #require(
            try Self.shop.get().leftOut.first { $0.line == 19 && $0.file.hasSuffix("PinCardView.swift") })
        #expect(
            line.description.hasSuffix(
                "PinCardView.swift:19: left out titleLabel.snp.makeConstraints { … }: no such module 'SnapKit'"))
        #expect(line.piece == .statement && line.owner == "PinCardView" && line.member == "init(frame:)")
    }

    @Test func theChipsHitTestTakesTouchesNearItsTinyCloseButton() throws {
        let chip = try make("ChipView", Rect(x: 0, y: 0, width: 120, height: 32))
        let close = try #require(chip.subviews.last as? Button)
        close.frame = Rect(x: 98, y: 8, width: 16, height: 16)
        #expect(chip.hitTest(Point(x: 90, y: 16), with: nil) === close)  // 8 points left of the button
        #expect(chip.hitTest(Point(x: 40, y: 16), with: nil) === chip)
        #expect(chip.layer.cornerRadius == 14)
        let lines = try leftOut(in: "ChipView.swift")
        #expect(lines.contains("10: import SnapKit: no such module 'SnapKit'"))
        #expect(
            lines.contains("27: Analytics.track(\"chip.title\", value: title): Analytics is not in the files given"))
        #expect(lines.contains("37: titleLabel.snp.makeConstraints { … }: no such module 'SnapKit'"))
        #expect(lines.contains("65: Haptics.shared.lightTap(): Haptics is not in the files given"))
        #expect(!lines.contains { $0.contains("hitTest") || $0.contains("closeTapped") })
        #expect(try Self.build.get().views.first { $0.name == "ChipView" }?.methods == ["hitTest(_:with:)"])
    }

    @Test func aLeftOutHitTestIsSaidAndUIKitsDefaultRuns() throws {
        let view = try #require(try Self.shop.get().views.first { $0.name == "PromoBannerView" })
        #expect(view.methods.isEmpty)
        #expect(
            view.leftOutMethods == [
                UserCodeBuild.LeftOutMethod(
                    method: "hitTest(_:with:)", className: "PromoBannerView",
                    cause: .notInFiles("RemoteConfig"))
            ])
        let banner = try make("PromoBannerView", Rect(x: 0, y: 0, width: 300, height: 60), of: Self.shop)
        #expect(banner.hitTest(Point(x: 40, y: 50), with: nil) === banner)  // UIKit's: the banner itself
        #expect(
            try leftOut(in: "PromoBannerView.swift", of: Self.shop) == [
                "7: import Kingfisher: no such module 'Kingfisher'",
                "16: var promotion: Promotion is not in the files given",
                "37: override func hitTest(_:with:): RemoteConfig is not in the files given",
            ])
    }

    @Test func aFolderIsAModuleASuperclassInAnotherFileAndTheTypesItUses() throws {
        let build = try Self.build.get()
        let hud = try #require(build.views.first { $0.name == "HUDButton" })
        #expect(hud.superclass == "HighlightDimmableButton" && hud.uikitClass == "UIButton")
        #expect(hud.methods == ["point(inside:with:)"])
        let button = try make("HUDButton", Rect(x: 0, y: 0, width: 44, height: 44))
        #expect(button is Button)
        #expect(button.point(inside: Point(x: -13, y: 22), with: nil))  // FeedStyle.standard's 14 points
        #expect(!button.point(inside: Point(x: -15, y: 22), with: nil))
        #expect(button.layer.cornerRadius == 8)  // FeedStyle.cornerRadius, from its file
        #expect(
            try leftOut(in: "HUDButton.swift") == [
                "2: import RxSwift: no such module 'RxSwift'",
                "3: import RxCocoa: no such module 'RxCocoa'",
                "6: let disposeBag: no such module 'RxSwift'",
                "13: rx.tap.subscribe(onNext: { … }).disposed(by: disposeBag): no such module 'RxCocoa'",
            ])
        // The view controller of the folder is no view the scene names: not compiled, not reported.
        #expect(try leftOut(in: "FeedViewController.swift").isEmpty)
        #expect(!build.classes.contains("FeedViewController"))
    }

    @Test func publicAndOpenClassesCompile() throws {
        let build = try Self.build.get()
        #expect(try Self.shop.get().classes.contains("PromoBannerView"))  // public
        // From its open superclass:
        #expect(build.views.first { $0.name == "HUDButton" }?.methods == ["point(inside:with:)"])
        #expect(!build.leftOut.contains { $0.file.hasSuffix("HighlightDimmableButton.swift") })
    }

    @Test func whatDependsOnALeftOutPieceGoesWithItAndSaysSo() throws {
        #expect(
            try leftOut(in: "EmptyShellView.swift") == [
                "5: let tracker: ImpressionTracker is not in the files given",
                "7: override func point(inside:with:): uses tracker, which was left out (EmptyShellView.swift:5)",
            ])
        let shell = try #require(try Self.build.get().views.first { $0.name == "EmptyShellView" })
        #expect(shell.keptNothing && shell.uikitClass == "UIControl")
        #expect(shell.leftOutMethods.map(\.method) == ["point(inside:with:)"])
        let view = try make("EmptyShellView", Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(view is Control && !view.point(inside: Point(x: 11, y: 5), with: nil))
    }

    @Test func aConformanceThatNoLongerHoldsGoesAndTheClassStays() throws {
        #expect(
            try leftOut(in: "RatingView.swift") == [
                "9: conformance to Configurable: type 'RatingView' does not conform to protocol 'Configurable'",
                "11: var model: RatingModel is not in the files given",
                "18: convenience init(model:): RatingModel is not in the files given",
                "27: func configure(with:): RatingModel is not in the files given",
            ])
        let rating = try #require(try make("RatingView", Rect(x: 0, y: 0, width: 100, height: 20)) as? Control)
        #expect(rating.isExclusiveTouch)
        #expect(try Self.build.get().views.first { $0.name == "RatingView" }?.methods == ["beginTracking(_:with:)"])
    }

    @Test func aClassWhoseSuperclassIsNotGivenAndAFileThatDoesNotParseAreSaid() throws {
        let build = try Self.build.get()
        #expect(
            build.skipped.filter { $0.qualifiedName == "LegacyCardView" } == [
                UserCodeBuild.Skipped(qualifiedName: "LegacyCardView", cause: .superclassNotGiven("BaseCardView"))
            ])
        #expect(build.skipped.first?.reason == "its superclass BaseCardView is not in the files given")
        let unparsed = try #require(build.leftOut.first { $0.piece == .file })
        #expect(unparsed.file.hasSuffix("Drafts/HalfWritten.swift") && unparsed.line == 5)
        #expect(unparsed.reason.contains("expected ')'"))
    }

    @Test func aWrapperOfAMissingModuleGoesAndItsPropertyStaysAPlainOne() throws {
        #expect(
            try leftOut(in: "PeriodSwitch.swift") == [
                "6: import Combine: no such module 'Combine'",
                "11: @Published of selectedIndex: no such module 'Combine'",
                "12: var subscriptions: no such module 'Combine'",
                "18: $selectedIndex.removeDuplicates().sink { … }.store(in: &subscriptions): uses $selectedIndex, which was left out (PeriodSwitch.swift:11)",
            ])
        let record = try #require(try Self.build.get().leftOut.first { $0.code.hasPrefix("@Published") })
        #expect(record.piece == .attribute && record.owner == "PeriodSwitch" && record.member == "selectedIndex")
        // The point(inside:) reading the property decides: the selected middle segment takes no touch.
        let control = try make("PeriodSwitch", Rect(x: 0, y: 0, width: 90, height: 30))
        #expect(control.point(inside: Point(x: 10, y: 15), with: nil))
        #expect(!control.point(inside: Point(x: 45, y: 15), with: nil))
        #expect(control.layer.cornerRadius == 8)
    }

    @Test func aClassTheLabCannotMakeSaysWhatBecameOfItsInitializers() throws {
        let skipped = try #require(try Self.build.get().skipped.first { $0.qualifiedName == "ReceiptCardView" })
        #expect(
            skipped.cause
                == .noInitializer(leftOut: ["init(receipt:)"], onlyTrapping: ["init?(coder:)"], otherArguments: []))
        #expect(
            skipped.reason
                == "no initializer the lab can call (init(frame:), init(), init?(coder:)): init(receipt:) was left out; init?(coder:) only traps"
        )
        #expect(
            try leftOut(in: "ReceiptCardView.swift") == [
                "5: let receipt: Receipt is not in the files given",
                "7: init(receipt:): Receipt is not in the files given",
            ])
    }

    @Test func anOverrideWrittenInAnExtensionIsTheClasssOwn() throws {
        let card = try make("SwipeCardView", Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(
            try Self.build.get().views.first { $0.name == "SwipeCardView" }?.methods
                == ["gestureRecognizer(_:shouldReceive:)", "gestureRecognizerShouldBegin(_:)"])
        #expect(try leftOut(in: "SwipeCardView.swift").isEmpty)
        // A convenience initializer in an extension of UIColor, a structure in the lab's module, compiles.
        #expect(try leftOut(in: "UIColor+Hex.swift").isEmpty)
        #expect(card.backgroundColor == Color(red: 0x33 / 255, green: 0x66 / 255, blue: 0x99 / 255, alpha: 1))
        let pan = try #require(
            Mirror(reflecting: card).children.first { $0.label == "pan" }?.value as? GestureRecognizer)
        #expect(card.gestureRecognizerShouldBegin(pan) == (pan.location(in: card).x > 100))
    }

    @Test func aPrivateClassIsMadeAllTheSame() throws {
        let badge = try make("BadgeView", Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(badge.point(inside: Point(x: -3, y: 10), with: nil))
        #expect(UserCodeBuild.userClassName(of: badge) == "BadgeView")
    }

    @Test func anUnchangedBuildIsReusedWithWhatWasLeftOut() throws {
        let again = try Fixtures.compiler().build([Fixtures.sample("RealFiles")], needing: Self.needed)
        _ = try Self.build.get()
        let first = try Self.build.get()
        #expect(again.reused && again.leftOut == first.leftOut)
        let other = try Fixtures.compiler().build([Fixtures.sample("RealFiles")], needing: ["ChipView"])
        #expect(!other.leftOut.contains { $0.file.hasSuffix("HUDButton.swift") })
    }
}
