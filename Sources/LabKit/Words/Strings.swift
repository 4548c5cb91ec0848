import Rendering
import ResponderKit
import Scenes

/// The languages the lab draws its texts in: the overlay's labels, the side
/// panel, the legend, the event log and the window's key line, and a scene's
/// own texts and names where its file translates them.
public enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case chinese = "zh"
}

/// Every text the overlay and the lab's chrome draw, in one language, from
/// the one strings table (``StringTable``, a ``Phrase`` each). ResponderKit
/// gives the reasons and happenings as values; this words them.
///
/// ```swift
/// let strings = Strings(.chinese)
/// strings.reason(for: step, in: trace) // "被 C 遮挡"
/// strings[.chainTitle]                 // "响应者链（touchesBegan）"
/// ```
public struct Strings: Sendable {
    /// The language every text comes in.
    public let language: Language
    /// The Chinese names of the scenes' views, controllers and recognizers, by
    /// the names they stand for (``naming(_:)``); empty in English.
    public internal(set) var names = ChineseNames()

    /// The texts in `language`.
    public init(_ language: Language) {
        self.language = language
    }

    /// The English texts.
    public static let english = Strings(.english)

    /// `phrase` in this language with its parts in braces filled in from `parts`:
    /// `strings[.coveredBy, ["view": "C"]]`. StringTableTests keep every phrase in the table.
    public subscript(_ phrase: Phrase, _ parts: KeyValuePairs<String, String> = [:]) -> String {
        guard let entry = StringTable.entries[phrase] else { return phrase.rawValue }
        return Self.fill(language == .english ? entry.english : entry.chinese, with: parts)
    }

