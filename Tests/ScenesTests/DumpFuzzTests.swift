import Foundation
import ResponderKit
import Scenes
import TestSupport
import Testing

/// Whatever a pasted, cut or corrupted dump holds, loading it gives a scene
/// or one `SceneError`; it never traps or hangs, and large or deep dumps load.
@Suite("Dumps: bad and large input never crashes the loader")
@MainActor
struct DumpFuzzTests {
    static func inputs() throws -> [[UInt8]] {
        var result = try DumpCatalog.names.map {
            try [UInt8](Data(contentsOf: URL(fileURLWithPath: DumpCatalog.file(for: $0))))
        }
        for name in ["hit-order", "controls", "bulge"] {
            result.append(Array(DumpWriter.recursiveDescription(of: try SceneCatalog.load(name)).utf8))
        }
        return result
    }

    @Test func everyEditedDumpLoadsOrGetsALocatedError() throws {
        var rng = SplitMix64(seed: 0xD0_4D_50)
        var loaded = 0, refused = 0
        for original in try Self.inputs() {
            for _ in 0..<200 {
                var bytes = original
                for _ in 0..<(1 + rng.int(3)) { Self.edit(&bytes, &rng) }
                do {
                    _ = try DumpLoader.load(bytes, file: "edited.txt", name: "edited")
                    loaded += 1
                } catch {
                    refused += 1
                    #expect(error.file == "edited.txt")
                    #expect(!error.message.isEmpty && !error.description.contains("\n"))
                    if let line = error.line {
                        #expect(line >= 1 && (error.column ?? 0) >= 1)
                    }
                }
            }
        }
        #expect(loaded > 0 && refused > 0, "loaded \(loaded), refused \(refused)")
    }

    /// One edit of the kinds a paste or a corrupted file makes.
    private static func edit(_ bytes: inout [UInt8], _ rng: inout SplitMix64) {
        guard !bytes.isEmpty else { return }
        let at = rng.int(bytes.count)
        let pieces: [[UInt8]] = [
            Array("<".utf8), Array(">".utf8), Array(";".utf8), Array("|".utf8), Array("'".utf8), Array("\"".utf8),
            Array("(".utf8), Array(")".utf8), Array("{".utf8), Array("}".utf8), Array("[".utf8), Array("]".utf8),
            Array("0x".utf8), Array("\n".utf8), Array("\r\n".utf8), Array("frame = (".utf8), Array("nan".utf8),
            Array("-".utf8), Array("1e999".utf8), Array("`".utf8), Array("(layer) ".utf8), Array("é".utf8), [0xFF],
            [0xC3],
            Array("   |    | ".utf8), Array("transform = [0, 0, 0, 0, 0, 0]; ".utf8), Array("text = '".utf8),
        ]
        switch rng.int(5) {
        case 0: bytes.removeSubrange(at..<min(bytes.count, at + 1 + rng.int(40)))
        case 1: bytes.insert(contentsOf: pieces[rng.int(pieces.count)], at: at)
        case 2: bytes[at] = UInt8(truncatingIfNeeded: 1 + rng.int(255))
        case 3: bytes.removeSubrange(at...)
        default:
            let line = bytes[..<at].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let end = bytes[at...].firstIndex(of: 0x0A) ?? bytes.count
            bytes.insert(contentsOf: Array(bytes[line..<end]) + [0x0A], at: line)
        }
    }

    @Test func aDumpCutAtAnyByteLoadsOrGetsAnError() throws {
        let text = Array(DumpWriter.recursiveDescription(of: try SceneCatalog.load("hit-order")).utf8)
        var loaded = 0
        for end in 0...text.count {
            do {
                _ = try DumpLoader.load(Array(text[..<end]), file: "cut.txt", name: "cut")
                loaded += 1
            } catch {
                #expect(error.file == "cut.txt")
            }
        }
        #expect(loaded > 1)
    }

    @Test func randomBytesAreRefusedInOneLine() {
        var rng = SplitMix64(seed: 0xB1_7E5)
        for _ in 0..<300 {
            let bytes = (0..<(1 + rng.int(3000))).map { _ in UInt8(truncatingIfNeeded: rng.int(256)) }
            do {
                _ = try DumpLoader.load(bytes, file: "noise.bin", name: "noise")
            } catch {
                #expect(!error.description.contains("\n"))
            }
        }
    }

    @Test func crlfLineEndsAndAByteOrderMarkReadLikeThePlainSample() throws {
        let plain = try [UInt8](Data(contentsOf: URL(fileURLWithPath: DumpCatalog.file(for: "settings"))))
        let windows: [UInt8] =
            [0xEF, 0xBB, 0xBF] + plain.flatMap { (b: UInt8) -> [UInt8] in b == 0x0A ? [0x0D, 0x0A] : [b] }
        let a = try DumpReader.read(plain, file: "plain"), b = try DumpReader.read(windows, file: "windows")
        #expect(a.views.map(\.name) == b.views.map(\.name))
        #expect(a.views.map(\.frame) == b.views.map(\.frame))
        #expect(a.views.map(\.trailer) == b.views.map(\.trailer))
        #expect(a.views.map(\.text) == b.views.map(\.text))
    }

    @Test func aTwoHundredThousandLineDumpLoads() throws {
        var text = "<UIWindow: 0x7f00; frame = (0 0; 390 844)>\n"
        text.reserveCapacity(200_000 * 70)
        for i in 1..<200_000 {
            // Cells of ten lines: a cell, its content view and eight labels.
            switch i % 10 {
            case 1: text += "   | <UITableViewCell: 0x\(String(i, radix: 16)); frame = (0 \(i / 10 * 44); 390 44)>\n"
            case 2: text += "   |    | <UITableViewCellContentView: 0x\(String(i, radix: 16)); frame = (0 0; 390 44)>\n"
            default:
                text +=
                    "   |    |    | <UILabel: 0x\(String(i, radix: 16)); frame = (0 0; 10 10); text = '\(i)'; userInteractionEnabled = NO>\n"
            }
        }
        let scene = try DumpLoader.load(text: text, name: "huge")
        #expect(scene.imported?.views.count == 200_000)
        #expect(scene.window.hitTest(Point(x: 5, y: 5), with: nil)?.name == "UITableViewCellContentView: 0x2")
    }

    @Test func aDumpAtTheDepthLimitLoadsAndHitTestsToItsDeepestView() throws {
        let deep = Self.nested(DumpLimits.maximumViewDepth)
        let scene = try DumpLoader.load(text: deep, name: "deep")
        let deepest = "UIView: 0x\(String(DumpLimits.maximumViewDepth - 1, radix: 16))"
        #expect(scene.window.hitTest(Point(x: 1, y: 1), with: nil)?.name == deepest)
        // What `trace` does: the traced hit-test records every level.
        #expect(scene.window.hitTestTrace(at: Point(x: 1, y: 1)).hitView?.name == deepest)
        #expect(DumpWriter.recursiveDescription(of: scene).split(separator: "\n").count == DumpLimits.maximumViewDepth)
        #expect(throws: SceneError.self) {
            try DumpLoader.load(text: Self.nested(DumpLimits.maximumViewDepth + 1), name: "deeper")
        }
    }

    /// `depth` views, each inside the one before.
    static func nested(_ depth: Int) -> String {
        (0..<depth).map {
            String(repeating: "   | ", count: $0) + "<UIView: 0x\(String($0, radix: 16)); frame = (0 0; 100 100)>"
        }
        .joined(separator: "\n")
    }
}
