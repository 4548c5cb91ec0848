import Foundation
import ResponderKit
import Scenes
import Testing

/// What an edits file declares changes where touches go, as the app's own
/// code would: touches are driven through `Application.injectTouch`
/// (behaviour 1.9, 4.4, 6, 11).
@Suite("Edits files: declared properties and recognizers take part in touch delivery")
@MainActor
struct DeclaredTouchTests {
    /// A cell with a label and a button; the cell's row is y 100–188.
    static let dump = """
        <UIWindow: 0x7f00; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000>>
           | <UIView: 0x7f01; frame = (0 0; 390 844); layer = <CALayer: 0x6001>>
           |    | <UITableViewCell: 0x7f02; frame = (0 100; 390 88); layer = <CALayer: 0x6002>>
           |    |    | <UITableViewCellContentView: 0x7f03; frame = (0 0; 390 88); layer = <CALayer: 0x6003>>
           |    |    |    | <UILabel: 0x7f04; frame = (16 10; 200 20); text = 'Maria'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6004>>
           |    |    |    | <UIButton: 0x7f05; frame = (300 20; 60 44); layer = <CALayer: 0x6005>>
        """

    /// The dump with `edits` declared; the declarations must all apply.
    @MainActor
    final class Fixture {
        let scene: Scene
        var deliveries: [DeliveryTrace] = []
        var controlEvents: [String] = []
        var recognized: [String] = []
        private var observation: DeliveryObservation?

        init(_ edits: String) throws {
            scene = try DumpLoader.load(text: DeclaredTouchTests.dump, name: "cell")
            let problems = scene.declare(try EditsFileReader.read(Array(edits.utf8), file: "cell.edits"))
            #expect(problems.isEmpty, "\(problems)")
            observation = scene.application.addDeliveryObserver { [unowned self] in self.deliveries.append($0) }
            for (event, name) in [
                (Control.Event.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
                (.touchCancel, "touchCancel"),
            ] {
                button.addAction(for: event) { [unowned self] _ in self.controlEvents.append(name) }
            }
            for view in scene.viewsWithDeclarations {
                for declared in scene.declaredRecognizers(of: view) {
                    declared.recognizer.addAction { [unowned self] r in
                        self.recognized.append("\(r.name ?? "?") \(r.state)")
                    }
                }
            }
        }

        var button: Button { scene.imported!.views[5] as! Button }
        var content: View { scene.imported!.views[3] }

        func touch(_ phase: Touch.Phase, _ x: Double, _ y: Double, at time: Double, id: Int = 0) {
            scene.application.injectTouch(phase, at: Point(x: x, y: y), in: scene.window, id: id, timestamp: time)
        }

        func tap(_ x: Double, _ y: Double, at time: Double) {
            touch(.began, x, y, at: time)
            touch(.ended, x, y, at: time + 0.05)
        }

        /// Each delivery as `phase → view (effect)`.
        var log: [String] {
            deliveries.map { trace in
                var line = "\(trace.phase) → \(trace.view?.debugName ?? "nobody")"
                switch trace.gestureEffect {
                case .cancelledBy(let r)?: line += " (cancelled by \(r.name ?? "?"))"
                case .delayedBy(let r)?: line += " (delayed by \(r.name ?? "?"))"
                case .releasedAfterDelay?: line += " (late)"
                case .takenBy(let r)?: line += " (taken by \(r.name ?? "?"))"
                case nil: break
                }
                return line
            }
        }
    }

    // MARK: Properties

    @Test func aButtonDeclaredDisabledIsSkippedByHitTest() throws {
        let before = try Fixture("")
        before.tap(330, 142, at: 1)
        #expect(before.controlEvents == ["touchDown", "touchUpInside"])
        let f = try Fixture("UIButton.isEnabled = false")
        #expect(f.scene.window.hitTest(Point(x: 330, y: 142), with: nil) === f.content)
        f.tap(330, 142, at: 1)
        #expect(f.controlEvents.isEmpty)
        #expect(f.log == ["began → UITableViewCellContentView: 0x7f03", "ended → UITableViewCellContentView: 0x7f03"])
        let trace = try #require(f.deliveries[0].hitTest)
        let step = try #require(trace.allSteps.first { $0.view === f.button })
        guard case .disabledControl = trace.reason(for: step) else {
            Issue.record("the button's reason: \(trace.reason(for: step))")
            return
        }
    }

