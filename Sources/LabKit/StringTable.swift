/// Every text of the lab's in English and in Chinese: one entry a ``Phrase``,
/// each a pair. A part in braces, `{view}`, is filled in by ``Strings``; both
/// languages name the same parts. Where the Chinese meets a filled-in Latin
/// name, ``Strings`` puts the space between them: write `被{view}遮挡`.
///
/// The Chinese uses one word for each idea, the words Chinese iOS developers
/// use; docs/zh and the scenes' `zh` texts use the same ones:
///
/// | English | 中文 |
/// |---|---|
/// | hit view; hit-testing (in prose) | 命中视图；命中测试（方法名写 `hitTest`） |
/// | responder chain; first responder | 响应者链；第一响应者 |
/// | superview, subview, ancestor; sibling | 父视图、子视图、某一层父视图；兄弟视图 |
/// | a touch delivered to a view (dispatch) | 分发（未分发、不分发；never 派发、送到、交给） |
/// | passed up the chain to `next` | 传给 next、传递（never 转发） |
/// | held back by a scroll view's content-touch delay | 延迟传递给子视图、延迟传递（never 暂扣、压住） |
/// | taken by scrolling (touchesCancelled) | 被滚动取消 |
/// | a recognizer takes a touch | 截获 |
/// | discarded | 丢弃 |
/// | ghosts (G) | 虚影（被跳过的视图；never 幽灵） |
/// | right-click inspect | 检查 |
/// | alpha | alpha（never 透明度） |
/// | points; seconds | pt（`70 pt`）；秒 |
/// | image view, scroll view, table view | image view、scroll view、table view（not 图片视图） |
/// | gesture recognizer; tap, pan | 手势识别器；点击手势、pan 手势 |
/// | control; enabled, disabled | 控件；启用、禁用 |
/// | hot area (an enlarged touch area) | 热区 |
/// | overlay; side panel; fix (T) | 叠加层；右侧面板；修复 |
///
/// Chinese text takes full-width brackets and colons: `（touchesCancelled）`, `Like：命中视图`.
enum StringTable {
    /// One phrase in each language.
    struct Entry {
        let english: String
        let chinese: String
        /// The same text in both languages: code and numbers only, as `alpha < 0.01`.
        let isShared: Bool

        init(_ english: String, _ chinese: String) {
            (self.english, self.chinese, isShared) = (english, chinese, false)
        }

        init(both text: String) {
            (english, chinese, isShared) = (text, text, true)
        }
    }

