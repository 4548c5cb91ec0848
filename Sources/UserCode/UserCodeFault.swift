/// What went wrong when user code trapped, crashed or hung, and where: the
/// user's class and method and the file:line:col, read from the backtrace
/// Swift's runtime prints (`NilButton.point(inside:with:) + 220 in
/// libLabCode_….so at /work/Nil.swift:7:22`).
///
/// ```swift
/// fault.description
/// // "NilButton.point(inside:with:) at /work/Nil.swift:7:22: Unexpectedly found nil while unwrapping an Optional value"
/// ```
public struct UserCodeFault: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// A Swift runtime check failed (`Fatal error: …`): a force-unwrapped nil, an index out of range.
        case trap
        /// The process crashed on a signal: a stack overflowing from endless recursion, a bad pointer.
        case crash
        /// It did not finish in the time allowed and was stopped.
        case hang
    }

    public let kind: Kind
    /// The runtime's message (`Unexpectedly found nil while unwrapping an Optional value`), or
    /// what the backtracer said of the crash (`Bad pointer dereference`), or how long it ran.
    public let message: String
    /// The user's class whose method was running (`Feed.LikeButton`); nil when no frame is the user's.
    public let className: String?
    /// The method (`hitTest(_:with:)`, `count.getter`).
    public let method: String?
    public let file: String?
    public let line: Int?
    public let column: Int?

    public var description: String {
        var place = [className, method].compactMap { $0 }.joined(separator: ".")
        if let file, let line {
            place += (place.isEmpty ? "" : " at ") + "\(file):\(line)" + (column.map { ":\($0)" } ?? "")
        }
        return place.isEmpty ? message : "\(place): \(message)"
    }

    /// The fault a crashed process's standard error tells of, in the user's
    /// code the lab called last (``UsersCall``: the frames of the user's library,
    /// `imagePrefix`, innermost on a stack, the crashed thread's first); nil when
    /// the text holds no backtrace.
    static func parse(_ text: String, kind: Kind, imagePrefix: String) -> UserCodeFault? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let crashLine = lines.first(where: { $0.hasPrefix("*** Program crashed: ") }) else { return nil }
        let call = BacktraceFrame.threadsCrashedFirst(lines).lazy.compactMap { UsersCall($0, imagePrefix: imagePrefix) }
            .first
        let (className, method) = call.map { Self.split($0.named.symbol) } ?? (nil, nil)
        let message = Self.runtimeMessage(in: lines) ?? Self.crashDescription(crashLine)
        return UserCodeFault(
            kind: kind, message: message, className: className, method: method,
            file: call?.place?.file, line: call?.place?.line, column: call?.place?.column)
    }

    /// `Bad pointer dereference` from `*** Program crashed: Bad pointer dereference at 0x… ***`.
    private static func crashDescription(_ line: String) -> String {
        var text = line.dropFirst("*** Program crashed: ".count)
        if let end = text.range(of: " at 0x") ?? text.range(of: " ***") { text = text[..<end.lowerBound] }
        return String(text)
    }

    /// `Unexpectedly found nil …` from `Module/File.swift:7: Fatal error: Unexpectedly found nil …`.
    private static func runtimeMessage(in lines: [String]) -> String? {
        for line in lines {
            for marker in ["Fatal error: ", "Precondition failed: ", "Assertion failed: "] {
                if let range = line.range(of: marker) {
                    let text = line[range.upperBound...]
                    return text.isEmpty ? String(marker.dropLast(2)) : String(text)
                }
            }
        }
        return nil
    }

    /// `Feed.LikeButton.hitTest(_:with:)` → (`Feed.LikeButton`, `hitTest(_:with:)`);
    /// `closure #1 in LikeButton.awakeFromNib()` → the method the closure is in;
    /// `LikeButton.count.getter : Swift.Int` → (`LikeButton`, `count.getter`);
    /// `protocol witness for UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:) in conformance Card`
    /// → (`Card`, `gestureRecognizerShouldBegin(_:)`).
    static func split(_ symbol: String) -> (String?, String?) {
        var name = symbol
        if let typeMark = name.range(of: " : ") { name = String(name[..<typeMark.lowerBound]) }
        let witness = "protocol witness for "
        if name.hasPrefix(witness), let conformance = name.range(of: " in conformance ", options: .backwards) {
            let requirement = split(
                String(name[name.index(name.startIndex, offsetBy: witness.count)..<conformance.lowerBound]))
            return (String(name[conformance.upperBound...]), requirement.1)
        }
        if let inMark = name.range(of: " in ", options: .backwards) { name = String(name[inMark.upperBound...]) }
        for prefix in ["specialized ", "merged ", "@objc "] where name.hasPrefix(prefix) {
            name.removeFirst(prefix.count)
        }
        // Split on the dots outside parentheses.
        var parts: [String] = [], current = "", depth = 0
        for c in name {
            if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
            if c == ".", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        parts.append(current)
        guard parts.count > 1 else { return (nil, name) }
        let accessors: Set<String> = ["getter", "setter", "modify", "read", "didset", "willset", "unsafeAddressor"]
        let methodLength = accessors.contains(parts[parts.count - 1]) && parts.count > 2 ? 2 : 1
        return (parts.dropLast(methodLength).joined(separator: "."), parts.suffix(methodLength).joined(separator: "."))
    }
}