    @Test func interactionHiddenAndAlphaDeclaredDecideHitTesting() throws {
        #expect(
            try Fixture("0x7f04.isUserInteractionEnabled = true").scene.window.hitTest(Point(x: 20, y: 115), with: nil)?
                .name == "UILabel: 0x7f04")
        #expect(
            try Fixture("0x7f03.isHidden = true").scene.window.hitTest(Point(x: 20, y: 115), with: nil)?.name
                == "UITableViewCell: 0x7f02")
        #expect(
            try Fixture("0x7f03.alpha = 0.005").scene.window.hitTest(Point(x: 20, y: 115), with: nil)?.name
                == "UITableViewCell: 0x7f02")
    }

    @Test func anExclusiveTouchDeclaredKeepsASecondFingerOffTheButton() throws {
        let f = try Fixture("0x7f05.isExclusiveTouch = true")
        f.touch(.began, 20, 115, at: 1, id: 0)
        f.touch(.began, 330, 142, at: 1.1, id: 1)
        #expect(f.controlEvents.isEmpty)
        let plain = try Fixture("")
        plain.touch(.began, 20, 115, at: 1, id: 0)
        plain.touch(.began, 330, 142, at: 1.1, id: 1)
        #expect(plain.controlEvents == ["touchDown"])
    }

    // MARK: Recognizers

    @Test func aTapDeclaredOnACellCancelsTheTouchOfTheViewUnderTheFinger() throws {
        let f = try Fixture("UITableViewCell.gesture = tap open cancelsTouchesInView=true")
        f.tap(100, 142, at: 1)
        #expect(f.recognized == ["open ended"])
        #expect(
            f.log == [
                "began → UITableViewCellContentView: 0x7f03",
                "cancelled → UITableViewCellContentView: 0x7f03 (cancelled by open)",
                "ended → UITableViewCellContentView: 0x7f03 (taken by open)",
            ])
        let kept = try Fixture("UITableViewCell.gesture = tap open cancelsTouchesInView=false")
        kept.tap(100, 142, at: 1)
        #expect(
            kept.log == ["began → UITableViewCellContentView: 0x7f03", "ended → UITableViewCellContentView: 0x7f03"])
    }

    @Test func aTapDeclaredOnACellWithCancelsTouchesInViewCancelsItsButtonsTouch() throws {
        // A single tap of one finger is the button's own (behaviour 4.4); a
        // double tap is the cell's recognizer's, which cancels the button's touches.
        let f = try Fixture("UITableViewCell.gesture = tap open taps=2 cancelsTouchesInView=true")
        f.tap(330, 142, at: 1)
        f.tap(330, 142, at: 1.2)
        f.scene.application.advanceTime(to: 2)
        #expect(f.recognized == ["open ended"])
        #expect(f.controlEvents == ["touchDown", "touchCancel"])
        #expect(f.log.contains("cancelled → UIButton: 0x7f05 (cancelled by open)"))
        let kept = try Fixture("UITableViewCell.gesture = tap open taps=2 cancelsTouchesInView=false")
        kept.tap(330, 142, at: 1)
        kept.tap(330, 142, at: 1.2)
        kept.scene.application.advanceTime(to: 2)
        // Without cancelling, the first tap's end, held back while a second could come, reaches the button late.
        #expect(kept.controlEvents == ["touchDown", "touchUpInside"])
        #expect(kept.log.contains("ended → UIButton: 0x7f05 (late)"))
    }

    @Test func aSingleTapDeclaredOnACellLosesToItsButton() throws {
        let f = try Fixture("UITableViewCell.gesture = tap open")
        f.tap(330, 142, at: 1)
        f.scene.application.advanceTime(to: 2)
        #expect(f.recognized.isEmpty)
        #expect(f.controlEvents == ["touchDown", "touchUpInside"])
    }

    @Test func aLongPressDeclaredRecognizesAfterItsDuration() throws {
        let f = try Fixture("UITableViewCell.gesture = longPress hold duration=1")
        f.touch(.began, 100, 142, at: 1)
        f.scene.application.advanceTime(to: 1.9)
        #expect(f.recognized.isEmpty)
        f.scene.application.advanceTime(to: 2.1)
        #expect(f.recognized == ["hold began"])
        f.touch(.ended, 100, 142, at: 2.2)
        #expect(f.recognized == ["hold began", "hold ended"])
    }

    @Test func aPanDeclaredBeginsOnceTheFingerMoves() throws {
        let f = try Fixture("0x7f01.gesture = pan drag delaysTouchesBegan=true")
        f.touch(.began, 100, 300, at: 1)
        #expect(f.log.first?.hasSuffix("(delayed by drag)") == true, "\(f.log)")
        f.touch(.moved, 100, 340, at: 1.1)
        #expect(f.recognized.first == "drag began")
        f.touch(.ended, 100, 340, at: 1.2)
        #expect(f.recognized.last == "drag ended")
    }

    @Test func aSwipeDeclaredRecognizesOnlyItsDirection() throws {
        for (direction, recognizes) in [("left", true), ("right", false), ("up,left", true)] {
            let f = try Fixture("0x7f01.gesture = swipe flick direction=\(direction)")
            f.touch(.began, 300, 400, at: 1)
            f.touch(.moved, 250, 400, at: 1.05)
            f.touch(.moved, 200, 400, at: 1.1)
            f.touch(.ended, 200, 400, at: 1.15)
            #expect(f.recognized == (recognizes ? ["flick ended"] : []), "\(direction)")
        }
    }

    @Test func aPinchAndARotationDeclaredBeginWithTwoFingers() throws {
        let pinch = try Fixture("0x7f01.gesture = pinch zoom")
        pinch.touch(.began, 100, 400, at: 1, id: 0)
        pinch.touch(.began, 140, 400, at: 1.01, id: 1)
        pinch.touch(.moved, 180, 400, at: 1.1, id: 1)
        #expect(pinch.recognized == ["zoom began"])
        let rotation = try Fixture("0x7f01.gesture = rotation turn")
        rotation.touch(.began, 100, 400, at: 1, id: 0)
        rotation.touch(.began, 140, 400, at: 1.01, id: 1)
        rotation.touch(.moved, 100 + 40 * cos(0.5), 400 + 40 * sin(0.5), at: 1.1, id: 1)
        #expect(rotation.recognized == ["turn began"])
    }

    @Test func aRecognizerDeclaredDisabledNeverRecognizes() throws {
        let f = try Fixture("UITableViewCell.gesture = tap open isEnabled=false")
        f.tap(100, 142, at: 1)
        #expect(f.recognized.isEmpty)
        #expect(f.log == ["began → UITableViewCellContentView: 0x7f03", "ended → UITableViewCellContentView: 0x7f03"])
    }

    @Test func aTapThatRequiresADoubleTapToFailWaitsForIt() throws {
        let f = try Fixture(
            """
            UITableViewCell.gesture = tap single requireToFail=double
            UITableViewCell.gesture = tap double taps=2
            """)
        f.tap(100, 142, at: 1)
        #expect(f.recognized.isEmpty)
        f.scene.application.advanceTime(to: 2)
        #expect(f.recognized == ["single ended"])
        let twice = try Fixture(
            """
            UITableViewCell.gesture = tap single requireToFail=double
            UITableViewCell.gesture = tap double taps=2
            """)
        twice.tap(100, 142, at: 1)
        twice.tap(100, 142, at: 1.2)
        twice.scene.application.advanceTime(to: 2)
        #expect(twice.recognized == ["double ended"])
    }

    @Test func delaysTouchesEndedDeclaredFalseDeliversTheEndAtOnce() throws {
        let f = try Fixture("UITableViewCell.gesture = tap double taps=2 delaysTouchesEnded=false")
        f.tap(100, 142, at: 1)
        #expect(f.log == ["began → UITableViewCellContentView: 0x7f03", "ended → UITableViewCellContentView: 0x7f03"])
        let delayed = try Fixture("UITableViewCell.gesture = tap double taps=2")
        delayed.tap(100, 142, at: 1)
        #expect(
            delayed.log.count == 2 && delayed.log.last?.hasPrefix("ended → ") == true
                && delayed.log.last?.hasSuffix("(delayed by double)") == true,
            "\(delayed.log)")
    }
}
