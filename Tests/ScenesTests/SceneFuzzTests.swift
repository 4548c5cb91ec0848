import Foundation
import Scenes
import TestSupport
import Testing

/// Whatever a half-saved or mistyped file holds, loading it gives a scene or
/// one `SceneError` that names the file and a place in it; it never traps.
/// The inputs are the built-in scenes with random edits of the kinds an
/// editor makes: bytes cut, pasted or replaced, numbers changed, the file cut
/// short.
@Suite("Scene files: random edits never crash the loader")
@MainActor
struct SceneFuzzTests {
    static let editsPerScene = 400

    @Test func everyEditedBuiltInSceneLoadsOrGetsALocatedError() throws {
        var rng = SplitMix64(seed: 0x5CE7_E005)
        var loaded = 0, refused = 0, located = 0
        for name in SceneCatalog.names {
            let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: SceneCatalog.file(for: name))))
            for _ in 0..<Self.editsPerScene {
                var bytes = original
                for _ in 0..<(1 + rng.int(3)) { Self.edit(&bytes, &rng) }
                do {
                    _ = try SceneLoader.load(bytes, file: "edited.json", defaultName: name)
                    loaded += 1
                } catch {
                    refused += 1
                    #expect(error.file == "edited.json")
                    #expect(!error.message.isEmpty)
                    // Syntax errors and errors about a value say where, by line and column: both or neither.
                    #expect((error.line == nil) == (error.column == nil), "\(error)")
                    // An error without a line is about a value, which the JSON path names.
                    #expect(error.line != nil || !error.path.isEmpty, "\(error)")
                    if error.line != nil { located += 1 }
                }
            }
        }
        // Both outcomes happen: the edits are neither all harmless nor all fatal.
        #expect(loaded > 0 && refused > 0, "loaded \(loaded), refused \(refused)")
        #expect(located > 0, "no refused edit said where, by line and column")
    }

    /// One edit of the kinds an editor makes.
    private static func edit(_ bytes: inout [UInt8], _ rng: inout SplitMix64) {
        guard !bytes.isEmpty else { return }
        let at = rng.int(bytes.count)
        let pieces: [[UInt8]] = [
            Array("{".utf8), Array("}".utf8), Array("[".utf8), Array("]".utf8), Array("\"".utf8), Array(",".utf8),
            Array(":".utf8), Array("-".utf8), Array("0".utf8), Array("1e999".utf8), Array("NaN".utf8),
            Array("null".utf8),
            Array("\\u".utf8), Array("é".utf8), [0xFF], [0x00], Array("\n".utf8), Array("true".utf8),
            Array("-0.0".utf8),
        ]
        switch rng.int(5) {
        case 0: bytes.removeSubrange(at..<min(bytes.count, at + 1 + rng.int(12)))
        case 1: bytes.insert(contentsOf: pieces[rng.int(pieces.count)], at: at)
        case 2: bytes[at] = UInt8(truncatingIfNeeded: rng.int(256))
        case 3: bytes.removeSubrange(at...)
        default:
            // A digit changed: a number becomes another, perhaps negative, huge or malformed.
            if let digit = bytes[at...].firstIndex(where: { (0x30...0x39).contains($0) }) {
                bytes[digit] = [UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e")][rng.int(4)]
            }
        }
    }
}
