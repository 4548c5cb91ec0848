/// Reads the text of `_printHierarchy` (behaviour 12.6), from a file of its
/// own or pasted with a dump (``DumpReader`` reads it there, before or after
/// the views, into ``Dump/controllers``):
///
/// ```text
/// <UITabBarController 0x7fd3e1c0b000>, state: appeared, view: <UILayoutContainerView 0x7fd3e1c11990>
///    | <UINavigationController 0x7fd3e1c0c000>, state: appeared, view: <UILayoutContainerView 0x7fd3e1c74ad0>
///    |    | <MyApp.InboxController 0x7fd3e1c0d8b0>, state: appeared, view: <UIView 0x7fd3e1c40980>
///    | <MyApp.SearchController 0x7fd3e1c0e000>, state: disappeared, view: (view not loaded)
///    + <MyApp.ComposeController 0x7fd3e1c0f000>, state: appeared, view: <UIView 0x7fd3e1c9a000>, presented with: <_UIPageSheetPresentationController 0x7fd3e1c9b000>
/// ```
///
/// Children are nested by `   | `; a `+` marks a controller presented by the
/// one above it.
///
/// ```swift
/// let controllers = try ControllerHierarchyReader.read(Array(text.utf8), file: "controllers.txt")
/// controllers.controllers.map(\.displayClassName)
/// ```
public enum ControllerHierarchyReader {
    /// Reads a file of `_printHierarchy` text. Lines that are not controllers
    /// are skipped as in a dump; only a file without a controller line is an error.
    public static func read(_ input: [UInt8], file: String) throws(SceneError) -> ControllerHierarchy {
        let scanned = try DumpReader.scan(input, file: file, expected: "the text of _printHierarchy")
        guard var controllers = scanned.controllers else {
            throw SceneError(
                file: file,
                message: """
                    no view controller line (`<Class 0x…>, state: …, view: <…>`) in it: not the text of _printHierarchy
                    """)
        }
        controllers.warnings = scanned.warnings
        return controllers
    }

    /// The controller of the line whose element starts at `start`, before `end`;
    /// nil when it is not `<Class 0x…>, …`.
    static func controller(in bytes: [UInt8], at start: Int, end: Int, line: Int) -> ParsedController? {
        guard let (controller, afterController) = object(in: bytes, at: start, end: end) else { return nil }
        let rest = DumpText.skipSpaces(bytes, from: afterController, to: end)
        guard rest < end, bytes[rest] == UInt8(ascii: ",") else { return nil }
        var state: String?, view: DumpController.ViewReference?, presentedWith: DumpController.ObjectReference?
        for part in parts(of: bytes, from: rest + 1, to: end) {
            let first = DumpText.skipSpaces(bytes, from: part.lowerBound, to: part.upperBound)
            if DumpText.starts(bytes, at: first, end: part.upperBound, with: "state:") {
                let word = DumpText.skipSpaces(bytes, from: first + 6, to: part.upperBound)
                var last = word
                while last < part.upperBound, DumpText.isLetter(bytes[last]) { last += 1 }
                if last > word { state = String(decoding: bytes[word..<last], as: UTF8.self) }
            } else if DumpText.starts(bytes, at: first, end: part.upperBound, with: "view:") {
                let value = DumpText.skipSpaces(bytes, from: first + 5, to: part.upperBound)
                if let (object, _) = object(in: bytes, at: value, end: part.upperBound) {
                    view = .loaded(object)
                } else if DumpText.starts(bytes, at: value, end: part.upperBound, with: "(view not loaded)") {
                    view = .notLoaded
                }
            } else if DumpText.starts(bytes, at: first, end: part.upperBound, with: "presented with:") {
                let value = DumpText.skipSpaces(bytes, from: first + 15, to: part.upperBound)
                presentedWith = object(in: bytes, at: value, end: part.upperBound)?.0
            }
        }
        return ParsedController(
            className: controller.className, address: controller.address, state: state, view: view,
            isInWindow: !contains(bytes, rest..<end, "not in the window"),
            presentedWith: presentedWith, line: line)
    }

