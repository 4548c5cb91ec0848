import ResponderKit

/// A label or badge the overlay drew: where, what it says and how it was
/// fitted, so that a test (or `render --labels`) can check the layout
/// without reading pixels.
///
/// ```swift
/// let overlay = OverlayRenderer(strings: .english)
/// overlay.drawTrace(trace, in: canvas)
/// overlay.labels.placed.filter(\.isCollapsed) // labels whose text only the panel shows
/// ```
public struct PlacedLabel: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// A chip with text (and the step's number, for a view's label).
        case label
        /// A step's number alone: a view that was asked, the point being elsewhere.
        case badge
    }

    public var kind: Kind
    /// Everything the label stands for; a badge's number.
    public var text: String
    /// The lines drawn in the chip: `text` or its shorter wording, wrapped
    /// where one line did not fit; empty for a badge and a collapsed label.
    public var lines: [String]
    /// The chip, or a collapsed label's badge, in the canvas's user space;
    /// nil when no free place was left (the panel lists the step).
    public var rect: Rect?
    /// How wide the lines may be in the chip.
    public var textWidth: Double
    /// The lines' font size (bold).
    public var fontSize: Double
    /// The hit-test step's number, shown in the chip or as the badge.
    public var badge: Int?
    /// A shorter wording of `text` was drawn, which keeps its fact.
    public var isShortened = false
    /// Only the badge was drawn: the side panel lists the step with its whole text.
    public var isCollapsed = false
    /// A thin line from the chip to its view, when the chip could not sit beside it.
    public var leader: [Point] = []
    /// The name of the view the label is about, for a label of the trace's; nil for the others.
    public var view: String? = nil
}
