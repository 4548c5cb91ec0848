import LabKit
import Rendering
import ResponderKit
import Scenes
import Testing

/// Refuses every point through an overridden `hitTest`.
@MainActor
private final class HitTestRefusingView: View {
    override func hitTest(_ point: Point, with event: Event?) -> View? { nil }
}

/// Refuses every point through an overridden `point(inside:)`.
@MainActor
private final class PointInsideRefusingView: View {
    override func point(inside point: Point, with event: Event?) -> Bool { false }
}

/// Whether `text` has a CJK ideograph: a Chinese label, not English left over.
func hasChinese(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
}

/// Every text `Strings` has, with sample arguments, for checking both languages.
@MainActor
func everyChromeString(_ strings: Strings) -> [String] {
    let view = View()
    view.name = "Pad"
    let tap = TapGestureRecognizer()
    tap.name = "Card tap"
    var all = [
        strings.hitTestTitle, strings.hitTestIntro, strings.more(3), strings.chainTitle, strings.wouldBeChainTitle,
        strings.handled("B"), strings.forwarded("B.1"), strings.discarded, strings.nothingDelivered,
        strings.wouldHandle("A"), strings.wouldForward("A.1"), strings.wouldBeDiscarded, strings.noChain,
        strings.recognizersFirst([tap]), strings.loadErrorTitle,
        strings.fingerTitle(id: 0, point: Point(x: 1, y: 2), hitView: "Pad"),
        strings.activityTitle, strings.eventsTitle, strings.legendTitle, strings.enlargedHitArea,
        strings.trackingMargin(of: "Send", points: 70, inside: true),
        strings.trackingMargin(of: "Send", points: 70, inside: false),
        strings.log.withheld(.exclusiveTouch(view)), strings.log.withheld(.multipleTouchDisabled(view)),
    ]
    for kind in [Strings.ExplanationKind.touch, .inspect, .hover] {
        all.append(strings.explanationTitle(kind, point: Point(x: 1, y: 2), hitView: nil))
    }
    all += strings.legend.map(\.1)
    all += strings.keys(fix: "fix it", fixOn: true, overlayOn: false, hoverOn: true)
    all += strings.keys(fix: nil, fixOn: false, overlayOn: true, hoverOn: false)
    return all
}

/// A trace at (50, 50) through a window whose subviews, back to front, give
/// every verdict: each skipped or refusing view in front holds a child, which
/// is then `ancestorRejected` for that reason.
@MainActor
func traceWithEveryVerdict() -> HitTestTrace {
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let full = Rect(x: 0, y: 0, width: 100, height: 100)
    func add(_ name: String, _ view: View, frame: Rect = full) -> View {
        view.frame = frame
        view.name = name
        window.addSubview(view)
        let child = View(frame: full)
        child.name = "\(name) child"
        view.addSubview(child)
        return view
    }
    _ = add("covered", View())
    _ = add("answering", View())
    _ = add("small", View(), frame: Rect(x: 0, y: 0, width: 40, height: 40))
    _ = add("hitTest", HitTestRefusingView())
    _ = add("pointInside", PointInsideRefusingView())
    (add("disabled", Control()) as! Control).isEnabled = false
    add("faint", View()).alpha = 0.01
    add("fainter", View()).alpha = 0.005
    add("no interaction", View()).isUserInteractionEnabled = false
    add("hidden", View()).isHidden = true
    return window.hitTestTrace(at: Point(x: 50, y: 50))
}

