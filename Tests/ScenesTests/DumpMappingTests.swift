import ResponderKit
import Scenes
import Testing

/// A dump becomes a scene whose views hit-test as UIKit's would
/// (behaviour 12.2–12.5): classes, geometry with transforms, offsets, flags.
@Suite("Dumps: mapping a dump to a scene")
@MainActor
struct DumpMappingTests {
    static func scene(_ text: String) throws -> Scene {
        try DumpLoader.load(text: text, name: "test")
    }

    static func hit(_ scene: Scene, _ x: Double, _ y: Double) -> String? {
        scene.window.hitTest(Point(x: x, y: y), with: nil)?.name
    }

    @Test func aUIWindowAtTheOriginIsTheScenesWindowAndViewsAreNamedByClassAndAddress() throws {
        let scene = try Self.scene(
            """
            <UIWindow: 0x7fb2c8c0b6f0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000258e20>>
               | <UIButton: 0x7fb2c8d0a2b0; frame = (16 8; 44 44); opaque = NO; layer = <CALayer: 0x600000a3c0e0>>
            """)
        #expect(scene.window.name == "UIWindow: 0x7fb2c8c0b6f0")
        #expect(scene.window.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(scene.window.subviews.map(\.name) == ["UIButton: 0x7fb2c8d0a2b0"])
        #expect(Self.hit(scene, 20, 10) == "UIButton: 0x7fb2c8d0a2b0")
        #expect(scene.imported?.standInWindow == nil)
        #expect(scene.describedViews().map(\.className) == ["UIWindow", "UIButton"])
    }

    @Test func anotherRootIsPlacedAtItsFrameInAWindowFromTheOrigin() throws {
        let scene = try Self.scene(
            """
            <UITableViewCell: 0x1; frame = (0 120; 320 44); layer = <CALayer: 0x2>>
               | <UITableViewCellContentView: 0x3; frame = (0 0; 320 43.5); layer = <CALayer: 0x4>>
            """)
        #expect(scene.window.frame == Rect(x: 0, y: 0, width: 320, height: 164))
        #expect(scene.imported?.standInWindow === scene.window)
        #expect(Self.hit(scene, 10, 130) == "UITableViewCellContentView: 0x3")
        #expect(Self.hit(scene, 10, 100) == "UIWindow (not in the dump)")
    }

    @Test func aWindowRootAwayFromTheOriginIsTheScenesWindowWherePointsAreItsOwn() throws {
        let scene = try Self.scene(
            """
            <UIWindow: 0x1; frame = (0 20; 320 460); layer = <UIWindowLayer: 0x2>>
               | <UIButton: 0x3; frame = (0 0; 50 50); layer = <CALayer: 0x4>>
            """)
        #expect(scene.window.name == "UIWindow: 0x1")
        #expect(scene.window.frame == Rect(x: 0, y: 20, width: 320, height: 460))
        #expect(scene.imported?.standInWindow == nil)
        #expect(Self.hit(scene, 10, 10) == "UIButton: 0x3")
        #expect(Self.hit(scene, 10, 470) == nil)
    }

    @Test func aClickOutsideTheDumpsWindowReachesNoOne() throws {
        let scene = try Self.scene(
            """
            <UIWindow: 0x1; frame = (0 20; 320 460); layer = <UIWindowLayer: 0x2>>
               | <UIButton: 0x3; frame = (0 0; 50 50); layer = <CALayer: 0x4>>
            """)
        var traces: [DeliveryTrace] = []
        let observation = scene.application.addDeliveryObserver { traces.append($0) }
        defer { scene.application.removeDeliveryObserver(observation) }
        scene.application.injectTouch(.began, at: Point(x: 10, y: 470), in: scene.window, timestamp: 0)
        scene.application.injectTouch(.ended, at: Point(x: 10, y: 470), in: scene.window, timestamp: 0.1)
        #expect(traces.map(\.phase) == [.began, .ended])
        #expect(traces.allSatisfy { $0.view == nil && $0.steps.isEmpty })
        #expect(traces.first?.hitTest?.steps.map(\.verdict) == [.outsideBounds])
    }

