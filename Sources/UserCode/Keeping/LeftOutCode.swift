import Foundation

/// A piece of the user's code that the lab did not compile, where it is,
/// and why: an import of a module the lab does not have, a declaration or
/// member that does not compile (with what depended on it), one statement
/// of an initializer or of a method that returns nothing, or a property's wrapper.
///
/// ```swift
/// build.leftOut.map(\.description)
/// // ["/src/PinCardView.swift:2: left out import SnapKit: no such module 'SnapKit'",
/// //  "/src/PinCardView.swift:18: left out titleLabel.snp.makeConstraints { … }: no such module 'SnapKit'"]
/// ```
public struct LeftOutCode: Sendable, Equatable, Codable, CustomStringConvertible {
    /// What kind of piece it is.
    public enum Piece: String, Sendable, Codable {
        /// A whole file, which does not parse.
        case file
        case `import`
        /// A type, an extension, or a file-level function, variable or typealias.
        case declaration
        /// A method, initializer, property, subscript or nested type of a type or an extension.
        case member
        /// One statement of an initializer or of a method that returns nothing; the rest of it runs.
        case statement
        /// A protocol a type is declared to conform to.
        case conformance
        /// A property wrapper of a module the lab does not have, on a property that gives its value:
        /// `@Published` of `var selectedIndex = 0`; the property stays.
        case attribute
    }

    /// The user's file, absolute.
    public let file: String
    public let line: Int
    public let column: Int
    public let piece: Piece
    /// The code, shortened to a line: `titleLabel.snp.makeConstraints { … }`, `override func hitTest(_:with:)`.
    public let code: String
    /// Why a piece is left out, as values: the lab words them in its language (standard error and the
    /// JSON in English, ``description``).
    public enum Cause: Sendable, Equatable, Codable, CustomStringConvertible {
        /// An import of a module the lab does not have, or a name only that module has: `no such module 'SnapKit'`.
        case noSuchModule(String)
        /// A name of the app's that no file given declares: `RemoteConfig is not in the files given`.
        case notInFiles(String)
        /// A name of UIKit's that the lab's module lacks: `UIFeedbackGenerator is not in the lab's UIKit`.
        case notInUIKit(String)
        /// A name declared by a piece left out before: `uses config, which was left out (Promo.swift:7)`.
        case usesLeftOut(name: String, file: String, line: Int)
        /// The compiler's own message, its types named as UIKit names them.
        case compiler(String)
        /// Where the parser stopped in a file that does not parse.
        case parser(String)

        public var description: String {
            switch self {
            case .noSuchModule(let module): "no such module '\(module)'"
            case .notInFiles(let name): "\(name) is not in the files given"
            case .notInUIKit(let name): "\(name) is not in the lab's UIKit"
            case let .usesLeftOut(name, file, line): "uses \(name), which was left out (\(file):\(line))"
            case .compiler(let message), .parser(let message): message
            }
        }
    }

    /// The type it is in, qualified (`PinCardView`, `Feed.Cell`); nil at file level.
    public let owner: String?
    /// For a member, its Swift name: `hitTest(_:with:)`, `titleLabel`.
    public let member: String?
    /// Why, in the compiler's words said of the user's files.
    public let cause: Cause
    /// Why, in English: `no such module 'SnapKit'`, `RemoteConfig is not in the files given`,
    /// `uses config, which was left out (Promo.swift:9)`.
    public var reason: String { cause.description }

    public init(
        file: String, line: Int, column: Int, piece: Piece, code: String, owner: String?, member: String?, cause: Cause
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.piece = piece
        self.code = code
        self.owner = owner
        self.member = member
        self.cause = cause
    }

    /// `PinCardView.swift:18: left out titleLabel.snp.makeConstraints { … }: no such module 'SnapKit'`,
    /// the file as ``place`` names it.
    public var description: String { "\(place): left out \(code): \(reason)" }

    /// The file and line, the file relative to the current folder when it is inside it: `Sources/Feed/PinCardView.swift:18`.
    public var place: String { "\(Self.shown(file)):\(line)" }

    /// `path` relative to the current folder when it is inside it, else whole.
    public static func shown(_ path: String) -> String {
        let folder = FileManager.default.currentDirectoryPath
        return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }

    /// A line of code as a report shows it: every closure's body `{ … }`, spaces folded,
    /// at most `limit` characters.
    static func shortened(_ code: String, limit: Int = 72) -> String {
        var result = "", depth = 0
        var lastWasSpace = false, spaceBrokeLine = false
        for character in code {
            switch character {
            case "{":
                if depth == 0 { result += "{ … }" }
                depth += 1
            case "}":
                depth = max(0, depth - 1)
            case _ where depth > 0:
                continue
            case "." where spaceBrokeLine && result.last == " ":
                // A chain over several lines reads as one: `$value.removeDuplicates().sink { … }`.
                result.removeLast()
                result.append(character)
            case _ where character.isWhitespace:
                if !lastWasSpace, !result.isEmpty { result.append(" ") }
                spaceBrokeLine = (lastWasSpace && spaceBrokeLine) || character.isNewline
                lastWasSpace = true
                continue
            default:
                result.append(character)
            }
            lastWasSpace = false
        }
        let trimmed = result.trimmingCharacters(in: .whitespaces)
        return trimmed.count > limit ? String(trimmed.prefix(limit - 1)) + "…" : trimmed
    }
}
