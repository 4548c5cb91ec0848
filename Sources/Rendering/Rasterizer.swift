import ResponderKit

/// A scanline polygon rasterizer with exact-area antialiasing.
///
/// Each edge deposits, per pixel cell, the signed area it sweeps (the method
/// of font rasterizers such as font-rs and stb_truetype 2); a running sum
/// along each row then gives every pixel's exact coverage. The absolute value
/// of the sum, clamped to 1, fills with the non-zero winding rule: contours
/// that wind the same way add up, a reversed inner contour cuts a hole.
///
/// Polygons are clipped to the canvas's convex clip region with
/// Sutherland–Hodgman first, so every edge lies inside the framebuffer.
/// All buffers are kept between fills: drawing allocates nothing once warm.
final class Rasterizer {
    /// The polygon being built, in device pixels.
    @exclusivity(unchecked)
    var path = PolygonPath()

    @exclusivity(unchecked)
    private var clipped: [Point] = []
    @exclusivity(unchecked)
    private var clippedEnds: [Int] = []
    @exclusivity(unchecked)
    private var scratchA: [Point] = []
    @exclusivity(unchecked)
    private var scratchB: [Point] = []
    /// Per-pixel signed area deltas for the bounding box being filled; all zero between fills.
    @exclusivity(unchecked)
    private var cells: [Float] = []
    /// The painted runs of the first row of a band of alike rows, to paint the others with.
    @exclusivity(unchecked)
    private var runs: [Run] = []

