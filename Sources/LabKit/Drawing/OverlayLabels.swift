import ResponderKit

/// The labels one overlay placed, and the areas they were kept off: shared
/// by every `draw…` call of an ``OverlayRenderer`` (and its copies), so
/// that the trace's labels, a control's tracking margin and a scroll view's
/// verdicts avoid each other.
public final class OverlayLabels {
    /// What a label keeps off where it has another place.
    public enum Avoided: String, Sendable {
        /// A view's own text: a label's, a button's title, a view's name.
        case text
        /// What a reader looks for: a control, a view a touch is meant for (one that
        /// handles touches, with no such view inside it), a view whose hit-testing
        /// is overridden, a thumbnail. A view's own label may lie over it.
        case target
        /// A dump's class name in its view's corner: a label covers it whole or not at all.
        case caption
    }

    /// Every label and badge, in the order placed.
    public private(set) var placed: [PlacedLabel] = []
    /// Areas no label may cover: the touch point's marker, the hit view's own text, fingers.
    public private(set) var reserved: [Rect] = []
    /// What labels keep off where they can (other views' texts, the targets, a dump's captions),
    /// each with what it is and the view it belongs to: a label covers one only where no place
    /// leaves them all free, and a caption only whole.
    public private(set) var avoided: [(rect: Rect, kind: Avoided, view: ObjectIdentifier?)] = []
    /// The canvas's visible area, in user space, that every label stays inside.
    public internal(set) var bounds: Rect?
    /// Where the trace's touch marker went: where the touch landed on the content (which a
    /// scroll since moved), or, `pressedHere`, at the press, that spot being scrolled out of sight.
    public internal(set) var marker: (point: Point, pressedHere: Bool)?
    /// The areas labels may not cover, and those they keep off where they can,
    /// bucketed by cell: a dump's hundreds of badges each look only at their neighbours.
    private var taken = RectBuckets<Void>(), kept = RectBuckets<Int>()

    /// Where labels go, in user space; nil: the canvas's visible area, as it is when each is placed.
    let area: Rect?

    /// A board whose labels stay inside `area` (user space), or by default inside the canvas's visible area:
    /// the overlay drawn again over a part of the canvas places its labels as it did over all of it.
    public init(area: Rect? = nil) {
        self.area = area
    }

    /// Keeps later labels off `rect` (user space).
    public func reserve(_ rect: Rect) {
        reserved.append(rect)
        taken.insert(rect, ())
    }

    /// Keeps later labels off `rect` where they have another place; `view` is the view it belongs to.
    public func avoid(_ rect: Rect, as kind: Avoided = .text, of view: ObjectIdentifier? = nil) {
        kept.insert(rect, avoided.count)
        avoided.append((rect, kind, view))
    }

    /// The dump's captions a label or badge had to cut in two, no other place being free, with
    /// their views: the screen leaves these names out (``LabPainter``), as a caption never shows in part.
    public private(set) var cutCaptions: [(view: ObjectIdentifier, rect: Rect)] = []

    /// Records `label`; later labels keep off its rectangle.
    func add(_ label: PlacedLabel) {
        placed.append(label)
        guard let rect = label.rect else { return }
        taken.insert(rect, ())
        for index in kept.values(overlapping: rect)
        where avoided[index].kind == .caption && !Self.encloses(rect, avoided[index].rect) {
            if let view = avoided[index].view, !cutCaptions.contains(where: { $0.view == view }) {
                cutCaptions.append((view, avoided[index].rect))
            }
        }
    }

    /// The layout as one JSON object (`render --labels`): `bounds` and each
    /// `reserved` and `avoided` area as `[x, y, width, height]`, the touch's `marker`
    /// (`{"x", "y", "pressedHere"}`, or null), and every label with its
    /// `kind`, `text`, `view`, `lines`, `rect` (null when left out), `textWidth`,
    /// `fontSize`, `badge`, `shortened`, `collapsed` and `leader`.
    public var json: JSON {
        .object([
            ("bounds", Self.json(bounds)),
            (
                "marker",
                marker.map {
                    .object([
                        ("x", .number($0.point.x)), ("y", .number($0.point.y)), ("pressedHere", .bool($0.pressedHere)),
                    ])
                }
                    ?? .null
            ),
            ("reserved", .array(reserved.map(Self.json))),
            ("avoided", .array(avoided.map { Self.json($0.rect) })),
            (
                "labels",
                .array(
                    placed.map { label in
                        .object([
                            ("kind", .string(label.kind.rawValue)), ("text", .string(label.text)),
                            ("view", label.view.map(JSON.string) ?? .null),
                            ("lines", .array(label.lines.map(JSON.string))), ("rect", Self.json(label.rect)),
                            ("textWidth", .number(label.textWidth)), ("fontSize", .number(label.fontSize)),
                            ("badge", label.badge.map { .number(Double($0)) } ?? .null),
                            ("shortened", .bool(label.isShortened)), ("collapsed", .bool(label.isCollapsed)),
                            ("leader", .array(label.leader.map { .array([.number($0.x), .number($0.y)]) })),
                        ])
                    })
            ),
        ])
    }

