internal import SwiftSyntax

/// The text the compiler reads for one of the user's files: every line and
/// column where it was, so that the compiler's messages and the faults'
/// backtraces point at the user's own file:line:col. What is not compiled
/// becomes spaces (``KeptCode``), and what Swift on Linux refuses is made
/// acceptable (``rewrites(of:)``).
///
/// ```swift
/// CompiledCopy.text(of: 0, kept: kept, rewrites: rewrites) // "import UIKit\n              \nclass ChipView: UIView {…"
/// ```
enum CompiledCopy {
    /// One change of a file's text: its bytes in `range` become spaces (line breaks stay), but for
    /// `replacement`, which takes the place of the range's first line, padded with spaces to its width.
    struct Edit {
        let range: Range<Int>
        var replacement: [UInt8] = []
    }

    /// The attributes nothing on Linux reads (Interface Builder's, the Objective-C runtime's), and those
    /// of public interfaces, which a module compiled only for the lab does not have: blanked.
    static let blankedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
        "GKInspectable", "inlinable", "usableFromInline", "frozen", "_spi",
    ]

    /// The modifiers blanked: `dynamic` (no Objective-C runtime), and the access levels wider than
    /// internal, so that a `public` class using a type of the app's that the files give as internal compiles.
    static let blankedModifiers: Set<String> = ["dynamic", "public", "open", "package"]

    /// The modules whose imports are blanked: UIKit brings Foundation (whose own `CGFloat` would
    /// clash with UIKit's), Core Graphics' and Core Animation's names, and a recognizer's settable state.
    static let redundantImports: Set<String> = [
        "Foundation", "CoreGraphics", "QuartzCore", "UIKit.UIGestureRecognizerSubclass",
    ]

    /// UIKit's classes that the lab's module makes structures: a `convenience init` in an extension of
    /// one (`extension UIColor { convenience init(hex: UInt32) { self.init(red: …) } }`) delegates as a
    /// structure's does once `convenience` is blanked.
    static let structures: Set<String> = ["UIColor", "UIFont", "UIImage"]

    /// The name of the function `#selector(…)` becomes, declared in the registration file.
    static let selectorFunction = "__rlSel"

    /// The text of file `index` as compiled now: rewritten, less what is not kept or was left out, and with
    /// the overrides of its classes that extensions declare moved into the classes' bodies (``KeptCode/relocations``).
    static func text(of index: Int, kept: KeptCode, rewrites: [[Edit]], undispatched: Set<Int> = []) -> String {
        let module = kept.module
        let relocations = kept.relocations
        var blanks: [Range<Int>] = []
        for declaration in module.declarations where declaration.file == index && !kept.kept.contains(declaration.id) {
            // The outermost declaration not kept blanks what is inside it.
            if let parent = declaration.parent, !kept.kept.contains(parent) { continue }
            blanks.append(declaration.range)
        }
        blanks += module.strayStatements.filter { $0.file == index }.map(\.range)
        blanks += relocations.map { module[$0.member] }.filter { $0.file == index }.map(\.range)
        var bytes = Array(module.files[index].text.utf8)
        render(&bytes, blanks: blanks + leftOutParts(of: index, kept: kept), rewrites: rewrites[index])
        // Into each class, last first so that the lines above stay where they are, its overrides from extensions
        // and its actions by name.
        let moved = Dictionary(grouping: relocations.filter { module[$0.into].file == index }, by: \.into)
        var actions: [Int: String] = [:]
        for id in kept.views where module[id].file == index && !undispatched.contains(id) {
            actions[id] = ActionDispatch.members(of: id, kept: kept)
        }
        for owner in Set(moved.keys).union(actions.keys).sorted(by: {
            module[$0].range.upperBound > module[$1].range.upperBound
        }) {
            insert(
                (moved[owner] ?? []).map(\.member), generated: actions[owner], into: owner, of: &bytes, kept: kept,
                rewrites: rewrites)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The statements, conformances and attributes of file `index` that were left out.
    private static func leftOutParts(of index: Int, kept: KeptCode) -> [Range<Int>] {
        kept.units.compactMap { unit in
            switch unit {
            case .statement, .conformance, .attribute:
                let extent = kept.extent(of: unit)
                return extent.file == index ? extent.range : nil
            case .declaration:
                return nil  // No longer kept: blanked with what is not.
            }
        }
    }

    /// Blanks `blanks` and makes `rewrites` in `bytes`. A rewrite in what is blanked is not needed; one
    /// that makes a line longer (a `#selector` over several lines) goes last, from the end back, so that
    /// the others' offsets hold.
    private static func render(_ bytes: inout [UInt8], blanks: [Range<Int>], rewrites: [Edit]) {
        for range in blanks { apply(Edit(range: range), to: &bytes) }
        let needed = rewrites.filter { edit in !blanks.contains { $0.contains(edit.range.lowerBound) } }
        let (fitting, growing) = (needed.filter { fits($0, in: bytes) }, needed.filter { !fits($0, in: bytes) })
        for edit in fitting { apply(edit, to: &bytes) }
        for edit in growing.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) { apply(edit, to: &bytes) }
    }

    /// Puts `members` (each rendered from its own file, at its own column) at the start of the line of
    /// `owner`'s closing brace, each after a `#sourceLocation` naming its file and line, then the
    /// `generated` members under their own file name (``ActionDispatch/file(of:)``), and the class's
    /// own file and line after them. A class whose body is on one line keeps its extensions as they are.
    private static func insert(
        _ members: [Int], generated: String?, into owner: Int, of bytes: inout [UInt8], kept: KeptCode,
        rewrites: [[Edit]]
    ) {
        let module = kept.module
        let file = module.files[module[owner].file]
        let closingLine = file.location(of: module[owner].range.upperBound - 1).line
        guard closingLine > file.location(of: module[owner].range.lowerBound).line else { return }
        var block = ""
        for id in members {
            let member = module[id], source = module.files[member.file]
            let start = source.location(of: member.range.lowerBound)
            var text = Array(
                source.text.utf8[
                    source.text.utf8.index(source.text.utf8.startIndex, offsetBy: member.range.lowerBound)...
                ]
                .prefix(member.range.count))
            let shift = { (range: Range<Int>) in
                (range.lowerBound - member.range.lowerBound)..<(range.upperBound - member.range.lowerBound)
            }
            let inside = { (range: Range<Int>) in member.range.contains(range.lowerBound) }
            render(
                &text, blanks: leftOutParts(of: member.file, kept: kept).filter(inside).map(shift),
                rewrites: rewrites[member.file].filter { inside($0.range) }.map {
                    Edit(range: shift($0.range), replacement: $0.replacement)
                })
            block +=
                "#sourceLocation(file: \(UserCodeCompilation.literal(source.path)), line: \(start.line))\n"
                + String(repeating: " ", count: start.column - 1) + String(decoding: text, as: UTF8.self) + "\n"
        }
        if let generated {
            block += "#sourceLocation(file: \(UserCodeCompilation.literal(ActionDispatch.file(of: owner))), line: 1)\n"
            block += generated + "\n"
        }
        block += "#sourceLocation(file: \(UserCodeCompilation.literal(file.path)), line: \(closingLine))\n"
        var line = 1, offset = 0
        while line < closingLine, let next = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) {
            offset = next + 1
            line += 1
        }
        bytes.insert(contentsOf: Array(block.utf8), at: offset)
    }

    /// What Swift on Linux refuses in `file`, made acceptable without moving a line or column.
    static func rewrites(of file: UserSourceFile) -> [Edit] {
        let finder = RewriteFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        return finder.edits
    }

    /// The end of the first line of `range` in `bytes`.
    private static func firstLineEnd(of range: Range<Int>, in bytes: [UInt8]) -> Int {
        bytes[range].firstIndex(of: UInt8(ascii: "\n")) ?? range.upperBound
    }

    private static func fits(_ edit: Edit, in bytes: [UInt8]) -> Bool {
        edit.replacement.count <= firstLineEnd(of: edit.range, in: bytes) - edit.range.lowerBound
    }

    private static func apply(_ edit: Edit, to bytes: inout [UInt8]) {
        let end = firstLineEnd(of: edit.range, in: bytes)
        let width = end - edit.range.lowerBound
        let first =
            edit.replacement + Array(repeating: UInt8(ascii: " "), count: max(0, width - edit.replacement.count))
        for i in end..<edit.range.upperBound where bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") {
            bytes[i] = UInt8(ascii: " ")
        }
        bytes.replaceSubrange(edit.range.lowerBound..<end, with: first)
    }
}

