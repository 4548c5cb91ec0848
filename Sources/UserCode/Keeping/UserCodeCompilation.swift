import Foundation

/// One compilation of the user's module, to the end: the copies written,
/// the compiler run, each error it reports turned into a piece of the code
/// left out (``KeptCode/unit(at:in:message:)``), and again, until what is
/// left compiles. A round leaves out everything its errors point at; what
/// depended on it fails in the next round, and is left out saying so.
///
/// ```swift
/// var compilation = UserCodeCompilation(module: module, needed: ["ChipView"], available: modules,
///                                       moduleName: "LabCode_1a2b", folder: work)
/// let warnings = try compilation.run { files in try compiler.runCompiler(arguments: …, in: work) }
/// compilation.build(libraryPath: …, sources: …, warnings: warnings).leftOut
/// ```
struct UserCodeCompilation {
    private(set) var kept: KeptCode
    private var registration: RegistrationFile
    /// How many makers of each class the compiler refused.
    private var refused: [String: Int] = [:]
    /// The classes whose actions by name the compiler refused (``ActionDispatch``): compiled without.
    private var undispatched: Set<Int> = []
    private let rewrites: [[CompiledCopy.Edit]]
    private let moduleName: String
    private let folder: String

    /// More rounds than this and the errors are not converging: the compiler's messages are said as they are.
    static let roundLimit = 40

    init(module: UserModule, needed: Set<String>?, available: Set<String>, moduleName: String, folder: String) {
        kept = KeptCode(module: module, needed: needed, available: available, isView: UIKitViews.isView)
        registration = RegistrationFile(kept: kept, uikitInitializers: UIKitViews.initializers)
        rewrites = module.files.indices.map {
            module.unparsed[$0] == nil ? CompiledCopy.rewrites(of: module.files[$0]) : []
        }
        self.moduleName = moduleName
        self.folder = folder
    }

    private var module: UserModule { kept.module }

    /// Compiles with `compile` (given the files to compile, it returns the compiler's status and output)
    /// until the code compiles; the compiler's warnings about the user's files.
    mutating func run(_ compile: ([String]) throws -> (status: Int32, text: String)) throws -> [UserCodeDiagnostic] {
        for _ in 0..<Self.roundLimit {
            let (files, copies) = try writeCopies()
            let output = try compile(files)
            let diagnostics = UserCodeDiagnostic.parse(output.text)
            if output.status == 0 {
                let users = Set(module.files.map(\.path))
                return diagnostics.filter { users.contains($0.file) }
            }
            guard try leaveOut(diagnostics.filter { $0.severity == .error }, copies: copies) else {
                throw UserCodeError.compileFailed(diagnostics: diagnostics, output: output.text)
            }
        }
        throw UserCodeError.compileFailed(
            diagnostics: [], output: "the errors did not stop after \(Self.roundLimit) rounds of leaving code out")
    }

    /// Writes the copies of the files with compiled code, and the entry file; the paths to compile, and
    /// each copy's path with its file's index.
    private mutating func writeCopies() throws -> ([String], [String: Int]) {
        registration = RegistrationFile(kept: kept, uikitInitializers: UIKitViews.initializers, refused: refused)
        let compiled = Set(kept.kept.map { module[$0].file }).sorted()
        var paths: [String] = [], copies: [String: Int] = [:]
        for index in compiled {
            let file = module.files[index]
            let path = "\(folder)/\(index)-\(URL(fileURLWithPath: file.path).lastPathComponent)"
            let text =
                "#sourceLocation(file: \(Self.literal(file.path)), line: 1)\n"
                + CompiledCopy.text(of: index, kept: kept, rewrites: rewrites, undispatched: undispatched)
                + registration.functionText(forFile: index)
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            paths.append(path)
            copies[path] = index
        }
        let declared = Set(kept.kept.filter { module[$0].parent == nil }.flatMap { module[$0].names })
        let entry = folder + "/ResponderLabRegistration.swift"
        try RegistrationFile.entryFile(
            moduleName: moduleName, files: compiled,
            aliases: RegistrationFile.sharedNames.filter { !declared.contains($0) }
        )
        .write(toFile: entry, atomically: false, encoding: .utf8)
        return (paths + [entry], copies)
    }

