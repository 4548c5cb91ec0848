import Glibc
import ResponderKit

/// A rectangle of whole device pixels: columns `x..<x + width`, rows `y..<y + height`.
///
/// ```swift
/// let r = PixelRect(x: 10, y: 20, width: 30, height: 40)
/// r.union(PixelRect(x: 0, y: 0, width: 5, height: 5)) // x 0…40, y 0…60
/// ```
public struct PixelRect: Hashable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// The pixels a rectangle of device coordinates touches, if any (rounded outwards).
    public init?(covering x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard x1 > x0, y1 > y0, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        let left = Int(x0.rounded(.down)), top = Int(y0.rounded(.down))
        self.init(x: left, y: top, width: Int(x1.rounded(.up)) - left, height: Int(y1.rounded(.up)) - top)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var area: Int { isEmpty ? 0 : width * height }

    /// The smallest rectangle holding both (an empty one counts for nothing).
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let left = min(x, other.x), top = min(y, other.y)
        return PixelRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// The common part (empty, with zero size, when there is none).
    public func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return PixelRect(x: left, y: top, width: 0, height: 0) }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    public func contains(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }
}

/// The pixels some drawing touched, kept as 4 × 4-pixel tiles: what a
/// window must copy back and put on screen after drawing over its last
/// frame. Tiles that small keep a frame's scattered outlines, chips and
/// lines of text apart (a box around all of them would be most of the
/// window), and adding a rectangle costs a few bit operations however
/// much is drawn.
///
/// ```swift
/// var damage = DamageRegion()
/// canvas.damage = DamageRegion()
/// canvas.drawText("OK", at: p, font: FontSpec(size: 13), color: .black)
/// damage.formUnion(canvas.damage!) // where "OK" went
/// ```
public struct DamageRegion: Sendable, Equatable {
    /// Pixels per tile side, as a shift: 4.
    static let tileShift = 2
    /// One bit per tile, `stride` words per row of tiles: bit `i` of a row's word `w` is tile column `64w + i`.
    private var words: [UInt64] = []
    private var stride = 0
    /// Nothing outside it counts (``clip(to:)``); nil: no limit.
    private var limit: PixelRect?

    public init() {}

    public init(_ rect: PixelRect) {
        add(rect)
    }

    public var isEmpty: Bool { !words.contains { $0 != 0 } }

    /// The bounding box of everything (empty when nothing).
    public var bounds: PixelRect {
        rects.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
    }

    /// Adds `rect` (pixels left of or above 0 never exist, so they are left out).
    public mutating func add(_ rect: PixelRect) {
        var rect = rect.intersection(PixelRect(x: 0, y: 0, width: Int.max / 2, height: Int.max / 2))
        if let limit { rect = rect.intersection(limit) }
        guard !rect.isEmpty else { return }
        let shift = Self.tileShift
        let firstColumn = rect.x >> shift, lastColumn = (rect.maxX - 1) >> shift
        reserve(rows: ((rect.maxY - 1) >> shift) + 1, words: (lastColumn >> 6) + 1)
        let firstWord = firstColumn >> 6, lastWord = lastColumn >> 6
        words.withUnsafeMutableBufferPointer { bits in
            for row in (rect.y >> shift)...((rect.maxY - 1) >> shift) {
                let base = row * stride
                for word in firstWord...lastWord {
                    let low = max(firstColumn - word << 6, 0), high = min(lastColumn - word << 6, 63)
                    bits[base + word] |= (UInt64.max >> (63 - high)) & (UInt64.max << low)
                }
            }
        }
    }

    /// Room for `rows` rows of tiles `words` words wide.
    private mutating func reserve(rows: Int, words wide: Int) {
        if wide > stride {
            // Wider than any rectangle before: every row moves to the new stride.
            var wider = [UInt64](repeating: 0, count: max(rows, rowCount) * wide)
            for row in 0..<rowCount {
                for word in 0..<stride { wider[row * wide + word] = words[row * stride + word] }
            }
            words = wider
            stride = wide
        } else if rows > rowCount {
            words += repeatElement(0, count: (rows - rowCount) * stride)
        }
    }

    private var rowCount: Int { stride == 0 ? 0 : words.count / stride }

    public mutating func formUnion(_ other: DamageRegion) {
        guard other.stride > 0 else { return }
        guard stride > 0 || limit != nil else {
            self = other
            return
        }
        reserve(rows: other.rowCount, words: other.stride)
        for row in 0..<other.rowCount {
            for word in 0..<other.stride { words[row * stride + word] |= other.words[row * other.stride + word] }
        }
        // A superset of the pixels is damage all the same; the limit only keeps rectangles off pixels that do not exist.
        if let limit, let otherLimit = other.limit { self.limit = limit.union(otherLimit) } else { limit = nil }
    }

    /// Keeps only what lies inside `limit` (rows of tiles it does not reach are emptied).
    public mutating func clip(to limit: PixelRect) {
        let kept = self.limit.map { $0.intersection(limit) } ?? limit
        self.limit = kept
        guard !kept.isEmpty else {
            words = []
            stride = 0
            return
        }
        let shift = Self.tileShift
        let firstRow = kept.y >> shift, endRow = ((kept.maxY - 1) >> shift) + 1
        let firstColumn = kept.x >> shift, lastColumn = (kept.maxX - 1) >> shift
        for row in 0..<rowCount {
            for word in 0..<stride {
                guard row >= firstRow, row < endRow else {
                    words[row * stride + word] = 0
                    continue
                }
                let low = firstColumn - word << 6, high = lastColumn - word << 6
                let keep: UInt64 =
                    high < 0 || low > 63 ? 0 : (UInt64.max >> (63 - min(high, 63))) & (UInt64.max << max(low, 0))
                words[row * stride + word] &= keep
            }
        }
    }

