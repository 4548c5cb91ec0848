/// A class a user's file declares, as far as the engine needs it: to name it,
/// to know whether it is a view, and to know how to make one.
public struct UserClassDeclaration: Sendable, Equatable {
    /// The class's own name: `LikeButton`.
    public let name: String
    /// With the types it is nested in: `Feed.LikeButton`.
    public let qualifiedName: String
    /// The first type of its inheritance clause, as written (`UIButton`,
    /// `UIKit.UIButton`, `BaseButton`); nil when it inherits nothing.
    public let superclassName: String?
    /// Its initializers, in the order declared.
    public let initializers: [Initializer]
    /// Why the generated registration cannot name it; nil when it can.
    public let unreachable: Unreachable?
    /// Where the declaration's `class` keyword is.
    public let file: String
    public let line: Int
    /// The methods that decide where touches go (``UserClassScanner/touchMethods``)
    /// its body declares, as Swift names them: `point(inside:with:)`. Those of
    /// its extensions are added by ``UserClassScanner/withMethods(_:from:)``.
    public internal(set) var methods: [String] = []

    /// An initializer's argument labels and which of its arguments have defaults.
    public struct Initializer: Sendable, Equatable {
        /// `["frame"]` for `init(frame:)`, `["_"]` for `init(_ x: Int)`, `[]` for `init()`.
        public let labels: [String]
        /// For each argument, whether it has a default value.
        public let defaults: [Bool]
        /// `convenience init`: not inherited by a subclass that declares designated initializers.
        public let isConvenience: Bool

        /// Whether a call with exactly these labels (the rest left to their defaults) fits.
        func accepts(_ wanted: [String]) -> Bool {
            var i = 0
            for (label, hasDefault) in zip(labels, defaults) {
                if i < wanted.count, label == wanted[i] { i += 1 } else if !hasDefault { return false }
            }
            return i == wanted.count
        }
    }

    public enum Unreachable: String, Sendable, Equatable {
        /// `private` or `fileprivate`, or nested in a type that is.
        case privateAccess = "private"
        /// Generic: there is no one class to make.
        case generic = "generic"
        /// Declared inside a function or a closure.
        case local = "declared inside a function"
    }
}

/// Finds the classes Swift files declare, with a lexical scan that skips
/// comments and strings (``SwiftTokenizer``): nested types, extensions of
/// other types, and the initializers each class declares.
///
/// ```swift
/// let classes = UserClassScanner.classes(in: "class Feed { class LikeButton: UIButton {} }", file: "Feed.swift")
/// classes.map(\.qualifiedName) // ["Feed", "Feed.LikeButton"]
/// ```
public enum UserClassScanner {
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
    /// Words that may stand between a declaration's attributes and its keyword.
    private static let modifiers: Set<String> = [
        "public", "open", "internal", "private", "fileprivate", "final", "indirect", "nonisolated", "dynamic",
    ]
    /// Words after `class` that make it a modifier (`class func`), not a declaration.
    private static let classMemberWords: Set<String> = [
        "func", "var", "let", "subscript", "init", "override", "final", "private", "public", "internal",
        "fileprivate", "open", "static", "class", "required", "convenience", "nonisolated",
    ]

    /// What a brace opened: a type (its name, and whether it is private) or code.
    private struct Scope {
        var typeName: String?
        var isPrivate: Bool
        var isCode: Bool
        /// For a class: its index among the found classes, to add its initializers.
        var classIndex: Int?
    }

    /// The methods of a view or of a recognizer's delegate that decide where a
    /// touch goes, by their Swift names; the lab says what a user's own answered.
    public static let touchMethods: Set<String> = [
        "hitTest(_:with:)", "point(inside:with:)", "gestureRecognizerShouldBegin(_:)",
        "gestureRecognizer(_:shouldReceive:)", "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
        "gestureRecognizer(_:shouldRequireFailureOf:)", "gestureRecognizer(_:shouldBeRequiredToFailBy:)",
        "touchesBegan(_:with:)", "touchesMoved(_:with:)", "touchesEnded(_:with:)", "touchesCancelled(_:with:)",
        "touchesShouldBegin(_:with:in:)", "touchesShouldCancel(in:)",
    ]

    public static func classes(in source: String, file: String) -> [UserClassDeclaration] {
        scan(source, file: file).classes
    }

