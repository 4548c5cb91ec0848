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

/// The pixels some drawing touched, as a few rectangles that cover them all
/// (and perhaps a little more): what a window must copy to the screen after
/// drawing over its last frame. Rectangles that lie close are merged, so that
/// a line of glyphs is one rectangle and the list stays short however much is drawn.
///
/// ```swift
/// var damage = DamageRegion()
/// canvas.damage = DamageRegion()
/// canvas.drawText("OK", at: p, font: FontSpec(size: 13), color: .black)
/// damage.formUnion(canvas.damage!) // where "OK" went
/// ```
public struct DamageRegion: Sendable, Equatable {
    /// Disjoint or not, every touched pixel is in one of them.
    public private(set) var rects: [PixelRect] = []
    /// More rectangles than this are merged: past a dozen, one more copy costs more than the pixels saved.
    static let maximumCount = 12
    /// Two rectangles are merged when their union wastes at most this many pixels.
    static let mergeSlack = 2048

    public init() {}

    public init(_ rect: PixelRect) {
        add(rect)
    }

    public var isEmpty: Bool { rects.isEmpty }

    /// The bounding box of everything (empty when nothing).
    public var bounds: PixelRect {
        rects.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
    }

    /// Adds `rect`, merging it with the rectangles it lies close to.
    public mutating func add(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        var rect = rect
        var i = 0
        while i < rects.count {
            let other = rects[i]
            if other.contains(rect) { return }
            let union = other.union(rect)
            if union.area <= other.area + rect.area + Self.mergeSlack {
                // The grown rectangle may now reach others: look at all of them again.
                rects.remove(at: i)
                rect = union
                i = 0
                continue
            }
            i += 1
        }
        rects.append(rect)
        if rects.count > Self.maximumCount { mergeCheapestPair() }
    }

    public mutating func formUnion(_ other: DamageRegion) {
        for rect in other.rects { add(rect) }
    }

    /// Keeps only what lies inside `limit`.
    public mutating func clip(to limit: PixelRect) {
        rects = rects.map { $0.intersection(limit) }.filter { !$0.isEmpty }
    }

    private mutating func mergeCheapestPair() {
        var best = (i: 0, j: 1, cost: Int.max)
        for i in rects.indices {
            for j in rects.indices where j > i {
                let cost = rects[i].union(rects[j]).area - rects[i].area - rects[j].area
                if cost < best.cost { best = (i, j, cost) }
            }
        }
        let merged = rects[best.i].union(rects[best.j])
        rects.remove(at: best.j)
        rects.remove(at: best.i)
        add(merged)
    }
}

extension Framebuffer {
    /// Copies the pixels of `rect` (limited to both images) from `source`, an image of the same size.
    public mutating func copyPixels(in rect: PixelRect, from source: Framebuffer) {
        precondition(source.width == width && source.height == height, "copyPixels needs images of the same size")
        let r = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty else { return }
        let stride = width
        source.pixels.withUnsafeBufferPointer { from in
            pixels.withUnsafeMutableBufferPointer { to in
                for row in r.y..<r.maxY {
                    let start = row * stride + r.x
                    (to.baseAddress! + start).update(from: from.baseAddress! + start, count: r.width)
                }
            }
        }
    }

    /// Copies from `source` (an image of the same size) the pixels of `rect`
    /// that differ from this image's, and returns the bounding box of those
    /// (nil when none differ): what a screen showing this image must update.
    public mutating func copyChangedPixels(in rect: PixelRect, from source: Framebuffer) -> PixelRect? {
        precondition(source.width == width && source.height == height, "copyChangedPixels needs images of the same size")
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
                    top = min(top, row); bottom = row
                    left = min(left, first); right = max(right, last + 1)
                }
            }
        }
        guard bottom >= top else { return nil }
        return PixelRect(x: left, y: top, width: right - left, height: bottom + 1 - top)
    }
}
