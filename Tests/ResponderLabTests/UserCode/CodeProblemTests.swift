import Foundation
import Testing

/// What the lab says when the user's code does not compile, traps, crashes or
/// loops, or does not match the dump; and code as iOS apps write it, which
/// Swift on Linux would refuse as it is.
@Suite("Users' code: errors, faults, warnings and iOS spellings")
struct CodeProblemTests {
    @Test func whatDoesNotCompileIsLeftOutAndSaidAtTheUsersFileAndTheRestIsDrawn() throws {
        let broken = CodeRun.engineSample("Broken.swift")
        let out = try LabProcess.temporaryDirectory().appendingPathComponent("broken.png")
        let result = try CodeRun.lab([
            "render", "--dump", CodeRun.sample("broken-button.txt"), "--code", broken,
            "--tap", "60,120", "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "Broken.swift:4: left out override func point(inside:with:): cannot find 'padding' in scope"))
        #expect(
            result.stderr.contains("warning: BrokenButton: nothing of it compiles here; it runs as UIKit's UIButton"))
        #expect(FileManager.default.fileExists(atPath: out.path))
        let trace = try CodeRun.lab([
            "trace", "--dump", CodeRun.sample("broken-button.txt"), "--code", broken, "--at", "60,120",
        ])
        #expect(
            trace.stdout.contains(
                "BrokenButton.point(inside:) could not be compiled (cannot find 'padding' in scope): UIKit's default used"
            ), "\(trace.stdout)")
    }