    /// Fills `path` (device pixels) with `paint` inside `clip`, only on pixel rows
    /// in `rows` if given. The path is kept; callers empty it. Returns the pixels it may have touched.
    @discardableResult
    func fillPath(into framebuffer: inout Framebuffer, clip: ClipRegion, paint: Paint, rows: Range<Int>? = nil)
        -> PixelRect?
    {
        guard paint.isVisible, !clip.isEmpty, !path.points.isEmpty else { return nil }
        let (minX, minY, maxX, maxY) = clipContours(to: clip)
        guard !clipped.isEmpty else { return nil }
        // Clipping keeps points inside the framebuffer unless arithmetic overflowed.
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        let x0 = max(0, Int(minX.rounded(.down))), x1 = min(framebuffer.width, Int(maxX.rounded(.up)))
        var y0 = max(0, Int(minY.rounded(.down))), y1 = min(framebuffer.height, Int(maxY.rounded(.up)))
        if let rows {
            y0 = max(y0, rows.lowerBound)
            y1 = min(y1, rows.upperBound)
        }
        guard x1 > x0, y1 > y0 else { return nil }
        let boxWidth = x1 - x0, boxHeight = y1 - y0
        let stride = boxWidth + 2
        if cells.count < stride * boxHeight { cells = Array(repeating: 0, count: stride * boxHeight) }
        let band = alikeRows(x0: Double(x0), y0: Double(y0), rows: boxHeight)
        // Only the band's first row is accumulated and swept; the others repeat its runs.
        let skipped = band.count > 2 ? (band.lowerBound + 1)..<band.upperBound : 0..<0
        if !skipped.isEmpty, runs.count < boxWidth + 1 { runs = Array(repeating: Run(), count: boxWidth + 1) }

        cells.withUnsafeMutableBufferPointer { cellBuffer in
            let cellBase = cellBuffer.baseAddress!
            var start = 0
            for end in clippedEnds {
                var previous = clipped[end - 1]
                for i in start..<end {
                    let p = clipped[i]
                    accumulate(
                        cellBase, stride: stride, rows: boxHeight, width: Double(boxWidth), skipping: skipped,
                        previous.x - Double(x0), previous.y - Double(y0), p.x - Double(x0), p.y - Double(y0))
                    previous = p
                }
                start = end
            }
            framebuffer.pixels.withUnsafeMutableBufferPointer { pixelBuffer in
                let pixelBase = pixelBuffer.baseAddress!
                runs.withUnsafeMutableBufferPointer { runBuffer in
                    var runCount = 0
                    for row in 0..<boxHeight {
                        let pixels = pixelBase + (y0 + row) * framebuffer.width + x0
                        if skipped.contains(row) {
                            for run in runBuffer[0..<runCount] {
                                paint.span(pixels + run.start, count: run.count, alpha: run.alpha)
                            }
                        } else if row == band.lowerBound && !skipped.isEmpty {
                            runCount = sweep(
                                cells: cellBase + row * stride, width: boxWidth, pixels: pixels, paint: paint,
                                recording: runBuffer.baseAddress)
                        } else {
                            sweep(
                                cells: cellBase + row * stride, width: boxWidth, pixels: pixels, paint: paint,
                                recording: nil)
                        }
                    }
                }
            }
        }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Rows (of the box from `x0`, `y0`, `rows` high) whose cells the edges fill
    /// alike: rows that only vertical edges cross, each from the rows' top to their
    /// bottom, get the same deltas in the same order, so the same coverage. Tried
    /// on the rows the longest vertical edge spans (a rectangle's or a vertical line's
    /// sides), narrowed past every edge that crosses them otherwise (a cap, a corner).
    private func alikeRows(x0: Double, y0: Double, rows: Int) -> Range<Int> {
        guard rows > 3 else { return 0..<0 }
        // The coordinates exactly as `accumulate` gets them.
        func forEachEdge(_ body: (_ x: Double, _ top: Double, _ bottom: Double, _ vertical: Bool) -> Void) {
            var start = 0
            for end in clippedEnds {
                var previous = clipped[end - 1]
                for i in start..<end {
                    let p = clipped[i]
                    let ay = previous.y - y0, by = p.y - y0
                    if ay != by { body(p.x - x0, min(ay, by), max(ay, by), previous.x == p.x) }
                    previous = p
                }
                start = end
            }
        }
        var longest = 0.0, top = 0.0, bottom = 0.0
        forEachEdge { _, edgeTop, edgeBottom, vertical in
            if vertical, edgeBottom - edgeTop > longest {
                (longest, top, bottom) = (edgeBottom - edgeTop, edgeTop, edgeBottom)
            }
        }
        guard longest > 3 else { return 0..<0 }
        var first = max(Int(max(top, 0).rounded(.up)), 0), end = min(Int(min(bottom, Double(rows))), rows)
        forEachEdge { _, edgeTop, edgeBottom, vertical in
            guard first < end else { return }
            let bandTop = Double(first), bandBottom = Double(end)
            if edgeBottom <= bandTop || edgeTop >= bandBottom { return }
            if vertical && edgeTop <= bandTop && edgeBottom >= bandBottom { return }
            // The rows this edge adds area to: keep the larger part of the band beside them.
            let low = Int(max(edgeTop, 0)), high = min(ceilIndex(min(edgeBottom, Double(rows))), rows)
            if low - first >= end - high { end = low } else { first = high }
        }
        return first < end ? first..<end : 0..<0
    }

    /// Clips every contour of `path` to `clip` into `clipped`/`clippedEnds`; returns their bounding box.
    private func clipContours(to clip: ClipRegion) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        clipped.removeAll(keepingCapacity: true)
        clippedEnds.removeAll(keepingCapacity: true)
        var box = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        var start = 0
        for end in path.contourEnds {
            defer { start = end }
            guard end - start >= 3 else { continue }
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            var finite = true
            for i in start..<end {
                let p = path.points[i]
                finite = finite && p.x.isFinite && p.y.isFinite
                minX = min(minX, p.x)
                maxX = max(maxX, p.x)
                minY = min(minY, p.y)
                maxY = max(maxY, p.y)
            }
            guard finite, maxX > clip.minX, minX < clip.maxX, maxY > clip.minY, minY < clip.maxY else { continue }
            if clip.isRect, minX >= clip.minX, maxX <= clip.maxX, minY >= clip.minY, maxY <= clip.maxY {
                clipped.append(contentsOf: path.points[start..<end])
                clippedEnds.append(clipped.count)
                box = (min(box.minX, minX), min(box.minY, minY), max(box.maxX, maxX), max(box.maxY, maxY))
                continue
            }
            scratchA.removeAll(keepingCapacity: true)
            scratchA.append(contentsOf: path.points[start..<end])
            clip.clip(&scratchA, scratch: &scratchB)
            guard scratchA.count >= 3 else { continue }
            clipped.append(contentsOf: scratchA)
            clippedEnds.append(clipped.count)
            for p in scratchA {
                box = (min(box.minX, p.x), min(box.minY, p.y), max(box.maxX, p.x), max(box.maxY, p.y))
            }
        }
        return box
    }
}

/// A horizontal run of pixels painted at one alpha.
private struct Run {
    var start = 0
    var count = 0
    var alpha: UInt32 = 0
}