    /// The classes `source` declares, each with the touch methods of its body, and
    /// the touch methods declared in each type's body or extension, by the type's
    /// name as written there (`Feed.Cell` for `extension Feed.Cell { … }`).
    public static func scan(_ source: String, file: String) -> (classes: [UserClassDeclaration], methods: [String: Set<String>]) {
        let scanner = SwiftTokenizer(source: source)
        let tokens = scanner.tokens
        let lines = LineTable(scanner.bytes)
        var found: [(decl: UserClassDeclaration, initializers: [UserClassDeclaration.Initializer])] = []
        var methods: [String: Set<String>] = [:]
        var scopes: [Scope] = []
        /// A type declaration whose `{` has not come yet.
        var pending: Scope?
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            switch token.text {
            case "{" where token.kind == .punctuation:
                scopes.append(pending ?? Scope(typeName: nil, isPrivate: false, isCode: true, classIndex: nil))
                pending = nil
            case "}" where token.kind == .punctuation:
                _ = scopes.popLast()
            case let word where token.kind == .identifier && typeKeywords.contains(word):
                guard i + 1 < tokens.count, tokens[i + 1].kind == .identifier,
                      !(word == "class" && classMemberWords.contains(tokens[i + 1].text)),
                      i == 0 || tokens[i - 1].text != "." else { break }
                let isPrivate = declaredPrivate(tokens, before: i) || scopes.contains { $0.isPrivate }
                let inCode = scopes.contains { $0.isCode }
                if word == "extension" {
                    var (name, end) = dottedName(tokens, from: i + 1)
                    if name.hasPrefix("UIKit.") { name.removeFirst(6) }
                    pending = Scope(typeName: name, isPrivate: isPrivate, isCode: false, classIndex: nil)
                    i = end
                    break
                }
                let name = tokens[i + 1].text
                let outer = scopes.compactMap(\.typeName)
                var scope = Scope(typeName: name, isPrivate: isPrivate, isCode: false, classIndex: nil)
                if word == "class" {
                    let isGeneric = i + 2 < tokens.count && tokens[i + 2].text == "<"
                    let unreachable: UserClassDeclaration.Unreachable? =
                        inCode ? .local : isPrivate ? .privateAccess : isGeneric ? .generic : nil
                    let decl = UserClassDeclaration(
                        name: name, qualifiedName: (outer + [name]).joined(separator: "."),
                        superclassName: superclassName(tokens, after: i + 1), initializers: [],
                        unreachable: unreachable, file: file, line: lines.line(of: token.range.lowerBound))
                    found.append((decl, []))
                    scope.classIndex = found.count - 1
                }
                pending = scope
                i += 1
            case "init" where token.kind == .identifier:
                guard let owner = scopes.last?.classIndex, i + 1 < tokens.count,
                      i == 0 || tokens[i - 1].text != "." else { break }
                var open = i + 1
                if tokens[open].text == "?" || tokens[open].text == "!" { open += 1 }
                guard open < tokens.count, tokens[open].text == "(",
                      let close = UserCodePreprocessor.matchingClose(tokens, from: open) else { break }
                found[owner].initializers.append(initializer(tokens, open: open, close: close,
                                                             isConvenience: declaredConvenience(tokens, before: i)))
                i = close
            case "func" where token.kind == .identifier:
                // A method of the type whose body or extension it is directly in.
                guard let scope = scopes.last, !scope.isCode, scope.typeName != nil, i + 2 < tokens.count,
                      tokens[i + 1].kind == .identifier, tokens[i + 2].text == "(",
                      let close = UserCodePreprocessor.matchingClose(tokens, from: i + 2) else { break }
                let labels = initializer(tokens, open: i + 2, close: close, isConvenience: false).labels
                let name = tokens[i + 1].text + "(" + labels.map { $0 + ":" }.joined() + ")"
                if touchMethods.contains(name) {
                    methods[scopes.compactMap(\.typeName).joined(separator: "."), default: []].insert(name)
                }
                i = close
            default:
                break
            }
            i += 1
        }
        let classes = found.map { entry in
            let d = entry.decl
            var decl = UserClassDeclaration(name: d.name, qualifiedName: d.qualifiedName, superclassName: d.superclassName,
                                            initializers: entry.initializers, unreachable: d.unreachable,
                                            file: d.file, line: d.line)
            decl.methods = methods[d.qualifiedName].map { $0.sorted() } ?? []
            return decl
        }
        return (classes, methods)
    }

    /// `classes` with the touch methods that the types' extensions in every file
    /// declare (`methods`, merged from each file's ``scan(_:file:)``) added: an
    /// extension names a class by its qualified name or, when unique, its own.
    public static func withMethods(_ classes: [UserClassDeclaration], from methods: [String: Set<String>]) -> [UserClassDeclaration] {
        classes.map { decl in
            var decl = decl
            var all = Set(decl.methods)
            for (typeName, declared) in methods where typeName == decl.qualifiedName
                || (typeName == decl.name && classes.filter { $0.name == decl.name }.count == 1) {
                all.formUnion(declared)
            }
            decl.methods = all.sorted()
            return decl
        }
    }

    /// The names the file declares at its top level (types and typealiases).
    public static func topLevelNames(in source: String) -> Set<String> {
        let tokens = SwiftTokenizer(source: source).tokens
        var names: Set<String> = []
        var depth = 0
        for (i, token) in tokens.enumerated() where token.kind != .string {
            switch token.text {
            case "{": depth += 1
            case "}": depth -= 1
            case "typealias", "struct", "class", "enum", "protocol", "actor":
                if depth == 0, token.kind == .identifier, i + 1 < tokens.count, tokens[i + 1].kind == .identifier {
                    names.insert(tokens[i + 1].text)
                }
            default: break
            }
        }
        return names
    }

    /// `A.B.C` from `from`, and the index of its last token.
    private static func dottedName(_ tokens: [SwiftTokenizer.Token], from start: Int) -> (String, Int) {
        var name = tokens[start].text, end = start
        while end + 2 < tokens.count, tokens[end + 1].text == ".", tokens[end + 2].kind == .identifier {
            name += "." + tokens[end + 2].text
            end += 2
        }
        return (name, end)
    }

    /// The first type after the class's name and generic parameters: `class A<T>: B, P` gives `B`.
    private static func superclassName(_ tokens: [SwiftTokenizer.Token], after nameIndex: Int) -> String? {
        var j = nameIndex + 1
        if j < tokens.count, tokens[j].text == "<" {
            var depth = 0
            while j < tokens.count {
                if tokens[j].text == "<" { depth += 1 }
                if tokens[j].text == ">" { depth -= 1; if depth == 0 { break } }
                j += 1
            }
            j += 1
        }
        guard j + 1 < tokens.count, tokens[j].text == ":", tokens[j + 1].kind == .identifier else { return nil }
        return dottedName(tokens, from: j + 1).0
    }

    /// Whether `private` or `fileprivate` stands among the modifiers before the keyword at `i`.
    private static func declaredPrivate(_ tokens: [SwiftTokenizer.Token], before i: Int) -> Bool {
        modifierWords(tokens, before: i).contains { $0 == "private" || $0 == "fileprivate" }
    }

    private static func declaredConvenience(_ tokens: [SwiftTokenizer.Token], before i: Int) -> Bool {
        modifierWords(tokens, before: i).contains("convenience")
    }

    /// The words right before `i` that can modify a declaration (attributes skipped).
    private static func modifierWords(_ tokens: [SwiftTokenizer.Token], before i: Int) -> [String] {
        var words: [String] = []
        var j = i - 1
        while j >= 0 {
            let t = tokens[j]
            if t.kind == .identifier, modifiers.contains(t.text) || ["override", "required", "convenience"].contains(t.text) {
                words.append(t.text)
            } else if t.kind == .attribute {
                // An attribute: keep walking back.
            } else if t.text == ")", let open = tokens[..<j].lastIndex(where: { $0.text == "(" }),
                      open > 0, tokens[open - 1].kind == .attribute || tokens[open - 1].text == "private" {
                // `@objc(name)` or `private(set)`.
                j = open - 1
                continue
            } else {
                break
            }
            j -= 1
        }
        return words
    }

    /// The labels and defaults of the parameter list between `open` and `close`.
    private static func initializer(_ tokens: [SwiftTokenizer.Token], open: Int, close: Int,
                                    isConvenience: Bool) -> UserClassDeclaration.Initializer {
        var labels: [String] = [], defaults: [Bool] = []
        var depth = 0
        var parameterStart = open + 1
        var hasDefault = false
        func finish(_ end: Int) {
            guard parameterStart < end, tokens[parameterStart].kind == .identifier else { return }
            labels.append(tokens[parameterStart].text)
            defaults.append(hasDefault)
        }
        for j in (open + 1)..<close {
            switch tokens[j].text {
            case "(", "[", "<": depth += 1
            case ">" where tokens[j - 1].text == "-": break // `->` in a closure's type
            case ")", "]", ">": depth -= 1
            case "=" where depth == 0: hasDefault = true
            case "," where depth == 0:
                finish(j)
                parameterStart = j + 1
                hasDefault = false
            default: break
            }
        }
        finish(close)
        return UserClassDeclaration.Initializer(labels: labels, defaults: defaults, isConvenience: isConvenience)
    }
}

/// Line numbers of byte offsets.
struct LineTable {
    private let starts: [Int]

    init(_ bytes: [UInt8]) {
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == ascii("\n") { starts.append(i + 1) }
        self.starts = starts
    }

    /// The 1-based line of the byte at `offset`.
    func line(of offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }
}
