import ResponderKit

/// The labels one overlay placed, and the areas they were kept off: shared
/// by every `draw…` call of an ``OverlayRenderer`` (and its copies), so
/// that the trace's labels, a control's tracking margin and a scroll view's
/// verdicts avoid each other.
public final class OverlayLabels {
    /// Every label and badge, in the order placed.
    public private(set) var placed: [PlacedLabel] = []
    /// Areas no label may cover: the touch point's marker, the hit view's own text, fingers.
    public private(set) var reserved: [Rect] = []
    /// Texts labels keep off where they can (other views' names and captions): a
    /// label covers one only where no place leaves them all readable.
    public private(set) var avoided: [Rect] = []
    /// The canvas's visible area, in user space, that every label stays inside.
    public internal(set) var bounds: Rect?
    /// The areas labels may not cover, and those they keep off where they can,
    /// bucketed by cell: a dump's hundreds of badges each look only at their neighbours.
    private var taken = Buckets(), texts = Buckets()

    public init() {}

    /// Keeps later labels off `rect` (user space).
    public func reserve(_ rect: Rect) {
        reserved.append(rect)
        taken.insert(rect)
    }

    /// Keeps later labels off `rect` where they have another place.
    public func avoid(_ rect: Rect) {
        avoided.append(rect)
        texts.insert(rect)
    }

    /// Records `label`; later labels keep off its rectangle.
    func add(_ label: PlacedLabel) {
        placed.append(label)
        if let rect = label.rect { taken.insert(rect) }
    }

    /// The layout as one JSON object (`render --labels`): `bounds` and each
    /// `reserved` and `avoided` area as `[x, y, width, height]`, and every label with its
    /// `kind`, `text`, `lines`, `rect` (null when left out), `textWidth`,
    /// `fontSize`, `badge`, `shortened`, `collapsed` and `leader`.
    public var json: JSON {
        func rect(_ r: Rect?) -> JSON { r.map { .array([$0.minX, $0.minY, $0.width, $0.height].map(JSON.number)) } ?? .null }
        return .object([
            ("bounds", rect(bounds)),
            ("reserved", .array(reserved.map(rect))),
            ("avoided", .array(avoided.map(rect))),
            ("labels", .array(placed.map { label in
                .object([
                    ("kind", .string(label.kind.rawValue)), ("text", .string(label.text)),
                    ("lines", .array(label.lines.map(JSON.string))), ("rect", rect(label.rect)),
                    ("textWidth", .number(label.textWidth)), ("fontSize", .number(label.fontSize)),
                    ("badge", label.badge.map { .number(Double($0)) } ?? .null),
                    ("shortened", .bool(label.isShortened)), ("collapsed", .bool(label.isCollapsed)),
                    ("leader", .array(label.leader.map { .array([.number($0.x), .number($0.y)]) })),
                ])
            })),
        ])
    }

    func isFree(_ rect: Rect) -> Bool {
        !taken.anyOverlaps(rect)
    }

    /// Free, and off every text to avoid too.
    func isClear(_ rect: Rect) -> Bool {
        isFree(rect) && !texts.anyOverlaps(rect)
    }

    /// Rectangles filed under each 64-unit cell they touch.
    private struct Buckets {
        static let cell = 64.0
        private var cells: [Int64: [Rect]] = [:]

        private static func range(_ low: Double, _ high: Double) -> ClosedRange<Int64> {
            let clamp = { (v: Double) in Int64(max(-1e6, min(1e6, (v / cell).rounded(.down)))) }
            return clamp(low)...clamp(high)
        }

        private static func key(_ x: Int64, _ y: Int64) -> Int64 { x &* 4_000_037 &+ y }

        mutating func insert(_ rect: Rect) {
            for x in Self.range(rect.minX, rect.maxX) {
                for y in Self.range(rect.minY, rect.maxY) { cells[Self.key(x, y), default: []].append(rect) }
            }
        }

        func anyOverlaps(_ rect: Rect) -> Bool {
            for x in Self.range(rect.minX, rect.maxX) {
                for y in Self.range(rect.minY, rect.maxY) {
                    if cells[Self.key(x, y)]?.contains(where: { OverlayLabels.overlaps($0, rect) }) == true { return true }
                }
            }
            return false
        }
    }

    /// Whether the rectangles share some area (touching edges do not count).
    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
