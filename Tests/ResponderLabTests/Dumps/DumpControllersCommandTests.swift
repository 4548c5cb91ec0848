import Foundation
import Testing

/// `_printHierarchy`'s view controllers on the command line (behaviour 12.6):
/// pasted in the dump's file or given with `--controllers`, each stands in
/// the chain between its root view and that view's superview, in `trace`'s
/// text and JSON, `describe` and `render --labels`; without them the chain
/// says they are unknown.
@Suite("View controllers of a dump on the command line")
struct DumpControllersCommandTests {
    static func began(_ result: LabProcess.Result) throws -> [String: Any] {
        try DumpCommandTests.began(result)
    }

    static func describeJSON(_ arguments: [String]) throws -> [String: Any] {
        let result = try LabProcess.run(["describe"] + arguments + ["--json"])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func aChildControllerStandsBetweenItsViewAndTheParentsViewUpToTheTabBarController() throws {
        let shop = try ShopSample.files(pasted: true)
        let result = try LabProcess.run(["trace", "--dump", shop.dump, "--at", ShopSample.banner, "--json"])
        let began = try Self.began(result)
        #expect(began["chain"] as? [String] == ShopSample.bannerChain + ["UIWindowScene", "UIApplication"])
        #expect(
            began["viewControllers"] as? [String] == [
                "Shop.BannerController: 0xc04", "Shop.ListController: 0xc03", "UINavigationController: 0xc02",
                "UITabBarController: 0xc01",
            ])
        let text = try LabProcess.run(["trace", "--dump", shop.dump, "--at", ShopSample.banner])
        #expect(
            text.stdout.contains(
                "UIView: 0xa09 (forwarded) → Shop.BannerController: 0xc04 (forwarded) → UIView: 0xa08 (forwarded) → Shop.ListController: 0xc03"
            ))
        #expect(!text.stdout.contains("view controllers unknown"))
    }

    @Test func aControllersFileGivesTheSameChainAsControllersPastedWithTheDump() throws {
        let apart = try ShopSample.files(pasted: false)
        let given = try LabProcess.run([
            "trace", "--dump", apart.dump, "--controllers", apart.controllers, "--at", ShopSample.row, "--json",
        ])
        let pasted = try LabProcess.run([
            "trace", "--dump", try ShopSample.files(pasted: true).dump, "--at", ShopSample.row, "--json",
        ])
        #expect(try Self.began(given)["chain"] as? [String] == Self.began(pasted)["chain"] as? [String])
        #expect((try Self.began(given)["chain"] as? [String])?.contains("UINavigationController: 0xc02") == true)
    }

    @Test func aPresentedSheetsChainGoesThroughItsControllersToThePresentationsContainerAsUIKitsDoes() throws {
        let result = try LabProcess.run([
            "trace", "--dump", DumpCommandTests.path("Assets/Dumps/mail.txt"), "--at", "25,480", "--json",
        ])
        let chain = try #require(try Self.began(result)["chain"] as? [String])
        // A real responder walk from a presented sheet: … → RootView → ViewController → UIDropShadowView → UITransitionView → UIWindow.
        let tail = Array(chain.drop { $0 != "UIView: 0x10a1fd690" })
        #expect(Array(tail.prefix(2)) == ["UIView: 0x10a1fd690", "Mail.ComposeController: 0x10c20f000"])
        let presented = try #require(tail.firstIndex(of: "UINavigationController: 0x10c20e600"))
        #expect(tail[presented - 1] == "UILayoutContainerView: 0x10a1fd120")
        #expect(
            Array(tail[(presented + 1)...]) == [
                "UIDropShadowView: 0x10a1fcf50", "UITransitionView: 0x10a1fcbb0", "UIWindow: 0x10a1f2c30",
                "UIWindowScene", "UIApplication",
            ])
        // The child controller of the compose controller owns the recipients' view above it.
        #expect(chain.contains("Mail.RecipientsController: 0x10c20fa00"))
    }

    @Test func withoutControllersTheChainSaysTheyAreUnknownInTextAndJSON() throws {
        let apart = try ShopSample.files(pasted: false)
        let text = try LabProcess.run(["trace", "--dump", apart.dump, "--at", ShopSample.banner])
        #expect(text.stdout.contains("view controllers unknown: paste _printHierarchy (docs/own-app.md)"))
        let json = try LabProcess.run(["trace", "--dump", apart.dump, "--at", ShopSample.banner, "--json"])
        let began = try Self.began(json)
        #expect(began["viewControllers"] is NSNull)
        let chain = try #require(began["chain"] as? [String])
        #expect(
            !chain.contains {
                ["Shop.", "UINavigationController:", "UITabBarController:"].contains(where: $0.hasPrefix)
            })
        #expect(chain.count == ShopSample.bannerChain.count - 4 + 2)
        let described = try Self.describeJSON(["--dump", apart.dump])
        #expect(described["viewControllers"] is NSNull)
        let describedText = try LabProcess.run(["describe", "--dump", apart.dump])
        #expect(describedText.stdout.contains("view controllers unknown"))
    }

    @Test func knownControllersThatOwnNoViewOnTheChainAddNothing() throws {
        let shop = try ShopSample.files(pasted: true)
        let json = try LabProcess.run(["trace", "--dump", shop.dump, "--at", ShopSample.badge, "--json"])
        let began = try Self.began(json)
        #expect(began["chain"] as? [String] == ["UIView: 0xa16", "UIWindow: 0xa01", "UIWindowScene", "UIApplication"])
        #expect(began["viewControllers"] as? [String] == [])
        let text = try LabProcess.run(["trace", "--dump", shop.dump, "--at", ShopSample.badge])
        #expect(!text.stdout.contains("view controllers unknown"))
    }

    @Test func aTabBarBesideTheTabsGoesToTheTabBarControllerAlone() throws {
        let shop = try ShopSample.files(pasted: true)
        let began = try Self.began(
            try LabProcess.run(["trace", "--dump", shop.dump, "--at", ShopSample.tabBar, "--json"]))
        #expect(
            began["chain"] as? [String] == [
                "UITabBar: 0xa15", "UILayoutContainerView: 0xa02", "UITabBarController: 0xc01",
                "UIWindow: 0xa01", "UIWindowScene", "UIApplication",
            ])
    }

    @Test func describeNamesEachControllerOnItsRootViewWithItsStateAndListsEveryOneWithWhereItsViewIs() throws {
        let shop = try ShopSample.files(pasted: false)
        let text = try LabProcess.run(["describe", "--dump", shop.dump, "--controllers", shop.controllers])
        #expect(
            text.stdout.contains(
                "controller: Shop.BannerController: 0xc04 (appeared; child of Shop.ListController: 0xc03)"))
        #expect(
            text.stdout.contains("controller: UITabBarController: 0xc01 (appeared; the window's root view controller)"))
        #expect(
            text.stdout.contains(
                "5 view controllers (_printHierarchy, \(shop.controllers)), 4 owning a view of the dump"))
        let object = try Self.describeJSON(["--dump", shop.dump, "--controllers", shop.controllers])
        let controllers = try #require(object["viewControllers"] as? [[String: Any]])
        #expect(
            controllers.map { $0["placement"] as? String } == [
                "ownsView", "ownsView", "ownsView", "ownsView", "viewNotLoaded",
            ])
        #expect(
            controllers[3]["relation"] as? String == "child"
                && controllers[3]["parent"] as? String == "Shop.ListController: 0xc03")
        let views = try #require(object["views"] as? [[String: Any]])
        let banner = try #require(views.first { $0["name"] as? String == "UIView: 0xa09" })
        let controller = try #require(banner["controller"] as? [String: Any])
        #expect(controller["name"] as? String == "Shop.BannerController: 0xc04")
        #expect(controller["state"] as? String == "appeared")
    }

    @Test func describeJSONOfAPresentedControllerSaysByWhomAndWithWhat() throws {
        let object = try Self.describeJSON(["--dump", DumpCommandTests.path("Assets/Dumps/mail.txt")])
        let controllers = try #require(object["viewControllers"] as? [[String: Any]])
        let sheet = try #require(controllers.first { $0["name"] as? String == "UINavigationController: 0x10c20e600" })
        #expect(sheet["relation"] as? String == "presented")
        #expect(sheet["parent"] as? String == "UITabBarController: 0x10a30a000")
        #expect(sheet["presentedWith"] as? String == "UISheetPresentationController: 0x10c210400")
        let hidden = try #require(controllers.first { $0["name"] as? String == "UINavigationController: 0x10a30c800" })
        #expect(hidden["inWindow"] as? Bool == false && hidden["placement"] as? String == "viewNotInDump")
    }

    @Test func renderLabelsGiveTheChainWithItsControllers() throws {
        let shop = try ShopSample.files(pasted: true)
        let folder = shop.folder
        let labels = folder.appendingPathComponent("labels.json")
        let result = try LabProcess.run([
            "render", "--dump", shop.dump, "--tap", ShopSample.banner,
            "--out", folder.appendingPathComponent("shop.png").path, "--labels", labels.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: labels)) as? [String: Any])
        #expect(object["chain"] as? [String] == ShopSample.bannerChain + ["UIWindowScene", "UIApplication"])
        #expect((object["viewControllers"] as? [String])?.first == "Shop.BannerController: 0xc04")
        #expect(object["labels"] != nil)
    }

    @Test func controllersWithoutADumpAreRefused() throws {
        let result = try LabProcess.run(["trace", "--scene", "chain", "--controllers", "vc.txt", "--at", "1,1"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--controllers joins view controllers to a dump's views: add --dump FILE"))
    }
}