    @Test func aRootScrollViewShowsItsContentFromItsOffset() throws {
        let scene = try Self.scene(
            """
            <UIScrollView: 0x1; frame = (0 0; 320 480); clipsToBounds = YES; layer = <CALayer: 0x2>; contentOffset: {0, 315}; contentSize: {320, 1200}>
               | <UIButton: 0x3; frame = (10 320; 100 40); layer = <CALayer: 0x4>>
            """)
        #expect(Self.hit(scene, 20, 10) == "UIButton: 0x3")
        #expect(Self.hit(scene, 20, 330) == "UIScrollView: 0x1")
        let scroll = try #require(scene.window.subviews.first)
        #expect(scroll.bounds.origin == Point(x: 0, y: 315))
        #expect(scene.imported?.dumpView(for: scroll)?.contentSize == Size(width: 320, height: 1200))
    }

    @Test func aDumpedScrollViewIsAScrollViewWithItsContentSizeAndUIKitsDefaults() throws {
        let scene = try Self.scene(
            """
            <UITableView: 0x1; frame = (0 0; 320 480); clipsToBounds = YES; layer = <CALayer: 0x2>; contentOffset: {0, 120}; contentSize: {320, 900}>
            """)
        let scroll = try #require(scene.window.subviews.first as? ScrollView)
        #expect(scroll.contentOffset == Point(x: 0, y: 120))
        #expect(scroll.contentSize == Size(width: 320, height: 900))
        #expect(scroll.delaysContentTouches)
        #expect(scroll.isScrollEnabled)
    }

    @Test func classesBecomeTheirKinds() throws {
        let cases: [(String, DumpViewKind)] = [
            ("UIWindow", .window), ("UIScrollView", .scrollView), ("UITableView", .scrollView),
            ("UICollectionView", .scrollView), ("UITextView", .scrollView), ("UITableViewWrapperView", .view),
            ("UIButton", .button), ("UISwitch", .control), ("UISlider", .control), ("UISegmentedControl", .control),
            ("UITextField", .control), ("UITabBarButton", .control), ("UILabel", .label), ("UIImageView", .imageView),
            ("UIView", .view), ("UITableViewCell", .view), ("UIKit.UIButton", .button), ("MyApp.CardView", .view),
        ]
        for (name, kind) in cases {
            let view = try DumpReader.read(Array("<\(name): 0x1; frame = (0 0; 1 1)>".utf8), file: "x").views[0]
            #expect(view.kind == kind, "\(name)")
        }
        let based = "<MyApp.Feed: 0x1; baseClass = UICollectionView; frame = (0 0; 1 1)>"
        #expect(try DumpReader.read(Array(based.utf8), file: "x").views[0].kind == .scrollView)
        let printsOffset = "<WKScrollView: 0x1; frame = (0 0; 1 1); contentOffset: {0, 0}; contentSize: {1, 5}>"
        #expect(try DumpReader.read(Array(printsOffset.utf8), file: "x").views[0].kind == .scrollView)
        let wrapper = "<UITableViewWrapperView: 0x1; frame = (0 0; 1 1); contentOffset: {0, 0}; contentSize: {1, 5}>"
        #expect(try DumpReader.read(Array(wrapper.utf8), file: "x").views[0].kind == .view)
    }

    @Test func controlsLabelsAndImageViewsAreResponderKitsClasses() throws {
        let scene = try Self.scene(
            """
            <UIView: 0x1; frame = (0 0; 300 300)>
               | <UIButton: 0x2; frame = (0 0; 10 10)>
               | <UISwitch: 0x3; frame = (0 20; 10 10)>
               | <UILabel: 0x4; frame = (0 40; 10 10); text = 'Wi-Fi'; userInteractionEnabled = NO>
               | <UIImageView: 0x5; frame = (0 60; 10 10); userInteractionEnabled = NO> - (null)
            """)
        let views = try #require(scene.window.subviews.first).subviews
        #expect(views[0] is Button)
        #expect(views[1] is Control && !(views[1] is Button))
        #expect((views[2] as? Label)?.text == "Wi-Fi")
        #expect(views[3] is ImageView)
        #expect(!views[2].isUserInteractionEnabled && !views[3].isUserInteractionEnabled)
    }

    @Test func aLabelPrintedWithoutInteractionOffHasItOn() throws {
        // UIKit prints `userInteractionEnabled = NO` whenever it is off; a label
        // without it was turned on by the app, so Label's default must not win.
        let scene = try Self.scene(
            """
            <UIView: 0x1; frame = (0 0; 100 100)>
               | <UILabel: 0x2; frame = (0 0; 100 50); text = 'Tap me'>
               | <UIImageView: 0x3; frame = (0 50; 100 50)>
            """)
        #expect(Self.hit(scene, 10, 10) == "UILabel: 0x2")
        #expect(Self.hit(scene, 10, 60) == "UIImageView: 0x3")
    }

