import ResponderKit
import Scenes

/// What the panel says about the responder chain of a touch, an inspection or
/// a hover: a title, chips, and lines of text. Step-through counts its chips
/// (``Explanation/stepCount``).
///
/// ```swift
/// ChainSection(session.overlay.explanation, strings: .english)?.chips.map(\.label)   // ["B.1 forwarded", "B ✓ handled"]
/// ```
@MainActor
struct ChainSection {
    var title: String
    var chips: [(label: String, color: Color)] = []
    /// Instead of chips, or under them.
    var notes: [String] = []

    init(title: String) {
        self.title = title
    }

    /// The chain of ``init(_:strings:)`` in `scene`: for a dump without
    /// `_printHierarchy`, a note that its view controllers are unknown, where the
    /// app's chain has them between views (behaviour 12.6).
    init?(_ focus: Explanation?, strings: Strings, scene: Scene) {
        self.init(focus, strings: strings)
        if let imported = scene.imported, !imported.controllersAreKnown, !chips.isEmpty {
            notes.insert(strings.dump.controllersUnknown, at: 0)
        }
    }

    /// The delivered chain of a touch, or for inspect and hover the chain a click would take (or why there is none).
    init?(_ focus: Explanation?, strings: Strings) {
        if let delivery = focus?.delivery {
            self.init(title: strings.chainTitle)
            if let withheld = delivery.withheld {
                chips = [(strings.log.withheld(withheld), VerdictStyle.disabled)]
                return
            }
            if delivery.steps.isEmpty, delivery.view != nil, let effect = delivery.gestureEffect {
                // Kept from the view for now or for good, not discarded by the chain.
                let label = delivery.scroll.map { strings.scrollVerdict($0) } ?? strings.log.gestureEffect(effect)
                chips = [(label, VerdictStyle.invisible)]
                return
            }
            chips = delivery.steps.map { step in
                step.outcome == .handled
                    ? (strings.handled(strings.name(step.responder)), VerdictStyle.hit)
                    : (strings.forwarded(strings.name(step.responder)), Theme.forwardedChip)
            }
            if delivery.isDiscarded {
                let missed = focus.map { Strings.missesEveryWindow($0.hitTest) } ?? false
                let label =
                    delivery.view != nil
                    ? strings.discarded : missed ? strings[.noWindowContains] : strings.nothingDelivered
                chips.append((label, VerdictStyle.outsideBounds))
            }
            return
        }
        guard let predicted = focus?.predicted else { return nil }
        self.init(title: strings.wouldBeChainTitle)
        if predicted.isEmpty {
            notes = [strings.noChain]
            return
        }
        chips = predicted.steps.map { step in
            step.wouldHandle
                ? (strings.wouldHandle(strings.name(step.responder)), VerdictStyle.hit)
                : (strings.wouldForward(strings.name(step.responder)), Theme.forwardedChip)
        }
        if predicted.wouldBeDiscarded { chips.append((strings.wouldBeDiscarded, VerdictStyle.outsideBounds)) }
        if !predicted.recognizers.isEmpty { notes = [strings.recognizersFirst(predicted.recognizers)] }
    }
}
