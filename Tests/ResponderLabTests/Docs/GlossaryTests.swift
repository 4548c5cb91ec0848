import Foundation
import Testing

@testable import LabKit

/// One term per idea: the glossary at the head of the strings table holds for
/// every Chinese text the lab shows (the table's, the scenes' texts and names)
/// and for the pages of docs/zh it covers.
@Suite("The glossary: one Chinese term per idea, in the lab and in docs/zh")
struct GlossaryTests {
    /// The pages of docs/zh the glossary covers. A page joins by being named here.
    static let pages = ["docs/zh/why-not.md", "docs/zh/own-app.md", "docs/zh/own-code.md"]

    static let root = Repository.root

    /// Each avoided spelling, compiled, with the term it drifts from.
    static let spellings: [(term: StringTable.Term, regex: NSRegularExpression)] =
        StringTable.glossary.flatMap { term in
            // A pattern that does not compile fails `everyAvoidedSpellingIsAPatternTheTermItselfDoesNotUse`.
            term.avoid.compactMap { pattern in (try? NSRegularExpression(pattern: pattern)).map { (term, $0) } }
        }

    /// The drifting spellings in `text`: each as `found «match» for «term»`.
    static func drifts(in text: String) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        return spellings.compactMap { spelling in
            guard let match = spelling.regex.firstMatch(in: text, range: range),
                let found = Range(match.range, in: text)
            else { return nil }
            return "«\(text[found])» where the glossary says «\(spelling.term.chinese)» (\(spelling.term.english))"
        }
    }

    /// A Markdown page's prose: without code blocks, code spans and link targets, which quote code and paths as they are.
    static func prose(of page: String) -> [(line: Int, text: String)] {
        var inCode = false
        return page.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            if line.drop(while: { $0 == " " }).hasPrefix("```") {
                inCode.toggle()
                return nil
            }
            guard !inCode else { return nil }
            let text = String(line).replacing(/`[^`]*`/, with: "").replacing(/\]\([^)]*\)/, with: "]")
            return (index + 1, text)
        }
    }

    /// Every `zh` of a scene file: texts and names.
    static func chineseTexts(in value: Any) -> [String] {
        switch value {
        case let object as [String: Any]:
            let own = (object["zh"] as? String).map { [$0] } ?? []
            return own + object.values.flatMap(chineseTexts(in:))
        case let array as [Any]: return array.flatMap(chineseTexts(in:))
        default: return []
        }
    }

    @Test func everyAvoidedSpellingIsAPatternTheTermItselfDoesNotUse() {
        for term in StringTable.glossary {
            for pattern in term.avoid {
                let regex = try? NSRegularExpression(pattern: pattern)
                #expect(regex != nil, "\(pattern) does not compile")
                let chinese = term.chinese.replacing(/`[^`]*`/, with: "")
                #expect(
                    regex?.firstMatch(in: chinese, range: NSRange(chinese.startIndex..., in: chinese)) == nil,
                    "\(term.english): its own «\(term.chinese)» is avoided by \(pattern)")
            }
        }
    }

    @Test func everyChineseTextOfTheStringsTableUsesTheGlossarysTerms() {
        for (phrase, entry) in StringTable.entries where !entry.isShared {
            #expect(
                Self.drifts(in: entry.chinese).isEmpty, "\(phrase): \(entry.chinese): \(Self.drifts(in: entry.chinese))"
            )
        }
    }

    @Test func everyChineseTextAndNameOfTheScenesUsesTheGlossarysTerms() throws {
        let folder = Self.root.appendingPathComponent("Assets/Scenes")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where file.hasSuffix(".json") {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(file)))
            for text in Self.chineseTexts(in: json) {
                #expect(Self.drifts(in: text).isEmpty, "\(file): \(text): \(Self.drifts(in: text))")
            }
        }
    }

    @Test(arguments: GlossaryTests.pages)
    func everyPageOfDocsZhUsesTheGlossarysTerms(page: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        for (line, prose) in Self.prose(of: text) {
            #expect(Self.drifts(in: prose).isEmpty, "\(page):\(line): \(Self.drifts(in: prose))")
        }
    }

    @Test func theCheckFindsADriftingSpellingAndPassesTheTermAndCode() {
        #expect(Self.drifts(in: "侧栏列出全部警告").count == 1)
        #expect(Self.drifts(in: "被 Glass cover 遮挡，正在编译……").isEmpty)
        #expect(Self.drifts(in: "正在编译…").count == 1)
        #expect(Self.prose(of: "右侧面板\n```\n侧栏\n```\n`侧栏` 与 [侧](侧栏.md)").map(\.text) == ["右侧面板", " 与 [侧]"])
    }
}