    /// Rectangles that cover every touched pixel and lie inside the limit: runs
    /// of tiles along each row of tiles, stacked where rows below repeat them.
    public var rects: [PixelRect] {
        let size = 1 << Self.tileShift
        var done: [PixelRect] = []
        // The runs of the row above, still growing downwards: (first column, end column, first row).
        var open: [(Int, Int, Int)] = [], next: [(Int, Int, Int)] = [], runs: [(Int, Int)] = []
        func close(_ run: (Int, Int, Int), at row: Int) {
            let rect = PixelRect(
                x: run.0 * size, y: run.2 * size, width: (run.1 - run.0) * size, height: (row - run.2) * size)
            if let limit {
                let inside = rect.intersection(limit)
                if !inside.isEmpty { done.append(inside) }
            } else {
                done.append(rect)
            }
        }
        for row in 0...rowCount {
            runs.removeAll(keepingCapacity: true)
            if row < rowCount { Self.appendRuns(of: words[(row * stride)..<((row + 1) * stride)], to: &runs) }
            next.removeAll(keepingCapacity: true)
            var i = 0
            for run in runs {
                while i < open.count, open[i].0 < run.0 || (open[i].0 == run.0 && open[i].1 < run.1) {
                    close(open[i], at: row)
                    i += 1
                }
                if i < open.count, open[i].0 == run.0, open[i].1 == run.1 {
                    next.append(open[i])
                    i += 1
                } else {
                    next.append((run.0, run.1, row))
                }
            }
            for run in open[i...] { close(run, at: row) }
            swap(&open, &next)
        }
        return done
    }

    /// The runs of set bits in a row of tiles, as (first column, end column).
    private static func appendRuns(of row: ArraySlice<UInt64>, to runs: inout [(Int, Int)]) {
        var start: Int?
        for (index, word) in zip(0..., row) {
            // Whole words of one kind are common: the panel's rows, the empty canvas.
            if word == (start == nil ? 0 : UInt64.max) { continue }
            var column = index << 6
            while column < (index + 1) << 6 {
                let offset = column - index << 6
                let remaining = word >> offset
                if start == nil {
                    guard remaining != 0 else { break }
                    column += remaining.trailingZeroBitCount
                    start = column
                } else {
                    let run = (~remaining).trailingZeroBitCount
                    column += run
                    guard offset + run < 64 else { break }
                    runs.append((start!, column))
                    start = nil
                }
            }
        }
        if let start { runs.append((start, row.count << 6)) }
    }

    public static func == (a: DamageRegion, b: DamageRegion) -> Bool {
        a.rects == b.rects
    }
}

extension UnsafeMutablePointer<UInt32> {
    /// Copies `height` rows of `width` pixels from `source`: rows lie `sourceStride`
    /// pixels apart there (`stride` unless given) and `stride` pixels apart here.
    func copyRows(from source: UnsafePointer<UInt32>, stride: Int, sourceStride: Int? = nil, width: Int, height: Int) {
        let sourceStride = sourceStride ?? stride
        for row in 0..<height {
            (self + row * stride).update(from: source + row * sourceStride, count: width)
        }
    }
}

extension Framebuffer {
    /// Copies the pixels of `rect` (limited to both images) from `source`, an image of the same size.
    public mutating func copyPixels(in rect: PixelRect, from source: Framebuffer) {
        precondition(source.width == width && source.height == height, "copyPixels needs images of the same size")
        let r = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty else { return }
        let start = r.y * width + r.x
        source.pixels.withUnsafeBufferPointer { from in
            pixels.withUnsafeMutableBufferPointer { to in
                (to.baseAddress! + start).copyRows(
                    from: from.baseAddress! + start, stride: width, width: r.width, height: r.height)
            }
        }
    }

    /// Copies from `source` (an image of the same size) the pixels of `rect`
    /// that differ from this image's, and returns the bounding box of those
    /// (nil when none differ): what a screen showing this image must update.
    public mutating func copyChangedPixels(in rect: PixelRect, from source: Framebuffer) -> PixelRect? {
        precondition(
            source.width == width && source.height == height, "copyChangedPixels needs images of the same size")
        let r = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty else { return nil }
        let stride = width
        var top = Int.max, bottom = Int.min, left = r.maxX, right = r.x
        source.pixels.withUnsafeBufferPointer { from in
            pixels.withUnsafeMutableBufferPointer { to in
                for row in r.y..<r.maxY {
                    let a = from.baseAddress! + row * stride, b = to.baseAddress! + row * stride
                    // Most rows of a redrawn panel are as they were: libc's memcmp says so fastest.
                    if memcmp(a + r.x, b + r.x, r.width * 4) == 0 { continue }
                    // Trimmed from both ends: what lies between is copied whether it changed or not.
                    var first = r.x
                    while first < r.maxX, a[first] == b[first] { first += 1 }
                    guard first < r.maxX else { continue }
                    var last = r.maxX - 1
                    while last > first, a[last] == b[last] { last -= 1 }
                    (b + first).update(from: a + first, count: last + 1 - first)
                    top = min(top, row)
                    bottom = row
                    left = min(left, first)
                    right = max(right, last + 1)
                }
            }
        }
        guard bottom >= top else { return nil }
        return PixelRect(x: left, y: top, width: right - left, height: bottom + 1 - top)
    }
}
