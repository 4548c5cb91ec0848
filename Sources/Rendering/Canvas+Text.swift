import CFreeType
import ResponderKit

extension Canvas {
    /// Draws `text` with its anchor at `point` (user space); "\n" starts a new line.
    ///
    /// With the default `.topLeft` anchor the text's box (`measureText(_:font:).size`)
    /// has its top-left corner at `point`. Under a scale-and-translate transform
    /// glyphs are rendered at the device pixel size (crisp at 2×) on a baseline
    /// snapped to whole pixels; under a rotation or skew they are rendered through
    /// the transform, so text inside a rotated view turns with it.
    ///
    /// Requires `textRenderer`.
    public func drawText(_ text: String, at point: Point, font: FontSpec, color: Color, anchor: TextAnchor = .topLeft) {
        textLog?.append(text)
        drawUnlogged(text, at: point, font: font, color: color, anchor: anchor)
    }

    private func drawUnlogged(_ text: String, at point: Point, font: FontSpec, color: Color, anchor: TextAnchor) {
        let renderer = requireTextRenderer()
        let (ascent, descent, lineHeight) = renderer.lineMetrics(for: font)
        let lines =
            text.utf8.contains(0x0A)
            ? text.split(separator: "\n", omittingEmptySubsequences: false).map { renderer.layOut($0, font: font) }
            : [renderer.layOut(Substring(text), font: font)]
        var origin = point  // the first line's baseline, at its left end
        switch anchor {
        case .topLeft: origin.y += ascent
        case .baselineLeft: break
        case .center:
            let width = lines.map(\.width).max() ?? 0
            let height = ascent + descent + Double(lines.count - 1) * lineHeight
            origin.x -= width / 2
            origin.y += ascent - height / 2
        }
        let paint = Paint(color, globalAlpha: state.alpha)
        guard paint.isVisible, font.size > 0, origin.isFinite, !state.clip.isEmpty else { return }
        for (number, line) in lines.enumerated() {
            let baseline = Point(x: origin.x, y: origin.y + Double(number) * lineHeight)
            drawGlyphs(line.glyphs, baseline: baseline, font: font, paint: paint, renderer: renderer)
        }
    }

    /// Draws `text` like `drawText(_:at:font:color:anchor:)`, shortened with "…"
    /// when it is wider than `maxWidth`.
    public func drawText(
        _ text: String, at point: Point, font: FontSpec, color: Color, anchor: TextAnchor = .topLeft, maxWidth: Double
    ) {
        textLog?.append(text)
        let shortened = requireTextRenderer().truncate(text, toWidth: maxWidth, font: font)
        drawUnlogged(shortened, at: point, font: font, color: color, anchor: anchor)
    }

    /// Draws `text` wrapped to `rect`'s width from its top-left corner, as many
    /// lines as fit in its height; the last line shows "…" when text is left over.
    /// Returns the height used.
    @discardableResult
    public func drawWrappedText(_ text: String, in rect: Rect, font: FontSpec, color: Color) -> Double {
        let renderer = requireTextRenderer()
        let r = rect.standardized
        let metrics = renderer.measure("", font: font)
        var lines = renderer.wrap(text, toWidth: r.width, font: font)
        let extraLines = (r.height - metrics.ascent - metrics.descent) / metrics.lineHeight  // NaN-safe below
        let fitting = extraLines >= 0 ? Int(min(extraLines, 1e6)) + 1 : 0
        if lines.count > fitting {
            lines = Array(lines.prefix(fitting))
            if let last = lines.popLast() {
                lines.append(renderer.truncate(last + "…", toWidth: r.width, font: font))
            }
        }
        textLog?.append(text)
        guard !lines.isEmpty else { return 0 }
        drawUnlogged(lines.joined(separator: "\n"), at: r.origin, font: font, color: color, anchor: .topLeft)
        return metrics.ascent + metrics.descent + Double(lines.count - 1) * metrics.lineHeight
    }

    /// The size of `text` in `font`, in user-space units (the same at every scale).
    public func measureText(_ text: String, font: FontSpec) -> TextMetrics {
        requireTextRenderer().measure(text, font: font)
    }

    private func requireTextRenderer() -> TextRenderer {
        guard let textRenderer else {
            preconditionFailure("Canvas needs a TextRenderer to draw text: pass one to Canvas.init or set textRenderer")
        }
        return textRenderer
    }

