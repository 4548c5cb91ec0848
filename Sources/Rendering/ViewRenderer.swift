import ResponderKit

/// Paints a view hierarchy the way UIKit composites it: back to front, each
/// view placed by its center, bounds and transform, with its `alpha`
/// multiplying everything inside it, hidden views skipped, and subviews
/// clipped where `clipsToBounds` says so.
///
/// ```swift
/// let canvas = Canvas(width: 760, height: 600, textRenderer: try TextRenderer())
/// ViewRenderer().render(window, in: canvas)
/// try canvas.framebuffer.writePNG(to: "window.png")
/// ```
public struct ViewRenderer {
    /// Draws each named plain view's name in its top-left corner, so that
    /// screenshots and the overlay's labels can be matched.
    public var showsNames = true

    /// Draws over each view after its own content, before its subviews, in
    /// the view's coordinates: a wireframe's outlines and class names.
    public var annotate: (@MainActor (View, Canvas) -> Void)?

    /// The name drawn in a view's corner, when ``showsNames``: its own by default; the lab's, in another language.
    public var name: @MainActor (View) -> String? = { $0.name }

    public init(showsNames: Bool = true) {
        self.showsNames = showsNames
    }

    /// Paints `root` and its subtree in `root`'s own coordinates (the root's
    /// own placement in its superview is not applied).
    @MainActor
    public func render(_ root: View, in canvas: Canvas) {
        guard !root.isHidden else { return }
        canvas.withState {
            canvas.translateBy(x: -root.bounds.origin.x, y: -root.bounds.origin.y)
            paint(root, in: canvas, isRoot: true)
        }
    }

    /// How far past a view's bounds its painting may reach, in its own points:
    /// half the line of a label's text taller than the label (fonts up to 96 points).
    static let overflow = 64.0

    /// The transform from a view's coordinates to its superview's (behaviour 1.6):
    /// `p ↦ T · (p − bounds.origin − bounds.size / 2) + center`.
    @MainActor
    public static func placement(of view: View) -> Transform {
        let b = view.bounds
        return Transform(translationX: -b.origin.x - b.size.width / 2, y: -b.origin.y - b.size.height / 2)
            .concatenating(view.transform)
            .concatenating(Transform(translationX: view.center.x, y: view.center.y))
    }

    @MainActor
    private func paint(_ view: View, in canvas: Canvas, isRoot: Bool) {
        canvas.globalAlpha *= view.alpha
        guard canvas.globalAlpha > 0 else { return }
        let bounds = view.bounds
        if let color = view.backgroundColor, canvas.mightDraw(in: bounds) {
            canvas.fillRoundedRect(bounds, radius: view.cornerRadius, color: color)
        }
        drawContent(of: view, in: canvas, isRoot: isRoot)
        if let border = view.borderColor, view.borderWidth > 0 {
            canvas.strokeRoundedRect(bounds, radius: view.cornerRadius, color: border, lineWidth: view.borderWidth)
        }
        annotate?(view, canvas)
        if view.clipsToBounds {
            canvas.clip(to: bounds)
            // Nothing inside can show: a scrolled-away cell, or a part of the screen not drawn again.
            guard canvas.mightDraw(in: bounds) else { return }
        }
        for subview in view.subviews where !subview.isHidden {
            canvas.withState {
                canvas.concatenate(Self.placement(of: subview))
                // A subtree wholly outside the clip (the rows a scroll view has scrolled away) paints
                // nothing. Only a label's text reaches past the bounds, by half a line: the margin.
                if let box = subview.subtreeBounds,
                    !canvas.mightDraw(
                        in: Rect(
                            x: box.minX - Self.overflow, y: box.minY - Self.overflow,
                            width: box.size.width + 2 * Self.overflow, height: box.size.height + 2 * Self.overflow))
                {
                    return
                }
                paint(subview, in: canvas, isRoot: false)
            }
        }
        if let scrollView = view as? ScrollView, scrollView.isDragging || scrollView.isDecelerating {
            drawScrollIndicators(of: scrollView, in: canvas)
        }
    }