    /// `[x, y, width, height]`, or null.
    static func json(_ r: Rect?) -> JSON {
        r.map { .array([$0.minX, $0.minY, $0.width, $0.height].map(JSON.number)) } ?? .null
    }

    /// How much of what labels keep off a place may cover: the tiers of ``LabelPlacer``'s search.
    enum Leeway: Int, Comparable {
        /// Nothing: no text, target or caption.
        case none
        /// A dump's captions, each whole or not at all; no text, no target.
        case captions
        /// Anything but the reserved areas and the other labels.
        case all

        static func < (a: Leeway, b: Leeway) -> Bool { a.rawValue < b.rawValue }
    }

    /// Whether a label of `view`'s may take `rect` with `leeway`: never over a reserved area or another label.
    func allows(_ rect: Rect, leeway: Leeway, for view: ObjectIdentifier? = nil) -> Bool {
        leastLeeway(for: rect, of: view).map { $0 <= leeway } ?? false
    }

    /// The least leeway a label of `view`'s needs to take `rect`; nil where none will do (a reserved area, another label).
    func leastLeeway(for rect: Rect, of view: ObjectIdentifier? = nil) -> Leeway? {
        guard !taken.anyOverlaps(rect) else { return nil }
        var least = Leeway.none
        kept.visit(overlapping: rect) { index in
            let (area, kind, owner) = avoided[index]
            switch kind {
            case .text: least = .all
            case .target: if owner == nil || owner != view { least = .all }
            // Under a chip a whole caption is simply hidden; half of one would read as a garbled name.
            case .caption: least = max(least, Self.encloses(rect, area) ? .captions : .all)
            }
            return least < .all
        }
        return least
    }

    func isFree(_ rect: Rect) -> Bool {
        allows(rect, leeway: .all)
    }

    /// Free, and off everything to avoid too.
    func isClear(_ rect: Rect) -> Bool {
        allows(rect, leeway: .none)
    }

    /// Whether `inner` lies wholly inside `outer`.
    static func encloses(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.minX <= inner.minX && outer.minY <= inner.minY && outer.maxX >= inner.maxX && outer.maxY >= inner.maxY
    }

    /// Whether the rectangles share some area (touching edges do not count).
    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}

/// Rectangles, each with a value, filed under each 64-unit cell they touch:
/// whether any overlaps a rectangle looks only at its neighbours.
struct RectBuckets<Value> {
    static var cell: Double { 64 }
    private var cells: [Int64: [(rect: Rect, value: Value)]] = [:]

    private static func range(_ low: Double, _ high: Double) -> ClosedRange<Int64> {
        let clamp = { (v: Double) in Int64(max(-1e6, min(1e6, (v / cell).rounded(.down)))) }
        return clamp(low)...clamp(high)
    }

    private static func key(_ x: Int64, _ y: Int64) -> Int64 { x &* 4_000_037 &+ y }

    mutating func insert(_ rect: Rect, _ value: Value) {
        for x in Self.range(rect.minX, rect.maxX) {
            for y in Self.range(rect.minY, rect.maxY) { cells[Self.key(x, y), default: []].append((rect, value)) }
        }
    }

    /// The values of the rectangles that overlap `rect`, each once, in the order filed.
    func values(overlapping rect: Rect) -> [Value] where Value: Comparable {
        var found: [Value] = []
        for x in Self.range(rect.minX, rect.maxX) {
            for y in Self.range(rect.minY, rect.maxY) {
                for entry in cells[Self.key(x, y)] ?? []
                where OverlayLabels.overlaps(entry.rect, rect) && !found.contains(entry.value) {
                    found.append(entry.value)
                }
            }
        }
        return found.sorted()
    }

    /// Calls `body` with the value of each rectangle that overlaps `rect` (some more than once), while it returns true.
    func visit(overlapping rect: Rect, _ body: (Value) -> Bool) {
        for x in Self.range(rect.minX, rect.maxX) {
            for y in Self.range(rect.minY, rect.maxY) {
                for entry in cells[Self.key(x, y)] ?? [] where OverlayLabels.overlaps(entry.rect, rect) {
                    guard body(entry.value) else { return }
                }
            }
        }
    }

    /// Whether a rectangle overlaps `rect` and `counts` its value.
    func anyOverlaps(_ rect: Rect, where counts: (Value) -> Bool = { _ in true }) -> Bool {
        for x in Self.range(rect.minX, rect.maxX) {
            for y in Self.range(rect.minY, rect.maxY) {
                if cells[Self.key(x, y)]?.contains(where: { OverlayLabels.overlaps($0.rect, rect) && counts($0.value) })
                    == true
                {
                    return true
                }
            }
        }
        return false
    }
}
