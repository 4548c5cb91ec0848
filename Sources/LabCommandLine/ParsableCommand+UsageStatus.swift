import ArgumentParser
import Foundation
import LabKit

extension ParsableCommand {
    /// ArgumentParser's `main`, except that a usage error (an unknown option, a
    /// value out of range) exits with 2, as every other error of the user's does
    /// (the exit-status table in docs/command-line.md), instead of sysexits' 64. Both executables'
    /// `main` is this.
    ///
    /// ```swift
    /// @main struct Tool: ParsableCommand {
    ///     static func main() { mainWithUsageStatus() }
    /// }
    /// ```
    public static func mainWithUsageStatus() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch  where exitCode(for: error) == .validationFailure {
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            exit(withError: ExitCode(ExitStatus.usage))
        } catch {
            exit(withError: error)
        }
    }
}
