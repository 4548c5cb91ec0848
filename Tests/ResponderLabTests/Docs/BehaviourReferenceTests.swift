import Foundation
import Testing

/// The code, the tests and the guides cite the project's own behaviour
/// reference, `docs/behaviour.md`, by its rule numbers: every number cited
/// must be a rule or a section there, and nothing may point at a document
/// outside the repository.
@Suite("Behaviour references")
struct BehaviourReferenceTests {
    static let root = DocumentationTests.root

    /// The numbers docs/behaviour.md defines: sections (`## 10. Scroll views`) and rules (`**10.3 …`).
    static func definedNumbers() throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent("docs/behaviour.md"), encoding: .utf8)
        var numbers = Set<String>()
        for match in text.matches(of: try Regex(#"(?m)^## ([0-9]+)\."#)) {
            numbers.insert(String(match.output[1].substring!))
        }
        for match in text.matches(of: try Regex(#"(?m)^\*\*([0-9]+\.[0-9]+)[ *:]"#)) {
            numbers.insert(String(match.output[1].substring!))
        }
        return numbers
    }

    /// Every Swift and DocC file under Sources and Tests, and the README.
    static func citingFiles() -> [URL] {
        var files = [root.appendingPathComponent("README.md")]
        for folder in ["Sources", "Tests"] {
            let walker = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                if ["swift", "md"].contains(url.pathExtension) { files.append(url) }
            }
        }
        return files
    }

    @Test func everyRuleNumberTheSourcesCiteExistsInDocsBehaviour() throws {
        let defined = try Self.definedNumbers()
        #expect(defined.contains("1.2") && defined.contains("12.5") && defined.contains("10"))
        // "behaviour 3.1, 6" and "behaviour 1.1–1.5" cite several numbers after one word.
        let citation = try Regex(#"behaviour ([0-9]+(?:\.[0-9]+)?(?:(?:, |–)[0-9]+(?:\.[0-9]+)?)*)"#)
        var missing: [String] = []
        for file in Self.citingFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: citation) {
                let list = String(match.output[1].substring!)
                for number in list.split(whereSeparator: { ", –".contains($0) }) where !defined.contains(String(number))
                {
                    missing.append("\(file.lastPathComponent): behaviour \(number)")
                }
            }
        }
        #expect(missing.isEmpty, "cited but not in docs/behaviour.md: \(missing)")
    }

    /// Whether `text` points at the brief the project was written from, which lives outside the repository.
    static func pointsAtTheSpec(_ text: String) -> Bool {
        text.contains("shared/" + "SPEC") || text.contains("SPEC" + " ")
    }

    @Test func nothingPointsAtTheSpecOutsideTheRepository() throws {
        #expect(
            Self.pointsAtTheSpec("as the " + "SPEC" + " says") && Self.pointsAtTheSpec("see /work/shared/" + "SPEC.md"))
        let files = Self.citingFiles()
        #expect(files.count > 100, "only \(files.count) files found to read")
        // Every file is read: one that cannot be read fails the test rather than pass unread.
        let outside = try files.filter { Self.pointsAtTheSpec(try String(contentsOf: $0, encoding: .utf8)) }
        #expect(outside.isEmpty, "\(outside.map(\.lastPathComponent))")
    }
}
