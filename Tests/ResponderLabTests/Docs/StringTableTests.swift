import ResponderKit
import Scenes
import Testing

@testable import LabKit

/// Whether `text` has a Chinese character or Chinese punctuation.
func hasChineseText(_ text: String) -> Bool {
    text.unicodeScalars.contains {
        (0x3000...0x303F).contains($0.value) || (0x3400...0x9FFF).contains($0.value)
            || (0xFF00...0xFFEF).contains($0.value)
    }
}

/// The parts a phrase names in braces: `{view}`.
func parts(of template: String) -> Set<String> {
    var names: Set<String> = [], rest = template[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
        names.insert(String(rest[rest.index(after: open)..<close]))
        rest = rest[rest.index(after: close)...]
    }
    return names
}

@Suite("The strings table: every text in both languages")
@MainActor
struct StringTableTests {
    @Test func everyPhraseHasItsEnglishAndItsChinese() {
        for phrase in Phrase.allCases {
            guard let entry = StringTable.entries[phrase] else {
                Issue.record("\(phrase) is not in the table")
                continue
            }
            #expect(!entry.english.trimmingCharacters(in: .whitespaces).isEmpty, "\(phrase): no English")
            #expect(!hasChineseText(entry.english), "\(phrase): Chinese in the English \"\(entry.english)\"")
            if entry.isShared {
                #expect(entry.chinese == entry.english, "\(phrase)")
            } else {
                #expect(hasChineseText(entry.chinese), "\(phrase): no Chinese, \"\(entry.chinese)\"")
            }
        }
        #expect(StringTable.entries.count == Phrase.allCases.count)
    }

    @Test func bothLanguagesNameTheSameParts() {
        for (phrase, entry) in StringTable.entries {
            #expect(
                parts(of: entry.english) == parts(of: entry.chinese),
                "\(phrase): \"\(entry.english)\" / \"\(entry.chinese)\"")
        }
    }

    /// Chinese text takes full-width brackets and colons (but in code, `point(inside:)`).
    @Test func chineseTextTakesFullWidthBrackets() {
        for (phrase, entry) in StringTable.entries where !entry.isShared {
            var text = entry.chinese.replacingOccurrences(of: "point(inside:)", with: "")
            for part in parts(of: text) { text = text.replacingOccurrences(of: "{\(part)}", with: "") }
            #expect(!text.contains { "():".contains($0) }, "\(phrase): \(entry.chinese)")
        }
    }

    /// A word the table agreed not to use: the glossary at the top of StringTable.swift has the one for each idea.
    @Test func chineseUsesTheGlossarysWordsOnly() {
        let avoided = ["转发", "派发", "暂扣", "拿走", "幽灵", "透明度", "图片视图", "仅做命中测试", "延迟释放"]
        for (phrase, entry) in StringTable.entries {
            for word in avoided {
                #expect(!entry.chinese.contains(word), "\(phrase): \(entry.chinese) says \(word)")
            }
        }
    }

    @Test func theEnglishReasonsAreResponderKitsOwnDescriptions() {
        let trace = traceWithEveryVerdict()
        for step in trace.allSteps {
            let reason = trace.reason(for: step)
            #expect(Strings.english.reason(reason) == reason.description)
        }
        let ancestor = View()
        ancestor.name = "Parent"
        #expect(
            Strings.english.reason(.ancestorRejected(ancestor, because: nil))
                == HitTestTrace.Reason.ancestorRejected(ancestor, because: nil).description)
    }

    /// `describe` and its JSON give Scenes' own English for why `touchesBegan` handles or forwards and for each override.
    @Test func theEnglishOfTouchesAndOverridesIsScenesOwnDescriptions() {
        for why in ResponderBehavior.Touches.Why.allCases {
            #expect(Strings.english.property.why(why) == why.description)
        }
        let overrides: [HitTestingOverride] = [
            .hitTestRefuses, .hitTestCallsSuper, .pointInsideRefuses, .pointInsideCallsSuper, .pointInsideNotEnlarged,
            .pointInsideEnlarged(Size(width: 52, height: 44.5)), .hitTestReachesOutside("Plus"),
            .hitTestReachesOutside(nil),
            .hitTestReachesNotOutside,
        ]
        for override in overrides {
            #expect(Strings.english.property.override(override) == override.description)
            #expect(hasChineseText(Strings(.chinese).property.override(override)), "\(override)")
        }
        let gestures: [DescribedRecognizer.Gesture] = [
            .tap(taps: 1, fingers: 1), .tap(taps: 2, fingers: 3), .longPress(seconds: 0.5), .pan,
            .other(className: "SwipeGestureRecognizer"),
        ]
        for gesture in gestures {
            #expect(
                Strings.english.property.gesture(gesture)
                    == ([gesture.kind] + [gesture.details].compactMap { $0 }).joined(separator: ", "))
        }
    }

    @Test func aScrollViewsOwnRecognizersAreNamedAsResponderKitNamesThemInEnglish() {
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        for recognizer in [list.panGestureRecognizer, list.delayedTouchesGestureRecognizer] {
            #expect(Strings.english.log.recognizer(recognizer) == recognizer.debugName)
            #expect(hasChineseText(Strings(.chinese).log.recognizer(recognizer)))
        }
        #expect(Strings(.chinese).log.recognizer(list.panGestureRecognizer) == "滚动手势")
    }

    @Test func aFilledInLatinNameIsSetOffFromChineseByASpace() {
        #expect(Strings.fill("被{view}遮挡", with: ["view": "Glass cover"]) == "被 Glass cover 遮挡")
        #expect(Strings.fill("被{view}遮挡", with: ["view": "标题"]) == "被标题遮挡")
        #expect(Strings.fill("{view}：{text}", with: ["view": "Like", "text": "命中视图"]) == "Like：命中视图")
        #expect(Strings.fill("{view}的 alpha", with: ["view": "B.1"]) == "B.1 的 alpha")
        #expect(Strings.fill("由{view}处理", with: ["view": "Copy (nil target)"]) == "由 Copy (nil target) 处理")
        #expect(Strings.fill("covered by {view}", with: ["view": "C"]) == "covered by C")
        #expect(Strings(.chinese)[.coveredBy, ["view": "Glass cover"]] == "被 Glass cover 遮挡")
    }
}
