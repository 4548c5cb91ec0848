import Foundation
import Testing

/// `--edits FILE` on the command line (behaviour 12.7): what a dump does not
/// print, declared after it loads, marked as declared wherever it shows, and
/// a mistake located with what was probably meant, exit 2.
@Suite("Edits files on the command line")
struct DumpEditsCommandTests {
    /// The shop sample with an edits file of `lines` beside it.
    static func shop(edits lines: String) throws -> (dump: String, edits: String) {
        let shop = try ShopSample.files(pasted: true)
        let edits = shop.folder.appendingPathComponent("shop.edits")
        try lines.write(to: edits, atomically: true, encoding: .utf8)
        return (shop.dump, edits.path)
    }

    static let soldOut = """
        # The buy button is disabled while the mug is sold out.
        Shop.BuyButton.isEnabled = false
        UITableViewCell.gesture = tap open
        """

    @Test func aButtonDeclaredDisabledIsSkippedByHitTesting() throws {
        let plain = try ShopSample.files(pasted: true)
        let before = try DumpCommandTests.began(
            try LabProcess.run(["trace", "--dump", plain.dump, "--at", ShopSample.buy, "--json"]))
        #expect(before["view"] as? String == "Shop.BuyButton: 0xa13")
        let shop = try Self.shop(edits: "Shop.BuyButton.isEnabled = false\n")
        let began = try DumpCommandTests.began(
            try LabProcess.run(["trace", "--dump", shop.dump, "--edits", shop.edits, "--at", ShopSample.buy, "--json"]))
        #expect(began["view"] as? String == "UITableViewCellContentView: 0xa11")
        let visited = try #require(began["visited"] as? [[String: Any]])
        let button = try #require(visited.first { $0["view"] as? String == "Shop.BuyButton: 0xa13" })
        #expect(button["verdict"] as? String == "disabledControl")
        let declared = try #require((button["declared"] as? [[String: Any]])?.first)
        #expect(
            declared["property"] as? String == "isEnabled" && declared["value"] as? Bool == false
                && declared["line"] as? Int == 1)
    }

    @Test func aDeclaredTapOnTheCellCancelsTheTouchOfTheViewUnderItAndTraceSaysSo() throws {
        let shop = try Self.shop(edits: Self.soldOut)
        let text = try LabProcess.run(["trace", "--dump", shop.dump, "--edits", shop.edits, "--at", ShopSample.row])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("gesture open on UITableViewCell: 0xa10: possible → ended"))
        #expect(text.stdout.contains("(cancelled by open)"))
        #expect(
            text.stdout.contains(
                "declared: UITableViewCell: 0xa10: recognizer open (tap), declared in shop.edits line 3"))
        let plain = try LabProcess.run([
            "trace", "--dump", try ShopSample.files(pasted: true).dump, "--at", ShopSample.row,
        ])
        #expect(!plain.stdout.contains("cancelled by"))
    }

    @Test func describeMarksDeclaredPropertiesAndRecognizersApartFromLiveEdits() throws {
        let shop = try Self.shop(edits: Self.soldOut)
        let text = try LabProcess.run([
            "describe", "--dump", shop.dump, "--edits", shop.edits, "--edit", "0xa12.isHidden=true",
        ])
        #expect(text.stdout.contains("declared: isEnabled = false (shop.edits line 2)"))
        #expect(
            text.stdout.contains(
                "recognizer: open (tap, 1 tap, 1 finger; cancels touches in view; delaysTouchesEnded) — declared in shop.edits line 3"
            ))
        #expect(text.stdout.contains("edited: hidden: false → true"))
        #expect(text.stdout.contains("edits: \(shop.edits), declared on 2 views"))
        let json = try LabProcess.run(["describe", "--dump", shop.dump, "--edits", shop.edits, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let button = try #require(views.first { $0["name"] as? String == "Shop.BuyButton: 0xa13" })
        #expect(button["enabled"] as? Bool == false)
        #expect((button["declared"] as? [[String: Any]])?.first?["was"] as? Bool == true)
        #expect(button["edited"] == nil)
        let cell = try #require(views.first { $0["name"] as? String == "UITableViewCell: 0xa10" })
        #expect((cell["recognizers"] as? [[String: Any]])?.first?["declaredAt"] as? Int == 3)
    }

    @Test(arguments: [
        (
            "Shop.BuyButton.isEnabeld = false\n",
            #"shop.edits:1:16: unknown property "isEnabeld"; did you mean "isEnabled"?"#
        ),
        ("BuyButon.isEnabled = false\n", "shop.edits:1:1: no view of class BuyButon; did you mean BuyButton?"),
        ("0xa12.isEnabled = false\n", "shop.edits:1:1: UILabel: 0xa12 is not a control: it has no isEnabled"),
    ])
    func aMistakeIsLocatedWithWhatWasMeantAndExitsWithTwo(lines: String, message: String) throws {
        let shop = try Self.shop(edits: lines)
        for command in [
            ["trace", "--at", "1,1"], ["describe"], ["render", "--out", "/dev/null"], ["run", "--display", ":99999"],
        ] {
            let result = try LabProcess.run(command + ["--dump", shop.dump, "--edits", shop.edits])
            #expect(result.status == 2, "\(command[0])")
            #expect(result.stderr.contains(message), "\(command[0]): \(result.stderr)")
        }
    }

    @Test func editAcceptsEveryPropertyAndAClassForEveryViewOfIt() throws {
        let shop = try ShopSample.files(pasted: true)
        let text = try LabProcess.run([
            "describe", "--dump", shop.dump, "--edit", "UILabel.isExclusiveTouch=true",
            "--edit", "Shop.BuyButton.isSelected=true", "--edit", "[0, 0].isMultipleTouchEnabled=true",
        ])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("edited: exclusiveTouch: false → true"))
        #expect(text.stdout.contains("edited: selected: false → true"))
        #expect(text.stdout.contains("edited: multipleTouchEnabled: false → true"))
        let wrong = try LabProcess.run(["describe", "--dump", shop.dump, "--edit", "UIView.isScrolEnabled=false"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains(#"did you mean "isScrollEnabled"?"#))
        #expect(wrong.stderr.contains("delaysContentTouches, canCancelContentTouches, isScrollEnabled"))
    }
}
