import Scenes

/// The texts about a real app's dump: its warnings, its view controllers and its declarations.
extension Strings {
    /// Instead of controller chips when a dump came without `_printHierarchy` (behaviour 12.6).
    public var controllersUnknown: String {
        text("view controllers unknown: paste _printHierarchy (docs/own-app.md)",
             "视图控制器未知：请把 _printHierarchy 的输出一起粘贴（docs/own-app.md）")
    }

    /// The inspector's `viewController` of a dump's view when `_printHierarchy` did not come with it.
    public var controllerUnknown: String {
        text("unknown: paste _printHierarchy with the dump (docs/own-app.md)", "未知：请把 _printHierarchy 的输出与 dump 一起粘贴（docs/own-app.md）")
    }

    /// The header's line about what the dump could not read: how many warnings, whether it is incomplete, and the first as is.
    ///
    /// `⚠ 3 warnings (the panel lists every one until a touch; so does standard error) · app.txt:7:28: expected frame …`
    public func loadWarnings(count: Int, incomplete: Bool, first: String) -> String {
        let what: String
        switch (count, incomplete) {
        case (0, _): what = text("⚠ the dump is incomplete", "⚠ dump 不完整")
        case (_, true): what = text("⚠ the dump is incomplete; \(count) warning\(count == 1 ? "" : "s")", "⚠ dump 不完整；\(count) 条警告")
        default: what = text("⚠ \(count) warning\(count == 1 ? "" : "s")", "⚠ \(count) 条警告")
        }
        return what + text(" (the panel lists every one until a touch; so does standard error) · ",
                           "（触摸之前侧栏列出全部，标准错误输出中也有）· ") + first
    }

    /// The panel's title over the dump's warnings.
    public func warningsTitle(_ count: Int) -> String { text("Dump warnings (\(count))", "dump 警告（\(count) 条）") }

    /// Under the warnings that fit: where the rest are.
    public func moreWarnings(_ count: Int) -> String {
        text("+ \(count) more: every one on standard error and in `describe`", "还有 \(count) 条：全部见标准错误输出和 `describe`")
    }

    /// A declared property, as the inspector and `describe` mark it: `declared: isEnabled = false (mail.edits line 5)`.
    public func declared(_ property: DeclaredProperty) -> String {
        let value = property.value.description
        return text("declared: \(property.property.uikitName) = \(value) (\(Self.fileName(property.file)) line \(property.line))",
                    "已声明：\(property.property.uikitName) = \(value)（\(Self.fileName(property.file)) 第 \(property.line) 行）")
    }

    /// Where a property or recognizer was declared: `declared in mail.edits line 9`.
    public func declaredAt(_ file: String, line: Int) -> String {
        text("declared in \(Self.fileName(file)) line \(line)", "已在 \(Self.fileName(file)) 第 \(line) 行声明")
    }

    /// The tree's marker of a view with declarations.
    public var declaredMark: String { text("declared", "已声明") }

    /// The file's name without its folders: `mail.edits`.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
