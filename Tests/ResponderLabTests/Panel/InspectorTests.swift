import Foundation
import Rendering
import ResponderKit
import Scenes
import TestSupport
import Testing

@testable import LabKit

/// The inspector as data: the tree's rows, the selection's properties, live
/// edits and the replayed touch, without drawing a pixel.
@Suite("The inspector's tree, properties and live edits")
@MainActor
struct InspectorTests {
    static func row(_ name: String, in session: LabSession) throws -> InspectorRow {
        try #require(session.inspector.rows.first { $0.view.debugName == name })
    }

    static func tap(_ p: Point, in session: LabSession) {
        Script.click([p], in: session)
    }

    @Test func theTreeListsEveryViewInPaintingOrderIndentedByDepth() throws {
        let session = try LabSession.open(scene: "why-not")
        let rows = session.inspector.rows
        let described = session.scene.describedViews()
        #expect(rows.map(\.view.debugName) == described.map(\.name))
        #expect(rows.map(\.depth) == described.map(\.depth))
        #expect(rows.first?.view === session.scene.window)
        let tile = try Self.row("Tile 1", in: session)
        #expect(tile.hasSubviews && !tile.isCollapsed && tile.detail == "PolicyView")
    }

    /// A dumped text of several lines (a text view's `'Hi Maria,\n\nThe figures…'`) is quoted
    /// by its first line in the tree and the panel's rows, so that a row stays one line.
    @Test func aDumpedTextOfSeveralLinesIsQuotedByItsFirstLine() throws {
        let session = try LabSession.open(scene: nil, dump: "Assets/Dumps/mail.txt")
        let textView = try #require(session.view(named: "0x10a1fdfa0"))
        session.inspector.select(textView)
        let row = try #require(session.inspector.rows.first { $0.view === textView })
        #expect(row.detail == "'Hi Maria,…'")
        let label = Label(frame: .zero)
        label.text = "Two\nlines"
        #expect(PanelNames.row(of: label, strings: .english) == "Label \"Two…\"")
        label.text = "One line"
        #expect(PanelNames.row(of: label, strings: .english) == "Label \"One line\"")
    }

    @Test func viewsHitTestingSkipsAreDimmedWithTheirReason() throws {
        let session = try LabSession.open(scene: "why-not")
        #expect(try Self.row("Hidden target", in: session).dimming == [.hidden])
        #expect(try Self.row("Disabled target", in: session).dimming == [.interactionOff])
        let faint = try Self.row("Faint target", in: session)
        #expect(faint.isDimmed)
        guard case .transparent(let alpha)? = faint.dimming.first else {
            Issue.record("not transparent: \(faint.dimming)")
            return
        }
        #expect(alpha < 0.01)
        #expect(try Self.row("Tile 1", in: session).dimming.isEmpty)
        let controls = try LabSession.open(scene: "controls")
        #expect(try Self.row("Delete (disabled)", in: controls).dimming == [.disabled])
    }

    @Test func aTouchGivesEachRowItsVerdictAndMarksTheHitPath() throws {
        let session = try LabSession.open(scene: "why-not")
        #expect(session.inspector.rows.allSatisfy { $0.verdict == nil && !$0.isOnHitPath })
        Self.tap(Point(x: 100, y: 175), in: session)
        let tile = try Self.row("Tile 1", in: session)
        #expect(tile.isHitView && tile.isOnHitPath && tile.verdict == .hit)
        #expect(try Self.row("Hidden target", in: session).verdict == .hidden)
        let checklist = try Self.row("Checklist", in: session)
        #expect(checklist.isOnHitPath && !checklist.isHitView && checklist.verdict == .containsHit)
        #expect(try Self.row("Tile 2", in: session).verdict == .outsideBounds)
    }

