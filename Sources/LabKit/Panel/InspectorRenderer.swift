import Rendering
import ResponderKit
import Scenes

/// Draws the inspector into the side panel: the tab headers, and on the tree
/// tab the view tree, the selected view's properties, the edit keys and the
/// latest events. Everything it draws comes from ``Inspector`` and ``InspectorLayout``.
@MainActor
struct InspectorRenderer {
    let session: LabSession
    let canvas: Canvas
    let strings: Strings
    let layout: InspectorLayout

    private let small = FontSpec(size: 11)
    private let smallBold = FontSpec(size: 11, weight: .bold)
    static let selection = Color(hex: 0x3D6FD8)
    /// The most lines a property's value takes in the list.
    static let valueLines = 4
    static let hoverFill = Color(hex: 0x3A4154)
    static let edited = Color(hex: 0xF2B33D)
    /// What an edits file declared: the app's own values, apart from live edits.
    static let declared = Color(hex: 0x2E9C88)
    /// A declared value's text on the dark panel: the pill's colour, lighter.
    static let declaredText = Color(hex: 0x5DD3BC)
    /// A view controller on its root view's row.
    static let controller = Color(hex: 0x8A63D2)
    /// The mark of a view the user's code runs.
    static let userCode = Color(hex: 0x8E5BD0)

    /// The tab headers, `active` highlighted (drawn with the panel's ground, which the window keeps).
    static func drawTabs(active: Inspector.Tab, layout: InspectorLayout, strings: Strings, canvas: Canvas) {
        for (tab, rect) in zip(Inspector.Tab.allCases, layout.tabs) {
            let isActive = active == tab
            canvas.fillRoundedRect(rect, radius: 6, color: isActive ? selection : Theme.forwardedChip)
            canvas.drawText(
                (tab == .tree ? "P  " : "") + strings.tab(tab), at: Point(x: rect.midX, y: rect.midY),
                font: FontSpec(size: 11, weight: .bold), color: isActive ? .white : Theme.panelText, anchor: .center)
        }
    }

    func drawTree() {
        let outline = session.inspector.outline
        let (range, above, below) = session.inspector.visibleRange(count: outline.count)
        let visible = session.inspector.rows(
            outline[range], of: session.scene, trace: session.overlay.explanation?.hitTest)
        let tree = layout.tree
        let overflows = above > 0 || below > 0 || outline.count > session.inspector.treeLines
        var line = 0
        if overflows {
            if above > 0 { drawMore(strings.rowsAbove(above), line: 0) }
            line = 1
        }
        for row in visible {
            drawRow(row, line: line)
            line += 1
        }
        if overflows, below > 0 {
            drawMore(strings.rowsBelow(below), line: Int(tree.height / InspectorLayout.rowHeight) - 1)
        }
        drawProperties()
    }

    private func lineRect(_ line: Int) -> Rect {
        Rect(
            x: layout.tree.minX - 6, y: layout.tree.minY + Double(line) * InspectorLayout.rowHeight,
            width: layout.tree.width + 12, height: InspectorLayout.rowHeight)
    }

    private func drawMore(_ text: String, line: Int) {
        canvas.drawText(
            text, at: Point(x: layout.tree.minX + 4, y: lineRect(line).minY + 2), font: small, color: Theme.panelMuted)
    }

    private func drawRow(_ row: InspectorRow, line: Int) {
        let r = lineRect(line)
        if row.isSelected {
            canvas.fillRoundedRect(r, radius: 3, color: Self.selection)
        } else if row.isHovered {
            canvas.fillRoundedRect(r, radius: 3, color: Self.hoverFill)
        }
        // The hit path: a green bar at the left, the hit view's name in green.
        if row.isOnHitPath {
            canvas.fill(Rect(x: r.minX, y: r.minY + 2, width: 3, height: r.height - 4), color: VerdictStyle.hit)
        }
        var x = layout.tree.minX + layout.indent(row.depth)
        let y = r.minY + 2
        if row.hasSubviews {
            canvas.drawText(
                row.isCollapsed ? "▸" : "▾", at: Point(x: x + 1, y: y - 1), font: FontSpec(size: 12),
                color: Theme.panelMuted)
        }
        x += 14
        if let verdict = row.verdict {
            canvas.fillCircle(center: Point(x: x + 4, y: r.midY), radius: 4, color: VerdictStyle.color(for: verdict))
        }
        x += 12
        // Markers at the right: why hit-testing skips it whatever the point, and a live edit.
        var markers: [(String, Color)] = row.dimming.map { dimming in
            switch dimming {
            case .hidden, .transparent: (strings.dimming(dimming), VerdictStyle.invisible)
            case .interactionOff, .disabled: (strings.dimming(dimming), VerdictStyle.disabled)
            }
        }
        if row.isDeclared { markers.append((strings.dump.declaredMark, Self.declared)) }
        if row.isUserCode { markers.append((strings.yourCode.mark, Self.userCode)) }
        if row.isEdited { markers.append((strings.editedMark, Self.edited)) }
        // The controller whose root view it is, rightmost: the chain goes through it (behaviour 12.6).
        if let controller = row.controllerName(strings) { markers.append(("◆ " + controller, Self.controller)) }
        var right = layout.tree.maxX
        for (text, color) in markers.reversed() {
            let w = canvas.measureText(text, font: FontSpec(size: 9, weight: .bold)).width + 10
            guard right - w > x + 40 else { break }
            right -= w
            let pill = Rect(x: right, y: r.minY + 2, width: w, height: r.height - 4)
            canvas.fillRoundedRect(
                pill, radius: 6,
                color: color.withAlpha(
                    row.isDimmed
                        && [Self.edited, Self.declared, Self.userCode, Self.controller].allSatisfy { $0 != color }
                        ? 0.75 : 1))
            canvas.drawText(
                text, at: Point(x: pill.midX, y: pill.midY), font: FontSpec(size: 9, weight: .bold), color: .white,
                anchor: .center)
            right -= 4
        }
        let text =
            row.isSelected
            ? Color.white : row.isHitView ? VerdictStyle.hit : row.isDimmed ? Theme.panelMuted : Theme.panelText
        let room = max(right - x - 4, 0)
        let nameWidth = min(canvas.measureText(row.title(strings), font: smallBold).width, room)
        canvas.drawText(row.title(strings), at: Point(x: x, y: y), font: smallBold, color: text, maxWidth: room)
        if let detail = row.detail, room - nameWidth > 30 {
            canvas.drawText(
                detail, at: Point(x: x + nameWidth + 6, y: y), font: small,
                color: row.isSelected ? Theme.panelText : Theme.panelMuted, maxWidth: room - nameWidth - 6)
        }
    }