    private func drawGlyphs(
        _ glyphs: [TextRenderer.PlacedGlyph], baseline: Point, font: FontSpec, paint: Paint, renderer: TextRenderer
    ) {
        let t = state.transform
        if t.b == 0, t.c == 0, t.a > 0, t.d > 0, abs(t.a - t.d) <= 1e-9 * t.d {
            // Upright: hinted glyphs at the device size, baseline on a pixel boundary.
            let pixelSize = font.size * t.d
            let deviceBaseline = t.ty + t.d * baseline.y
            guard abs(deviceBaseline) < 1e7 else { return }
            let y = Int(deviceBaseline.rounded())
            // The line's damage as one rectangle around its glyphs, not one per glyph.
            var damaged: DamageRegion? = nil
            swap(&damaged, &damage)
            var inked = (x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)
            func bitmap(_ glyph: TextRenderer.PlacedGlyph, _ quarter: Int) -> GlyphBitmap {
                renderer.bitmap(
                    glyph: glyph.index, weight: font.weight, fallback: glyph.fallback, pixelSize: pixelSize,
                    subpixelX: quarter)
            }
            framebuffer.pixels.withUnsafeMutableBufferPointer { pixels in
                guard let target = pixels.baseAddress else { return }
                // Where each glyph lands; a line copied whole needs no bitmap.
                glyphPlaces.removeAll(keepingCapacity: true)
                for glyph in glyphs {
                    glyphPlaces.append(Self.quarterPixel(t.tx + t.a * (baseline.x + glyph.x)))
                }
                guard let first = glyphPlaces.first?.x else { return }
                let line = self.line(glyphs, pixelSize: pixelSize, font: font)
                if let line, let box = textSprites.box(of: line) {
                    inked = (first + box.x0, y + box.y0, first + box.x1, y + box.y1)
                } else {
                    for (glyph, (x, quarter)) in zip(glyphs, glyphPlaces) {
                        let bitmap = bitmap(glyph, quarter)
                        let left = x + bitmap.left, top = y - bitmap.top
                        inked = (
                            min(inked.x0, left), min(inked.y0, top), max(inked.x1, left + bitmap.width),
                            max(inked.y1, top + bitmap.height)
                        )
                    }
                    if let line {
                        textSprites.keep(
                            TextSprites.InkedBox(
                                x0: inked.x0 - first, y0: inked.y0 - y, x1: inked.x1 - first,
                                y1: inked.y1 - y), for: line)
                    }
                }
                let key = line.flatMap { spriteKey($0, inked: inked, paint: paint, pixels: target) }
                if let key, let sprite = textSprites.sprite(for: key) {
                    put(sprite, x: first + sprite.left, y: y + sprite.top, into: target)
                    return
                }
                for (glyph, (x, quarter)) in zip(glyphs, glyphPlaces) {
                    let bitmap = bitmap(glyph, quarter)
                    blit(bitmap, x: x + bitmap.left, y: y - bitmap.top, paint: paint, into: target)
                }
                if let key {
                    textSprites.keep(sprite(of: inked, origin: (first, y), from: target), for: key)
                }
            }
            swap(&damaged, &damage)
            if damage != nil, inked.x1 > inked.x0, inked.y1 > inked.y0 {
                addDamage(x0: Double(inked.x0), y0: Double(inked.y0), x1: Double(inked.x1), y1: Double(inked.y1))
            }
            return
        }
        // Rotated, skewed, flipped or unevenly scaled: FreeType renders through the
        // transform's linear part, normalised to an area-preserving matrix.
        let scale = abs(t.determinant).squareRoot()
        let normalized = [t.a, t.b, t.c, t.d].map { $0 / scale }
        // Degenerate, non-finite or absurdly skewed transforms draw no text.
        guard scale > 1e-6, normalized.allSatisfy({ abs($0) < 1000 }) else { return }
        func fixed(_ value: Double) -> FT_Fixed { FT_Fixed((value * 65536).rounded()) }
        // User space has y down, FreeType y up: conjugate by a vertical flip.
        let matrix = FT_Matrix(
            xx: fixed(normalized[0]), xy: fixed(-normalized[2]), yx: fixed(-normalized[1]), yy: fixed(normalized[3]))
        for glyph in glyphs {
            let p = t.apply(to: Point(x: baseline.x + glyph.x, y: baseline.y))
            let (x, quarterX) = Self.quarterPixel(p.x), (y, quarterY) = Self.quarterPixel(p.y)
            let bitmap = renderer.bitmap(
                glyph: glyph.index, weight: font.weight, fallback: glyph.fallback, pixelSize: font.size * scale,
                subpixelX: quarterX, subpixelY: quarterY, matrix: matrix)
            framebuffer.pixels.withUnsafeMutableBufferPointer { pixels in
                guard let target = pixels.baseAddress else { return }
                blit(bitmap, x: x + bitmap.left, y: y - bitmap.top, paint: paint, into: target)
            }
        }
    }