    @Test func hiddenTransparentAndInteractionOffViewsAreSkipped() throws {
        let scene = try Self.scene(
            """
            <UIView: 0x1; frame = (0 0; 100 100)>
               | <UIButton: 0x2; frame = (0 0; 100 100)>
               | <UIView: 0x3; frame = (0 0; 30 100); hidden = YES>
               | <UIView: 0x4; frame = (30 0; 30 100); alpha = 0.01>
               | <UIView: 0x5; frame = (60 0; 40 100); userInteractionEnabled = NO>
               |    | <UIView: 0x6; frame = (0 0; 40 100)>
            """)
        for x in [10.0, 40, 70] { #expect(Self.hit(scene, x, 50) == "UIButton: 0x2") }
        let view = try DumpReader.read(Array("<UIView: 0x4; frame = (30 0; 30 100); alpha = 0.011>".utf8), file: "x")
        #expect(view.views[0].alpha == 0.011)
    }

    @Test func clipsToBoundsIsReadAndDoesNotChangeHitTesting() throws {
        let scene = try Self.scene(
            """
            <UIView: 0x1; frame = (0 0; 200 200)>
               | <UIView: 0x2; frame = (0 0; 50 50); clipsToBounds = YES>
               |    | <UIButton: 0x3; frame = (40 40; 40 40)>
            """)
        #expect(try #require(scene.window.subviews.first?.subviews.first).clipsToBounds)
        #expect(Self.hit(scene, 45, 45) == "UIButton: 0x3")
        #expect(Self.hit(scene, 70, 70) == "UIView: 0x1")
    }

    @Test func aRotatedViewsFrameIsItsBoundingBoxAndItsHitAreaTheRotatedBounds() throws {
        // 100 × 20 turned 90°: UIKit prints the 20 × 100 box.
        let scene = try Self.scene(
            """
            <UIView: 0x1; frame = (0 0; 300 300)>
               | <UIButton: 0x2; frame = (90 50; 20 100); transform = [0, 1, -1, 0, 0, 0]>
            """)
        let button = try #require(scene.window.subviews.first?.subviews.first)
        #expect(button.bounds.size == Size(width: 100, height: 20))
        #expect(button.center == Point(x: 100, y: 100))
        #expect(button.frame == Rect(x: 90, y: 50, width: 20, height: 100))
        #expect(Self.hit(scene, 100, 60) == "UIButton: 0x2")
        #expect(Self.hit(scene, 60, 100) == "UIView: 0x1")
    }

    @Test func aTranslationIsInTheFrameAndNotAddedAgain() throws {
        let scene = try Self.scene(
            """
            <UIView: 0x1; frame = (0 0; 300 300)>
               | <UIButton: 0x2; frame = (110 10; 40 40); transform = [1, 0, 0, 1, 100, 0]>
            """)
        let button = try #require(scene.window.subviews.first?.subviews.first)
        #expect(button.center == Point(x: 30, y: 30))
        #expect(button.frame == Rect(x: 110, y: 10, width: 40, height: 40))
        #expect(Self.hit(scene, 115, 15) == "UIButton: 0x2")
        #expect(Self.hit(scene, 15, 15) == "UIView: 0x1")
    }

    @Test func aScaledViewsBoundsAreItsFrameUnscaled() throws {
        let scene = try Self.scene(
            """
            <UIView: 0x1; frame = (0 0; 300 300)>
               | <UIView: 0x2; frame = (0 0; 200 50); transform = [2, 0, 0, 0.5, 0, 0]>
            """)
        let view = try #require(scene.window.subviews.first?.subviews.first)
        #expect(view.bounds.size == Size(width: 100, height: 100))
        #expect(view.frame == Rect(x: 0, y: 0, width: 200, height: 50))
    }

    @Test func aFortyFiveDegreeRotationTakesTheSquareThatGivesItsBox() throws {
        let s = 0.5.squareRoot()
        let scene = try Self.scene(
            """
            <UIView: 0x1; frame = (0 0; 300 300)>
               | <UIView: 0x2; frame = (0 0; \(2 * 50 * s * 2) \(2 * 50 * s * 2)); transform = [\(s), \(s), \(-s), \(s), 0, 0]>
            """)
        let view = try #require(scene.window.subviews.first?.subviews.first)
        #expect(abs(view.bounds.width - 100) < 1e-9 && abs(view.bounds.height - 100) < 1e-9)
    }

    @Test func customClassesCarryTheCaveatAndUIKitsDoNot() throws {
        let scene = try Self.scene(
            """
            <UIView: 0x1; frame = (0 0; 100 100)>
               | <MyApp.LikeButton: 0x2; baseClass = UIButton; frame = (0 0; 50 50)>
               | <_UIBarBackground: 0x3; frame = (50 0; 50 50)>
            """)
        let root = try #require(scene.window.subviews.first)
        #expect(scene.caveats(for: root.subviews[0]) == [.customClass])
        #expect(root.subviews[0] is Button)
        #expect(scene.caveats(for: root.subviews[1]).isEmpty)
        #expect(scene.caveats(for: scene.window).isEmpty)
        #expect(DumpCaveat.customClass.rawValue == "customClass")
    }

    @Test func theImportKeepsEveryFieldAndCountsTheSkippedLines() throws {
        let scene = try Self.scene(
            """
            (lldb) po view.recursiveDescription()
            <UIView: 0x1; frame = (0 0; 100 100); autoresize = W+H; layer = <CALayer: 0x2>>
               | (layer) <CAShapeLayer: 0x3>
               | <UIView: 0x4; frame = (0 0; 10 10); tag = 7; layer = <CALayer: 0x5>>
            """)
        let imported = try #require(scene.imported)
        let root = try #require(scene.window.subviews.first)
        #expect(
            imported.fields(of: root) == [
                DumpField(key: "frame", value: "(0 0; 100 100)"), DumpField(key: "autoresize", value: "W+H"),
                DumpField(key: "layer", value: "<CALayer: 0x2>"),
            ])
        #expect(imported.dumpView(for: root.subviews[0])?.tag == 7)
        #expect(imported.dumpView(for: root.subviews[0])?.line == 4)
        #expect(imported.skipped.layers == 1 && imported.skipped.toolLines == 1)
        #expect(imported.dumpView(for: scene.window) == nil)
    }

