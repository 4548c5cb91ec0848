import ResponderKit
import Scenes
import Testing

@Suite("The scenes' text field")
struct FieldViewTests {
    /// A click on the field: each phase's delivery, as `trace` prints it.
    @MainActor
    static func clickField() throws -> (scene: Scene, deliveries: [DeliveryTrace]) {
        let scene = try SceneCatalog.load("first-responder")
        var deliveries: [DeliveryTrace] = []
        let observation = scene.application.addDeliveryObserver { deliveries.append($0) }
        scene.application.injectTouch(.began, at: Point(x: 230, y: 170), in: scene.window, id: 0, timestamp: 1)
        scene.application.injectTouch(.ended, at: Point(x: 230, y: 170), in: scene.window, id: 0, timestamp: 1.08)
        scene.application.removeDeliveryObserver(observation)
        return (scene, deliveries)
    }

    @MainActor @Test func aFieldHandlesThePressAsAUITextFieldDoesNotOnlyTheRelease() throws {
        let (scene, deliveries) = try Self.clickField()
        #expect(deliveries.map(\.phase) == [.began, .ended])
        #expect(deliveries.map { $0.handledBy?.debugName } == ["Name field", "Name field"])
        #expect(deliveries.allSatisfy { !$0.isDiscarded })
        #expect(scene.window.firstResponder?.debugName == "Name field")
    }

    @MainActor @Test func keysThatTypeNothingVisibleAreLoggedByName() throws {
        let (scene, _) = try Self.clickField()
        var lines: [SceneLog.Line] = []
        scene.log.onLine = { lines.append($0) }
        for (i, key) in [Key(characters: " "), Key(characters: "", name: "Return"), Key(characters: "a")].enumerated() {
            scene.application.injectKey(.began, key: key, timestamp: 2 + Double(i))
            scene.application.injectKey(.ended, key: key, timestamp: 2.05 + Double(i))
        }
        #expect(lines.first == .key("Space", responder: "Name field", handled: true))
        #expect(lines.contains(.key("Return", responder: "Name field", handled: false)))
        #expect(lines.contains(.key("a", responder: "Name field", handled: true)))
        #expect(
            !lines.contains {
                if case .key(let name, _, _) = $0 { name.trimmingCharacters(in: .whitespaces).isEmpty } else { false }
            })
    }
}