    @Test func collapsingAViewHidesItsSubviewsAndExpandingShowsThemAgain() throws {
        let session = try LabSession.open(scene: "why-not")
        let all = session.inspector.rows.count
        let tile = try #require(session.scene.window.view(named: "Tile 1"))
        session.inspector.toggleCollapse(tile)
        #expect(session.inspector.rows.count == all - tile.subviews.count)
        #expect(try Self.row("Tile 1", in: session).isCollapsed)
        #expect(session.inspector.rows.contains { $0.view.debugName == "Hidden target" } == false)
        // Selecting a view inside a collapsed one opens it.
        session.inspector.select(try #require(session.scene.window.view(named: "Hidden target")))
        #expect(session.inspector.rows.count == all)
    }

    @Test func aLongTreeScrollsToTheSelectionAndSaysHowManyRowsAreLeftOut() throws {
        let session = try LabSession.open(scene: nil, dump: "Assets/Dumps/settings.txt")
        // The smallest window: its panel holds fewer rows than the dump has views.
        session.viewport.windowSize = LabLayout.minimumSize
        let rows = session.inspector.rows
        #expect(rows.count > session.inspector.treeLines)
        var shown = session.inspector.visibleRows(of: rows)
        #expect(shown.above == 0 && shown.rows.count + shown.below == rows.count)
        let last = try #require(rows.last?.view)
        session.inspector.select(last)
        shown = session.inspector.visibleRows(of: session.inspector.rows)
        #expect(shown.rows.last?.view === last && shown.below == 0)
        #expect(shown.above + shown.rows.count == rows.count)
        // ↑ walks back up: the selected row never leaves the tree.
        for _ in 0..<40 {
            session.inspector.moveSelection(by: -1)
            shown = session.inspector.visibleRows(of: session.inspector.rows)
            #expect(shown.rows.contains { $0.isSelected })
        }
        // The wheel scrolls; hovering a view on the canvas brings its row back.
        session.inspector.scrollTree(notches: 100)
        let cell = try #require(session.view(named: "0x7fd3e1c17170"))
        let center = cell.convert(Point(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        session.inspector.showTab(.tree)
        #expect(session.inspector.hoverCanvas(at: session.toScreen(center)))
        let hovered = try #require(session.inspector.hovered)
        #expect(hovered.isDescendant(of: cell))
        #expect(
            session.inspector.visibleRows(of: session.inspector.rows).rows.contains {
                $0.view === hovered && $0.isHovered
            })
    }

    @Test func hoveringARowMarksItsViewAndClickingSelectsIt() throws {
        let session = try LabSession.open(scene: "why-not")
        session.inspector.showTab(.tree)
        let layout = session.inspector.panelLayout
        let rows = session.inspector.rows
        let line = try #require(
            (0..<session.inspector.treeLines).first { session.inspector.rowIndex(onLine: $0, count: rows.count) == 5 })
        let p = Point(x: layout.tree.maxX - 10, y: layout.tree.minY + (Double(line) + 0.5) * InspectorLayout.rowHeight)
        #expect(session.inspector.hoverPanel(at: p))
        #expect(session.inspector.hovered === rows[5].view)
        #expect(!session.inspector.hoverPanel(at: p), "the same row again changes nothing")
        session.inspector.click(at: p)
        #expect(session.inspector.selected === rows[5].view)
        // The tab headers switch back to the trace.
        session.inspector.click(at: Point(x: layout.tabs[0].midX, y: layout.tabs[0].midY))
        #expect(session.inspector.tab == .trace)
    }

    @Test func shiftClickPicksTheFrontmostDrawnViewWithoutATouch() throws {
        let session = try LabSession.open(scene: "why-not")
        session.inspector.select(at: session.toScreen(Point(x: 284, y: 175)))
        // Interaction off does not matter to picking: the view drawn there is picked.
        #expect(session.inspector.selected?.debugName == "Disabled target")
        #expect(session.inspector.tab == .tree)
        #expect(session.overlay.explanation == nil && session.log.events.isEmpty)
        // A hidden view is not drawn: its tile is picked instead.
        session.inspector.select(at: session.toScreen(Point(x: 100, y: 175)))
        #expect(session.inspector.selected?.debugName == "Tile 1")
    }

    @Test func aControlsPropertiesSayWhatDecidesItsTouches() throws {
        let session = try LabSession.open(scene: "controls")
        session.inspector.select(try #require(session.view(named: "Delete (disabled)")))
        let properties = Dictionary(
            session.inspector.selectionProperties.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        #expect(properties["isEnabled"] == "false")
        for key in [
            "frame", "bounds", "center", "transform", "alpha", "isHidden", "isUserInteractionEnabled", "clipsToBounds",
            "isMultipleTouchEnabled", "isExclusiveTouch", "touchesBegan",
        ] {
            #expect(properties[key] != nil, "\(key)")
        }
        let gestures = try LabSession.open(scene: "gestures")
        gestures.inspector.select(try #require(gestures.scene.window.view(named: "Tap pad")))
        let recognizer = try #require(gestures.inspector.selectionProperties.first { $0.key == "recognizer" })
        #expect(recognizer.value.hasSuffix("state possible"))
    }

    @Test func aDumpedViewsPropertiesKeepTheFieldsTheLabDoesNotRead() throws {
        let session = try LabSession.open(scene: nil, dump: "Assets/Dumps/settings.txt")
        session.inspector.select(try #require(session.view(named: "0x7fd3e1c17170")))
        let properties = session.inspector.selectionProperties
        #expect(properties.contains { $0.key == "autoresize" && $0.value == "W" })
        #expect(properties.contains { $0.key == "layer" })
        #expect(properties.contains { $0.key == "isUserInteractionEnabled" && $0.value == "false" })
        // Fields read into properties are not listed twice.
        #expect(properties.filter { $0.key == "frame" }.count == 1)
        #expect(!properties.contains { $0.key == "userInteractionEnabled" })
    }

    @Test func unhidingTheHiddenTargetReplaysTheTouchOntoItAndUndoPutsItBack() throws {
        let session = try LabSession.open(scene: "why-not")
        var json: [String] = []
        session.log.jsonLog = { json.append($0) }
        Self.tap(Point(x: 100, y: 175), in: session)
        #expect(session.overlay.explanation?.hitTest.hitView?.debugName == "Tile 1")
        let target = try #require(session.scene.window.view(named: "Hidden target"))
        session.inspector.select(target)
        #expect(session.editSelection(.hidden))
        #expect(session.overlay.explanation?.kind == .touch)
        #expect(session.overlay.explanation?.hitTest.hitView === target)
        #expect(try Self.row("Hidden target", in: session).isEdited)
        #expect(session.inspector.selectionProperties.first { $0.key == "isHidden" }?.editedFrom == "true")
        #expect(session.log.events.map(Strings.english.log.event).contains("edit Hidden target: hidden true → false"))
        #expect(
            json.contains(
                #"{"type":"edit","view":"Hidden target","property":"hidden","from":true,"to":false,"undone":false}"#))
        #expect(
            session.scene.describedViews().first { $0.name == "Hidden target" }?.edited
                == [EditedProperty(property: .hidden, original: .flag(true), now: .flag(false))])
        session.advanceTime(to: session.scene.application.currentTime + 1)
        session.undoEdit()
        #expect(target.isHidden)
        #expect(session.scene.edits.isEmpty)
        #expect(session.overlay.explanation?.hitTest.hitView?.debugName == "Tile 1")
        #expect(session.log.events.map(Strings.english.log.event).contains("undo Hidden target: hidden false → true"))
    }

    @Test func alphaStepsAcrossTheThresholdAndTheReplayedTouchFollowsIt() throws {
        let session = try LabSession.open(scene: "why-not")
        Self.tap(Point(x: 470, y: 175), in: session)
        #expect(session.overlay.explanation?.hitTest.hitView?.debugName == "Tile 3")
        let faint = try #require(session.scene.window.view(named: "Faint target"))
        session.edit(faint, .alpha)
        #expect(ViewProperty.alpha.value(of: faint) == .number(Double(Float(0.011))))
        #expect(session.overlay.explanation?.hitTest.hitView === faint)
        var seen: [String] = []
        for _ in ViewProperty.alphaSteps {
            session.edit(faint, .alpha)
            seen.append(HitTestTrace.Alpha(faint.alpha).asSet)
        }
        #expect(seen == ["0.5", "1.0", "0.0", "0.005", "0.01", "0.011"])
    }

    @Test func theFixAndAReloadReplayTheLastTouch() throws {
        let session = try LabSession.open(scene: "why-not")
        Self.tap(Point(x: 120, y: 480), in: session)
        #expect(session.overlay.explanation?.hitTest.hitView?.debugName == "Glass cover")
        session.toggleFix()
        #expect(session.overlay.explanation?.kind == .touch)
        #expect(session.overlay.explanation?.hitTest.hitView?.debugName == "Covered target")

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("inspector-reload-\(UUID()).txt")
        try FileManager.default.copyItem(atPath: "Assets/Dumps/settings.txt", toPath: file.path)
        defer { try? FileManager.default.removeItem(at: file) }
        let dump = try LabSession.open(scene: nil, dump: file.path)
        Self.tap(Point(x: 150, y: 184), in: dump)
        dump.inspector.select(try #require(dump.view(named: "0x7fd3e1c17170")))
        dump.reloadFile()
        #expect(dump.overlay.explanation?.kind == .touch)
        #expect(dump.overlay.explanation?.hitTest.hitView?.debugName == "UITableView: 0x7fd3e1c40980")
        #expect(dump.inspector.selected.flatMap { dump.scene.imported?.dumpView(for: $0)?.address } == "0x7fd3e1c17170")
    }

    /// The user story: a dump, a cell that does not get the touch, its interaction turned on, the touch replayed onto it.
    @Test func turningOnTheSettingsCellsInteractionLetsTheReplayedTouchReachIt() throws {
        let session = try LabSession.open(scene: nil, dump: "Assets/Dumps/settings.txt")
        Self.tap(Point(x: 150, y: 184), in: session)
        let cell = try #require(session.view(named: "0x7fd3e1c17170"))
        #expect(session.overlay.explanation?.hitTest.verdict(for: cell) == .interactionDisabled)
        session.inspector.select(cell)
        session.editSelection(.userInteractionEnabled)
        let hit = try #require(session.overlay.explanation?.hitTest.hitView)
        #expect(hit === cell || hit.isDescendant(of: cell))
        #expect(try Self.row("UITableViewCell: 0x7fd3e1c17170", in: session).isOnHitPath)
    }

    @Test func editingWithNothingSelectedOrAPropertyTheViewLacksSaysSo() throws {
        let session = try LabSession.open(scene: "why-not")
        #expect(!session.editSelection(.hidden))
        #expect(!session.edit(try #require(session.scene.window.view(named: "Tile 1")), .enabled))
        #expect(session.scene.edits.isEmpty)
        session.undoEdit()
        #expect(
            session.log.events.map(Strings.english.log.event).suffix(3) == [
                "select a view first (P shows the tree)", "Tile 1 is not a control: it has no enabled",
                "no edit to undo",
            ])
    }

    @Test func theWheelOverThePropertiesScrollsThemAndSelectingAnotherViewStartsAtTheTop() throws {
        let session = try LabSession.open(scene: nil, dump: "Assets/Dumps/settings.txt")
        let cell = try #require(session.view(named: "0x7fd3e1c17170"))
        session.inspector.select(cell)
        let count = session.inspector.selectionProperties.count
        session.inspector.scrollProperties(notches: 3)
        #expect(session.inspector.firstProperty == 3)
        session.inspector.scrollProperties(notches: 1000)
        #expect(session.inspector.firstProperty == count - 1)
        session.inspector.select(cell.subviews[0])
        #expect(session.inspector.firstProperty == 0)
    }

    /// The panel with a selection and a live edit: the settings dump's Personal
    /// Hotspot cell, its interaction turned on, the tap replayed onto its content.
    @Test func thePanelWithASelectionAndAnEditMatchesItsGoldenImage() throws {
        let out = try LabProcess.temporaryDirectory().appendingPathComponent("settings-cell.png")
        let result = try LabProcess.run([
            "render", "--dump", DumpLayoutTests.sample("settings.txt"), "--tap", "150,184",
            "--edit", "0x7fd3e1c17170.userInteractionEnabled=true", "--select", "0x7fd3e1c17170",
            "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let golden = GoldenImageTests.golden.appendingPathComponent("Inspector/settings-cell.png")
        if let difference = try GoldenImage.difference(ofPNG: out, fromPNG: golden, named: "the inspector's panel") {
            Issue.record("\(difference)")
        }
    }

    @Test func renderRefusesAnEditOfAViewItDoesNotHaveOrAPropertyItDoesNotKnow() throws {
        let unknown = try LabProcess.run([
            "render", "--scene", "why-not", "--edit", "Nobody.hidden=false", "--out", "/dev/null",
        ])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains(#"no view named "Nobody""#))
        let property = try LabProcess.run([
            "render", "--scene", "why-not", "--edit", "Tile 1.opaque=true", "--out", "/dev/null",
        ])
        #expect(property.status == 2)
        #expect(property.stderr.contains("VIEW.PROPERTY=VALUE"))
    }

    @Test func describeListsTheEditedPropertiesInTextAndJSON() throws {
        let text = try LabProcess.run([
            "describe", "--scene", "why-not", "--edit", "Hidden target.hidden=false", "--edit", "Faint target.alpha",
        ])
        #expect(text.status == 0)
        #expect(text.stdout.contains("edited: hidden: true → false"))
        #expect(text.stdout.contains("edited: alpha: 0.01 → 0.011"))
        let json = try LabProcess.run([
            "describe", "--scene", "why-not", "--edit", "Hidden target.hidden=false", "--json",
        ])
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let target = try #require(views.first { $0["name"] as? String == "Hidden target" })
        let edited = try #require(target["edited"] as? [[String: Any]])
        #expect(edited.first?["property"] as? String == "hidden")
        #expect(edited.first?["from"] as? Bool == true)
        #expect(edited.first?["to"] as? Bool == false)
        #expect(views.filter { $0["edited"] != nil }.count == 1)
    }
}
