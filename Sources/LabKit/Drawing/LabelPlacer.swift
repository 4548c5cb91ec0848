import Rendering
import ResponderKit

/// Places label chips and badges so that none covers another, a reserved
/// area or the canvas's edge: each tries, in order, places around its view,
/// then a wrapped or shorter wording, then a place further off with a leader
/// line, and last collapses into its numbered badge (the side panel lists
/// every step with its whole text). Deterministic: the same frame places the
/// same way.
@MainActor
struct LabelPlacer {
    /// Where a chip may sit relative to its view's box.
    enum Spot: CaseIterable {
        case insideTopLeft, insideTopRight, above, below, right, left, insideBottomLeft, aboveRightAligned,
            belowRightAligned
    }

    /// The order for a view's label: its top-left corner first, as Xcode's view
    /// debugger does, then beside its title, inside, before any place outside it.
    static let aroundView: [Spot] = Spot.allCases

    let board: OverlayLabels
    /// User-space units per point of a label: more than 1 on a zoomed-out canvas.
    private let scale: Double

    init(scale: Double = 1, board: OverlayLabels = OverlayLabels()) {
        self.scale = scale
        self.board = board
    }

    /// Keeps labels off `rect` (the touch point's marker, say).
    func reserve(_ rect: Rect) {
        board.reserve(rect)
    }

    // MARK: Badges

    /// A numbered badge at the top-left corner of `box`, or the nearest free corner; `view` is the view it numbers.
    func drawBadge(_ number: Int, for box: Rect, of view: View? = nil, color: Color, canvas: Canvas) {
        guard let area = visibleArea(canvas) else { return }
        var label = PlacedLabel(
            kind: .badge, text: "\(number)", lines: [], textWidth: 0, fontSize: 9 * scale, badge: number)
        // A view outside the visible area (a row scrolled away) gets no badge pinned to the canvas's edge.
        if OverlayLabels.overlaps(box.expanded(by: 1, 1), area) {
            label.rect = badgeRect(for: box, of: view, in: area)
        }
        board.add(label)
        if let rect = label.rect { paintBadge(number, in: rect, color: color, canvas: canvas) }
    }

    /// A badge whose top-left corner is at `point`, or as near as is free.
    func drawBadge(_ number: Int, near point: Point, color: Color, canvas: Canvas) {
        drawBadge(
            number, for: Rect(x: point.x + 7 * scale, y: point.y + 7 * scale, width: 0, height: 0), color: color,
            canvas: canvas)
    }

    private func badgeRect(for box: Rect, of view: View?, in area: Rect) -> Rect? {
        let s = scale, d = 18 * s
        var corners = [Point(x: box.minX - 7 * s, y: box.minY - 7 * s)]
        corners += (1...3).map { Point(x: box.minX - 7 * s + Double($0) * 20 * s, y: box.minY - 7 * s) }
        corners += [
            Point(x: box.maxX - 11 * s, y: box.minY - 7 * s), Point(x: box.minX - 7 * s, y: box.maxY - 11 * s),
            Point(x: box.maxX - 11 * s, y: box.maxY - 11 * s), Point(x: box.minX + 2 * s, y: box.minY + 2 * s),
            Point(x: box.maxX + 2 * s, y: box.midY - 9 * s), Point(x: box.minX - 20 * s, y: box.midY - 9 * s),
        ]
        let rects = corners.compactMap { clamped(Rect(origin: $0, size: Size(width: d, height: d)), in: area) }
        let owner = view.map(ObjectIdentifier.init)
        for leeway in [OverlayLabels.Leeway.none, .captions, .all] {
            if let rect = rects.first(where: { board.allows($0, leeway: leeway, for: owner) }) { return rect }
        }
        return nil
    }

    private func paintBadge(_ number: Int, in rect: Rect, color: Color, canvas: Canvas) {
        canvas.fillCircle(center: Point(x: rect.midX, y: rect.midY), radius: 9 * scale, color: color)
        guard canvas.textRenderer != nil else { return }
        canvas.drawText(
            "\(number)", at: Point(x: rect.midX, y: rect.midY), font: FontSpec(size: 9 * scale, weight: .bold),
            color: .white, anchor: .center)
    }

