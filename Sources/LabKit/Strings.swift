import Rendering
import ResponderKit

/// The languages the lab draws its texts in: the overlay's labels, the side
/// panel, the legend, the event log's deliveries and the window's key line,
/// and a scene's own texts where its file translates them. View names stay
/// as they are: they are identifiers.
public enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case chinese = "zh"
}

/// Every text the overlay and the lab's chrome draw, in English and in
/// Chinese, in one place. ResponderKit gives the reasons as values
/// (`HitTestTrace.Reason`); each language words them in its own table.
///
/// ```swift
/// let strings = Strings(.chinese)
/// strings.reason(for: step, in: trace) // "被 C 遮挡"
/// ```
public struct Strings: Sendable {
    /// The language every text comes in.
    public let language: Language

    /// The texts in `language`.
    public init(_ language: Language) {
        self.language = language
    }

    /// The English texts.
    public static let english = Strings(.english)

    func text(_ english: String, _ chinese: String) -> String {
        language == .english ? english : chinese
    }

    // MARK: The overlay

    /// A step's verdict as the overlay labels it: `hidden`, `covered by C`, `被 C 遮挡`, …
    @MainActor
    public func reason(for step: HitTestTrace.Step, in trace: HitTestTrace) -> String {
        reason(trace.reason(for: step))
    }

    /// A reason in this language.
    @MainActor
    public func reason(_ reason: HitTestTrace.Reason) -> String {
        switch language {
        // The English words are the core's debug description, which `print(trace)` and
        // `responder-lab trace` show too: one wording, so the overlay and the text never differ.
        case .english: reason.description
        case .chinese: ChineseReasons.wording(of: reason)
        }
    }

    /// A shorter wording of `reason` that keeps its fact, for a label with
    /// little room: an alpha's value and stored spelling left to the panel. Nil where
    /// the wording is as short as it gets.
    @MainActor
    public func shortReason(_ reason: HitTestTrace.Reason) -> String? {
        switch reason {
        case .transparent(let alpha) where alpha.stored != nil: "alpha < 0.01"
        default: nil
        }
    }

    /// The label of a tracking control's margin (behaviour 4.2).
    public func trackingMargin(of control: String, points: Int, inside: Bool) -> String {
        text("\(control) tracking: \(points) pt margin, " + (inside ? "inside" : "outside"),
             "\(control) 跟踪中：外扩 \(points)pt，" + (inside ? "手指在区内" : "手指已移出"))
    }

    /// What the overlay adds to the label of a view imported from a dump whose
    /// class is not UIKit's (behaviour 12.4): the lab cannot see its overrides.
    public var customClassCaveat: String {
        text("custom class: may override hitTest", "自定义类：可能重写了 hitTest")
    }

    /// The label of an enlarged touchable area (a `point(inside:)` override that accepts more than the bounds).
    public var enlargedHitArea: String { text("point(inside:) area", "point(inside:) 热区") }

    // MARK: Hover and ghosts

    /// The tooltip's first line: the view a click at the pointer would hit, or that none would.
    public func tooltipHit(_ view: String?) -> String {
        view.map { text("click → \($0)", "点击 → \($0)") } ?? text("click → no view: nothing delivered", "点击 → 没有命中视图，不派发")
    }

    /// The tooltip's second line: the front-most view under the pointer that did not get the click, and why.
    public func tooltipPassedOver(_ view: String, because reason: String) -> String {
        text("passed over \(view): \(reason)", "跳过 \(view)：\(reason)")
    }

    /// The canvas's note while ghosts are shown: what the dashed outlines are.
    public var ghostLegendTitle: String { text("Ghosts (G), skipped by hit-testing:", "幽灵 (G)，命中测试跳过的视图：") }
    /// The ghost legend's entry for hidden and transparent views.
    public var ghostInvisible: String { text("hidden / alpha < 0.01", "隐藏 / alpha < 0.01") }
    /// The ghost legend's entry for views covered at the point.
    public var ghostCovered: String { text("covered at the point", "在该点被遮挡") }