    /// `<Class 0x…>` (or `<Class: 0x…>`) at `start`: the object and the offset after its `>`.
    private static func object(in bytes: [UInt8], at start: Int, end: Int) -> (DumpController.ObjectReference, Int)? {
        guard start < end, bytes[start] == UInt8(ascii: "<") else { return nil }
        var at = start + 1, depth = 0
        // A generic Swift class keeps its brackets: `<MyApp.Box<MyApp.Item> 0x…>`; none is 4 kB long.
        let nameEnd = min(end, start + 4_096)
        while at < nameEnd {
            let b = bytes[at]
            if b == UInt8(ascii: "<") {
                depth += 1
            } else if b == UInt8(ascii: ">") {
                guard depth > 0 else { return nil }
                depth -= 1
            } else if depth == 0, DumpText.isSpace(b) || b == UInt8(ascii: ":") {
                break
            }
            at += 1
        }
        guard at > start + 1, at < nameEnd else { return nil }
        let className = String(decoding: bytes[(start + 1)..<at], as: UTF8.self)
        if at < end, bytes[at] == UInt8(ascii: ":") { at += 1 }
        at = DumpText.skipSpaces(bytes, from: at, to: end)
        let addressStart = at
        guard DumpText.starts(bytes, at: at, end: end, with: "0x") else { return nil }
        at += 2
        while at < end, DumpText.hexValue(bytes[at]) != nil { at += 1 }
        guard at > addressStart + 2 else { return nil }
        let address = String(decoding: bytes[addressStart..<at], as: UTF8.self)
        at = DumpText.skipSpaces(bytes, from: at, to: end)
        guard at < end, bytes[at] == UInt8(ascii: ">") else { return nil }
        return (DumpController.ObjectReference(className: className, address: address), at + 1)
    }

    /// The `, `-separated parts of the line after the controller, split outside `<…>` and `(…)`.
    private static func parts(of bytes: [UInt8], from start: Int, to end: Int) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var depth = 0, partStart = start
        for at in start..<end {
            switch bytes[at] {
            case UInt8(ascii: "<"), UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ">"), UInt8(ascii: ")"): depth = max(0, depth - 1)
            case UInt8(ascii: ",") where depth == 0:
                parts.append(partStart..<at)
                partStart = at + 1
            default: break
            }
        }
        parts.append(partStart..<end)
        return parts
    }

    private static func contains(_ bytes: [UInt8], _ range: Range<Int>, _ literal: StaticString) -> Bool {
        var at = range.lowerBound
        while at < range.upperBound {
            if DumpText.starts(bytes, at: at, end: range.upperBound, with: literal) { return true }
            at += 1
        }
        return false
    }
}

/// A `_printHierarchy` line read, before its place among the others is known.
struct ParsedController {
    let className: String
    let address: String
    let state: String?
    let view: DumpController.ViewReference?
    let isInWindow: Bool
    let presentedWith: DumpController.ObjectReference?
    let line: Int
}

/// A `_printHierarchy` line of a dump's file, with its depth markers.
struct ControllerLine {
    let controller: ParsedController
    /// How many `|` and `+` came before its `<`.
    let pipes: Int
    /// Its last marker is `+`: presented by the controller above it.
    let presented: Bool
}

extension DumpScanner {
    /// The controllers of the `_printHierarchy` lines read, each under the
    /// nearest line before it with fewer markers.
    mutating func buildControllers() {
        guard !controllerLines.isEmpty else { return }
        var stack: [(pipes: Int, index: Int)] = []
        var controllers: [DumpController] = []
        controllers.reserveCapacity(controllerLines.count)
        for entry in controllerLines {
            while let top = stack.last, top.pipes >= entry.pipes { stack.removeLast() }
            let relation: DumpController.Relation =
                stack.last.map { entry.presented ? .presented(by: $0.index) : .child(of: $0.index) } ?? .root
            let c = entry.controller
            controllers.append(
                DumpController(
                    className: c.className, address: c.address, state: c.state, view: c.view,
                    isInWindow: c.isInWindow, presentedWith: c.presentedWith, relation: relation,
                    depth: stack.count, line: c.line))
            stack.append((entry.pipes, controllers.count - 1))
        }
        dump.controllers = ControllerHierarchy(controllers: controllers, file: file)
    }
}
