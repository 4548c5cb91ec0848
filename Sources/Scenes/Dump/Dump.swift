import ResponderKit

/// A `recursiveDescription` dump as read, before it becomes views: one
/// ``DumpView`` a view line, in the order printed (a parent before its
/// subviews, back to front), the lines that were not views (behaviour 12.1),
/// the lines that could not be read, each with a warning, and the view
/// controllers when `_printHierarchy`'s text was pasted with the dump.
///
/// ```swift
/// let dump = try DumpReader.read(Array(text.utf8), file: "settings.txt")
/// dump.views[0].className   // "UIWindow"
/// dump.skipped.layers       // how many `(layer)` lines were left out
/// dump.warnings.first?.description // "settings.txt:7:12: expected …; skipped, …"
/// ```
public struct Dump: Sendable {
    /// The views, root first, each before its subviews.
    public internal(set) var views: [DumpView] = []
    /// The lines that were read but are not views, by kind.
    public internal(set) var skipped = DumpSkippedLines()
    /// What could not be read and what was done instead, in the order of the lines.
    public internal(set) var warnings: [DumpWarning] = []
    /// The view controllers of `_printHierarchy` text found in the same file,
    /// before or after the dump; nil when the file has none.
    public internal(set) var controllers: ControllerHierarchy?
    /// The last view line ends before its closing `>`: the paste was cut there.
    public internal(set) var isCutOff = false
    /// How many views have no superview: 1, but for a second root (``DumpWarning/Outcome/anotherRoot``)
    /// or the subviews of a root line that could not be read.
    public internal(set) var rootCount = 0

    /// Whether views may be missing: lines were elided (`...`, `<snip>`) or the last line was cut off.
    public var isIncomplete: Bool { skipped.elisions > 0 || isCutOff }
    /// The text the views were read from (after a BOM and string escapes were
    /// removed); the fields point into it.
    let source: [UInt8]
    /// Every view's fields, one after the other; a view has its `fieldRange` of them.
    var fieldSpans: [FieldSpan] = []

    init(source: [UInt8]) {
        self.source = source
    }

    /// Every field of the view as printed, in order, known keys included:
    /// `[("frame", "(16 8; 44 44)"), ("opaque", "NO"), ("layer", "<CALayer: 0x600000a3c0e0>")]`.
    /// Quoted values keep their quotes and have their escapes decoded. Bytes
    /// that are not UTF-8 are decoded as U+FFFD.
    public func fields(of view: DumpView) -> [DumpField] {
        fieldSpans[view.fieldRange].map { span in
            let quoted =
                span.value.first.map { source[$0] == UInt8(ascii: "'") || source[$0] == UInt8(ascii: "\"") } ?? false
            return DumpField(key: string(span.key), value: quoted ? text(span.value) : string(span.value))
        }
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: source[range], as: UTF8.self)
    }

    /// The text in `range` with the escapes of a quoted field decoded (`\u4f7f`, `\xa0`, `\n`).
    func text(_ range: Range<Int>) -> String {
        // By index, not over a slice: this runs for every text.
        var at = range.lowerBound
        while at < range.upperBound, source[at] != UInt8(ascii: "\\") { at += 1 }
        guard at < range.upperBound else { return string(range) }
        return String(decoding: DumpText.unescaped(source[range]), as: UTF8.self)
    }
}

/// One field of a view line: `key = value` or `key: value`.
public struct DumpField: Sendable, Equatable {
    public let key: String
    public let value: String

    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}

/// Where a field's key and value are in the dump's text. Offsets are kept in
/// 32 bits (a dump is at most ``DumpLimits/maximumFileSize``): a large dump
/// has tens of thousands of fields, and half the memory is half the pages to
/// fault in while reading it.
struct FieldSpan: Sendable {
    private let keyStart, keyEnd, valueStart, valueEnd: UInt32

    init(key: Range<Int>, value: Range<Int>) {
        keyStart = UInt32(key.lowerBound)
        keyEnd = UInt32(key.upperBound)
        valueStart = UInt32(value.lowerBound)
        valueEnd = UInt32(value.upperBound)
    }

    var key: Range<Int> { Int(keyStart)..<Int(keyEnd) }
    var value: Range<Int> { Int(valueStart)..<Int(valueEnd) }
}

