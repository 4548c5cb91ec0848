import Foundation
import Testing

/// The README and the pages under docs/ as one set: every link between them
/// lands on a file and, for `page.md#anchor`, on a heading of that page; every
/// command line they show names a command and options the program has.
@Suite("Documentation links and commands")
struct DocumentLinkTests {
    static let root = DocumentationTests.root

    /// README.md and every Markdown page under docs/, as paths from the package root.
    static func pages() -> [String] {
        var pages = ["README.md"]
        let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent("docs").path)
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".md") { pages.append("docs/\(path)") }
        }
        return pages.sorted()
    }

    static func text(of page: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    }

    /// The lines of `text` outside its fenced code blocks (`prose`) or inside them (the code), fences left out.
    static func lines(of text: String, inCode: Bool) -> [Substring] {
        var inFence = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") {
                inFence.toggle()
                return false
            }
            return inFence == inCode
        }
    }

    /// The page's text without its fenced code blocks, where brackets are code, not links.
    static func prose(of text: String) -> String {
        lines(of: text, inCode: false).joined(separator: "\n")
    }

    /// Every link `page` makes to a file of the package, outside its code blocks: the target as
    /// written, the file it lands on (a path from the package root, from the page's folder), and its anchor.
    static func links(of page: String) throws -> [(target: String, file: String, anchor: String?)] {
        let folder = URL(fileURLWithPath: page).deletingLastPathComponent().relativePath
        return try prose(of: text(of: page)).matches(of: Regex(#"\]\(([^)\s]+)\)"#)).compactMap { match in
            let target = String(match.output[1].substring ?? "")
            guard !target.contains("://"), !target.hasPrefix("mailto:") else { return nil }
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let file =
                parts[0].isEmpty
                ? page
                : URL(fileURLWithPath: folder == "." ? String(parts[0]) : "\(folder)/\(parts[0])").standardized
                    .relativePath
            return (target, file, parts.count == 2 ? String(parts[1]) : nil)
        }
    }

    /// GitHub's anchor of a heading: lower case, punctuation dropped (but `-` and `_`), spaces to `-`.
    static func anchor(of heading: String) -> String {
        String(
            heading.lowercased().compactMap { c -> Character? in
                if c == " " { return "-" }
                if c.isLetter || c.isNumber || c == "-" || c == "_" { return c }
                return nil
            })
    }

    static func anchors(of text: String) -> Set<String> {
        Set(
            prose(of: text).split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("#") else { return nil }
                return anchor(of: line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces))
            })
    }

    @Test func anchorsAreSpelledAsGitHubSpellsThem() {
        #expect(Self.anchor(of: "Edits files: what a dump does not print") == "edits-files-what-a-dump-does-not-print")
        #expect(
            Self.anchor(of: "12. Importing a real hierarchy (`recursiveDescription`)")
                == "12-importing-a-real-hierarchy-recursivedescription")
        #expect(Self.anchor(of: "Animations and step-through") == "animations-and-step-through")
    }

    @Test func theReadmeAndTheIndexReachEveryPage() throws {
        let pages = Self.pages()
        #expect(
            pages.contains("docs/index.md") && pages.contains("docs/performance.md") && pages.count >= 14, "\(pages)")
        let index = try Self.text(of: "docs/index.md")
        for page in pages where page.hasPrefix("docs/") && page != "docs/index.md" {
            #expect(index.contains("](\(page.dropFirst("docs/".count)))"), "docs/index.md does not list \(page)")
        }
        #expect(try Self.text(of: "README.md").contains("](docs/index.md)"))
    }

    @Test func everyLinkOfTheDocumentsLandsOnAFileAndAHeading() throws {
        var checked = 0
        for page in Self.pages() {
            for (target, file, anchor) in try Self.links(of: page) {
                checked += 1
                #expect(
                    FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(file).path),
                    "\(page): \(target)")
                if let anchor, file.hasSuffix(".md") {
                    let anchors = Self.anchors(of: (try? Self.text(of: file)) ?? "")
                    #expect(anchors.contains(anchor), "\(page): \(target): no such heading in \(file)")
                }
            }
        }
        #expect(checked > 100)
    }

    /// Each `responder-lab COMMAND --option` the documents show in their code blocks.
    static func commandLines() throws -> [(page: String, command: String, options: [String])] {
        var lines: [(String, String, [String])] = []
        let commands: Set<String> = ["run", "render", "tour", "trace", "describe"]
        for page in pages() {
            for line in try Self.lines(of: text(of: page), inCode: true) {
                guard let start = line.range(of: "responder-lab ") else { continue }
                // Up to the comment; the synopsis's `[--x]` and `--x|--y` are options too.
                let words = line[start.upperBound...].split(separator: "#").first?.split(separator: " ") ?? []
                guard let command = words.first.map(String.init), commands.contains(command) else { continue }
                let options = words.dropFirst().flatMap { $0.split(whereSeparator: { "[]|…".contains($0) }) }
                    .filter { $0.hasPrefix("--") && $0.count > 2 }.map { String($0.split(separator: "=")[0]) }
                lines.append((page, command, options))
            }
        }
        return lines
    }

    @Test func everyCommandTheDocumentsShowTakesTheOptionsTheyGiveIt() throws {
        let lines = try Self.commandLines()
        #expect(lines.count > 40 && lines.contains { $0.command == "trace" && $0.options.contains("--code") })
        var help: [String: String] = [:]
        for (page, command, options) in lines {
            if help[command] == nil { help[command] = try LabProcess.run(["help", command]).stdout }
            for option in options {
                #expect(
                    help[command]!.contains("\(option) ") || help[command]!.contains("\(option)\n")
                        || help[command]!.contains("\(option)>") || help[command]!.contains("\(option)]"),
                    "\(page): responder-lab \(command) has no \(option)")
            }
        }
    }
}
