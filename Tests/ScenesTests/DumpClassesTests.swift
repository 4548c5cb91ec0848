import ResponderKit
import Scenes
import Testing

/// A dump's UIKit classes are the same-named classes of the UIKit module
/// (behaviour 12.3), so that code run in the lab tests them as on iOS; and
/// the views an initializer made take the lines that print them.
@Suite("Dumps: the UIKit classes views are made of")
@MainActor
struct DumpClassesTests {
    static let settingsRow = """
        <UIWindow: 0x10; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x11>>
           | <UITableView: 0x20; frame = (0 0; 390 844); layer = <CALayer: 0x21>; contentOffset: {0, 0}; contentSize: {390, 88}>
           |    | <UITableViewCell: 0x30; frame = (0 0; 390 44); layer = <CALayer: 0x31>>
           |    |    | <_UISystemBackgroundView: 0x40; frame = (0 0; 390 44); userInteractionEnabled = NO; layer = <CALayer: 0x41>>
           |    |    | <UITableViewCellContentView: 0x50; frame = (0 0; 331 44); layer = <CALayer: 0x51>>
           |    |    |    | <UILabel: 0x60; frame = (20 12; 100 20); text = 'Wi-Fi'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x61>>
           |    |    |    | <UISwitch: 0x70; frame = (270 6; 51 31); layer = <CALayer: 0x71>>
           |    | <UICollectionView: 0x80; frame = (0 100; 390 200); layer = <CALayer: 0x81>; contentOffset: {0, 0}; contentSize: {390, 200}>
           |    |    | <UICollectionViewCell: 0x90; frame = (0 0; 100 100); layer = <CALayer: 0x91>>
           |    |    |    | <UIView: 0xa0; frame = (0 0; 100 100); layer = <CALayer: 0xa1>>
           |    | <UINavigationBar: 0xb0; frame = (0 0; 390 44); layer = <CALayer: 0xb1>>
           |    |    | <_UIButtonBarButton: 0xc0; frame = (8 0; 60 44); layer = <CALayer: 0xc1>>
           |    |    | <UISearchBarTextField: 0xd0; frame = (80 6; 200 32); layer = <CALayer: 0xd1>>
           |    | <MyApp.SettingsFooter: 0xe0; baseClass = UIStackView; frame = (0 800; 390 44); tag = 12; layer = <CALayer: 0xe1>>
        """

    private func view(_ scene: Scene, _ address: String) throws -> View {
        try #require(scene.imported?.views.first { $0.name?.hasSuffix(": \(address)") == true })
    }

    @Test func eachUIKitClassIsTheSameNamedClassOfTheModule() throws {
        let scene = try DumpLoader.load(text: Self.settingsRow, name: "settings")
        #expect(try view(scene, "0x20") is TableView)
        #expect(try view(scene, "0x30") is TableViewCell)
        #expect(try view(scene, "0x70") is Switch)
        #expect(try view(scene, "0x80") is CollectionView)
        #expect(try view(scene, "0x90") is CollectionViewCell)
        #expect(try view(scene, "0xb0") is NavigationBar)
        #expect(try view(scene, "0x60").isKind(of: Label.self))
        // Private classes are their public superclass's, by name or baseClass.
        #expect(try type(of: view(scene, "0xc0")) == Control.self)
        #expect(try view(scene, "0xd0") is TextField)
        #expect(try view(scene, "0xe0") is StackView)
        #expect(try view(scene, "0xe0").tag == 12)
    }

    @Test func aCellsContentViewIsTheLineThatPrintsIt() throws {
        let scene = try DumpLoader.load(text: Self.settingsRow, name: "settings")
        let cell = try #require(try view(scene, "0x30") as? TableViewCell)
        // The background view before it is not taken for it, and there is no second one.
        #expect(cell.contentView === (try view(scene, "0x50")))
        #expect(cell.subviews.map(\.name) == ["_UISystemBackgroundView: 0x40", "UITableViewCellContentView: 0x50"])
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 331, height: 44))
        let item = try #require(try view(scene, "0x90") as? CollectionViewCell)
        #expect(item.contentView === (try view(scene, "0xa0")))
        #expect(item.subviews.count == 1)
    }

    @Test func aCellWithoutItsContentViewLineHasNone() throws {
        // A cut-off paste: the content view UIKit made is not in the dump, so not in the lab.
        let scene = try DumpLoader.load(
            text: """
                <UITableViewCell: 0x1; frame = (0 0; 320 44); layer = <CALayer: 0x2>>
                """, name: "cell")
        let cell = try #require(scene.imported?.views.first as? TableViewCell)
        #expect(cell.subviews.isEmpty)
        #expect(scene.window.hitTest(Point(x: 10, y: 10), with: nil) === cell)
    }
}
