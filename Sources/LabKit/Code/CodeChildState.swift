import Foundation
import ResponderKit
import UserCode

/// What the child holding `run --code`'s window leaves for its parent, in a
/// file it rewrites as things happen: the build it runs, the last build that
/// built the scene, whether it is building one now, and the last touch. When
/// the child faults, the parent reads it to start the window again
/// (``CodeProcess/superviseWindow(paths:needing:arguments:hangLimit:)``).
public struct CodeChildState: Codable, Sendable {
    /// One phase of the mouse's touch, in the scene's window.
    public struct Sample: Codable, Sendable, Equatable {
        public let phase: String
        public let x: Double
        public let y: Double
        public let timestamp: Double
    }

    /// The build loaded last.
    var current: UserCodeBuild?
    /// The last build the scene was built with, to the end.
    var good: UserCodeBuild?
    /// Whether the scene was being built (the user's initializers and `awakeFromNib` running).
    var building = true
    /// Whether the window was up with its scene.
    var isReady = false
    /// The mouse's last touch, or the one under way.
    var lastTouch: [Sample]?

    /// The state in `path`; a child that faulted before it wrote one was building with no good build.
    static func read(_ path: String) -> CodeChildState {
        guard let data = FileManager.default.contents(atPath: path),
              let state = try? JSONDecoder().decode(CodeChildState.self, from: data) else { return CodeChildState() }
        return state
    }

    /// What the next child is given after `fault`: the code that faulted when the
    /// scene was built, so that a touch of it faulted; the last code that built the
    /// scene when it faulted building it (none: the code is off until a good save).
    func nextHandoff(after fault: UserCodeFault, previous: CodeHandoff) -> CodeHandoff {
        CodeHandoff(build: building ? good : current, fault: CodeProcess.faultLine(fault), faultedBuilding: building,
                    statePath: previous.statePath, lastTouch: lastTouch ?? previous.lastTouch)
    }

    /// The last touch as the session replays it.
    public static func touch(_ samples: [Sample]) -> RecordedTouch? {
        let phases = samples.compactMap { sample in
            Touch.Phase(rawValue: sample.phase).map { RecordedTouch.Sample(phase: $0, point: Point(x: sample.x, y: sample.y), timestamp: sample.timestamp) }
        }
        guard phases.count == samples.count, phases.first?.phase == .began else { return nil }
        // A touch the fault cut short ends where it was.
        if let last = phases.last, last.phase != .ended, last.phase != .cancelled {
            return .touch(phases + [RecordedTouch.Sample(phase: .ended, point: last.point, timestamp: last.timestamp)])
        }
        return .touch(phases)
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

        /// A phase of the mouse's touch, at a point of the scene's window: written as it begins and ends.
        public func touch(_ phase: Touch.Phase, at point: Point, timestamp: Double) {
            let sample = Sample(phase: phase.rawValue, x: point.x, y: point.y, timestamp: timestamp)
            if phase == .began { state.lastTouch = [sample] } else { state.lastTouch = (state.lastTouch ?? []) + [sample] }
            if phase != .moved && phase != .stationary { write() }
        }

        private func write() {
            guard let data = try? JSONEncoder().encode(state) else { return }
            try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
        }
    }
}