    /// Leaves out what `errors` point at, an outer piece before the pieces inside it; whether anything was.
    private mutating func leaveOut(_ errors: [UserCodeDiagnostic], copies: [String: Int]) throws -> Bool {
        let files = Dictionary(module.files.enumerated().map { ($1.path, $0) }) { first, _ in first }
        var found: [(unit: KeptCode.Unit, error: UserCodeDiagnostic, file: Int)] = []
        var changed = false
        for error in errors {
            if let index = files[error.file] {
                let offset = module.files[index].offset(line: error.line, column: error.column)
                if let unit = kept.unit(at: offset, in: index, message: error.message) {
                    found.append((unit, error, index))
                }
            } else if let owner = ActionDispatch.classID(inFile: error.file) {
                changed = undispatched.insert(owner).inserted || changed
            } else if copies[error.file] != nil,
                let name = Self.line(error.line, of: error.file).flatMap(RegistrationFile.registeredClass)
            {
                refused[name, default: 0] += 1
                changed = true
            }
        }
        // Outer first: a piece inside one left out in the same round goes with it, unreported. But a wrapper
        // not inside another goes before all: what uses its projected value (`$value`) fails in the same
        // round, and says so, as a cause is found when its piece is left out.
        let units = found.map(\.unit)
        let ordered = found.sorted { kept.extent(of: $0.unit).range.count > kept.extent(of: $1.unit).range.count }
        let wrappers = ordered.filter { piece in
            piece.unit.isAttribute && !units.contains { $0 != piece.unit && kept.contains($0, piece.unit) }
        }
        var taken: [KeptCode.Unit] = []
        for (unit, error, file) in wrappers + ordered where !taken.contains(where: { kept.contains($0, unit) }) {
            taken.append(unit)
            kept.leaveOut(unit, cause: kept.cause(of: error.message, in: file))
            changed = true
        }
        return changed
    }

    /// What the compilation made, for the library at `libraryPath`.
    func build(libraryPath: String, sources: [String], warnings: [UserCodeDiagnostic]) -> UserCodeBuild {
        let made = registration.classes.filter { $0.maker != nil && kept.kept.contains($0.id) }
        var skipped = kept.unbuildable.map {
            UserCodeBuild.Skipped(qualifiedName: $0.qualifiedName, cause: .superclassNotGiven($0.superclass))
        }
        for root in kept.roots where !made.contains(where: { $0.id == root }) {
            let declaration = module[root]
            let name = declaration.qualifiedName ?? declaration.swiftName
            let cause: UserCodeBuild.Skipped.Cause =
                declaration.isGeneric
                ? .generic
                : kept.record(of: .declaration(root)).map { .leftOut($0.cause) } ?? noInitializer(of: root)
            skipped.append(UserCodeBuild.Skipped(qualifiedName: name, cause: cause))
        }
        let views = made.map { viewClass(of: $0.id) }
        return UserCodeBuild(
            libraryPath: libraryPath, moduleName: moduleName, classes: views.map(\.qualifiedName), views: views,
            skipped: skipped, leftOut: kept.report, declaredViews: kept.declaredViews, sources: sources,
            warnings: warnings, reused: false)
    }

    /// Why the class `id`, compiled, has no initializer the lab can call: what became of its own.
    private func noInitializer(of id: Int) -> UserCodeBuild.Skipped.Cause {
        var leftOut: [String] = [], onlyTrapping: [String] = [], otherArguments: [String] = []
        let members = module[id].members + module.extensions(of: id).flatMap { module[$0].members }
        for member in members {
            guard let initializer = module[member].initializer else { continue }
            // `required init?(coder:)` as the user wrote it, less its modifiers.
            let summary = module[member].summary
            let name = String(summary[(summary.range(of: "init")?.lowerBound ?? summary.startIndex)...])
            if !kept.kept.contains(member) {
                leftOut.append(name)
            } else if initializer.onlyTraps {
                onlyTrapping.append(name)
            } else {
                otherArguments.append(name)
            }
        }
        return .noInitializer(leftOut: leftOut, onlyTrapping: onlyTrapping, otherArguments: otherArguments)
    }

    /// What the lab says of the made class `id`: its touch methods as compiled, and those left out.
    private func viewClass(of id: Int) -> UserCodeBuild.ViewClass {
        let declaration = module[id]
        let (ancestors, root) = module.ancestry(of: id)
        var methods: Set<String> = []
        var leftOutMethods: [UserCodeBuild.LeftOutMethod] = []
        for classID in [id] + ancestors {
            let members = module[classID].members + module.extensions(of: classID).flatMap { module[$0].members }
            for member in members where UserDeclaration.touchMethods.contains(module[member].swiftName) {
                let method = module[member].swiftName
                if kept.kept.contains(member) {
                    methods.insert(method)
                } else if !leftOutMethods.contains(where: { $0.method == method }),
                    let record = kept.record(of: .declaration(member))
                {
                    leftOutMethods.append(
                        UserCodeBuild.LeftOutMethod(
                            method: method, className: module[classID].qualifiedName ?? "",
                            cause: record.cause))
                }
            }
        }
        // A method left out of a subclass that a superclass of the user's writes and kept: that one runs.
        leftOutMethods.removeAll { methods.contains($0.method) }
        let uikit: String
        if case .external(let name) = root { uikit = name } else { uikit = "UIView" }
        let superclass = ancestors.first.flatMap { module[$0].qualifiedName }
        let place = module.files[declaration.file].location(of: declaration.range.lowerBound)
        return UserCodeBuild.ViewClass(
            qualifiedName: declaration.qualifiedName ?? declaration.swiftName, superclass: superclass,
            methods: methods.sorted(), file: module.files[declaration.file].path, line: place.line,
            uikitClass: uikit, leftOutMethods: leftOutMethods, keptNothing: !kept.keepsAnything(of: id))
    }

    /// Line `number` (1-based) of the file at `path`.
    private static func line(_ number: Int, of path: String) -> Substring? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }

    /// A Swift string literal holding `text`.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