    /// The legend: each of `VerdictStyle`'s colours with what it means.
    public var legend: [(Color, String)] {
        [
            (VerdictStyle.hit, text("hit view", "命中视图")),
            (VerdictStyle.containsHit, text("contains the hit", "包含命中视图")),
            (VerdictStyle.invisible, text("hidden / alpha < 0.01", "隐藏 / alpha < 0.01")),
            (VerdictStyle.disabled, text("interaction off / disabled", "交互关闭 / 控件禁用")),
            (VerdictStyle.outsideBounds, text("point outside bounds", "触摸点在 bounds 之外")),
            (VerdictStyle.override, text("hitTest / point(inside:) said no", "重写的 hitTest / point(inside:) 拒绝")),
            (VerdictStyle.covered, text("covered by a view in front", "被上层视图遮挡")),
            (VerdictStyle.ancestor, text("an ancestor said no", "某一层父视图拒绝")),
        ]
    }

    // MARK: The side panel

    /// What a shown hit-test came from.
    public enum FocusKind: Sendable {
        case touch, inspect, hover
    }

    /// The panel's title before any touch.
    public var hitTestTitle: String { text("Hit-test", "命中测试 (hit-test)") }

    /// The panel's text before any touch: what to do and what the overlay shows.
    public var hitTestIntro: String {
        text("Click a view to touch it; right-click to inspect without delivering. "
             + "The overlay shows every view under the point and why it did or did not get the touch.",
             "左键点击视图即触摸它；右键只做命中测试，不派发事件。叠加层会标出点击位置下的每一个视图，以及它为什么收到或没收到这次触摸。")
    }

    /// The panel's title for a hit-test: `Touch at (300, 255) → B.1`.
    public func focusTitle(_ kind: FocusKind, point: Point, hitView: String?) -> String {
        let verb = switch kind {
        case .touch: text("Touch", "触摸")
        case .inspect: text("Inspect", "检查")
        case .hover: text("Hover", "悬停")
        }
        return text("\(verb) at \(point) → \(hitView ?? "nobody")", "\(verb) \(point) → \(hitView ?? "没有命中视图")")
    }

    /// The title over a reload's error (a scene file, a dump, its controllers or its edits file), shown in full in the panel.
    public var loadErrorTitle: String {
        text("Not reloaded as saved: the last good version stays", "未按保存的内容重新加载：保留上一个正确的版本")
    }

    /// The title over another finger down with the touch the panel explains: `Finger #0 at (300, 255) → B.1`.
    public func fingerTitle(id: Int, point: Point, hitView: String?) -> String {
        text("Other finger #\(id) at \(point) → \(hitView ?? "nobody")", "另一根手指 #\(id) \(point) → \(hitView ?? "没有命中视图")")
    }

    /// The last row of a list cut short.
    public func more(_ count: Int) -> String { text("+ \(count) more", "还有 \(count) 项") }