/// Adds the signed area that the edge from `(ax, ay)` to `(bx, by)` (relative
/// to the box origin, with x inside `0…width`) sweeps in each cell of rows `0..<rows`,
/// except rows in `skipped`, which only vertical edges cross.
@inline(__always)
private func accumulate(
    _ cells: UnsafeMutablePointer<Float>, stride: Int, rows: Int, width: Double, skipping skipped: Range<Int>,
    _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double
) {
    guard ay != by else { return }
    let direction: Double
    var (topX, topY, bottomX, bottomY) = (ax, ay, bx, by)
    if ay < by {
        direction = 1
    } else {
        direction = -1
        (topX, topY, bottomX, bottomY) = (bx, by, ax, ay)
    }
    // Rounding in the clipper can leave points a hair outside the box.
    topX = min(max(topX, 0), width)
    bottomX = min(max(bottomX, 0), width)
    let dxdy = (bottomX - topX) / (bottomY - topY)
    var x = topX
    if topY < 0 {
        x -= topY * dxdy
        topY = 0
    }  // rows above the box are not painted
    bottomY = min(bottomY, Double(rows))
    guard bottomY > topY else { return }
    // Coordinates are non-negative here, so truncation is floor (and cheaper than libm's).
    let firstRow = Int(topY), endRow = min(rows, ceilIndex(bottomY))
    if dxdy == 0 {
        // Vertical edge: the same split between two cells on every row.
        let column = min(Int(x), Int(width))
        let fraction = x - Double(column)
        var y = firstRow
        while y < endRow {
            if skipped.contains(y) {
                y = skipped.upperBound
                continue
            }
            defer { y += 1 }
            let rowTop = Double(y)
            let d = (min(rowTop + 1, bottomY) - max(rowTop, topY)) * direction
            let row = cells + y * stride
            row[column] += Float(d - d * fraction)
            row[column + 1] += Float(d * fraction)
        }
        return
    }
    for y in firstRow..<endRow {
        let rowTop = Double(y)
        let dy = min(rowTop + 1, bottomY) - max(rowTop, topY)
        let xNext = min(max(x + dxdy * dy, 0), width)
        let d = dy * direction
        let lo = min(x, xNext), hi = max(x, xNext)
        let loIndex = Int(lo), hiIndex = ceilIndex(hi)
        let loFloor = Double(loIndex), hiCeil = Double(hiIndex)
        let row = cells + y * stride
        if hiIndex <= loIndex + 1 {
            // The edge stays within one column: split its area between this cell and the next.
            let middle = 0.5 * (x + xNext) - loFloor
            row[loIndex] += Float(d - d * middle)
            row[loIndex + 1] += Float(d * middle)
        } else {
            let slope = 1 / (hi - lo)
            let loFraction = lo - loFloor
            let firstArea = 0.5 * slope * (1 - loFraction) * (1 - loFraction)
            let hiFraction = hi - hiCeil + 1
            let lastArea = 0.5 * slope * hiFraction * hiFraction
            row[loIndex] += Float(d * firstArea)
            if hiIndex == loIndex + 2 {
                row[loIndex + 1] += Float(d * (1 - firstArea - lastArea))
            } else {
                let secondArea = slope * (1.5 - loFraction)
                row[loIndex + 1] += Float(d * (secondArea - firstArea))
                let step = Float(d * slope)
                for column in (loIndex + 2)..<(hiIndex - 1) { row[column] += step }
                let beforeLast = secondArea + Double(hiIndex - loIndex - 3) * slope
                row[hiIndex - 1] += Float(d * (1 - beforeLast - lastArea))
            }
            row[hiIndex] += Float(d * lastArea)
        }
        x = xNext
    }
}

/// The smallest integer ≥ `value`, for non-negative values (without a libm call).
@inline(__always)
func ceilIndex(_ value: Double) -> Int {
    let truncated = Int(value)
    return Double(truncated) < value ? truncated + 1 : truncated
}

/// Turns one row of area deltas into coverage, paints it, and zeroes the cells;
/// with `recording`, also writes there the runs it painted and returns how many.
@inline(__always)
@discardableResult
private func sweep(
    cells: UnsafeMutablePointer<Float>, width: Int, pixels: UnsafeMutablePointer<UInt32>, paint: Paint,
    recording: UnsafeMutablePointer<Run>?
) -> Int {
    var sum: Float = 0
    var runCount = 0
    func record(_ start: Int, _ count: Int, _ alpha: UInt32) {
        guard let recording, alpha > 0 else { return }
        recording[runCount] = Run(start: start, count: count, alpha: alpha)
        runCount += 1
    }
    var i = 0
    while i < width {
        let delta = cells[i]
        if delta != 0 {
            sum += delta
            cells[i] = 0
            let a = paint.alpha(coverage: abs(sum))
            if a >= 255 {
                pixels[i] = paint.pixel
            } else if a > 0 {
                pixels[i] = paint.blend(pixels[i], alpha: a)
            }
            record(i, 1, a)
            i += 1
            continue
        }
        // A run of untouched cells has the same coverage throughout: paint it as a span.
        // Runs span a line's body between its caps or a shape's inside, so they are
        // skipped eight cells a word-load at a time; a cell is never -0 (it only
        // ever has values added to +0), so "all bits zero" is "equal to zero".
        var j = i + 1
        let raw = UnsafeRawPointer(cells)
        while j + 8 <= width {
            let offset = j &* 4
            let bits =
                raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: offset &+ 24, as: UInt64.self)
            if bits != 0 { break }
            j &+= 8
        }
        while j < width && cells[j] == 0 { j += 1 }
        let a = paint.alpha(coverage: abs(sum))
        paint.span(pixels + i, count: j - i, alpha: a)
        record(i, j - i, a)
        i = j
    }
    cells[width] = 0
    cells[width + 1] = 0
    return runCount
}
