import Foundation
import Testing
@testable import UserCode

@Suite("Finding the classes user code declares")
struct ClassScannerTests {
    private func classes(_ source: String) -> [UserClassDeclaration] {
        UserClassScanner.classes(in: source, file: "Sample.swift")
    }

    @Test func nestedClassesAndExtensionsAreQualified() {
        let found = classes("""
        class Feed: UIView {
            class Cell: UITableViewCell {
                final class Heart: UIKit.UIView {}
            }
            struct Model { class Box {} }
        }
        extension Feed.Cell { class Badge: UILabel {} }
        """)
        #expect(found.map(\.qualifiedName) == ["Feed", "Feed.Cell", "Feed.Cell.Heart", "Feed.Model.Box", "Feed.Cell.Badge"])
        #expect(found.map(\.superclassName) == ["UIView", "UITableViewCell", "UIKit.UIView", nil, "UILabel"])
        #expect(found[2].line == 3)
    }

    @Test func classMembersCommentsAndStringsAreNotClasses() {
        let found = classes("""
        // class Commented: UIView {}
        let text = "class Quoted: UIView {}"
        class Real: UIView {
            class func make() -> Real { Real() }
            class var shared: Int { 1 }
            static let kind = Real.self
        }
        protocol Tappable: class {}
        """)
        #expect(found.map(\.name) == ["Real"])
    }

    @Test func whatARegistrationCannotNameIsMarked() {
        let found = classes("""
        private class Hidden: UIView {}
        fileprivate class AlsoHidden: UIView {}
        private struct Wrapper { class Inner: UIView {} }
        class Box<T>: UIView {}
        func make() { class Local: UIView {} }
        public final class Shown: UIView {}
        """)
        #expect(found.map(\.unreachable) == [.privateAccess, .privateAccess, .privateAccess, .generic, .local, nil])
    }

    @Test func initializersAreReadWithTheirLabelsAndDefaults() {
        let found = classes("""
        class Card: UIView {
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder aDecoder: NSCoder) { fatalError() }
            convenience init(title: String, handler: @escaping (Int) -> Void = { _ in }, _ size: CGSize = .zero) {
                self.init(frame: .zero)
                super.init(frame: .zero)
            }
        }
        """)
        let inits = found[0].initializers
        #expect(inits.map(\.labels) == [["frame"], ["coder"], ["title", "handler", "_"]])
        #expect(inits.map(\.defaults) == [[false], [false], [false, true, true]])
        #expect(inits.map(\.isConvenience) == [false, false, true])
    }

    @Test func registrationMakesEachViewWithAnInitializerItHas() {
        let source = """
        class Base: UIView {}
        class Sub: Base {}
        class Cell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
            }
            required init?(coder aDecoder: NSCoder) { fatalError() }
        }
        class FromCoder: UIView { required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) } }
        class Plain: UIView { init() { super.init(frame: .zero) }; required init?(coder: NSCoder) { nil } }
        class Strip: UICollectionView {}
        class Model: NSObject {}
        class Custom: UIView { init(model: Model) { super.init(frame: .zero) } }
        """
        let file = RegistrationFile(classes: classes(source), moduleName: "M", declaredNames: ["CGRect"])
        let makers = Dictionary(uniqueKeysWithValues: file.viewClasses.map { ($0.qualifiedName, $0.maker) })
        #expect(makers["Base"] == "Base(frame: frame)")
        #expect(makers["Sub"] == "Sub(frame: frame)")
        #expect(makers["Cell"] == "let view = Cell(style: .default, reuseIdentifier: nil); view.frame = frame; return view")
        #expect(makers["FromCoder"] == "guard let view = FromCoder(coder: UserClassRegistry.emptyCoder()) else { return nil }; view.frame = frame; return view")
        #expect(makers["Plain"] == "let view = Plain(); view.frame = frame; return view")
        #expect(makers["Strip"] == "Strip(frame: frame)")
        #expect(makers["Model"] == nil)
        #expect(file.skipped.map(\.qualifiedName) == ["Custom"])
        #expect(file.source.contains("typealias CGPoint = UIKit.CGPoint"))
        #expect(!file.source.contains("typealias CGRect"))
        #expect(file.source.contains("@_cdecl(\"responderlab_register_M\")"))
    }

    @Test func theTouchMethodsOfEachClassAreFoundInItsBodyItsExtensionsAndItsSuperclasses() {
        let base = """
        class BaseCard: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
            func layoutBadge() {}
        }
        class PhotoCard: BaseCard {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                func hitTest(_ p: CGPoint, with e: UIEvent?) -> UIView? { nil } // local: not the class's
                return true
            }
        }
        """
        let delegate = """
        extension PhotoCard: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
        }
        """
        var methods: [String: Set<String>] = [:]
        var all: [UserClassDeclaration] = []
        for (source, file) in [(base, "Cards.swift"), (delegate, "Delegate.swift")] {
            let scanned = UserClassScanner.scan(source, file: file)
            all += scanned.classes
            methods.merge(scanned.methods) { $0.union($1) }
        }
        #expect(all.map(\.methods) == [["hitTest(_:with:)"], ["point(inside:with:)"]])
        let file = RegistrationFile(classes: UserClassScanner.withMethods(all, from: methods), moduleName: "M", declaredNames: [])
        let photo = file.viewClasses.first { $0.qualifiedName == "PhotoCard" }
        #expect(photo?.superclass == "BaseCard")
        #expect(photo?.methods == ["gestureRecognizer(_:shouldReceive:)", "hitTest(_:with:)", "point(inside:with:)"])
        #expect(file.viewClasses.first { $0.qualifiedName == "BaseCard" }?.superclass == nil)
    }
}
