/// The help's texts (``HelpOverlay``): each row of ``KeyBindings/table`` in the lab's language.
extension Strings {
    /// The help's title.
    public var helpTitle: String { self[.helpTitle] }
    /// Under the title: how the help closes, and where the keys are written down.
    public var helpCloses: String { self[.helpCloses] }

    /// The help's last line when the window is too small for every row.
    public func helpMore(_ count: Int) -> String { self[.helpMore, ["count": "\(count)"]] }

    /// A row of the key table as the help shows it: its keys, and what they do.
    ///
    /// ```swift
    /// Strings(.chinese).help(for: row)   // (keys: "T", meaning: "打开或关闭本场景的修复")
    /// ```
    public func help(for row: KeyBindings.Row) -> (keys: String, meaning: String) {
        let phrase = self[row.phrase]
        // Every phrase reads `KEYS: what they do`; the first separator parts them.
        guard let split = phrase.range(of: language == .chinese ? "：" : ": ") else { return ("", phrase) }
        return (String(phrase[..<split.lowerBound]), String(phrase[split.upperBound...]))
    }
}
