internal import SwiftSyntax

/// Reads the declarations of parsed files into one list (``UserDeclaration``):
/// each file's file-level declarations, and every member of every type and
/// extension, nested types' too, each after the declaration it is in. The
/// clauses of `#if` are read as if they were not there: the compiler decides
/// which is active, and what it does not compile is never reported.
///
/// ```swift
/// var reader = DeclarationReader()
/// reader.read(UserSourceFile(path: "/src/Chip.swift", text: source), index: 0)
/// reader.declarations.map(\.summary) // ["import SnapKit", "class ChipView", "let closeButton", "override func hitTest(_:with:)"]
/// ```
struct DeclarationReader {
    private(set) var declarations: [UserDeclaration] = []
    /// File-level statements (a library has none): what is left out of every file, unreported.
    private(set) var strayStatements: [(file: Int, range: Range<Int>)] = []

    mutating func read(_ source: UserSourceFile, index: Int) {
        for item in source.tree.statements { readFileLevel(item, file: index) }
    }

    private mutating func readFileLevel(_ item: CodeBlockItemSyntax, file: Int) {
        guard let decl = item.item.as(DeclSyntax.self) else {
            strayStatements.append((file, Self.range(of: item)))
            return
        }
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                guard case .statements(let items)? = clause.elements else { continue }
                for item in items { readFileLevel(item, file: file) }
            }
            return
        }
        read(decl, container: Syntax(item), file: file, parent: nil, outer: [])
    }

    private mutating func readMembers(_ block: MemberBlockItemListSyntax, file: Int, parent: Int, outer: [String]) {
        for member in block {
            if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let members)? = clause.elements {
                        readMembers(members, file: file, parent: parent, outer: outer)
                    }
                }
                continue
            }
            let id = read(member.decl, container: Syntax(member), file: file, parent: parent, outer: outer)
            declarations[parent].members.append(id)
        }
    }

    /// Reads `decl`, whose text with its semicolon is `container`'s, and what is inside it; its id.
    @discardableResult
    private mutating func read(_ decl: DeclSyntax, container: Syntax, file: Int, parent: Int?, outer: [String]) -> Int {
        let id = declarations.count
        let facts = Facts(decl, outer: outer)
        var declaration = UserDeclaration(
            id: id, file: file, kind: facts.kind, node: Syntax(decl), range: Self.range(of: container),
            names: facts.names,
            swiftName: facts.swiftName, qualifiedName: facts.qualifiedName, parent: parent, summary: facts.summary,
            references: Self.references(in: decl, skipping: facts.memberBlock))
        declaration.inherited = facts.inherited
        declaration.isPrivate = facts.modifiers.contains("private") || facts.modifiers.contains("fileprivate")
        declaration.isGeneric = facts.isGeneric
        declaration.initializer = facts.initializer
        declaration.leavesOutStatements = facts.leavesOutStatements
        declaration.isOverride = facts.modifiers.contains("override")
        declaration.aliasedType = facts.aliasedType
        declarations.append(declaration)
        if let block = facts.memberBlock {
            let inner = facts.kind == .extension ? (facts.qualifiedName.map { [$0] } ?? outer) : outer + facts.names
            readMembers(block.members, file: file, parent: id, outer: inner)
        }
        return id
    }

    /// The identifiers and operators `node` uses, leaving out a member block (read member by member).
    private static func references(in node: DeclSyntax, skipping block: MemberBlockSyntax?) -> Set<String> {
        var names: Set<String> = []
        let skipped = block.map { $0.position..<$0.endPosition }
        for token in node.tokens(viewMode: .sourceAccurate) {
            if let skipped, skipped.contains(token.position) { continue }
            switch token.tokenKind {
            case .identifier(let name), .binaryOperator(let name), .prefixOperator(let name),
                .postfixOperator(let name):
                names.insert(name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name)
            default:
                break
            }
        }
        return names
    }

    /// `UIButton` of `UIKit.UIButton`.
    static func withoutUIKit(_ name: String) -> String {
        name.hasPrefix("UIKit.") ? String(name.dropFirst(6)) : name
    }

    /// A node's text, without the comments and spaces around it, in UTF-8 offsets.
    static func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }
}