    /// The shop of Assets/Examples, its folder as an app has it: each piece left out is one line on standard
    /// error, `describe` lists them and its JSON gives each, and the left-out hitTest is said where it would have answered.
    @Test func theShopsFolderRunsWithWhatDidNotCompileSaidEverywhere() throws {
        let shop = CodeRun.root.appendingPathComponent("Assets/Examples/Shop").path
        let dump = CodeRun.root.appendingPathComponent("Assets/Dumps/shop.txt").path
        let trace = try CodeRun.lab(["trace", "--dump", dump, "--code", shop, "--at", "60,136"])
        #expect(trace.status == 0, "\(trace.stderr)")
        #expect(
            trace.stderr.contains(
                "Shop/PromoBannerView.swift:37: left out override func hitTest(_:with:): RemoteConfig is not in the files given"
            ))
        #expect(trace.stderr.contains("Shop/PinCardView.swift:7: left out import SnapKit: no such module 'SnapKit'"))
        #expect(!trace.stderr.contains("ShopViewController"))
        #expect(trace.stdout.contains("hit-test at (60, 136) → MyApp.PromoBannerView: 0x7fb5e8c20b00"))
        #expect(
            trace.stdout.contains(
                "PromoBannerView.hitTest could not be compiled (RemoteConfig is not in the files given): UIKit's default used"
            ))

        let describe = try CodeRun.lab(["describe", "--dump", dump, "--code", shop, "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(describe.stdout.utf8)) as? [String: Any])
        let code = try #require(json["yourCode"] as? [String: Any])
        let leftOut = try #require(code["leftOut"] as? [[String: Any]])
        let hitTest = try #require(
            leftOut.first {
                $0["member"] as? String == "hitTest(_:with:)" && $0["owner"] as? String == "PromoBannerView"
            })
        #expect(hitTest["line"] as? Int == 37 && hitTest["piece"] as? String == "member")
        #expect(leftOut.count == describe.stderr.split(separator: "\n").filter { $0.contains(": left out ") }.count)
        let text = try CodeRun.lab(["describe", "--dump", dump, "--code", shop])
        #expect(
            text.stdout.contains(
                "PinCardView.swift:19: left out titleLabel.snp.makeConstraints { … }: no such module 'SnapKit'"))
    }

    /// A touchesBegan that did not compile is marked where it would have run: on the delivered phase's line and in its JSON.
    @Test func aLeftOutTouchesBeganIsMarkedOnThePhaseItWouldHaveRun() throws {
        let file = CodeRun.sample("StatsTrackedView.swift")
        let trace = try CodeRun.lab([
            "trace", "--dump", CodeRun.sample("stats-tracked.txt"), "--code", file, "--at", "100,150",
        ])
        #expect(trace.status == 0, "\(trace.stderr)")
        #expect(
            trace.stderr.contains(
                "StatsTrackedView.swift:2: left out import FirebaseAnalytics: no such module 'FirebaseAnalytics'"))
        let began = try #require(trace.stdout.split(separator: "\n").first { $0.hasPrefix("began:") })
        #expect(
            began.hasSuffix(
                "[StatsTrackedView.touchesBegan could not be compiled (Analytics is not in the files given): UIKit's default used]"
            ), "\(began)")
        #expect(
            !trace.stdout.contains("ended:")
                || !trace.stdout.split(separator: "\n").first { $0.hasPrefix("ended:") }!.contains("touchesBegan"))
        let json = try CodeRun.lab([
            "trace", "--dump", CodeRun.sample("stats-tracked.txt"), "--code", file, "--at", "100,150", "--json",
        ])
        let line = try #require(try LabProcess.jsonLines(json.stdout).first { $0["phase"] as? String == "began" })
        let leftOut = try #require(line["leftOut"] as? [[String: Any]])
        #expect(
            leftOut.first?["method"] as? String == "touchesBegan(_:with:)"
                && leftOut.first?["class"] as? String == "StatsTrackedView")
    }

    /// `CountingView` says yes to every other question: a touch is hit-tested once, and that run is the one
    /// explained, in words and in JSON, never a second one (behaviour 1.1).
    @Test func theHitTestExplainedIsTheOneThatDelivered() throws {
        let counting = CodeRun.engineSample("RealFiles/CountingView.swift")
        let trace = try CodeRun.lab([
            "trace", "--dump", CodeRun.sample("counting-view.txt"), "--code", counting, "--at", "100,150",
        ])
        #expect(trace.status == 0, "\(trace.stderr)")
        #expect(trace.stdout.contains("hit-test at (100, 150) → MyApp.CountingView: 0x7f8a4c30a400"), "\(trace.stdout)")
        #expect(trace.stdout.contains("CountingView.point(inside:) → true (your code)"))
        #expect(trace.stdout.contains("began: MyApp.CountingView: 0x7f8a4c30a400 (forwarded)"))
        let began = try CodeRun.began("counting-view.txt", at: "100,150", code: [counting])
        #expect(began.view == "MyApp.CountingView: 0x7f8a4c30a400")
        #expect(began.yourCode["MyApp.CountingView: 0x7f8a4c30a400"]?["pointInside"] as? Bool == true)
    }

    @Test func aForceUnwrappedNilIsReportedWithItsClassMethodAndLine() throws {
        let faults = CodeRun.engineSample("Faults/NilTarget.swift")
        let out = try LabProcess.temporaryDirectory().appendingPathComponent("never.png")
        let result = try CodeRun.lab([
            "render", "--dump", CodeRun.sample("fault-forwarding-button.txt"), "--code", faults,
            "--tap", "190,150", "--out", out.path,
        ])
        #expect(result.status == 4)
        #expect(
            result.stderr.contains(
                "responder-lab: your code trapped: ForwardingButton.hitTest(_:with:) at \(faults):7:"))
        #expect(result.stderr.contains("Unexpectedly found nil while unwrapping an Optional value"))
        // The report is one line: the backtrace the child printed is read, not shown.
        #expect(!result.stderr.contains("Program crashed"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func endlessRecursionInHitTestIsReportedWithItsMethod() throws {
        let result = try CodeRun.lab([
            "trace", "--dump", CodeRun.sample("fault-echo-view.txt"),
            "--code", CodeRun.engineSample("Faults/NilTarget.swift"), "--at", "190,150",
        ])
        #expect(result.status == 4)
        #expect(result.stderr.contains("responder-lab: your code crashed: EchoView.hitTest(_:with:) at "))
    }

    /// Stopped where `point(inside:)` calls `bounds.contains(point)` (line 21), however loaded the machine: the
    /// limit counts from the library's loading, and the loop is stopped in the user's code (x86-64).
    @Test func anEndlessLoopIsStoppedAfterTheTimeLimitAndReportedWhereItLoops() throws {
        let faults = CodeRun.engineSample("Faults/NilTarget.swift")
        let result = try CodeRun.lab([
            "trace", "--dump", CodeRun.sample("fault-spinning-view.txt"),
            "--code", faults, "--at", "190,150", "--code-time-limit", "5",
        ])
        #expect(result.status == 4)
        #if arch(x86_64)
            let place = " at \(faults):21:"
        #else
            let place = ""
        #endif
        #expect(
            result.stderr.contains("responder-lab: your code hung: SpinningView.point(inside:with:)\(place)"),
            "\(result.stderr)")
        #expect(result.stderr.contains("did not finish in 5 s"))
    }

    @Test func classesTheDumpAndTheCodeDoNotShareAreWarningsWithANearName() throws {
        let result = try CodeRun.lab([
            "trace", "--dump", CodeRun.sample("misspelled.txt"),
            "--code", CodeRun.engineSample("App/LikeButton.swift"), "--at", "310,410",
        ])
        #expect(result.status == 0)
        #expect(
            result.stderr.contains(
                "warning: the dump names MyApp.LikeButon, which your code does not define (did you mean LikeButton?); it runs as UIKit's UIButton"
            ))
        #expect(
            result.stderr.contains(
                "warning: your code defines LikeButton, which no view of the dump is (did you mean MyApp.LikeButon?)"))
        #expect(result.stderr.contains("MyApp.ShareSheetHeader (as UIView)"))
        // The misspelled line runs as UIKit's button: the touch still lands on it.
        #expect(result.stdout.contains("began: MyApp.LikeButon: 0x7f8a4f20a400 (handled)"))
    }

    @Test func aClassTheLabCannotMakeIsSaidOnceWithWhatBecameOfItsInitializers() throws {
        let result = try CodeRun.lab([
            "trace", "--dump", CodeRun.sample("receipt-card.txt"),
            "--code", CodeRun.engineSample("RealFiles/ReceiptCardView.swift"), "--at", "40,200",
        ])
        #expect(result.status == 0)
        #expect(
            result.stderr.contains(
                "warning: the dump names Budget.ReceiptCardView; the lab cannot make your code's ReceiptCardView (no initializer the lab can call (init(frame:), init(), init?(coder:)): init(receipt:) was left out; init?(coder:) only traps); it runs as UIKit's UIView"
            ), "\(result.stderr)")
        #expect(!result.stderr.contains("which no view of the dump is"))
        #expect(result.stdout.contains("began: Budget.ReceiptCardView: 0x7f8a4f50a400"))
    }

    @Test func classesNamedWindowAndLabelAreTheUsersBesideUIKitsNames() throws {
        let code = [CodeRun.sample("ClashingNames.swift")]
        // Window's dead border, and Label's grown area reaching into it.
        let border = try CodeRun.began("clashing-names.txt", at: "55,105", code: code)
        #expect(border.view == "UIView: 0x7f8a4f30a200")
        #expect(border.yourCode["MyApp.Window: 0x7f8a4f30a400"]?["pointInside"] as? Bool == false)
        let nearLabel = try CodeRun.began("clashing-names.txt", at: "65,115", code: code)
        #expect(nearLabel.view == "MyApp.Label: 0x7f8a4f30a600")
        #expect(try CodeRun.began("clashing-names.txt", at: "65,115").view == "MyApp.Window: 0x7f8a4f30a400")
    }

    @Test func interfaceBuilderAttributesSelectorsAndAvailabilityCompileAndRun() throws {
        // @IBDesignable, @IBInspectable, @IBOutlet, @IBAction, @objc, dynamic, #selector, #available(iOS 18, *),
        // Foundation beside UIKit, and an expression past the default type checker's limits.
        let code = [CodeRun.sample("RatingControl.swift")]
        let margin = try CodeRun.began("rating-control.txt", at: "90,320", code: code)
        #expect(margin.view == "MyApp.RatingControl: 0x7f8a4f40a400")
        #expect(margin.yourCode["MyApp.RatingControl: 0x7f8a4f40a400"]?["pointInside"] as? Bool == true)
        #expect(try CodeRun.began("rating-control.txt", at: "90,320").view == "UIView: 0x7f8a4f40a200")
        // awakeFromNib added the target-action: the selector names the method.
        #expect(margin.result.stdout.contains("\"type\":\"action\",\"action\":\"ratingTapped(_:)\""))
    }

    @Test func aSceneFileMayNameTheUsersClassesWhenCodeIsGiven() throws {
        let scene = CodeRun.sample("ticket-scene.json")
        let result = try CodeRun.lab([
            "trace", "--scene-file", scene, "--code", CodeRun.sample("ClashingNames.swift"), "--at", "65,115",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("hit-test at (65, 115) → Number"))
        #expect(result.stdout.contains("Label.point(inside:) → true (your code)"))
        let without = try CodeRun.lab(["trace", "--scene-file", scene, "--at", "65,115"])
        #expect(without.status == 2)
        #expect(without.stderr.contains("got \"Window\"; a class of your own code needs --code FILE"))
    }

    @Test func describeMarksTheViewsTheCodeRuns() throws {
        let result = try CodeRun.lab([
            "describe", "--dump", CodeRun.sample("circle-button.txt"), "--code", CodeRun.appCode("RoundButtons.swift"),
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("your code: CircleButton, writes point(inside:with:)"))
        #expect(!result.stdout.contains("caveat: custom class"))
    }
}
