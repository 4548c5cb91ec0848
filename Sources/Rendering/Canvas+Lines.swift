import ResponderKit

extension Canvas {
    /// Draws a straight line `width` wide centred on the segment from `start` to `end`.
    ///
    /// Horizontal and vertical lines (in device pixels) are snapped so that
    /// their edges fall on pixel boundaries: a 1-pixel line at y = 20 covers
    /// exactly pixel row 20 (y 20…21), as does one at y = 20.5. With `dash`
    /// (alternating on and off lengths in user units) the line is dashed.
    public func line(
        from start: Point, to end: Point, color: Color, width: Double = 1, cap: LineCap = .butt, dash: [Double]? = nil
    ) {
        guard width > 0, start.isFinite, end.isFinite else { return }
        let t = state.transform
        guard t.isAxisAligned else {
            addLine(from: start, to: end, width: width, cap: cap, dash: dash, deviceScale: deviceScale)
            fillUserPath(color)
            return
        }
        var p = t.apply(to: start), q = t.apply(to: end)
        let horizontal = abs(p.y - q.y) < 1e-9, vertical = abs(p.x - q.x) < 1e-9
        // Device width across the line, and user-to-device length along it.
        let across = horizontal ? width * (abs(t.b) + abs(t.d)) : width * (abs(t.a) + abs(t.c))
        let along = horizontal ? abs(t.a) + abs(t.c) : abs(t.b) + abs(t.d)
        if horizontal != vertical {
            let snapped = Self.snapCentre(horizontal ? p.y : p.x, width: across)
            if horizontal { p.y = snapped; q.y = snapped } else { p.x = snapped; q.x = snapped }
        }
        let deviceDash = dash.map { $0.map { $0 * along } }
        if horizontal != vertical, cap == .butt, deviceDash == nil, state.clip.isRect {
            let paint = Paint(color, globalAlpha: state.alpha)
            let half = across / 2
            if horizontal {
                fillDeviceRect(x0: min(p.x, q.x), y0: p.y - half, x1: max(p.x, q.x), y1: p.y + half, paint: paint)
            } else {
                fillDeviceRect(x0: p.x - half, y0: min(p.y, q.y), x1: p.x + half, y1: max(p.y, q.y), paint: paint)
            }
            return
        }
        addLine(from: p, to: q, width: horizontal != vertical ? across : width * deviceScale, cap: cap,
                dash: deviceDash, deviceScale: 1)
        fillDevicePath(color)
    }

    /// Draws an arrow from `start` to `end`: a line `width` wide and a filled
    /// triangular head whose tip is exactly at `end`. `headWidth` defaults to a
    /// shape in proportion with `headLength` and the line.
    public func arrow(
        from start: Point, to end: Point, color: Color, width: Double = 1.5,
        headLength: Double = 9, headWidth: Double? = nil
    ) {
        guard start.isFinite, end.isFinite, width > 0 else { return }
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let ux = dx / length, uy = dy / length
        let head = min(max(headLength, 0), length)
        let halfHead = (headWidth ?? max(head * 0.8, width * 3)) / 2
        let base = Point(x: end.x - ux * head, y: end.y - uy * head)
        if length > head {
            // The shaft ends on the head's base; abutting pieces add up exactly, so there is no seam.
            rasterizer.path.addStroke(of: [start, base], closed: false, width: width, cap: .butt, deviceScale: deviceScale)
        }
        rasterizer.path.addPolygon(
            [end, Point(x: base.x - uy * halfHead, y: base.y + ux * halfHead),
             Point(x: base.x + uy * halfHead, y: base.y - ux * halfHead)],
            normalizingOrientation: true)
        fillUserPath(color)
    }

    /// Strokes the inside edge of `rect` (rounded to `radius`, if given) with dashes:
    /// `dash` alternates on and off lengths in user units, starting `phase` into the
    /// pattern at the top edge's left end (after the corner arc) and running clockwise.
    public func strokeDashed(
        _ rect: Rect, radius: Double = 0, color: Color, lineWidth: Double = 1,
        dash: [Double] = [4, 3], phase: Double = 0
    ) {
        let r = rect.standardized
        guard !r.isEmpty, lineWidth > 0 else { return }
        guard lineWidth * 2 < r.width, lineWidth * 2 < r.height else { fillRoundedRect(r, radius: radius, color: color); return }
        let centreLine = r.expanded(by: -lineWidth / 2, -lineWidth / 2)
        let scale = deviceScale
        let polyline = rasterizer.path.roundedRectPolyline(
            centreLine, radius: max(min(radius, r.width / 2, r.height / 2) - lineWidth / 2, 0), deviceScale: scale)
        rasterizer.path.addDashedStroke(
            of: polyline, closed: true, width: lineWidth, pattern: dash, phase: phase, deviceScale: scale)
        fillUserPath(color)
    }

    private func addLine(from p: Point, to q: Point, width: Double, cap: LineCap, dash: [Double]?, deviceScale: Double) {
        if let dash {
            rasterizer.path.addDashedStroke(of: [p, q], closed: false, width: width, pattern: dash, phase: 0, deviceScale: deviceScale)
        } else {
            rasterizer.path.addStroke(of: [p, q], closed: false, width: width, cap: cap, deviceScale: deviceScale)
        }
    }

    /// The centre coordinate nearest `centre` at which a line `width` device
    /// pixels wide has both edges on pixel boundaries.
    static func snapCentre(_ centre: Double, width: Double) -> Double {
        let pixels = max(1, width.rounded())
        if Int(pixels) % 2 == 1 { return centre.rounded(.down) + 0.5 }
        return centre.rounded()
    }
}
