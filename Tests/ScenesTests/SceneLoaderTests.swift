import Foundation
import ResponderKit
import Scenes
import Testing

@Suite("Scene files")
@MainActor
struct SceneLoaderTests {
    func load(_ json: String, name: String = "test") throws -> Scene {
        try SceneLoader.load(Array(json.utf8), file: "\(name).json", defaultName: name)
    }

    @Test func everyBuiltInSceneIsAFileInAssetsScenesAndLoads() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: SceneCatalog.directory).filter {
            $0.hasSuffix(".json")
        }
        #expect(Set(files) == Set(SceneCatalog.names.map { "\($0).json" }))
        for name in SceneCatalog.names {
            let scene = try SceneCatalog.load(name)
            #expect(scene.name == name)
            #expect(!scene.tourTaps.isEmpty)
        }
    }

    @Test func sceneNameDefaultsToTheFileNameAndTitleToTheName() throws {
        let scene = try load(#"{"root": {"name": "C", "view": {}}}"#, name: "mine")
        #expect(scene.name == "mine")
        #expect(scene.title == "mine")
        #expect(scene.caption == "")
        #expect(scene.fixDescription == nil)
    }

    @Test func rootViewFillsTheWindowAndNestedFramesAreInTheirSuperview() throws {
        let scene = try load(
            #"""
            {"root": {"name": "C", "view": {"name": "Root", "subviews": [
              {"name": "Outer", "frame": [100, 100, 200, 200], "boundsOrigin": [0, 50], "clipsToBounds": true, "subviews": [
                {"name": "Inner", "frame": [10, 60, 20, 20]}]}]}}}
            """#)
        let root = try #require(scene.window.view(named: "Root"))
        #expect(root.frame == Rect(x: 0, y: 0, width: 760, height: 600))
        let outer = try #require(scene.window.view(named: "Outer"))
        #expect(outer.bounds.origin == Point(x: 0, y: 50))
        #expect(outer.clipsToBounds)
        // The bounds origin scrolls the content: Inner at y 60 shows at 100 + 60 − 50.
        #expect(scene.window.hitTest(Point(x: 115, y: 115), with: nil)?.name == "Inner")
    }

    @Test func transformScalesThenRotatesThenTranslatesAboutTheCenter() throws {
        let scene = try load(
            #"""
            {"root": {"name": "C", "view": {"subviews": [
              {"name": "Turned", "frame": [100, 100, 100, 20], "transform": {"scale": [2, 1], "rotate": 90, "translate": [5, 0]}}]}}}
            """#)
        let view = try #require(scene.window.view(named: "Turned"))
        let t = view.transform
        #expect(
            abs(t.a) < 1e-12 && abs(t.b - 2) < 1e-12 && abs(t.c + 1) < 1e-12 && abs(t.d) < 1e-12 && t.tx == 5
                && t.ty == 0)
        // 200 × 20 turned upright about the center (150, 110), moved 5 right: 20 wide, 200 tall.
        #expect(scene.window.hitTest(Point(x: 155, y: 30), with: nil)?.name == "Turned")
        #expect(scene.window.hitTest(Point(x: 100, y: 110), with: nil)?.name != "Turned")
    }

    @Test func classesGetTheirKeysAndLabelsTheFormatsDefaults() throws {
        let scene = try load(
            #"""
            {"root": {"name": "C", "view": {"subviews": [
              {"name": "Caption", "class": "label", "frame": [0, 0, 100, 20], "text": "Hi"},
              {"name": "Photo", "class": "imageView", "frame": [0, 30, 100, 60], "image": "mountains"},
              {"name": "Go", "class": "button", "frame": [0, 100, 80, 40], "title": "Go", "enabled": false},
              {"name": "Field", "class": "field", "frame": [0, 150, 200, 40], "placeholder": "Name"}]}}}
            """#)
        let label = try #require(scene.window.view(named: "Caption") as? Label)
        #expect(
            label.text == "Hi" && label.fontSize == 13 && label.textAlignment == .left
                && !label.isUserInteractionEnabled)
        #expect(label.numberOfLines == 1)
        let photo = try #require(scene.window.view(named: "Photo") as? ImageView)
        #expect(photo.imageName == "mountains" && !photo.isUserInteractionEnabled)
        let button = try #require(scene.window.view(named: "Go") as? Button)
        #expect(button.title == "Go" && !button.isEnabled)
        #expect(scene.window.view(named: "Field") is FieldView)
    }

    @Test func aLabelsLinesAreItsNumberOfLinesAWholeNumberFromZero() throws {
        let scene = try load(
            #"""
            {"root": {"name": "C", "view": {"subviews": [
              {"name": "Note", "class": "label", "frame": [0, 0, 100, 60], "text": "A paragraph", "lines": 0},
              {"name": "Two", "class": "label", "frame": [0, 60, 100, 60], "text": "At most two", "lines": 2}]}}}
            """#)
        #expect((scene.window.view(named: "Note") as? Label)?.numberOfLines == 0)
        #expect((scene.window.view(named: "Two") as? Label)?.numberOfLines == 2)
        for bad in ["-1", "1.5", "\"all\""] {
            #expect(throws: SceneError.self) {
                try load(
                    #"{"root": {"name": "C", "view": {"subviews": [{"class": "label", "frame": [0, 0, 9, 9], "lines": "#
                        + bad + "}]}}}")
            }
        }
        #expect(throws: SceneError.self) {
            try load(
                #"{"root": {"name": "C", "view": {"subviews": [{"class": "button", "frame": [0, 0, 9, 9], "lines": 0}]}}}"#
            )
        }
    }

    @Test func textsShowInChineseWhereTheFileGivesItAndInEnglishElsewhere() throws {
        let scene = try load(
            #"""
            {"title": {"en": "Order", "zh": "顺序"}, "caption": "Only English",
             "root": {"name": "C", "view": {"subviews": [
              {"name": "Note", "class": "label", "frame": [0, 0, 100, 20], "text": {"en": "Hi", "zh": "你好"}},
              {"name": "Plain", "class": "label", "frame": [0, 30, 100, 20], "text": {"en": "Plain"}},
              {"name": "Go", "class": "button", "frame": [0, 100, 80, 40], "title": {"en": "Go", "zh": "前往"}}]}}}
            """#)
        let note = try #require(scene.window.view(named: "Note") as? Label)
        let plain = try #require(scene.window.view(named: "Plain") as? Label)
        let button = try #require(scene.window.view(named: "Go") as? Button)
        #expect(scene.title == "Order" && scene.caption == "Only English" && note.text == "Hi" && button.title == "Go")
        scene.showTexts(inChinese: true)
        #expect(scene.title == "顺序" && scene.caption == "Only English" && note.text == "你好" && plain.text == "Plain")
        #expect(button.title == "前往" && note.name == "Note")
        scene.showTexts(inChinese: false)
        #expect(scene.title == "Order" && note.text == "Hi" && button.title == "Go")
    }

    @Test func aNameInTwoLanguagesIsItsEnglishWithItsChineseKeptForTheLab() throws {
        let scene = try load(
            #"""
            {"root": {"name": {"en": "Home", "zh": "首页"}, "view": {"subviews": [
              {"name": {"en": "Card", "zh": "卡片"}, "frame": [0, 0, 100, 100], "gestures": [
                {"kind": "tap", "name": {"en": "Card tap", "zh": "卡片的点击手势"}, "requireToFail": "Double"},
                {"kind": "tap", "taps": 2, "name": "Double"}]}]}},
             "fix": {"description": "hide", "changes": [{"view": "Card", "set": {"hidden": true}}]}}
            """#)
        let card = try #require(scene.window.view(named: "Card"))
        #expect((card.gestureRecognizers ?? []).map(\.name) == ["Card tap", "Double"])
        #expect(card.gestureRecognizers?.first?.failureRequirements.map(\.name) == ["Double"])
        #expect((scene.window.rootViewController as? SceneViewController)?.name == "Home")
        var names = ChineseNames()
        names.views = ["Card": "卡片"]
        names.controllers = ["Home": "首页"]
        names.recognizers = ["Card tap": "卡片的点击手势"]
        #expect(scene.chineseNames == names)
        scene.showTexts(inChinese: true)
        #expect(card.name == "Card")
        scene.setFixed(true)
        #expect(card.isHidden)
    }

    @Test(arguments: SceneCatalog.names)
    func everyViewAndRecognizerOfABuiltInSceneHasAChineseNameButThoseNamedLikeCode(scene name: String) throws {
        let scene = try SceneCatalog.load(name)
        // `MainView`, `TabBar`, `A`, `B.1`: named as code is, the same in every language.
        let code = /[A-Z][a-z]+([A-Z][a-z]*)+|[A-Z](\.[0-9]+)*/
        var views = scene.window.subviews
        var named: [(kind: String, name: String, chinese: String?)] = []
        while let view = views.popLast() {
            views += view.subviews
            if let viewName = view.name { named.append(("view", viewName, scene.chineseNames.views[viewName])) }
            // A scroll view's own, which the lab names for what they are.
            let own = (view as? ScrollView).map { [$0.panGestureRecognizer, $0.delayedTouchesGestureRecognizer] } ?? []
            for recognizer in view.gestureRecognizers ?? [] where !own.contains(where: { $0 === recognizer }) {
                if let recognizerName = recognizer.name {
                    named.append(("recognizer", recognizerName, scene.chineseNames.recognizers[recognizerName]))
                }
            }
        }
        #expect(!named.isEmpty)
        for (kind, english, chinese) in named where (try? code.wholeMatch(in: english)) == nil {
            #expect(chinese != nil, "\(name): the \(kind) \(english) has no Chinese name")
        }
    }

    @Test func coloursAreNamesHexOrALighterOrTranslucentColour() throws {
        let scene = try load(
            #"""
            {"root": {"name": "C", "view": {"color": "#336699", "subviews": [
              {"name": "Soft", "frame": [0, 0, 10, 10], "color": {"color": "#000000", "lighter": 0.5, "alpha": 0.25}}]}}}
            """#)
        #expect(scene.window.rootViewController?.view.backgroundColor == Color(hex: 0x336699))
        #expect(
            scene.window.view(named: "Soft")?.backgroundColor == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
    }

    @Test func childAndPresentedControllersTakeTheirPlacesInTheResponderChain() throws {
        let scene = try load(
            #"""
            {"root": {"name": "Home", "view": {"subviews": [
                {"name": "Card", "frame": [0, 0, 100, 100], "controller": {"name": "CardController", "touches": "handles"}}]},
              "presents": {"name": "Sheet", "view": {"name": "Sheet view"}}}}
            """#)
        let card = try #require(scene.window.view(named: "Card"))
        let cardController = try #require(card.next as? SceneViewController)
        #expect(cardController.name == "CardController" && cardController.policy == .handles)
        #expect(cardController.parent?.name == "Home")
        let sheet = try #require(scene.window.view(named: "Sheet view"))
        #expect(sheet.frame == scene.window.bounds)
        #expect((sheet.next as? ViewController)?.next === scene.window.rootViewController)
        // Presented on top: it takes the touches.
        #expect(scene.window.hitTest(Point(x: 50, y: 50), with: nil) === sheet)
    }

    @Test func recognizerMayRequireOneDeclaredAfterIt() throws {
        let scene = try load(
            #"""
            {"root": {"name": "C", "view": {"gestures": [
              {"kind": "tap", "name": "Single", "requireToFail": "Double"}, {"kind": "tap", "name": "Double", "taps": 2}]}}}
            """#)
        let recognizers = try #require(scene.window.rootViewController?.view.gestureRecognizers)
        #expect(recognizers.first?.failureRequirements.first === recognizers.last)
        #expect((recognizers.last as? TapGestureRecognizer)?.numberOfTapsRequired == 2)
    }

    @Test func buttonsActionReachesTheControllerItNamesAndANilTargetWalksTheChain() throws {
        let scene = try load(
            #"""
            {"root": {"name": "Top", "actions": ["save"], "view": {"subviews": [
              {"name": "Panel", "frame": [0, 0, 400, 400], "controller": {"name": "Panel controller", "actions": ["send"]}, "subviews": [
                {"name": "Send", "class": "button", "frame": [10, 10, 80, 40],
                 "targetActions": [{"event": "touchUpInside", "action": "send", "target": "Panel controller"}]},
                {"name": "Save", "class": "button", "frame": [10, 60, 80, 40],
                 "targetActions": [{"event": "touchUpInside", "action": "save", "target": null}]}]}]}}}
            """#)
        for (i, point) in [Point(x: 50, y: 30), Point(x: 50, y: 80)].enumerated() {
            scene.application.injectTouch(.began, at: point, in: scene.window, id: 0, timestamp: Double(i))
            scene.application.injectTouch(.ended, at: point, in: scene.window, id: 0, timestamp: Double(i) + 0.1)
        }
        let panel = try #require(scene.window.view(named: "Panel")?.next as? SceneViewController)
        let top = try #require(scene.window.rootViewController as? SceneViewController)
        #expect(panel.performed == ["send"])
        // No first responder: the nil-target action starts at the sender and walks up to Top.
        #expect(top.performed == ["save"])
    }

    @Test func fixOnThenOffRestoresEveryViewAsTheFileDescribesIt() throws {
        for name in SceneCatalog.names {
            let scene = try SceneCatalog.load(name)
            let opened = scene.describedViews()
            scene.setFixed(!scene.isFixed)
            scene.setFixed(!scene.isFixed)
            #expect(scene.describedViews() == opened, "\(name)")
        }
    }

    @Test func whyNotFixMakesEveryGreenTargetTheHitView() throws {
        let scene = try SceneCatalog.load("why-not")
        let targets = [
            "Hidden target", "Disabled target", "Faint target", "Sticking-out target", "Covered target",
            "Target in refusing parent", "Target refusing point(inside:)",
        ]
        let views = targets.compactMap { scene.window.view(named: $0) }
        #expect(views.count == targets.count)
        // A point inside each target that is not inside anything covering it once fixed.
        func hits(_ view: View) -> Bool {
            let inside = Point(x: view.bounds.midX, y: view.bounds.maxY - 5)
            return scene.window.hitTest(view.convert(inside, to: nil), with: nil) === view
        }
        #expect(views.filter(hits).isEmpty)
        scene.setFixed(true)
        #expect(views.filter(hits).count == targets.count)
    }

    @Test func enlargedHitAreaIsOutlinedOnlyWhileItIsEnlarged() throws {
        let scene = try SceneCatalog.load("hot-area")
        #expect(scene.isFixed)
        let area = try #require(scene.hitAreas.first)
        #expect(area.rect == Rect(x: -14, y: -14, width: 52, height: 52))
        scene.setFixed(false)
        #expect(scene.hitAreas.isEmpty)
    }
}

@Suite("The scene format's documentation")
@MainActor
struct SceneFormatDocumentationTests {
    @Test func exampleSceneLoadsAndItsFixUncoversTheButton() throws {
        let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/scene-format.md")
        let text = try String(contentsOf: doc, encoding: .utf8)
        let start = try #require(text.range(of: "```json\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let scene = try SceneLoader.load(
            Array(text[start.upperBound..<end.lowerBound].utf8), file: "example.json", defaultName: "example")
        let tap = try #require(scene.tourTaps.first)
        #expect(scene.window.hitTest(tap, with: nil)?.name == "Glass")
        scene.setFixed(true)
        #expect(scene.window.hitTest(tap, with: nil)?.name == "Buy")
        // 12 points beyond the button's edge still hits it.
        #expect(scene.window.hitTest(Point(x: 320 - 10, y: 292), with: nil)?.name == "Buy")
        #expect(scene.hitAreas.count == 1)
    }
}
