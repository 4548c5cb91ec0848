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

    /// The fault a crashed process's standard error tells of, naming the first
    /// frame in an image whose name starts with `imagePrefix` (the user's
    /// library, `libLabCode_…`); nil when the text holds no backtrace.
    static func parse(_ text: String, kind: Kind, imagePrefix: String) -> UserCodeFault? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let crashLine = lines.first(where: { $0.hasPrefix("*** Program crashed: ") }) else { return nil }
        let frames = threadsCrashedFirst(lines).flatMap { $0 }.compactMap(Frame.init)
        // The user's frames, those of code they wrote first: a loop may be stopped
        // inside an accessor the compiler generated for one of their properties.
        let userFrames = frames.filter { $0.image.hasPrefix(imagePrefix) }
        let written = userFrames.filter { $0.file != nil }
        let candidates = written.isEmpty ? userFrames : written
        // A loop stopped between statements may have no line: a deeper frame of the same method has one.
        let mine = candidates.first { $0.symbol == candidates.first?.symbol && $0.line != nil } ?? candidates.first
        let (className, method) = mine.map { Self.split($0.symbol) } ?? (nil, nil)
        let message = Self.runtimeMessage(in: lines) ?? Self.crashDescription(crashLine)
        return UserCodeFault(kind: kind, message: message, className: className, method: method,
                             file: mine?.file, line: mine?.line, column: mine?.column)
    }

    /// `Bad pointer dereference` from `*** Program crashed: Bad pointer dereference at 0x… ***`.
    private static func crashDescription(_ line: String) -> String {
        var text = line.dropFirst("*** Program crashed: ".count)
        if let end = text.range(of: " at 0x") ?? text.range(of: " ***") { text = text[..<end.lowerBound] }
        return String(text)
    }

    /// The frame lines of each thread, the crashed thread's first.
    private static func threadsCrashedFirst(_ lines: [String]) -> [[String]] {
        var threads: [(crashed: Bool, frames: [String])] = []
        for line in lines {
            if line.hasPrefix("Thread ") {
                threads.append((line.hasSuffix("crashed:"), []))
            } else if line.hasPrefix("Registers:") || line.hasPrefix("Images") {
                break
            } else if !threads.isEmpty {
                threads[threads.count - 1].frames.append(line)
            }
        }
        return threads.filter(\.crashed).map(\.frames) + threads.filter { !$0.crashed }.map(\.frames)
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
    /// `LikeButton.count.getter : Swift.Int` → (`LikeButton`, `count.getter`).
    static func split(_ symbol: String) -> (String?, String?) {
        var name = symbol
        if let typeMark = name.range(of: " : ") { name = String(name[..<typeMark.lowerBound]) }
        if let inMark = name.range(of: " in ", options: .backwards) { name = String(name[inMark.upperBound...]) }
        for prefix in ["specialized ", "merged ", "@objc "] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
        // Split on the dots outside parentheses.
        var parts: [String] = [], current = "", depth = 0
        for c in name {
            if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
            if c == ".", depth == 0 { parts.append(current); current = "" } else { current.append(c) }
        }
        parts.append(current)
        guard parts.count > 1 else { return (nil, name) }
        let accessors: Set<String> = ["getter", "setter", "modify", "read", "didset", "willset", "unsafeAddressor"]
        let methodLength = accessors.contains(parts[parts.count - 1]) && parts.count > 2 ? 2 : 1
        return (parts.dropLast(methodLength).joined(separator: "."), parts.suffix(methodLength).joined(separator: "."))
    }

    /// One frame line: `  2 [ra] 0x… NilButton.point(inside:with:) + 220 in libLabCode_….so at /x.swift:7:22`.
    private struct Frame {
        let symbol: String
        let image: String
        let file: String?
        let line: Int?
        let column: Int?

        init?(_ text: String) {
            guard let address = text.range(of: " 0x") else { return nil }
            let afterAddress = text[address.upperBound...].drop { $0 != " " }.dropFirst()
            guard let offset = afterAddress.range(of: " + "), let inMark = afterAddress.range(of: " in ", range: offset.upperBound..<afterAddress.endIndex) else {
                return nil
            }
            symbol = String(afterAddress[..<offset.lowerBound])
            let rest = afterAddress[inMark.upperBound...]
            guard let atMark = rest.range(of: " at ") else {
                image = String(rest); file = nil; line = nil; column = nil
                return
            }
            image = String(rest[..<atMark.lowerBound])
            // `file`, `file:line` or `file:line:column`; the file may hold colons itself.
            var parts = rest[atMark.upperBound...].split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            var numbers: [Int] = []
            while parts.count > 1, numbers.count < 2, let n = Int(parts[parts.count - 1]) {
                numbers.insert(n, at: 0)
                parts.removeLast()
            }
            // Instructions the compiler made up (a loop's jump back) have a place in no file.
            let path = parts.joined(separator: ":")
            file = path.contains("<compiler-generated>") ? nil : path
            line = numbers.first
            column = numbers.count == 2 ? numbers[1] : nil
        }
    }
}