    /// A device coordinate as a whole pixel and a quarter-pixel offset 0…3;
    /// coordinates far outside any framebuffer (or not finite) land at −1e7.
    private static func quarterPixel(_ value: Double) -> (Int, Int) {
        guard abs(value) < 1e7 else { return (-10_000_000, 0) }
        let whole = value.rounded(.down)
        let quarter = Int(((value - whole) * 4).rounded())
        return quarter == 4 ? (Int(whole) + 1, 0) : (Int(whole), quarter)
    }

    /// The line being drawn (`glyphPlaces`) as `TextSprites` keeps it; nil when a field does not fit its bits.
    private func line(_ glyphs: [TextRenderer.PlacedGlyph], pixelSize: Double, font: FontSpec) -> TextSprites.Line? {
        let first = glyphPlaces[0].x
        var line = TextSprites.Line(capacity: glyphPlaces.count, pixelSize: pixelSize, weight: font.weight)
        for (glyph, place) in zip(glyphs, glyphPlaces) {
            guard
                line.append(
                    offset: place.x - first, quarter: place.quarter, fallback: glyph.fallback, index: glyph.index)
            else { return nil }
        }
        return line
    }

    /// The key a line's pixels are kept under (`TextSprites`), when they can be: its
    /// inked box wholly inside the clip and on a ground of one colour.
    private func spriteKey(
        _ line: TextSprites.Line, inked: (x0: Int, y0: Int, x1: Int, y1: Int), paint: Paint,
        pixels: UnsafeMutablePointer<UInt32>
    ) -> TextSprites.Key? {
        guard inked.x1 > inked.x0, inked.y1 > inked.y0, inked.x0 >= 0, inked.y0 >= 0,
            inked.x1 <= framebuffer.width, inked.y1 <= framebuffer.height,
            (inked.x1 - inked.x0) * (inked.y1 - inked.y0) <= TextSprites.largest,
            state.clip.containsPixels(x0: inked.x0, y0: inked.y0, x1: inked.x1, y1: inked.y1),
            let ground = pixels.uniformPixel(
                x0: inked.x0, y0: inked.y0, x1: inked.x1, y1: inked.y1, stride: framebuffer.width)
        else { return nil }
        return TextSprites.Key(line: line, paint: paint.pixel, alpha: paint.alpha8, ground: ground)
    }

    /// The pixels of `box`, placed relative to `origin` (the first glyph's pen on the baseline).
    private func sprite(
        of box: (x0: Int, y0: Int, x1: Int, y1: Int), origin: (x: Int, y: Int),
        from pixels: UnsafeMutablePointer<UInt32>
    ) -> TextSprites.Sprite {
        let width = box.x1 - box.x0, height = box.y1 - box.y0
        let copied = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            buffer.baseAddress!.copyRows(
                from: pixels + box.y0 * framebuffer.width + box.x0, stride: width,
                sourceStride: framebuffer.width, width: width, height: height)
            count = width * height
        }
        return TextSprites.Sprite(
            left: box.x0 - origin.x, top: box.y0 - origin.y, width: width, height: height, pixels: copied)
    }

    /// Copies a kept line's pixels with their top-left at `(x, y)` (inside the framebuffer: its key says so);
    /// the caller adds the damage, as for the glyphs composited.
    private func put(_ sprite: TextSprites.Sprite, x: Int, y: Int, into pixels: UnsafeMutablePointer<UInt32>) {
        sprite.pixels.withUnsafeBufferPointer { source in
            (pixels + y * framebuffer.width + x).copyRows(
                from: source.baseAddress!, stride: framebuffer.width,
                sourceStride: sprite.width, width: sprite.width, height: sprite.height)
        }
    }

    /// Composites a glyph's coverage with its top-left pixel at `(x, y)` onto the borrowed `pixels`.
    private func blit(_ glyph: GlyphBitmap, x: Int, y: Int, paint: Paint, into pixels: UnsafeMutablePointer<UInt32>) {
        guard glyph.width > 0, glyph.height > 0 else { return }
        glyph.coverage.withUnsafeBufferPointer { coverage in
            composite(
                coverage, origin: 0, rowStride: glyph.width, columnStride: 1,
                x: x, y: y, width: glyph.width, height: glyph.height, paint: paint, into: pixels)
        }
    }
}
