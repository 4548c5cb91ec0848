import Foundation
import HostInput
import ResponderKit
import Scenes
import Testing

@testable import LabKit

/// An edits file in the window (behaviour 12.7): saved, it is declared again
/// on the dump loaded afresh; a broken save keeps the last good declarations
/// and says where it is wrong; W writes the live edits into it, or into a new
/// file beside the dump, and they are declared from then on. On a host whose
/// clock the test moves: the watcher's timer fires as the loop's would.
@Suite("Edits files in the window")
@MainActor
struct EditsWindowTests {
    let host = FakeHost()
    let lab: LabWindow
    let folder: URL
    let dump: String
    var session: LabSession { lab.session }

    /// The shop sample with `edits` (nil: no `--edits`).
    init(edits: String? = "Shop.BuyButton.isEnabled = false\n") throws {
        let shop = try ShopSample.files(pasted: true)
        folder = shop.folder
        dump = shop.dump
        var editsPath: String?
        if let edits {
            editsPath = folder.appendingPathComponent("shop.edits").path
            try edits.write(toFile: editsPath!, atomically: true, encoding: .utf8)
        }
        let session = try LabSession.open(scene: nil, dump: shop.dump, edits: editsPath)
        lab = LabWindow(session: session, host: host, screen: try LabPainter())
        host.lab = lab
        lab.displayIfNeeded()
    }

    var editsFile: String { folder.appendingPathComponent("shop.edits").path }

    func view(_ address: String) throws -> View {
        try #require(session.view(named: address))
    }

    func type(_ key: HostInput.Key) {
        lab.type(key, on: host)
    }

    /// Saves `text` into the edits file as an editor would, and lets the watcher see it.
    func save(_ text: String) throws {
        try text.write(toFile: editsFile, atomically: true, encoding: .utf8)
        host.advance(by: FileSaveWatch.interval * 2)
    }

    var hitAtBuy: String? {
        session.scene.window.hitTest(Point(x: 330, y: 140), with: nil)?.debugName
    }

    @Test func aSavedEditsFileIsDeclaredAgainOnTheDumpLoadedAfresh() throws {
        #expect(hitAtBuy == "UITableViewCellContentView: 0xa11")
        let old = session.scene
        try save("# sold again\nShop.BuyButton.isEnabled = true\nUILabel.isHidden = true\n")
        #expect(session.scene !== old)
        #expect(hitAtBuy == "Shop.BuyButton: 0xa13")
        #expect(try session.scene.declaredProperties(of: view("0xa12")).map(\.property) == [.hidden])
        #expect(session.document.loadError == nil)
    }

    @Test func aBrokenSaveKeepsTheLastGoodDeclarationsAndSaysWhereItIsWrong() throws {
        try save("Shop.BuyButton.isEnabeld = true\n")
        let error = try #require(session.document.loadError)
        #expect(error.contains("shop.edits:1:16: unknown property \"isEnabeld\"; did you mean \"isEnabled\"?"))
        #expect(hitAtBuy == "UITableViewCellContentView: 0xa11", "the last good declaration stays")
        // A line that reads but names no view is as broken: the last good declarations stay too.
        try save("BuyButon.isEnabled = true\n")
        #expect(session.document.loadError?.contains("no view of class BuyButon; did you mean BuyButton?") == true)
        #expect(hitAtBuy == "UITableViewCellContentView: 0xa11")
        try save("Shop.BuyButton.isEnabled = true\n")
        #expect(session.document.loadError == nil)
        #expect(hitAtBuy == "Shop.BuyButton: 0xa13")
    }

    @Test func liveEditsStayLiveOverADeclarationsReload() throws {
        session.edit(try view("0xa09"), .hidden)
        try save("Shop.BuyButton.isEnabled = true\n")
        #expect(try view("0xa09").isHidden)
        #expect(session.scene.edits.count == 1)
    }

    @Test func wWritesTheLiveEditsIntoTheEditsFileWhereTheyAreDeclaredFromThenOn() throws {
        session.edit(try view("0xa13"), .enabled)
        #expect(hitAtBuy == "Shop.BuyButton: 0xa13")
        type("w")
        let text = try String(contentsOfFile: editsFile, encoding: .utf8)
        #expect(text == "Shop.BuyButton.isEnabled = false\n0xa13.isEnabled = true\n")
        #expect(session.scene.edits.isEmpty, "declared now, not live: U has nothing to undo")
        #expect(try session.scene.declaredProperties(of: view("0xa13")).first?.value == .flag(true))
        #expect(hitAtBuy == "Shop.BuyButton: 0xa13")
        // The watcher does not take what the lab wrote for a save to reload.
        let shown = session.scene
        host.advance(by: FileSaveWatch.interval * 3)
        #expect(session.scene === shown)
        // After a restart, the same.
        let again = try LabSession.open(scene: nil, dump: dump, edits: editsFile)
        #expect(again.scene.window.hitTest(Point(x: 330, y: 140), with: nil)?.debugName == "Shop.BuyButton: 0xa13")
    }

    @Test func wWithoutAnEditsFileCreatesOneBesideTheDumpAndSaysSo() throws {
        let test = try EditsWindowTests(edits: nil)
        #expect(test.session.document.editsFile == nil)
        test.session.edit(try test.view("0xa12"), .hidden)
        test.type("w")
        let created = test.folder.appendingPathComponent("shop.edits").path
        #expect(try String(contentsOfFile: created, encoding: .utf8) == "0xa12.isHidden = true\n")
        #expect(test.session.document.editsFile == created)
        #expect(test.session.document.watchedFiles.contains(created))
        #expect(
            test.session.log.events.contains {
                Strings.english.log.event($0).contains("created \(created) with 1 edit")
            })
        // Saved by hand afterwards, it is reloaded like one given with --edits.
        try "0xa12.isHidden = false\n".write(toFile: created, atomically: true, encoding: .utf8)
        test.host.advance(by: FileSaveWatch.interval * 2)
        #expect(try !test.view("0xa12").isHidden)
    }

    @Test func wWithNothingEditedWritesNothing() throws {
        type("w")
        #expect(try String(contentsOfFile: editsFile, encoding: .utf8) == "Shop.BuyButton.isEnabled = false\n")
        #expect(session.log.events.contains { Strings.english.log.event($0).contains("no live edit to write") })
    }
}
