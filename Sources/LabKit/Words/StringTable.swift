/// Every text of the lab's in English and in Chinese: one entry a ``Phrase``,
/// each a pair. A part in braces, `{view}`, is filled in by ``Strings``; both
/// languages name the same parts. Where the Chinese meets a filled-in Latin
/// name, ``Strings`` puts the space between them: write `被{view}遮挡`.
///
/// The Chinese says each idea with one term, the one Chinese iOS developers
/// use: ``glossary``, at the head of the table, gives it and the spellings that
/// drift from it. It holds for the table, the scenes' `zh` texts and names, and
/// the pages of docs/zh that GlossaryTests lists; the test reads them all.
/// Chinese text takes full-width brackets and colons, `（touchesCancelled）`,
/// `Like：命中视图`, “” for quotes and …… for an ellipsis.
enum StringTable {
    /// One idea, its Chinese term, and the spellings of the same idea that are not the term.
    struct Term {
        let english: String
        let chinese: String
        /// Regular expressions for the drifting spellings; a word that is right in another sense is excluded by its context.
        let avoid: [String]
    }

    static let glossary: [Term] = [
        Term(
            english: "hit view; hit-testing (in prose)", chinese: "命中视图；命中测试（方法名写 `hitTest`）", avoid: ["点击测试", "命中检测"]),
        Term(english: "a view hit-testing asks", chinese: "被遍历到（`hitTest` 遍历子视图）", avoid: ["询问"]),
        Term(english: "responder chain; first responder", chinese: "响应者链；第一响应者", avoid: ["响应链", "响应器"]),
        Term(
            english: "superview, subview, ancestor; sibling", chinese: "父视图、子视图、某一层父视图；兄弟视图",
            avoid: ["祖先", "超视图", "同级视图"]),
        Term(english: "a touch delivered to a view (dispatch)", chinese: "分发（未分发、不分发）", avoid: ["派发", "送到", "送达"]),
        Term(english: "passed up the chain to `next`", chinese: "传给 next、传递", avoid: ["转发"]),
        Term(
            english: "held back by a scroll view's content-touch delay; released late", chinese: "延迟传递；延迟后分发",
            avoid: ["延迟送达", "暂扣", "压住"]),
        Term(english: "taken by scrolling (touchesCancelled)", chinese: "被滚动取消", avoid: ["被滚动(手势)?截获"]),
        Term(english: "a recognizer takes a touch", chinese: "截获", avoid: ["拦截"]),
        Term(english: "discarded (past the end of the chain)", chinese: "丢弃", avoid: ["抛弃"]),
        Term(english: "ghosts (G)", chinese: "虚影（被跳过的视图）", avoid: ["幽灵"]),
        Term(english: "right-click inspect", chinese: "检查", avoid: ["审查"]),
        Term(english: "alpha", chinese: "alpha", avoid: ["透明度"]),
        Term(english: "points; seconds", chinese: "pt（`70 pt`）；秒", avoid: ["像素点"]),
        Term(
            english: "image view, scroll view, table view, tab bar, text field",
            chinese: "image view、scroll view、table view、tab bar、输入框",
            avoid: ["图片视图", "图像视图", "滚动视图(?!树)", "表格视图", "标签栏", "文本框"]),
        Term(
            english: "gesture recognizer; tap, double tap; pan", chinese: "手势识别器；点击手势、双击；pan 手势",
            avoid: ["点按", "单击", "平移", "拖动手势"]),
        Term(
            english: "a scroll view's own pan; its content-touch delay", chinese: "滚动手势；延迟触摸手势",
            avoid: ["scroll view 的 pan", "(?<!触摸)延迟手势"]),
        Term(english: "control; enabled, disabled", chinese: "控件；启用、禁用", avoid: ["不可用"]),
        Term(
            english: "interaction off (`isUserInteractionEnabled = false`)", chinese: "交互已关闭",
            avoid: ["交互关闭", "关闭交互", "关闭了用户交互", "用户交互"]),
        Term(english: "hot area (an enlarged touch area)", chinese: "热区", avoid: ["点击区域", "触摸区域", "点击范围"]),
        Term(
            english: "overlay; its labels; side panel; a responder in the panel's chain", chinese: "叠加层；标注；右侧面板；节点",
            avoid: ["覆盖层", "浮层", "标签", "侧栏", "侧边"]),
        Term(english: "fix (T)", chinese: "修复", avoid: ["修正"]),
        Term(english: "delegate", chinese: "delegate", avoid: ["代理"]),
        Term(english: "initializer", chinese: "初始化方法", avoid: ["构造器", "构造方法", "构造函数"]),
        Term(english: "the lab", chinese: "ResponderLab", avoid: ["实验室"]),
        Term(english: "standard error; exit status", chinese: "标准错误输出；退出码", avoid: ["标准错误(?!输出)", "以状态", "退出状态"]),
        Term(
            english: "Ctrl-click, Ctrl-drag; Shift-click", chinese: "Ctrl+左键、Ctrl+左键拖动；Shift+左键",
            avoid: [#"Ctrl(\+| |-)?(点击|拖动)"#, #"Shift(\+| |-)?点击"#]),
        Term(
            english: "quotation marks; an ellipsis", chinese: "“”；……",
            avoid: ["「", "」", "『", "』", #"[\x{4e00}-\x{9fff}]""#, #""[\x{4e00}-\x{9fff}]"#, "(?<!…)…(?!…)"]),
        Term(english: "touch", chinese: "触摸", avoid: ["触碰", "触控"]),
        Term(
            english: "`--code`: does not compile here; a piece of it left out", chinese: "无法编译；去掉",
            avoid: ["没有编译", "未编译", "编译不了", "编译不过", "不能编译"]),
    ]

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
        .legendDisabled: Entry("interaction off / disabled", "交互已关闭 / 控件已禁用"),
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
        .explanationTitle: Entry("{verb} at {point} → {view}", "在 {point} {verb} → {view}"),
        .nobody: Entry("nobody", "没有命中视图"),
        .fingerTitle: Entry("Other finger #{id} at {point} → {view}", "另一根手指 #{id} 在 {point} → {view}"),
        .loadErrorTitle: Entry("Not reloaded as saved: the last good version stays", "保存的文件有错，没有重新加载：仍显示上一个正确的版本"),
        .more: Entry("+ {count} more", "还有 {count} 项"),
        .listSeparator: Entry(", ", "、"),
        .chainTitle: Entry("Responder chain (touchesBegan)", "响应者链（touchesBegan）"),
        .wouldBeChainTitle: Entry("Responder chain a click would take (nothing delivered)", "点击时会经过的响应者链（仅预览，未分发）"),
        .wouldHandle: Entry("{responder} would handle", "{responder}会处理"),
        .wouldForward: Entry("{responder} would forward", "{responder}会传给 next"),
        .wouldBeDiscarded: Entry("would be discarded", "会被丢弃"),
        .noChain: Entry(
            "No chain: no view here takes touches, so a click would deliver nothing.",
            "没有响应者链：这里没有视图接收触摸，点击不会分发给任何视图。"),
        .recognizersFirst: Entry(
            "Recognizers see the touch first and may take it: {names}", "手势识别器先收到触摸，可能把它截获：{names}"),
        .handled: Entry("{responder} ✓ handled", "{responder} ✓ 已处理"),
        .forwarded: Entry("{responder} forwarded", "{responder}已传给 next"),
        .discarded: Entry("discarded", "已丢弃"),
        .nothingDelivered: Entry("no view: nothing delivered", "没有命中视图，未分发"),
        .noWindow: Entry("no window", "没有窗口"),
        .noWindowContains: Entry("no window contains the point: nothing delivered", "没有窗口包含这个点，未分发"),
        .activityTitle: Entry("Recognizers · controls · actions", "手势识别器 · 控件事件 · Target-Action"),
        .eventsTitle: Entry("Last events", "最近事件"),

        .delivery: Entry("{phase} #{id} → {view}: {outcome}", "{phase} #{id} → {view}：{outcome}"),
        .noView: Entry("no view", "没有视图"),
        .handledBy: Entry("handled by {responder}", "由{responder}处理"),
        .nobodyToDeliverTo: Entry("nobody to deliver to", "没有可以分发的视图"),
        .discardedByChain: Entry("discarded", "没有响应者处理，已丢弃"),
        .deliveredLate: Entry("{outcome} (released late)", "{outcome}（延迟后分发）"),
        .recognizedMeanwhile: Entry("{outcome} ({recognizer} recognized)", "{outcome}（{recognizer}已识别）"),
        .withheldExclusive: Entry("withheld: {view} has exclusive touch", "未分发：{view}设置了 isExclusiveTouch"),
        .withheldOneFinger: Entry("withheld: {view} takes one finger at a time", "未分发：{view}一次只接收一根手指"),
        .began: Entry("began", "开始"),
        .moved: Entry("moved", "移动"),
        .stationary: Entry("stationary", "静止"),
        .ended: Entry("ended", "结束"),
        .cancelled: Entry("cancelled", "取消"),
        .delayedBy: Entry("held back by {recognizer}", "被{recognizer}延迟传递"),
        .takenBy: Entry("taken by {recognizer}", "被{recognizer}截获"),
        .cancelledBy: Entry("cancelled by {recognizer}", "被{recognizer}取消"),
        .releasedLate: Entry("released late", "延迟后分发"),

        .sceneShown: Entry("scene {name}", "场景 {name}"),
        .fixToggled: Entry("T: {fix} — {state}", "T：{fix}（{state}）"),
        .inspected: Entry("inspect {point} → {view}", "检查 {point} → {view}"),
        .replayed: Entry("replayed the last touch at {point}", "在 {point} 重放上一次触摸"),
        .reloaded: Entry("reloaded {path}", "已重新加载 {path}"),
        .reloadFailed: Entry("reload failed; the last good scene stays", "重新加载失败：仍显示上一个正确的场景"),
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
        .actionNotPerformed: Entry("action {action} → not performed{route}", "action {action} → 没有响应者执行{route}"),
        .actionRoute: Entry(" via {path}", "，途经 {path}"),
        .scrollPan: Entry("scroll pan", "滚动手势"),
        .contentTouchDelay: Entry("content touch delay", "延迟触摸手势"),
        .waitedForFailed: Entry("the recognizers it waited for failed", "它等待的手势识别器都已失败"),
        .delegateRefused: Entry("its delegate said no", "它的 delegate 拒绝了"),
        .scrollViewRefused: Entry(
            "{view}: not along an axis it scrolls, or its content keeps the touch",
            "{view}不能沿这个方向滚动，或内容保留了触摸"),
        .viewRefused: Entry("{view} keeps its own touch", "{view}要自己处理这次触摸"),
        .preventedBy: Entry("{recognizer} recognized first", "{recognizer}抢先识别了"),
        .requiredToFail: Entry("{recognizer} recognized", "{recognizer}已识别"),
        .touchesGone: Entry("its touches are gone", "它的触摸都已结束"),
        .recognizerDisabled: Entry("disabled", "已禁用"),
        .recognizerRemoved: Entry("removed", "已移除"),

        .dumpViews: Entry("{count} views from a recursiveDescription dump", "recursiveDescription 导出的 {count} 个视图"),
        .dumpControllers: Entry(" with {count} view controllers", "，{count} 个视图控制器"),
        .dumpSkipped: Entry("; {count} lines that are not views left out", "；跳过 {count} 行非视图内容"),
        .dumpWarning: Entry("; {count} warning", "；{count} 条警告"),
        .dumpWarnings: Entry("; {count} warnings", "；{count} 条警告"),
        .dumpIncomplete: Entry("; incomplete", "；不完整"),

        .keyClick: Entry("click: touch", "左键：触摸"),
        .keyTwoFingers: Entry("Ctrl(-Shift)-click: 2 fingers", "Ctrl+左键（或 Ctrl+Shift+左键）：双指"),
        .keyInspect: Entry("right click: inspect", "右键：检查"),
        .keyScenes: Entry("Tab, 1–9: scene", "Tab、1–9：切换场景"),
        .keyFix: Entry("T {fix} ({state})", "T {fix}（{state}）"),
        .keyFixCompact: Entry("T fix ({state})", "T 修复（{state}）"),
        .keyNoFix: Entry("T (no fix here)", "T：这个场景没有修复"),
        .keyOverlay: Entry("D overlay {state}", "D 叠加层：{state}"),
        .keyHover: Entry("H hover {state}", "H 悬停：{state}"),
        .keyGhosts: Entry("G ghosts {state}", "G 虚影：{state}"),
        .keyZoom: Entry("+ − 0 middle-drag: zoom, pan", "+ − 0、中键拖动：缩放、移动画布"),
        .keySave: Entry("S save", "S 截图"),
        .keyQuit: Entry("Q quit", "Q 退出"),
        .on: Entry("on", "开"),
        .off: Entry("off", "关"),

        .dimmedHidden: Entry("hidden", "已隐藏"),
        .dimmedAlpha: Entry(both: "alpha {alpha}"),
        .dimmedNoInteraction: Entry("no interaction", "交互已关闭"),
        .dimmedDisabled: Entry("disabled", "已禁用"),
        .rowsAbove: Entry("↑ {count} more above", "↑ 上面还有 {count} 行"),
        .rowsBelow: Entry("↓ {count} more below", "↓ 下面还有 {count} 行"),
        .editedMark: Entry("edited", "已修改"),
        .selectionTitle: Entry("Selected view", "选中的视图"),
        .noSelection: Entry(
            "Click a row, or Shift-click the scene, to select a view; ↑ ↓ move, Enter folds.",
            "点击一行，或在场景上 Shift+左键，选中一个视图；↑ ↓ 移动，Enter 折叠。"),
        .wasValue: Entry("(was {value})", "（原为 {value}）"),
        .editKeys: Entry(
            "V hidden · I interaction · E enabled · C clips · A alpha · U undo · R replay",
            "V 隐藏 · I 交互 · E 启用 · C 裁剪 · A alpha · U 撤销 · R 重放"),
        .edited: Entry("edit {view}: {property} {change}", "修改{view}：{property} {change}"),
        .undone: Entry("undo {view}: {property} {change}", "撤销{view}：{property} {change}"),
        .notAControl: Entry("{view} is not a control: it has no {property}", "{view}不是控件：没有 {property}"),
        .nothingSelected: Entry("select a view first (P shows the tree)", "请先选中一个视图（按 P 显示视图树）"),
        .editWhat: Entry("{view} ({property} → {value})", "{view}（{property} → {value}）"),
        .editDroppedGone: Entry(
            "edit of {edit} dropped: the reloaded file has no view {identity}",
            "{edit}的修改已丢弃：重新加载的文件里没有视图 {identity}"),
        .editDroppedProperty: Entry(
            "edit of {edit} dropped: in the reloaded file it has no {property}",
            "{edit}的修改已丢弃：重新加载的文件里它没有 {property}"),
        .editKept: Entry("{count} edit kept on the reloaded views (U undoes them)", "重新加载的视图保留了 {count} 项修改（按 U 撤销）"),
        .editsKept: Entry("{count} edits kept on the reloaded views (U undoes them)", "重新加载的视图保留了 {count} 项修改（按 U 撤销）"),
        .nothingToUndo: Entry("no edit to undo", "没有可撤销的修改"),
        .bracketed: Entry("({text})", "（{text}）"),

        .helpTitle: Entry("Keys and mouse", "按键与鼠标"),
        .helpCloses: Entry(
            "? or Escape closes this · run --help and docs/window.md list the same",
            "? 或 Escape 关闭 · run --help 和 docs/window.md 列出同样的内容"),
        .helpMore: Entry(
            "+ {count} more: a larger window shows them; run --help lists them all",
            "还有 {count} 项：放大窗口即可看到；run --help 列出全部"),
        .keyHelp: Entry("? help", "? 帮助"),
        .helpClick: Entry("click: a touch", "左键：一次触摸"),
        .helpTwoFingers: Entry(
            "Ctrl-click: two fingers, the second mirrored about the press (Ctrl-Shift: about the scene's centre)",
            "Ctrl+左键：两根手指，第二根与按下点对称（Ctrl+Shift+左键：与场景中心对称）"),
        .helpInspect: Entry("right click: inspect, delivering nothing", "右键：检查，不分发触摸"),
        .helpShiftClick: Entry(
            "Shift-click: select the front-most view drawn under the pointer in the inspector's tree",
            "Shift+左键：在视图树中选中指针下最前面的视图"),
        .helpWheel: Entry(
            "wheel, Shift-wheel: scroll the scroll view under the pointer, sideways with Shift (over the tree: the tree)",
            "滚轮、Shift+滚轮：滚动指针下的 scroll view，按住 Shift 横向滚动（在视图树上：滚动视图树）"),
        .helpScenes: Entry("Tab, Shift-Tab, 1–9: switch scenes", "Tab、Shift+Tab、1–9：切换场景"),
        .helpFix: Entry("T: the scene's fix on or off", "T：打开或关闭本场景的修复"),
        .helpOverlay: Entry("D: the overlay", "D：叠加层"),
        .helpHover: Entry("H: hover mode (on at start)", "H：悬停模式（启动时打开）"),
        .helpGhosts: Entry("G: ghosts, the views hit-testing skipped", "G：虚影，即命中测试跳过的视图"),
        .helpAncestorLabels: Entry(
            "L: the labels left out on a deep hierarchy (of the ancestors that only contain the hit, and of views covered inside a covered view; the panel lists them)",
            "L：显示深层级里省略的标注（只包含命中视图的各层父视图，以及被遮挡视图里同样被遮挡的视图；右侧面板列出了它们）"),
        .helpZoom: Entry("+ - 0, middle-drag: zoom about the pointer, fit, pan", "+ - 0、中键拖动：以指针为中心缩放、适应窗口、移动画布"),
        .helpSave: Entry("S: save a PNG", "S：保存 PNG 截图"),
        .helpQuit: Entry("Q, Escape: quit", "Q、Escape：退出"),
        .helpHelp: Entry(
            "?, F1: the help over the canvas, every key and the mouse (? or Escape closes it)",
            "?、F1：画布上的帮助，列出每个按键和鼠标操作（? 或 Escape 关闭）"),
        .helpStep: Entry("N or Right, Left, Home, End: step through the last touch", "N 或 →、←、Home、End：逐步查看上一次触摸"),
        .helpTab: Entry("P: the panel's trace or the inspector's tree", "P：右侧面板在追踪和视图树之间切换"),
        .helpReplay: Entry("R: replay the last touch", "R：重放上一次触摸"),
        .helpUndo: Entry("U: undo the last edit", "U：撤销上一次修改"),
        .helpWriteEdits: Entry(
            "W: write the live edits into the edits file (--edits, else one beside the dump), declared from then on",
            "W：把实时修改写进 edits 文件（--edits 给出的文件，否则在 dump 旁边新建一个），此后作为声明生效"),
        .helpEditKeys: Entry(
            "V I E C A, with the tree shown: the selected view's isHidden, isUserInteractionEnabled, isEnabled, clipsToBounds, alpha",
            "V I E C A（显示视图树时）：修改选中视图的 isHidden、isUserInteractionEnabled、isEnabled、clipsToBounds、alpha"),
        .helpTree: Entry(
            "Up, Down, Return, Page Up, Page Down: move in the tree, fold a row",
            "↑、↓、Return、Page Up、Page Down：在视图树中移动，折叠一行"),

        .neverDeliveredScrolledFirst: Entry("never delivered: the scroll began first", "从未分发：滚动先开始了"),
        .pressedHere: Entry("pressed here; its content has scrolled away", "按下的位置：内容已滚出视野"),

        .headerIncomplete: Entry(
            "⚠ {incomplete} (the panel says so until a touch; so does standard error)",
            "⚠ {incomplete}（触摸之前右侧面板一直显示，标准错误输出中也有）"),
        .headerIncompleteWarning: Entry(
            "⚠ the dump is incomplete: {why}; {count} warning", "⚠ dump 不完整：{why}；{count} 条警告"),
        .headerIncompleteWarnings: Entry(
            "⚠ the dump is incomplete: {why}; {count} warnings", "⚠ dump 不完整：{why}；{count} 条警告"),
        .headerWarning: Entry("⚠ {count} warning", "⚠ {count} 条警告"),
        .headerWarnings: Entry("⚠ {count} warnings", "⚠ {count} 条警告"),
        .headerWarningsWhere: Entry(
            "{what} (the panel lists every one until a touch; so does standard error) · {first}",
            "{what}（触摸之前右侧面板列出全部，标准错误输出中也有）· {first}"),
        .warningsTitle: Entry("Dump warnings ({count})", "dump 警告（{count} 条）"),
        .moreWarnings: Entry(
            "+ {count} more: every one on standard error and in `describe`", "还有 {count} 条：全部见标准错误输出和 `describe`"),
        .warningAt: Entry("{place}: {message}: {consequence}", "{place}：{message}：{consequence}"),
        .incomplete: Entry("the dump is incomplete: {why}: views may be missing", "dump 不完整：{why}，可能缺少视图"),
        .linesElidedOne: Entry("{count} line elided (`...`, `<snip>`)", "省略了 {count} 行（`...`、`<snip>`）"),
        .linesElided: Entry("{count} lines elided (`...`, `<snip>`)", "省略了 {count} 行（`...`、`<snip>`）"),
        .pasteCutOff: Entry("the paste is cut off at line {line}", "粘贴的内容在第 {line} 行被截断"),
        .incompleteAnd: Entry(" and ", "，而且"),
        .warnLineSkipped: Entry("line skipped", "已跳过这一行"),
        .warnSubviewUnder: Entry(
            "line skipped; its subview is under the nearest readable ancestor{ancestor}",
            "已跳过这一行；它的子视图归到最近的可读父视图下{ancestor}"),
        .warnSubviewsUnder: Entry(
            "line skipped; its {count} subviews are under the nearest readable ancestor{ancestor}",
            "已跳过这一行；它的 {count} 个子视图归到最近的可读父视图下{ancestor}"),
        .warnSubviewRoots: Entry(
            "line skipped; its subview is a root, in UIWindow (not in the dump)",
            "已跳过这一行；它的子视图成了根视图，放在 UIWindow（dump 里没有）中"),
        .warnSubviewsRoots: Entry(
            "line skipped; its {count} subviews are roots, in UIWindow (not in the dump)",
            "已跳过这一行；它的 {count} 个子视图成了根视图，放在 UIWindow（dump 里没有）中"),
        .warnAncestor: Entry(", {view} (line {line})", "：{view}（第 {line} 行）"),
        .warnFieldIgnored: Entry("{key} ignored, the rest of the view read", "忽略 {key}，这个视图的其余部分照常读取"),
        .warnReadAsFarAsItGoes: Entry("the view read as far as it goes", "这个视图能读多少读多少"),
        .warnAnotherRoot: Entry(
            "a dump has one root: this one is placed beside it, in UIWindow (not in the dump)",
            "dump 只应有一个根视图：这一个放在第一个旁边，同在 UIWindow（dump 里没有）中"),
        .warnControllerSkipped: Entry("controller line skipped", "已跳过这一行控制器"),

        .controllersUnknown: Entry(
            "view controllers unknown: paste _printHierarchy (docs/own-app.md)",
            "视图控制器未知：请粘贴 _printHierarchy 的输出（见 docs/zh/own-app.md）"),
        .controllerUnknown: Entry(
            "unknown: paste _printHierarchy with the dump (docs/own-app.md)",
            "未知：请把 _printHierarchy 的输出和 dump 一起粘贴（见 docs/zh/own-app.md）"),
        .controllerFacts: Entry("{controller} ({facts})", "{controller}（{facts}）"),
        .factsSeparator: Entry("; ", "；"),
        .controllerStateNotPrinted: Entry("state not printed", "未打印状态"),
        .controllerRoot: Entry("the window's root view controller", "窗口的根视图控制器"),
        .controllerChild: Entry("child of {controller}", "{controller}的子控制器"),
        .controllerPresented: Entry("presented by {controller}", "由{controller}呈现"),
        .controllerPresentedWith: Entry(
            "presented by {controller} with {presentation}", "由{controller}通过{presentation}呈现"),
        .controllerNotInWindow: Entry("not in the window", "不在窗口中"),
        .throughView: Entry("{controller}, through its view {view}", "{controller}，经由它的视图 {view}"),
        .controllerTouches: Entry("{controller}, touches: {touches}", "{controller}，触摸：{touches}"),
        .controllerAppeared: Entry("appeared", "已出现"),
        .controllerAppearing: Entry("appearing", "正在出现"),
        .controllerDisappeared: Entry("disappeared", "已消失"),
        .controllerDisappearing: Entry("disappearing", "正在消失"),

        .touchesHandles: Entry("handles ({why})", "自己处理（{why}）"),
        .touchesForwards: Entry("forwards ({why})", "传给 next（{why}）"),
        .whyControlTracks: Entry("a control tracks its touch", "控件跟踪自己的触摸"),
        .whyDisabledControlKeeps: Entry("a control (disabled) keeps its touch", "控件（已禁用）仍保留自己的触摸"),
        .whyTextFieldTracks: Entry("a text field tracks its touch", "输入框跟踪自己的触摸"),
        .whyOverridesWithoutSuper: Entry("overrides touchesBegan without calling super", "重写了 touchesBegan，没有调用 super"),
        .whyOverridesWithSuper: Entry("overrides touchesBegan and calls super", "重写了 touchesBegan，并调用 super"),
        .whyNoOverride: Entry("no override: UIKit's default passes it to next", "没有重写，按 UIKit 的默认实现传给 next"),
        .whyYourCode: Entry("your code writes touchesBegan: a click runs it", "你的代码重写了 touchesBegan：点击时运行它"),
        .overrideHitTestRefuses: Entry("hitTest returns nil for every point", "hitTest 对每个点都返回 nil"),
        .overrideHitTestCallsSuper: Entry("hitTest override, now calling super", "重写了 hitTest，现在调用 super"),
        .overridePointInsideRefuses: Entry(
            "point(inside:) returns false for every point", "point(inside:) 对每个点都返回 false"),
        .overridePointInsideCallsSuper: Entry(
            "point(inside:) override, now calling super", "重写了 point(inside:)，现在调用 super"),
        .overridePointInsideNotEnlarged: Entry(
            "point(inside:) override, the bounds (not enlarged now)",
            "重写了 point(inside:)，范围就是 bounds（现在没有扩大热区）"),
        .overridePointInsideEnlarged: Entry(
            "point(inside:) grows the touchable area to {size} points", "point(inside:) 把热区扩大到 {size} pt"),
        .overrideReachesOutside: Entry("hitTest reaches {view} outside its bounds", "hitTest 能命中 bounds 之外的{view}"),
        .overrideReachesNotOutside: Entry(
            "hitTest override, now calling super (does not reach outside its bounds)",
            "重写了 hitTest，现在调用 super（不再命中 bounds 之外）"),
        .itsButton: Entry("its button", "它的按钮"),
        .recognizerFacts: Entry("{recognizer} ({facts})", "{recognizer}（{facts}）"),
        .recognizerState: Entry("{recognizer}, state {state}", "{recognizer}，状态 {state}"),
        .gestureNeeds: Entry("{kind}, {needs}", "{kind}，{needs}"),
        .kindTap: Entry("tap", "点击手势"),
        .kindLongPress: Entry("longPress", "长按手势"),
        .kindPan: Entry("pan", "pan 手势"),
        .tapOne: Entry("{count} tap", "点击 {count} 次"),
        .taps: Entry("{count} taps", "点击 {count} 次"),
        .fingerOne: Entry("{count} finger", "{count} 根手指"),
        .fingers: Entry("{count} fingers", "{count} 根手指"),
        .pressDuration: Entry("{seconds} s", "按住 {seconds} 秒"),
        .flagCancelsTouches: Entry("cancels touches in view", "取消视图的触摸"),
        .flagSharesTouches: Entry("shares touches (cancelsTouchesInView off)", "与视图共享触摸（cancelsTouchesInView = false）"),
        .flagDelaysBegan: Entry(both: "delaysTouchesBegan"),
        .flagDelaysEnded: Entry(both: "delaysTouchesEnded"),
        .flagWaitsFor: Entry("waits for {others} to fail", "等待{others}失败"),
        .alphaSkipped: Entry("{alpha}{stored} < 0.01: skipped by hit-testing", "{alpha}{stored} < 0.01：命中测试跳过它"),
        .alphaStored: Entry(" (stored {stored})", "（存为 {stored}）"),
        .customClassCaveatInFull: Entry(
            "custom class: may override hitTest or point(inside:), which a dump cannot show",
            "自定义类：可能重写了 hitTest 或 point(inside:)，dump 无法显示这些"),
        .theEditsFile: Entry("the edits file", "edits 文件"),

        .declared: Entry(
            "declared: {property} = {value} ({file} line {line})", "已声明：{property} = {value}（{file} 第 {line} 行）"),
        .declaredAt: Entry("declared in {file} line {line}", "已在 {file} 第 {line} 行声明"),
        .declaredMark: Entry("declared", "已声明"),
        .declaredRecognizer: Entry("declared: {recognizer} ({kind})", "已声明：{recognizer}（{kind}）"),
        .declaredWas: Entry("{declared}, was {value}", "{declared}，原为 {value}"),
        .editsNotDeclared: Entry(
            "edits file not declared as saved; the last good declarations stay",
            "edits 文件有错，没有按新内容声明：仍使用上一次正确的声明"),
        .noEditsToWrite: Entry("no live edit to write (W writes the inspector's edits)", "没有可写入的实时修改（W 写入检查器里的修改）"),
        .editWrittenAdopted: Entry(
            "wrote {count} edit into {path}, declared from now on; open it again with --edits {path}",
            "已把 {count} 项修改写入 {path}，此后作为声明生效；下次用 --edits {path} 打开"),
        .editsWrittenAdopted: Entry(
            "wrote {count} edits into {path}, declared from now on; open it again with --edits {path}",
            "已把 {count} 项修改写入 {path}，此后作为声明生效；下次用 --edits {path} 打开"),
        .editWritten: Entry(
            "wrote {count} edit into {path}: declared now, not live", "已把 {count} 项修改写入 {path}：现在是声明，不再是实时修改"),
        .editsWritten: Entry(
            "wrote {count} edits into {path}: declared now, not live", "已把 {count} 项修改写入 {path}：现在是声明，不再是实时修改"),
        .editFileCreated: Entry(
            "created {path} with {count} edit, declared from now on; open it again with --edits {path}",
            "已新建 {path}，写入 {count} 项修改，此后作为声明生效；下次用 --edits {path} 打开"),
        .editsFileCreated: Entry(
            "created {path} with {count} edits, declared from now on; open it again with --edits {path}",
            "已新建 {path}，写入 {count} 项修改，此后作为声明生效；下次用 --edits {path} 打开"),
        .editsNotWritten: Entry("could not write {path}: {reason}", "无法写入 {path}：{reason}"),

        .codeDecision: Entry("{class}.{method} → {answer} (your code)", "{class}.{method} → {answer}（你的代码）"),
        .codeMark: Entry("your code", "你的代码"),
        .codeWrites: Entry("{class}, writes {methods}", "{class}，重写了 {methods}"),
        .codeWritesNothing: Entry("{class}, writes no touch method", "{class}，没有重写触摸方法"),
        .codeErrorTitle: Entry("Your code: the last good code runs", "你的代码：仍在运行上一个正确的版本"),
        .codeReloadedOne: Entry("your code compiled and loaded: {count} view class", "你的代码已编译并载入：{count} 个视图类"),
        .codeReloaded: Entry("your code compiled and loaded: {count} view classes", "你的代码已编译并载入：{count} 个视图类"),
        .codeNotReloaded: Entry("your code did not compile; the last good code runs", "你的代码未能编译；仍在运行上一个正确的版本"),
        .codeCompiling: Entry("compiling your code…", "正在编译你的代码……"),
        .codeFaultedOnTouch: Entry(
            "{fault} — the window came back with your code; hover previews are off (H turns them on)",
            "{fault} —— 窗口已重新打开，你的代码照常运行；悬停预览已关闭（按 H 打开）"),
        .codeFaultedBuildingOff: Entry(
            "{fault} — as the scene was built, so your code is off until a good save",
            "{fault} —— 构建场景时出错：在你下次保存出能运行的代码之前，先停用你的代码"),
        .codeFaultedBuilding: Entry(
            "{fault} — as the scene was built; the window came back with the last code that built it",
            "{fault} —— 构建场景时出错；窗口已用上一个能构建场景的版本重新打开"),
        .codeCannotMake: Entry(
            "the dump names {name}; the lab cannot make your code's {class} ({reason}); it runs as UIKit's {uikit}",
            "dump 里有 {name}，但 ResponderLab 无法创建你代码里的 {class}（{reason}），它按 UIKit 的 {uikit} 运行"),
        .codeUndefined: Entry(
            "the dump names {name}, which your code does not define (did you mean {near}?); it runs as UIKit's {uikit}",
            "dump 里有 {name}，你的代码没有定义它（是不是 {near}？）；它按 UIKit 的 {uikit} 运行"),
        .codeUndefinedOne: Entry(
            "the dump names {count} class your code does not define, which runs as UIKit's: {names}{more}",
            "dump 里有 {count} 个类在你的代码里没有定义，它按 UIKit 的类运行：{names}{more}"),
        .codeUndefinedMany: Entry(
            "the dump names {count} classes your code does not define, which run as UIKit's: {names}{more}",
            "dump 里有 {count} 个类在你的代码里没有定义，它们按 UIKit 的类运行：{names}{more}"),
        .codeRunsAs: Entry("{name} (as {uikit})", "{name}（按 {uikit}）"),
        .codeAndMore: Entry(" and {count} more", "，还有 {count} 个"),
        .codeUnusedInDump: Entry(
            "your code defines {class}, which no view of the dump is{near}",
            "你的代码定义了 {class}，但 dump 里没有这个类的视图{near}"),
        .codeUnusedInScene: Entry(
            "your code defines {class}, which no view of the scene is{near}",
            "你的代码定义了 {class}，但场景里没有这个类的视图{near}"),
        .codeDidYouMean: Entry(" (did you mean {name}?)", "（是不是 {name}？）"),
        .codeSkippedGeneric: Entry("it is generic", "它是泛型类"),
        .codeSkippedSuperclass: Entry("its superclass {name} is not in the files given", "它的父类 `{name}` 不在给出的文件里"),
        .codeNoSuchModule: Entry("no such module '{module}'", "没有 `{module}` 这个模块"),
        .codeNotInFiles: Entry("{name} is not in the files given", "给出的文件里没有 `{name}`"),
        .codeNotInUIKit: Entry("{name} is not in the lab's UIKit", "ResponderLab 的 UIKit 里没有 `{name}`"),
        .codeUsesLeftOut: Entry("uses {name}, which was left out ({place})", "用到了已去掉的 `{name}`（{place}）"),
        .codeCompilerSays: Entry("{message}", "编译器：“{message}”"),
        .codeParserSays: Entry("{message}", "解析器：“{message}”"),
        .codeSkippedNoInitializer: Entry(
            "no initializer the lab can call ({initializers})",
            "没有 ResponderLab 能调用的初始化方法（{initializers}）"),
        .codeInitializers: Entry(": {list}", "：{list}"),
        .codeInitializerSeparator: Entry("; ", "；"),
        .codeInitializerLeftOut: Entry("{name} was left out", "`{name}` 已去掉"),
        .codeInitializerOnlyTraps: Entry("{name} only traps", "`{name}` 只会让程序崩溃"),
        .codeInitializerOtherArguments: Entry("{name} takes other arguments", "`{name}` 需要别的参数"),
        .codeLeftOutMethod: Entry(
            "{class}.{method} could not be compiled ({reason}): UIKit's default used",
            "{class}.{method} 无法编译（{reason}）：改用 UIKit 的默认实现"),
        .codeLeftOutOne: Entry(
            "1 piece of your code left out: it does not compile here (the panel says where and why)",
            "你的代码有 1 处在这里无法编译，已去掉（右侧面板列出位置和原因）"),
        .codeLeftOutMany: Entry(
            "{count} pieces of your code left out: they do not compile here (the panel says where and why)",
            "你的代码有 {count} 处在这里无法编译，已去掉（右侧面板列出位置和原因）"),
        .codeLeftOutTitle: Entry("Your code left out ({count})", "已去掉的代码（{count} 处）"),
        .codeLeftOutLine: Entry("{place}: {code} — {reason}", "{place}：`{code}` —— {reason}"),
        .codeWritesLeftOut: Entry(
            "{text}; {methods} did not compile, UIKit's run", "{text}；{methods} 无法编译，改用 UIKit 的默认实现"),
        .codeKeptNothing: Entry(
            "{class}: nothing of it compiles here; it runs as UIKit's {uikit}",
            "{class}：整个类在这里都无法编译，按 UIKit 的 {uikit} 运行"),
    ]
}