/// What one declaration's syntax says, by kind.
private struct Facts {
    var kind: UserDeclaration.Kind = .other
    var names: [String] = []
    var swiftName = ""
    var qualifiedName: String?
    var summary = ""
    var modifiers: [String] = []
    var inherited: [UserDeclaration.Inherited] = []
    var isGeneric = false
    var initializer: UserDeclaration.Initializer?
    var leavesOutStatements = false
    var aliasedType: String?
    var memberBlock: MemberBlockSyntax?

    init(_ decl: DeclSyntax, outer: [String]) {
        modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.map(\.name.text) ?? []
        if let type = decl.asProtocol(NamedDeclSyntax.self), let kind = Self.typeKind(of: decl) {
            let name = type.name.text
            self.kind = kind
            names = [name]
            swiftName = name
            qualifiedName = (outer + [name]).joined(separator: ".")
            summary = "\(kind.rawValue) \(name)"
            memberBlock = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock
            inherited = Self.inherited(decl.asProtocol(DeclGroupSyntax.self)?.inheritanceClause)
            isGeneric = decl.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause != nil
            return
        }
        switch decl.as(DeclSyntaxEnum.self) {
        case .extensionDecl(let ext):
            kind = .extension
            let extended = DeclarationReader.withoutUIKit(ext.extendedType.trimmedDescription)
            qualifiedName = extended
            swiftName = extended
            summary = "extension \(extended)"
            memberBlock = ext.memberBlock
            inherited = Self.inherited(ext.inheritanceClause)
        case .typeAliasDecl(let alias):
            kind = .typealias
            names = [alias.name.text]
            swiftName = alias.name.text
            qualifiedName = (outer + [alias.name.text]).joined(separator: ".")
            summary = "typealias \(alias.name.text)"
            aliasedType = DeclarationReader.withoutUIKit(alias.initializer.value.trimmedDescription)
        case .functionDecl(let function):
            kind = .function
            let name = function.name.text
            names = [name]
            swiftName = name + Self.labels(function.signature.parameterClause)
            summary = Self.prefix(modifiers, keeping: ["override", "static", "class"]) + "func " + swiftName
            let returnsNothing =
                function.signature.returnClause.map { ["Void", "()"].contains($0.type.trimmedDescription) } ?? true
            leavesOutStatements = returnsNothing && !UserDeclaration.touchMethods.contains(swiftName)
        case .initializerDecl(let initializer):
            kind = .initializer
            names = ["init"]
            let mark = initializer.optionalMark?.text ?? ""
            swiftName = "init" + Self.labels(initializer.signature.parameterClause)
            summary =
                Self.prefix(modifiers, keeping: ["override", "required", "convenience"]) + "init" + mark
                + Self.labels(initializer.signature.parameterClause)
            let parameters = initializer.signature.parameterClause.parameters
            self.initializer = UserDeclaration.Initializer(
                labels: parameters.map(\.firstName.text), defaults: parameters.map { $0.defaultValue != nil },
                isConvenience: modifiers.contains("convenience"), onlyTraps: Self.onlyTraps(initializer.body))
            leavesOutStatements = true
        case .deinitializerDecl:
            kind = .deinitializer
            swiftName = "deinit"
            summary = "deinit"
            leavesOutStatements = true
        case .variableDecl(let variable):
            kind = .variable
            names = variable.bindings.flatMap { Self.names(in: $0.pattern) }
            swiftName = names.first ?? "_"
            summary =
                Self.prefix(modifiers, keeping: ["override", "static", "class", "lazy"])
                + variable.bindingSpecifier.text + " " + names.joined(separator: ", ")
        case .subscriptDecl(let sub):
            kind = .subscript
            names = ["subscript"]
            swiftName = "subscript" + Self.labels(sub.parameterClause)
            summary = swiftName
        case .enumCaseDecl(let cases):
            kind = .enumCase
            names = cases.elements.map(\.name.text)
            swiftName = names.first ?? "case"
            summary = "case " + names.joined(separator: ", ")
        case .associatedTypeDecl(let associated):
            name(.associatedType, associated.name.text, keyword: "associatedtype")
        case .operatorDecl(let op):
            name(.operator, op.name.text, keyword: "operator")
        case .precedenceGroupDecl(let group):
            name(.precedenceGroup, group.name.text, keyword: "precedencegroup")
        case .macroDecl(let macro):
            name(.macro, macro.name.text, keyword: "macro")
        case .importDecl(let importDecl):
            name(.import, importDecl.path.map(\.name.text).joined(separator: "."), keyword: "import")
        default:
            kind = .other
            summary = String(decl.trimmedDescription.prefix(while: { $0 != "\n" && $0 != "{" }))
                .trimmingCharacters(in: .whitespaces)
            swiftName = summary
        }
    }

