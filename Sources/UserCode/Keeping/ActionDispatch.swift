internal import SwiftSyntax

/// Target-action by name for the user's view classes. On iOS a control or a
/// recognizer sends `#selector(closeTapped)` to its target, and the Objective-C
/// runtime finds the target's `@objc` method of that name. Linux has no
/// runtime: each compiled view class with `@objc` or `@IBAction` methods (in
/// its body or its extensions) gets,
/// in its own body, a ``Responder/perform(_:withSender:)`` that calls them by
/// name and a `canPerformAction(_:withSender:)` that names them, so that a
/// nil-target action finds them along the chain, as `respondsToSelector:` does.
///
/// ```swift
/// ActionDispatch.members(of: storyCell, kept: kept)
/// // override func perform(_ action: UIKit.Selector, withSender sender: Any?) -> Bool {
/// //     switch __rlActionName(action.name) {
/// //     case "closeTapped", "closeTapped()": return __rlCall({ self.closeTapped() }, sender)
/// //     …
/// ```
///
/// The generated text is compiled under a file name of its own
/// (``file(of:)``): an error in it (an action method of a signature the
/// lab did not foresee) turns the dispatch of that class off, never the user's code.
enum ActionDispatch {
    /// The function that strips a selector's qualifier: `self.closeTapped` and `StoryCell.closeTapped` are `closeTapped`.
    static let nameFunction = "__rlActionName"
    /// The generic function that calls an action method with the sender when it is of the method's type.
    static let callFunction = "__rlCall"
    /// The folder of the file names the generated members are compiled under.
    static let filePrefix = "<responder-lab actions>/"

    /// The file name class `id`'s generated members are compiled under.
    static func file(of id: Int) -> String { filePrefix + "\(id)" }

    /// The class whose generated members a compiler message in `file` is about.
    static func classID(inFile file: String) -> Int? {
        file.hasPrefix(filePrefix) ? Int(file.dropFirst(filePrefix.count)) : nil
    }

    /// The members class `id` gets: nil when it has no action method the lab can call, or writes
    /// `perform(_:withSender:)` itself.
    static func members(of id: Int, kept: KeptCode) -> String? {
        let module = kept.module
        let file = module[id].file
        let all = (module[id].members + module.extensions(of: id).flatMap { module[$0].members })
            .filter(kept.kept.contains).map { module[$0] }
        let names = all.map(\.swiftName)
        // The class's body reaches its extensions' members, but a private one only in its own file.
        let members = all.filter { $0.file == file || !$0.isPrivate }
        guard !names.contains("perform(_:withSender:)"),
            let node = module[id].node.as(ClassDeclSyntax.self)
        else { return nil }
        let allObjC = node.attributes.contains { Self.name(of: $0) == "objcMembers" }
        let methods = members.filter { member in
            member.kind == .function && names.filter({ $0 == member.swiftName }).count == 1
                && member.node.as(FunctionDeclSyntax.self).map { Self.isAction($0, allObjC: allObjC) } == true
        }
        guard !methods.isEmpty else { return nil }
        var lines = [
            "override func perform(_ action: UIKit.Selector, withSender sender: Any?) -> Bool {",
            "    switch \(nameFunction)(action.name) {",
        ]
        // A spelling two methods share (`reload` of `reload()` and `reload(_:)`) names the first, as one case.
        var taken: Set<String> = []
        let spelled = methods.compactMap { method -> (UserDeclaration, [String])? in
            let own = Self.spellings(of: method).filter { taken.insert($0).inserted }.map { "\"\($0)\"" }
            return own.isEmpty ? nil : (method, own)
        }
        for (method, spellings) in spelled {
            // `{ self.closeTapped() }` and `self.longPressed(_:)`: the method, whatever shares its base name.
            let reference =
                method.swiftName.hasSuffix("()") ? "{ self.\(method.swiftName) }" : "self.\(method.swiftName)"
            lines.append("    case \(spellings.joined(separator: ", ")): return \(callFunction)(\(reference), sender)")
        }
        lines += ["    default: return super.perform(action, withSender: sender)", "    }", "}"]
        if !names.contains("canPerformAction(_:withSender:)") {
            let every = spelled.flatMap(\.1)
            lines += [
                "override func canPerformAction(_ action: UIKit.Selector, withSender sender: Any?) -> Bool {",
                "    [\(every.joined(separator: ", "))].contains(\(nameFunction)(action.name))",
                "        || super.canPerformAction(action, withSender: sender)",
                "}",
            ]
        }
        return lines.joined(separator: "\n")
    }

