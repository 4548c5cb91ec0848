import Foundation
import Testing
@testable import UserCode

@Suite("Preprocessing iOS code for Linux")
struct PreprocessorTests {
    /// Every line keeps its length (and so every column its place) unless a `#selector` spans lines.
    private func expectSameShape(_ before: String, _ after: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let a = before.split(separator: "\n", omittingEmptySubsequences: false)
        let b = after.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(a.map(\.utf8.count) == b.map(\.utf8.count), sourceLocation: sourceLocation)
    }

    @Test func objectiveCAttributesBecomeSpaces() {
        let source = """
        @IBDesignable @objcMembers
        class LikeButton: UIButton {
            @IBInspectable var padding: CGFloat = 12
            @IBOutlet weak var label: UILabel!
            @objc(likeTapped:) @IBAction func tapped(_ sender: Any) {}
            @nonobjc func plain() {}
        }
        """
        let result = UserCodePreprocessor.preprocess(source)
        expectSameShape(source, result)
        #expect(!result.contains("@"))
        #expect(result.contains("                   var padding: CGFloat = 12"))
        #expect(result.contains("\n" + String(repeating: " ", count: 33) + "func tapped(_ sender: Any) {}"))
    }

    @Test func selectorsBecomeNamedSelectorsOfTheSameWidth() {
        let source = """
        button.addTarget(self, action: #selector(likeTapped(_:)), for: .touchUpInside)
        let pan = UIPanGestureRecognizer(target: self, action: #selector( handlePan ))
        """
        let result = UserCodePreprocessor.preprocess(source)
        expectSameShape(source, result)
        #expect(result.contains(#"action: __rlSel("likeTapped(_:)"), for:"#))
        #expect(result.contains(#"action: __rlSel("handlePan")  )"#))
    }

    @Test func aSelectorOverSeveralLinesKeepsTheLinesBelow() {
        let source = "let s = #selector(\n    tapped(_:)\n)\nlet after = 1"
        let result = UserCodePreprocessor.preprocess(source)
        #expect(result.split(separator: "\n").count == 4)
        #expect(result.hasPrefix(#"let s = __rlSel("tapped(_:)")"#))
        #expect(result.hasSuffix("\nlet after = 1"))
    }

    @Test func dynamicIsRemovedOnlyAsAModifier() {
        let source = """
        @objc dynamic var likes = 0
        dynamic private(set) var shares = 0
        let dynamic = 1
        let style = Style.dynamic
        func f(dynamic: Int) {}
        """
        let result = UserCodePreprocessor.preprocess(source)
        expectSameShape(source, result)
        #expect(result.contains("              var likes = 0"))
        #expect(result.contains("        private(set) var shares = 0"))
        #expect(result.contains("let dynamic = 1"))
        #expect(result.contains("Style.dynamic"))
        #expect(result.contains("func f(dynamic: Int)"))
    }

    @Test func importsLinuxLacksOrUIKitBringsBecomeSpaces() {
        let source = """
        import UIKit
        import Foundation
        import CoreGraphics
        import QuartzCore
        import UIKit.UIGestureRecognizerSubclass
        import Dispatch
        """
        let result = UserCodePreprocessor.preprocess(source)
        expectSameShape(source, result)
        #expect(result.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                == ["import UIKit", "", "", "", "", "import Dispatch"])
    }

    @Test func commentsAndStringsStayAsTheyAre() {
        let source = #"""
        // @objc func old() { #selector(old) }
        /* @IBOutlet /* nested */ dynamic var x */
        let text = "@objc \(value("#selector(a)")) dynamic var"
        let raw = #"@IBAction "quoted" #selector(b)"#
        let block = """
            @IBInspectable
            """
        """#
        #expect(UserCodePreprocessor.preprocess(source) == source)
    }
}
