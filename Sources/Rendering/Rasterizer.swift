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

    /// Fills `path` (device pixels) with `paint` inside `clip`, only on pixel rows
    /// in `rows` if given. The path is kept; callers empty it. Returns the pixels it may have touched.
    @discardableResult
    func fillPath(into framebuffer: inout Framebuffer, clip: ClipRegion, paint: Paint, rows: Range<Int>? = nil) -> PixelRect? {
        guard paint.isVisible, !clip.isEmpty, !path.points.isEmpty else { return nil }
        clipContours(to: clip)
        guard !clipped.isEmpty else { return nil }

        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in clipped {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        // Clipping keeps points inside the framebuffer unless arithmetic overflowed.
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        let x0 = max(0, Int(minX.rounded(.down))), x1 = min(framebuffer.width, Int(maxX.rounded(.up)))
        var y0 = max(0, Int(minY.rounded(.down))), y1 = min(framebuffer.height, Int(maxY.rounded(.up)))
        if let rows { y0 = max(y0, rows.lowerBound); y1 = min(y1, rows.upperBound) }
        guard x1 > x0, y1 > y0 else { return nil }
        let boxWidth = x1 - x0, boxHeight = y1 - y0
        let stride = boxWidth + 2
        if cells.count < stride * boxHeight { cells = Array(repeating: 0, count: stride * boxHeight) }

        cells.withUnsafeMutableBufferPointer { cellBuffer in
            let cellBase = cellBuffer.baseAddress!
            var start = 0
            for end in clippedEnds {
                var previous = clipped[end - 1]
                for i in start..<end {
                    let p = clipped[i]
                    accumulate(
                        cellBase, stride: stride, rows: boxHeight, width: Double(boxWidth),
                        previous.x - Double(x0), previous.y - Double(y0), p.x - Double(x0), p.y - Double(y0))
                    previous = p
                }
                start = end
            }
            framebuffer.pixels.withUnsafeMutableBufferPointer { pixelBuffer in
                let pixelBase = pixelBuffer.baseAddress!
                for row in 0..<boxHeight {
                    sweep(
                        cells: cellBase + row * stride, width: boxWidth,
                        pixels: pixelBase + (y0 + row) * framebuffer.width + x0, paint: paint)
                }
            }
        }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Clips every contour of `path` to `clip` into `clipped`/`clippedEnds`.
    private func clipContours(to clip: ClipRegion) {
        clipped.removeAll(keepingCapacity: true)
        clippedEnds.removeAll(keepingCapacity: true)
        var start = 0
        for end in path.contourEnds {
            defer { start = end }
            guard end - start >= 3 else { continue }
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            var finite = true
            for i in start..<end {
                let p = path.points[i]
                finite = finite && p.x.isFinite && p.y.isFinite
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
            guard finite, maxX > clip.minX, minX < clip.maxX, maxY > clip.minY, minY < clip.maxY else { continue }
            if clip.isRect, minX >= clip.minX, maxX <= clip.maxX, minY >= clip.minY, maxY <= clip.maxY {
                clipped.append(contentsOf: path.points[start..<end])
                clippedEnds.append(clipped.count)
                continue
            }
            scratchA.removeAll(keepingCapacity: true)
            scratchA.append(contentsOf: path.points[start..<end])
            clip.clip(&scratchA, scratch: &scratchB)
            guard scratchA.count >= 3 else { continue }
            clipped.append(contentsOf: scratchA)
            clippedEnds.append(clipped.count)
        }
    }
}

/// Adds the signed area that the edge from `(ax, ay)` to `(bx, by)` (relative
/// to the box origin, with x inside `0…width`) sweeps in each cell of rows `0..<rows`.
@inline(__always)
private func accumulate(
    _ cells: UnsafeMutablePointer<Float>, stride: Int, rows: Int, width: Double,
    _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double
) {
    guard ay != by else { return }
    let direction: Double
    var (topX, topY, bottomX, bottomY) = (ax, ay, bx, by)
    if ay < by { direction = 1 } else { direction = -1; (topX, topY, bottomX, bottomY) = (bx, by, ax, ay) }
    // Rounding in the clipper can leave points a hair outside the box.
    topX = min(max(topX, 0), width); bottomX = min(max(bottomX, 0), width)
    let dxdy = (bottomX - topX) / (bottomY - topY)
    var x = topX
    if topY < 0 { x -= topY * dxdy; topY = 0 } // rows above the box are not painted
    bottomY = min(bottomY, Double(rows))
    guard bottomY > topY else { return }
    // Coordinates are non-negative here, so truncation is floor (and cheaper than libm's).
    let firstRow = Int(topY), endRow = min(rows, ceilIndex(bottomY))
    if dxdy == 0 {
        // Vertical edge: the same split between two cells on every row.
        let column = min(Int(x), Int(width))
        let fraction = x - Double(column)
        for y in firstRow..<endRow {
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

/// Turns one row of area deltas into coverage, paints it, and zeroes the cells.
@inline(__always)
private func sweep(cells: UnsafeMutablePointer<Float>, width: Int, pixels: UnsafeMutablePointer<UInt32>, paint: Paint) {
    var sum: Float = 0
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
            let bits = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: offset &+ 24, as: UInt64.self)
            if bits != 0 { break }
            j &+= 8
        }
        while j < width && cells[j] == 0 { j += 1 }
        paint.span(pixels + i, count: j - i, alpha: paint.alpha(coverage: abs(sum)))
        i = j
    }
    cells[width] = 0
    cells[width + 1] = 0
}
