/// Makes a Swift file written for iOS acceptable to Swift on Linux, which
/// has no Objective-C: every line and column stays where it was, so the
/// compiler's messages point at the user's own file:line:col.
///
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBOutlet`,
///   `@IBAction`, `@IBInspectable`, `@IBDesignable`, `@IBSegueAction` and the
///   `dynamic` modifier become spaces: Interface Builder and the Objective-C
///   runtime are not there to read them, and the declarations work without.
/// - `#selector(likeTapped(_:))` becomes `__rlSel("likeTapped(_:)")`, a
///   `Selector` naming the method, padded to the same width; `__rlSel` is
///   declared by the registration file the engine adds to the module.
/// - `import Foundation`, `import CoreGraphics`, `import QuartzCore` and
///   `import UIKit.UIGestureRecognizerSubclass` become spaces: the module is
///   compiled with UIKit imported, and UIKit brings Foundation.
///
/// Nothing inside comments or strings changes.
///
/// ```swift
/// UserCodePreprocessor.preprocess("@IBInspectable var radius: CGFloat = 4")
/// // "               var radius: CGFloat = 4"
/// ```
public enum UserCodePreprocessor {
    /// The attributes that are turned into spaces.
    static let objectiveCAttributes: Set<String> = [
        "@objc", "@objcMembers", "@nonobjc", "@IBOutlet", "@IBAction", "@IBInspectable", "@IBDesignable",
        "@IBSegueAction", "@GKInspectable",
    ]

    /// The modules whose imports are turned into spaces.
    static let redundantImports: Set<String> = ["Foundation", "CoreGraphics", "QuartzCore", "UIKit.UIGestureRecognizerSubclass"]

    /// The name of the function `#selector(…)` becomes, declared in the registration file.
    static let selectorFunction = "__rlSel"

    /// Words after which a `dynamic` is a declaration modifier, not a name.
    private static let declarationWords: Set<String> = [
        "var", "func", "let", "init", "subscript", "override", "public", "private", "internal", "fileprivate",
        "open", "final", "static", "class", "required", "convenience", "weak", "unowned", "lazy", "mutating",
    ]

    public static func preprocess(_ source: String) -> String {
        let scanner = SwiftTokenizer(source: source)
        var bytes = scanner.bytes
        let tokens = scanner.tokens
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            switch token.kind {
            case .attribute where objectiveCAttributes.contains(token.text):
                var end = token.range.upperBound
                // `@objc(customName)`, `@objc(tapped:)`: the name goes with the attribute.
                if token.text == "@objc", i + 1 < tokens.count, tokens[i + 1].text == "(",
                   tokens[i + 1].range.lowerBound == end, let close = matchingClose(tokens, from: i + 1) {
                    end = tokens[close].range.upperBound
                    i = close
                }
                blank(&bytes, token.range.lowerBound..<end)
            case .identifier where token.text == "dynamic" && isModifier(tokens, at: i):
                blank(&bytes, token.range)
            case .pound where token.text == "#selector":
                if i + 1 < tokens.count, tokens[i + 1].text == "(", let close = matchingClose(tokens, from: i + 1) {
                    let inner = tokens[(i + 2)..<close].map(\.text).joined()
                    replaceSelector(&bytes, token.range.lowerBound..<tokens[close].range.upperBound, name: inner)
                    i = close
                }
            case .identifier where token.text == "import":
                if let (module, end) = importedModule(tokens, after: i), redundantImports.contains(module) {
                    blank(&bytes, token.range.lowerBound..<tokens[end].range.upperBound)
                    i = end
                }
            default:
                break
            }
            i += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Spaces for every byte of `range` but line breaks.
    private static func blank(_ bytes: inout [UInt8], _ range: Range<Int>) {
        for j in range where bytes[j] != ascii("\n") && bytes[j] != ascii("\r") { bytes[j] = ascii(" ") }
    }

    /// `__rlSel("name")` in place of `#selector(…)`: on its first line, padded with
    /// spaces to the original's width (the rest of a selector spread over lines blanked).
    private static func replaceSelector(_ bytes: inout [UInt8], _ range: Range<Int>, name: String) {
        let call = Array("\(selectorFunction)(\"\(name)\")".utf8)
        let firstLineEnd = bytes[range].firstIndex(of: ascii("\n")) ?? range.upperBound
        let width = firstLineEnd - range.lowerBound
        let padded = call + Array(repeating: ascii(" "), count: max(0, width - call.count))
        bytes.replaceSubrange(range.lowerBound..<firstLineEnd, with: padded)
        let shift = padded.count - width
        blank(&bytes, (firstLineEnd + shift)..<(range.upperBound + shift))
    }

    /// Whether the `dynamic` at `i` modifies a declaration: a declaration word
    /// comes next, and no `.` before it (`.dynamic` is a member).
    private static func isModifier(_ tokens: [SwiftTokenizer.Token], at i: Int) -> Bool {
        guard i + 1 < tokens.count, declarationWords.contains(tokens[i + 1].text) else { return false }
        return i == 0 || tokens[i - 1].text != "."
    }

    /// The module an `import` names (`UIKit.UIGestureRecognizerSubclass` whole)
    /// and the index of its last token; nil for `import class …` and the like.
    private static func importedModule(_ tokens: [SwiftTokenizer.Token], after i: Int) -> (String, Int)? {
        guard i + 1 < tokens.count, tokens[i + 1].kind == .identifier else { return nil }
        var name = tokens[i + 1].text, end = i + 1
        while end + 2 < tokens.count, tokens[end + 1].text == ".", tokens[end + 2].kind == .identifier,
              tokens[end + 1].range.lowerBound == tokens[end].range.upperBound {
            name += "." + tokens[end + 2].text
            end += 2
        }
        return (name, end)
    }

    /// The index of the `)` that closes the `(` at `open`.
    static func matchingClose(_ tokens: [SwiftTokenizer.Token], from open: Int) -> Int? {
        var depth = 0
        for j in open..<tokens.count {
            if tokens[j].text == "(" { depth += 1 }
            if tokens[j].text == ")" {
                depth -= 1
                if depth == 0 { return j }
            }
        }
        return nil
    }
}
