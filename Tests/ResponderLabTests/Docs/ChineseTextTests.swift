import Foundation
import ResponderKit
import Scenes
import Testing

@testable import LabKit
@testable import Rendering

/// What `--lang zh` may leave in Latin letters: names and code. The names are
/// the scene's or the dump's (views, classes, recognizers, responders, actions,
/// control events); the code is ResponderKit's API (its public properties and
/// methods, a recognizer's states, the inspector's properties), words shaped like
/// code (`isUserInteractionEnabled`, `point(inside:)`, `B.1`, `0x7fd3e1c17170`),
/// Swift's literals, a number's unit and single letters (keys: T, P). Everything
/// else is English left over.
@MainActor
struct ChineseWords {
    /// Names taken from what the lab showed.
    var names: Set<String> = []

    /// ResponderKit's public and open properties and methods, by name, read from its sources.
    static let apiWords: Set<String> = {
        let root = Repository.root
        let folder = root.appendingPathComponent("Sources/ResponderKit")
        // Every file of ResponderKit's folders.
        let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []
        let declaration =
            /(?:public|open)\s+(?:(?:static|class|override|final|nonisolated|weak|unowned|lazy|private\(set\)|internal\(set\))\s+)*(?:var|let|func)\s+([A-Za-z_]\w*)/
        var words: Set<String> = []
        for file in files where file.hasSuffix(".swift") {
            let source = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            for match in source.matches(of: declaration) { words.insert(String(match.1)) }
        }
        return words.union(GestureRecognizer.State.allCases.map(\.rawValue)).union(
            ViewProperty.allCases.map(\.rawValue)
        )
        // Swift's literals, its keyword the inspector's row of a view's class is named by, and the one an override calls.
        .union(["nil", "true", "false", "class", "super"])
    }()

    /// The words the glossary (StringTable.swift) keeps in Latin letters in Chinese:
    /// `dump`, the `edits` file, `pan 手势`.
    static let glossaryWords: Set<String> = ["dump", "edits", "pan"]

    /// The name, views, classes, recognizers and responders of `scene`, and a dump's texts (the app's own). A
    /// name the scene's file gives in Chinese is shown in Chinese: its English is not a name the check passes.
    mutating func add(_ scene: Scene) {
        names.insert(scene.name)
        let shown = Strings(.chinese).naming(scene.chineseNames)
        var stack: [View] = [scene.window]
        while let view = stack.popLast() {
            names.formUnion([shown.name(view), String(describing: type(of: view))])
            if scene.imported != nil {
                names.formUnion([(view as? Label)?.text, (view as? Button)?.title].compactMap { $0 })
            }
            for recognizer in view.gestureRecognizers ?? [] {
                names.formUnion([shown.name(recognizer), String(describing: type(of: recognizer))])
            }
            var responder = view.next
            while let next = responder {
                names.insert(shown.name(next))
                responder = next.next
            }
            stack += view.subviews
        }
    }

    /// The actions and control events `log` saw.
    mutating func add(_ log: TraceLog) {
        for line in log.activities {
            switch line.entry {
            case .action(let trace): names.insert(trace.action.name)
            case let .control(_, events): names.formUnion(events)
            default: break
            }
        }
    }

