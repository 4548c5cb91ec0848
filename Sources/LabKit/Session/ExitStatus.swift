/// The exit statuses of `responder-lab` and `responder-lab-bench`: the table in docs/command-line.md.
public enum ExitStatus {
    public static let ok: Int32 = 0
    /// An unexpected error: a bug.
    public static let unexpected: Int32 = 1
    /// The command cannot run as given: a bad option or value, an unknown scene, a bad scene file, no display.
    public static let usage: Int32 = 2
    /// `run`: the X server went away (X11Host's I/O error handler exits with it).
    public static let xServerLost: Int32 = 3
    /// The user's code (`--code`) trapped, crashed or hung; the lab said where.
    public static let userCodeFault: Int32 = 4
}