    /// UIKit's thin bars along the right and bottom edges while the content
    /// moves: as long, relative to the edge, as the visible part is to the
    /// content, and as far along as the offset is in its range.
    @MainActor
    private func drawScrollIndicators(of scrollView: ScrollView, in canvas: Canvas) {
        let b = scrollView.bounds, low = scrollView.minimumContentOffset, high = scrollView.maximumContentOffset
        let color = Color(white: 0, alpha: 0.38), thickness = 3.0, margin = 3.0
        func bar(length: Double, content: Double, offset: Double, low: Double, high: Double) -> (
            start: Double, length: Double
        ) {
            let track = length - 2 * margin
            let size = min(track, max(24, track * length / max(content, length)))
            let progress = high > low ? min(max((offset - low) / (high - low), 0), 1) : 0
            return (margin + (track - size) * progress, size)
        }
        if scrollView.canScrollVertically {
            let (start, size) = bar(
                length: b.height, content: scrollView.contentSize.height, offset: b.origin.y, low: low.y, high: high.y)
            canvas.fillRoundedRect(
                Rect(x: b.maxX - margin - thickness, y: b.minY + start, width: thickness, height: size),
                radius: thickness / 2, color: color)
        }
        if scrollView.canScrollHorizontally {
            let (start, size) = bar(
                length: b.width, content: scrollView.contentSize.width, offset: b.origin.x, low: low.x, high: high.x)
            canvas.fillRoundedRect(
                Rect(x: b.minX + start, y: b.maxY - margin - thickness, width: size, height: thickness),
                radius: thickness / 2, color: color)
        }
    }

    @MainActor
    private func drawContent(of view: View, in canvas: Canvas, isRoot: Bool) {
        switch view {
        case let label as Label:
            drawLabel(label, in: canvas)
        case let button as Button:
            drawButton(button, in: canvas)
        case let image as ImageView:
            ImagePainter.paint(image.imageName, in: image.bounds, radius: image.cornerRadius, canvas: canvas)
            drawName(of: view, in: canvas, onPicture: true)
        default:
            if !isRoot, !(view is Window) { drawName(of: view, in: canvas, onPicture: false) }
        }
    }

    /// Where `view` draws its own text — a label's text, a button's title, a
    /// view's name — in its coordinates; nil when it draws none. The overlay
    /// keeps its labels off the hit view's text.
    ///
    /// ```swift
    /// ViewRenderer().textRect(of: button, in: canvas) // the title's box, centred in the button
    /// ```
    @MainActor
    public func textRect(of view: View, in canvas: Canvas) -> Rect? {
        guard canvas.textRenderer != nil else { return nil }
        if let label = view as? Label { return labelLayout(label, in: canvas)?.rect }
        let text: (String, Point, FontSpec, Double)?
        switch view {
        case let button as Button: text = buttonTitle(button)
        case is Window: text = nil
        default: text = nameText(of: view)
        }
        guard let (string, origin, font, maxWidth) = text else { return nil }
        let metrics = canvas.measureText(string, font: font)
        let width = min(metrics.width, maxWidth)
        if view is Button {
            return Rect(
                x: origin.x - width / 2, y: origin.y - metrics.size.height / 2, width: width,
                height: metrics.size.height)
        }
        return Rect(origin: origin, size: Size(width: width, height: metrics.size.height))
    }

    /// Where a label's lines go: each with its top-left corner, as UIKit lays
    /// them out, centred as a block in the bounds, each line aligned on its own.
    struct LabelLayout {
        let lines: [(text: String, origin: Point, width: Double)]
        let font: FontSpec
        /// The most any line is drawn wide: the bounds' width.
        let maxWidth: Double
        /// From the first line's top to the last one's bottom.
        let height: Double

        /// The box the lines take, in the label's coordinates.
        var rect: Rect {
            let left = lines.map(\.origin.x).min() ?? 0, top = lines.first?.origin.y ?? 0
            let right = lines.map { $0.origin.x + $0.width }.max() ?? 0
            return Rect(x: left, y: top, width: right - left, height: height)
        }
    }

