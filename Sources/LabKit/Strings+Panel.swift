import ResponderKit

/// The side panel's texts: its titles, the responder chain's chips and the
/// event log's lines.
extension Strings {
    /// What a shown hit-test came from.
    public enum FocusKind: Sendable {
        case touch, inspect, hover
    }

    /// The panel's title before any touch.
    public var hitTestTitle: String { self[.hitTestTitle] }
    /// The panel's text before any touch: what to do and what the overlay shows.
    public var hitTestIntro: String { self[.hitTestIntro] }

    /// The panel's title for a hit-test: `Touch at (300, 255) → B.1`.
    public func focusTitle(_ kind: FocusKind, point: Point, hitView: String?) -> String {
        let verb = switch kind {
        case .touch: self[.touchVerb]
        case .inspect: self[.inspectVerb]
        case .hover: self[.hoverVerb]
        }
        return self[.focusTitle, ["verb": verb, "point": "\(point)", "view": hitView ?? self[.nobody]]]
    }

    /// The title over a scene file's load error, shown in full in the panel.
    public var loadErrorTitle: String { self[.loadErrorTitle] }

    /// The title over another finger down with the touch the panel explains: `Other finger #0 at (300, 255) → B.1`.
    public func fingerTitle(id: Int, point: Point, hitView: String?) -> String {
        self[.fingerTitle, ["id": "\(id)", "point": "\(point)", "view": hitView ?? self[.nobody]]]
    }

    /// The last row of a list cut short.
    public func more(_ count: Int) -> String { self[.more, ["count": "\(count)"]] }

    /// The title over the chips of the responder chain a touch travelled.
    public var chainTitle: String { self[.chainTitle] }
    /// The title over the chain an inspected point would travel.
    public var wouldBeChainTitle: String { self[.wouldBeChainTitle] }
    /// A chip: `responder` would keep a click's touch.
    public func wouldHandle(_ responder: String) -> String { self[.wouldHandle, ["responder": responder]] }
    /// A chip: `responder` would pass a click's touch to its `next`.
    public func wouldForward(_ responder: String) -> String { self[.wouldForward, ["responder": responder]] }
    /// The last chip when nobody in the chain would handle a click.
    public var wouldBeDiscarded: String { self[.wouldBeDiscarded] }
    /// Instead of a chain, when no view at the point takes touches.
    public var noChain: String { self[.noChain] }
    /// Under a chain: the recognizers that would see a click's touch before the view does (behaviour 3.1).
    @MainActor
    public func recognizersFirst(_ recognizers: [GestureRecognizer]) -> String {
        self[.recognizersFirst, ["names": list(recognizers.map(recognizer))]]
    }
    /// A chip: `responder` handled the touch.
    public func handled(_ responder: String) -> String { self[.handled, ["responder": responder]] }
    /// A chip: `responder` passed the touch to its `next`.
    public func forwarded(_ responder: String) -> String { self[.forwarded, ["responder": responder]] }
    /// The last chip when nobody handled the touch.
    public var discarded: String { self[.discarded] }
    /// The only chip when no view was hit.
    public var nothingDelivered: String { self[.nothingDelivered] }
    /// The title over recognizer states, control events and actions.
    public var activityTitle: String { self[.activityTitle] }
    /// The title over the event log.
    public var eventsTitle: String { self[.eventsTitle] }
    /// The title over the legend.
    public var legendTitle: String { self[.legendTitle] }

    /// Why behaviour 3.5 kept a touch from its view, in a phrase.
    @MainActor
    public func withheld(_ withholding: DeliveryTrace.Withholding) -> String {
        switch withholding {
        case .exclusiveTouch(let view): self[.withheldExclusive, ["view": view.debugName]]
        case .multipleTouchDisabled(let view): self[.withheldOneFinger, ["view": view.debugName]]
        }
    }

    /// A line of the event log.
    @MainActor
    public func event(_ line: LabSession.EventLine) -> String {
        switch line {
        case .delivery(let trace): delivery(trace)
        case .sceneShown(let name): self[.sceneShown, ["name": name]]
        case .fixToggled(let fix, let on): self[.fixToggled, ["fix": fix, "state": state(on)]]
        case .inspected(let point, let hitView): self[.inspected, ["point": "\(point)", "view": hitView ?? self[.nobody]]]
        case let .edited(edit, undone): self.edit(edit, undone: undone)
        case .replayed(let point): self[.replayed, ["point": "\(point)"]]
        case .wheel(let arrow, let scrollView, let offset):
            self[.wheel, ["arrow": arrow, "outcome": wheelOutcome(scrollView: scrollView, offset: offset)]]
        case .editDropped(let dropped): editDropped(dropped)
        case .editsKept(let count): self[count == 1 ? .editKept : .editsKept, ["count": "\(count)"]]
        case let .notAControl(property, view): self[.notAControl, ["view": view, "property": property.rawValue]]
        case .nothingSelected: self[.nothingSelected]
        case .nothingToUndo: self[.nothingToUndo]
        case .reloaded(let path): self[.reloaded, ["path": path]]
        case .reloadFailed: self[.reloadFailed]
        case let .cannotOpen(name, error): self[.cannotOpen, ["name": name, "error": error]]
        case .saved(let path): self[.saved, ["path": path]]
        case let .saveFailed(folder, error): self[.saveFailed, ["folder": folder, "error": error]]
        case .resigned(let responder): self[.resigned, ["responder": responder]]
        case let .scene(.key(key, responder, handled)): self[handled ? .keyHandled : .keyForwarded, ["key": key, "responder": responder]]
        }
    }

    /// A delivered phase: `began #0 → B.1: handled by B`, `开始 #0 → B.1：由 B 处理`.
    @MainActor
    public func delivery(_ trace: DeliveryTrace) -> String {
        let id = trace.touches.map(\.id).min() ?? 0
        var outcome: String
        if let withheld = trace.withheld {
            outcome = self.withheld(withheld)
        } else if let effect = trace.gestureEffect, trace.steps.isEmpty {
            outcome = gestureEffect(effect)
        } else if let handler = trace.handledBy {
            outcome = self[.handledBy, ["responder": handler.debugName]]
        } else {
            outcome = self[trace.view == nil ? .nobodyToDeliverTo : .discardedByChain]
        }
        switch trace.gestureEffect {
        case .releasedAfterDelay?: outcome = self[.deliveredLate, ["outcome": outcome]]
        case .cancelledBy(let r)?: outcome = self[.recognizedMeanwhile, ["outcome": outcome, "recognizer": recognizer(r)]]
        default: break
        }
        return self[.delivery, ["phase": phase(trace.phase), "id": "\(id)", "view": trace.view?.debugName ?? self[.noView],
                                "outcome": outcome]]
    }

    /// A touch phase: `began`, `开始`.
    public func phase(_ phase: Touch.Phase) -> String {
        switch phase {
        case .began: self[.began]
        case .moved: self[.moved]
        case .stationary: self[.stationary]
        case .ended: self[.ended]
        case .cancelled: self[.cancelled]
        }
    }

    /// What a recognizer did to a phase the view did not get, in a phrase.
    @MainActor
    public func gestureEffect(_ effect: DeliveryTrace.GestureEffect) -> String {
        switch effect {
        case .delayedBy(let r): self[.delayedBy, ["recognizer": recognizer(r)]]
        case .takenBy(let r): self[.takenBy, ["recognizer": recognizer(r)]]
        case .cancelledBy(let r): self[.cancelledBy, ["recognizer": recognizer(r)]]
        case .releasedAfterDelay: self[.releasedLate]
        }
    }
}