/// Finds the edits of ``CompiledCopy/rewrites(of:)``.
private final class RewriteFinder: SyntaxVisitor {
    var edits: [CompiledCopy.Edit] = []

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if CompiledCopy.blankedAttributes.contains(node.attributeName.trimmedDescription) {
            edits.append(CompiledCopy.Edit(range: DeclarationReader.range(of: node)))
        }
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        // `public private(set) var`: the `public` goes, `private(set)` stays.
        if CompiledCopy.blankedModifiers.contains(node.name.text), node.detail == nil {
            edits.append(CompiledCopy.Edit(range: DeclarationReader.range(of: node)))
        }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard CompiledCopy.structures.contains(DeclarationReader.withoutUIKit(node.extendedType.trimmedDescription))
        else {
            return .visitChildren
        }
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
            for modifier in initializer.modifiers where modifier.name.text == "convenience" {
                edits.append(CompiledCopy.Edit(range: DeclarationReader.range(of: modifier)))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if CompiledCopy.redundantImports.contains(node.path.map(\.name.text).joined(separator: ".")) {
            edits.append(CompiledCopy.Edit(range: DeclarationReader.range(of: node)))
        }
        return .skipChildren
    }

    /// `#selector(likeTapped(_:))` becomes `__rlSel("likeTapped(_:)")`, no wider: a `Selector` naming the method.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector" else { return .visitChildren }
        let inner = node.arguments.tokens(viewMode: .sourceAccurate).map(\.text).joined()
        let call = "\(CompiledCopy.selectorFunction)(\"\(inner)\")"
        edits.append(CompiledCopy.Edit(range: DeclarationReader.range(of: node), replacement: Array(call.utf8)))
        return .skipChildren
    }
}
