import Foundation
import Rendering
import Scenes
import Testing

/// The pictures the documents show and the script that makes them agree:
/// no broken image, no picture the script does not remake, none unused.
@Suite("Documentation images")
struct DocumentationTests {
    static let root = Repository.root
    /// README.md and every page under docs/.
    static var documents: [String] { DocumentLinkTests.pages() }

    /// Every picture and animation the documents show (`![…](path.png)`) or link
    /// to (`[…](path.gif)`), as paths from the package root.
    static func referencedImages() throws -> Set<String> {
        var images = Set<String>()
        for document in documents {
            for link in try DocumentLinkTests.links(of: document) where link.anchor == nil {
                if link.file.hasSuffix(".png") || link.file.hasSuffix(".gif") { images.insert(link.file) }
            }
        }
        return images
    }

    /// The files docs/screenshots.sh writes: each `shot FILE` in English and
    /// in Chinese, each `anim SCENE`'s two GIFs, and the tour's picture of every scene.
    static func scriptedImages() throws -> Set<String> {
        let script = try String(contentsOf: root.appendingPathComponent("docs/screenshots.sh"), encoding: .utf8)
        var images = Set<String>()
        for line in script.split(separator: "\n") where line.hasPrefix("shot ") {
            let file = line.split(separator: " ")[1]
            images.insert("docs/images/\(file)")
            images.insert("docs/images/zh/\(file)")
        }
        for line in script.split(separator: "\n") where line.hasPrefix("anim ") {
            let scene = line.split(separator: " ")[1]
            images.insert("docs/images/anim/\(scene).gif")
            images.insert("docs/images/zh/anim/\(scene).gif")
        }
        #expect(script.contains(#""$lab" tour --out "$out/scenes""#))
        for (i, name) in SceneCatalog.names.enumerated() { images.insert("docs/images/scenes/\(i + 1)-\(name).png") }
        return images
    }

    static func committedImages() throws -> Set<String> {
        let folder = root.appendingPathComponent("docs/images")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return Set(files.filter { $0.hasSuffix(".png") || $0.hasSuffix(".gif") }.map { "docs/images/\($0)" })
    }

    /// Each test a guide names with the file after it — "`name` (FileTests.swift)",
    /// several names sharing one file — from "Pinned by" (单元测试, as 验证这条规则的单元测试) on.
    static func testPointers(in document: String) throws -> [(name: String, file: String)] {
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        let fileReference = try Regex(#"[(（](\w+Tests)\.swift[)）]"#), testName = try Regex(#"`(\w+)`"#)
        var pointers: [(name: String, file: String)] = []
        for paragraph in text.split(separator: "\n\n") {
            var start: Substring.Index?
            for reference in paragraph.matches(of: fileReference) {
                let before = paragraph[..<reference.range.lowerBound]
                let from =
                    start ?? ["Pinned by", "pinned by", "单元测试"]
                    .compactMap { before.ranges(of: $0).last?.lowerBound }.max() ?? before.startIndex
                let file = String(reference.output[1].substring ?? "")
                for name in paragraph[from..<reference.range.lowerBound].matches(of: testName) {
                    pointers.append((String(name.output[1].substring ?? ""), file))
                }
                start = reference.range.upperBound
            }
        }
        return pointers
    }

    @Test func everyTestTheGuidesPointAtExistsInTheFileTheyName() throws {
        let tests = Self.root.appendingPathComponent("Tests")
        for guide in ["docs/why-not.md", "docs/zh/why-not.md"] {
            let pointers = try Self.testPointers(in: guide)
            #expect(pointers.count >= 30, "\(guide)")
            for (name, file) in pointers {
                // The test targets keep their files in folders of their own.
                let all = (FileManager.default.enumerator(atPath: tests.path)?.allObjects as? [String]) ?? []
                let sources = all.filter { $0.hasSuffix("/\(file).swift") }.compactMap {
                    try? String(contentsOf: tests.appendingPathComponent($0), encoding: .utf8)
                }
                #expect(sources.contains { $0.contains("func \(name)(") }, "\(guide): \(name) in \(file).swift")
            }
        }
        let english = try Self.testPointers(in: "docs/why-not.md").map { "\($0.file).\($0.name)" }
        let chinese = try Self.testPointers(in: "docs/zh/why-not.md").map { "\($0.file).\($0.name)" }
        #expect(english == chinese)
    }

    @Test func everyImageTheDocumentsShowExists() throws {
        let referenced = try Self.referencedImages()
        // Links resolve from each document's folder: README's, docs/'s and docs/zh/'s.
        #expect(
            referenced.isSuperset(of: [
                "docs/images/scenes/1-hit-order.png", "docs/images/hidden.png",
                "docs/images/zh/hidden.png",
            ]))
        for path in referenced.sorted() {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(path)")
        }
    }

