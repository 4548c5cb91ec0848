import Rendering
import ResponderKit
import Testing

/// `TextRenderer.wrap` breaks Chinese between characters, after UAX #14's
/// rules for CJK punctuation: a Chinese label or panel line wraps where a
/// reader expects, never before a closing mark or after an opening one.
@Suite("CJK line breaking")
struct LineBreakingTests {
    private let font = FontSpec(size: 12)

    @Test func chineseBreaksBetweenIdeographsWithoutSpaces() throws {
        let text = try chineseTextRenderer()
        let sentence = "命中测试从窗口开始逐层向下询问每个视图"
        let width = text.measure("命中测试", font: font).width + 1
        let lines = text.wrap(sentence, toWidth: width, font: font)
        #expect(lines.count == 5)
        #expect(lines.joined() == sentence)
        #expect(lines.allSatisfy { text.measure($0, font: font).width <= width && !$0.isEmpty })
    }

    @Test func noLineStartsWithClosingPunctuationNorEndsWithOpening() throws {
        let text = try chineseTextRenderer()
        let sentence = "视图被挡住，因为它在下面。（点击）「按钮」后、再试"
        let ideograph = text.measure("视", font: font).width
        for count in 2...12 {
            let lines = text.wrap(sentence, toWidth: ideograph * Double(count) + 0.5, font: font)
            #expect(lines.joined() == sentence, "\(count)")
            for line in lines.dropFirst() {
                #expect(!"，。、）」".contains(line.first!), "\(count): \(lines)")
            }
            for line in lines.dropLast() {
                #expect(!"（「".contains(line.last!), "\(count): \(lines)")
                #expect(text.measure(line, font: font).width <= ideograph * Double(count) + 0.5)
            }
        }
    }

    /// A run too long for the width is cut anywhere, but a closing mark still does not start a line.
    @Test func aRunTooLongToKeepWholeStillStartsNoLineWithAClosingMark() throws {
        let text = try chineseTextRenderer()
        let address = "0x7fd3e1c871b0", run = address + "：交互已关闭"
        let width = text.measure(address, font: font).width + 0.5
        let lines = text.wrap(run, toWidth: width, font: font)
        #expect(lines.joined() == run)
        #expect(lines.allSatisfy { $0.first != "：" }, "\(lines)")
        #expect(lines.allSatisfy { text.measure($0, font: font).width <= width }, "\(lines)")
    }

    @Test func aClosingMarkTakesThePrecedingIdeographToTheNextLine() throws {
        let text = try chineseTextRenderer()
        let width = text.measure("命中测", font: font).width + 0.5
        #expect(text.wrap("命中测。试", toWidth: width, font: font) == ["命中", "测。试"])
        #expect(text.wrap("命中（测试", toWidth: width, font: font) == ["命中", "（测试"])
    }

    @Test func latinWordsNextToChineseStayWhole() throws {
        let text = try chineseTextRenderer()
        let width = text.measure("hitTest", font: font).width + 1
        let lines = text.wrap("视图hitTest返回nil", toWidth: width, font: font)
        #expect(lines == ["视图", "hitTest", "返回nil"])
    }

    @Test func englishStillBreaksOnlyAtSpaces() throws {
        let text = try TextRenderer()
        let lines = text.wrap("Views (hidden, alpha < 0.01) are skipped.", toWidth: 90, font: font)
        #expect(lines.joined(separator: " ") == "Views (hidden, alpha < 0.01) are skipped.")
        #expect(lines.allSatisfy { !$0.hasPrefix(" ") && !$0.hasSuffix(" ") })
    }
}

/// `wrap` measures each candidate line by moving on from the line so far; its
/// lines must be the ones that measuring every candidate line whole would choose.
@Suite struct WrapMeasurementTests {
    /// The greedy wrap, each candidate line measured from its start (what `wrap` did before it moved a pen on).
    static func wrapMeasuringWholeLines(
        _ text: String, toWidth maxWidth: Double, font: FontSpec, renderer: TextRenderer
    ) -> [String] {
        var lines: [String] = [], current = ""
        for word in text.split(separator: " ") {
            let joined = current.isEmpty ? String(word) : current + " " + word
            if renderer.measure(joined, font: font).width <= maxWidth {
                current = joined
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            for character in word {
                if !current.isEmpty, renderer.measure(current + String(character), font: font).width > maxWidth {
                    lines.append(current)
                    current = ""
                }
                current.append(character)
            }
        }
        lines.append(current)
        return lines
    }

    @Test func wrappedLinesAreTheOnesMeasuringWholeLinesChooses() throws {
        let renderer = try TextRenderer()
        // Kerned pairs (AV, To, Wa, y.) across the places lines are joined and cut, and a word longer than a line.
        let words = [
            "AVAWAY", "To", "Wa", "yy.", "UIViewControllerWrapperView:", "0x7f225c022220", "contains", "the", "hit",
            "T.V", "fi", "LT", "Yo", "—", "Ünïcödé",
        ]
        for trial in 0..<200 {
            let text = (0..<(1 + trial % 14)).map { words[(trial * 7 + $0 * 13) % words.count] }.joined(separator: " ")
            let font = FontSpec(size: [9.0, 11, 12, 13.5][trial % 4], weight: trial % 3 == 0 ? .bold : .regular)
            let width = 20 + Double(trial * 37 % 240) + Double(trial % 10) / 10
            let expected = Self.wrapMeasuringWholeLines(text, toWidth: width, font: font, renderer: renderer)
            #expect(renderer.wrap(text, toWidth: width, font: font) == expected, "\(text) at \(width)")
        }
    }
}
