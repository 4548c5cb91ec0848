import ResponderKit
import Scenes
import Testing

@testable import LabKit

/// Hover's tooltip keeps off the overlay's labels: the views it
/// names are those under the pointer, whose labels sit right there.
@Suite("Hover tooltip: placed off the overlay's labels")
@MainActor
struct TooltipPlacementTests {
    static let size = Size(width: 160, height: 40)
    static let window = Rect(x: 0, y: 0, width: 800, height: 500)

    @Test func theTooltipGoesBelowRightOfThePointerWhereNothingIsThere() {
        let p = Point(x: 300, y: 200)
        #expect(
            HoverTooltip.frame(of: Self.size, at: p, within: Self.window, avoiding: [])
                == Rect(x: 314, y: 220, width: 160, height: 40))
    }

    @Test func aLabelBelowRightOfThePointerSendsTheTooltipBelowLeft() {
        let p = Point(x: 300, y: 200)
        let label = Rect(x: 320, y: 230, width: 120, height: 18)
        let box = HoverTooltip.frame(of: Self.size, at: p, within: Self.window, avoiding: [label])
        #expect(box == Rect(x: 132, y: 220, width: 160, height: 40))
    }

    @Test func withBothLowerPlacesTakenTheTooltipGoesAbove() {
        let p = Point(x: 300, y: 200)
        let labels = [Rect(x: 100, y: 215, width: 400, height: 120)]
        let box = HoverTooltip.frame(of: Self.size, at: p, within: Self.window, avoiding: labels)
        #expect(box == Rect(x: 314, y: 150, width: 160, height: 40))
    }

    @Test func nearTheWindowsCornerTheFreePlaceInsideIsTaken() {
        // Below and right would leave the window; above left is taken by a label.
        let p = Point(x: 780, y: 480)
        let label = Rect(x: 600, y: 420, width: 170, height: 30)
        let box = HoverTooltip.frame(of: Self.size, at: p, within: Self.window, avoiding: [label])
        #expect(Self.window.contains(box.origin) && box.maxX <= 800 && box.maxY <= 500)
        #expect(!OverlayLabels.overlaps(box, label))
    }

    @Test func onACanvasHardlyWiderThanTheTooltipItSitsFlushWithTheCanvassEdgeBelowThePointer() {
        // 440 wide on a 480-point canvas: neither right nor left of the pointer fits as it is.
        let canvas = Rect(x: 0, y: 64, width: 480, height: 402), size = Size(width: 440, height: 46)
        let p = Point(x: 245, y: 200)
        #expect(
            HoverTooltip.frame(of: size, at: p, within: canvas, avoiding: [])
                == Rect(x: 40, y: 220, width: 440, height: 46))
        // With a label there, the same place above it.
        let label = Rect(x: 0, y: 230, width: 480, height: 20)
        #expect(
            HoverTooltip.frame(of: size, at: p, within: canvas, avoiding: [label])
                == Rect(x: 40, y: 144, width: 440, height: 46))
    }

    @Test func whereEveryPlaceIsTakenTheTooltipStillStaysInTheWindow() {
        let box = HoverTooltip.frame(
            of: Self.size, at: Point(x: 790, y: 495), within: Self.window, avoiding: [Self.window])
        #expect(box.minX >= 0 && box.minY >= 0 && box.maxX <= 800 && box.maxY <= 500)
    }

    /// A free place for a box of `size` near `pointer` that the test finds by its own
    /// search (every point of a 4-point grid within 100 points), or nil.
    static func freePlace(of size: Size, near pointer: Point, within bounds: Rect, avoiding labels: [Rect]) -> Rect? {
        let arrow = HoverTooltip.arrow(at: pointer)
        for dy in stride(from: -100.0 - size.height, through: 100, by: 4) {
            for dx in stride(from: -100.0 - size.width, through: 100, by: 4) {
                let box = Rect(x: pointer.x + dx, y: pointer.y + dy, width: size.width, height: size.height)
                let nearX = max(box.minX - pointer.x, 0, pointer.x - box.maxX),
                    nearY = max(box.minY - pointer.y, 0, pointer.y - box.maxY)
                guard (nearX * nearX + nearY * nearY).squareRoot() <= 100, box.minX >= bounds.minX,
                    box.minY >= bounds.minY,
                    box.maxX <= bounds.maxX, box.maxY <= bounds.maxY, !OverlayLabels.overlaps(box, arrow),
                    !labels.contains(where: { OverlayLabels.overlaps($0, box) })
                else { continue }
                return box
            }
        }
        return nil
    }

    /// Hovering over the why-not scene everywhere, at the opening size and the smallest window: the tooltip stays on
    /// the canvas, off the panel, and covers none of the overlay's labels where a free place is near; at some points
    /// the first place it tries (below right of the pointer) would.
    @Test(arguments: [nil, LabLayout.minimumSize])
    func hoveringTheWhyNotSceneTheTooltipStaysOnTheCanvasAndCoversNoLabelWhereAFreePlaceIsNear(windowSize: Size?) throws
    {
        let screen = try LabPainter()
        var movedOffALabel = 0
        for y in stride(from: 30.0, to: 600, by: 45) {
            for x in stride(from: 20.0, to: 760, by: 45) {
                let session = try LabSession(sceneName: "why-not")
                session.viewport.windowSize = windowSize
                let pointer = session.toScreen(Point(x: x, y: y))
                session.movePointer(to: pointer)
                let window = session.layout.sceneArea
                _ = screen.render(session, size: session.layout.windowSize)
                let box = try #require(screen.tooltipFrame)
                #expect(
                    box.minX >= window.minX && box.minY >= window.minY && box.maxX <= window.maxX
                        && box.maxY <= window.maxY)
                // What the tooltip keeps off: the labels, and what they keep off too (the point's marker, the hit view's text).
                let board = try #require(screen.labels)
                let labels = (board.placed.compactMap(\.rect) + board.reserved)
                    .map { Rect(boundingBoxOf: $0.corners.map(session.layout.toScreen)) }
                let covered = labels.filter { OverlayLabels.overlaps($0, box) }
                if !covered.isEmpty,
                    let free = Self.freePlace(of: box.size, near: pointer, within: window, avoiding: labels)
                {
                    Issue.record("hover at \(x), \(y): the tooltip \(box) covers \(covered) where \(free) is free")
                }
                let usual = Rect(x: pointer.x + 14, y: pointer.y + 20, width: box.width, height: box.height)
                if box != usual, labels.contains(where: { OverlayLabels.overlaps($0, usual) }) { movedOffALabel += 1 }
            }
        }
        #expect(movedOffALabel > 0)
    }
}