    /// The title over the chips of the responder chain a touch travelled.
    public var chainTitle: String { text("Responder chain (touchesBegan)", "响应者链 (touchesBegan)") }
    /// The title over the chain an inspected point would travel.
    public var wouldBeChainTitle: String {
        text("Responder chain a click would take (nothing delivered)", "点击将经过的响应者链（仅预览，未派发）")
    }
    /// A chip: `responder` would keep a click's touch.
    public func wouldHandle(_ responder: String) -> String { text("\(responder) would handle", "\(responder) 将处理") }
    /// A chip: `responder` would pass a click's touch to its `next`.
    public func wouldForward(_ responder: String) -> String { text("\(responder) would forward", "\(responder) 将转发") }
    /// The last chip when nobody in the chain would handle a click.
    public var wouldBeDiscarded: String { text("would be discarded", "将被丢弃") }
    /// Instead of a chain, when no view at the point takes touches.
    public var noChain: String {
        text("No chain: no view here takes touches, so a click would deliver nothing.",
             "没有响应者链：这里没有视图接收触摸，点击不会派发任何事件。")
    }
    /// Under a chain: the recognizers that would see a click's touch before the view does (behaviour 3.1).
    public func recognizersFirst(_ names: [String]) -> String {
        text("Recognizers see the touch first and may take it: \(names.joined(separator: ", "))",
             "手势识别器先收到触摸，可能拿走它：\(names.joined(separator: "、"))")
    }
    /// A chip: `responder` handled the touch.
    public func handled(_ responder: String) -> String { text("\(responder) ✓ handled", "\(responder) ✓ 已处理") }
    /// A chip: `responder` passed the touch to its `next`.
    public func forwarded(_ responder: String) -> String { text("\(responder) forwarded", "\(responder) 已转发") }
    /// The last chip when nobody handled the touch.
    public var discarded: String { text("discarded", "已丢弃") }
    /// The only chip when no view was hit.
    public var nothingDelivered: String { text("no view: nothing delivered", "没有命中视图，未派发") }
    /// The title over recognizer states, control events and actions.
    public var activityTitle: String { text("Recognizers · controls · actions", "手势识别器 · 控件事件 · action") }
    /// The title over the event log.
    public var eventsTitle: String { text("Last events", "最近事件") }
    /// The title over the legend.
    public var legendTitle: String { text("Legend", "图例") }

    /// Why behaviour 3.5 kept a touch from its view, in a phrase.
    @MainActor
    public func withheld(_ withholding: DeliveryTrace.Withholding) -> String {
        switch withholding {
        case .exclusiveTouch(let view):
            text("withheld: \(view.debugName) has exclusive touch", "未派发：\(view.debugName) 设置了 isExclusiveTouch")
        case .multipleTouchDisabled(let view):
            text("withheld: \(view.debugName) takes one finger at a time", "未派发：\(view.debugName) 一次只接收一根手指")
        }
    }

    /// A line of the event log: a delivered phase worded here, a note as it is.
    @MainActor
    public func event(_ line: LabSession.EventLine) -> String {
        switch line {
        case .delivery(let trace): delivery(trace)
        case .sceneShown(let name): text("scene \(name)", "场景 \(name)")
        // The fix is described in English, like the key line's: the Chinese line names the key's job instead.
        case .fixToggled(let fix, let on): text("T: \(fix) — \(on ? "on" : "off")", "T 修复：\(on ? "开" : "关")")
        case .inspected(let point, let hitView):
            text("inspect \(point) → \(hitView ?? "nobody")", "检查 \(point) → \(hitView ?? "没有命中视图")")
        case .note(let note): note
        case let .edited(edit, undone): self.edit(edit, undone: undone)
        case .replayed(let point): text("replayed the last touch at \(point)", "重放上一次触摸 \(point)")
        }
    }

    /// A delivered phase: `began #0 → B.1: handled by B`, `开始 #0 → B.1：由 B 处理`.
    @MainActor
    public func delivery(_ trace: DeliveryTrace) -> String {
        let id = trace.touches.map(\.id).min() ?? 0
        let view = trace.view?.debugName ?? text("no view", "没有视图")
        let outcome: String
        if let withheld = trace.withheld {
            outcome = self.withheld(withheld)
        } else if Self.wasScrolledBeforeDelivery(trace) {
            outcome = neverDeliveredScrolledFirst
        } else if let effect = trace.gestureEffect, trace.steps.isEmpty {
            outcome = gestureEffect(effect)
        } else if let handler = trace.handledBy {
            outcome = text("handled by \(handler.debugName)", "由 \(handler.debugName) 处理")
        } else {
            outcome = trace.view == nil ? text("nobody to deliver to", "无处派发") : discarded
        }
        var after = ""
        switch trace.gestureEffect {
        case .releasedAfterDelay?: after = text(" (released late)", "（延迟释放）")
        case .cancelledBy(let r)?: after = text(" (\(r.debugName) recognized)", "（\(r.debugName) 已识别）")
        default: break
        }
        return text("\(phase(trace.phase)) #\(id) → \(view): \(outcome)\(after)", "\(phase(trace.phase)) #\(id) → \(view)：\(outcome)\(after)")
    }

