import ResponderKit

extension Canvas {
    /// Fills `rect` with `color`.
    ///
    /// Under a scale-and-translate transform with a rectangular clip this is a
    /// direct pixel loop with exact coverage on fractional edges (a rectangle
    /// from x = 10.5 covers pixel 10 by half); otherwise the rectangle is
    /// rasterized as a polygon.
    public func fill(_ rect: Rect, color: Color) {
        let r = rect.standardized
        guard !r.isEmpty else { return }
        let t = state.transform
        if t.isAxisAligned && state.clip.isRect {
            let box = t.apply(to: r)
            fillDeviceRect(
                x0: box.minX, y0: box.minY, x1: box.maxX, y1: box.maxY, paint: Paint(color, globalAlpha: state.alpha))
        } else {
            rasterizer.path.addRect(r)
            fillUserPath(color)
        }
    }

    /// Fills `rect` with corners rounded to `radius` (clamped to half the shorter side).
    public func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        let r = rect.standardized
        guard !r.isEmpty else { return }
        guard radius > 0 else {
            fill(r, color: color)
            return
        }
        let radius = min(radius, r.width / 2, r.height / 2)
        if fillAlignedRoundedRect(r, radius: radius, lineWidth: nil, color: color) { return }
        rasterizer.path.addRoundedRect(r, radius: radius, deviceScale: deviceScale)
        let t = state.transform, box = t.apply(to: r), ry = radius * (abs(t.b) + abs(t.d))
        fillUserPath(color, middleTop: box.minY + ry, middleBottom: box.maxY - ry, spans: [(box.minX, box.maxX)])
    }

    /// Fills the disc of `radius` around `center`.
    public func fillCircle(center: Point, radius: Double, color: Color) {
        guard radius > 0, center.isFinite else { return }
        rasterizer.path.addCircle(center: center, radius: radius, deviceScale: deviceScale)
        fillUserPath(color)
    }

    /// Fills the polygon through `points` (closed automatically) with the non-zero winding rule.
    public func fillPolygon(_ points: [Point], color: Color) {
        guard points.count >= 3 else { return }
        rasterizer.path.addPolygon(points)
        fillUserPath(color)
    }

    /// Strokes the inside edge of `rect`: a border `lineWidth` wide lying within
    /// the rectangle, like `CALayer.borderWidth`.
    public func stroke(_ rect: Rect, color: Color, lineWidth: Double = 1) {
        let r = rect.standardized
        guard !r.isEmpty, lineWidth > 0 else { return }
        guard lineWidth * 2 < r.width, lineWidth * 2 < r.height else {
            fill(r, color: color)
            return
        }
        let inner = r.expanded(by: -lineWidth, -lineWidth)
        let t = state.transform
        if t.isAxisAligned && state.clip.isRect {
            let o = t.apply(to: r), i = t.apply(to: inner)
            // Four bands that never overlap. Rows shared by two bands would be blended
            // twice, so this path needs the inner top and bottom on pixel boundaries.
            if i.minY == i.minY.rounded(), i.maxY == i.maxY.rounded() {
                let paint = Paint(color, globalAlpha: state.alpha)
                fillDeviceRect(x0: o.minX, y0: o.minY, x1: o.maxX, y1: i.minY, paint: paint)
                fillDeviceRect(x0: o.minX, y0: i.maxY, x1: o.maxX, y1: o.maxY, paint: paint)
                fillDeviceRect(x0: o.minX, y0: i.minY, x1: i.minX, y1: i.maxY, paint: paint)
                fillDeviceRect(x0: i.maxX, y0: i.minY, x1: o.maxX, y1: i.maxY, paint: paint)
                return
            }
        }
        rasterizer.path.addRect(r)
        rasterizer.path.addRect(inner, reversed: true)
        fillBorder(of: r, radius: 0, lineWidth: lineWidth, color: color)
    }

    /// Strokes the inside edge of a rounded rectangle; the inner edge is rounded to
    /// `radius − lineWidth`, so the border has an even width all the way round.
    public func strokeRoundedRect(_ rect: Rect, radius: Double, color: Color, lineWidth: Double = 1) {
        let r = rect.standardized
        guard !r.isEmpty, lineWidth > 0 else { return }
        guard radius > 0 else {
            stroke(r, color: color, lineWidth: lineWidth)
            return
        }
        guard lineWidth * 2 < r.width, lineWidth * 2 < r.height else {
            fillRoundedRect(r, radius: radius, color: color)
            return
        }
        let outerRadius = min(radius, r.width / 2, r.height / 2)
        if fillAlignedRoundedRect(r, radius: outerRadius, lineWidth: lineWidth, color: color) { return }
        let scale = deviceScale
        rasterizer.path.addRoundedRect(r, radius: outerRadius, deviceScale: scale)
        rasterizer.path.addRoundedRect(
            r.expanded(by: -lineWidth, -lineWidth), radius: max(outerRadius - lineWidth, 0),
            deviceScale: scale, reversed: true)
        fillBorder(of: r, radius: outerRadius, lineWidth: lineWidth, color: color)
    }

    /// Fills the border outline now in the path: rasterizes the rows with
    /// corners and paints the straight left and right sides as spans.
    private func fillBorder(of rect: Rect, radius: Double, lineWidth: Double, color: Color) {
        let t = state.transform, box = t.apply(to: rect)
        let sx = abs(t.a) + abs(t.c), sy = abs(t.b) + abs(t.d)
        let cornerHeight = max(radius, lineWidth) * sy, side = lineWidth * sx
        fillUserPath(
            color, middleTop: box.minY + cornerHeight, middleBottom: box.maxY - cornerHeight,
            spans: [(box.minX, box.minX + side), (box.maxX - side, box.maxX)])
    }

    /// Strokes the inside edge of the circle of `radius` around `center`.
    public func strokeCircle(center: Point, radius: Double, color: Color, lineWidth: Double = 1) {
        guard radius > 0, lineWidth > 0, center.isFinite else { return }
        guard lineWidth < radius else {
            fillCircle(center: center, radius: radius, color: color)
            return
        }
        let scale = deviceScale
        rasterizer.path.addCircle(center: center, radius: radius, deviceScale: scale)
        rasterizer.path.addCircle(center: center, radius: radius - lineWidth, deviceScale: scale, reversed: true)
        fillUserPath(color)
    }
}

