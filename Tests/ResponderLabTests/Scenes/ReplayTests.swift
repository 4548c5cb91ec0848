import Foundation
import ResponderKit
import Scenes
import Testing

@testable import LabKit

/// The replayed touch starts from the hierarchy it began on, with the edits
/// made since on top; a reload of the scene or dump file keeps the edits.
@Suite("Replay from the touch's hierarchy, and edits kept by a reload")
@MainActor
struct ReplayTests {
    /// A one-finger drag in scene points, a frame apart, from `time` on,
    /// lifted where it stopped after `hold` seconds (still: no fling).
    static func drag(_ points: [Point], from time: Double, holding hold: Double = 0, in session: LabSession) {
        for (i, p) in points.enumerated() {
            let phase: Touch.Phase = i == 0 ? .began : i == points.count - 1 && hold == 0 ? .ended : .moved
            session.touch(phase, at: session.toScreen(p), timestamp: time + Double(i) / 60)
        }
        if hold > 0, let last = points.last {
            session.touch(.ended, at: session.toScreen(last), timestamp: time + Double(points.count - 1) / 60 + hold)
        }
    }

    /// What a replay logs, as `--log json` writes it: no timestamps, so two replays compare equal.
    static func replay(_ session: LabSession) -> [String] {
        var lines: [String] = []
        session.log.jsonLog = { lines.append($0) }
        defer { session.log.jsonLog = nil }
        session.replayLastTouch()
        session.advanceTime(to: session.scene.application.currentTime + 3)
        return lines
    }

    static let swipe = (0...6).map { Point(x: 300 + Double($0) * 20, y: 300) }

    @Test func replayingASwipeShowsThePictureTheSwipeShowedNotTheNextOne() throws {
        let session = try LabSession.open(scene: "photo")
        let photo = try #require(session.scene.window.view(named: "Photo") as? ImageView)
        var original: [String] = []
        session.log.jsonLog = { original.append($0) }
        Self.drag(Self.swipe, from: 1, in: session)
        session.advanceTime(to: 4)
        session.log.jsonLog = nil
        #expect(photo.imageName == "person")
        #expect(original.contains { $0.contains(#""to":"ended""#) && $0.contains("Swipe") })

        let first = Self.replay(session)
        #expect(photo.imageName == "person")
        #expect(first == original)
        let second = Self.replay(session)
        #expect(second == first)
        #expect(photo.imageName == "person")
    }

    /// A button whose action hides a view, moves the button, relabels, selects it and adds a subview: the
    /// replay starts from before all that, so it does the same again; disabled, the button does none of it.
    @Test func aReplayedTapStartsFromBeforeWhatItsActionChanged() throws {
        let session = try LabSession.open(scene: "controls")
        let window = session.scene.window
        let send = try #require(window.view(named: "Send") as? Button)
        let delete = try #require(window.view(named: "Delete (disabled)"))
        let card = try #require(window.view(named: "Compose card"))
        let caption = try #require(card.subviews.first as? Label)
        let (text, subviews) = (caption.text, card.subviews)
        _ = send.addAction(for: .touchUpInside) { control in
            delete.isHidden.toggle()
            control.frame.origin.x += 200
            caption.text = "sent"
            (control as? Button)?.isSelected.toggle()
            card.addSubview(View(frame: Rect(x: 0, y: 0, width: 20, height: 20)))
        }
        func state() -> [String] {
            ["\(delete.isHidden)", "\(send.frame)", caption.text ?? "", "\(send.isSelected)", "\(card.subviews.count)"]
        }
        InspectorTests.tap(Point(x: 380, y: 264), in: session)
        let tapped = state()
        #expect(
            tapped == [
                "true", "\(Rect(x: 390, y: 150, width: 120, height: 48))", "sent", "true", "\(subviews.count + 1)",
            ])

        let first = Self.replay(session)
        #expect(state() == tapped)
        #expect(Self.replay(session) == first)
        #expect(state() == tapped)
        #expect(first.contains { $0.contains(#""type":"touch""#) && $0.contains(#""view":"Send""#) })

