import ResponderKit
import Scenes
import Testing

@Suite("Pinch, rotation and swipe in scene files, and the photo scene (behaviour 11)")
@MainActor
struct TwoFingerSceneTests {
    func load(_ json: String) throws -> Scene {
        try SceneLoader.load(Array(json.utf8), file: "test.json", defaultName: "test")
    }

    func recognizers(_ gestures: String) throws -> [GestureRecognizer] {
        let scene = try load(#"{"root": {"name": "C", "view": {"gestures": ["# + gestures + "]}}}")
        return try #require(scene.window.rootViewController?.view.gestureRecognizers)
    }

    func error(_ gestures: String) -> SceneError? {
        do {
            _ = try recognizers(gestures)
            return nil
        } catch {
            return error as? SceneError
        }
    }

    @Test func pinchRotationAndSwipeKindsMakeTheirRecognizers() throws {
        let made = try recognizers(
            #"""
            {"kind": "pinch"}, {"kind": "rotation"},
            {"kind": "swipe", "direction": ["left", "up"], "touches": 2}, {"kind": "swipe"}
            """#)
        #expect(made[0] is PinchGestureRecognizer && made[1] is RotationGestureRecognizer)
        let swipe = try #require(made[2] as? SwipeGestureRecognizer)
        #expect(swipe.direction == [.left, .up] && swipe.numberOfTouchesRequired == 2)
        let plain = try #require(made[3] as? SwipeGestureRecognizer)
        #expect(plain.direction == .right && plain.numberOfTouchesRequired == 1)
    }

    @Test func directionAndTouchesAreKeysOfSwipesOnly() {
        let e = error(#"{"kind": "pinch", "touches": 2}"#)
        #expect(e?.path == "root.view.gestures[0].touches")
        #expect(e?.message == "\"touches\" is a key of swipe recognizers")
    }

    @Test func swipeDirectionIsAListOfKnownDirectionsAndNotEmpty() {
        let unknown = error(#"{"kind": "swipe", "direction": ["rihgt"]}"#)
        #expect(unknown?.path == "root.view.gestures[0].direction[0]")
        #expect(
            unknown?.message == #"expected one of "right", "left", "up", "down", got "rihgt"; did you mean "right"?"#)
        let empty = error(#"{"kind": "swipe", "direction": []}"#)
        #expect(empty?.message == "expected at least one direction")
    }

    @Test func simultaneousWithNamesOtherRecognizers() throws {
        let e = error(
            #"{"kind": "pinch", "name": "Pinch", "simultaneousWith": ["Rotaton"]}, {"kind": "rotation", "name": "Rotation"}"#
        )
        #expect(e?.message == #"no other recognizer is named "Rotaton"; did you mean "Rotation"?"#)
        // The scene keeps the delegate alive; the recognizer holds it weakly.
        let scene = try load(
            #"{"root": {"name": "C", "view": {"gestures": [{"kind": "pinch", "name": "P", "simultaneousWith": ["R"]}, {"kind": "rotation", "name": "R"}]}}}"#
        )
        let mutual = try #require(scene.window.rootViewController?.view.gestureRecognizers)
        #expect(mutual[0].delegate?.gestureRecognizer(mutual[0], shouldRecognizeSimultaneouslyWith: mutual[1]) == true)
    }

    // MARK: The photo scene

    /// Two fingers on the photo, 60 points apart about its centre, then the
    /// second turned a quarter and moved out to 120 points: a pinch and a rotation at once.
    func pinchAndTurn(_ scene: Scene, from time: Double) {
        let app = scene.application, window = scene.window
        app.injectTouch(.began, at: Point(x: 350, y: 300), in: window, id: 0, timestamp: time)
        app.injectTouch(.began, at: Point(x: 410, y: 300), in: window, id: 1, timestamp: time + 0.01)
        app.injectTouch(.moved, at: Point(x: 350, y: 420), in: window, id: 1, timestamp: time + 0.1)
        app.injectTouch(.ended, at: Point(x: 350, y: 420), in: window, id: 1, timestamp: time + 0.2)
        app.injectTouch(.ended, at: Point(x: 350, y: 300), in: window, id: 0, timestamp: time + 0.3)
    }

    func states(_ scene: Scene) -> [String] {
        var lines: [String] = []
        scene.application.addActivityObserver { activity in
            if case let .recognizerStateChanged(recognizer, from, to, _) = activity, to != .possible {
                lines.append("\(recognizer.debugName) \(from) → \(to)")
            }
        }
        pinchAndTurn(scene, from: 1)
        return lines
    }

    @Test func photosPinchAndRotationExcludeEachOtherUntilTheFixLetsThemRecognizeTogether() throws {
        let scene = try SceneCatalog.load("photo")
        #expect(
            states(scene) == [
                "Swipe possible → failed", "Pinch possible → began", "Rotation possible → failed",
                "Pinch began → ended",
            ])
        let fixed = try SceneCatalog.load("photo")
        fixed.setFixed(true)
        #expect(
            states(fixed) == [
                "Swipe possible → failed", "Pinch possible → began", "Rotation possible → began",
                "Pinch began → ended", "Rotation began → ended",
            ])
    }

    @Test func photoFrameFollowsThePinchAndTheRotationAndASwipePutsItBack() throws {
        let scene = try SceneCatalog.load("photo")
        scene.setFixed(true)
        let frame = try #require(scene.window.rootViewController?.view.subviews.first { $0.name == "Photo frame" })
        pinchAndTurn(scene, from: 1)
        // Twice as far apart and a quarter turn clockwise: scale 2 and rotate π/2.
        let t = frame.transform
        #expect(abs(t.a) < 1e-9 && abs(t.b - 2) < 1e-9 && abs(t.c + 2) < 1e-9 && abs(t.d) < 1e-9)
        let app = scene.application
        app.injectTouch(.began, at: Point(x: 380, y: 300), in: scene.window, timestamp: 3)
        app.injectTouch(.moved, at: Point(x: 320, y: 300), in: scene.window, timestamp: 3.1)
        app.injectTouch(.ended, at: Point(x: 320, y: 300), in: scene.window, timestamp: 3.2)
        #expect(frame.transform == .identity)
        #expect((frame.subviews.first as? ImageView)?.imageName == "person")
    }
}
