import ResponderKit

/// The coverage of a rounded rectangle's top-left corner square, rasterized
/// once per radius and line width and mirrored for the other three corners.
///
/// Views are rounded rectangles on whole device pixels far more often than
/// not, and their corners are all alike: drawing them from a cached mask plus
/// plain spans costs little more than a rectangle fill, where rasterizing the
/// outline would cost several times as much. The mask holds exactly the
/// coverage the rasterizer computes, so both paths give the same picture.
struct CornerMask {
    /// The side of the square, in pixels: the radius (or line width) rounded up.
    let size: Int
    /// `size × size` coverage bytes, row-major.
    let coverage: [UInt8]
}

final class CornerMaskCache {
    private struct Key: Hashable {
        var radius: UInt64
        var lineWidth: UInt64
    }

    @exclusivity(unchecked)
    private var masks: [Key: CornerMask] = [:]
    private let rasterizer = Rasterizer()

    /// Largest corner square worth caching; bigger corners are rasterized directly.
    static let maxSize = 48

    /// The corner of a filled rounded rectangle of `radius` (`lineWidth == nil`),
    /// or of its inside border `lineWidth` wide, in device pixels.
    func mask(radius: Double, lineWidth: Double?) -> CornerMask {
        let key = Key(radius: radius.bitPattern, lineWidth: (lineWidth ?? 0).bitPattern)
        if let mask = masks[key] { return mask }
        if masks.count >= 256 { masks.removeAll() }
        let size = Int(max(radius, lineWidth ?? 0).rounded(.up))
        // A rectangle just over twice the corner square: its top-left corner is the mask.
        let side = Double(2 * size + 2)
        var image = Framebuffer(width: 2 * size + 2, height: 2 * size + 2, fill: .black)
        let rect = Rect(x: 0, y: 0, width: side, height: side)
        rasterizer.path.addRoundedRect(rect, radius: radius, deviceScale: 1)
        if let lineWidth {
            rasterizer.path.addRoundedRect(
                rect.expanded(by: -lineWidth, -lineWidth), radius: max(radius - lineWidth, 0), deviceScale: 1,
                reversed: true)
        }
        rasterizer.fillPath(
            into: &image, clip: ClipRegion(width: image.width, height: image.height),
            paint: Paint(.white, globalAlpha: 1))
        rasterizer.path.removeAll()
        var coverage = [UInt8](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size { coverage[y * size + x] = UInt8(truncatingIfNeeded: image[x, y]) }
        }
        let mask = CornerMask(size: size, coverage: coverage)
        masks[key] = mask
        return mask
    }
}

extension Canvas {
    /// Draws a rounded rectangle (or its inside border) whose device edges, and
    /// the border's width, are whole pixels, from cached corner masks and spans.
    /// Returns false, drawing nothing, when the shape does not qualify.
    func fillAlignedRoundedRect(_ rect: Rect, radius: Double, lineWidth: Double?, color: Color) -> Bool {
        let t = state.transform
        guard t.b == 0, t.c == 0, t.a == t.d, t.a > 0, state.clip.isRect else { return false }
        let box = t.apply(to: rect), deviceRadius = radius * t.a
        let deviceLineWidth = lineWidth.map { $0 * t.a }
        guard box.minX == box.minX.rounded(), box.minY == box.minY.rounded(),
            box.maxX == box.maxX.rounded(), box.maxY == box.maxY.rounded(),
            deviceLineWidth.map({ $0 == $0.rounded() }) ?? true,
            abs(box.minX) < 1e7, abs(box.minY) < 1e7, abs(box.maxX) < 1e7, abs(box.maxY) < 1e7
        else { return false }
        let c = Int(max(deviceRadius, deviceLineWidth ?? 0).rounded(.up))
        let x0 = Int(box.minX), y0 = Int(box.minY), x1 = Int(box.maxX), y1 = Int(box.maxY)
        guard c > 0, c <= CornerMaskCache.maxSize, x1 - x0 >= 2 * c, y1 - y0 >= 2 * c else { return false }

        let paint = Paint(color, globalAlpha: state.alpha)
        guard paint.isVisible else { return true }
        let mask = cornerMasks.mask(radius: deviceRadius, lineWidth: deviceLineWidth)
        mask.coverage.withUnsafeBufferPointer { coverage in
            // The same square mirrored: a negative stride walks a row or column backwards.
            let last = c - 1
            composite(
                coverage, origin: 0, rowStride: c, columnStride: 1, x: x0, y: y0, width: c, height: c, paint: paint)
            composite(
                coverage, origin: last, rowStride: c, columnStride: -1, x: x1 - c, y: y0, width: c, height: c,
                paint: paint)
            composite(
                coverage, origin: last * c + last, rowStride: -c, columnStride: -1, x: x1 - c, y: y1 - c, width: c,
                height: c, paint: paint)
            composite(
                coverage, origin: last * c, rowStride: -c, columnStride: 1, x: x0, y: y1 - c, width: c, height: c,
                paint: paint)
        }

        func span(_ left: Int, _ top: Int, _ right: Int, _ bottom: Int) {
            guard right > left, bottom > top else { return }
            fillDeviceRect(x0: Double(left), y0: Double(top), x1: Double(right), y1: Double(bottom), paint: paint)
        }
        if let w = deviceLineWidth.map({ Int($0) }) {
            span(x0 + c, y0, x1 - c, y0 + w)
            span(x0 + c, y1 - w, x1 - c, y1)
            span(x0, y0 + c, x0 + w, y1 - c)
            span(x1 - w, y0 + c, x1, y1 - c)
        } else {
            span(x0 + c, y0, x1 - c, y0 + c)
            span(x0, y0 + c, x1, y1 - c)
            span(x0 + c, y1 - c, x1 - c, y1)
        }
        return true
    }
}
