/// The texts about the user's own code (`--code`): what it decided, the tree's
/// mark on the views it runs, and its compilations and faults.
extension Strings {
    /// What a method of the user's code answered, on a hit-test's label and line:
    /// `LikeButton.point(inside:) → true (your code)`.
    public func codeDecision(_ className: String, _ method: String, _ answer: String) -> String {
        text("\(className).\(method) → \(answer) (your code)", "\(className).\(method) → \(answer)（你的代码）")
    }

    /// The tree's mark on a view whose class is the user's.
    public var codeMark: String { text("your code", "你的代码") }

    /// The title over why the user's code did not compile, or how it faulted, shown in full in the panel.
    public var codeErrorTitle: String {
        text("Your code: the last good code runs", "你的代码：仍在运行上一个正确的版本")
    }

    /// The log's note when a save of the code compiled and the scene was made again of it.
    public func codeReloaded(_ classes: Int) -> String {
        text("your code compiled and loaded: \(classes) view class\(classes == 1 ? "" : "es")",
             "你的代码已编译并载入：\(classes) 个视图类")
    }

    /// The log's note when a save of the code did not compile.
    public var codeNotReloaded: String {
        text("your code did not compile; the last good code runs", "你的代码未能编译；仍在运行上一个正确的版本")
    }

    /// The log's note while a save of the code compiles.
    public var codeCompiling: String { text("compiling your code…", "正在编译你的代码…") }

    /// The window's line after the code faulted and the window came back: the
    /// fault (`your code trapped: LikeButton.hitTest(_:with:) at …`), and what runs now.
    public func codeFaulted(_ fault: String, building: Bool, codeOff: Bool) -> String {
        if !building {
            return text("\(fault) — the window came back with your code; hover previews are off (H turns them on)",
                        "\(fault) —— 窗口已带着你的代码重新打开；悬停预览已关闭（按 H 打开）")
        }
        return codeOff
            ? text("\(fault) — as the scene was built, so your code is off until a good save",
                   "\(fault) —— 出错发生在构建场景时，在下次正确保存之前你的代码暂停运行")
            : text("\(fault) — as the scene was built; the window came back with the last code that built it",
                   "\(fault) —— 出错发生在构建场景时；窗口已用上一个能构建场景的版本重新打开")
    }
}
