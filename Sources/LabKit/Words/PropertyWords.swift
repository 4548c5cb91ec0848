import ResponderKit
import Scenes

/// The values of the inspector's properties that are words, not code: what
/// decides a view's touches, its overrides and recognizers, a dump's caveats and
/// view controllers. The English is what `describe` prints (``ViewDescription``,
/// ``ControllerDescription``); StringTableTests keep the English of the typed
/// reasons the same as their own descriptions in Scenes.
///
/// ```swift
/// Strings(.chinese).property.touches(ResponderBehavior.touches(of: view)) // "传给 next（没有重写，按 UIKit 的默认实现）"
/// ```
public struct PropertyWords: Sendable, Wording {
    /// The language's texts, which these are worded from.
    public let strings: Strings

    /// What `touchesBegan` does: `forwards (no override: UIKit's default passes it to next)`.
    public func touches(_ touches: ResponderBehavior.Touches) -> String {
        self[touches.handles ? .touchesHandles : .touchesForwards, ["why": why(touches.why)]]
    }

    /// Why `touchesBegan` handles or forwards: ``ResponderBehavior/Touches/Why`` in this language.
    public func why(_ why: ResponderBehavior.Touches.Why) -> String {
        switch why {
        case .controlTracks: self[.whyControlTracks]
        case .disabledControlKeeps: self[.whyDisabledControlKeeps]
        case .textFieldTracks: self[.whyTextFieldTracks]
        case .overridesWithoutSuper: self[.whyOverridesWithoutSuper]
        case .overridesWithSuper: self[.whyOverridesWithSuper]
        case .noOverride: self[.whyNoOverride]
        case .yourCode: self[.whyYourCode]
        }
    }

    /// A hit-testing override in this language: `hitTest returns nil for every point`.
    public func override(_ override: HitTestingOverride) -> String {
        switch override {
        case .hitTestRefuses: self[.overrideHitTestRefuses]
        case .hitTestCallsSuper: self[.overrideHitTestCallsSuper]
        case .pointInsideRefuses: self[.overridePointInsideRefuses]
        case .pointInsideCallsSuper: self[.overridePointInsideCallsSuper]
        case .pointInsideNotEnlarged: self[.overridePointInsideNotEnlarged]
        case .pointInsideEnlarged(let size):
            self[.overridePointInsideEnlarged, ["size": HitTestingOverride.spelled(size)]]
        case .hitTestReachesOutside(let button):
            self[.overrideReachesOutside, ["view": button.map(strings.name(ofResponderNamed:)) ?? self[.itsButton]]]
        case .hitTestReachesNotOutside: self[.overrideReachesNotOutside]
        }
    }

    /// An alpha's value, and for one hit-testing skips, why (behaviour 1.2): `1`, `0 (stored 0.0099999998) < 0.01: skipped by hit-testing`.
    @MainActor
    public func alphaValue(_ alpha: Double) -> String {
        let spelled = HitTestTrace.Alpha(alpha)
        let short = spelled.asSet.hasSuffix(".0") ? String(spelled.asSet.dropLast(2)) : spelled.asSet
        guard alpha < 0.01 else { return short }
        return self[
            .alphaSkipped, ["alpha": short, "stored": spelled.stored.map { self[.alphaStored, ["stored": $0]] } ?? ""]]
    }

    /// A recognizer's kind, what it needs and the flags that decide what it does to
    /// the view's touches: `open (tap, 1 tap, 1 finger; cancels touches in view; delaysTouchesEnded)`.
    /// `name` gives a recognizer's name in this language (a scroll view's own have one).
    public func recognizer(_ r: DescribedRecognizer, name: (String) -> String = { $0 }) -> String {
        var flags = [gesture(r.gesture)]
        if !r.isEnabled { flags.append(self[.recognizerDisabled]) }
        flags.append(self[r.cancelsTouchesInView ? .flagCancelsTouches : .flagSharesTouches])
        if r.delaysTouchesBegan { flags.append(self[.flagDelaysBegan]) }
        if r.delaysTouchesEnded { flags.append(self[.flagDelaysEnded]) }
        if !r.requiresToFail.isEmpty {
            flags.append(self[.flagWaitsFor, ["others": strings.list(r.requiresToFail.map(name))]])
        }
        return self[
            .recognizerFacts, ["recognizer": name(r.name), "facts": flags.joined(separator: self[.factsSeparator])]]
    }

    /// A recognizer's kind and what it needs: `tap, 2 taps, 1 finger`, `longPress, 0.5 s`, `pan`.
    func gesture(_ gesture: DescribedRecognizer.Gesture) -> String {
        switch gesture {
        case let .tap(taps, fingers):
            let needs = [
                self[taps == 1 ? .tapOne : .taps, ["count": "\(taps)"]],
                self[fingers == 1 ? .fingerOne : .fingers, ["count": "\(fingers)"]],
            ]
            return self[.gestureNeeds, ["kind": self[.kindTap], "needs": strings.list(needs)]]
        case .longPress(let seconds):
            return self[
                .gestureNeeds, ["kind": self[.kindLongPress], "needs": self[.pressDuration, ["seconds": "\(seconds)"]]]]
        case .pan: return self[.kindPan]
        case .other(let className): return className
        }
    }

    /// A caveat of behaviour 12.4 in words.
    public func caveat(_ caveat: DumpCaveat) -> String {
        switch caveat {
        case .customClass: self[.customClassCaveatInFull]
        }
    }

    /// A view controller's state as `_printHierarchy` printed it, in this language; a state the lab does not know, as printed.
    public func controllerState(_ state: String) -> String {
        switch state {
        case "appeared": self[.controllerAppeared]
        case "appearing": self[.controllerAppearing]
        case "disappeared": self[.controllerDisappeared]
        case "disappearing": self[.controllerDisappearing]
        default: state
        }
    }
}

extension Strings {
    /// The inspector's property values in this language.
    public var property: PropertyWords { PropertyWords(strings: self) }
}
