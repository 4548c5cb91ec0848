/// The classes a dump or a scene file names that are neither UIKit's nor the
/// scene format's own (`view`, `button` …): those the user's code (`--code`)
/// may define, and the only ones of it the lab compiles.
///
/// ```swift
/// NamedClasses.inDump(try DumpReader.read(bytes, file: "app.txt")) // ["MyApp.LikeButton", "MyApp.FeedCell.HeartView"]
/// NamedClasses.inSceneFile(bytes)                                   // ["LikeButton"]
/// ```
public enum NamedClasses {
    /// The dump's classes that are not UIKit's, as the dump names them, demangled.
    public static func inDump(_ dump: Dump) -> Set<String> {
        Set(dump.views.lazy.filter { !$0.isUIKitClass }.map(\.displayClassName))
    }

    /// The classes of a dump's text; none when it cannot be read (the command says why when it loads it).
    public static func inDump(bytes: [UInt8], file: String) -> Set<String> {
        (try? DumpReader.read(bytes, file: file)).map(inDump) ?? []
    }

    /// Every `class` of a scene file's views that is not one of the format's own; none when it cannot be read.
    public static func inSceneFile(_ bytes: [UInt8]) -> Set<String> {
        guard let root = try? JSONParser.parse(bytes) else { return [] }
        var names: Set<String> = []
        var nodes = [root]
        while let node = nodes.popLast() {
            switch node.value {
            case .object(let members):
                for member in members {
                    if member.key == "class", case .string(let name) = member.node.value,
                        !SceneBuilder.classes.contains(name)
                    {
                        names.insert(name)
                    }
                    nodes.append(member.node)
                }
            case .array(let items):
                nodes += items
            default:
                break
            }
        }
        return names
    }

    /// The classes of the dump (`isDump`) or scene file at `path`; none when it cannot be read.
    public static func inFile(_ path: String, isDump: Bool) -> Set<String> {
        guard
            let bytes = try? SceneLoader.read(
                path, maximumSize: isDump ? DumpLimits.maximumFileSize : SceneLimits.maximumFileSize)
        else { return [] }
        return isDump ? inDump(bytes: bytes, file: path) : inSceneFile(bytes)
    }
}
