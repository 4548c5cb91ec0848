import ResponderKit

/// The side panel's texts: its titles and the responder chain's chips
/// (``LogWords`` has the event log's lines).
extension Strings {
    /// What a shown hit-test came from.
    public enum ExplanationKind: Sendable {
        case touch, inspect, hover
    }

    /// The panel's title before any touch.
    public var hitTestTitle: String { self[.hitTestTitle] }
    /// The panel's text before any touch: what to do and what the overlay shows.
    public var hitTestIntro: String { self[.hitTestIntro] }

    /// The panel's title for a hit-test: `Touch at (300, 255) → B.1`.
    public func explanationTitle(_ kind: ExplanationKind, point: Point, hitView: String?) -> String {
        let verb =
            switch kind {
            case .touch: self[.touchVerb]
            case .inspect: self[.inspectVerb]
            case .hover: self[.hoverVerb]
            }
        return self[.explanationTitle, ["verb": verb, "point": "\(point)", "view": hitView ?? self[.nobody]]]
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
        self[.recognizersFirst, ["names": list(recognizers.map(log.recognizer))]]
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
}