    // MARK: Labels

    /// A chip whose top-left corner is at `point`, or as near as is free.
    func draw(_ text: String, badge: Int?, near point: Point, color: Color, maxWidth: Double = 320, canvas: Canvas) {
        draw(
            text, badge: badge, around: Rect(x: point.x - 3 * scale, y: point.y - 3 * scale, width: 0, height: 0),
            color: color, maxWidth: maxWidth, canvas: canvas)
    }

    /// A chip saying `text` beside `box` (user space), trying `spots` in order;
    /// `shorter` is a wording that keeps the fact, for when `text` fits nowhere;
    /// `view` is the view it is about, whose own target it may cover.
    func draw(
        _ text: String, shorter: String? = nil, badge: Int?, around box: Rect, of view: View? = nil,
        spots: [Spot] = aroundView,
        color: Color, maxWidth: Double = 320, canvas: Canvas
    ) {
        guard let renderer = canvas.textRenderer, let area = visibleArea(canvas) else { return }
        let s = scale
        let font = FontSpec(size: 11 * s, weight: .bold)
        let chrome = 10 * s + (badge == nil ? 0 : 18 * s)
        let widest = min(maxWidth, area.width) - chrome
        var wordings = [(text, false)]
        if let shorter, shorter != text { wordings.append((shorter, true)) }
        // Each wording on one line, then wrapped to two or three lines: never cut.
        // Worked out one after the other as the search asks: most labels take the first.
        typealias Fit = (lines: [String], width: Double, shortened: Bool)
        var fits: [Fit] = []
        var pending = wordings.flatMap { wording, shortened in
            [(wording, shortened, nil)] + (0..<4).map { (wording, shortened, $0) }
        }[...]
        func fit(_ index: Int) -> Fit? {
            while fits.count <= index, let (wording, shortened, wrap) = pending.popFirst() {
                // Measured again for each wrap: the renderer keeps the layout.
                let width = renderer.measure(wording, font: font).width
                guard let wrap else {
                    if width <= widest { fits.append(([wording], width, shortened)) }
                    continue
                }
                // Two balanced lines first, three next; as wide as the room allows last.
                let (target, count) = [
                    (width / 2 + 12 * s, 2), (width * 0.6, 2), (width / 3 + 12 * s, 3), (widest, 3),
                ][wrap]
                let bounded = min(widest, max(target, 110 * s))
                let lines = renderer.wrap(wording, toWidth: bounded, font: font)
                var longest = 0.0
                for line in lines { longest = max(longest, renderer.measure(line, font: font).width) }
                // A word too long for the line would be split in two: that wrap is no fit.
                if lines.count <= count, longest <= bounded, !fits.contains(where: { $0.lines == lines }),
                    TextRenderer.breaksBetweenWords(lines, of: wording)
                {
                    fits.append((lines, longest, shortened))
                }
            }
            return index < fits.count ? fits[index] : nil
        }
        let lineHeight = renderer.lineMetrics(for: font).lineHeight
        func size(_ fit: Fit) -> Size {
            Size(width: fit.width.rounded(.up) + chrome, height: 18 * s + Double(fit.lines.count - 1) * lineHeight)
        }
        var label = PlacedLabel(
            kind: .label, text: text, lines: [], textWidth: 0, fontSize: font.size, badge: badge, view: view?.debugName)
        // Beside the view in any wording, off other views' texts, targets and captions; else over captions
        // whole; then away from it, with a leader line. Over a text or a target only where nothing else is left.
        // One pass over the places near, one over those far, each finding its first place at every leeway.
        let owner = view.map(ObjectIdentifier.init)
        typealias Found = (fit: Fit, rect: Rect)
        func search(_ places: (Size) -> [Rect]) -> [OverlayLabels.Leeway: Found] {
            var first: [OverlayLabels.Leeway: Found] = [:]
            var index = 0
            while let fit = fit(index) {
                for place in places(size(fit)) {
                    guard let leeway = board.leastLeeway(for: place, of: owner), first[leeway] == nil else { continue }
                    first[leeway] = (fit, place)
                    if leeway == .none { return first }
                }
                index += 1
            }
            return first
        }
        let near = search { self.nearPlaces(for: $0, around: box, spots: spots, in: area) }
        var far: [OverlayLabels.Leeway: Found] = [:]
        if near[.none] == nil && near[.captions] == nil {
            far = search { self.farPlaces(for: $0, around: box, in: area) }
        }
        let found = near[.none] ?? near[.captions] ?? far[.none] ?? far[.captions] ?? near[.all] ?? far[.all]
        if let (fit, rect) = found {
            label.lines = fit.lines
            label.textWidth = rect.width - chrome
            label.isShortened = fit.shortened
            label.rect = rect
            if !OverlayLabels.overlaps(rect, box.expanded(by: 4 * s, 4 * s)) {
                label.leader = leader(from: rect, to: box)
            }
            board.add(label)
            paintChip(label, color: color, font: font, canvas: canvas)
        } else {
            // No room anywhere: the step's number stands for it, and the panel gives the text.
            label.isCollapsed = true
            if let badge {
                label.rect = badgeRect(for: box, of: view, in: area)
                board.add(label)
                if let rect = label.rect { paintBadge(badge, in: rect, color: color, canvas: canvas) }
            } else {
                board.add(label)
            }
        }
    }

