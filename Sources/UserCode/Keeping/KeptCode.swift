/// What of the user's module is compiled: the classes the scene needs, their
/// superclasses in the files given, and everything those use, found through
/// the names their code says; less what has been left out. The rest of the
/// files (a view controller, a network client the views never name) is not
/// compiled and not reported: it has nothing to do with the scene's touches.
///
/// ```swift
/// var kept = KeptCode(module: module, needed: ["PinCardView"], available: modules)
/// kept.leaveOut(.declaration(id), reason: "RemoteConfig is not in the files given")
/// ```
struct KeptCode {
    /// A piece that can be left out.
    enum Unit: Hashable {
        case declaration(Int)
        /// A statement of the member `owner`, at `range` of its file.
        case statement(owner: Int, range: Range<Int>)
        /// The inherited type `entry` of the type or extension `owner`.
        case conformance(owner: Int, entry: Int)
        /// An attribute of the property `owner`, at `range` of its file: a wrapper the compiler does not know.
        case attribute(owner: Int, range: Range<Int>)

        var isAttribute: Bool {
            if case .attribute = self { return true }
            return false
        }
    }

    let module: UserModule
    /// The declarations compiled.
    private(set) var kept: Set<Int> = []
    /// What was left out, in the order it was, reported (``report`` orders it by place).
    private(set) var leftOut: [LeftOutCode] = []
    /// The units left out: blanked in the copies the compiler reads.
    private(set) var units: [Unit] = []
    /// The classes the scene needs, made by the registration.
    private(set) var roots: [Int] = []
    /// Every view class the files declare, needed or not.
    private var viewClasses: [Int] = []
    /// The same, qualified: what a class the scene names may have meant.
    var declaredViews: [String] { viewClasses.map { module[$0].qualifiedName ?? module[$0].swiftName } }
    /// The view classes compiled: the scene's and their superclasses.
    var views: [Int] { viewClasses.filter(kept.contains) }
    /// The classes the scene needs that cannot be compiled at all, and why.
    private(set) var unbuildable: [(qualifiedName: String, superclass: String)] = []
    /// Imports of modules the lab does not have, by file: their names.
    private(set) var missingModules: [Int: [String]] = [:]
    /// How many records at the head of ``leftOut`` are files that do not parse (which are no unit).
    private var unparsedCount = 0

    /// - Parameters:
    ///   - needed: the own names of the classes the scene names (`PinCardView`); nil: every view class of the files.
    ///   - available: the modules the compiler can import.
    ///   - isView: whether a class outside the files (`UIButton`) is a view.
    init(module: UserModule, needed: Set<String>?, available: Set<String>, isView: (String) -> Bool) {
        self.module = module
        for (file, error) in module.unparsed.sorted(by: { $0.key < $1.key }) {
            leftOut.append(
                LeftOutCode(
                    file: module.files[file].path, line: error.line, column: error.column, piece: .file,
                    code: "the whole file", owner: nil, member: nil, cause: .parser(error.message)))
        }
        unparsedCount = leftOut.count
        for declaration in module.declarations where declaration.kind == .class {
            let own = declaration.swiftName
            let (ancestors, root) = module.ancestry(of: declaration.id)
            if case .external(let rootName) = root, isView(rootName) {
                viewClasses.append(declaration.id)
            }
            guard needed.map({ $0.contains(own) || $0.contains(declaration.qualifiedName ?? own) }) ?? true else {
                continue
            }
            guard case .external(let rootName) = root, isView(rootName) else {
                // Named by the scene but not a view the files can make: said; otherwise not one of the scene's.
                if needed != nil, case .external(let rootName) = root {
                    unbuildable.append((declaration.qualifiedName ?? own, rootName))
                }
                continue
            }
            roots.append(declaration.id)
            keep(declaration.id)
            for ancestor in ancestors { keep(ancestor) }
        }
        keepImports(available: available)
    }

    /// The overrides written in extensions of the user's classes, each with its class: iOS compiles them
    /// there (its classes' methods are Objective-C's, dispatched at run time), Swift on Linux only in the
    /// class's own body, where ``CompiledCopy`` moves them.
    var relocations: [(member: Int, into: Int)] {
        module.declarations.compactMap { member in
            guard member.isOverride, kept.contains(member.id), let parent = member.parent,
                module[parent].kind == .extension,
                let owner = module.type(named: module[parent].qualifiedName ?? ""), module[owner].kind == .class,
                kept.contains(owner)
            else { return nil }
            return (member.id, owner)
        }
    }

    /// What was left out, in the order of the files given and of the lines in each.
    var report: [LeftOutCode] {
        let order = Dictionary(module.files.enumerated().map { ($1.path, $0) }) { first, _ in first }
        return leftOut.sorted {
            ((order[$0.file] ?? 0), $0.line, $0.column) < ((order[$1.file] ?? 0), $1.line, $1.column)
        }
    }

    // MARK: Choosing what to compile

    private mutating func keep(_ id: Int) {
        var queue = [id]
        while let next = queue.popLast() {
            guard kept.insert(next).inserted else { continue }
            let declaration = module[next]
            if let parent = declaration.parent, !kept.contains(parent) {
                if isExternalExtension(parent) {
                    // A member of an extension of UIKit's type (`extension UIColor`) brings the extension, not its other members.
                    kept.insert(parent)
                    queue += referencesOf(parent)
                } else {
                    queue.append(parent)
                }
            }
            if declaration.kind.isType {
                queue += declaration.members + module.extensions(of: next)
            } else if declaration.kind == .extension, !isExternalExtension(next) {
                queue += declaration.members
            }
            queue += referencesOf(next)
        }
    }

