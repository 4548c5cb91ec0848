import Foundation
internal import SwiftSyntax

/// Where a compiler error leaves the user's code, and why it says so.
extension KeptCode {
    /// What an error at `offset` of `file` leaves out: the statement it is in, when that statement
    /// belongs to an initializer, a method that returns nothing and decides no touch, or a property
    /// observer, and is not the call to `super.init`; the conformance it names, in a type's header;
    /// else the innermost declaration compiled around it. Nil when no compiled declaration holds it.
    func unit(at offset: Int, in file: Int, message: String) -> Unit? {
        // Declarations are read outer first, and siblings never overlap: the last that holds the offset is the innermost.
        guard
            let declaration = module.declarations.last(where: {
                $0.file == file && kept.contains($0.id) && $0.range.contains(offset)
            })
        else { return nil }
        if declaration.kind.isType || declaration.kind == .extension {
            return conformance(of: declaration, at: offset, message: UIKitNames.spelled(message)).map {
                .conformance(owner: declaration.id, entry: $0)
            }
                ?? .declaration(declaration.id)
        }
        if let attribute = wrapper(at: offset, of: declaration, message: message) {
            return .attribute(owner: declaration.id, range: attribute)
        }
        if let statement = statement(at: offset, in: declaration) {
            return .statement(owner: declaration.id, range: statement)
        }
        return .declaration(declaration.id)
    }

    /// The inherited protocol an error in a type's header is about: the entry it is in, or the one it
    /// names (`type 'Chip' does not conform to protocol 'Configurable'`). A class's superclass is never one.
    private func conformance(of declaration: UserDeclaration, at offset: Int, message: String) -> Int? {
        let first = declaration.kind == .class ? 1 : 0
        guard declaration.inherited.count > first else { return nil }
        let candidates = first..<declaration.inherited.count
        if let inside = candidates.first(where: { declaration.inherited[$0].removal.contains(offset) }) {
            return inside
        }
        guard let named = Self.quoted(after: "conform to protocol '", in: message) else { return nil }
        return candidates.first { UserModule.ownName(declaration.inherited[$0].name) == UserModule.ownName(named) }
    }

    /// The property wrapper at `offset` that the compiler does not know, when the property gives its
    /// value without it (`@Published var selectedIndex = 0` with Combine absent): the wrapper only
    /// publishes or stores the value elsewhere, so the property stays, a plain one.
    private func wrapper(at offset: Int, of declaration: UserDeclaration, message: String) -> Range<Int>? {
        guard message.hasPrefix("unknown attribute"), let variable = declaration.node.as(VariableDeclSyntax.self),
            variable.bindings.allSatisfy({ $0.initializer != nil })
        else { return nil }
        return variable.attributes.lazy.map(DeclarationReader.range(of:)).first { $0.contains(offset) }
    }

    /// The statement of `declaration` at `offset` that can be left out alone: the innermost one
    /// outside any closure or local function (a closure's statements are the statement's that holds it).
    private func statement(at offset: Int, in declaration: UserDeclaration) -> Range<Int>? {
        let tree = module.files[declaration.file].tree
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return nil }
        var candidate: CodeBlockItemSyntax?
        var inObserver = false
        var node = Syntax(token)
        while node.id != declaration.node.id {
            if candidate == nil, let item = node.as(CodeBlockItemSyntax.self) { candidate = item }
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { candidate = nil }
            if let accessor = node.as(AccessorDeclSyntax.self) {
                inObserver = [.keyword(.willSet), .keyword(.didSet)].contains(accessor.accessorSpecifier.tokenKind)
            }
            guard let parent = node.parent else { return nil }
            node = parent
        }
        guard declaration.leavesOutStatements || inObserver, let candidate, !Self.delegates(candidate) else {
            return nil
        }
        return DeclarationReader.range(of: candidate)
    }

    /// Whether a statement is an initializer's call to another (`super.init(frame: frame)`): without
    /// it the initializer cannot compile, so an error there leaves the whole initializer out.
    private static func delegates(_ statement: CodeBlockItemSyntax) -> Bool {
        var text = Substring(statement.item.trimmedDescription)
        for word in ["try! ", "try? ", "try "] where text.hasPrefix(word) { text = text.dropFirst(word.count) }
        return text.hasPrefix("super.init") || text.hasPrefix("self.init")
    }

    // MARK: Reasons

    /// Why a compiler error leaves a piece of `file` out, said of the user's files: a name the compiler
    /// cannot find is one that was left out (with where), one of a module the lab does not have, one
    /// of UIKit's that the lab's lacks, or one that is not in the files given.
    func cause(of compilerMessage: String, in file: Int) -> LeftOutCode.Cause {
        let message = UIKitNames.spelled(compilerMessage)
        if let name = Self.quoted(after: "cannot find type '", in: message)
            ?? Self.quoted(after: "cannot find '", in: message)
        {
            // A type's name (`RemoteConfig`) is the app's; a lower-case one may be a method UIKit has and the lab's lacks.
            let elsewhere: LeftOutCode.Cause =
                Self.looksLikeUIKit(name)
                ? .notInUIKit(name)
                : name.first?.isUppercase == true ? .notInFiles(name) : .compiler(message)
            return missing(name, in: file, otherwise: elsewhere)
        }
        if let name = Self.quoted(after: "has no member '", in: message)
            ?? Self.quoted(after: "unknown attribute '", in: message)
        {
            return missing(name, in: file, otherwise: .compiler(message))
        }
        return .compiler(message)
    }

    private func missing(_ name: String, in file: Int, otherwise: LeftOutCode.Cause) -> LeftOutCode.Cause {
        if let record = leftOutRecord(declaring: name) {
            return .usesLeftOut(
                name: name, file: URL(fileURLWithPath: record.file).lastPathComponent, line: record.line)
        }
        for module in missingModules[file] ?? [] where ThirdPartyNames.table[module]?.contains(name) == true {
            return .noSuchModule(module)
        }
        return otherwise
    }

    /// UIKit's, Foundation's, Core Animation's or Core Graphics' spelling: `UIFeedbackGenerator`, `NSLayoutConstraint`, `CAEmitterLayer`.
    static func looksLikeUIKit(_ name: String) -> Bool {
        ["UI", "NS", "CA", "CG", "CF"].contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    /// `X` of `… prefix'X' …`.
    static func quoted(after prefix: String, in message: String) -> String? {
        guard let start = message.range(of: prefix)?.upperBound,
            let end = message[start...].firstIndex(of: "'")
        else { return nil }
        return String(message[start..<end])
    }
}
