import Testing

@testable import ResponderKit

/// What adding and removing views tells the views and their windows: the
/// walks up that find a view's window and root must answer as UIKit does.
@Suite("View hierarchy: windows, moves and revisions")
struct ViewHierarchyTests {
    /// Counts `didMoveToWindow` calls and keeps the window each one saw.
    final class WindowWatcher: View {
        var moves: [Window?] = []
        override func didMoveToWindow() { moves.append(window) }
    }

    @MainActor @Test func aViewsWindowIsTheNearestWindowAboveIt() {
        let outer = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let holder = View(frame: outer.bounds)
        let inner = Window(frame: outer.bounds)
        let leaf = View(frame: outer.bounds)
        outer.addSubview(holder)
        holder.addSubview(inner)
        inner.addSubview(leaf)
        #expect(leaf.window === inner)
        #expect(inner.window === inner)
        #expect(holder.window === outer)
        #expect(View().window == nil)
    }

    @MainActor @Test func setNeedsDisplayBumpsTheRootWindowsRevisionOnly() {
        let outer = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let inner = Window(frame: outer.bounds)
        let leaf = View(frame: outer.bounds)
        outer.addSubview(inner)
        inner.addSubview(leaf)
        let (outerBefore, innerBefore) = (outer.appearanceRevision, inner.appearanceRevision)
        leaf.setNeedsDisplay()
        #expect(outer.appearanceRevision == outerBefore + 1)
        #expect(inner.appearanceRevision == innerBefore)
    }

    @MainActor @Test func addingAViewToAWindowCountsAsAChange() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let container = View(frame: window.bounds)
        window.addSubview(container)
        let before = window.appearanceRevision
        container.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(window.appearanceRevision > before)
    }

    @MainActor @Test func aSubtreeMovingBetweenWindowsTellsEveryViewInItOnce() {
        let first = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let second = Window(frame: first.bounds)
        let top = WindowWatcher(frame: first.bounds), middle = WindowWatcher(frame: first.bounds),
            leaf = WindowWatcher(frame: first.bounds)
        top.addSubview(middle)
        middle.addSubview(leaf)
        #expect(top.moves.isEmpty && middle.moves.isEmpty && leaf.moves.isEmpty)
        first.addSubview(top)
        second.addSubview(top)
        top.removeFromSuperview()
        for watcher in [top, middle, leaf] {
            #expect(watcher.moves.count == 3)
            #expect(watcher.moves[0] === first && watcher.moves[1] === second && watcher.moves[2] == nil)
        }
    }

    @MainActor @Test func aLeafAddedInsideItsWindowIsToldOnceAndAWindowlessOneNever() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let container = View(frame: window.bounds), detached = View(frame: window.bounds)
        let inWindow = WindowWatcher(frame: window.bounds), outside = WindowWatcher(frame: window.bounds)
        window.addSubview(container)
        container.addSubview(inWindow)
        detached.addSubview(outside)
        #expect(inWindow.moves.count == 1 && inWindow.moves[0] === window)
        #expect(outside.moves.isEmpty)
        // Moving it within the same window changes no window.
        window.addSubview(inWindow)
        #expect(inWindow.moves.count == 1)
    }

    @MainActor @Test func recognizersMoveWithTheirSubtreeBetweenWindows() {
        let first = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let second = Window(frame: first.bounds)
        let container = View(frame: first.bounds), leaf = View(frame: first.bounds)
        container.addSubview(leaf)
        container.addGestureRecognizer(TapGestureRecognizer())
        leaf.addGestureRecognizer(TapGestureRecognizer())
        let alone = View(frame: first.bounds)
        alone.addGestureRecognizer(TapGestureRecognizer())
        first.addSubview(container)
        first.addSubview(alone)
        #expect(first.gestureRecognizerCount == 3)
        second.addSubview(container)
        second.addSubview(alone)
        #expect(first.gestureRecognizerCount == 0)
        #expect(second.gestureRecognizerCount == 3)
    }

    @MainActor @Test func addingAnAncestorAsASubviewIsRefused() {
        let top = View(), middle = View(), leaf = View()
        top.addSubview(middle)
        middle.addSubview(leaf)
        leaf.addSubview(top)
        leaf.addSubview(leaf)
        #expect(top.superview == nil)
        #expect(leaf.subviews.isEmpty)
        #expect(leaf.superview === middle)
    }
}
