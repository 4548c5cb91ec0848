import ResponderKit

/// The pictures image views show. ResponderLab has no image files: an image
/// view's `imageName` picks one of a few drawn pictures.
enum ImagePainter {
    static func paint(_ name: String?, in rect: Rect, radius: Double, canvas: Canvas) {
        let r = rect.standardized
        guard r.width > 8, r.height > 8 else { return }
        canvas.withState {
            canvas.clip(
                to: r.expanded(
                    by: -min(radius, r.width / 2, r.height / 2) * 0.3, -min(radius, r.width / 2, r.height / 2) * 0.3))
            switch name {
            case "person": person(in: r, canvas)
            default: landscape(in: r, canvas)
            }
        }
    }

    /// Sky, sun and two mountain ranges.
    private static func landscape(in r: Rect, _ canvas: Canvas) {
        let bands = 12
        for i in 0..<bands {
            let t = Double(i) / Double(bands - 1)
            let sky = Color(red: 0.55 + 0.3 * t, green: 0.75 + 0.15 * t, blue: 0.95 - 0.05 * t)
            canvas.fill(
                Rect(
                    x: r.minX, y: r.minY + r.height * 0.7 * Double(i) / Double(bands),
                    width: r.width, height: r.height * 0.7 / Double(bands) + 1), color: sky)
        }
        canvas.fillCircle(
            center: Point(x: r.minX + r.width * 0.78, y: r.minY + r.height * 0.24),
            radius: r.height * 0.1, color: Color(hex: 0xFFE08A))
        func range(_ peaks: [(Double, Double)], _ color: Color) {
            var points = [Point(x: r.minX, y: r.maxY)]
            points += peaks.map { Point(x: r.minX + r.width * $0.0, y: r.minY + r.height * $0.1) }
            points.append(Point(x: r.maxX, y: r.maxY))
            canvas.fillPolygon(points, color: color)
        }
        range([(0, 0.62), (0.22, 0.34), (0.4, 0.55), (0.58, 0.3), (0.8, 0.5), (1, 0.42)], Color(hex: 0x7A8FB0))
        range([(0, 0.8), (0.18, 0.6), (0.35, 0.74), (0.55, 0.58), (0.75, 0.72), (1, 0.62)], Color(hex: 0x4E7A5E))
    }

    /// A head and shoulders on a soft background.
    private static func person(in r: Rect, _ canvas: Canvas) {
        canvas.fill(r, color: Color(hex: 0xCFE3E8))
        let c = Point(x: r.midX, y: r.minY + r.height * 0.4)
        canvas.fillCircle(center: c, radius: r.width * 0.2, color: Color(hex: 0x5D6B82))
        canvas.fillCircle(
            center: Point(x: r.midX, y: r.maxY + r.height * 0.12), radius: r.width * 0.42, color: Color(hex: 0x5D6B82))
    }
}
