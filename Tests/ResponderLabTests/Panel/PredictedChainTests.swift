import Rendering
import ResponderKit
import Scenes
import Testing

@testable import LabKit

@Suite("Inspect and hover show the chain a click would take")
@MainActor
struct PredictedChainTests {
    /// Right-clicks, then clicks, the same scene point; returns the inspected focus and the click's began delivery.
    static func inspectThenClick(_ scene: String, at point: Point) throws -> (LabSession.Explanation, DeliveryTrace?) {
        let session = try LabSession.open(scene: scene)
        session.inspect(at: session.toScreen(point))
        let inspected = try #require(session.overlay.explanation)
        Script.click([point], in: session)
        return (inspected, session.overlay.explanation?.delivery)
    }

    @Test func inspectingA1InHitOrderSaysA1WouldForwardAndAWouldHandleAsAClickDoes() throws {
        let (focus, delivery) = try Self.inspectThenClick("hit-order", at: Point(x: 140, y: 146))
        let predicted = try #require(focus.predicted)
        #expect(predicted.steps.map(\.responder.debugName) == ["A.1", "A"])
        #expect(predicted.steps.map(\.wouldHandle) == [false, true])
        #expect(delivery?.steps.map(\.responder.debugName) == ["A.1", "A"])
        let section = try #require(ChainSection(focus, strings: .english))
        #expect(section.title == "Responder chain a click would take (nothing delivered)")
        #expect(section.chips.map(\.label) == ["A.1 would forward", "A would handle"])
    }

    /// Every scene's tour clicks. Where no recognizer or multi-touch rule changed
    /// the delivery, the predicted chain is the delivered one, handled or forwarded
    /// alike; a scroll view's delay does not change it (the began it held back
    /// reaches the chain late, behaviour 10.3, and that late chain is compared).
    /// Where a recognizer held the touch back, cancelled it or took it, the
    /// prediction named that recognizer among those the touch meets first.
    /// Every scene has a click compared one way or the other.
    @Test(arguments: SceneCatalog.names)
    func thePredictedChainIsTheChainAClickTakes(scene: String) throws {
        var compared = 0
        for tap in try SceneCatalog.load(scene).tourTaps {
            let (focus, delivery) = try Self.inspectThenClick(scene, at: tap)
            let delivered = try #require(delivery)
            guard delivered.withheld == nil else { continue }
            let predicted = try #require(focus.predicted)
            switch delivered.gestureEffect {
            case nil, .releasedAfterDelay?:
                #expect(
                    predicted.steps.map(\.responder.debugName) == delivered.steps.map(\.responder.debugName),
                    "\(scene) \(tap)")
                #expect(
                    predicted.steps.map(\.wouldHandle) == delivered.steps.map { $0.outcome == .handled },
                    "\(scene) \(tap)")
                #expect(predicted.wouldBeDiscarded == delivered.isDiscarded, "\(scene) \(tap)")
            case .delayedBy(let recognizer)?, .takenBy(let recognizer)?, .cancelledBy(let recognizer)?:
                #expect(
                    predicted.recognizers.contains { $0 === recognizer },
                    "\(scene) \(tap): \(recognizer.debugName) not predicted")
            }
            compared += 1
        }
        #expect(compared > 0, "\(scene): no tour click was compared with its prediction")
    }

    @Test func aChainNobodyHandlesWouldBeDiscarded() throws {
        let (focus, delivery) = try Self.inspectThenClick("chain", at: Point(x: 380, y: 90))
        #expect(delivery?.isDiscarded == true)
        let section = try #require(ChainSection(focus, strings: .english))
        #expect(section.chips.last?.label == "would be discarded")
        #expect(section.chips.dropLast().allSatisfy { $0.label.hasSuffix("would forward") })
    }

    @Test func aPointNoViewTakesHasNoChainAndALineSayingWhy() throws {
        let session = try LabSession.open(scene: "hit-order")
        session.inspect(at: session.toScreen(Point(x: -5, y: -5)))
        let focus = try #require(session.overlay.explanation)
        #expect(focus.predicted?.isEmpty == true)
        let section = try #require(ChainSection(focus, strings: .english))
        #expect(section.chips.isEmpty)
        #expect(section.notes == ["No chain: no view here takes touches, so a click would deliver nothing."])
    }

    @Test func recognizersTheTouchWouldMeetFirstAreNamed() throws {
        let (focus, _) = try Self.inspectThenClick("gestures", at: Point(x: 134, y: 194))
        let section = try #require(ChainSection(focus, strings: .english))
        #expect(section.chips.map(\.label) == ["Like would handle"])
        #expect(section.notes == ["Recognizers see the touch first and may take it: Card tap"])
    }

    @Test func hoverPredictsTheSameChainAsInspect() throws {
        let session = try LabSession.open(scene: "hit-order")
        session.overlay.hoverMode = true
        session.movePointer(to: session.toScreen(Point(x: 140, y: 146)))
        #expect(session.overlay.preview?.predicted?.steps.map(\.wouldHandle) == [false, true])
    }

    /// A view whose class the user's code (`--code`) writes `touchesBegan` for gets the
    /// touch and runs that code: the predicted chain stops there and says why, where
    /// UIKit's default would have passed the touch on. Other methods of its code do not.
    @Test func aViewWhoseCodeWritesTouchesBeganEndsThePredictedChainWithYourCode() {
        let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let pad = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        card.addSubview(pad)
        func classes(writing method: String) -> UserViewClasses {
            UserViewClasses(
                names: ["Pad"], resolve: { _ in nil }, make: { _, _ in nil },
                describe: { $0 === pad ? .init(name: "Pad", methods: [method]) : nil })
        }
        let ownCode = PredictedChain(from: pad, classes: classes(writing: "touchesBegan(_:with:)"))
        #expect(ownCode.steps.map(\.wouldHandle) == [true])
        #expect(ownCode.steps.first?.reason == "your code writes touchesBegan: a click runs it")
        #expect(ResponderBehavior.touches(of: pad, classes: classes(writing: "touchesBegan(_:with:)")).why == .yourCode)

        let pointInsideOnly = PredictedChain(from: pad, classes: classes(writing: "point(inside:with:)"))
        #expect(pointInsideOnly.steps.count == 2 && pointInsideOnly.steps.last?.responder === card)
        #expect(pointInsideOnly.steps.map(\.wouldHandle) == [false, false])
    }
}