extension Framebuffer {
    /// Paints the device rectangle `x0…x1 × y0…y1` (limited to the rectangular
    /// `clip` and the image) with exact area coverage on its fractional edges.
    mutating func fillRect(x0: Double, y0: Double, x1: Double, y1: Double, clip: ClipRegion, paint: Paint) {
        guard paint.isVisible, clip.isRect, !clip.isEmpty else { return }
        let left = max(x0, clip.minX, 0), right = min(x1, clip.maxX, Double(width))
        let top = max(y0, clip.minY, 0), bottom = min(y1, clip.maxY, Double(height))
        guard right > left, bottom > top else { return }  // also false for NaN
        // Non-negative here: truncation is floor.
        let firstColumn = Int(left), endColumn = ceilIndex(right)
        let firstRow = Int(top), endRow = ceilIndex(bottom)
        let columns = endColumn - firstColumn
        let leftCoverage = min(right, Double(firstColumn + 1)) - left
        let rightCoverage = columns == 1 ? leftCoverage : right - Double(endColumn - 1)
        // Whole-pixel left and right edges make every row one span.
        let wholeColumns = leftCoverage >= 1 && rightCoverage >= 1
        let alphaLeft = paint.alpha(coverage: Float(leftCoverage)),
            alphaRight = paint.alpha(coverage: Float(rightCoverage))
        let alphaMiddle = paint.alpha(coverage: 1)
        let stride = width
        pixels.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            for y in firstRow..<endRow {
                let rowCoverage = min(bottom, Double(y + 1)) - max(top, Double(y))
                let row = base + y * stride + firstColumn
                let full = rowCoverage >= 1
                if wholeColumns {
                    paint.span(
                        row, count: columns, alpha: full ? alphaMiddle : paint.alpha(coverage: Float(rowCoverage)))
                    continue
                }
                let l = full ? alphaLeft : paint.alpha(coverage: Float(leftCoverage * rowCoverage))
                if columns == 1 {
                    paint.span(row, count: 1, alpha: l)
                    continue
                }
                let m = full ? alphaMiddle : paint.alpha(coverage: Float(rowCoverage))
                let r = full ? alphaRight : paint.alpha(coverage: Float(rightCoverage * rowCoverage))
                paint.span(row, count: 1, alpha: l)
                paint.span(row + 1, count: columns - 2, alpha: m)
                paint.span(row + columns - 1, count: 1, alpha: r)
            }
        }
    }
}
