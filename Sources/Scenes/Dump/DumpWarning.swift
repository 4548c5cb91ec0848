/// A line, or part of one, that the reader could not take as UIKit prints it,
/// and what it did instead: never fatal, never silent (behaviour 12.5). The
/// lab shows warnings in its window's header, in `describe` and on standard
/// error for `trace` and `render`.
///
/// ```swift
/// let dump = try DumpReader.read(Array(text.utf8), file: "app.txt")
/// for warning in dump.warnings { print(warning) }
/// // app.txt:7:12: expected frame as `(x y; width height)`, got `(0 0; 10)`: line skipped; its 2 subviews are under UIView: 0x7f02 (line 5)
/// ```
public struct DumpWarning: Sendable, Equatable, CustomStringConvertible {
    /// The file as it was named to the reader.
    public let file: String
    /// 1-based.
    public let line: Int
    /// 1-based, in characters.
    public let column: Int
    /// Why: what was expected and what was there.
    public let message: String
    public internal(set) var outcome: Outcome
    /// The nearest readable ancestor of a skipped line, as its warning names it: `UIView: 0x7f02 (line 5)`.
    var ancestorName: String?

    /// What the reader did with the line.
    public enum Outcome: Sendable, Equatable {
        /// The line was left out. The views of its deeper lines are under the
        /// nearest readable ancestor, the view at `ancestor` in ``Dump/views``;
        /// `subviews` of them were its own. With no readable ancestor (the root's
        /// line was skipped) its subviews are roots, side by side in the window that stands for the app's.
        case lineSkipped(subviews: Int, ancestor: Int?)
        /// The view was read without this field, which keeps the lab's default.
        case fieldIgnored(key: String)
        /// The line ends before the view's closing `>`: the fields before the cut were read.
        case readAsFarAsItGoes
        /// A view at the root's depth or shallower after the root: a dump has
        /// one root, so it is a root beside the first, in the window that stands for the app's.
        case anotherRoot
        /// A `_printHierarchy` line that could not be read: that controller is unknown.
        case controllerSkipped
    }

    public init(file: String, line: Int, column: Int, message: String, outcome: Outcome) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.outcome = outcome
    }

    /// The same place, reason and outcome (the ancestor's name follows from the outcome).
    public static func == (a: DumpWarning, b: DumpWarning) -> Bool {
        (a.file, a.line, a.column, a.message) == (b.file, b.line, b.column, b.message) && a.outcome == b.outcome
    }

    /// `file:line:column: message: what was done`, one line.
    public var description: String {
        "\(file):\(line):\(column): \(message): \(consequence)"
    }

    /// What was done, in words.
    public var consequence: String {
        switch outcome {
        case .lineSkipped(let subviews, let ancestor):
            guard subviews > 0 else { return "line skipped" }
            guard ancestor != nil else {
                let what = subviews == 1 ? "its subview is a root" : "its \(subviews) subviews are roots"
                return "line skipped; \(what), in \(DumpLoader.standInName.english)"
            }
            let what = subviews == 1 ? "its subview is" : "its \(subviews) subviews are"
            return "line skipped; \(what) under the nearest readable ancestor" + (ancestorName.map { ", \($0)" } ?? "")
        case .fieldIgnored(let key): return "\(key) ignored, the rest of the view read"
        case .readAsFarAsItGoes: return "the view read as far as it goes"
        case .anotherRoot:
            return "a dump has one root: this one is placed beside it, in \(DumpLoader.standInName.english)"
        case .controllerSkipped: return "controller line skipped"
        }
    }
}