    @Test func theScriptMakesExactlyTheImagesInDocsImages() throws {
        #expect(try Self.scriptedImages() == Self.committedImages())
    }

    @Test func everyScriptedImageIsShownByADocument() throws {
        let unused = try Self.scriptedImages().subtracting(Self.referencedImages())
        #expect(unused.isEmpty, "\(unused.sorted())")
    }

    @Test func everyBuiltInSceneHasAnAnimationAndTogetherTheyStayUnderFifteenMegabytes() throws {
        let scripted = try Self.scriptedImages()
        for name in SceneCatalog.names {
            #expect(scripted.contains("docs/images/anim/\(name).gif"), "\(name)")
        }
        let sizes = try Self.committedImages().filter { $0.hasSuffix(".gif") }.map { path in
            try FileManager.default.attributesOfItem(atPath: Self.root.appendingPathComponent(path).path)[.size] as? Int
                ?? 0
        }
        #expect(sizes.reduce(0, +) < 15_000_000)
    }

    @Test func theChineseGuideShowsTheChinesePicturesAndTheEnglishOneTheEnglish() throws {
        let english = try String(contentsOf: Self.root.appendingPathComponent("docs/why-not.md"), encoding: .utf8)
        let chinese = try String(contentsOf: Self.root.appendingPathComponent("docs/zh/why-not.md"), encoding: .utf8)
        #expect(!english.contains("images/zh/"))
        let pictures = chinese.matches(of: try Regex(#"!\[[^\]]*\]\(([^)]+)\)"#)).map {
            String($0.output[1].substring ?? "")
        }
        #expect(!pictures.isEmpty)
        #expect(pictures.allSatisfy { $0.hasPrefix("../images/zh/") }, "\(pictures)")
    }
}

@Suite("render --lang and --alpha")
struct RenderLanguageTests {
    /// `render` with `arguments` into a temporary PNG, read back.
    private func render(_ arguments: [String]) throws -> Framebuffer {
        let path = try LabProcess.temporaryDirectory().appendingPathComponent("render.png").path
        let result = try LabProcess.run(["render"] + arguments + ["--out", path])
        #expect(result.status == 0, "\(result.stderr)")
        return try Framebuffer(pngFile: path)
    }

    @Test func chineseRenderTranslatesTheLabAndTheScenesTextsAndNames() throws {
        let english = try render(["--scene", "why-not", "--tap", "120,480", "--lang", "en"])
        let chinese = try render(["--scene", "why-not", "--tap", "120,480", "--lang", "zh"])
        func differs(_ x: Range<Int>, _ y: Range<Int>) -> Bool {
            y.contains { row in x.contains { english[$0, row] != chinese[$0, row] } }
        }
        #expect(differs(760..<english.width, 64..<600))  // the panel
        #expect(differs(0..<760, 440..<520))  // the labels over Tile 5
        #expect(differs(0..<english.width, 0..<64))  // the header: the scene's title and caption
        #expect(differs(0..<760, 100..<160))  // the first row's tile texts
        #expect(differs(228..<340, 198..<214))  // a view's name, "Disabled target", shown in Chinese
    }

    @Test func englishRenderIsTheDefault() throws {
        #expect(
            try render(["--scene", "hit-order", "--tap", "300,255"])
                == render(["--scene", "hit-order", "--tap", "300,255", "--lang", "en"]))
    }

    @Test func unknownLanguageIsRefused() throws {
        let result = try LabProcess.run(["render", "--scene", "hit-order", "--lang", "fr", "--out", "/dev/null"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--lang"))
    }

    @Test func alphaOptionSetsANamedViewsAlphaBeforeTheTaps() throws {
        let skipped = try render(["--scene", "why-not", "--tap", "470,175"])
        let hit = try render(["--scene", "why-not", "--alpha", "Faint target=0.05", "--tap", "470,175"])
        // At 0.05 the target is drawn, and outlined as the hit view: its area changes.
        let target = (410..<530).flatMap { x in (194..<284).map { y in (x, y) } }
        let changed = target.filter { skipped[$0.0, $0.1] != hit[$0.0, $0.1] }.count
        #expect(changed > target.count / 2)
    }

    @Test func alphaOptionNamingNoViewFailsWithTheName() throws {
        let result = try LabProcess.run([
            "render", "--scene", "why-not", "--alpha", "No such view=0.5", "--out", "/dev/null",
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no view named \"No such view\""))
    }
}