    static let entries: [Phrase: Entry] = [
        .viewSays: Entry("{view}: {text}", "{view}：{text}"),
        .shortTransparent: Entry(both: "alpha < 0.01"),
        .trackingInside: Entry("{control} tracking: {points} pt margin, inside", "{control}跟踪中：外扩 {points} pt，手指在范围内"),
        .trackingOutside: Entry("{control} tracking: {points} pt margin, outside", "{control}跟踪中：外扩 {points} pt，手指已移出"),
        .customClassCaveat: Entry("custom class: may override hitTest", "自定义类：可能重写了 hitTest"),
        .enlargedHitArea: Entry("point(inside:) area", "point(inside:) 热区"),
        .delayLeft: Entry("{seconds} s", "{seconds} 秒"),
        .scrollContent: Entry("{view}: content {size}", "{view}：内容 {size}"),
        .scrollDelayed: Entry("held back: waiting to see if this is a scroll", "延迟传递给子视图：先判断是否滚动"),
        .scrollCancelled: Entry("taken by scrolling (touchesCancelled)", "触摸被滚动取消（touchesCancelled）"),
        .scrollKept: Entry("kept: touchesShouldCancel said false", "控件保留触摸：touchesShouldCancel 返回 false"),
        .scrollRefused: Entry("not delivered: touchesShouldBegin said false", "未分发：touchesShouldBegin 返回 false"),

        .hit: Entry("hit view", "命中视图"),
        .containsHit: Entry("contains the hit", "包含命中视图"),
        .containsHitEnlarged: Entry("contains the hit (enlarged area)", "包含命中视图（热区已扩大）"),
        .hidden: Entry("hidden", "已隐藏"),
        .interactionOff: Entry("interaction off", "交互已关闭"),
        .transparent: Entry(both: "alpha {alpha} < 0.01"),
        .transparentStored: Entry("alpha {alpha} (stored {stored}) < 0.01", "alpha {alpha}（存为 {stored}）< 0.01"),
        .disabledControl: Entry("disabled control", "控件已禁用"),
        .outsideBounds: Entry("point outside its bounds", "触摸点在 bounds 之外"),
        .pointInsideOverride: Entry("point(inside:) override → false", "重写的 point(inside:) → false"),
        .hitTestOverride: Entry("hitTest override → nil", "重写的 hitTest → nil"),
        .coveredBy: Entry("covered by {view}", "被{view}遮挡"),
        .ancestorHidden: Entry("{view} is hidden", "{view}已隐藏"),
        .ancestorInteractionOff: Entry("{view}'s interaction is off", "{view}的交互已关闭"),
        .ancestorTransparent: Entry("{view}'s alpha < 0.01", "{view}的 alpha < 0.01"),
        .ancestorDisabled: Entry("{view} is a disabled control", "{view}是已禁用的控件"),
        .ancestorOutsideBounds: Entry("outside {view}'s bounds", "超出{view}的 bounds"),
        .ancestorPointInside: Entry("{view}'s point(inside:) → false", "{view}的 point(inside:) → false"),
        .ancestorHitTest: Entry("{view}'s hitTest → nil", "{view}的 hitTest → nil"),
        .ancestorDidNotAsk: Entry("{view}'s hitTest did not ask it", "未被{view}的 hitTest 遍历到"),

        .tooltipHit: Entry("click → {view}", "点击 → {view}"),
        .tooltipNoView: Entry("click → no view: nothing delivered", "点击 → 没有命中视图，不分发"),
        .tooltipPassedOver: Entry("passed over {view}: {reason}", "跳过{view}：{reason}"),
        .ghostLegendTitle: Entry("Ghosts (G), skipped by hit-testing:", "虚影（G），即命中测试跳过的视图："),
        .ghostInvisible: Entry("hidden / alpha < 0.01", "隐藏 / alpha < 0.01"),
        .ghostCovered: Entry("covered at the point", "在该点被遮挡"),

        .legendTitle: Entry("Legend", "图例"),
        .legendHit: Entry("hit view", "命中视图"),
        .legendContainsHit: Entry("contains the hit", "包含命中视图"),
        .legendInvisible: Entry("hidden / alpha < 0.01", "隐藏 / alpha < 0.01"),
        .legendDisabled: Entry("interaction off / disabled", "交互关闭 / 控件禁用"),
        .legendOutsideBounds: Entry("point outside bounds", "触摸点在 bounds 之外"),
        .legendOverride: Entry("hitTest / point(inside:) said no", "重写的 hitTest / point(inside:) 拒绝"),
        .legendCovered: Entry("covered by a view in front", "被上层视图遮挡"),
        .legendAncestor: Entry("an ancestor said no", "某一层父视图拒绝"),

        .tabTrace: Entry("Trace", "追踪"),
        .tabViews: Entry("Views", "视图树"),
        .hitTestTitle: Entry("Hit-test", "命中测试"),
        .hitTestIntro: Entry(
            "Click a view to touch it; right-click to inspect without delivering. "
                + "The overlay shows every view under the point and why it did or did not get the touch.",
            "左键点击视图即触摸它；右键点击只检查：做一次命中测试，不分发触摸。叠加层会标出点击位置下的每一个视图，以及它为什么收到或没收到这次触摸。"),
        .touchVerb: Entry("Touch", "触摸"),
        .inspectVerb: Entry("Inspect", "检查"),
        .hoverVerb: Entry("Hover", "悬停"),
        .focusTitle: Entry("{verb} at {point} → {view}", "在 {point} {verb} → {view}"),
        .nobody: Entry("nobody", "没有命中视图"),
        .fingerTitle: Entry("Other finger #{id} at {point} → {view}", "另一根手指 #{id} {point} → {view}"),
        .loadErrorTitle: Entry("Scene file not reloaded: the last good scene stays", "场景文件未重新加载：保留上一个正确的场景"),
        .more: Entry("+ {count} more", "还有 {count} 项"),
        .listSeparator: Entry(", ", "、"),
        .chainTitle: Entry("Responder chain (touchesBegan)", "响应者链（touchesBegan）"),
        .wouldBeChainTitle: Entry("Responder chain a click would take (nothing delivered)", "点击将经过的响应者链（仅预览，未分发）"),
        .wouldHandle: Entry("{responder} would handle", "{responder}将处理"),
        .wouldForward: Entry("{responder} would forward", "{responder}将传给 next"),
        .wouldBeDiscarded: Entry("would be discarded", "将被丢弃"),
        .noChain: Entry("No chain: no view here takes touches, so a click would deliver nothing.",
                        "没有响应者链：这里没有视图接收触摸，点击不会分发给任何视图。"),
        .recognizersFirst: Entry("Recognizers see the touch first and may take it: {names}", "手势识别器先收到触摸，可能将它截获：{names}"),
        .handled: Entry("{responder} ✓ handled", "{responder} ✓ 已处理"),
        .forwarded: Entry("{responder} forwarded", "{responder}已传给 next"),
        .discarded: Entry("discarded", "已丢弃"),
        .nothingDelivered: Entry("no view: nothing delivered", "没有命中视图，未分发"),
        .activityTitle: Entry("Recognizers · controls · actions", "手势识别器 · 控件事件 · action"),
        .eventsTitle: Entry("Last events", "最近事件"),

        .delivery: Entry("{phase} #{id} → {view}: {outcome}", "{phase} #{id} → {view}：{outcome}"),
        .noView: Entry("no view", "没有视图"),
        .handledBy: Entry("handled by {responder}", "由{responder}处理"),
        .nobodyToDeliverTo: Entry("nobody to deliver to", "无处分发"),
        .discardedByChain: Entry("discarded", "无人处理，已丢弃"),
        .deliveredLate: Entry("{outcome} (released late)", "延迟送达，{outcome}"),
        .recognizedMeanwhile: Entry("{outcome} ({recognizer} recognized)", "{outcome}（{recognizer}已识别）"),
        .withheldExclusive: Entry("withheld: {view} has exclusive touch", "未分发：{view}设置了 isExclusiveTouch"),
        .withheldOneFinger: Entry("withheld: {view} takes one finger at a time", "未分发：{view}一次只接收一根手指"),
        .began: Entry("began", "开始"),
        .moved: Entry("moved", "移动"),
        .stationary: Entry("stationary", "静止"),
        .ended: Entry("ended", "结束"),
        .cancelled: Entry("cancelled", "取消"),
        .delayedBy: Entry("held back by {recognizer}", "延迟传递（{recognizer}）"),
        .takenBy: Entry("taken by {recognizer}", "被{recognizer}截获"),
        .cancelledBy: Entry("cancelled by {recognizer}", "被{recognizer}取消"),
        .releasedLate: Entry("released late", "延迟送达"),

        .sceneShown: Entry("scene {name}", "场景 {name}"),
        .fixToggled: Entry("T: {fix} — {state}", "T：{fix}（{state}）"),
        .inspected: Entry("inspect {point} → {view}", "检查 {point} → {view}"),
        .replayed: Entry("replayed the last touch at {point}", "在 {point} 重放上一次触摸"),
        .reloaded: Entry("reloaded {path}", "已重新加载 {path}"),
        .reloadFailed: Entry("reload failed; the last good scene stays", "重新加载失败：保留上一个正确的场景"),
        .cannotOpen: Entry("cannot open {name}: {error}", "无法打开 {name}：{error}"),
        .saved: Entry("saved {path}", "已保存 {path}"),
        .saveFailed: Entry("could not save into {folder}/: {error}", "无法保存到 {folder}/：{error}"),
        .resigned: Entry("Escape: {responder} resigned first responder", "Escape：{responder}不再是第一响应者"),
        .keyHandled: Entry("key {key} → {responder} handled", "按键 {key} → {responder}已处理"),
        .keyForwarded: Entry("key {key} → {responder} forwarded", "按键 {key} → {responder}已传给 next"),
        .wheel: Entry("wheel {arrow} → {outcome}", "滚轮 {arrow} → {outcome}"),
        .wheelMoved: Entry("{view} (offset {x},{y})", "{view}（偏移 {x},{y}）"),
        .wheelNothing: Entry("nothing scrolls that way here", "这里没有能朝这个方向滚动的视图"),

        .stateChange: Entry("{recognizer}: {from} → {to}{because}", "{recognizer}：{from} → {to}{because}"),
        .because: Entry(" ({why})", "（{why}）"),
        .waits: Entry("{recognizer} waits for {others} to fail", "{recognizer}等待{others}失败"),
        .controlEvents: Entry("{control}: {events}", "{control}：{events}"),
        .actionPerformed: Entry("action {action} → {performer}{route}", "action {action} → 由{performer}执行{route}"),
        .actionNotPerformed: Entry("action {action} → not performed{route}", "action {action} → 无人执行{route}"),
        .actionRoute: Entry(" via {path}", "，途经 {path}"),
        .scrollPan: Entry("scroll pan", "滚动手势"),
        .contentTouchDelay: Entry("content touch delay", "延迟手势"),
        .waitedForFailed: Entry("the recognizers it waited for failed", "它等待的手势识别器都已失败"),
        .delegateRefused: Entry("its delegate said no", "它的 delegate 拒绝了"),
        .scrollViewRefused: Entry("{view}: not along an axis it scrolls, or its content keeps the touch",
                                  "{view}不能沿这个方向滚动，或内容保留了触摸"),
        .viewRefused: Entry("{view} keeps its own touch", "{view}要自己处理这次触摸"),
        .preventedBy: Entry("{recognizer} recognized first", "{recognizer}先识别了"),
        .requiredToFail: Entry("{recognizer} recognized", "{recognizer}已识别"),
        .touchesGone: Entry("its touches are gone", "它的触摸都已结束"),
        .recognizerDisabled: Entry("disabled", "已禁用"),
        .recognizerRemoved: Entry("removed", "已移除"),

        .dumpViews: Entry("{count} views from a recursiveDescription dump", "recursiveDescription 导出的 {count} 个视图"),
        .dumpControllers: Entry(" with {count} view controllers", "，{count} 个视图控制器"),
        .dumpSkipped: Entry("; {count} lines that are not views left out", "；略过 {count} 行非视图内容"),
        .dumpWarning: Entry("; {count} warning", "；{count} 条警告"),
        .dumpWarnings: Entry("; {count} warnings", "；{count} 条警告"),
        .dumpIncomplete: Entry("; incomplete", "；不完整"),

        .keyClick: Entry("click: touch", "左键：触摸"),
        .keyTwoFingers: Entry("Ctrl(-Shift)-click: 2 fingers", "Ctrl 或 Ctrl+Shift+左键：双指"),
        .keyInspect: Entry("right click: inspect", "右键：检查"),
        .keyScenes: Entry("Tab, 1–9: scene", "Tab、1–9：切换场景"),
        .keyFix: Entry("T {fix} ({state})", "T {fix}（{state}）"),
        .keyFixCompact: Entry("T fix ({state})", "T 修复（{state}）"),
        .keyNoFix: Entry("T (no fix here)", "T：本场景无修复"),
        .keyOverlay: Entry("D overlay {state}", "D 叠加层：{state}"),
        .keyHover: Entry("H hover {state}", "H 悬停：{state}"),
        .keyGhosts: Entry("G ghosts {state}", "G 虚影：{state}"),
        .keyZoom: Entry("+ − 0 middle-drag: zoom, pan", "+ − 0、中键拖动：缩放、平移"),
        .keySave: Entry("S save", "S 截图"),
        .keyQuit: Entry("Q quit", "Q 退出"),
        .on: Entry("on", "开"),
        .off: Entry("off", "关"),

        .dimmedHidden: Entry("hidden", "隐藏"),
        .dimmedAlpha: Entry(both: "alpha {alpha}"),
        .dimmedNoInteraction: Entry("no interaction", "交互关闭"),
        .dimmedDisabled: Entry("disabled", "已禁用"),
        .rowsAbove: Entry("↑ {count} more above", "↑ 上面还有 {count} 行"),
        .rowsBelow: Entry("↓ {count} more below", "↓ 下面还有 {count} 行"),
        .editedMark: Entry("edited", "已修改"),
        .selectionTitle: Entry("Selected view", "选中的视图"),
        .noSelection: Entry("Click a row, or Shift-click the scene, to select a view; ↑ ↓ move, Enter folds.",
                            "点击一行，或按住 Shift 点击场景，选中一个视图；↑ ↓ 移动，Enter 折叠。"),
        .wasValue: Entry("(was {value})", "（原为 {value}）"),
        .editKeys: Entry("V hidden · I interaction · E enabled · C clips · A alpha · U undo · R replay",
                         "V 隐藏 · I 交互 · E 启用 · C 裁剪 · A alpha · U 撤销 · R 重放"),
        .edited: Entry("edit {view}: {property} {change}", "修改{view}：{property} {change}"),
        .undone: Entry("undo {view}: {property} {change}", "撤销{view}：{property} {change}"),
        .notAControl: Entry("{view} is not a control: it has no {property}", "{view}不是控件：没有 {property}"),
        .nothingSelected: Entry("select a view first (P shows the tree)", "请先选中一个视图（按 P 显示视图树）"),
        .editWhat: Entry("{view} ({property} → {value})", "{view}（{property} → {value}）"),
        .editDroppedGone: Entry("edit of {edit} dropped: the reloaded file has no view {identity}",
                                "{edit}的修改已丢弃：重新加载的文件里没有视图 {identity}"),
        .editDroppedProperty: Entry("edit of {edit} dropped: in the reloaded file it has no {property}",
                                    "{edit}的修改已丢弃：重新加载的文件里它没有 {property}"),
        .editKept: Entry("{count} edit kept on the reloaded views (U undoes them)", "重新加载的视图保留了 {count} 项修改（按 U 撤销）"),
        .editsKept: Entry("{count} edits kept on the reloaded views (U undoes them)", "重新加载的视图保留了 {count} 项修改（按 U 撤销）"),
        .nothingToUndo: Entry("no edit to undo", "没有可撤销的修改"),
    ]
}
