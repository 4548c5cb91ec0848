import Foundation
import ResponderKit
import Scenes
import TestSupport
import Testing

/// A million random edits of the deep sample's dump, of its `_printHierarchy`
/// text and of an edits file: reading what they make never traps or hangs,
/// and what is read holds together (parents before children, warnings at
/// real places). So that a million stay quick in a debug build, the edits
/// are read five at a time on a few lines of the file; every two thousandth
/// read is of the whole files, each loaded and declared.
@Suite("Dumps, controllers and edits files: a million random edits")
@MainActor
struct ImportFuzzTests {
    static let edits = 1_000_000
    /// Edits made to a piece of a file before it is read.
    static let editsPerRead = 5

    static let sample: [UInt8] =
        (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: DumpCatalog.file(for: "mail"))))) ?? []
    static let editsFile = Array(
        """
        # declared
        0x10a1ffca0.isEnabled = false
        UITableViewCell.gesture = longPress preview duration=0.5
        UITableViewCell.gesture = tap open requireToFail=preview taps=1, touches=1
        Mail.FlagButton.isEnabled = false
        "UIView: 0x10a1fd690".alpha = 0.5
        [0, 0].clipsToBounds = yes
        0x10a1f38e0.delaysContentTouches = false
        0x10a1fd860.gesture = swipe flick direction=left,up cancelsTouchesInView=false
        0x10a1fd860.gesture = pinch zoom delaysTouchesBegan=true
        """.utf8)

    /// What a paste, a cut or a corrupted file puts in: the characters the readers split on, and line forms.
    static let pieces: [[UInt8]] =
        [
            "<", ">", ";", "|", "+", "'", "\"", "(", ")", "{", "}", "[", "]", "<<", ">>", "0x", "\n", "\r\n", "=", ".",
            ",", "#", "//",
            "\\", "\\u", "\\ud83d", "\\x", "nan", "-inf", "1e999", "`", "(layer) ", "...", "<snip>", "é", "   |    | ",
            "   + ",
            "frame = (", "text = '", ", state: appeared, view: <UIView 0x1>", " not in the window",
            ", presented with: <X 0x2>",
            "(view not loaded)", ".gesture = ", "tap a requireToFail=a", "isEnabled", " = ", "UIButton.", "\"",
            "_TtC5MyApp4View",
        ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0x00]]

    @Test func aMillionRandomEditsNeverCrashOrHang() throws {
        #expect(Self.sample.count > 10_000)
        var rng = SplitMix64(seed: 0x1_4D_0A)
        let sampleLines = Self.lineStarts(Self.sample), editsLines = Self.lineStarts(Self.editsFile)
        var read = (dumps: 0, controllers: 0, edits: 0)
        for round in 0..<(Self.edits / Self.editsPerRead) {
            switch round % 3 {
            case 0:
                var bytes = Self.window(of: Self.sample, lines: sampleLines, &rng)
                Self.edit(&bytes, Self.editsPerRead, &rng)
                if let dump = try? DumpReader.read(bytes, file: "edited.txt") {
                    try Self.check(dump)
                    read.dumps += 1
                }
            case 1:
                // The controllers' lines are the sample's last nine.
                var bytes = Self.window(of: Self.sample, lines: Array(sampleLines.suffix(10)), &rng)
                Self.edit(&bytes, Self.editsPerRead, &rng)
                if let controllers = try? ControllerHierarchyReader.read(bytes, file: "controllers.txt") {
                    if !controllers.controllers.indices.allSatisfy({ (controllers.controllers[$0].parent ?? -1) < $0 })
                    {
                        Issue.record("a controller before its parent: \(controllers.controllers.map(\.parent))")
                    }
                    read.controllers += 1
                }
            default:
                var bytes = Self.window(of: Self.editsFile, lines: editsLines, &rng)
                Self.edit(&bytes, Self.editsPerRead, &rng)
                if (try? EditsFileReader.read(bytes, file: "app.edits")) != nil { read.edits += 1 }
            }
            if round % 2_000 == 1_999 { try wholeFiles(&rng) }
        }
        #expect(read.dumps > 1_000 && read.controllers > 1_000 && read.edits > 1_000, "\(read)")
    }

    /// The whole sample and edits file, each edited a few times, read, loaded and declared.
    private func wholeFiles(_ rng: inout SplitMix64) throws {
        var dump = Self.sample, edits = Self.editsFile
        Self.edit(&dump, Self.editsPerRead, &rng)
        Self.edit(&edits, Self.editsPerRead, &rng)
        guard let scene = try? DumpLoader.load(dump, file: "edited.txt", name: "edited") else { return }
        try Self.check(try #require(scene.imported?.dump))
        if let file = try? EditsFileReader.read(edits, file: "app.edits") {
            for problem in scene.declare(file) { #expect(problem.line.map { $0 >= 1 } ?? false) }
        }
        _ = scene.window.hitTestTrace(at: Point(x: rng.double(0, 390), y: rng.double(0, 844)))
    }

    /// What a dump read must be, whatever its text. (Checked without an
    /// expectation for each view: a million of those would be most of the time.)
    static func check(_ dump: Dump) throws {
        let views = dump.views.indices.allSatisfy { index in
            let view = dump.views[index]
            guard let parent = view.parent else { return view.depth == 0 }
            return parent < index && dump.views[parent].depth == view.depth - 1
        }
        let warnings = dump.warnings.allSatisfy { $0.line >= 1 && $0.column >= 1 && !$0.message.isEmpty }
        if dump.views.isEmpty || !views || !warnings {
            Issue.record("views \(dump.views.map { "\($0.depth):\($0.parent ?? -1)" }), warnings \(dump.warnings)")
        }
    }

    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }.filter { $0 < bytes.count }
    }

    /// One to four whole lines of `bytes`, from a random one of `lines`.
    static func window(of bytes: [UInt8], lines: [Int], _ rng: inout SplitMix64) -> [UInt8] {
        let first = rng.int(lines.count)
        let last = min(lines.count, first + 1 + rng.int(4))
        let end = last < lines.count ? lines[last] : bytes.count
        return Array(bytes[lines[first]..<end])
    }

    static func edit(_ bytes: inout [UInt8], _ count: Int, _ rng: inout SplitMix64) {
        for _ in 0..<count { edit(&bytes, &rng) }
    }

    /// One edit of the kinds a paste or a corrupted file makes.
    static func edit(_ bytes: inout [UInt8], _ rng: inout SplitMix64) {
        guard !bytes.isEmpty else {
            bytes = rng.pick(pieces)
            return
        }
        let at = rng.int(bytes.count)
        switch rng.int(7) {
        case 0: bytes.removeSubrange(at..<min(bytes.count, at + 1 + rng.int(40)))
        case 1, 2: bytes.insert(contentsOf: rng.pick(pieces), at: at)
        case 3: bytes[at] = UInt8(truncatingIfNeeded: 1 + rng.int(255))
        case 4: bytes.removeSubrange(at...)
        case 5:
            // A line doubled, or swapped with the next.
            let line = bytes[..<at].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let end = bytes[at...].firstIndex(of: 0x0A) ?? bytes.count
            bytes.insert(contentsOf: Array(bytes[line..<end]) + [0x0A], at: line)
        default:
            // A run of one character, as a stuck key or a cut makes.
            bytes.insert(contentsOf: [UInt8](repeating: rng.pick(pieces)[0], count: 1 + rng.int(200)), at: at)
        }
    }
}
