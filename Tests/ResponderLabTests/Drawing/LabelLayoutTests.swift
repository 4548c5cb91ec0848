import Foundation
import Rendering
import ResponderKit
import Testing

@testable import LabKit

/// The overlay's labels, which give every view under the point its reason
/// (behaviour 8), in both languages: none covers another, a badge,
/// the touch point or the hit view's text; none runs off the canvas; none is
/// cut — a label too long for its room wraps, takes a shorter wording that
/// keeps its fact, or collapses into its numbered badge, whose step the side
/// panel lists with the whole text.
@Suite("Overlay labels: placed without collisions, never cut")
@MainActor
struct LabelLayoutTests {
    /// A point in each of the why-not scene's seven targets, as docs/screenshots.sh clicks them.
    static let whyNotTargets = [(100, 175), (284, 175), (470, 175), (654, 215), (120, 480), (286, 463), (470, 463)]
        .map { Point(x: Double($0.0), y: Double($0.1)) }

    @Test(arguments: Language.allCases)
    func whyNotLabelsNeitherCollideNorLeaveTheCanvasNorGetCut(language: Language) throws {
        let screen = try LabPainter(language: language)
        for target in Self.whyNotTargets {
            let session = try LabSession.open(scene: "why-not")
            session.language = language
            Script.click([target], in: session)
            _ = screen.render(session, size: session.layout.windowSize)
            let labels = try #require(screen.labels)
            let problems = try LabelChecker.problems(in: labels)
            #expect(problems.isEmpty, "why-not at \(target), \(language): \(problems)")
            #expect(labels.placed.contains { $0.kind == .label && !$0.isCollapsed }, "at \(target): no label drawn")
        }
    }

