import Scenes

/// The texts about a real app's dump: its warnings, its view controllers and its declarations.
///
/// ```swift
/// Strings(.chinese).dump.warningsTitle(3) // "dump 警告（3 条）"
/// ```
public struct DumpWords: Sendable, Wording {
    /// The language's texts, which these are worded from.
    public let strings: Strings

    /// Instead of controller chips when a dump came without `_printHierarchy` (behaviour 12.6).
    public var controllersUnknown: String { self[.controllersUnknown] }

    /// The inspector's `viewController` of a dump's view when `_printHierarchy` did not come with it.
    public var controllerUnknown: String { self[.controllerUnknown] }

    /// The header's line about what the dump could not read: how many warnings and the first as is, and why it
    /// is incomplete (``incompleteness(of:)``), once.
    ///
    /// `⚠ 3 warnings (the panel lists every one until a touch; so does standard error) · app.txt:7:28: expected frame …`
    /// `⚠ the dump is incomplete: 1 line elided (`...`, `<snip>`): views may be missing (the panel says so until a touch; …)`
    public func loadWarnings(count: Int, incompleteBecause why: String?, first: String?) -> String {
        guard count > 0 else { return self[.headerIncomplete, ["incomplete": self[.incomplete, ["why": why ?? ""]]]] }
        let what: String =
            if let why {
                self[
                    count == 1 ? .headerIncompleteWarning : .headerIncompleteWarnings,
                    ["why": why, "count": "\(count)"]]
            } else {
                self[count == 1 ? .headerWarning : .headerWarnings, ["count": "\(count)"]]
            }
        return self[.headerWarningsWhere, ["what": what, "first": first ?? ""]]
    }

    /// The panel's title over the dump's warnings.
    public func warningsTitle(_ count: Int) -> String { self[.warningsTitle, ["count": "\(count)"]] }

    /// Under the warnings that fit: where the rest are.
    public func moreWarnings(_ count: Int) -> String { self[.moreWarnings, ["count": "\(count)"]] }

    /// A dump's warning, located: in English as ``DumpWarning/description`` says it on standard error and in `describe`,
    /// `app.txt:7:12: expected frame as …: line skipped`. The reader's own message, like a compiler's, stays as it is.
    @MainActor
    public func warning(_ warning: DumpWarning, in dump: Dump) -> String {
        self[
            .warningAt,
            [
                "place": "\(warning.file):\(warning.line):\(warning.column)", "message": warning.message,
                "consequence": consequence(of: warning, in: dump),
            ]]
    }

    /// What the reader did with the line of `warning` (``DumpWarning/consequence``).
    func consequence(of warning: DumpWarning, in dump: Dump) -> String {
        switch warning.outcome {
        case let .lineSkipped(subviews, ancestor):
            guard subviews > 0 else { return self[.warnLineSkipped] }
            let count = "\(subviews)"
            guard let ancestor else {
                return self[subviews == 1 ? .warnSubviewRoots : .warnSubviewsRoots, ["count": count]]
            }
            let named =
                dump.views.indices.contains(ancestor)
                ? self[.warnAncestor, ["view": dump.views[ancestor].name, "line": "\(dump.views[ancestor].line)"]] : ""
            return self[subviews == 1 ? .warnSubviewUnder : .warnSubviewsUnder, ["count": count, "ancestor": named]]
        case .fieldIgnored(let key): return self[.warnFieldIgnored, ["key": key]]
        case .readAsFarAsItGoes: return self[.warnReadAsFarAsItGoes]
        case .anotherRoot: return self[.warnAnotherRoot]
        case .controllerSkipped: return self[.warnControllerSkipped]
        }
    }

    /// Why views may be missing from the dump: lines elided, or the paste cut off; nil when it is whole.
    ///
    /// `the dump is incomplete: 2 lines elided (`...`, `<snip>`): views may be missing`
    public func incompleteness(of dump: Dump) -> String? {
        incompleteBecause(dump).map { self[.incomplete, ["why": $0]] }
    }

    /// What makes the dump incomplete, counted: `2 lines elided (`...`, `<snip>`)`; nil when it is whole.
    public func incompleteBecause(_ dump: Dump) -> String? {
        guard dump.isIncomplete else { return nil }
        var why: [String] = []
        let elided = dump.skipped.elisions
        if elided > 0 { why.append(self[elided == 1 ? .linesElidedOne : .linesElided, ["count": "\(elided)"]]) }
        if dump.isCutOff { why.append(self[.pasteCutOff, ["line": "\(dump.views.last?.line ?? 0)"]]) }
        return why.joined(separator: self[.incompleteAnd])
    }

    /// A declared property, as the inspector and `describe` mark it: `declared: isEnabled = false (mail.edits line 5)`.
    public func declared(_ property: DeclaredProperty) -> String {
        self[
            .declared,
            [
                "property": property.property.uikitName, "value": property.value.description,
                "file": Self.fileName(property.file), "line": "\(property.line)",
            ]]
    }

    /// A recognizer an edits file declared, on the overlay's label: `declared: open (tap)`.
    @MainActor
    public func declared(_ recognizer: DeclaredRecognizer) -> String {
        self[
            .declaredRecognizer,
            ["recognizer": strings.name(recognizer.recognizer), "kind": recognizer.declaration.kind.rawValue]]
    }

    /// Where a property or recognizer was declared: `declared in mail.edits line 9`.
    public func declaredAt(_ file: String, line: Int) -> String {
        self[.declaredAt, ["file": Self.fileName(file), "line": "\(line)"]]
    }

    /// The tree's marker of a view with declarations.
    public var declaredMark: String { self[.declaredMark] }

    /// `text` in the language's brackets: `(x)`, `（x）`.
    public func bracketed(_ text: String) -> String { self[.bracketed, ["text": text]] }

    /// The file's name without its folders: `mail.edits`.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

extension Strings {
    /// The texts about a real app's dump in this language.
    public var dump: DumpWords { DumpWords(strings: self) }
}
