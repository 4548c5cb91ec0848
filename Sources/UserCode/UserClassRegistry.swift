import Foundation
import ResponderKit

/// The view classes a user's compiled code defines, by name, with a way to
/// make each: what the registration file the engine generates fills in when
/// the library is loaded (``UserCodeLibrary``).
///
/// A class is found by its qualified name (`Feed.LikeButton`), by its own
/// name (`LikeButton`) when no other class has it, and by either with the
/// app's module in front (`MyApp.LikeButton`, as a dump prints it).
///
/// ```swift
/// let library = try UserCodeLibrary.load(build)
/// let like = library.registry.makeView(named: "MyApp.LikeButton", frame: Rect(x: 0, y: 0, width: 44, height: 44))
/// ```
@MainActor
public final class UserClassRegistry {
    /// One registered class.
    public struct Entry {
        /// `Feed.LikeButton`.
        public let qualifiedName: String
        /// Makes an instance with the frame given, as the generated file says
        /// (`init(frame:)`, or another initializer and the frame set after);
        /// nil when the class's `init?(coder:)` returned nil.
        public let make: @MainActor (Rect) -> View?

        /// `LikeButton`.
        public var name: String { qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName }
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    /// Adds a class; called by the generated registration file.
    public func register(_ qualifiedName: String, make: @escaping @MainActor (Rect) -> View?) {
        entries.removeAll { $0.qualifiedName == qualifiedName }
        entries.append(Entry(qualifiedName: qualifiedName, make: make))
    }

    /// The class `name` stands for: a qualified name, a class's own name when
    /// unique, either after a module name; nil when none or several match.
    public func entry(named name: String) -> Entry? {
        if let exact = entries.first(where: { $0.qualifiedName == name }) { return exact }
        let byName = entries.filter { $0.name == name }
        if byName.count == 1 { return byName[0] }
        // `MyApp.Feed.LikeButton`: drop the module.
        guard let dot = name.firstIndex(of: ".") else { return nil }
        let rest = String(name[name.index(after: dot)...])
        return rest.isEmpty ? nil : entry(named: rest)
    }

    /// An instance of the class `name` stands for, with `frame`; nil when no class matches or it could not be made.
    public func makeView(named name: String, frame: Rect) -> View? {
        entry(named: name)?.make(frame)
    }
}
