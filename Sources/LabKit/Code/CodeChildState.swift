import Foundation
import ResponderKit
import UserCode

/// What the child holding `run --code`'s window leaves for its parent, in a
/// file it rewrites as things happen: the build it runs, the last build that
/// built the scene, whether it is building one now, and the last touch. When
/// the child faults, the parent reads it to start the window again
/// (``CodeProcess/superviseWindow(paths:needing:arguments:hangLimit:)``).
public struct CodeChildState: Codable, Sendable {
    /// The build loaded last.
    var current: UserCodeBuild?
    /// The last build the scene was built with, to the end.
    var good: UserCodeBuild?
    /// Whether the scene was being built (the user's initializers and `awakeFromNib` running).
    var building = true
    /// Whether the window was up with its scene.
    var isReady = false
    /// The mouse's last touch, or the one under way, as the session recorded it.
    var lastTouch: RecordedTouch?

    /// The state in `path`; a child that faulted before it wrote one was building with no good build.
    static func read(_ path: String) -> CodeChildState {
        guard let data = FileManager.default.contents(atPath: path),
            let state = try? JSONDecoder().decode(CodeChildState.self, from: data)
        else { return CodeChildState() }
        return state
    }

    /// What the next child is given after `fault`: the code that faulted when the
    /// scene was built, so that a touch of it faulted; the last code that built the
    /// scene when it faulted building it (none: the code is off until a good save).
    func nextHandoff(after fault: UserCodeFault, previous: CodeHandoff) -> CodeHandoff {
        CodeHandoff(
            build: building ? good : current, fault: CodeProcess.faultLine(fault), faultedBuilding: building,
            statePath: previous.statePath, lastTouch: lastTouch ?? previous.lastTouch)
    }

    /// Keeps the state in its file as the window's child goes on.
    @MainActor
    public final class Writer {
        private let path: String
        private var state = CodeChildState()

        public init(path: String) {
            self.path = path
        }

        /// A build is loaded, and the scene is about to be built of it.
        public func building(with build: UserCodeBuild?) {
            state.current = build
            state.building = true
            write()
        }

        /// The scene is built: its build is the last good one, and the window is up.
        public func built() {
            state.good = state.current
            state.building = false
            state.isReady = true
            write()
        }

        /// The mouse's touch as the session recorded it, as it begins and as it ends.
        func record(_ touch: RecordedTouch) {
            state.lastTouch = touch
            write()
        }

        private func write() {
            guard let data = try? JSONEncoder().encode(state) else { return }
            try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
        }
    }
}