    private func drawProperties() {
        let area = layout.properties
        let x = area.minX
        var y = area.minY
        // The edit keys and the latest events stay at the bottom: an edit, and the replayed touch, say what they did there.
        let footer = area.maxY - 86
        guard let selected = session.inspector.selected else {
            canvas.drawWrappedText(
                strings.noSelection, in: Rect(x: x, y: y, width: area.width, height: 40), font: small,
                color: Theme.panelMuted)
            drawFooter(y: footer)
            return
        }
        let title = strings.language == .english ? strings.selectionTitle.uppercased() : strings.selectionTitle
        canvas.drawText(
            strings.viewSays(title, strings.name(selected)), at: Point(x: x, y: y),
            font: FontSpec(size: 11, weight: .bold),
            color: Theme.panelMuted, maxWidth: area.width)
        y += 18
        let keyWidth = min(150, area.width * 0.36)
        let all = session.inspector.selectionProperties
        let skipped = min(session.inspector.firstProperty, max(all.count - 1, 0))
        let properties = Array(all.dropFirst(skipped))
        if skipped > 0 {
            canvas.drawText(strings.rowsAbove(skipped), at: Point(x: x, y: y), font: small, color: Theme.panelMuted)
            y += 15
        }
        let valueWidth = area.width - keyWidth
        for (i, property) in properties.enumerated() {
            var value = property.value
            if let old = property.editedFrom { value += "  " + strings.wasValue(old) }
            // Declared by the edits file: the app's own value, not a live edit, in a colour of its own.
            if let declared = property.declared, property.editedFrom == nil {
                value += "  " + strings.dump.bracketed(declared)
            }
            let font = property.editedFrom == nil ? small : smallBold
            // Up to four lines: a dump's controller row (its state, its parent, the view it is reached through,
            // what it does with touches) says all of it; longer is cut, and `describe` has it whole.
            let lines = min(
                Self.valueLines, canvas.textRenderer?.wrap(value, toWidth: valueWidth, font: font).count ?? 1)
            let height = 15.0 * Double(lines)
            // A property that does not fit, with the line that counts the rest, gives its place to that line: nothing is cut off silently.
            if y + height + (i < properties.count - 1 ? 15 : 0) > footer - 4 {
                canvas.drawText(
                    strings.more(properties.count - i), at: Point(x: x, y: y), font: small, color: Theme.panelMuted)
                break
            }
            canvas.drawText(
                property.key, at: Point(x: x, y: y), font: small, color: Theme.panelMuted, maxWidth: keyWidth - 6)
            canvas.drawWrappedText(
                value, in: Rect(x: x + keyWidth, y: y, width: valueWidth, height: max(28, height - 2)), font: font,
                color: property.editedFrom != nil
                    ? Self.edited : property.declared != nil ? Self.declaredText : Theme.panelText)
            y += height
        }
        drawFooter(y: footer)
    }

    private func drawFooter(y: Double) {
        let x = layout.properties.minX, width = layout.properties.width
        canvas.drawText(
            strings.editKeys, at: Point(x: x, y: y), font: FontSpec(size: 10, weight: .bold), color: Theme.panelMuted,
            maxWidth: width)
        for (i, line) in session.log.events.suffix(4).enumerated() {
            canvas.drawText(
                strings.log.event(line), at: Point(x: x, y: y + 18 + Double(i) * 16), font: small,
                color: Theme.panelText,
                maxWidth: width)
        }
    }
}

extension OverlayRenderer {
    /// The inspector's marks on the scene: the hovered view filled, the
    /// selected one outlined, each along its own (possibly transformed) bounds.
    @MainActor
    func drawInspectorMarks(selected: View?, hovered: View?, in window: Window, canvas: Canvas) {
        if let hovered, hovered.window === window {
            let quad = hovered.boundsQuad(in: window)
            canvas.fillPolygon(quad, color: InspectorRenderer.selection.withAlpha(0.28))
            outline(quad, color: InspectorRenderer.selection, dashed: false, width: 1.5, canvas: canvas)
        }
        if let selected, selected.window === window {
            outline(
                selected.boundsQuad(in: window), color: InspectorRenderer.edited, dashed: false, width: 2.5,
                canvas: canvas)
        }
    }
}
