import ResponderKit

/// The view classes of the user's own code (`--code`), which a dump or a
/// scene file may name: the loaders ask it for each class they read before
/// they fall back on UIKit's, and the scene asks it which views its code runs.
/// Scenes knows nothing of compiling or loading code; the lab fills this in
/// from the loaded library's registry.
///
/// ```swift
/// let classes = UserViewClasses(names: ["LikeButton"], resolve: { $0.hasSuffix("LikeButton") ? "LikeButton" : nil },
///                               make: { name, frame in LikeButton(frame: frame) },
///                               describe: { view in (view as? LikeButton).map { _ in ("LikeButton", ["point(inside:with:)"]) } })
/// let scene = try DumpLoader.load(file: "app.txt", classes: classes)
/// ```
@MainActor
public struct UserViewClasses {
    /// A view run by the user's code: its class, and the touch methods the class writes.
    public struct ViewClass: Equatable, Sendable {
        /// A method deciding touches that the class writes but that did not compile: UIKit's runs in its place.
        public struct LeftOutMethod: Equatable, Sendable {
            /// `hitTest(_:with:)`.
            public let method: String
            /// The class of the user's whose method it is: the view's own, or a superclass of it.
            public let className: String
            /// Why it did not compile: `RemoteConfig is not in the files given`.
            public let reason: String
            /// The same in Chinese: `给出的文件里没有 RemoteConfig`.
            public let chineseReason: String

            public init(method: String, className: String, reason: String, chineseReason: String) {
                self.method = method
                self.className = className
                self.reason = reason
                self.chineseReason = chineseReason
            }
        }

        /// The class as the code names it: `LikeButton`, `FeedCell.HeartView`.
        public let name: String
        /// `point(inside:with:)`, `hitTest(_:with:)`, `gestureRecognizerShouldBegin(_:)`, …, as compiled.
        public let methods: [String]
        /// The touch methods it writes that did not compile.
        public let leftOut: [LeftOutMethod]

        public init(name: String, methods: [String], leftOut: [LeftOutMethod] = []) {
            self.name = name
            self.methods = methods
            self.leftOut = leftOut
        }

        /// Whether the class writes `method` (`hitTest(_:with:)`), and it compiled.
        public func writes(_ method: String) -> Bool { methods.contains(method) }

        /// `method` (`hitTest(_:with:)`) when the class writes it and it did not compile.
        public func leftOut(_ method: String) -> LeftOutMethod? { leftOut.first { $0.method == method } }
    }

    /// Every view class the code defines, qualified (`Feed.LikeButton`).
    public let names: [String]
    private let resolver: (String) -> String?
    private let maker: (String, Rect) -> View?
    private let describer: (View) -> ViewClass?

    /// - Parameters:
    ///   - resolve: the class a name stands for (`MyApp.LikeButton`, `LikeButton`), qualified; nil when none.
    ///   - make: an instance of the class a name stands for, with a frame; nil when it could not be made.
    ///   - describe: the user's class of a view, when its code is the user's.
    public init(
        names: [String], resolve: @escaping (String) -> String?, make: @escaping (String, Rect) -> View?,
        describe: @escaping (View) -> ViewClass?
    ) {
        self.names = names
        self.resolver = resolve
        self.maker = make
        self.describer = describe
    }

    /// The user's class a dump or scene names, qualified; nil when the code has none of that name.
    public func resolve(_ name: String) -> String? { resolver(name) }

    /// An instance of the class `name` resolves to, made as the code makes it (`init(frame:)`).
    public func make(_ name: String, frame: Rect) -> View? { maker(name, frame) }

    /// The user's class of `view`; nil for a view whose class is UIKit's or the lab's.
    public func userClass(of view: View) -> ViewClass? { describer(view) }

    /// The candidate closest to `name` in edit distance, when close enough to be a
    /// likely typo: what "did you mean" proposes. Qualified names are compared by
    /// their last part (`MyApp.LikeButon` is close to `LikeButton`).
    public nonisolated static func closest(to name: String, among candidates: [String]) -> String? {
        guard let match = Scenes.closest(to: ownName(name), among: candidates.map(ownName)) else { return nil }
        return candidates.first { ownName($0) == match }
    }

    /// A class name's own part, after its module and the types it is nested in:
    /// `HeartView` of `MyApp.FeedCell.HeartView`.
    public nonisolated static func ownName(_ name: String) -> String {
        String(DumpClassName.components(of: name).last ?? Substring(name))
    }
}
