import ResponderKit
import Testing

/// Says no to everything through an overridden `hitTest` that calls super first.
@MainActor
final class RefusingAfterSuperView: View {
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        _ = super.hitTest(point, with: event)
        return nil
    }
}

/// Says no to everything through an overridden `hitTest` that never calls super.
@MainActor
final class RefusingView: View {
    override func hitTest(_ point: Point, with event: Event?) -> View? { nil }
}

/// Only the left half of its bounds is touchable.
@MainActor
final class LeftHalfView: View {
    override func point(inside point: Point, with event: Event?) -> Bool {
        point.x < bounds.midX && super.point(inside: point, with: event)
    }
}

@Suite("Hit-test traces: a verdict for every view (behaviour 8)")
@MainActor
struct HitTestTraceTests {
    /// window (300²) ⊃ card (0,0,200,200) ⊃ button (10,10,50,50)
    private func cardScene() -> (Window, View, View) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        window.name = "window"
        let card = addView("card", Rect(x: 0, y: 0, width: 200, height: 200), to: window)
        let button = addView("button", Rect(x: 10, y: 10, width: 50, height: 50), to: card)
        return (window, card, button)
    }

    @Test func hitViewIsHitAndItsAncestorsContainHitInVisitingOrder() {
        let (window, card, button) = cardScene()
        let trace = window.hitTestTrace(at: Point(x: 20, y: 30))
        #expect(trace.hitView === button)
        #expect(trace.steps.map(\.view) === [window, card, button])
        #expect(trace.steps.map(\.verdict) == [.containsHit, .containsHit, .hit])
        #expect(trace.steps.map(\.order) == [1, 2, 3])
        #expect(trace.steps.map(\.point) == [Point(x: 20, y: 30), Point(x: 20, y: 30), Point(x: 10, y: 20)])
        #expect(trace.hitPath === [button, card, window])
        #expect(trace.unasked.isEmpty)
    }

    @Test func hiddenViewIsHiddenAndWhatIsInsideItIsAncestorRejected() {
        let (window, card, button) = cardScene()
        card.isHidden = true
        let trace = window.hitTestTrace(at: Point(x: 20, y: 30))
        #expect(trace.hitView === window)
        #expect(trace.verdict(for: card) == .hidden)
        #expect(trace.verdict(for: button) == .ancestorRejected(card))
        #expect(trace.step(for: button)?.wasAsked == false)
        #expect(trace.verdict(for: window) == .hit)
    }

    @Test func interactionDisabledVerdict() {
        let (window, card, button) = cardScene()
        card.isUserInteractionEnabled = false
        let trace = window.hitTestTrace(at: Point(x: 20, y: 30))
        #expect(trace.verdict(for: card) == .interactionDisabled)
        #expect(trace.verdict(for: button) == .ancestorRejected(card))
    }

    @Test func transparentVerdictCarriesTheStoredAlpha() {
        let (window, _, button) = cardScene()
        button.alpha = 0.01
        let trace = window.hitTestTrace(at: Point(x: 20, y: 30))
        #expect(trace.verdict(for: button) == .transparent(alpha: Double(Float(0.01))))
        #expect(trace.verdict(for: button) != .transparent(alpha: 0.01))
        #expect(trace.hitView?.name == "card")
    }

    @Test func disabledControlVerdict() {
        let (window, card, _) = cardScene()
        let button = Button(frame: Rect(x: 100, y: 100, width: 50, height: 50))
        card.addSubview(button)
        button.isEnabled = false
        let trace = window.hitTestTrace(at: Point(x: 110, y: 110))
        #expect(trace.verdict(for: button) == .disabledControl)
        #expect(trace.hitView === card)
    }

    @Test func skippedViewWithSeveralReasonsReportsThemInAFixedOrder() {
        // behaviour 8 names the reasons, not their priority; pinned: hidden, interaction, control, alpha.
        let (window, card, _) = cardScene()
        let button = Button(frame: Rect(x: 100, y: 100, width: 50, height: 50))
        card.addSubview(button)
        button.isEnabled = false
        button.alpha = 0
        let p = Point(x: 110, y: 110)
        #expect(window.hitTestTrace(at: p).verdict(for: button) == .disabledControl)
        button.isUserInteractionEnabled = false
        #expect(window.hitTestTrace(at: p).verdict(for: button) == .interactionDisabled)
        button.isHidden = true
        #expect(window.hitTestTrace(at: p).verdict(for: button) == .hidden)
    }

    @Test func askedViewNotUnderThePointIsOutsideBounds() {
        let (window, card, button) = cardScene()
        let trace = window.hitTestTrace(at: Point(x: 150, y: 150))
        #expect(trace.verdict(for: button) == .outsideBounds)
        #expect(trace.step(for: button)?.wasAsked == true)
        #expect(trace.verdict(for: card) == .hit)
    }

    @Test func hitTestOverrideSayingNoAfterSuperIsRejectedByOverride() {
        let (window, card, _) = cardScene()
        let wall = RefusingAfterSuperView(frame: Rect(x: 100, y: 100, width: 50, height: 50))
        card.addSubview(wall)
        let trace = window.hitTestTrace(at: Point(x: 110, y: 110))
        #expect(trace.verdict(for: wall) == .rejectedByOverride)
        #expect(trace.step(for: wall)?.rejectingMethod == .hitTest)
        #expect(trace.hitView === card)
    }

    @Test func hitTestOverrideThatNeverCallsSuperIsRejectedByOverride() {
        let (window, card, _) = cardScene()
        let wall = RefusingView(frame: Rect(x: 100, y: 100, width: 50, height: 50))
        card.addSubview(wall)
        let trace = window.hitTestTrace(at: Point(x: 110, y: 110))
        #expect(trace.verdict(for: wall) == .rejectedByOverride)
        #expect(trace.step(for: wall)?.rejectingMethod == .hitTest)
        // Where the default would have said no as well, the verdict says why.
        #expect(window.hitTestTrace(at: Point(x: 190, y: 190)).verdict(for: wall) == .outsideBounds)
        wall.isHidden = true
        #expect(window.hitTestTrace(at: Point(x: 110, y: 110)).verdict(for: wall) == .hidden)
    }

    @Test func pointInsideOverrideSayingNoInsideBoundsIsRejectedByOverride() {
        let (window, card, _) = cardScene()
        let half = LeftHalfView(frame: Rect(x: 100, y: 100, width: 60, height: 50))
        card.addSubview(half)
        let child = addView("child", Rect(x: 40, y: 0, width: 20, height: 20), to: half)
        let right = window.hitTestTrace(at: Point(x: 145, y: 105))
        #expect(right.verdict(for: half) == .rejectedByOverride)
        #expect(right.step(for: half)?.rejectingMethod == .pointInside)
        #expect(right.verdict(for: child) == .ancestorRejected(half))
        #expect(right.hitView === card)
        let left = window.hitTestTrace(at: Point(x: 105, y: 105))
        #expect(left.verdict(for: half) == .hit)
    }

    @Test func enlargedPointInsideAcceptedOutsideBoundsIsAHitAndSaysSo() {
        let (window, card, _) = cardScene()
        let small = EnlargedView(frame: Rect(x: 100, y: 100, width: 10, height: 10))
        small.margin = 15
        card.addSubview(small)
        let trace = window.hitTestTrace(at: Point(x: 95, y: 95))
        #expect(trace.hitView === small)
        #expect(trace.verdict(for: small) == .hit)
        #expect(trace.step(for: small)?.acceptedOutsideBounds == true)
        #expect(trace.step(for: card)?.acceptedOutsideBounds == false)
        #expect(window.hitTestTrace(at: Point(x: 105, y: 105)).step(for: small)?.acceptedOutsideBounds == false)
    }

    @Test func siblingBehindTheAnsweringOneIsCoveredByIt() {
        let (window, card, button) = cardScene()
        let front = addView("front", Rect(x: 0, y: 0, width: 100, height: 100), to: card)
        let trace = window.hitTestTrace(at: Point(x: 20, y: 30))
        #expect(trace.hitView === front)
        #expect(trace.verdict(for: button) == .coveredBy(front))
        #expect(trace.step(for: button)?.wasAsked == false)
        #expect(String(describing: trace.verdict(for: button)!) == "coveredBy(front)")
    }

    @Test func viewInsideACoveredSubtreeIsCoveredByTheFrontSiblingThatAnswered() {
        let (window, card, button) = cardScene()
        let overlay = addView("overlay", Rect(x: 0, y: 0, width: 300, height: 300), to: window)
        let badge = addView("badge", Rect(x: 0, y: 0, width: 100, height: 100), to: overlay)
        let trace = window.hitTestTrace(at: Point(x: 20, y: 30))
        // Something inside the overlay answered: the card's subtree is covered by the overlay.
        #expect(trace.hitView === badge)
        #expect(trace.verdict(for: card) == .coveredBy(overlay))
        #expect(trace.verdict(for: button) == .coveredBy(overlay))
        #expect(trace.verdict(for: overlay) == .containsHit)
    }

    @Test func subviewStickingOutOfARefusingSuperviewIsAncestorRejected() {
        let (window, card, _) = cardScene()
        let tab = addView("tab", Rect(x: 190, y: 10, width: 50, height: 20), to: card)
        let trace = window.hitTestTrace(at: Point(x: 220, y: 20))
        #expect(trace.hitView === window)
        #expect(trace.verdict(for: card) == .outsideBounds)
        #expect(trace.verdict(for: tab) == .ancestorRejected(card))
    }

    @Test func viewsNotUnderThePointAndNeverAskedHaveNoVerdict() {
        let (window, card, _) = cardScene()
        let far = addView("far", Rect(x: 150, y: 150, width: 10, height: 10), to: card)
        let covered = addView("covered", Rect(x: 250, y: 250, width: 10, height: 10), to: window)
        window.bringSubviewToFront(card)
        let trace = window.hitTestTrace(at: Point(x: 20, y: 30))
        #expect(trace.verdict(for: covered) == nil)
        #expect(trace.verdict(for: far) == .outsideBounds)  // asked: it is in front of the button
    }

    @Test func everyViewWhoseAreaContainsThePointHasAVerdict() {
        let (window, card, button) = cardScene()
        let hiddenLayer = addView("hiddenLayer", Rect(x: 0, y: 0, width: 100, height: 100), to: card)
        hiddenLayer.isHidden = true
        addView("underHidden", Rect(x: 0, y: 0, width: 50, height: 50), to: hiddenLayer)
        let half = LeftHalfView(frame: Rect(x: 0, y: 0, width: 60, height: 60))
        window.insertSubview(half, at: 0)
        addView("insideHalf", Rect(x: 0, y: 0, width: 60, height: 60), to: half)
        let front = addView("front", Rect(x: 15, y: 15, width: 10, height: 10), to: button)
        addView("deep", Rect(x: 0, y: 0, width: 10, height: 10), to: front)
        for p in [Point(x: 20, y: 30), Point(x: 45, y: 45), Point(x: 5, y: 5), Point(x: 30, y: 30)] {
            let trace = window.hitTestTrace(at: p)
            var all: [View] = [window]
            var i = 0
            while i < all.count {
                all += all[i].subviews
                i += 1
            }
            for v in all where v.bounds.contains(v.convert(p, from: window)) {
                #expect(trace.verdict(for: v) != nil, "\(v.debugName) at \(p)")
            }
            #expect(trace.hitView === window.hitTest(p, with: nil), "at \(p)")
        }
    }

    @Test func viewAskedTwiceIsReportedByItsAcceptingVisit() {
        /// Probes its child at a far point first (side-effect free), then hit-tests normally.
        final class Prober: View {
            override func hitTest(_ point: Point, with event: Event?) -> View? {
                if let child = subviews.first { _ = child.hitTest(Point(x: -1000, y: -1000), with: event) }
                return super.hitTest(point, with: event)
            }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let prober = Prober(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(prober)
        let child = addView("child", Rect(x: 0, y: 0, width: 50, height: 50), to: prober)
        let trace = window.hitTestTrace(at: Point(x: 10, y: 10))
        #expect(trace.hitView === child)
        #expect(trace.steps.filter { $0.view === child }.map(\.verdict) == [.outsideBounds, .hit])
        #expect(trace.verdict(for: child) == .hit)
        #expect(trace.verdict(for: prober) == .containsHit)
    }

    @Test func tracedResultEqualsUntracedResultWithOverridesInPlay() {
        let (window, card, _) = cardScene()
        card.addSubview(RefusingAfterSuperView(frame: Rect(x: 100, y: 0, width: 50, height: 50)))
        card.addSubview(RefusingView(frame: Rect(x: 0, y: 100, width: 50, height: 50)))
        card.addSubview(LeftHalfView(frame: Rect(x: 100, y: 100, width: 60, height: 60)))
        let big = EnlargedView(frame: Rect(x: 230, y: 230, width: 10, height: 10))
        window.addSubview(big)
        for x in stride(from: -10.0, through: 310, by: 7) {
            for y in stride(from: -10.0, through: 310, by: 7) {
                let p = Point(x: x, y: y)
                #expect(window.hitTestTrace(at: p).hitView === window.hitTest(p, with: nil), "at \(p)")
            }
        }
    }

    @Test func verdictsCompareTheirViewsByIdentityAndAlphasByValue() {
        let a = View(frame: .zero), b = View(frame: .zero)
        #expect(HitVerdict.coveredBy(a) == .coveredBy(a))
        #expect(HitVerdict.coveredBy(a) != .coveredBy(b))
        #expect(HitVerdict.coveredBy(a) != .ancestorRejected(a))
        #expect(HitVerdict.transparent(alpha: 0) != .transparent(alpha: 0.005))
        #expect(HitVerdict.hit != .containsHit)
        let set: Set<HitVerdict> = [.hit, .hit, .coveredBy(a), .coveredBy(a), .coveredBy(b), .transparent(alpha: 0)]
        #expect(set.count == 4)
        #expect(HitVerdict.hit.isAccepted && HitVerdict.containsHit.isAccepted)
        #expect(!HitVerdict.rejectedByOverride.isAccepted && !HitVerdict.coveredBy(a).isAccepted)
    }

    @Test func verdictKindsAreTheNamesTheSpecUses() {
        let v = View(frame: .zero)
        let all: [HitVerdict] = [
            .hit, .containsHit, .hidden, .interactionDisabled, .transparent(alpha: 0),
            .disabledControl, .outsideBounds, .rejectedByOverride, .coveredBy(v), .ancestorRejected(v),
        ]
        #expect(
            all.map(\.kind) == [
                "hit", "containsHit", "hidden", "interactionDisabled", "transparent",
                "disabledControl", "outsideBounds", "rejectedByOverride", "coveredBy", "ancestorRejected",
            ])
    }

    @Test func traceCanStartBelowTheWindow() {
        let (_, card, button) = cardScene()
        let trace = card.hitTestTrace(at: Point(x: 20, y: 30))
        #expect(trace.root === card)
        #expect(trace.hitView === button)
        #expect(trace.steps.first?.view === card)
    }
}