    /// `text` without `name` where it stands whole, not inside a longer word.
    static func removing(_ name: String, from text: String) -> String {
        func isWordCharacter(_ c: Character?) -> Bool { c.map { $0.isASCII && ($0.isLetter || $0.isNumber) } ?? false }
        var result = "", rest = text[...]
        while let range = rest.range(of: name) {
            result += rest[..<range.lowerBound]
            let whole = !isWordCharacter(result.last) && !isWordCharacter(rest[range.upperBound...].first)
            result += whole ? " " : String(rest[range])
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// The words of `text` that are neither names nor code.
    func english(in text: String) -> [String] {
        var rest = text
        // Longest first, "Card with a tap" before "Card", and whole: the view "C" is not in "Ctrl".
        for name in names.sorted(by: { $0.count > $1.count }) where !name.isEmpty && rest.contains(name) {
            rest = Self.removing(name, from: rest)
        }
        rest = rest.replacing(/\d+(\.\d+)?\s?(pt|s)\b/, with: " ")
        // A view's own text, quoted on its label as it is (and maybe cut short there): the scene's words, not the lab's.
        rest = rest.replacing(/"[^"]*("|$)/, with: " ")
        // Code in backticks (`describe`, a user's statement) and what a tool said, quoted (编译器：“…”).
        rest = rest.replacing(/`[^`]*(`|$)/, with: " ").replacing(/“[^”]*(”|$)/, with: " ")
        return rest.matches(of: /[A-Za-z][A-Za-z0-9_.\/-]*(\([A-Za-z:]*\))?/).map { String($0.output.0) }.filter {
            word in
            // A path (docs/zh/own-app.md) is code too.
            let isCode =
                word.count == 1 || word.dropFirst().contains { $0.isUppercase }
                || word.contains { $0.isNumber || "_.(/".contains($0) }
            return !isCode && !Self.apiWords.contains(word) && !Self.glossaryWords.contains(word)
        }
    }
}

@Suite("Chinese: whole sentences, and nothing in English but names and code")
@MainActor
struct ChineseTextTests {
    /// A line of Chinese never starts with 的 nor with a punctuation mark: a
    /// scene's note is whole sentences, wrapped where they fall (避头尾).
    @Test func noLineOfASceneShownInChineseStartsWithDeOrPunctuation() throws {
        let canvas = Canvas(width: 10, height: 10, textRenderer: try LabelChecker.renderer())
        for name in SceneCatalog.names {
            let scene = try SceneCatalog.load(name)
            scene.showTexts(inChinese: true)
            var stack: [View] = [scene.window]
            while let view = stack.popLast() {
                stack += view.subviews
                guard let label = view as? Label, let layout = ViewRenderer().labelLayout(label, in: canvas) else {
                    continue
                }
                for line in layout.lines.map(\.text) {
                    let first = try #require(line.first)
                    #expect(first != "的" && !first.isPunctuation, "\(name): \"\(line)\" in \(layout.lines)")
                }
                // A note is whole sentences: what wraps is one label.
                if layout.lines.count > 1 { #expect(label.numberOfLines != 1, "\(name): \(layout.lines)") }
            }
        }
    }

    /// Every scene after its tour's clicks: the panel, the overlay's labels, the header and the key line.
    @Test func everySceneShowsChineseButForNamesAndCode() throws {
        let screen = try LabPainter(language: .chinese)
        for name in SceneCatalog.names {
            let session = try LabSession(sceneName: name)
            session.language = .chinese
            _ = Script.click(session.scene.tourTaps, in: session)
            expectChinese(session, screen: screen, what: name)
        }
    }

    /// The sample dumps, each touched and then inspected with its tree shown.
    @Test(arguments: ["mail", "photo-feed", "settings"])
    func everySampleDumpShowsChineseButForNamesAndCode(dump: String) throws {
        let screen = try LabPainter(language: .chinese)
        let session = try LabSession(dumpFile: DamageRedrawTests.asset("Dumps/\(dump).txt"))
        session.language = .chinese
        _ = Script.click([Point(x: 150, y: 184), Point(x: 30, y: 470)], in: session)
        expectChinese(session, screen: screen, what: dump)
        session.inspector.select(session.scene.window.subviews.first)
        session.inspector.showTab(.tree)
        expectChinese(session, screen: screen, what: "\(dump), its tree")
    }

    /// Every property row of every view of a sample dump, not only those the
    /// panel has room for: the view controllers (`_printHierarchy` pasted in
    /// mail's dump, none with settings'), mail's declarations, recognizers and
    /// the custom classes' caveats.
    @Test(arguments: ["mail", "photo-feed", "settings"])
    func everyPropertyOfEveryDumpedViewIsChineseButForNamesAndCode(dump: String) throws {
        let edits = dump == "mail" ? DamageRedrawTests.asset("Dumps/mail.edits") : nil
        let session = try LabSession.open(
            scene: nil, dump: DamageRedrawTests.asset("Dumps/\(dump).txt"), edits: edits, language: .chinese)
        let shown = expectEveryPropertyChinese(session, what: dump)
        let expected: Set<String> =
            switch dump {
            case "mail": ["viewController", "recognizer", "caveat", "declared", "skipped alpha"]
            case "photo-feed": ["recognizer", "caveat"]
            default: ["viewController", "skipped alpha"]
            }
        #expect(expected.isSubset(of: shown), "\(dump): \(expected.subtracting(shown)) not met")
    }

    /// Every property row of every view of every built-in scene, its fix off and on:
    /// controls, overrides (refusing, enlarging, reaching outside, calling super),
    /// recognizers that wait for others, stored alphas, controllers.
    @Test func everyPropertyOfEverySceneViewIsChineseButForNamesAndCode() throws {
        var shown: Set<String> = []
        for name in SceneCatalog.names {
            let session = try LabSession.open(scene: name, language: .chinese)
            shown.formUnion(expectEveryPropertyChinese(session, what: name))
            session.toggleFix()
            shown.formUnion(expectEveryPropertyChinese(session, what: "\(name), fixed"))
        }
        let expected: Set<String> = ["viewController", "recognizer", "override", "skipped alpha", "handles"]
        #expect(expected.isSubset(of: shown), "\(expected.subtracting(shown)) not met")
    }

    /// The doc images' panels, as `render --labels` writes them: a scroll view's
    /// delays, an action's route, the inspector's edit.
    @Test func everyDocImagesPanelIsChineseButForNamesAndCode() throws {
        let out = try LabProcess.temporaryDirectory()
        for shot in try ScreenshotScript.shots() {
            let json = out.appendingPathComponent(shot.file + ".json")
            let result = try LabProcess.run(
                ["render"] + shot.arguments
                    + ["--lang", "zh", "--out", out.appendingPathComponent(shot.file).path, "--labels", json.path])
            #expect(result.status == 0, "\(shot.file): \(result.stderr)")
            let object = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
            let panel = try #require(object["panel"] as? [String])
            #expect(
                panel.contains("追踪") && (panel.contains("图例") || panel.contains { $0.hasPrefix("选中的视图") }),
                "\(shot.file): \(panel)")
            // The names are the scene's or the dump's, loaded here as the command loaded them.
            var words = ChineseWords()
            let dump = shot.arguments.firstIndex(of: "--dump").map { shot.arguments[$0 + 1] }
            let scene =
                try dump.map { try LabSession(dumpFile: $0).scene }
                ?? SceneCatalog.load(shot.arguments[try #require(shot.arguments.firstIndex(of: "--scene")) + 1])
            words.add(scene)
            words.names.formUnion(["copy"] + Control.Event.allEvents.names)
            for text in panel {
                #expect(words.english(in: text).isEmpty, "zh/\(shot.file): \"\(text)\" has \(words.english(in: text))")
            }
        }
    }

    @Test func theCheckFindsEnglishLeftOverAndPassesNamesAndCode() throws {
        var words = ChineseWords()
        words.add(try SceneCatalog.load("scroll"))
        #expect(words.english(in: "List: not along an axis it scrolls, or its content keeps the touch") != [])
        #expect(words.english(in: "开始 #0 → 行 6：被 content touch de…") == ["content", "touch", "de"])
        #expect(words.english(in: "开始 #0 → Row 6：由行 6 处理") == ["Row"])
        #expect(words.english(in: "94/173 views from a recursiveDescription dump").contains("views"))
        #expect(words.english(in: "ImageView 的 isUserInteractionEnabled 默认为 false，列表：内容 320×1240，0.15 s，70 pt") == [])
        #expect(words.english(in: "行 6：触摸点在 bounds 之外，point(inside:) → false，possible → failed，0x7fd3e1c17170") == [])
        #expect(words.english(in: "Label \"Ctrl+点击：第二根手指落在按下处 · Ctr…") == [])
        #expect(words.english(in: "见 docs/zh/own-app.md") == [])
        #expect(words.english(in: "见 own-app notes") == ["own-app", "notes"])
    }

    /// Selects each view of `session`'s scene in turn and checks each of its
    /// properties' values, with their marks; gives the kinds of row it met.
    private func expectEveryPropertyChinese(_ session: LabSession, what: String) -> Set<String> {
        var words = ChineseWords()
        words.add(session.scene)
        let strings = Strings(session.language)
        var shown: Set<String> = []
        for (view, _) in session.inspector.outline {
            session.inspector.select(view)
            let properties = session.inspector.selectionProperties
            // A dumped view's fields the lab does not read are the app's, as printed.
            let unread = Set(session.scene.imported?.unreadFields(of: view).map(\.key) ?? [])
            for property in properties where !unread.contains(property.key) {
                let text = property.value + (property.declared.map { strings.dump.bracketed($0) } ?? "")
                #expect(
                    words.english(in: text).isEmpty,
                    "\(what), \(view.debugName): \(property.key) \"\(text)\" has \(words.english(in: text))")
                shown.insert(property.key)
                if property.declared != nil { shown.insert("declared") }
                if property.key == "alpha", text.contains("<") { shown.insert("skipped alpha") }
                if property.key == "touchesBegan", ResponderBehavior.touches(of: view).handles {
                    shown.insert("handles")
                }
            }
        }
        return shown
    }

    private func expectChinese(_ session: LabSession, screen: LabPainter, what: String) {
        _ = screen.render(session, size: session.layout.windowSize)
        var words = ChineseWords()
        words.add(session.scene)
        words.add(session.log)
        let strings = Strings(.chinese)
        let texts =
            screen.panelTexts + (screen.labels?.placed.map(\.text) ?? [])
            + [session.scene.title, strings.caption(of: session.scene)]
        #expect(screen.panelTexts.count > 10, "\(what): \(screen.panelTexts)")
        for text in texts {
            #expect(words.english(in: text).isEmpty, "\(what): \"\(text)\" has \(words.english(in: text))")
        }
    }
}
