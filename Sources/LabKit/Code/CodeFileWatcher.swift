import Foundation
import UserCode

/// Watches the user's code files (`run --code`): a save compiles them again on
/// a thread of its own while the window keeps answering, then the scene is
/// made again of the new classes and the last touch replayed
/// (``LabSession/reloadCode()``); a save that does not compile leaves the last
/// good code running, the compiler's messages in the window and on standard error.
///
/// Its ``FileSaveWatch`` polls the files' stamps twice a second (a folder's
/// files too, so a file added to it counts), and while a compilation runs, it
/// looks for its end ten times a second.
@MainActor
final class CodeFileWatcher {
    static let compilationCheck = 0.1

    private let session: LabSession
    private let code: LabCode
    private let host: any LabHost
    /// In `run`'s child: told of each build, for the parent (``CodeChildState``).
    var state: CodeChildState.Writer?
    private let onChange: (_ reloaded: Bool) -> Void
    private var watch: FileSaveWatch?
    /// A save came while a compilation ran: compile again once it ends.
    private var savedMeanwhile = false
    /// The classes the scene named when the code was last compiled: a scene that names others
    /// when it is read again needs the code compiled for them.
    private var compiledFor: Set<String>

    /// Starts watching when the session runs code; `onChange` follows each
    /// compilation's start and end, told whether the code was loaded and the scene made again.
    init?(session: LabSession, host: any LabHost, onChange: @escaping (_ reloaded: Bool) -> Void) {
        guard let code = session.code else { return nil }
        self.session = session
        self.code = code
        self.host = host
        self.onChange = onChange
        compiledFor = session.document.namedClasses
        watch = FileSaveWatch(
            host: host, newFilesAreSaves: true, files: { code.files }, onSave: { [weak self] in self?.saved() })
    }

    /// The scene was read again: when it names classes it did not, the code is compiled for them.
    func sceneReloaded() {
        guard session.document.namedClasses != compiledFor else { return }
        saved()
    }

    private func saved() {
        if code.isCompiling {
            savedMeanwhile = true
        } else {
            compile()
        }
    }

    private func compile() {
        compiledFor = session.document.namedClasses
        code.startCompiling(needing: compiledFor)
        session.log.append(.codeCompiling)
        onChange(false)
        host.schedule(after: Self.compilationCheck) { [weak self] in self?.finish() }
    }

    private func finish() {
        guard let outcome = code.finishedCompiling() else {
            host.schedule(after: Self.compilationCheck) { [weak self] in self?.finish() }
            return
        }
        var reloaded = false
        switch outcome {
        case .loaded(let build):
            reloaded = true
            state?.building(with: build)
            session.reloadCode()
            state?.built()
            for line in CodeReport.leftOutLines(of: build) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
            for warning in CodeReport.warnings(for: session.scene, build: build) {
                CodeProcess.say("warning: \(Strings.english.yourCode.warning(warning))")
                session.log.append(.codeWarning(warning))
            }
        case .failed(let message):
            session.codeFailed(message)
            CodeProcess.say(message)
        }
        onChange(reloaded)
        if savedMeanwhile {
            savedMeanwhile = false
            compile()
        }
    }
}
