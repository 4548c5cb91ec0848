import Foundation
import Testing

@Suite("describe gives what decides a touch")
struct DescribeTests {
    static func describe(_ scene: String) throws -> (object: [String: Any], views: [String: [String: Any]]) {
        let result = try LabProcess.run(["describe", "--scene", scene, "--json"])
        #expect(result.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let list = try #require(object["views"] as? [[String: Any]])
        // Labels repeat their class name; the named views are unique.
        let views = Dictionary(list.map { ($0["name"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        return (object, views)
    }

    @Test func jsonKeepsItsKeysAndAddsTouchHandlingControllerAndFix() throws {
        let (object, views) = try Self.describe("chain")
        let fix = try #require(object["fix"] as? [String: Any])
        #expect(fix["on"] as? Bool == false)
        #expect((fix["description"] as? String)?.isEmpty == false)
        let card = try #require(views["Card"])
        for key in [
            "name", "class", "frame", "depth", "hidden", "alpha", "userInteractionEnabled", "clipsToBounds",
            "enabled", "multipleTouchEnabled", "exclusiveTouch", "touches", "hitTestOverrides", "recognizers",
            "controller",
        ] {
            #expect(card[key] != nil, "\(key)")
        }
        let controller = try #require(card["controller"] as? [String: Any])
        #expect(controller["name"] as? String == "CardController")
        #expect((controller["touches"] as? [String: Any])?["handles"] as? Bool == true)
        #expect((card["touches"] as? [String: Any])?["handles"] as? Bool == false)
    }

    @Test func controlsSayWhetherTheyAreEnabledAndOtherViewsSayNull() throws {
        let views = try Self.describe("controls").views
        #expect(views["Delete (disabled)"]?["enabled"] as? Bool == false)
        #expect(views["Send"]?["enabled"] as? Bool == true)
        #expect(views["Compose card"]?["enabled"] is NSNull)
    }

    @Test func recognizersGiveTheirKindFlagsAndFailureRequirements() throws {
        let views = try Self.describe("gestures").views
        let recognizers = views.values.flatMap { $0["recognizers"] as? [[String: Any]] ?? [] }
        let single = try #require(recognizers.first { $0["name"] as? String == "Single tap" })
        #expect(single["kind"] as? String == "tap")
        #expect(single["requiresToFail"] as? [String] == ["Double tap"])
        #expect(single["cancelsTouchesInView"] as? Bool == true)
        let sharing = try #require(recognizers.first { $0["name"] as? String == "Sharing tap" })
        #expect(sharing["cancelsTouchesInView"] as? Bool == false)
        let press = try #require(recognizers.first { $0["name"] as? String == "Long press" })
        #expect(press["kind"] as? String == "longPress")
    }

    @Test func overridesOfHitTestingAndMultiTouchFlagsAreListed() throws {
        let whyNot = try Self.describe("why-not").views
        #expect(whyNot["Refusing parent"]?["hitTestOverrides"] as? [String] == ["hitTest returns nil for every point"])
        #expect(
            whyNot["Target refusing point(inside:)"]?["hitTestOverrides"] as? [String]
                == ["point(inside:) returns false for every point"])
        let multitouch = try Self.describe("multitouch").views.values
        #expect(multitouch.contains { $0["exclusiveTouch"] as? Bool == true })
        #expect(multitouch.contains { $0["multipleTouchEnabled"] as? Bool == true })
    }

    @Test func textGivesTheSameFactsUnderEachView() throws {
        let text = try LabProcess.run(["describe", "--scene", "gestures"]).stdout
        #expect(text.contains("fix (T): turn cancelsTouchesInView on for the sharing pad — off"))
        #expect(
            text.contains(
                "recognizer: Single tap (tap, 1 tap, 1 finger; cancels touches in view; delaysTouchesEnded; waits for Double tap to fail)"
            ))
        #expect(text.contains("controller: GesturesController, touches: forwards"))
        let whyNot = try LabProcess.run(["describe", "--scene", "why-not"]).stdout
        #expect(
            whyNot.contains("shown, alpha 0.01 (stored 0.0099999998) < 0.01: skipped by hit-testing, interaction on"))
        #expect(
            whyNot.contains(
                "hidden, alpha 1, interaction on, single touch; touches: handles (overrides touchesBegan without calling super)"
            ))
        #expect(whyNot.contains("override: hitTest returns nil for every point"))
        let controls = try LabProcess.run(["describe", "--scene", "controls"]).stdout
        #expect(controls.contains("interaction on, disabled, single touch"))
    }

    /// `describe` stays English whatever the lab's language: a dump's controllers, declarations, caveats and skipped alphas.
    @Test func aDumpsTextKeepsItsEnglishWording() throws {
        let text = try LabProcess.run([
            "describe", "--dump", "Assets/Dumps/mail.txt", "--edits", "Assets/Dumps/mail.edits",
        ]).stdout
        for line in [
            "controller: UITabBarController: 0x10a30a000 (appeared; the window's root view controller), touches: forwards (no override: UIKit's default passes it to next)",
            "controller: UINavigationController: 0x10c20e600 (appeared; presented by UITabBarController: 0x10a30a000 with UISheetPresentationController: 0x10c210400), touches: forwards (no override: UIKit's default passes it to next)",
            "shown, alpha 1, interaction on, disabled, single touch; touches: handles (a control (disabled) keeps its touch)",
            "caveat: custom class: may override hitTest or point(inside:), which a dump cannot show",
            "shown, alpha 0 < 0.01: skipped by hit-testing, interaction off, single touch; touches: forwards (no override: UIKit's default passes it to next)",
            "recognizer: preview (longPress, 0.5 s; cancels touches in view; delaysTouchesEnded) — declared in mail.edits line 8",
            "recognizer: scroll pan (pan; cancels touches in view; delaysTouchesEnded)",
            "recognizer: content touch delay (DelayedTouchesBeganGestureRecognizer; shares touches (cancelsTouchesInView off); delaysTouchesBegan)",
        ] {
            #expect(text.contains(line), "\(line)")
        }
    }
}
