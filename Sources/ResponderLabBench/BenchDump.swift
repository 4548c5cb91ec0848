import Scenes

/// The figures on a generated dump of an app's views (issue 16): as large as
/// the hierarchies users import, the same on every run.
enum DumpBench {
    static let views = 5_000
    static let seed: UInt64 = 1
    static let text = DumpGenerator.make(views: views, seed: seed)
}
