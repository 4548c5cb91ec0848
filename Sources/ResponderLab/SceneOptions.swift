import ArgumentParser
import Foundation
import LabKit
import Scenes
import UserCode

/// Which scene a command works on: a built-in one by name, a scene file, or a dump; and the user's code it runs.
struct SceneOptions: ParsableArguments {
    @Option(help: "A built-in scene: \(SceneCatalog.names.joined(separator: ", ")); default: \(SceneCatalog.names[0]).")
    var scene: String?

    @Option(help: "A scene file of your own (docs/scene-format.md); `run` reloads it when it is saved.")
    var sceneFile: String?

    @Option(
        help:
            "A `recursiveDescription` dump of your app's views (docs/own-app.md), or - for standard input; `run` reloads a file when it is saved."
    )
    var dump: String?

    @Option(
        help: ArgumentHelp(
            "With --dump: the view controllers of `_printHierarchy` (docs/own-app.md), in place of any pasted in the dump's file; `run` reloads it when it is saved.",
            valueName: "file"))
    var controllers: String?

    @Option(
        help: ArgumentHelp(
            "An edits file declaring what the dump does not print: properties and gesture recognizers (docs/dump-format.md); `run` reloads it when it is saved, and W writes the live edits into it.",
            valueName: "file"))
    var edits: String?

    @Option(
        name: .customLong("code"),
        help: ArgumentHelp(
            "Your own Swift view classes, a file or a folder of them: a class the dump or scene names runs as your code says (docs/own-code.md); `run` compiles a saved file again. Repeatable.",
            valueName: "path"))
    var code: [String] = []

    @Option(
        help: ArgumentHelp(
            "With --code: the seconds your code may run at a stretch before the lab stops it as a hang.",
            valueName: "seconds"))
    var codeTimeLimit: Double = CodeProcess.defaultTimeLimit

    func validate() throws {
        if scene != nil, sceneFile != nil { throw ValidationError("give --scene or --scene-file, not both") }
        if dump != nil, scene != nil || sceneFile != nil {
            throw ValidationError("give --dump or \(scene != nil ? "--scene" : "--scene-file"), not both")
        }
        if controllers != nil, dump == nil {
            throw ValidationError("--controllers joins view controllers to a dump's views: add --dump FILE")
        }
        guard codeTimeLimit.isFinite, codeTimeLimit > 0, codeTimeLimit <= 600 else {
            throw ValidationError("--code-time-limit takes seconds from more than 0 to 600, got \(codeTimeLimit)")
        }
    }

    /// The classes the dump or scene file names that are not UIKit's: those of the user's code it needs
    /// (a dump on standard input is in `standardInput`).
    func namedClasses(standardInput: Data = Data()) -> Set<String> {
        if let dump {
            return dump == "-"
                ? NamedClasses.inDump(bytes: Array(standardInput), file: "stdin")
                : NamedClasses.inFile(dump, isDump: true)
        }
        return sceneFile.map { NamedClasses.inFile($0, isDump: false) } ?? []
    }

    /// The session the command works on. With `--code`, in the process the user
    /// started, the command runs in a child on the compiled code
    /// (``CodeProcess``) and this process exits with the child's status; the
    /// child gets the session with the code loaded. What the dump could not read,
    /// and the code's warnings, are said on standard error, located, unless
    /// `reporting` is off (a second session of the same files).
    @MainActor
    func session(fixed: Bool? = nil, language: Language = .english, reporting: Bool = true) -> LabSession {
        let labCode = code.isEmpty ? nil : loadCode()
        let session = makeSession(
            scene: scene, file: sceneFile, dump: dump, fixed: fixed, controllers: controllers, edits: edits,
            code: labCode, language: language)
        if reporting { LoadReport.warnings(of: session).forEach(warn) }
        guard let build = labCode?.build else { return session }
        if reporting {
            for line in CodeReport.leftOutLines(of: build) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
        }
        for warning in CodeReport.warnings(for: session.scene, build: build) {
            if reporting { warn(Strings.english.yourCode.warning(warning)) }
            session.log.append(.codeWarning(warning))
        }
        return session
    }

    /// The code the child was handed; in the process the user started, runs the command in that child and exits.
    @MainActor
    private func loadCode() -> LabCode {
        guard let handoff = CodeProcess.handoff else {
            let input = dump == "-" ? FileHandle.standardInput.readDataToEndOfFile() : Data()
            Foundation.exit(
                CodeProcess.runHeadless(
                    paths: code, needing: namedClasses(standardInput: input),
                    arguments: Array(CommandLine.arguments.dropFirst()), timeLimit: codeTimeLimit, input: input))
        }
        // A headless child is stopped when it runs too long as a whole; `run`'s window, by the turn (`RunCommand`).
        if handoff.statePath == nil { UserCodeChild.startWatchdog() }
        do {
            return try LabCode(paths: code, build: handoff.build)
        } catch {
            fail("\(error)")
        }
    }
}

/// Builds a session as `LabSession.open` does, or fails (exit 2) listing the
/// scenes or saying what is wrong with the file.
@MainActor
func makeSession(
    scene: String?, file: String? = nil, dump: String? = nil, fixed: Bool? = nil, controllers: String? = nil,
    edits: String? = nil, code: LabCode? = nil, language: Language = .english
) -> LabSession {
    do {
        return try LabSession.open(
            scene: scene, file: file, dump: dump, fixed: fixed, controllers: controllers, edits: edits, code: code,
            language: language)
    } catch {
        fail(error.description)
    }
}
