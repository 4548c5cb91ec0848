import Foundation

/// A compiled library of user code, ready to load (``UserCodeLibrary``), with
/// what its registration file found: the view classes it registers and those
/// it could not.
public struct UserCodeBuild: Sendable, Equatable, Codable {
    /// A class the scene needs that the library does not register, and why: its superclass is not
    /// in the files given, its declaration did not compile, it is generic, or it has no initializer
    /// the lab can call.
    public struct Skipped: Sendable, Equatable, Codable {
        /// Why, as values: the lab words them in its language.
        public enum Cause: Sendable, Equatable, Codable, CustomStringConvertible {
            /// There is no one class to make.
            case generic
            /// None of ``initializers`` can be called: the class's own initializers were left out
            /// (`init(viewModel:)`, whose model is not in the files given), only trap
            /// (`init?(coder:) { fatalError() }`), or take other arguments (`init(title:)`).
            case noInitializer(leftOut: [String], onlyTrapping: [String], otherArguments: [String])
            /// Its superclass (`BaseCardView`) is in none of the files given.
            case superclassNotGiven(String)
            /// Its declaration did not compile.
            case leftOut(LeftOutCode.Cause)

            public var description: String {
                switch self {
                case .generic: "generic"
                case let .noInitializer(leftOut, onlyTrapping, otherArguments):
                    "no initializer the lab can call (\(Skipped.initializers))"
                        + Skipped.own(leftOut: leftOut, onlyTrapping: onlyTrapping, otherArguments: otherArguments)
                case .superclassNotGiven(let name): "its superclass \(name) is not in the files given"
                case .leftOut(let cause): cause.description
                }
            }
        }

        public let qualifiedName: String
        public let cause: Cause
        /// Why, in English.
        public var reason: String { cause.description }

        /// The initializers the lab can make a class with, as a report lists them.
        public static let initializers = "init(frame:), init(), init?(coder:)"

        /// What became of the class's own initializers, in English:
        /// `: init(viewModel:) was left out; init?(coder:) only traps`; empty when it has none.
        static func own(leftOut: [String], onlyTrapping: [String], otherArguments: [String]) -> String {
            let parts =
                leftOut.map { "\($0) was left out" } + onlyTrapping.map { "\($0) only traps" }
                + otherArguments.map { "\($0) takes other arguments" }
            return parts.isEmpty ? "" : ": " + parts.joined(separator: "; ")
        }
    }

    /// A method deciding touches that a class would have run, but that did not compile: UIKit's runs instead.
    public struct LeftOutMethod: Sendable, Equatable, Codable {
        /// `hitTest(_:with:)`.
        public let method: String
        /// The class whose method it is: `PromoBannerView`, or a superclass of the user's.
        public let className: String
        /// Why it did not compile.
        public let cause: LeftOutCode.Cause
        /// Why, in English: `RemoteConfig is not in the files given`.
        public var reason: String { cause.description }
    }

    /// A view class the library registers, with what the lab says of it.
    public struct ViewClass: Sendable, Equatable, Codable {
        /// `Feed.LikeButton`.
        public let qualifiedName: String
        /// The user's class it inherits from, qualified; nil when its superclass is UIKit's.
        public let superclass: String?
        /// The methods deciding where touches go (``touchMethods``) that it writes or inherits
        /// from the user's classes, as compiled: `point(inside:with:)`, `hitTest(_:with:)`.
        public let methods: [String]
        public let file: String
        public let line: Int
        /// The UIKit class at the root of its chain of superclasses: `UIButton`.
        public let uikitClass: String
        /// The methods deciding touches it writes or inherits that did not compile.
        public let leftOutMethods: [LeftOutMethod]
        /// Whether nothing of its body compiled: it runs as ``uikitClass``.
        public let keptNothing: Bool

        /// `LikeButton`.
        public var name: String { qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName }
    }

    /// The methods of a view or of a recognizer's delegate that decide where a touch goes, by their
    /// Swift names: what the lab says a user's own answered, or could not compile.
    public static var touchMethods: Set<String> { UserDeclaration.touchMethods }

    public let libraryPath: String
    public let moduleName: String
    /// The view classes registered, qualified (`Feed.LikeButton`), in the order declared.
    public let classes: [String]
    /// The same classes with their superclass, touch methods and place.
    public let views: [ViewClass]
    public let skipped: [Skipped]
    /// What of the user's files was not compiled, and why, in the files' order.
    public let leftOut: [LeftOutCode]
    /// Every view class the files declare, qualified, whether the scene needs it or not: what a class
    /// the scene names and the code lacks may have meant, and what the code defines that no view is.
    public let declaredViews: [String]
    /// The user's files, as given to the compiler.
    public let sources: [String]
    /// The compiler's warnings (and their notes) when it compiled the library.
    public let warnings: [UserCodeDiagnostic]
    /// Whether the library came from the cache, compiled by an earlier run.
    public let reused: Bool

    /// The C name of the library's entry point.
    public var entrySymbol: String { RegistrationFile.entrySymbol(moduleName: moduleName) }

    static let manifestName = "manifest.json"

    /// How every module of compiled user code is named: `LabCode_` and 16 hexadecimal digits of its key.
    public static let modulePrefix = "LabCode_"

    /// The name of `object`'s class as the user's code names it (`LikeButton`,
    /// `FeedCell.HeartView`) when that code is a compiled user module's; nil for
    /// the lab's own classes and UIKit's.
    ///
    /// ```swift
    /// UserCodeBuild.userClassName(of: registry.makeView(named: "LikeButton", frame: .zero)!) // "LikeButton"
    /// UserCodeBuild.userClassName(of: Button(frame: .zero))                                   // nil
    /// ```
    public static func userClassName(of object: AnyObject) -> String? {
        let full = String(reflecting: type(of: object))
        guard full.hasPrefix(modulePrefix), let dot = full.firstIndex(of: ".") else { return nil }
        let name = full[full.index(after: dot)...]
        // A private class is `(unknown context at $…).Badge`: its own name is what the code says.
        if let context = name.range(of: ").", options: .backwards) { return String(name[context.upperBound...]) }
        return String(name)
    }

    func writeManifest(in folder: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: URL(fileURLWithPath: folder + "/" + Self.manifestName))
    }

    /// The build kept in `folder`, marked reused; nil when there is none (or it is incomplete).
    static func cached(in folder: String, moduleName: String) -> UserCodeBuild? {
        guard let data = FileManager.default.contents(atPath: folder + "/" + manifestName),
            let kept = try? JSONDecoder().decode(UserCodeBuild.self, from: data),
            kept.moduleName == moduleName,
            FileManager.default.fileExists(atPath: kept.libraryPath)
        else { return nil }
        return UserCodeBuild(
            libraryPath: kept.libraryPath, moduleName: kept.moduleName, classes: kept.classes, views: kept.views,
            skipped: kept.skipped, leftOut: kept.leftOut, declaredViews: kept.declaredViews, sources: kept.sources,
            warnings: kept.warnings, reused: true)
    }
}
