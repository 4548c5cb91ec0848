import ResponderKit
import Scenes
import Testing

/// Every built-in scene, exported as `recursiveDescription` text and read
/// back, hit-tests to the same views: the writer prints what the reader and
/// the mapping need (behaviour 12).
@Suite("Dumps: built-in scenes round-trip through recursiveDescription")
@MainActor
struct DumpRoundTripTests {
    /// Classes whose touch behaviour is code (overrides of `hitTest` or
    /// `point(inside:)`): a dump cannot carry it, so under them the two may
    /// differ. So may disabled controls: a dump does not say `enabled`, and
    /// the import assumes it on (behaviour 12.3).
    static let overridingClasses: [View.Type] = [
        RefusingHitTestView.self, RefusingPointInsideView.self, EnlargedHitButton.self, BulgingTabBar.self,
    ]

    static func isUnderOverride(_ view: View?) -> Bool {
        var current = view
        while let v = current {
            if overridingClasses.contains(where: { type(of: v) == $0 }) { return true }
            if let control = v as? Control, !control.isEnabled { return true }
            current = v.superview
        }
        return false
    }

    /// The views in the order the writer prints them.
    static func preorder(_ root: View) -> [View] {
        var result: [View] = [], stack = [root]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    @Test(arguments: SceneCatalog.names)
    func theExportOfABuiltInSceneHitTestsLikeTheScene(_ name: String) throws {
        let scene = try SceneCatalog.load(name)
        let text = DumpWriter.recursiveDescription(of: scene)
        let copy = try DumpLoader.load(text: text, name: name)
        let original = Self.preorder(scene.window)
        let imported = try #require(copy.imported).views
        #expect(imported.count == original.count)
        #expect(copy.window.frame == scene.window.frame)
        var same = 0, differentUnderOverride = 0
        for y in stride(from: -5.0, through: Scene.size.height + 5, by: 7) {
            for x in stride(from: -5.0, through: Scene.size.width + 5, by: 7) {
                let p = Point(x: x, y: y)
                let expected = scene.window.hitTest(p, with: nil).flatMap { hit in original.firstIndex { $0 === hit } }
                let got = copy.window.hitTest(p, with: nil).flatMap { hit in imported.firstIndex { $0 === hit } }
                if expected == got {
                    same += 1
                } else {
                    let mapped = got.map { original[$0] }
                    let explained = Self.isUnderOverride(expected.map { original[$0] }) || Self.isUnderOverride(mapped)
                    #expect(
                        explained,
                        "\(name) at \(p): \(expected.map { original[$0].debugName } ?? "nil") vs \(mapped?.debugName ?? "nil")"
                    )
                    differentUnderOverride += 1
                }
            }
        }
        #expect(same > 0)
        if !original.contains(where: { Self.isUnderOverride($0) }) {
            #expect(differentUnderOverride == 0)
        }
    }

    @Test(arguments: DumpCatalog.names)
    func theExportOfASampleDumpHitTestsToTheSameViews(_ name: String) throws {
        let scene = try DumpLoader.load(file: DumpCatalog.file(for: name))
        let copy = try DumpLoader.load(text: DumpWriter.recursiveDescription(of: scene), name: name)
        var hits = Set<String>()
        for y in stride(from: 0.0, through: 844, by: 6) {
            for x in stride(from: 0.0, through: 390, by: 6) {
                let p = Point(x: x, y: y)
                let expected = scene.window.hitTest(p, with: nil)?.name
                #expect(copy.window.hitTest(p, with: nil)?.name == expected, "\(name) at \(p)")
                if let expected { hits.insert(expected) }
            }
        }
        // The mail sample's sheet dims all but itself: fewer views to hit.
        #expect(hits.count > (name == "mail" ? 8 : 20))
    }

    @Test func aDumpsExportReadsBackToTheSameLines() throws {
        let text = """
            <UIWindow: 0x7fb2c8c0b6f0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000258e20>>
               | <MyApp.Pager: 0x7fb2c8d06a50; baseClass = UIScrollView; frame = (0 100; 390 300); clipsToBounds = YES; layer = <CALayer: 0x600000258ea0>; contentOffset: {390, 0}; contentSize: {1170, 300}>
               |    | <UILabel: 0x7fb2c8d0a2b0; frame = (400 8; 100 20); text = 'Page 2 \\u00e9 \\\\ C:\\\\x41'; userInteractionEnabled = NO; tag = 4; layer = <_UILabelLayer: 0x600000a3c0e0>>
               |    | <UIView: 0x7fb2c8d0a3c0; frame = (420 40; 50 50); transform = [0, 1, -1, 0, 5, 0]; alpha = 0.5; layer = <CALayer: 0x600000a3c1f0>>
            """
        let scene = try DumpLoader.load(text: text, name: "pager")
        let again = try DumpReader.read(Array(DumpWriter.recursiveDescription(of: scene).utf8), file: "again")
        let first = try DumpReader.read(Array(text.utf8), file: "first")
        #expect(again.views.map(\.name) == first.views.map(\.name))
        #expect(again.views.map(\.frame) == first.views.map(\.frame))
        #expect(again.views.map(\.contentOffset) == first.views.map(\.contentOffset))
        #expect(again.views.map(\.contentSize) == first.views.map(\.contentSize))
        #expect(again.views.map(\.transform) == first.views.map(\.transform))
        #expect(again.views.map(\.text) == first.views.map(\.text))
        #expect(again.views.map(\.tag) == first.views.map(\.tag))
        #expect(again.views.map(\.kind) == first.views.map(\.kind))
        #expect(again.views.map(\.alpha) == first.views.map(\.alpha))
    }
}
