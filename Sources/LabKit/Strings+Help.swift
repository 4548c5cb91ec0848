/// The help's texts (``HelpOverlay``): each row of ``KeyBindings/table`` in the lab's language.
extension Strings {
    /// The help's title.
    public var helpTitle: String { text("Keys and mouse", "按键与鼠标") }
    /// Under the title: how the help closes, and where the keys are written down.
    public var helpCloses: String {
        text("? or Escape closes this · run --help and the README list the same", "? 或 Escape 关闭 · run --help 和 README 列出同样的内容")
    }

    /// The help's last line when the window is too small for every row.
    public func helpMore(_ count: Int) -> String {
        text("+ \(count) more: a larger window shows them; run --help lists them all",
             "还有 \(count) 项：放大窗口即可看到；run --help 列出全部")
    }

    /// A row of the key table as the help shows it: its keys, and what they do.
    ///
    /// ```swift
    /// Strings(.chinese).help(for: row)   // (keys: "T", meaning: "打开或关闭本场景的修复")
    /// ```
    public func help(for row: KeyBindings.Row) -> (keys: String, meaning: String) {
        let phrase = language == .chinese ? Self.chineseHelp[row.help] ?? row.help : row.help
        // Every phrase reads `KEYS: what they do`; the first separator parts them.
        let separator = language == .chinese && Self.chineseHelp[row.help] != nil ? "：" : ": "
        guard let split = phrase.range(of: separator) else { return ("", phrase) }
        return (String(phrase[..<split.lowerBound]), String(phrase[split.upperBound...]))
    }

    /// The Chinese of each row's English phrase (``KeyBindings/Row/help``).
    static let chineseHelp: [String: String] = [
        "click: a touch": "左键：一次触摸",
        "Ctrl-click: two fingers, the second mirrored about the press (Ctrl-Shift: about the scene's centre)":
            "Ctrl+左键：两根手指，第二根与按下点对称（Ctrl+Shift：与场景中心对称）",
        "right click: inspect, delivering nothing": "右键：检查，只做命中测试，不派发",
        "Shift-click: select the front-most view drawn under the pointer in the inspector's tree":
            "Shift+左键：在检查器的视图树中选中指针下最前面的视图",
        "wheel, Shift-wheel: scroll the scroll view under the pointer, sideways with Shift (over the tree: the tree)":
            "滚轮、Shift+滚轮：滚动指针下的滚动视图，按住 Shift 横向滚动（在视图树上：滚动视图树）",
        "Tab, Shift-Tab, 1–9: switch scenes": "Tab、Shift+Tab、1–9：切换场景",
        "T: the scene's fix on or off": "T：打开或关闭本场景的修复",
        "D: the overlay": "D：叠加层",
        "H: hover mode (on at start)": "H：悬停模式（启动时打开）",
        "G: ghosts, the views hit-testing skipped": "G：幽灵，命中测试跳过的视图",
        "+ - 0, middle-drag: zoom about the pointer, fit, pan": "+ - 0、中键拖动：以指针为中心缩放、适应窗口、平移",
        "S: save a PNG": "S：保存 PNG 截图",
        "Q, Escape: quit": "Q、Escape：退出",
        "?, F1: the help over the canvas, every key and the mouse (? or Escape closes it)":
            "?、F1：画布上的帮助，列出每个按键和鼠标操作（? 或 Escape 关闭）",
        "N or Right, Left, Home, End: step through the last touch": "N 或 →、←、Home、End：逐步查看上一次触摸",
        "P: the panel's trace or the inspector's tree": "P：侧栏的追踪或检查器的视图树",
        "L: the labels left out on a deep hierarchy (of the ancestors that only contain the hit, and of views covered inside a covered view; the panel lists them)":
            "L：显示深层级里省略的标签（只包含命中视图的各层父视图，以及被遮挡视图里同样被遮挡的视图；右侧面板列出了它们）",
        "R: replay the last touch": "R：重放上一次触摸",
        "U: undo the last edit": "U：撤销上一次修改",
        "W: write the live edits into the edits file (--edits, else one beside the dump), declared from then on":
            "W：把实时修改写进 edits 文件（--edits 给出的，否则在 dump 旁边新建），此后作为声明生效",
        "V I E C A, with the tree shown: the selected view's isHidden, isUserInteractionEnabled, isEnabled, clipsToBounds, alpha":
            "V I E C A（显示视图树时）：修改选中视图的 isHidden、isUserInteractionEnabled、isEnabled、clipsToBounds、alpha",
        "Up, Down, Return, Page Up, Page Down: move in the tree, fold a row": "↑、↓、Return、Page Up、Page Down：在视图树中移动，折叠一行",
    ]
}