        session.edit(send, .enabled)
        #expect(!delete.isHidden)
        #expect(send.frame == Rect(x: 190, y: 150, width: 120, height: 48))
        #expect(caption.text == text)
        #expect(!send.isSelected)
        let sameSubviews = card.subviews.elementsEqual(subviews, by: ===)
        #expect(sameSubviews)
    }

    @Test func aReplayAfterAnEditShowsWhatTheTouchDoesWithTheEditAndUndoBringsTheOriginalBack() throws {
        let session = try LabSession.open(scene: "photo")
        let photo = try #require(session.scene.window.view(named: "Photo") as? ImageView)
        let frame = try #require(session.scene.window.view(named: "Photo frame"))
        Self.drag(Self.swipe, from: 1, in: session)
        session.advanceTime(to: 4)
        #expect(photo.imageName == "person")

        session.edit(frame, .userInteractionEnabled)
        session.advanceTime(to: session.scene.application.currentTime + 3)
        // The touch now reaches the screen behind, which swipes nothing: the picture it began on stays.
        #expect(photo.imageName == "mountains")
        #expect(session.overlay.explanation?.hitTest.hitView?.debugName == "Screen")
        #expect(!frame.isUserInteractionEnabled)

        session.undoEdit()
        session.advanceTime(to: session.scene.application.currentTime + 3)
        #expect(photo.imageName == "person")
        #expect(session.overlay.explanation?.hitTest.hitView === frame)
    }

    @Test func replayingADragScrollsFromTheOffsetItBeganAtAndAnEditThatStopsItLeavesThatOffset() throws {
        let session = try LabSession.open(scene: "scroll")
        let list = try #require(session.scene.window.view(named: "List") as? ScrollView)
        let up = (0...8).map { Point(x: 120, y: 500 - Double($0) * 20) }
        Self.drag(up, from: 1, holding: 0.5, in: session)
        session.advanceTime(to: 6)
        let scrolled = list.contentOffset
        // Short of the end, so that a replay from where the drag left the list would show more.
        #expect(scrolled.y > 100 && scrolled.y < list.maximumContentOffset.y / 2)

        let first = Self.replay(session)
        #expect(list.contentOffset == scrolled)
        #expect(Self.replay(session) == first)
        #expect(list.contentOffset == scrolled)

        session.edit(list, .userInteractionEnabled)
        session.advanceTime(to: session.scene.application.currentTime + 3)
        #expect(list.contentOffset == .zero)
        #expect(!list.isDragging && !list.isDecelerating)
    }

    /// The restore says the window looks different, so the window's layers draw the scene again.
    @Test func aRestoreBumpsTheRevisionsTheWindowsLayersAreKeyedOn() throws {
        let session = try LabSession.open(scene: "scroll")
        let scene = session.scene
        let list = try #require(scene.window.view(named: "List") as? ScrollView)
        let row = try #require(scene.window.view(named: "Row 1"))
        let before = scene.snapshot()
        list.contentOffset = Point(x: 0, y: 300)
        row.backgroundColor = Color(hex: 0xFF00FF)
        let (offsetRevision, appearance) = (scene.window.contentOffsetRevision, scene.window.appearanceRevision)
        scene.restore(before)
        #expect(list.contentOffset == .zero)
        #expect(row.backgroundColor != Color(hex: 0xFF00FF))
        #expect(scene.window.contentOffsetRevision > offsetRevision)
        #expect(scene.window.appearanceRevision > appearance)
        // Nothing changed since: a second restore leaves both alone.
        let (offsetAgain, appearanceAgain) = (scene.window.contentOffsetRevision, scene.window.appearanceRevision)
        scene.restore(before)
        #expect(scene.window.contentOffsetRevision == offsetAgain)
        #expect(scene.window.appearanceRevision == appearanceAgain)
    }

    @Test func aRestorePutsBackSubviewsTheFirstResponderAndAFieldsText() throws {
        let session = try LabSession.open(scene: "first-responder")
        let scene = session.scene
        let field = try #require(scene.window.view(named: "Name field") as? FieldView)
        let form = try #require(scene.window.view(named: "Form"))
        let subviews = form.subviews
        let before = scene.snapshot()
        InspectorTests.tap(Point(x: 300, y: 170), in: session)
        #expect(field.isFirstResponder)
        session.input.press(.began, key: Key(characters: "a"), timestamp: 9)
        #expect(field.text == "a")
        let stranger = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        form.addSubview(stranger)
        form.sendSubviewToBack(subviews[subviews.count - 1])

        scene.restore(before)
        #expect(field.text == "")
        #expect(!field.isFirstResponder)
        let sameSubviews = form.subviews.elementsEqual(subviews, by: ===)
        #expect(sameSubviews)
        #expect(stranger.superview == nil)
    }

    /// The snapshot holds an edit made before the touch: undoing it after the touch still undoes it in the replay.
    @Test func undoingAnEditOlderThanTheTouchUndoesItInTheReplay() throws {
        let session = try LabSession.open(scene: "why-not")
        let target = try #require(session.scene.window.view(named: "Hidden target"))
        session.edit(target, .hidden)
        InspectorTests.tap(Point(x: 100, y: 175), in: session)
        #expect(session.overlay.explanation?.hitTest.hitView === target)
        session.undoEdit()
        #expect(target.isHidden)
        #expect(session.overlay.explanation?.hitTest.hitView?.debugName == "Tile 1")
        session.replayLastTouch()
        #expect(target.isHidden)
        #expect(session.overlay.explanation?.hitTest.hitView?.debugName == "Tile 1")
    }

    /// Hover is on by default: the replay, like a touch, takes the overlay from the preview at the pointer.
    @Test func theReplayedTouchTakesTheOverlayFromTheHoverPreview() throws {
        let session = try LabSession.open(scene: "why-not")
        InspectorTests.tap(Point(x: 100, y: 175), in: session)
        session.movePointer(to: session.toScreen(Point(x: 470, y: 175)))
        #expect(session.overlay.shownExplanation?.kind == .hover)
        session.edit(try #require(session.scene.window.view(named: "Hidden target")), .hidden)
        #expect(session.overlay.shownExplanation?.kind == .touch)
        #expect(session.overlay.shownExplanation?.hitTest.hitView?.debugName == "Hidden target")
    }

    // MARK: Reloads

    static func copy(_ asset: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "replay-\(UUID())-\((asset as NSString).lastPathComponent)")
        try FileManager.default.copyItem(atPath: "Assets/\(asset)", toPath: file.path)
        return file.path
    }

    static func notes(_ session: LabSession) -> [String] {
        session.log.events.map(Strings.english.log.event)
    }

    @Test func aReloadedSceneFileKeepsTheEditsByNameOrIndexPathAndUndoStillWorks() throws {
        let file = try Self.copy("Scenes/why-not.json")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let session = try LabSession.open(scene: nil, file: file)
        let target = try #require(session.scene.window.view(named: "Hidden target"))
        // Tile 1's title, a label without a name.
        let title = try #require(session.scene.window.subviews.first?.subviews.first?.subviews.first)
        #expect(title.name == nil)
        let path = Scene.indexPath(of: title)
        session.edit(title, .alpha, to: .number(0.5))
        session.edit(target, .hidden)
        InspectorTests.tap(Point(x: 100, y: 175), in: session)
        #expect(session.overlay.explanation?.hitTest.hitView === target)

        session.reloadFile()
        let reloaded = try #require(session.scene.window.view(named: "Hidden target"))
        #expect(reloaded !== target)
        #expect(!reloaded.isHidden)
        #expect(Scene.view(at: path, in: session.scene.window)?.alpha == 0.5)
        #expect(session.scene.edits.count == 2)
        #expect(session.overlay.explanation?.hitTest.hitView === reloaded)
        #expect(Self.notes(session).contains("2 edits kept on the reloaded views (U undoes them)"))
        #expect(Self.replay(session) == Self.replay(session))

        session.undoEdit()
        #expect(reloaded.isHidden)
        #expect(session.overlay.explanation?.hitTest.hitView?.debugName == "Tile 1")
    }

    @Test func anEditWhoseViewIsGoneFromTheReloadedFileIsDroppedWithANote() throws {
        let file = try Self.copy("Scenes/why-not.json")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let session = try LabSession.open(scene: nil, file: file)
        session.edit(try #require(session.scene.window.view(named: "Hidden target")), .hidden)
        session.edit(try #require(session.scene.window.view(named: "Tile 1")), .alpha, to: .number(0.5))
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "\"Hidden target\"", with: "\"Shown target\"").write(
            toFile: file, atomically: true, encoding: .utf8)

        var json: [String] = []
        session.log.jsonLog = { json.append($0) }
        session.reloadFile()
        #expect(
            Self.notes(session).contains(
                #"edit of Hidden target (hidden → false) dropped: the reloaded file has no view "Hidden target""#))
        #expect(json == [#"{"type":"editDropped","view":"Hidden target","property":"hidden","to":false,"gone":true}"#])
        #expect(session.scene.edits.map(\.view.debugName) == ["Tile 1"])
        #expect(session.scene.window.view(named: "Shown target")?.isHidden == true)
        session.undoEdit()
        #expect(session.scene.window.view(named: "Tile 1")?.alpha == 1)
    }

    @Test func aReloadedDumpKeepsTheEditsByAddressAndDropsThoseOfALineThatWentAway() throws {
        let file = try Self.copy("Dumps/settings.txt")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let session = try LabSession.open(scene: nil, dump: file)
        InspectorTests.tap(Point(x: 150, y: 184), in: session)
        let cell = try #require(session.view(named: "0x7fd3e1c17170"))
        session.edit(cell, .userInteractionEnabled)

        session.reloadFile()
        let reloaded = try #require(session.view(named: "0x7fd3e1c17170"))
        #expect(reloaded !== cell)
        #expect(reloaded.isUserInteractionEnabled)
        let hit = try #require(session.overlay.explanation?.hitTest.hitView)
        #expect(hit === reloaded || hit.isDescendant(of: reloaded))

        let lines = try String(contentsOfFile: file, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        try lines.map {
            $0.contains("0x7fd3e1c17170")
                ? Substring($0.replacingOccurrences(of: "0x7fd3e1c17170", with: "0x7fd3e1c17171")) : $0
        }
        .joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        session.reloadFile()
        #expect(
            Self.notes(session).contains {
                $0.hasPrefix(
                    "edit of UITableViewCell: 0x7fd3e1c17170 (userInteractionEnabled → true) dropped: the reloaded file has no view 0x7fd3e1c17170"
                )
            })
        #expect(session.scene.edits.isEmpty)
    }
}
