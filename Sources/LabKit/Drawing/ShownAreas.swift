import ResponderKit

/// What the clipping views above each view leave of the root, for one frame of
/// the overlay: a view's outline and label are drawn where the view shows, so
/// that a row a scroll moved out of its list is not drawn over the bar above
/// the list. Each ancestor is worked out once (``SceneFacts/area(insideOf:root:known:)``).
///
/// ```swift
/// var shown = ShownAreas(root: window)
/// shown.visibleBox(of: row, quad: row.boundsQuad(in: window)) // nil: scrolled out of sight
/// ```
@MainActor
struct ShownAreas {
    let root: View
    private var known: [ObjectIdentifier: Rect?] = [:]

    init(root: View) {
        self.root = root
    }

    /// The part of the root where `view`'s subviews may show; nil: none of them shows.
    mutating func area(insideOf view: View) -> Rect? {
        SceneFacts.area(insideOf: view, root: root, known: &known)
    }

    /// Where `view` (`quad`, its bounds in the root's coordinates) may be drawn: the area
    /// its superview's clipping and its ancestors' leave; nil when nothing of it shows.
    mutating func clip(of view: View, quad: [Point]) -> Rect? {
        guard let parent = view.superview else { return root.bounds }
        guard let area = area(insideOf: parent) else { return nil }
        return Rect(boundingBoxOf: quad).intersection(area).isNull ? nil : area
    }

    /// The part of `view`'s box (`quad`'s) that shows: where its label goes; nil when none does.
    mutating func visibleBox(of view: View, quad: [Point]) -> Rect? {
        guard let area = clip(of: view, quad: quad) else { return nil }
        let visible = Rect(boundingBoxOf: quad).intersection(area)
        return visible.isNull ? nil : visible
    }
}
