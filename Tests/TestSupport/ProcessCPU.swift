import Foundation

/// The CPU time a process has used: the idle-CPU figure of
/// `responder-lab-bench` and the tests that keep an idle window cheap read
/// it off the running `responder-lab` (measuring, so not in the lab itself).
public enum ProcessCPU {
    public struct Unreadable: Error, CustomStringConvertible {
        public let description: String
    }

    /// utime + stime of the process `pid`, in clock ticks (/proc/PID/stat fields 14 and 15).
    ///
    /// ```swift
    /// let before = try ProcessCPU.ticks(of: lab.processIdentifier)
    /// ```
    public static func ticks(of pid: Int32) throws(Unreadable) -> Int {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            // The command name (field 2) is in parentheses and may hold spaces: count from after it.
            let close = stat.lastIndex(of: ")")
        else {
            throw Unreadable(description: "unreadable /proc/\(pid)/stat")
        }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // fields[0] is field 3 (state); utime is field 14, stime field 15.
        guard fields.count > 12, let utime = Int(fields[11]), let stime = Int(fields[12]) else {
            throw Unreadable(description: "unreadable /proc/\(pid)/stat")
        }
        return utime + stime
    }
}
