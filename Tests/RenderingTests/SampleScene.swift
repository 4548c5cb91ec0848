import Foundation
import Rendering
import ResponderKit

/// A scene that uses every drawing operation, the way the view and overlay
/// renderers will: cards, a button, a rotated clipped view with text inside,
/// dashed hit-area outlines, arrows, translucent overlays and small labels.
func renderSampleScene(scale: Double, textRenderer: TextRenderer) -> Framebuffer {
    let canvas = Canvas(
        width: Int(640 * scale), height: Int(420 * scale),
        fill: Color(hex: 0xF2F2F7), textRenderer: textRenderer)
    canvas.scaleBy(x: scale, y: scale)

    let ink = Color(hex: 0x1C1C1E), secondary = Color(hex: 0x6E6E73), accent = Color(hex: 0x007AFF)
    canvas.drawText(
        "ResponderLab — hit-test overlay", at: Point(x: 20, y: 14), font: FontSpec(size: 17, weight: .bold), color: ink)
    canvas.drawText(
        "touch at (212, 166) → Button “Buy” · 3 views asked, 2 skipped",
        at: Point(x: 20, y: 38), font: FontSpec(size: 12), color: secondary)
    canvas.line(from: Point(x: 20, y: 60), to: Point(x: 620, y: 60), color: Color(hex: 0xC7C7CC))

    // A card with a crisp 1-point border and a button inside it.
    let card = Rect(x: 20, y: 76, width: 280, height: 150)
    canvas.fillRoundedRect(card, radius: 12, color: .white)
    canvas.strokeRoundedRect(card, radius: 12, color: Color(hex: 0xD1D1D6), lineWidth: 1)
    canvas.drawText(
        "Card (clipsToBounds = NO)", at: Point(x: 34, y: 88), font: FontSpec(size: 13, weight: .bold), color: ink)
    canvas.drawText("Label · 11 pt · alpha 1.0", at: Point(x: 34, y: 108), font: FontSpec(size: 11), color: secondary)
    let button = Rect(x: 150, y: 146, width: 120, height: 40)
    canvas.fillRoundedRect(button, radius: 8, color: accent)
    canvas.drawText(
        "Buy", at: Point(x: button.midX, y: button.midY), font: FontSpec(size: 15, weight: .bold), color: .white,
        anchor: .center)
    // Enlarged hit area, dashed, and the touch with an arrow to the view that got it.
    canvas.strokeDashed(
        button.expanded(by: 10, 10), radius: 12, color: Color(hex: 0xFF9500), lineWidth: 1.5, dash: [5, 3])
    canvas.stroke(Rect(x: 34, y: 136, width: 90, height: 60), color: Color(hex: 0x34C759), lineWidth: 1)
    canvas.strokeDashed(
        Rect(x: 40, y: 142, width: 78, height: 48), color: Color(hex: 0xFF3B30), lineWidth: 1, dash: [3, 2])
    canvas.drawText("isHidden", at: Point(x: 46, y: 160), font: FontSpec(size: 11), color: Color(hex: 0xFF3B30))
    let touch = Point(x: 212, y: 166)
    canvas.arrow(
        from: Point(x: 330, y: 250), to: Point(x: touch.x + 6, y: touch.y + 6), color: Color(hex: 0xFF2D55), width: 1.5)
    canvas.fillCircle(center: touch, radius: 6, color: Color(hex: 0xFF2D55).withAlpha(0.35))
    canvas.strokeCircle(center: touch, radius: 6, color: Color(hex: 0xFF2D55), lineWidth: 1.5)

    // A rotated view that clips its subviews, with text and a circle inside.
    canvas.withState {
        canvas.translateBy(x: 470, y: 160)
        canvas.rotate(by: 15 * .pi / 180)
        let bounds = Rect(x: -110, y: -60, width: 220, height: 120)
        canvas.fillRoundedRect(bounds, radius: 10, color: Color(hex: 0x5856D6))
        canvas.clip(to: bounds)
        canvas.fillCircle(center: Point(x: 100, y: 50), radius: 40, color: Color(hex: 0xAF52DE))
        canvas.drawText(
            "Rotated 15°, clipped", at: Point(x: -96, y: -48), font: FontSpec(size: 13, weight: .bold), color: .white)
        canvas.drawText(
            "subview reaches outside bounds →", at: Point(x: -96, y: -24), font: FontSpec(size: 11), color: .white)
        canvas.line(from: Point(x: -96, y: 0), to: Point(x: 130, y: 0), color: .white.withAlpha(0.7), width: 1)
        canvas.stroke(bounds.expanded(by: -4, -4), color: .white.withAlpha(0.5), lineWidth: 1)
        canvas.strokeDashed(Rect(x: -96, y: 10, width: 120, height: 40), color: .white, lineWidth: 1, dash: [4, 3])
        canvas.strokeDashed(
            Rect(x: 34, y: 10, width: 60, height: 40), radius: 8, color: Color(hex: 0xFFCC00), lineWidth: 2,
            dash: [5, 3])
    }

    // Translucent overlays: a view at alpha 0.5 and a red "rejected" tint.
    let faded = Rect(x: 20, y: 250, width: 180, height: 70)
    canvas.withState {
        canvas.globalAlpha = 0.5
        canvas.fillRoundedRect(faded, radius: 6, color: Color(hex: 0x34C759))
        canvas.drawText(
            "alpha 0.5 (still hit-testable)", at: Point(x: 30, y: 262), font: FontSpec(size: 11), color: ink)
    }
    canvas.fill(Rect(x: 110, y: 280, width: 140, height: 60), color: Color(hex: 0xFF3B30).withAlpha(0.3))
    canvas.drawText(
        "rejected: alpha < 0.01", at: Point(x: 118, y: 318), font: FontSpec(size: 11), color: Color(hex: 0x8E1B14))

    // Hairlines on integer coordinates (crisp) and a polygon.
    for i in 0..<5 {
        let x = 280 + Double(i) * 10
        canvas.line(from: Point(x: x, y: 300), to: Point(x: x, y: 400), color: ink, width: 1)
    }
    canvas.line(from: Point(x: 270, y: 350), to: Point(x: 340, y: 350), color: accent, width: 2, cap: .round)
    canvas.line(from: Point(x: 270, y: 390), to: Point(x: 340, y: 330), color: ink, width: 1)
    canvas.fillPolygon(
        [
            Point(x: 380, y: 300), Point(x: 440, y: 390), Point(x: 350, y: 340), Point(x: 450, y: 330),
            Point(x: 360, y: 395),
        ],
        color: Color(hex: 0xFFCC00))
    canvas.drawText("Touch → Button ✓ · Ünïcödé · 日本", at: Point(x: 460, y: 300), font: FontSpec(size: 12), color: ink)
    canvas.drawText(
        "A long label that is truncated to fit", at: Point(x: 460, y: 320), font: FontSpec(size: 12), color: ink,
        maxWidth: 160)
    canvas.drawWrappedText(
        "Wrapped text flows onto a second and third line inside its box.",
        in: Rect(x: 460, y: 340, width: 160, height: 60), font: FontSpec(size: 11), color: secondary)
    canvas.stroke(Rect(x: 460, y: 340, width: 160, height: 60), color: Color(hex: 0xC7C7CC))
    return canvas.framebuffer
}
