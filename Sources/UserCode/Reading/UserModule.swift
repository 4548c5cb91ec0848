/// The user's files read together as one module, as the compiler sees an
/// app's target: every declaration of every file that parses, and what a
/// name stands for across them (a superclass in another file, through a
/// typealias, an extension of a type declared elsewhere).
///
/// ```swift
/// let module = UserModule(files: try UserSourceFile.collect(["Sources/Feed"]))
/// module.superclass(of: module.classes(named: "HUDButton")[0]) // .user(id of HighlightDimmableButton)
/// ```
struct UserModule {
    /// Where a class's chain of superclasses leads.
    enum Superclass: Equatable {
        /// A class of the user's files.
        case user(Int)
        /// A class of UIKit's or Foundation's (`UIButton`, `NSObject`), not declared in the files.
        case external(String)
        /// It inherits nothing.
        case none
    }

    /// The files read, those that do not parse included (with nothing read from them).
    let files: [UserSourceFile]
    let declarations: [UserDeclaration]
    /// File-level statements, which a library cannot have: left out unreported.
    let strayStatements: [(file: Int, range: Range<Int>)]
    /// The files that do not parse, by index, with the parser's first complaint.
    let unparsed: [Int: (line: Int, column: Int, message: String)]
    /// File-level declarations by each name they declare.
    private let fileLevel: [String: [Int]]
    /// Types by their qualified name (`Feed.Cell`), nested ones included.
    private let types: [String: [Int]]
    /// Types by their own name (`Cell`).
    private let typesByOwnName: [String: [Int]]
    /// Extensions by the last part of the type they extend.
    private let extensionsByName: [String: [Int]]
    /// The members of extensions of types that are not the user's (`extension UIColor`), by each name they declare.
    private var externalMembers: [String: [(extension: Int, member: Int)]] = [:]

    init(files: [UserSourceFile]) {
        self.files = files
        var reader = DeclarationReader()
        var unparsed: [Int: (line: Int, column: Int, message: String)] = [:]
        for (index, file) in files.enumerated() {
            if let error = file.syntaxError {
                unparsed[index] = error
            } else {
                reader.read(file, index: index)
            }
        }
        self.unparsed = unparsed
        declarations = reader.declarations
        strayStatements = reader.strayStatements
        var fileLevel: [String: [Int]] = [:], types: [String: [Int]] = [:], ownNames: [String: [Int]] = [:]
        var extensions: [String: [Int]] = [:]
        for declaration in reader.declarations {
            if declaration.parent == nil, declaration.kind != .extension, declaration.kind != .import {
                for name in declaration.names { fileLevel[name, default: []].append(declaration.id) }
            }
            if declaration.kind.isType || declaration.kind == .typealias, let qualified = declaration.qualifiedName {
                types[qualified, default: []].append(declaration.id)
                ownNames[declaration.swiftName, default: []].append(declaration.id)
            }
            if declaration.kind == .extension, let extended = declaration.qualifiedName {
                extensions[Self.ownName(extended), default: []].append(declaration.id)
            }
        }
        self.fileLevel = fileLevel
        self.types = types
        typesByOwnName = ownNames
        extensionsByName = extensions
        for id in extensions.values.joined() where type(named: declarations[id].qualifiedName ?? "") == nil {
            for member in declarations[id].members {
                // An initializer is called by its type's name: `UIEdgeInsets(all: 8)`.
                let typeName =
                    declarations[member].kind == .initializer
                    ? [Self.ownName(declarations[id].qualifiedName ?? "")] : []
                for name in declarations[member].names + typeName {
                    externalMembers[name, default: []].append((id, member))
                }
            }
        }
    }

    subscript(id: Int) -> UserDeclaration { declarations[id] }

    /// The file-level declarations that declare `name`.
    func fileLevel(named name: String) -> [Int] { fileLevel[name] ?? [] }

    /// The type (not a typealias) `name` stands for: a qualified name, or a type's
    /// own name when one type has it; typealiases followed.
    func type(named name: String) -> Int? {
        var name = name, seen: Set<String> = []
        while seen.insert(name).inserted {
            let found = types[name] ?? typesByOwnName[name].flatMap { $0.count == 1 ? $0 : nil } ?? []
            guard let id = found.first else { return nil }
            guard declarations[id].kind == .typealias, let aliased = declarations[id].aliasedType else { return id }
            name = aliased
        }
        return nil
    }

    /// What a typealias chain starting at `name` ends at, when it ends outside the files: `UIButton`
    /// for `typealias BaseButton = UIKit.UIButton`; `name` itself when it names no typealias.
    func externalName(_ name: String) -> String {
        var name = name, seen: Set<String> = []
        while seen.insert(name).inserted, let id = types[name]?.first ?? typesByOwnName[name]?.first,
            declarations[id].kind == .typealias, let aliased = declarations[id].aliasedType
        {
            name = aliased
        }
        return name
    }

    /// The superclass of the class `id`.
    func superclass(of id: Int) -> Superclass {
        guard let name = declarations[id].superclassName else { return .none }
        if let user = type(named: name), user != id { return declarations[user].kind == .class ? .user(user) : .none }
        return .external(externalName(name))
    }

    /// The class's superclasses of the user's files, nearest first, and where the chain leaves them.
    func ancestry(of id: Int) -> (user: [Int], root: Superclass) {
        var chain: [Int] = [], current = id, seen: Set<Int> = [id]
        while true {
            let next = superclass(of: current)
            guard case .user(let user) = next, seen.insert(user).inserted else { return (chain, next) }
            chain.append(user)
            current = user
        }
    }

    /// The classes, of any nesting, whose own name is `name` or whose qualified name is.
    func classes(named name: String) -> [Int] {
        ((types[name] ?? []) + (typesByOwnName[name] ?? [])).filter { declarations[$0].kind == .class }
    }

    /// The extensions of the type `id`, in every file.
    func extensions(of id: Int) -> [Int] {
        let type = declarations[id]
        return (extensionsByName[type.swiftName] ?? []).filter { extensionID in
            self.type(named: declarations[extensionID].qualifiedName ?? "") == id
        }
    }

    /// The members of extensions of types that are not the user's (`extension UIColor`) that declare `name`.
    func externalExtensions(declaring name: String) -> [(extension: Int, member: Int)] {
        externalMembers[name] ?? []
    }

    /// Whether the declaration `id` is inside `ancestor` (or is it).
    func isInside(_ id: Int, _ ancestor: Int) -> Bool {
        var current: Int? = id
        while let c = current {
            if c == ancestor { return true }
            current = declarations[c].parent
        }
        return false
    }

    /// The own part of a qualified name: `Cell` of `Feed.Cell`.
    static func ownName(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}