    /// `template` with each `{name}` replaced by its part. Where Chinese meets
    /// Latin text (a letter, digit or ASCII sign) at a part's edge, a space goes
    /// between, as Chinese typesetting has it: `被{view}遮挡` gives
    /// `被 Copy (nil target) 遮挡`, and `被标题遮挡` for a Chinese name.
    static func fill(_ template: String, with parts: KeyValuePairs<String, String>) -> String {
        guard template.contains("{") else { return template }
        var result = "", rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = rest[rest.index(after: open)..<close]
            let value = parts.first { $0.key == name }?.value ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
            if needsSpace(result.last, value.first) { result += " " }
            result += value
            if needsSpace(value.last, rest.first) { result += " " }
        }
        return result + rest
    }

    /// Whether a Chinese character and Latin text meet here.
    private static func needsSpace(_ before: Character?, _ after: Character?) -> Bool {
        guard let before, let after else { return false }
        return (isIdeograph(before) && isLatin(after)) || (isLatin(before) && isIdeograph(after))
    }

    private static func isIdeograph(_ c: Character) -> Bool {
        c.unicodeScalars.first.map { (0x3400...0x9FFF).contains($0.value) || (0x20000...0x3FFFD).contains($0.value) }
            ?? false
    }

    private static func isLatin(_ c: Character) -> Bool {
        c.isASCII && !c.isWhitespace
    }

    /// `items` as a list: `A, B`, `A、B`.
    func list(_ items: [String]) -> String {
        items.joined(separator: self[.listSeparator])
    }

    // MARK: The overlay

    /// A label on a view: `C: hidden`, `C：已隐藏`.
    public func viewSays(_ view: String, _ text: String) -> String {
        self[.viewSays, ["view": view, "text": text]]
    }

    /// A step's verdict as the overlay labels it: `hidden`, `covered by C`, `被 C 遮挡`, …
    @MainActor
    public func reason(for step: HitTestTrace.Step, in trace: HitTestTrace) -> String {
        reason(trace.reason(for: step))
    }

    /// A shorter wording of `reason` that keeps its fact, for a label with
    /// little room: an alpha's value and stored spelling left to the panel. Nil where
    /// the wording is as short as it gets.
    @MainActor
    public func shortReason(_ reason: HitTestTrace.Reason) -> String? {
        switch reason {
        case .transparent(let alpha) where alpha.stored != nil: self[.shortTransparent]
        default: nil
        }
    }

    /// The label of a tracking control's margin (behaviour 4.2).
    public func trackingMargin(of control: String, points: Int, inside: Bool) -> String {
        self[inside ? .trackingInside : .trackingOutside, ["control": control, "points": "\(points)"]]
    }

    /// What the overlay adds to the label of a view imported from a dump whose
    /// class is not UIKit's (behaviour 12.4): the lab cannot see its overrides.
    public var customClassCaveat: String { self[.customClassCaveat] }

    /// The label of an enlarged touchable area (a `point(inside:)` override that accepts more than the bounds).
    public var enlargedHitArea: String { self[.enlargedHitArea] }

    /// The time a scroll view still holds a touch back: `0.10 s`.
    public func delayLeft(_ seconds: Double) -> String {
        self[.delayLeft, ["seconds": String(format: "%.2f", max(0, seconds))]]
    }

    /// The faint outline of a scroll view's whole content: `List: content 320×1240`.
    public func scrollContent(of scrollView: String, size: Size) -> String {
        self[.scrollContent, ["view": scrollView, "size": "\(size)"]]
    }

    /// What a scroll view's rules for its content did with a touch (behaviour 10.6);
    /// a touch the pan took before the content received `touchesBegan` was never delivered, not cancelled.
    public func scrollVerdict(_ kind: DeliveryTrace.ScrollEffect.Kind, contentReceivedBegan: Bool = true) -> String {
        switch kind {
        case .delayed: self[.scrollDelayed]
        case .cancelledByScrolling where !contentReceivedBegan: neverDeliveredScrolledFirst
        case .cancelledByScrolling: self[.scrollCancelled]
        case .keptByControl: self[.scrollKept]
        case .refusedByTouchesShouldBegin: self[.scrollRefused]
        }
    }

    /// What a scroll view's rules did with a delivery, in a phrase: ``scrollVerdict(_:contentReceivedBegan:)``.
    @MainActor
    public func scrollVerdict(_ effect: DeliveryTrace.ScrollEffect) -> String {
        scrollVerdict(effect.kind, contentReceivedBegan: effect.contentReceivedBegan)
    }

    /// Beside the touch's marker when the content it landed on has scrolled out of sight.
    public var pressedHere: String { self[.pressedHere] }

    /// A quick drag on a scroll view's content: the pan began while the began was held back, so the content was told nothing.
    public var neverDeliveredScrolledFirst: String { self[.neverDeliveredScrolledFirst] }

    /// Whether `trace` is a phase of a touch a scroll view's pan took before its view received
    /// `touchesBegan` (behaviour 10.3): never delivered, where a slower drag is cancelled.
    @MainActor
    static func wasScrolledBeforeDelivery(_ trace: DeliveryTrace) -> Bool {
        trace.scroll.map { $0.kind == .cancelledByScrolling && !$0.contentReceivedBegan } ?? false
    }

    /// Whether `trace` found no window containing its point: its window's own
    /// bounds refused it, so no view was asked and nothing is delivered (behaviour 1.8).
    @MainActor
    public static func missesEveryWindow(_ trace: HitTestTrace) -> Bool {
        guard trace.hitView == nil, let first = trace.steps.first else { return false }
        return first.view === trace.root && first.view is Window && first.verdict == .outsideBounds
    }

    /// What a hit-test found nothing at says instead of a view: `nobody`, or `no window` outside every window.
    @MainActor
    public func noHitView(_ trace: HitTestTrace) -> String {
        self[Self.missesEveryWindow(trace) ? .noWindow : .nobody]
    }

    // MARK: Hover and ghosts

    /// The tooltip's first line: the view a click at the pointer would hit, or that none would.
    public func tooltipHit(_ view: String?) -> String {
        view.map { self[.tooltipHit, ["view": $0]] } ?? self[.tooltipNoView]
    }

    /// The tooltip's second line: the front-most view under the pointer that did not get the click, and why.
    public func tooltipPassedOver(_ view: String, because reason: String) -> String {
        self[.tooltipPassedOver, ["view": view, "reason": reason]]
    }

    /// The canvas's note while ghosts are shown: what the dashed outlines are.
    public var ghostLegendTitle: String { self[.ghostLegendTitle] }
    /// The ghost legend's entry for hidden and transparent views.
    public var ghostInvisible: String { self[.ghostInvisible] }
    /// The ghost legend's entry for views covered at the point.
    public var ghostCovered: String { self[.ghostCovered] }

    /// The legend: each of `VerdictStyle`'s colours with what it means.
    public var legend: [(Color, String)] {
        [
            (VerdictStyle.hit, self[.legendHit]),
            (VerdictStyle.containsHit, self[.legendContainsHit]),
            (VerdictStyle.invisible, self[.legendInvisible]),
            (VerdictStyle.disabled, self[.legendDisabled]),
            (VerdictStyle.outsideBounds, self[.legendOutsideBounds]),
            (VerdictStyle.override, self[.legendOverride]),
            (VerdictStyle.covered, self[.legendCovered]),
            (VerdictStyle.ancestor, self[.legendAncestor]),
        ]
    }

    // MARK: The key line

    /// The window's bottom line: its keys and their states, as ``KeyBindings`` lists them.
    /// `compact` names the fix key without the scene's words for its fix, for a narrow window.
    public func keys(
        fix: String?, fixOn: Bool, overlayOn: Bool, hoverOn: Bool, ghostsOn: Bool = false, compact: Bool = false
    ) -> [String] {
        KeyBindings.keyLine(
            self,
            KeyBindings.KeyLineState(
                fix: fix, fixOn: fixOn, overlayOn: overlayOn, hoverOn: hoverOn,
                ghostsOn: ghostsOn, compact: compact))
    }

    /// A toggle's state: `on`, `开`.
    func state(_ isOn: Bool) -> String {
        self[isOn ? .on : .off]
    }
}

/// The words of one concern over the one table (``LogWords``, ``PropertyWords``,
/// ``DumpWords``, ``CodeWords``), in the language of their `strings`.
protocol Wording {
    var strings: Strings { get }
}

extension Wording {
    /// `phrase` in the language, its parts filled in, as ``Strings/subscript(_:_:)`` gives it.
    subscript(_ phrase: Phrase, _ parts: KeyValuePairs<String, String> = [:]) -> String {
        strings[phrase, parts]
    }
}
