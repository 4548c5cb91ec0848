internal import SwiftSyntax

/// The text the compiler reads for one of the user's files: every line and
/// column where it was, so that the compiler's messages and the faults'
/// backtraces point at the user's own file:line:col. What is not compiled
/// becomes spaces (``KeptCode``), and what Swift on Linux refuses is made
/// acceptable (``rewrites(of:)``).
///
/// ```swift
/// CompiledCopy.text(of: 0, kept: kept) // "import UIKit\n              \nclass ChipView: UIView {…"
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
    static let redundantImports: Set<String> = ["Foundation", "CoreGraphics", "QuartzCore", "UIKit.UIGestureRecognizerSubclass"]

    /// The name of the function `#selector(…)` becomes, declared in the registration file.
    static let selectorFunction = "__rlSel"

    /// The text of file `index` as compiled now: rewritten, less what is not kept or was left out.
    static func text(of index: Int, kept: KeptCode, rewrites: [Edit]) -> String {
        let module = kept.module
        var blanks: [Range<Int>] = []
        for declaration in module.declarations where declaration.file == index && !kept.kept.contains(declaration.id) {
            // The outermost declaration not kept blanks what is inside it.
            if let parent = declaration.parent, !kept.kept.contains(parent) { continue }
            blanks.append(declaration.range)
        }
        blanks += module.strayStatements.filter { $0.file == index }.map(\.range)
        for unit in kept.units {
            switch unit {
            case .statement, .conformance:
                let extent = kept.extent(of: unit)
                if extent.file == index { blanks.append(extent.range) }
            case .declaration:
                break // No longer kept: blanked above.
            }
        }
        var bytes = Array(module.files[index].text.utf8)
        for range in blanks { apply(Edit(range: range), to: &bytes) }
        // A rewrite in what is blanked is not needed; one that makes a line longer (a `#selector` over
        // several lines) goes last, from the end of the file back, so that the others' offsets hold.
        let needed = rewrites.filter { edit in !blanks.contains { $0.contains(edit.range.lowerBound) } }
        let (fitting, growing) = (needed.filter { fits($0, in: bytes) }, needed.filter { !fits($0, in: bytes) })
        for edit in fitting { apply(edit, to: &bytes) }
        for edit in growing.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) { apply(edit, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
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
        let first = edit.replacement + Array(repeating: UInt8(ascii: " "), count: max(0, width - edit.replacement.count))
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