    @Test func backgroundColoursAreReadForPainting() throws {
        let dump = try DumpReader.read(
            Array(
                """
                <UIView: 0x1; frame = (0 0; 1 1); backgroundColor = UIExtendedSRGBColorSpace 1 0.5 0 1>
                   | <UIView: 0x2; frame = (0 0; 1 1); backgroundColor = UIExtendedGrayColorSpace 0 0.5>
                   | <UIView: 0x3; frame = (0 0; 1 1); backgroundColor = <UIDynamicSystemColor: 0x6; name = systemBackgroundColor>>
                   | <UIView: 0x4; frame = (0 0; 1 1); backgroundColor = <UIDynamicProviderColor: 0x7; provider = <__NSMallocBlock__: 0x8>>>
                """.utf8), file: "x")
        #expect(
            dump.views.map(\.backgroundColor) == [
                Color(red: 1, green: 0.5, blue: 0), Color(white: 0, alpha: 0.5), .white, nil,
            ])
    }

    @Test func nonFiniteFramesAndFlatTransformsLoadAndAreNeverHit() throws {
        let scene = try Self.scene(
            """
            <UIView: 0x1; frame = (0 0; 100 100)>
               | <UIButton: 0x2; frame = (nan nan; 0 0)>
               | <UIButton: 0x3; frame = (inf inf; 0 0)>
               | <UIButton: 0x4; frame = (-inf 0; inf 100)>
               | <UIButton: 0x5; frame = (0 0; 100 100); transform = [0, 0, 0, 0, 50, 50]>
            """)
        for p in [(1.0, 1.0), (50, 50), (99, 99)] { #expect(Self.hit(scene, p.0, p.1) == "UIView: 0x1") }
    }

    @Test func aSwitchOrABlurThatPrintsNoColourIsPaintedByItsClass() throws {
        let scene = try Self.scene(
            """
            <UIView: 0x1; frame = (0 0; 100 100)>
               | <UISwitch: 0x2; frame = (0 0; 51 31)>
               | <UISwitch: 0x3; frame = (0 40; 51 31); backgroundColor = UIExtendedGrayColorSpace 0 1>
               | <UILabel: 0x4; frame = (0 80; 100 12); text = 'Tab'; userInteractionEnabled = NO>
            """)
        let views = try #require(scene.window.subviews.first).subviews
        #expect(views[0].backgroundColor != nil && views[0].cornerRadius == 15.5)
        #expect(views[1].backgroundColor == Color(white: 0) && views[1].cornerRadius == 0)
        #expect(abs(((views[2] as? Label)?.fontSize ?? 0) - 9.6) < 1e-9)
    }
}