    /// Plain text without a chip (a scroll view's content size) just above
    /// `corner`, or as near as is free inside the canvas; left out where there
    /// is no room, as the outline it names still shows.
    func drawCaption(_ text: String, above corner: Point, color: Color, canvas: Canvas) {
        drawCaption(
            text, around: Rect(x: corner.x + 4 * scale, y: corner.y - 2 * scale, width: 0, height: 0),
            spots: [.above, .below, .right, .left], color: color, canvas: canvas)
    }

    /// Plain text of `fontSize` points (bold) beside `box`, trying `spots` in
    /// order and keeping off other views' texts; left out where there is no room.
    func drawCaption(
        _ text: String, around box: Rect, spots: [Spot], fontSize: Double = 10, color: Color, canvas: Canvas
    ) {
        guard let renderer = canvas.textRenderer, let area = visibleArea(canvas) else { return }
        let font = FontSpec(size: fontSize * scale, weight: .bold)
        let metrics = renderer.measure(text, font: font)
        let size = Size(width: metrics.width.rounded(.up), height: metrics.size.height)
        guard
            let rect = nearPlaces(for: size, around: box, spots: spots, in: area)
                .first(where: board.isClear)
        else { return }
        board.add(
            PlacedLabel(kind: .label, text: text, lines: [text], rect: rect, textWidth: rect.width, fontSize: font.size)
        )
        canvas.drawText(text, at: rect.origin, font: font, color: color)
    }

    /// Chips at each spot, then stacked above and below the first spots, as the chips of nested views pile up.
    private func nearPlaces(for size: Size, around box: Rect, spots: [Spot], in area: Rect) -> [Rect] {
        let s = scale, gap = 2 * s, inset = 3 * s
        func origin(_ spot: Spot) -> Point {
            switch spot {
            case .insideTopLeft: Point(x: box.minX + inset, y: box.minY + inset)
            case .insideTopRight: Point(x: box.maxX - size.width - inset, y: box.minY + inset)
            case .above: Point(x: box.minX, y: box.minY - size.height - gap)
            case .below: Point(x: box.minX, y: box.maxY + gap)
            case .right: Point(x: box.maxX + gap, y: box.minY)
            case .left: Point(x: box.minX - size.width - gap, y: box.minY)
            case .insideBottomLeft: Point(x: box.minX + inset, y: box.maxY - size.height - inset)
            case .aboveRightAligned: Point(x: box.maxX - size.width, y: box.minY - size.height - gap)
            case .belowRightAligned: Point(x: box.maxX - size.width, y: box.maxY + gap)
            }
        }
        var origins = spots.map(origin)
        // Inside, just under the view's own title, before any place outside it.
        if spots.first == .insideTopLeft, let first = origins.first {
            origins.insert(Point(x: first.x, y: first.y + size.height + gap), at: min(2, origins.count))
        }
        for k in 1...3 {
            for first in origins.prefix(min(3, spots.count)) {
                for direction in [1.0, -1.0] {
                    origins.append(Point(x: first.x, y: first.y + direction * Double(k) * (size.height + gap)))
                }
            }
        }
        return origins.compactMap { clamped(Rect(origin: $0, size: size), in: area) }
    }

