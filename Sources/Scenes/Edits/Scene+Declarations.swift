import ResponderKit

/// A property an edits file set on a view: what the dump or scene said, and the declared value.
public struct DeclaredProperty: Sendable, Equatable {
    public let property: ViewProperty
    public let original: ViewProperty.Value
    public let value: ViewProperty.Value
    /// Where: the edits file, and the declaration's line and column.
    public let file: String
    public let line: Int
    public let column: Int
}

/// A gesture recognizer an edits file added to a view.
@MainActor
public struct DeclaredRecognizer {
    public let recognizer: GestureRecognizer
    public let declaration: RecognizerDeclaration
    public let file: String
    public let line: Int
    public let column: Int
}

/// What an edits file declared on one view.
@MainActor
struct DeclaredOnView {
    let view: View
    var properties: [DeclaredProperty] = []
    var recognizers: [DeclaredRecognizer] = []
}

extension Scene {
    /// Makes what `edits` declares true of this scene (behaviour 12.7), in the order of its
    /// lines: each property set on every view its target matches, each
    /// recognizer added to each, then the failure requirements between them.
    /// Declared values are the scene's own, not live edits: U does not undo
    /// them. Apply a file once, to a scene freshly loaded (a reload loads the
    /// dump again). Returns what could not be done, each at its line: a target
    /// that matches no view, a property a view does not have, a required
    /// recognizer that is not on the view, one of its ancestors or alone in the scene.
    ///
    /// ```swift
    /// let problems = scene.declare(try EditsFileReader.read(file: "app.edits"))
    /// for problem in problems { print(problem) }   // app.edits:4:1: no view of class MyApp.SendButton; …
    /// ```
    @discardableResult
    public func declare(_ edits: EditsFile) -> [SceneError] {
        let catalog = ViewCatalog(scene: self)
        var problems: [SceneError] = []
        var made: [(recognizer: GestureRecognizer, view: View, declaration: Declaration, requires: [String])] = []
        for declaration in edits.declarations {
            func problem(_ message: String) {
                problems.append(
                    SceneError(file: edits.file, line: declaration.line, column: declaration.column, message: message))
            }
            let views = catalog.views(matching: declaration.target)
            guard !views.isEmpty else {
                problem(catalog.noMatch(for: declaration.target))
                continue
            }
            switch declaration.change {
            case .property(let property, let value):
                let applicable = views.filter(property.applies)
                for view in applicable {
                    let original =
                        declaredProperties(of: view).first { $0.property == property }?.original
                        ?? property.value(of: view)
                    property.set(value, on: view)
                    record(
                        DeclaredProperty(
                            property: property, original: original, value: property.value(of: view),
                            file: edits.file, line: declaration.line, column: declaration.column), on: view)
                }
                if applicable.count < views.count {
                    let owner = property.owner == .control ? "a control" : "a scroll view"
                    problem(
                        views.count == 1
                            ? "\(views[0].debugName) is not \(owner): it has no \(property.uikitName)"
                            : "\(views.count - applicable.count) of the \(views.count) views of \(declaration.target) are not \(owner): "
                                + "\(property.uikitName) left as it was on them")
                }
            case .recognizer(let recognizer):
                for view in views {
                    let added = recognizer.makeRecognizer()
                    view.addGestureRecognizer(added)
                    record(
                        DeclaredRecognizer(
                            recognizer: added, declaration: recognizer, file: edits.file,
                            line: declaration.line, column: declaration.column), on: view)
                    made.append((added, view, declaration, recognizer.requiresToFail))
                }
            }
        }
        for entry in made {
            for name in entry.requires {
                let named = made.filter { $0.recognizer.name == name }
                if let other = Self.requiredRecognizer(among: named.map { ($0.recognizer, $0.view) }, for: entry.view) {
                    entry.recognizer.require(toFail: other)
                } else {
                    problems.append(
                        SceneError(
                            file: edits.file, line: entry.declaration.line, column: entry.declaration.column,
                            message: """
                                requireToFail: \(named.isEmpty ? "no view has a recognizer \"\(name)\"" : "\(named.count) views have a recognizer \"\(name)\", none of them \(entry.view.debugName) or one of its superviews")
                                """))
                }
            }
        }
        return problems
    }

    /// The recognizer a failure requirement names for one on `view`: the one
    /// on the view itself, else on its nearest superview that has one, else
    /// the only one in the scene; nil when none of these.
    private static func requiredRecognizer(among named: [(GestureRecognizer, View)], for view: View)
        -> GestureRecognizer?
    {
        var ancestor: View? = view
        while let v = ancestor {
            if let found = named.first(where: { $0.1 === v }) { return found.0 }
            ancestor = v.superview
        }
        return named.count == 1 ? named[0].0 : nil
    }