    @Test(arguments: Language.allCases)
    func theAlphaLabelKeepsItsThresholdInEveryLanguage(language: Language) throws {
        let session = try LabSession.open(scene: "why-not")
        session.language = language
        Script.click([Self.whyNotTargets[2]], in: session)
        let screen = try LabPainter(language: language)
        _ = screen.render(session, size: session.layout.windowSize)
        let name = session.strings(in: language).name(try #require(session.view(named: "Faint target")))
        let faint = try #require(screen.labels?.placed.first { $0.text.hasPrefix(name) })
        #expect(!faint.isCollapsed)
        #expect(faint.lines.joined(separator: " ").contains("< 0.01"), "\(faint.lines)")
    }

    @Test func theHitViewsOwnTitleIsKeptFreeOfLabels() throws {
        let session = try LabSession.open(scene: "why-not")
        session.language = .chinese
        Script.click([Self.whyNotTargets[0]], in: session)
        let screen = try LabPainter(language: .chinese)
        _ = screen.render(session, size: session.layout.windowSize)
        let labels = try #require(screen.labels)
        let hit = try #require(session.overlay.explanation?.hitTest.hitView)
        let canvas = Canvas(width: 8, height: 8, textRenderer: try LabelChecker.renderer())
        let title = try #require(ViewRenderer().textRect(of: hit, in: canvas))
        let titleInScene = Rect(boundingBoxOf: title.corners.map { hit.convert($0, to: nil) })
        #expect(labels.reserved.contains(titleInScene))
        #expect(!labels.placed.contains { $0.rect.map { LabelChecker.overlaps($0, titleInScene) } ?? false })
    }

    /// B and MainView only contain the hit: their outlines and numbers show, their labels only with L.
    @Test func theAncestorsThatOnlyContainTheHitHaveTheirNumberAndALabelOnlyWithL() throws {
        let session = try LabSession.open(scene: "hit-order")
        Script.click([Point(x: 300, y: 255)], in: session)
        let screen = try LabPainter()
        _ = screen.render(session, size: session.layout.windowSize)
        let containing = try #require(
            session.overlay.explanation?.hitTest.steps.filter {
                if case .containsHit(enlargedArea: false) = session.overlay.explanation!.hitTest.reason(for: $0) {
                    $0.view !== session.overlay.explanation?.hitTest.hitView
                } else {
                    false
                }
            })
        #expect(containing.contains { $0.view.debugName == "B" })
        let placed = try #require(screen.labels?.placed)
        for step in containing {
            #expect(
                !placed.contains { $0.kind == .label && $0.view == step.view.debugName },
                "\(step.view.debugName) has a label")
        }
        #expect(
            placed.contains {
                $0.kind == .badge && $0.badge == containing.first { $0.view.debugName == "B" }?.order && $0.rect != nil
            })
        #expect(placed.contains { $0.kind == .label && $0.view == "B.1" }, "the hit view keeps its label")
        session.overlay.ancestorLabelsVisible = true
        _ = screen.render(session, size: session.layout.windowSize)
        #expect(screen.labels?.placed.contains { $0.kind == .label && $0.text == "B: contains the hit" } == true)
    }

    /// Under the mail sample's compose sheet a row, its content view and its label are all covered by the
    /// sheet: the row, which hit-testing passed over with all it holds, says so; its content view and label
    /// only with L. (In hit-order, A says it is covered by B; A.2 inside it is outlined.)
    @Test func ofTheViewsCoveredTogetherOnlyTheOutermostHasALabel() throws {
        let session = try LabSession.open(scene: nil, dump: DumpLayoutTests.sample("mail.txt"))
        session.movePointer(to: session.toScreen(Point(x: 60, y: 515)))
        let trace = try #require(session.overlay.preview?.hitTest)
        // The views filling the window (the presentation's containers) are not outlined at all: they would only frame it.
        let window = session.scene.window.bounds
        func fills(_ view: View) -> Bool {
            let box = Rect(boundingBoxOf: view.boundsQuad(in: session.scene.window))
            return box.minX <= window.minX + 0.5 && box.minY <= window.minY + 0.5 && box.maxX >= window.maxX - 0.5
                && box.maxY >= window.maxY - 0.5
        }
        let covered = trace.allSteps.filter {
            if case .coveredBy = $0.verdict { OverlayRenderer.isUnderPoint($0) && !fills($0.view) } else { false }
        }
        #expect(covered.count >= 3, "\(covered.map(\.view.debugName))")
        let outermost = covered.filter { step in
            !covered.contains { $0.view !== step.view && step.view.isDescendant(of: $0.view) }
        }
        let screen = try LabPainter()
        _ = screen.render(session, size: session.layout.windowSize)
        let labelled = Set(screen.labels?.placed.filter { $0.kind == .label }.compactMap(\.view) ?? [])
        #expect(Set(covered.map(\.view.debugName)).intersection(labelled) == Set(outermost.map(\.view.debugName)))
        #expect(outermost.count == 1)
        session.overlay.ancestorLabelsVisible = true
        _ = screen.render(session, size: session.layout.windowSize)
        let all = Set(screen.labels?.placed.filter { $0.kind == .label }.compactMap(\.view) ?? [])
        #expect(Set(covered.map(\.view.debugName)).isSubset(of: all))
    }

    /// A SwiftUI dump's module-qualified generic class name is one word wider than any chip: the hit
    /// view's label names it as the panel does, cut short before the end of its address, rather than
    /// split the word or collapse into its number.
    @Test func aLabelOfAClassNameWiderThanAnyChipNamesItAsThePanelDoes() throws {
        let cell =
            "_TtGC7SwiftUI15CellHostingViewGVS_15ModifiedContentVS_14_ViewList_ViewVS_26CollectionViewCellModifier__"
        let path = try LabProcess.temporaryDirectory().appendingPathComponent("swiftui-list.txt").path
        try """
        <UIWindow: 0x7f0000000000; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000000000>>
           | <SwiftUI.ListCollectionViewCell: 0x7f0000000010; frame = (0 100; 390 66); layer = <CALayer: 0x600000000010>>
           |    | <\(cell): 0x7f0000000020; frame = (0 0; 390 66); layer = <CALayer: 0x600000000020>>

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let session = try LabSession.open(scene: nil, dump: path)
        Script.click([Point(x: 200, y: 130)], in: session)
        #expect(session.overlay.explanation?.hitTest.hitView?.debugName == "\(cell): 0x7f0000000020")
        let screen = try LabPainter()
        _ = screen.render(session, size: session.layout.windowSize)
        let label = try #require(screen.labels?.placed.first { $0.view == "\(cell): 0x7f0000000020" })
        #expect(!label.isCollapsed && label.isShortened, "\(label)")
        #expect(label.lines.joined(separator: " ").contains("…00020: hit view"), "\(label.lines)")
        #expect(try LabelChecker.problems(in: try #require(screen.labels)).isEmpty)
    }

    /// A label keeps off other views' controls, texts and targets while a place beside them is free:
    /// placed near a button with room on its other side, it takes that side.
    @Test func aLabelKeepsOffAControlATextAndAnotherViewsTargetWhileAPlaceIsFree() throws {
        let canvas = Canvas(width: 400, height: 200, textRenderer: try LabelChecker.renderer())
        let board = OverlayLabels()
        let view = Rect(x: 150, y: 80, width: 60, height: 30)
        let mine = ObjectIdentifier(board), other = ObjectIdentifier(canvas)
        board.avoid(Rect(x: 150, y: 40, width: 250, height: 40), as: .target, of: other)
        board.avoid(Rect(x: 0, y: 60, width: 150, height: 60), as: .text, of: other)
        board.avoid(view, as: .target, of: mine)
        LabelPlacer(board: board).draw(
            "Small view: hidden", badge: 4, around: view, color: VerdictStyle.invisible, canvas: canvas)
        let chip = try #require(board.placed.first?.rect)
        for (area, _, _) in board.avoided.dropLast() {
            #expect(!LabelChecker.overlaps(chip, area), "\(chip) covers \(area)")
        }
        // With every place around taken by a text, it lies over one rather than leave the canvas.
        let crowded = OverlayLabels()
        crowded.avoid(Rect(x: 0, y: 0, width: 400, height: 200), as: .text)
        LabelPlacer(board: crowded).draw(
            "Small view: hidden", badge: 4, around: view, color: VerdictStyle.invisible, canvas: canvas)
        #expect(crowded.placed.first?.rect != nil && crowded.placed.first?.isCollapsed == false)
    }

    /// A dump's class-name caption is covered whole or not at all: a label beside it stops short of
    /// it where it can; where every place cuts it, the caption's view is noted, and the screen leaves its name out.
    @Test func aLabelCutsACaptionOnlyWhereNoPlaceLeavesItWholeAndThenItsNameGoes() throws {
        let canvas = Canvas(width: 300, height: 60, textRenderer: try LabelChecker.renderer())
        let view = Rect(x: 40, y: 20, width: 80, height: 20), owner = ObjectIdentifier(canvas)
        let caption = Rect(x: 32, y: 23, width: 86, height: 12)
        let roomy = OverlayLabels()
        roomy.avoid(caption, as: .caption, of: owner)
        LabelPlacer(board: roomy).draw(
            "Cell: hidden", badge: nil, around: view, color: VerdictStyle.invisible, canvas: canvas)
        let chip = try #require(roomy.placed.first?.rect)
        #expect(!LabelChecker.overlaps(chip, caption), "\(chip) covers the caption \(caption) with room elsewhere")
        #expect(roomy.cutCaptions.isEmpty)
        // Only a band as high as a chip is left, across a caption wider than the chip: the chip cuts it, and says so.
        let crowded = OverlayLabels(), across = Rect(x: 0, y: 23, width: 300, height: 12)
        crowded.avoid(across, as: .caption, of: owner)
        crowded.reserve(Rect(x: 0, y: 0, width: 300, height: 20))
        crowded.reserve(Rect(x: 0, y: 40, width: 300, height: 20))
        LabelPlacer(board: crowded).draw(
            "Cell: hidden", badge: nil, around: view, color: VerdictStyle.invisible, canvas: canvas)
        let cut = try #require(crowded.placed.first?.rect)
        #expect(LabelChecker.overlaps(cut, across) && !OverlayLabels.encloses(cut, across))
        #expect(crowded.cutCaptions.map(\.view) == [owner])
    }

    @Test func aLabelWithNoRoomBesideItsViewGoesFurtherOffWithALeaderLine() throws {
        let canvas = Canvas(width: 300, height: 200, textRenderer: try LabelChecker.renderer())
        let board = OverlayLabels()
        let view = Rect(x: 120, y: 80, width: 40, height: 30)
        // Everything within a chip's height of the view is taken.
        board.reserve(view.expanded(by: 24, 24))
        LabelPlacer(board: board).draw(
            "Small view: hidden", badge: 4, around: view, color: VerdictStyle.invisible, canvas: canvas)
        let label = try #require(board.placed.first)
        #expect(!label.isCollapsed)
        #expect(label.leader.count == 2)
        #expect(try LabelChecker.problems(in: board).isEmpty)
    }

    @Test func aLabelThatFitsNowhereCollapsesIntoItsNumberedBadge() throws {
        let canvas = Canvas(width: 200, height: 60, textRenderer: try LabelChecker.renderer())
        let board = OverlayLabels()
        let view = Rect(x: 90, y: 25, width: 10, height: 10)
        board.reserve(Rect(x: 0, y: 0, width: 200, height: 20))
        board.reserve(Rect(x: 0, y: 40, width: 200, height: 20))
        LabelPlacer(board: board).draw(
            "Tiny view: covered by a very long name of a view in front",
            badge: 7, around: view, color: VerdictStyle.covered, canvas: canvas)
        let label = try #require(board.placed.first)
        #expect(label.isCollapsed)
        #expect(label.badge == 7)
        #expect(label.lines.isEmpty)
        #expect(try LabelChecker.problems(in: board).isEmpty)
    }

    @Test func aLabelWiderThanTheCanvasWrapsInsteadOfBeingCut() throws {
        let canvas = Canvas(width: 220, height: 200, textRenderer: try LabelChecker.renderer())
        let board = OverlayLabels()
        LabelPlacer(board: board).draw(
            "Sticking-out target: outside Small parent's bounds", badge: 9,
            around: Rect(x: 150, y: 60, width: 60, height: 60), color: VerdictStyle.ancestor, canvas: canvas)
        let label = try #require(board.placed.first)
        #expect(label.lines.count > 1)
        #expect(!label.isShortened)
        #expect(try LabelChecker.problems(in: board).isEmpty)
    }

    @Test func aLabelWithNoRoomForItsWholeWordingTakesTheShorterOneThatKeepsItsFact() throws {
        let canvas = Canvas(width: 150, height: 40, textRenderer: try LabelChecker.renderer())
        let board = OverlayLabels()
        LabelPlacer(board: board).draw(
            "Faint target: alpha 0.01 (stored 0.0099999998) < 0.01", shorter: "Faint target: alpha < 0.01",
            badge: 9, around: Rect(x: 20, y: 10, width: 100, height: 20), color: VerdictStyle.invisible,
            canvas: canvas)
        let label = try #require(board.placed.first)
        #expect(label.isShortened)
        #expect(label.lines.joined(separator: " ") == "Faint target: alpha < 0.01")
        #expect(try LabelChecker.problems(in: board).isEmpty)
    }

    @Test(arguments: Language.allCases)
    func aThreeHundredViewDumpTouchedAtEachTargetPlacesEveryLabelApart(language: Language) throws {
        let (path, targets) = try NestedDump.write()
        #expect(targets.count >= 20)
        let screen = try LabPainter(language: language)
        for target in targets {
            let session = try LabSession.open(scene: nil, file: nil, dump: path, fixed: nil)
            session.language = language
            #expect(DumpCount.views(in: session.scene.window) >= 300)
            Script.click([target], in: session)
            _ = screen.render(session, size: session.layout.windowSize)
            let labels = try #require(screen.labels)
            let problems = try LabelChecker.problems(in: labels)
            #expect(problems.isEmpty, "dump at \(target), \(language): \(problems)")
        }
    }

    /// The ghosts' names (G) on the overlay's board: apart from every label, and
    /// placed after the trace's, which keep the places they have without ghosts.
    @Test(arguments: Language.allCases)
    func whyNotWithGhostsPlacesTheirNamesApartAndAfterTheTracesLabels(language: Language) throws {
        let screen = try LabPainter(language: language)
        for target in Self.whyNotTargets {
            let session = try LabSession.open(scene: "why-not")
            session.language = language
            Script.click([target], in: session)
            _ = screen.render(session, size: session.layout.windowSize)
            let traceLabels = try #require(screen.labels).placed
            session.overlay.ghostsVisible = true
            _ = screen.render(session, size: session.layout.windowSize)
            let labels = try #require(screen.labels)
            let problems = try LabelChecker.problems(in: labels)
            #expect(problems.isEmpty, "why-not with ghosts at \(target), \(language): \(problems)")
            #expect(Array(labels.placed.prefix(traceLabels.count)) == traceLabels, "at \(target)")
            let ghosts = Ghost.all(in: session.scene.window, trace: session.overlay.shownExplanation?.hitTest).map {
                session.strings(in: language).name($0.view)
            }
            let names = labels.placed.dropFirst(traceLabels.count).map(\.text)
            #expect(names == ghosts, "at \(target): the ghosts' names drawn are \(names) of \(ghosts)")
        }
    }

    @Test func aThreeHundredViewDumpWithGhostsPlacesTheirNamesApart() throws {
        let (path, targets) = try NestedDump.write()
        let screen = try LabPainter()
        var named = 0
        for target in targets.prefix(10) {
            let session = try LabSession.open(scene: nil, file: nil, dump: path, fixed: nil)
            session.overlay.ghostsVisible = true
            Script.click([target], in: session)
            _ = screen.render(session, size: session.layout.windowSize)
            let labels = try #require(screen.labels)
            let problems = try LabelChecker.problems(in: labels)
            #expect(problems.isEmpty, "dump with ghosts at \(target): \(problems)")
            let ghosts = Set(
                Ghost.all(in: session.scene.window, trace: session.overlay.shownExplanation?.hitTest).map(
                    \.view.debugName))
            named += labels.placed.filter { ghosts.contains($0.text) }.count
        }
        #expect(named > 0)
    }

    @Test func withTheOverlayOffTheGhostsNamesAreStillPlacedApart() throws {
        let session = try LabSession.open(scene: "why-not")
        session.overlay.ghostsVisible = true
        session.overlay.isVisible = false
        let screen = try LabPainter()
        _ = screen.render(session, size: session.layout.windowSize)
        let labels = try #require(screen.labels)
        #expect(labels.placed.map(\.text) == ["Hidden target", "Faint target"])
        #expect(try LabelChecker.problems(in: labels).isEmpty)
    }

    @Test func aGhostZoomedOutOfSightGetsNoNamePinnedToTheCanvasEdge() throws {
        let session = try LabSession.open(scene: "why-not")
        session.viewport.windowSize = LabLayout.minimumSize
        session.overlay.ghostsVisible = true
        session.viewport.zoom(by: 4, about: session.toScreen(Point(x: 60, y: 150)))
        let screen = try LabPainter()
        _ = screen.render(session, size: session.layout.windowSize)
        let names = try #require(screen.labels).placed.map(\.text)
        // Tile 1's hidden target is in sight; Tile 3's faint one is far right of the canvas.
        #expect(names.contains("Hidden target"))
        #expect(!names.contains("Faint target"))
    }

    /// Every doc image of docs/screenshots.sh, as `render` draws it in each language: its labels
    /// apart, uncut and on the canvas, off every control, every view's text and every other view's
    /// target (what a reader of the picture looks for), and in Chinese without an English verdict.
    @Test(arguments: Language.allCases)
    func everyDocImageKeepsItsLabelsApartUncutAndOffWhatAReaderLooksFor(language: Language) throws {
        let shots = try ScreenshotScript.shots()
        #expect(shots.count >= 15)
        let out = try LabProcess.temporaryDirectory()
        for shot in shots {
            let json = out.appendingPathComponent(shot.file + ".json")
            let result = try LabProcess.run(
                ["render"] + shot.arguments
                    + [
                        "--lang", language == .chinese ? "zh" : "en", "--out",
                        out.appendingPathComponent(shot.file).path, "--labels", json.path,
                    ])
            #expect(result.status == 0, "\(shot.file): \(result.stderr)")
            let data = try Data(contentsOf: json)
            let labels = try LabelChecker.labels(fromJSON: data)
            let problems =
                try LabelChecker.problems(in: labels) + LabelChecker.coverProblems(fromJSON: data, language: language)
            #expect(problems.isEmpty, "\(language == .chinese ? "zh/" : "")\(shot.file): \(problems)")
        }
    }
}

/// What a test checks of a frame's labels, independently of the placer: it measures the text again.
@MainActor
enum LabelChecker {
    private static var cached: TextRenderer?

    /// The fonts LabPainter draws Chinese with, loaded once.
    static func renderer() throws -> TextRenderer {
        if let cached { return cached }
        let renderer = try TextRenderer(fontFiles: FontFiles.locateDejaVuSans().withFallback(FontFiles.locateCJKFont()))
        cached = renderer
        return renderer
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// Every way the labels break the rules, in words; empty when they keep them.
    static func problems(in labels: OverlayLabels) throws -> [String] {
        let text = try renderer()
        guard let bounds = labels.bounds else { return labels.placed.isEmpty ? [] : ["labels without a canvas area"] }
        var problems: [String] = []
        let drawn = labels.placed.filter { $0.rect != nil }
        for (i, label) in drawn.enumerated() {
            let rect = label.rect!
            if rect.minX < bounds.minX - 0.01 || rect.minY < bounds.minY - 0.01
                || rect.maxX > bounds.maxX + 0.01 || rect.maxY > bounds.maxY + 0.01
            {
                problems.append("\"\(label.text)\" at \(rect) runs off the canvas \(bounds)")
            }
            for other in drawn[(i + 1)...] where overlaps(rect, other.rect!) {
                problems.append("\"\(label.text)\" at \(rect) covers \"\(other.text)\" at \(other.rect!)")
            }
            for reserved in labels.reserved where overlaps(rect, reserved) {
                problems.append("\"\(label.text)\" at \(rect) covers the reserved \(reserved)")
            }
        }
        for label in labels.placed where label.kind == .label {
            if label.isCollapsed || label.rect == nil {
                // Only its number is left on the canvas: the panel's row of that step has the text.
                if label.badge == nil {
                    problems.append("\"\(label.text)\" was dropped and has no step number for the panel")
                }
                continue
            }
            let font = FontSpec(size: label.fontSize, weight: .bold)
            for line in label.lines where text.measure(line, font: font).width > label.textWidth + 0.01 {
                problems.append("\"\(line)\" is wider than its chip's \(label.textWidth)")
            }
            let shown = label.lines.joined().filter { !$0.isWhitespace }
            if !label.isShortened, shown != label.text.filter({ !$0.isWhitespace }) {
                problems.append("\"\(label.text)\" is drawn as \(label.lines)")
            }
            if !label.isShortened, !TextRenderer.breaksBetweenWords(label.lines, of: label.text) {
                problems.append("\"\(label.text)\" splits a word: \(label.lines)")
            }
            if label.text.contains("< 0.01"), !shown.contains("<0.01") {
                problems.append("\"\(label.text)\" lost its \"< 0.01\": \(label.lines)")
            }
        }
        return problems
    }

    /// Where the labels `render --labels` wrote cover what a reader looks for: a control, a view's
    /// text, another view's target (``OverlayLabels/Avoided/target``); and, in Chinese, the English
    /// left in a label once the views' names are taken out (two English words in a row).
    static func coverProblems(fromJSON data: Data, language: Language) throws -> [String] {
        let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        func rect(_ any: Any?) -> Rect? {
            guard let v = any as? [Double], v.count == 4 else { return nil }
            return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        let views = try #require(object["views"] as? [[String: Any]])
        let labels = try #require(object["labels"] as? [[String: Any]])
        // Longest first: a name that holds another ("Row 1" in "Row 10") goes whole.
        let names = Set(views.compactMap { $0["name"] as? String }).sorted { $0.count > $1.count }
        var problems: [String] = []
        for label in labels where label["kind"] as? String == "label" {
            let text = label["text"] as? String ?? "", own = label["view"] as? String
            if language == .chinese {
                var words = text
                for name in [own].compactMap({ $0 }) + names { words = words.replacingOccurrences(of: name, with: "·") }
                if let english = words.range(of: "[A-Za-z]+( [A-Za-z]+)+", options: .regularExpression) {
                    problems.append("\"\(text)\" says \"\(words[english])\" in English")
                }
            }
            guard let chip = rect(label["rect"]), label["collapsed"] as? Bool != true else { continue }
            for view in views {
                let name = view["name"] as? String ?? ""
                if let textRect = rect(view["text"]), overlaps(chip, textRect) {
                    problems.append("\"\(text)\" at \(chip) covers \(name)'s text at \(textRect)")
                }
                guard name != own, let box = rect(view["box"]), overlaps(chip, box) else { continue }
                if view["control"] as? Bool == true {
                    problems.append("\"\(text)\" at \(chip) covers the control \(name) at \(box)")
                } else if view["target"] as? Bool == true {
                    problems.append("\"\(text)\" at \(chip) covers the target \(name) at \(box)")
                }
            }
        }
        return problems
    }

    /// The layout `render --labels` wrote.
    static func labels(fromJSON data: Data) throws -> OverlayLabels {
        let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        func rect(_ any: Any?) -> Rect? {
            guard let v = any as? [Double], v.count == 4 else { return nil }
            return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        let labels = OverlayLabels()
        labels.bounds = rect(object["bounds"])
        for reserved in object["reserved"] as? [Any] ?? [] { labels.reserve(try #require(rect(reserved))) }
        for item in try #require(object["labels"] as? [[String: Any]]) {
            var label = PlacedLabel(
                kind: try #require(PlacedLabel.Kind(rawValue: item["kind"] as? String ?? "")),
                text: item["text"] as? String ?? "",
                lines: item["lines"] as? [String] ?? [], rect: rect(item["rect"]),
                textWidth: item["textWidth"] as? Double ?? 0,
                fontSize: item["fontSize"] as? Double ?? 0, badge: item["badge"] as? Int)
            label.isShortened = item["shortened"] as? Bool ?? false
            label.isCollapsed = item["collapsed"] as? Bool ?? false
            labels.add(label)
        }
        return labels
    }
}

/// The `shot` lines of docs/screenshots.sh, the list of doc images: each file with its `render` options.
enum ScreenshotScript {
    struct Shot {
        let file: String
        let arguments: [String]
    }

    static func shots() throws -> [Shot] {
        let root = Repository.root
        let script = try String(contentsOf: root.appendingPathComponent("docs/screenshots.sh"), encoding: .utf8)
        return script.split(separator: "\n").compactMap { line in
            let words = shellWords(String(line))
            guard words.count > 1, words[0] == "shot" else { return nil }
            // Paths in the options (a dump) are the repository's.
            let arguments = words.dropFirst(2).map {
                $0.hasPrefix("Assets/") ? root.appendingPathComponent($0).path : $0
            }
            return Shot(file: words[1], arguments: arguments)
        }
    }

    /// `line` split as sh splits it: at blanks outside double quotes, up to a `#` comment.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = [], current = "", quoted = false, inWord = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
                inWord = true
            } else if !quoted, character == "#", !inWord {
                break
            } else if !quoted, character.isWhitespace {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}

/// A deterministic `recursiveDescription` of over 300 views: an iPhone window
/// with a grid of cells, each with a label, an icon, a button, a hidden
/// spinner and a custom badge view holding a label — small views packed close.
enum NestedDump {
    static func write() throws -> (path: String, targets: [Point]) {
        var lines = [
            "<UIWindow: 0x7f0000000000; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000000000>>",
            "   | <UIView: 0x7f0000000010; frame = (0 0; 390 844); layer = <CALayer: 0x600000000010>>",
        ]
        var address = 0x7f00_0000_0020
        func line(_ depth: Int, _ body: String) {
            lines.append(
                String(repeating: "   | ", count: depth) + "<"
                    + body.replacingOccurrences(of: "@", with: "0x" + String(address, radix: 16)) + ">")
            address += 0x10
        }
        var targets: [Point] = []
        for row in 0..<10 {
            for column in 0..<5 {
                let (x, y) = (Double(column) * 78, 44 + Double(row) * 78)
                line(2, "UIView: @; frame = (\(Int(x)) \(Int(y)); 78 78); layer = <CALayer: 0x6>")
                line(
                    3,
                    "UILabel: @; frame = (4 4; 70 14); text = 'Item \(row * 5 + column)'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6>"
                )
                line(3, "UIImageView: @; frame = (4 22; 24 24); userInteractionEnabled = NO; layer = <CALayer: 0x6>")
                line(3, "UIButton: @; frame = (32 22; 42 24); opaque = NO; layer = <CALayer: 0x6>")
                line(3, "UIActivityIndicatorView: @; frame = (4 50; 20 20); hidden = YES; layer = <CALayer: 0x6>")
                line(3, "MyApp.BadgeView: @; baseClass = UIView; frame = (30 50; 44 24); layer = <CALayer: 0x6>")
                line(
                    4,
                    "UILabel: @; frame = (2 2; 40 20); text = '\(row)'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6>"
                )
                // The button, the badge's label (interaction off: the badge gets it) and the cell's caption.
                targets += [Point(x: x + 53, y: y + 34), Point(x: x + 52, y: y + 62), Point(x: x + 20, y: y + 10)]
            }
        }
        let path = try LabProcess.temporaryDirectory().appendingPathComponent("grid.txt").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        // Every fifth target: each kind in every part of the grid, in a test that runs in seconds.
        return (path, targets.enumerated().filter { $0.offset % 5 == 0 }.map(\.element))
    }
}

enum DumpCount {
    @MainActor
    static func views(in view: View) -> Int {
        1 + view.subviews.map(views(in:)).reduce(0, +)
    }
}
