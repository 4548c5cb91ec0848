import ResponderKit

/// Where the scene is in the lab window and what the user did to it: the
/// window's size, the zoom and the pan, and the pointer. The ``LabLayout``
/// they make is worked out when one of them changes and kept, so that input,
/// the panel and the screen all read the same one, and reading it costs nothing.
///
/// ```swift
/// var viewport = Viewport(sceneSize: Scene.size)
/// viewport.windowSize = Size(width: 800, height: 500)   // the layout follows at once
/// viewport.zoom(by: 2, about: Point(x: 200, y: 300))
/// viewport.layout.userZoom                              // 2
/// ```
public struct Viewport: Sendable, Equatable {
    /// Where the header, the canvas, the scene and the panel are.
    public private(set) var layout: LabLayout
    /// The window's size in points; nil: the size the lab opens at, as headless renders are.
    public var windowSize: Size? {
        didSet {
            if windowSize != oldValue {
                layout = Self.layout(layout.sceneSize, windowSize, layout.userZoom, layout.pan, layout.fillsCanvas)
            }
        }
    }
    /// The pointer over the window, in points, when the window knows it
    /// (`render --hover` sets it too); nil once it left.
    public var pointer: Point?

    /// A scene of `sceneSize` fitted in the window the lab opens for it, enlarged
    /// to fill the canvas when `fillsCanvas` (a dump, ``LabLayout/fillsCanvas``).
    public init(sceneSize: Size, fillsCanvas: Bool = false) {
        layout = LabLayout(sceneSize: sceneSize, fillsCanvas: fillsCanvas)
    }

    private static func layout(_ sceneSize: Size, _ windowSize: Size?, _ userZoom: Double, _ pan: Point, _ fills: Bool)
        -> LabLayout
    {
        LabLayout(sceneSize: sceneSize, windowSize: windowSize, userZoom: userZoom, pan: pan, fillsCanvas: fills)
    }

    /// Another scene, of `sceneSize`: fitted afresh, or, for the same scene read
    /// again (a reload), with the user's zoom and pan kept.
    public mutating func show(sceneSize: Size, fillsCanvas: Bool = false, keepingZoom: Bool) {
        layout =
            keepingZoom
            ? Self.layout(sceneSize, windowSize, layout.userZoom, layout.pan, fillsCanvas)
            : Self.layout(sceneSize, windowSize, 1, .zero, fillsCanvas)
    }

    /// Zooms the canvas by `factor` about a screen point (the pointer), which keeps showing the same scene point.
    public mutating func zoom(by factor: Double, about screenPoint: Point) {
        layout = layout.zoomed(by: factor, about: screenPoint)
    }

    /// Moves the canvas by `offset` screen points (a middle-button drag).
    public mutating func pan(by offset: Point) {
        layout = layout.panned(by: offset)
    }

    /// Back to the zoom that fits the scene in the canvas, unpanned.
    public mutating func resetZoom() {
        layout = layout.unzoomed()
    }
}