@Suite("Strings: the lab's texts in English and Chinese")
@MainActor
struct StringsTests {
    @Test func theTraceCoversEveryVerdictAndEveryAncestorReason() {
        let trace = traceWithEveryVerdict()
        let kinds = Set(trace.allSteps.map(\.verdict.kind))
        #expect(
            kinds == [
                "hit", "containsHit", "hidden", "interactionDisabled", "transparent", "disabledControl",
                "outsideBounds", "rejectedByOverride", "coveredBy", "ancestorRejected",
            ])
        let rejectedChildren = trace.allSteps.filter { $0.verdict.kind == "ancestorRejected" }
        #expect(rejectedChildren.count == 8)
    }

    /// But for an alpha that is not stored otherwise (`alpha 0.005 < 0.01`), which is code and numbers in either language.
    @Test func everyVerdictHasAChineseLabelOfItsOwn() {
        let trace = traceWithEveryVerdict()
        let chinese = Strings(.chinese)
        for step in trace.allSteps {
            let english = Strings.english.reason(for: step, in: trace), label = chinese.reason(for: step, in: trace)
            if case .transparent(let alpha) = trace.reason(for: step), alpha.stored == nil {
                #expect(label == english)
                continue
            }
            #expect(label != english, "\(step.view.debugName): \(label)")
            #expect(hasChinese(label), "\(step.view.debugName): \(label)")
        }
    }

    @Test func chineseLabelsKeepTheViewNamesAndTheStoredAlpha() {
        let trace = traceWithEveryVerdict()
        let chinese = Strings(.chinese)
        let labels = trace.allSteps.map { chinese.reason(for: $0, in: trace) }
        #expect(labels.contains("被 answering 遮挡"))
        #expect(labels.contains("alpha 0.01（存为 0.0099999998）< 0.01"))
        #expect(labels.contains("alpha 0.005 < 0.01"))
        #expect(labels.contains("超出 small 的 bounds"))
        #expect(labels.contains("hitTest 的 hitTest → nil"))
        #expect(labels.contains("pointInside 的 point(inside:) → false"))
    }

    /// Where an English label fits, its Chinese one fits too, give or take the
    /// 的 that stands for "'s": a label cut at the overlay's width or at the
    /// canvas edge loses no more in Chinese.
    @Test func chineseVerdictLabelsAreAtMostOneCharacterWiderThanTheEnglishOnes() throws {
        let text = try TextRenderer(fontFiles: FontFiles.locateDejaVuSans().withFallback(FontFiles.locateCJKFont()))
        let font = FontSpec(size: 11, weight: .bold)
        let trace = traceWithEveryVerdict()
        let chinese = Strings(.chinese)
        for step in trace.allSteps {
            let english = Strings.english.reason(for: step, in: trace), label = chinese.reason(for: step, in: trace)
            #expect(
                text.measure(label, font: font).width <= text.measure(english + "的", font: font).width,
                "\(label) / \(english)")
        }
    }

    @Test func everyReasonFormatsInBothLanguagesWithItsOwnWords() {
        let front = View(), ancestor = View()
        front.name = "Front"
        ancestor.name = "Parent"
        let own: [HitTestTrace.Reason] = [
            .transparent(.init(Double(Float(0.01)))), .transparent(.init(0.005)), .hidden, .interactionDisabled,
            .disabledControl, .outsideBounds, .rejectedByOverride(.hitTest), .rejectedByOverride(.pointInside),
        ]
        let reasons: [HitTestTrace.Reason] =
            [
                .hit, .containsHit(enlargedArea: false), .containsHit(enlargedArea: true),
                .coveredBy(front), .ancestorRejected(ancestor, because: nil),
            ]
            // An ancestor's alpha is named, not spelled: one transparent ancestor is enough.
            + own + own.dropFirst().map { .ancestorRejected(ancestor, because: $0) }
        for language in Language.allCases {
            let labels = reasons.map { Strings(language).reason($0) }
            #expect(Set(labels).count == reasons.count, "\(labels)")
            // `alpha 0.005 < 0.01` is the same in both.
            #expect(
                labels.allSatisfy { hasChinese($0) == (language == .chinese) || $0 == "alpha 0.005 < 0.01" },
                "\(labels)")
        }
        let chinese = Strings(.chinese)
        #expect(chinese.reason(.coveredBy(front)) == "被 Front 遮挡")
        #expect(
            chinese.reason(.ancestorRejected(ancestor, because: .containsHit(enlargedArea: false)))
                == chinese.reason(.ancestorRejected(ancestor, because: nil)))
        #expect(chinese.reason(.ancestorRejected(ancestor, because: .outsideBounds)) == "超出 Parent 的 bounds")
    }

    @Test func everyChromeTextIsTranslated() {
        let english = everyChromeString(.english), chinese = everyChromeString(Strings(.chinese))
        #expect(english.count == chinese.count)
        for (en, zh) in zip(english, chinese) {
            #expect(en != zh, "\(en)")
            #expect(hasChinese(zh), "\(zh)")
            #expect(!hasChinese(en), "\(en)")
        }
    }

    @Test func everyChineseLabelResolvesToARealGlyphInBothWeights() throws {
        let text = try TextRenderer(fontFiles: FontFiles.locateDejaVuSans().withFallback(FontFiles.locateCJKFont()))
        let trace = traceWithEveryVerdict()
        let chinese = Strings(.chinese)
        let labels = everyChromeString(chinese) + trace.allSteps.map { chinese.reason(for: $0, in: trace) }
        for label in labels {
            #expect(text.missingGlyphs(in: label, weight: .regular).isEmpty, "\(label)")
            #expect(text.missingGlyphs(in: label, weight: .bold).isEmpty, "\(label)")
        }
    }

    @Test func eventLogWordsEachDeliveredPhaseInTheLabsLanguage() throws {
        let session = try LabSession(sceneName: "hit-order")
        Script.click([Point(x: 300, y: 255)], in: session)
        #expect(
            session.log.events.map(Strings.english.log.event) == [
                "began #0 → B.1: handled by B", "ended #0 → B.1: handled by B",
            ])
        #expect(session.log.events.map(Strings(.chinese).log.event) == ["开始 #0 → B.1：由 B 处理", "结束 #0 → B.1：由 B 处理"])
    }

    @Test func everyFixedWordOfTheEventLogIsTranslated() {
        let lines: [LabSession.EventLine] = [
            .sceneShown("why-not"), .fixToggled("fix all seven", on: true),
            .fixToggled("fix all seven", on: false),
            .inspected(Point(x: 1, y: 2), hitView: nil), .inspected(Point(x: 1, y: 2), hitView: "B"),
            .replayed(Point(x: 1, y: 2)), .wheel(arrow: "↓", scrollView: "List", offset: Point(x: 0, y: 40)),
            .wheel(arrow: "↑", scrollView: nil, offset: nil), .editsKept(1), .editsKept(2),
            .notAControl(.enabled, view: "Tile 1"), .nothingSelected, .nothingToUndo,
            .reloaded(path: "mine.json"), .reloadFailed, .cannotOpen("mine", error: "no such file"),
            .saved(path: "screenshots/a.png"), .saveFailed(folder: "screenshots", error: "denied"),
            .resigned("Name field"), .scene(.key("Return", responder: "Name field", handled: false)),
            .scene(.key("a", responder: "Name field", handled: true)),
        ]
        for line in lines {
            let english = Strings.english.log.event(line), chinese = Strings(.chinese).log.event(line)
            #expect(english != chinese && hasChinese(chinese) && !hasChinese(english), "\(english) / \(chinese)")
        }
    }

    /// The inspector's row of a class whose only touch method did not compile says so, not that it writes none.
    @Test func aClassWhoseTouchMethodsWereAllLeftOutIsNotSaidToWriteNone() {
        let hitTest = UserViewClasses.ViewClass.LeftOutMethod(
            method: "hitTest(_:with:)", className: "PromoBannerView",
            reason: "RemoteConfig is not in the files given",
            chineseReason: "给出的文件里没有 `RemoteConfig`")
        let banner = UserViewClasses.ViewClass(name: "PromoBannerView", methods: [], leftOut: [hitTest])
        #expect(
            Strings.english.yourCode.userClass(banner)
                == "PromoBannerView; hitTest(_:with:) did not compile, UIKit's run")
        #expect(Strings(.chinese).yourCode.userClass(banner) == "PromoBannerView；hitTest(_:with:) 无法编译，改用 UIKit 的默认实现")
        let plain = UserViewClasses.ViewClass(name: "PinCardView", methods: [])
        #expect(Strings.english.yourCode.userClass(plain) == "PinCardView, writes no touch method")
        let both = UserViewClasses.ViewClass(name: "CardView", methods: ["point(inside:with:)"], leftOut: [hitTest])
        #expect(
            Strings(.chinese).yourCode.userClass(both)
                == "CardView，重写了 point(inside:with:)；hitTest(_:with:) 无法编译，改用 UIKit 的默认实现")
    }

    @Test func legendGivesEachVerdictColourOnceInBothLanguages() {
        for language in Language.allCases {
            let colours = Strings(language).legend.map { Framebuffer.pixel(from: $0.0) }
            #expect(colours.count == 8 && Set(colours).count == 8)
        }
    }
}
