import ResponderKit
import Scenes
import Testing

@Suite("Scene files: scroll views (behaviour 10)")
@MainActor
struct SceneScrollViewTests {
    func load(_ json: String) throws -> Scene {
        try SceneLoader.load(Array(json.utf8), file: "test.json", defaultName: "test")
    }

    @Test func scrollViewKeysSetEveryProperty() throws {
        let scene = try load(
            #"""
            {"root": {"name": "C", "view": {"subviews": [
              {"name": "L", "class": "scrollView", "frame": [0, 0, 100, 100], "contentSize": [100, 400],
               "contentOffset": [0, 30], "contentInset": [1, 2, 3, 4], "scrollEnabled": false, "delaysContentTouches": false,
               "canCancelContentTouches": false, "bounces": false, "alwaysBounceVertical": true,
               "alwaysBounceHorizontal": true, "decelerationRate": 0.95}
            ]}}}
            """#)
        let list = try #require(scene.window.view(named: "L") as? ScrollView)
        #expect(list.contentSize == Size(width: 100, height: 400))
        #expect(list.contentOffset == Point(x: 0, y: 30))
        #expect(list.contentInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(!list.isScrollEnabled && !list.delaysContentTouches && !list.canCancelContentTouches && !list.bounces)
        #expect(list.alwaysBounceVertical && list.alwaysBounceHorizontal)
        #expect(list.decelerationRate.rawValue == 0.95)
    }

    @Test func scrollViewDefaultsAreUIKits() throws {
        let scene = try load(
            #"""
            {"root": {"name": "C", "view": {"subviews": [
              {"name": "L", "class": "scrollView", "frame": [0, 0, 100, 100], "decelerationRate": "fast"}
            ]}}}
            """#)
        let list = try #require(scene.window.view(named: "L") as? ScrollView)
        #expect(list.isScrollEnabled && list.delaysContentTouches && list.canCancelContentTouches && list.bounces)
        #expect(!list.alwaysBounceVertical && !list.alwaysBounceHorizontal)
        #expect(list.decelerationRate == .fast)
        #expect(list.clipsToBounds)
    }

    @Test func scrollViewKeyOnAPlainViewIsAKeyOfAnotherClass() throws {
        #expect(throws: SceneError.self) {
            try load(#"{"root": {"name": "C", "view": {"contentSize": [1, 1]}}}"#)
        }
    }

    @Test func scrollSceneFixMakesADragFromAButtonScroll() throws {
        let scene = try SceneCatalog.load("scroll")
        let list = try #require(scene.window.view(named: "List") as? ScrollView)
        let button = try #require(scene.window.view(named: "Open 2"))
        #expect(!list.touchesShouldCancel(in: button))
        scene.setFixed(true)
        #expect(list.touchesShouldCancel(in: button))
        scene.setFixed(false)
        #expect(!list.touchesShouldCancel(in: button))
    }

    @Test func pagerFixTurnsTheListsDelayOffAndBack() throws {
        let scene = try SceneCatalog.load("pager")
        let lists = try (1...3).map { try #require(scene.window.view(named: "List \($0)") as? ScrollView) }
        scene.setFixed(true)
        #expect(lists.allSatisfy { !$0.delaysContentTouches })
        scene.setFixed(false)
        #expect(lists.allSatisfy { $0.delaysContentTouches })
    }

    @Test func fixOfAScrollFlagOnAPlainViewIsALocatedError() throws {
        #expect(throws: SceneError.self) {
            try load(
                #"""
                {"root": {"name": "C", "view": {"name": "V"}},
                 "fix": {"description": "d", "changes": [{"view": "V", "set": {"bounces": false}}]}}
                """#)
        }
    }
}