    private func isExternalExtension(_ id: Int) -> Bool {
        module[id].kind == .extension && module.type(named: module[id].qualifiedName ?? "") == nil
    }

    /// The declarations the names `id`'s own text uses stand for.
    private func referencesOf(_ id: Int) -> [Int] {
        module[id].references.flatMap { name in
            module.fileLevel(named: name) + module.externalExtensions(declaring: name).map(\.member)
        }
    }

    /// Every import of a file with compiled code: kept when the compiler has the module, left out and said when not.
    private mutating func keepImports(available: Set<String>) {
        let files = Set(kept.map { module[$0].file })
        for declaration in module.declarations where declaration.kind == .import && files.contains(declaration.file) {
            let moduleName = String(declaration.swiftName.split(separator: ".").first ?? "")
            if available.contains(moduleName) {
                kept.insert(declaration.id)
            } else {
                missingModules[declaration.file, default: []].append(moduleName)
                record(.declaration(declaration.id), piece: .import, cause: .noSuchModule(moduleName))
            }
        }
    }

    // MARK: Leaving out

    /// Leaves `unit` out for `cause`: it is blanked in the next compilation, and reported.
    mutating func leaveOut(_ unit: Unit, cause: LeftOutCode.Cause) {
        if case .declaration(let id) = unit {
            kept.subtract(module.declarations[id...].prefix { module.isInside($0.id, id) }.map(\.id))
        }
        let piece: LeftOutCode.Piece
        switch unit {
        case .declaration(let id): piece = module[id].parent == nil ? .declaration : .member
        case .statement: piece = .statement
        case .conformance: piece = .conformance
        case .attribute: piece = .attribute
        }
        record(unit, piece: piece, cause: cause)
    }

    private mutating func record(_ unit: Unit, piece: LeftOutCode.Piece, cause: LeftOutCode.Cause) {
        units.append(unit)
        let (file, range, code, owner, member) = describe(unit)
        let place = module.files[file].location(of: range.lowerBound)
        leftOut.append(
            LeftOutCode(
                file: module.files[file].path, line: place.line, column: place.column, piece: piece,
                code: code, owner: owner, member: member, cause: cause))
    }

    /// The file, text, shown code, owner and member name of `unit`.
    private func describe(_ unit: Unit) -> (Int, Range<Int>, String, String?, String?) {
        switch unit {
        case .declaration(let id):
            let declaration = module[id]
            let owner = declaration.parent.flatMap { module[$0].qualifiedName }
            return (
                declaration.file, declaration.range, declaration.summary, owner,
                declaration.parent == nil ? nil : declaration.swiftName
            )
        case .statement(let owner, let range), .attribute(let owner, let range):
            let declaration = module[owner]
            let text = module.files[declaration.file].text.utf8
            let code = String(
                decoding: text[
                    text.index(
                        text.startIndex, offsetBy: range.lowerBound)..<text.index(
                            text.startIndex, offsetBy: range.upperBound)], as: UTF8.self)
            let shown = LeftOutCode.shortened(code)
            return (
                declaration.file, range, unit.isAttribute ? "\(shown) of \(declaration.swiftName)" : shown,
                declaration.parent.flatMap { module[$0].qualifiedName },
                declaration.swiftName
            )
        case .conformance(let owner, let entry):
            let declaration = module[owner]
            let inherited = declaration.inherited[entry]
            return (
                declaration.file, inherited.removal, "conformance to \(inherited.name)", declaration.qualifiedName, nil
            )
        }
    }

    /// What was reported of `unit`, when it was left out itself (not inside another piece).
    func record(of unit: Unit) -> LeftOutCode? {
        units.firstIndex(of: unit).map { leftOut[$0 + unparsedCount] }
    }

    /// The file and text of `unit`.
    func extent(of unit: Unit) -> (file: Int, range: Range<Int>) {
        switch unit {
        case .declaration(let id): (module[id].file, module[id].range)
        case .statement(let owner, let range), .attribute(let owner, let range): (module[owner].file, range)
        case .conformance(let owner, let entry): (module[owner].file, module[owner].inherited[entry].removal)
        }
    }

    /// Whether `outer`'s text holds `inner`'s.
    func contains(_ outer: Unit, _ inner: Unit) -> Bool {
        let (a, b) = (extent(of: outer), extent(of: inner))
        return a.file == b.file && a.range.lowerBound <= b.range.lowerBound && b.range.upperBound <= a.range.upperBound
    }

    /// The left-out record of the declaration that declares `name`, or of the wrapper whose projected
    /// value it is (`$selectedIndex`), if one was.
    func leftOutRecord(declaring name: String) -> LeftOutCode? {
        zip(units, leftOut.dropFirst(unparsedCount)).first { unit, _ in
            switch unit {
            case .declaration(let id): module[id].names.contains(name) && module[id].kind != .import
            case .attribute(let owner, _): module[owner].names.contains { "$" + $0 == name }
            case .statement, .conformance: false
            }
        }?.1
    }

    /// Whether the class `id` has anything left but its declaration.
    func keepsAnything(of id: Int) -> Bool {
        module[id].members.contains(where: kept.contains)
            || module.extensions(of: id).contains { module[$0].members.contains(where: kept.contains) }
    }
}