    /// A touch phase: `began`, `开始`.
    public func phase(_ phase: Touch.Phase) -> String {
        switch phase {
        case .began: text("began", "开始")
        case .moved: text("moved", "移动")
        case .stationary: text("stationary", "静止")
        case .ended: text("ended", "结束")
        case .cancelled: text("cancelled", "取消")
        }
    }

    /// What a recognizer did to a phase the view did not get, in a phrase.
    @MainActor
    public func gestureEffect(_ effect: DeliveryTrace.GestureEffect) -> String {
        switch effect {
        case .delayedBy(let r): text("held back by \(r.debugName)", "被 \(r.debugName) 暂扣")
        case .takenBy(let r): text("taken by \(r.debugName)", "被 \(r.debugName) 拿走")
        case .cancelledBy(let r): text("cancelled by \(r.debugName)", "被 \(r.debugName) 取消")
        case .releasedAfterDelay: text("released late", "延迟释放")
        }
    }

    /// What a scroll view's rules for its content did with a touch (behaviour 10.6);
    /// a touch the pan took before the content received `touchesBegan` was never delivered, not cancelled.
    public func scrollVerdict(_ kind: DeliveryTrace.ScrollEffect.Kind, contentReceivedBegan: Bool = true) -> String {
        switch kind {
        case .delayed: text("held back: waiting to see if this is a scroll", "暂扣：等着看这是不是一次滚动")
        case .cancelledByScrolling where !contentReceivedBegan: neverDeliveredScrolledFirst
        case .cancelledByScrolling: text("taken by scrolling (touchesCancelled)", "被滚动拿走（touchesCancelled）")
        case .keptByControl: text("kept: touchesShouldCancel said false", "保留：touchesShouldCancel 返回了 false")
        case .refusedByTouchesShouldBegin:
            text("not delivered: touchesShouldBegin said false", "未派发：touchesShouldBegin 返回了 false")
        }
    }

    /// What a scroll view's rules did with a delivery, in a phrase: ``scrollVerdict(_:contentReceivedBegan:)``.
    @MainActor
    public func scrollVerdict(_ effect: DeliveryTrace.ScrollEffect) -> String {
        scrollVerdict(effect.kind, contentReceivedBegan: effect.contentReceivedBegan)
    }

    /// Beside the touch's marker when the content it landed on has scrolled out of sight.
    public var pressedHere: String { text("pressed here; its content has scrolled away", "按下的位置；内容已滚走") }

    /// A quick drag on a scroll view's content: the pan began while the began was held back, so the content was told nothing.
    public var neverDeliveredScrolledFirst: String {
        text("never delivered: the scroll began first", "从未传递：滚动先开始了")
    }

    /// Whether `trace` is a phase of a touch a scroll view's pan took before its view received
    /// `touchesBegan` (behaviour 10.3): never delivered, where a slower drag is cancelled.
    @MainActor
    static func wasScrolledBeforeDelivery(_ trace: DeliveryTrace) -> Bool {
        trace.scroll.map { $0.kind == .cancelledByScrolling && !$0.contentReceivedBegan } ?? false
    }

    /// The faint outline of a scroll view's whole content: `List: content 320×1240`.
    public func scrollContent(of scrollView: String, size: Size) -> String {
        text("\(scrollView): content \(size)", "\(scrollView)：内容 \(size)")
    }

    // MARK: The key line

    /// The window's bottom line: its keys and their states, as ``KeyBindings`` lists them.
    /// `compact` names the fix key without the scene's words for its fix, for a narrow window.
    public func keys(fix: String?, fixOn: Bool, overlayOn: Bool, hoverOn: Bool, ghostsOn: Bool = false, compact: Bool = false) -> [String] {
        KeyBindings.keyLine(self, KeyBindings.KeyLineState(fix: fix, fixOn: fixOn, overlayOn: overlayOn, hoverOn: hoverOn,
                                                           ghostsOn: ghostsOn, compact: compact))
    }
}