    private func record(_ property: DeclaredProperty, on view: View) {
        var entry = declared[ObjectIdentifier(view)] ?? DeclaredOnView(view: view)
        entry.properties.removeAll { $0.property == property.property }
        entry.properties.append(property)
        declared[ObjectIdentifier(view)] = entry
    }

    private func record(_ recognizer: DeclaredRecognizer, on view: View) {
        var entry = declared[ObjectIdentifier(view)] ?? DeclaredOnView(view: view)
        entry.recognizers.append(recognizer)
        declared[ObjectIdentifier(view)] = entry
    }

    /// The properties an edits file declared on `view`, one per property (the last line wins).
    public func declaredProperties(of view: View) -> [DeclaredProperty] {
        declared[ObjectIdentifier(view)]?.properties ?? []
    }

    /// The recognizers an edits file added to `view`, in the order of their lines.
    public func declaredRecognizers(of view: View) -> [DeclaredRecognizer] {
        declared[ObjectIdentifier(view)]?.recognizers ?? []
    }

    /// The declaration that added `recognizer`; nil for a recognizer of the scene's own.
    public func declaration(of recognizer: GestureRecognizer) -> DeclaredRecognizer? {
        guard let view = recognizer.view else { return nil }
        return declaredRecognizers(of: view).first { $0.recognizer === recognizer }
    }

    /// The views `target` matches, as an edits file's line finds them: a
    /// dump's view by its address, every view of a class, a view by its
    /// quoted name or its index path. Empty when none.
    ///
    /// ```swift
    /// scene.views(matching: .className("Mail.FlagButton")).count   // 6
    /// ```
    public func views(matching target: ViewTarget) -> [View] {
        ViewCatalog(scene: self).views(matching: target)
    }

    /// Why `target` matches no view, with the nearest that there is: `no view of class SendButon; did you mean SendButton?`.
    public func noView(matching target: ViewTarget) -> String {
        ViewCatalog(scene: self).noMatch(for: target)
    }

    /// Every view something was declared on, in no particular order.
    public var viewsWithDeclarations: [View] {
        declared.values.map(\.view)
    }
}

/// The scene's views with what a target can match them by: the dump's
/// address and class, else the view's name and its class's Swift name.
@MainActor
private struct ViewCatalog {
    struct Entry {
        let view: View
        let address: String?
        let className: String
    }

    let scene: Scene
    let entries: [Entry]

    init(scene: Scene) {
        self.scene = scene
        var entries: [Entry] = []
        if let imported = scene.imported {
            entries = zip(imported.dump.views, imported.views).map {
                Entry(view: $1, address: $0.address, className: $0.className)
            }
        } else {
            var stack: [View] = [scene.window]
            while let view = stack.popLast() {
                entries.append(Entry(view: view, address: nil, className: String(describing: type(of: view))))
                stack += view.subviews.reversed()
            }
        }
        self.entries = entries
    }

    func views(matching target: ViewTarget) -> [View] {
        switch target {
        case .address(let address): entries.filter { $0.address == address }.map(\.view)
        case .className(let name):
            entries.filter { DumpClassName.matches(name, $0.className) }.map(\.view)
        case .name(let name): entries.filter { $0.view.name == name }.map(\.view)
        case .indexPath(let path): Scene.view(at: path, in: scene.window).map { [$0] } ?? []
        }
    }

    /// Why `target` matches nothing, with the nearest thing there is.
    func noMatch(for target: ViewTarget) -> String {
        var message: String, candidates: [String]
        switch target {
        case .address(let address):
            message = "no view at address \(address)"
            candidates = entries.compactMap(\.address)
        case .className(let name):
            message = "no view of class \(name)"
            // The names as shown, and without their modules: a class is usually meant without one.
            let shown = Set(entries.map { DumpClassName.demangled($0.className) ?? $0.className })
            candidates = Array(shown) + shown.compactMap { DumpClassName.components(of: $0).last.map(String.init) }
        case .name(let name):
            message = "no view named \"\(name)\""
            candidates = entries.compactMap(\.view.name)
        case .indexPath:
            return "no view at index path \(target)"
        }
        if let suggestion = closest(to: target.description.trimmingCharacters(in: ["\""]), among: candidates.sorted()) {
            message += "; did you mean \(suggestion)?"
        }
        return message
    }
}