    /// A label's text laid out in its bounds: one line when ``Label/numberOfLines`` is 1,
    /// else wrapped at the width (between Chinese characters too, never starting a
    /// line with closing punctuation), as many lines as it allows and the height holds.
    @MainActor
    func labelLayout(_ label: Label, in canvas: Canvas) -> LabelLayout? {
        guard let text = label.text, !text.isEmpty, let renderer = canvas.textRenderer else { return nil }
        let font = FontSpec(size: label.fontSize, weight: label.isBold ? .bold : .regular)
        let b = label.bounds
        let metrics = renderer.measure("", font: font)
        // Wrapped lines are 1.4 em apart at least, as iOS sets Chinese (PingFang's line height):
        // DejaVu's 1.16 em would crowd the Chinese glyphs drawn in its stead.
        let lineHeight = label.numberOfLines == 1 ? metrics.lineHeight : max(metrics.lineHeight, font.size * 1.4)
        var lines = [text]
        if label.numberOfLines != 1 {
            lines = renderer.wrap(text, toWidth: b.size.width, font: font)
            // As UILabel: the lines the height holds, and never fewer than one.
            let extra = (b.size.height - metrics.ascent - metrics.descent) / lineHeight
            let fitting = max(1, extra >= 0 ? Int(min(extra, 1e6)) + 1 : 1)
            let limit = label.numberOfLines > 0 ? min(label.numberOfLines, fitting) : fitting
            if lines.count > limit {
                lines = Array(lines.prefix(limit))
                lines[limit - 1] = renderer.truncate(lines[limit - 1] + "…", toWidth: b.size.width, font: font)
            }
        }
        // One line: the text as it is, a "\n" in it included.
        let height =
            label.numberOfLines == 1
            ? renderer.measure(text, font: font).size.height
            : metrics.ascent + metrics.descent + Double(lines.count - 1) * lineHeight
        var y = b.origin.y + (b.size.height - height) / 2
        var placed: [(text: String, origin: Point, width: Double)] = []
        for line in lines {
            let width = min(renderer.measure(line, font: font).width, b.size.width)
            let x: Double =
                switch label.textAlignment {
                case .left, .justified, .natural: b.origin.x
                case .center: b.midX - width / 2
                case .right: b.maxX - width
                }
            placed.append((line, Point(x: x, y: y), width))
            y += lineHeight
        }
        return LabelLayout(lines: placed, font: font, maxWidth: b.size.width, height: height)
    }

    /// A button's title, its centre, font and width; nil when a label among its
    /// subviews shows the title: the title label a dump prints (`UIButtonLabel`),
    /// which draws it as UIKit's does, once.
    @MainActor
    private func buttonTitle(_ button: Button) -> (String, Point, FontSpec, Double)? {
        guard let title = button.title, !title.isEmpty,
            !button.subviews.contains(where: { ($0 as? Label)?.text == title })
        else { return nil }
        let b = button.bounds
        let size = min(15, max(10, b.size.height * 0.5))
        return (title, Point(x: b.midX, y: b.midY), FontSpec(size: size, weight: .bold), .infinity)
    }

    /// A named view's name, its top-left corner, font and width.
    @MainActor
    private func nameText(of view: View) -> (String, Point, FontSpec, Double)? {
        guard showsNames, let name = name(view) else { return nil }
        let b = view.bounds
        // Small views (fields, chips) have no room for a name above their own content.
        guard b.size.width >= 60, b.size.height >= 48 else { return nil }
        return (name, Point(x: b.origin.x + 8, y: b.origin.y + 6), FontSpec(size: 11, weight: .bold), b.size.width - 16)
    }

    @MainActor
    private func drawLabel(_ label: Label, in canvas: Canvas) {
        guard let layout = labelLayout(label, in: canvas) else { return }
        for line in layout.lines {
            canvas.drawText(
                line.text, at: line.origin, font: layout.font, color: label.textColor, maxWidth: layout.maxWidth)
        }
    }

    @MainActor
    private func drawButton(_ button: Button, in canvas: Canvas) {
        let b = button.bounds
        if button.isHighlighted {
            canvas.fillRoundedRect(b, radius: button.cornerRadius, color: Color(white: 0, alpha: 0.18))
        }
        guard canvas.textRenderer != nil, let (title, center, font, _) = buttonTitle(button) else { return }
        let dark = (button.backgroundColor.map { 0.299 * $0.red + 0.587 * $0.green + 0.114 * $0.blue } ?? 1) < 0.55
        let color = button.isEnabled ? (dark ? Color.white : Color(hex: 0x1F2430)) : Color(white: 0.55)
        canvas.drawText(title, at: center, font: font, color: color, anchor: .center)
    }

    @MainActor
    private func drawName(of view: View, in canvas: Canvas, onPicture: Bool) {
        guard canvas.textRenderer != nil, let (name, origin, font, maxWidth) = nameText(of: view) else { return }
        if onPicture {
            let m = canvas.measureText(name, font: font)
            canvas.fillRoundedRect(
                Rect(
                    x: origin.x - 4, y: origin.y - 2, width: min(m.width, maxWidth) + 8,
                    height: m.size.height + 4), radius: 4, color: Color(white: 1, alpha: 0.8))
        }
        canvas.drawText(name, at: origin, font: font, color: Color(hex: 0x2B2B33, alpha: 0.8), maxWidth: maxWidth)
    }
}