    /// The helpers the generated members call, for the module's entry file.
    static let helpers = """
        func \(nameFunction)(_ name: String) -> String {
            let call = name.firstIndex(of: "(") ?? name.endIndex
            guard let dot = name[..<call].lastIndex(of: ".") else { return name }
            return String(name[name.index(after: dot)...])
        }
        func \(callFunction)(_ method: () -> Void, _ sender: Any?) -> Bool {
            method()
            return true
        }
        func \(callFunction)<Sender>(_ method: (Sender) -> Void, _ sender: Any?) -> Bool {
            guard let sender = sender as? Sender else { return false }
            method(sender)
            return true
        }
        """

    /// Whether a method is one a selector can name and the lab can call with a sender: an instance
    /// method, `@objc` or `@IBAction` (or of an `@objcMembers` class), of no parameter or one, returning
    /// nothing, neither generic, throwing nor asynchronous.
    private static func isAction(_ function: FunctionDeclSyntax, allObjC: Bool) -> Bool {
        let attributes = function.attributes.compactMap(Self.name(of:))
        let modifiers = function.modifiers.map(\.name.text)
        guard allObjC || attributes.contains("objc") || attributes.contains("IBAction"),
            !modifiers.contains("static"), !modifiers.contains("class"), !modifiers.contains("nonobjc"),
            function.genericParameterClause == nil, function.signature.returnClause == nil,
            function.signature.effectSpecifiers == nil
        else { return false }
        let parameters = function.signature.parameterClause.parameters
        return parameters.count <= 1
            && parameters.allSatisfy { $0.ellipsis == nil && !$0.type.trimmedDescription.hasPrefix("inout") }
    }

    private static func name(of element: AttributeListSyntax.Element) -> String? {
        element.as(AttributeSyntax.self)?.attributeName.trimmedDescription
    }

    /// The names a selector may give the method: Swift's with and without labels, and Objective-C's
    /// (the one `@objc(dismissCard:)` gives, else the one Swift derives).
    private static func spellings(of method: UserDeclaration) -> [String] {
        let given = method.node.as(FunctionDeclSyntax.self)?.attributes.lazy.compactMap { element -> String? in
            guard let attribute = element.as(AttributeSyntax.self), Self.name(of: element) == "objc" else { return nil }
            return attribute.arguments?.trimmedDescription
        }.first
        return spellings(of: method.swiftName, objC: given)
    }

    /// `closeTapped()`: `closeTapped`, `closeTapped()`; `longPressed(_:)`: also `longPressed:`;
    /// `handle(gesture:)`: also `handleWithGesture:`.
    static func spellings(of swiftName: String, objC given: String? = nil) -> [String] {
        guard let open = swiftName.firstIndex(of: "(") else { return [swiftName] }
        let base = String(swiftName[..<open])
        let labels = swiftName[swiftName.index(after: open)...].dropLast().split(separator: ":").map(String.init)
        let derived =
            labels.isEmpty
            ? base
            : base + (labels[0] == "_" ? "" : "With" + labels[0].prefix(1).uppercased() + labels[0].dropFirst()) + ":"
                + labels.dropFirst().map { "\($0):" }.joined()
        return Array(Set([base, swiftName, given ?? derived])).sorted()
    }
}
