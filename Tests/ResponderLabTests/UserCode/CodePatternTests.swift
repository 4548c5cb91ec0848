import Foundation
import Testing

/// The overrides real apps write to decide where touches go, each placed in a
/// dump that names its class, run through `trace --code` as a user runs it:
/// at a point where the code changes UIKit's answer (the same dump without
/// the code answers otherwise), and at one where it does not.
@Suite("Users' code in dumps: the overrides decide")
struct CodePatternTests {
    @Test func aPassThroughViewLetsTouchesReachWhatIsBehindIt() throws {
        let code = [CodeRun.appCode("PassThroughView.swift")]
        let behind = try CodeRun.began("pass-through-view.txt", at: "195,625", code: code)
        #expect(behind.view == "UIButton: 0x7f8a4c10a400")
        #expect(behind.yourCode["MyApp.PassThroughView: 0x7f8a4c10a800"]?["class"] as? String == "PassThroughView")
        #expect(behind.yourCode["MyApp.PassThroughView: 0x7f8a4c10a800"]?.keys.contains("hitTest") == true)
        #expect(
            try CodeRun.began("pass-through-view.txt", at: "195,625").view == "MyApp.PassThroughView: 0x7f8a4c10a800")
        // Its own close button still gets its touches.
        #expect(try CodeRun.began("pass-through-view.txt", at: "352,82", code: code).view == "UIButton: 0x7f8a4c10aa00")
    }

    @Test func aPassThroughWindowTakesNothingButItsRootViewsSubviews() throws {
        // The dump names the window by its mangled name; its root controller comes with the dump.
        let code = [CodeRun.appCode("PassThroughView.swift")]
        let root = try CodeRun.began("pass-through-window.txt", at: "100,300", code: code)
        #expect(root.view == nil)
        #expect(
            root.yourCode["_TtC5MyApp17PassThroughWindow: 0x7f8a4c20a000"]?["class"] as? String == "PassThroughWindow")
        #expect(try CodeRun.began("pass-through-window.txt", at: "100,300").view == "UIView: 0x7f8a4c20a200")
        #expect(
            try CodeRun.began("pass-through-window.txt", at: "340,730", code: code).view == "UIButton: 0x7f8a4c20a400")
    }

    @Test func insetsEnlargeAButtonsArea() throws {
        let code = [CodeRun.appCode("EnlargedButtons.swift")]
        let beside = try CodeRun.began("enlarged-by-insets.txt", at: "95,205", code: code)
        #expect(beside.view == "MyApp.LegacyExpandedButton: 0x7f8a4d10a600")
        #expect(beside.yourCode["MyApp.LegacyExpandedButton: 0x7f8a4d10a600"]?["pointInside"] as? Bool == true)
        #expect(try CodeRun.began("enlarged-by-insets.txt", at: "95,205").view == "UIView: 0x7f8a4d10a200")
        let farther = try CodeRun.began("enlarged-by-insets.txt", at: "85,205", code: code)
        #expect(farther.view == "UIView: 0x7f8a4d10a200")
        #expect(farther.yourCode["MyApp.LegacyExpandedButton: 0x7f8a4d10a600"]?["pointInside"] as? Bool == false)
        #expect(
            try CodeRun.began("enlarged-by-insets.txt", at: "115,215", code: code).view
                == "MyApp.LegacyExpandedButton: 0x7f8a4d10a600")
    }

    @Test func insetByGrowsASmallButtonToTheMinimumSize() throws {
        let code = [CodeRun.appCode("EnlargedButtons.swift")]
        // 24 points wide, grown to 44: ten points on each side.
        #expect(
            try CodeRun.began("minimum-target.txt", at: "92,212", code: code).view
                == "MyApp.MinimumTargetButton: 0x7f8a4d20a400")
        #expect(try CodeRun.began("minimum-target.txt", at: "92,212").view == "UIView: 0x7f8a4d20a200")
        #expect(try CodeRun.began("minimum-target.txt", at: "88,212", code: code).view == "UIView: 0x7f8a4d20a200")
    }

    @Test func anOvalPathLeavesTheCornersOut() throws {
        let code = [CodeRun.appCode("RoundButtons.swift")]
        let corner = try CodeRun.began("circle-button.txt", at: "103,303", code: code)
        #expect(corner.view == "UIView: 0x7f8a4d30a200")
        #expect(corner.yourCode["MyApp.CircleButton: 0x7f8a4d30a400"]?["pointInside"] as? Bool == false)
        #expect(try CodeRun.began("circle-button.txt", at: "103,303").view == "MyApp.CircleButton: 0x7f8a4d30a400")
        #expect(
            try CodeRun.began("circle-button.txt", at: "130,330", code: code).view
                == "MyApp.CircleButton: 0x7f8a4d30a400")
    }

    @Test func aDumpOnStandardInputRunsTheCodeAsAFileDoes() throws {
        let dump = try String(contentsOfFile: CodeRun.sample("circle-button.txt"), encoding: .utf8)
        let result = try CodeRun.lab(
            ["trace", "--dump", "-", "--code", CodeRun.appCode("RoundButtons.swift"), "--at", "103,303"],
            input: dump)
        #expect(result.status == 0)
        #expect(result.stdout.contains("hit-test at (103, 303) → UIView: 0x7f8a4d30a200"))
        #expect(result.stdout.contains("CircleButton.point(inside:) → false (your code)"))
    }

    @Test func aCornerRadiusPathLeavesTheRoundedCornersOut() throws {
        let code = [CodeRun.appCode("RoundButtons.swift")]
        #expect(try CodeRun.began("rounded-card.txt", at: "97,402", code: code).view == "UIView: 0x7f8a4d40a200")
        #expect(try CodeRun.began("rounded-card.txt", at: "97,402").view == "MyApp.RoundedCardView: 0x7f8a4d40a400")
        #expect(
            try CodeRun.began("rounded-card.txt", at: "195,460", code: code).view
                == "MyApp.RoundedCardView: 0x7f8a4d40a400")
    }

    @Test func aTabBarsBulgingButtonIsTouchableAboveTheBar() throws {
        // The middle button the bar's init(frame:) makes is the UIButton the dump prints under it.
        let code = [CodeRun.appCode("BulgeTabBar.swift")]
        let bulge = try CodeRun.began("bulge-tab-bar.txt", at: "195,765", code: code)
        #expect(bulge.view == "UIButton: 0x7f8a4e10ae00")
        #expect(
            bulge.yourCode["_TtC5MyApp11BulgeTabBar: 0x7f8a4e10a400"]?["hitTest"] as? String
                == "UIButton: 0x7f8a4e10ae00")
        #expect(try CodeRun.began("bulge-tab-bar.txt", at: "195,765").view == "UIView: 0x7f8a4e10a200")
        #expect(
            try CodeRun.began("bulge-tab-bar.txt", at: "60,800", code: code).view == "UITabBarButton: 0x7f8a4e10a600")
    }

    @Test func subviewsHangingOutsideTheirSuperviewAreReachedByConvert() throws {
        let code = [CodeRun.appCode("OverflowView.swift")]
        #expect(try CodeRun.began("overflow-menu.txt", at: "120,170", code: code).view == "UIButton: 0x7f8a4e20aa00")
        #expect(try CodeRun.began("overflow-menu.txt", at: "120,170").view == "UIView: 0x7f8a4e20a200")
        #expect(try CodeRun.began("overflow-menu.txt", at: "120,122", code: code).view == "UIButton: 0x7f8a4e20a600")
    }

    @Test func aHeaderForwardsItsTouchesToTheViewItFoundInAwakeFromNib() throws {
        // Two files: the app's ForwardingView, and the header that finds its target by tag once the nib is loaded.
        let code = [CodeRun.appCode("Forwarding.swift"), CodeRun.sample("HeaderForwarding.swift")]
        let title = try CodeRun.began("forwarding-header.txt", at: "100,55", code: code)
        #expect(title.view == "UIButton: 0x7f8a4e30a800")
        #expect(
            title.yourCode["MyApp.HeaderForwardingView: 0x7f8a4e30a400"]?["hitTest"] as? String
                == "UIButton: 0x7f8a4e30a800")
        #expect(
            try CodeRun.began("forwarding-header.txt", at: "100,55").view
                == "MyApp.HeaderForwardingView: 0x7f8a4e30a400")
        #expect(try CodeRun.began("forwarding-header.txt", at: "335,60", code: code).view == "UIButton: 0x7f8a4e30a800")
    }

    @Test func aCarouselGivesTouchesBesideItsScrollViewToTheScrollView() throws {
        let code = [CodeRun.appCode("Forwarding.swift"), CodeRun.sample("PagingCarousel.swift")]
        #expect(
            try CodeRun.began("paging-carousel.txt", at: "20,300", code: code).view == "UIScrollView: 0x7f8a4e40a600")
        #expect(try CodeRun.began("paging-carousel.txt", at: "20,300").view == "MyApp.PagingCarousel: 0x7f8a4e40a400")
        #expect(try CodeRun.began("paging-carousel.txt", at: "200,300", code: code).view == "UIButton: 0x7f8a4e40a800")
    }

    @Test func aHandWrittenDefaultWalksSubviewsInReverseWithItsAppsBug() throws {
        // `alpha > 0` where UIKit skips below 0.01: a faint copy in front takes the touch, as in the app.
        let code = [CodeRun.appCode("Forwarding.swift")]
        let faint = try CodeRun.began("manual-hit-test.txt", at: "100,345", code: code)
        #expect(faint.view == "MyApp.ManualHitTestView: 0x7f8a4e50a800")
        #expect(try CodeRun.began("manual-hit-test.txt", at: "100,345").view == "UIButton: 0x7f8a4e50a600")
        #expect(
            try CodeRun.began("manual-hit-test.txt", at: "100,450", code: code).view
                == "MyApp.ManualHitTestView: 0x7f8a4e50a400")
    }

    @Test func aPanLimitedByDirectionRefusesVerticalDrags() throws {
        let code = ["--code", CodeRun.appCode("Gestures.swift")]
        let dump = CodeRun.sample("swipe-card.txt")
        let vertical = try CodeRun.lab(["trace", "--dump", dump, "--at", "195,350", "--drag-to", "200,450"] + code)
        #expect(vertical.status == 0)
        #expect(
            vertical.stdout.contains(
                "gesture PanGestureRecognizer on _TtC5MyApp13SwipeCardView: 0x7f8a4e60a400: possible → failed (SwipeCardView.gestureRecognizerShouldBegin → false (your code))"
            ))
        let sideways = try CodeRun.lab(
            ["trace", "--dump", dump, "--at", "195,350", "--drag-to", "295,355", "--json"] + code)
        let states = try LabProcess.jsonLines(sideways.stdout).filter { $0["type"] as? String == "gesture" }.compactMap
        { $0["to"] as? String }
        #expect(states.first == "began" && states.last == "ended")
    }

    @Test func aButtonsSelectorIsPerformedByTheUsersObjCMethod() throws {
        let result = try CodeRun.lab([
            "trace", "--dump", CodeRun.sample("story-card.txt"),
            "--code", CodeRun.engineSample("Actions/StoryCardView.swift"), "--at", "295,124",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "action closeTapped from UIButton: 0x7f8a4f60a600, to MyApp.StoryCardView: 0x7f8a4f60a400; performed by MyApp.StoryCardView: 0x7f8a4f60a400"
            ))
    }

    @Test func aDelegateKeepsThePanOffTouchesOnControls() throws {
        let code = ["--code", CodeRun.appCode("Gestures.swift")]
        let dump = CodeRun.sample("drawer-panel.txt")
        func gestures(_ from: String, _ to: String) throws -> (states: [String], controlEvents: [String]) {
            let result = try CodeRun.lab(["trace", "--dump", dump, "--at", from, "--drag-to", to, "--json"] + code)
            let lines = try LabProcess.jsonLines(result.stdout)
            return (
                lines.filter { $0["type"] as? String == "gesture" }.compactMap { $0["to"] as? String },
                lines.filter { $0["type"] as? String == "control" }.flatMap { $0["events"] as? [String] ?? [] }
            )
        }
        // On the slider the drawer's pan is never given the touch: the slider keeps its drag.
        let onSlider = try gestures("100,557", "250,557")
        #expect(onSlider.states.isEmpty)
        #expect(onSlider.controlEvents.first == "touchDown" && onSlider.controlEvents.contains("touchUpInside"))
        let elsewhere = try gestures("100,700", "250,700")
        #expect(elsewhere.states.first == "began")
    }
}