    /// Places in rings ever further from the box, up to fourteen chip heights away.
    private func farPlaces(for size: Size, around box: Rect, in area: Rect) -> [Rect] {
        let step = size.height + 2 * scale
        var origins: [Point] = []
        for ring in 1...14 {
            let d = Double(ring) * step
            let xs = [box.minX, box.midX - size.width / 2, box.maxX - size.width]
            origins += xs.map { Point(x: $0, y: box.minY - size.height - d) }
            origins += xs.map { Point(x: $0, y: box.maxY + d) }
            // Beside it, and as far up and down: a column beside a narrow scene (a phone's dump) holds the chips of a row's views.
            let ys = [
                box.minY, box.midY - size.height / 2, box.maxY - size.height, box.maxY + d - size.height, box.minY - d,
            ]
            origins += ys.map { Point(x: box.maxX + d, y: $0) }
            origins += ys.map { Point(x: box.minX - size.width - d, y: $0) }
        }
        return origins.compactMap { clamped(Rect(origin: $0, size: size), in: area) }
    }

    /// `rect` moved the least to lie inside `area`; nil when it is larger.
    private func clamped(_ rect: Rect, in area: Rect) -> Rect? {
        guard rect.width <= area.width, rect.height <= area.height else { return nil }
        let x = min(max(rect.minX, area.minX), area.maxX - rect.width)
        let y = min(max(rect.minY, area.minY), area.maxY - rect.height)
        return Rect(x: x, y: y, width: rect.width, height: rect.height)
    }

    /// From the chip's edge to the nearest point of its view's box.
    private func leader(from chip: Rect, to box: Rect) -> [Point] {
        func nearest(in r: Rect, to p: Point) -> Point {
            Point(x: min(max(p.x, r.minX), r.maxX), y: min(max(p.y, r.minY), r.maxY))
        }
        let start = nearest(in: chip, to: Point(x: box.midX, y: box.midY))
        return [start, nearest(in: box, to: start)]
    }

    private func paintChip(_ label: PlacedLabel, color: Color, font: FontSpec, canvas: Canvas) {
        guard let rect = label.rect else { return }
        let s = scale
        if label.leader.count == 2 {
            canvas.line(from: label.leader[0], to: label.leader[1], color: color, width: 1 * s, cap: .round)
            canvas.fillCircle(center: label.leader[1], radius: 2.5 * s, color: color)
        }
        canvas.fillRoundedRect(rect, radius: 5 * s, color: color)
        var x = rect.minX + 5 * s
        let firstLine = rect.minY + 9 * s
        if let badge = label.badge {
            canvas.fillCircle(center: Point(x: x + 7 * s, y: firstLine), radius: 7 * s, color: .white)
            canvas.drawText(
                "\(badge)", at: Point(x: x + 7 * s, y: firstLine), font: FontSpec(size: 9 * s, weight: .bold),
                color: color, anchor: .center)
            x += 18 * s
        }
        let metrics = canvas.measureText("", font: font)
        canvas.drawText(
            label.lines.joined(separator: "\n"), at: Point(x: x, y: firstLine - (metrics.ascent + metrics.descent) / 2),
            font: font, color: .white)
    }

    /// The canvas's visible area in user space (the clip, mapped back through the transform), or the board's own.
    private func visibleArea(_ canvas: Canvas) -> Rect? {
        if let area = board.area {
            board.bounds = area
            return area
        }
        let clip = canvas.deviceClipBounds
        guard !clip.isEmpty else { return nil }
        let area = canvas.transform.inverted().apply(to: clip)
        board.bounds = area
        return area
    }
}