/// One view line of a dump, with the fields that decide touch handling read
/// out (behaviour 12.2); every field, read or not, stays available through
/// ``Dump/fields(of:)``.
public struct DumpView: Sendable {
    /// The class as printed: `UIButton`, `MyApp.CardView`, `_TtC5MyApp8CardView`.
    public let className: String
    /// `0x7fb2c8d0a2b0`.
    public let address: String
    /// The index of the superview in ``Dump/views``; nil for the root.
    public internal(set) var parent: Int?
    /// 0 for the root.
    public internal(set) var depth = 0
    /// The 1-based line the view is printed on.
    public let line: Int
    /// `frame = (x y; w h)`, in the superview's coordinates: with a transform,
    /// the bounding box of the transformed bounds.
    public internal(set) var frame = Rect.zero
    /// `transform = [a, b, c, d, tx, ty]`; the identity when not printed.
    public internal(set) var transform = Transform.identity
    /// `bounds = (x y; w h)`, which UIKit prints for some views and the
    /// lab's own export prints when the frame alone cannot give it.
    public internal(set) var bounds: Rect?
    public internal(set) var isHidden = false
    public internal(set) var alpha = 1.0
    /// False when the line says `userInteractionEnabled = NO`: UIKit prints it
    /// for every view that has it off, labels and image views included.
    public internal(set) var isUserInteractionEnabled = true
    public internal(set) var clipsToBounds = false
    /// `contentOffset: {x, y}`: a scroll view's bounds origin.
    public internal(set) var contentOffset: Point?
    /// `contentSize: {w, h}`.
    public internal(set) var contentSize: Size?
    /// `adjustedContentInset: {top, left, bottom, right}`: the inset the offset ranges over,
    /// the bars' and safe area's included (a table under a navigation bar rests at `-top`).
    public internal(set) var adjustedContentInset: EdgeInsets?
    /// `text = '…'`, without its quotes.
    public internal(set) var text: String?
    /// `backgroundColor = UIExtendedSRGBColorSpace r g b a` and the like; nil when not printed or not understood.
    public internal(set) var backgroundColor: Color?
    public internal(set) var tag: Int?
    /// Whether the line lists gesture recognizers (`gestureRecognizers = <NSArray: …>`):
    /// the lab shows that they exist but does not replay them (behaviour 12.4).
    public internal(set) var hasGestureRecognizers = false
    /// `baseClass = UIScrollView`: the UIKit class a custom or private class stands for.
    public internal(set) var baseClass: String?
    /// What the line has after the view's closing `>`: `- (null)`, `- image.png`,
    /// `collection view layout: <…>`; nil when nothing.
    public internal(set) var trailer: String?
    /// This view's slice of the dump's fields.
    var fieldRange: Range<Int> = 0..<0

    init(className: String, address: String, line: Int) {
        self.className = className
        self.address = address
        self.line = line
    }

    /// The name an imported view gets: class and address as printed, `UIButton: 0x7fb2c8d0a2b0`.
    public var name: String {
        // Copied in one go into one allocation: the loader names every view of
        // a large dump, and appending piece by piece cost more than reading the line.
        var className = className, address = address
        return className.withUTF8 { name in
            address.withUTF8 { address in
                String(unsafeUninitializedCapacity: name.count + 2 + address.count) { buffer in
                    _ = buffer.initialize(fromContentsOf: name)
                    buffer[name.count] = UInt8(ascii: ":")
                    buffer[name.count + 1] = UInt8(ascii: " ")
                    _ = buffer[(name.count + 2)...].initialize(fromContentsOf: address)
                    return buffer.count
                }
            }
        }
    }

    /// The class for people: a simple mangled Swift name demangled
    /// (`_TtC5MyApp8CardView` → `MyApp.CardView`), others as printed.
    public var displayClassName: String { DumpClassName.demangled(className) ?? className }

    /// Whether UIKit defines the class: its name, without a `UIKit.` module,
    /// starts with `UI` or `_UI` (behaviour 12.1). Other classes may override
    /// `hitTest(_:with:)` or `point(inside:with:)`, which a dump cannot show.
    public var isUIKitClass: Bool { DumpClassName.isUIKit(className) }

    /// What the lab cannot know about this view from the dump (behaviour 12.4).
    public var caveats: [DumpCaveat] { isUIKitClass ? [] : [.customClass] }

    /// What the view becomes in the lab (behaviour 12.3).
    public var kind: DumpViewKind { DumpClassName.kind(of: self) }

    /// The public UIKit class the lab makes the view of when no code of the
    /// user's defines its class: `UIButton` for a `UINavigationButton`, `UIView`
    /// for a `UITableViewCellContentView` (behaviour 12.3).
    public var uikitClassName: String { DumpClassName.publicClass(of: self).rawValue }
}

/// What a dump cannot show about a view (behaviour 12.4).
public enum DumpCaveat: String, Sendable, CaseIterable {
    /// Not a UIKit class: it may override `hitTest(_:with:)` or
    /// `point(inside:with:)`, so UIKit may answer otherwise than the lab.
    case customClass
}

/// The lines of a dump that are not views: nothing is left out without being counted.
public struct DumpSkippedLines: Sendable, Equatable {
    /// `(layer)` lines, `<_UILabelContentLayer: 0x…> (layer)` lines and
    /// `<<CALayer…>; …>` lines: layers that are not views.
    public internal(set) var layers = 0
    /// A debugger's or tool's lines: `(lldb) po …`, `cy# …`, a closing quote or backtick.
    public internal(set) var toolLines = 0
    /// Empty lines, or lines with only a comment or quote marker.
    public internal(set) var blank = 0
    /// Comments and headings (`// == iOS 18 ==`), and text before or after the dump (`let dump = """`).
    public internal(set) var comments = 0
    /// Lines standing for views left out of the paste: `...`, `…`, `<snip>`.
    public internal(set) var elisions = 0
    /// `_printHierarchy` lines: view controllers, read into ``Dump/controllers``.
    public internal(set) var controllerLines = 0
    /// Lines that could not be read, each with a ``DumpWarning``.
    public internal(set) var unreadable = 0

    public init() {}

    /// Every line that is not a view, blank ones included.
    public var total: Int { layers + toolLines + blank + comments + elisions + controllerLines + unreadable }
}

/// The documented limits of a dump (docs/dump-format.md). Real dumps are much
/// larger than hand-written scenes, so they are not the limits of ``SceneLimits``.
public enum DumpLimits {
    /// Larger files are refused before they are read.
    public static let maximumFileSize = 64 * 1_048_576
    /// Views nested deeper than this (the root being depth 1) are refused.
    public static let maximumViewDepth = 1_000
    /// More views than this in one dump are refused.
    public static let maximumViewCount = 250_000
    /// A quoted text (a label's, with its line breaks) may go on over at most this many lines.
    public static let maximumTextLines = 200
}