    /// A declaration of one name that a report calls by its keyword and name: `import SnapKit`.
    private mutating func name(_ kind: UserDeclaration.Kind, _ name: String, keyword: String) {
        self.kind = kind
        names = [name]
        swiftName = name
        summary = "\(keyword) \(name)"
    }

    private static func typeKind(of decl: DeclSyntax) -> UserDeclaration.Kind? {
        switch decl.as(DeclSyntaxEnum.self) {
        case .classDecl: .class
        case .structDecl: .struct
        case .enumDecl: .enum
        case .actorDecl: .actor
        case .protocolDecl: .protocol
        default: nil
        }
    }

    /// `(_:with:)` of `(_ point: CGPoint, with event: UIEvent?)`.
    private static func labels(_ clause: FunctionParameterClauseSyntax) -> String {
        "(" + clause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    private static func labels(_ clause: FunctionParameterClauseSyntax?) -> String {
        clause.map(labels) ?? "()"
    }

    /// The modifiers among `kept`, in the order written, each followed by a space.
    private static func prefix(_ modifiers: [String], keeping kept: Set<String>) -> String {
        modifiers.filter(kept.contains).map { $0 + " " }.joined()
    }

    private static func names(in pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { names(in: $0.pattern) } }
        return []
    }

    /// The inheritance clause's types, each with what leaving it out blanks.
    private static func inherited(_ clause: InheritanceClauseSyntax?) -> [UserDeclaration.Inherited] {
        guard let clause else { return [] }
        let entries = Array(clause.inheritedTypes)
        return entries.enumerated().map { index, entry in
            let own = DeclarationReader.range(of: entry)
            let removal: Range<Int>
            if entries.count == 1 {
                removal = clause.colon.positionAfterSkippingLeadingTrivia.utf8Offset..<own.upperBound
            } else if index == entries.count - 1 {
                // The last one: the comma before it goes with it.
                let comma = entries[index - 1].trailingComma.map { DeclarationReader.range(of: $0).lowerBound }
                removal = (comma ?? own.lowerBound)..<own.upperBound
            } else {
                removal = own
            }
            return UserDeclaration.Inherited(
                name: DeclarationReader.withoutUIKit(entry.type.trimmedDescription), removal: removal)
        }
    }

    /// Whether a body does nothing but stop: `fatalError(…)` or `preconditionFailure(…)` alone.
    private static func onlyTraps(_ body: CodeBlockSyntax?) -> Bool {
        guard let body, body.statements.count == 1,
            let call = body.statements.first?.item.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
        else { return false }
        return ["fatalError", "preconditionFailure"].contains(callee.baseName.text)
    }

}
