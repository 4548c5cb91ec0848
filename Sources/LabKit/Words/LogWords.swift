import ResponderKit
import Scenes
import UserCode

/// The words of what happens, in one language: the event log's lines and the
/// panel's list of recognizers, controls and actions. The panel takes them in
/// its language; `trace`'s lines and `--log json` take the English ones, as the
/// logs a user pastes into a bug report are (``TraceEntry`` puts those together).
///
/// ```swift
/// Strings(.chinese).log.event(.delivery(trace)) // "开始 #0 → B.1：由 B 处理"
/// ```
public struct LogWords: Sendable, Wording {
    /// The language's texts, which these are worded from.
    public let strings: Strings

    /// Why behaviour 3.5 kept a touch from its view, in a phrase.
    @MainActor
    public func withheld(_ withholding: DeliveryTrace.Withholding) -> String {
        switch withholding {
        case .exclusiveTouch(let view): self[.withheldExclusive, ["view": strings.name(view)]]
        case .multipleTouchDisabled(let view): self[.withheldOneFinger, ["view": strings.name(view)]]
        }
    }

    /// A line of the event log.
    @MainActor
    public func event(_ line: LabSession.EventLine) -> String {
        switch line {
        case .delivery(let trace): delivery(trace)
        case .sceneShown(let name): self[.sceneShown, ["name": name]]
        case .fixToggled(let fix, let on): self[.fixToggled, ["fix": fix, "state": strings.state(on)]]
        case .inspected(let point, let hitView):
            self[
                .inspected,
                ["point": "\(point)", "view": hitView.map(strings.name(ofResponderNamed:)) ?? self[.nobody]]]
        case let .edited(edit, undone): self.edit(edit, undone: undone)
        case .replayed(let point): self[.replayed, ["point": "\(point)"]]
        case .wheel(let arrow, let scrollView, let offset):
            self[
                .wheel,
                [
                    "arrow": arrow,
                    "outcome": wheelOutcome(
                        scrollView: scrollView.map(strings.name(ofResponderNamed:)), offset: offset),
                ]]
        case .editDropped(let dropped): editDropped(dropped)
        case .editsKept(let count): self[count == 1 ? .editKept : .editsKept, ["count": "\(count)"]]
        case let .notAControl(property, view):
            self[.notAControl, ["view": strings.name(ofResponderNamed: view), "property": property.rawValue]]
        case .nothingSelected: self[.nothingSelected]
        case .nothingToUndo: self[.nothingToUndo]
        case .reloaded(let path): self[.reloaded, ["path": path]]
        case .reloadFailed: self[.reloadFailed]
        case let .cannotOpen(name, error): self[.cannotOpen, ["name": name, "error": error]]
        case .saved(let path): self[.saved, ["path": path]]
        case let .saveFailed(folder, error): self[.saveFailed, ["folder": folder, "error": error]]
        case .resigned(let responder): self[.resigned, ["responder": strings.name(ofResponderNamed: responder)]]
        case let .scene(.key(key, responder, handled)):
            self[
                handled ? .keyHandled : .keyForwarded,
                ["key": key, "responder": strings.name(ofResponderNamed: responder)]]
        case .editsNotDeclared: self[.editsNotDeclared]
        case .noEditsToWrite: self[.noEditsToWrite]
        case let .editsWritten(count, path, adopted):
            self[
                adopted
                    ? (count == 1 ? .editWrittenAdopted : .editsWrittenAdopted)
                    : (count == 1 ? .editWritten : .editsWritten),
                ["count": "\(count)", "path": path]]
        case let .editsFileCreated(count, path):
            self[count == 1 ? .editFileCreated : .editsFileCreated, ["count": "\(count)", "path": path]]
        case let .editsNotWritten(path, reason): self[.editsNotWritten, ["path": path, "reason": reason]]
        case .codeCompiling: strings.yourCode.compiling
        case .codeReloaded(let classes): strings.yourCode.reloaded(classes)
        case .codeNotReloaded: strings.yourCode.notReloaded
        case .codeWarning(let warning): strings.yourCode.warning(warning)
        }
    }

    /// A delivered phase: `began #0 → B.1: handled by B`, `开始 #0 → B.1：由 B 处理`.
    @MainActor
    public func delivery(_ trace: DeliveryTrace) -> String {
        let id = trace.touches.map(\.id).min() ?? 0
        var outcome: String
        if let withheld = trace.withheld {
            outcome = self.withheld(withheld)
        } else if Strings.wasScrolledBeforeDelivery(trace) {
            outcome = strings.neverDeliveredScrolledFirst
        } else if let effect = trace.gestureEffect, trace.steps.isEmpty {
            // A scroll view's own pan words it as the overlay does: taken by scrolling, not by a recognizer.
            outcome = trace.scroll.map(strings.scrollVerdict) ?? gestureEffect(effect)
        } else if let handler = trace.handledBy {
            outcome = self[.handledBy, ["responder": strings.name(handler)]]
        } else {
            outcome =
                self[
                    trace.view != nil
                        ? .discardedByChain
                        : trace.hitTest.map(Strings.missesEveryWindow) == true ? .noWindowContains : .nobodyToDeliverTo]
        }
        switch trace.gestureEffect {
        case .releasedAfterDelay?: outcome = self[.deliveredLate, ["outcome": outcome]]
        case .cancelledBy(let r)?:
            outcome = self[.recognizedMeanwhile, ["outcome": outcome, "recognizer": recognizer(r)]]
        default: break
        }
        return self[
            .delivery,
            [
                "phase": phase(trace.phase), "id": "\(id)", "view": trace.view.map(strings.name) ?? self[.noView],
                "outcome": outcome,
            ]]
    }

    /// A touch phase: `began`, `开始`.
    public func phase(_ phase: Touch.Phase) -> String {
        switch phase {
        case .began: self[.began]
        case .moved: self[.moved]
        case .stationary: self[.stationary]
        case .ended: self[.ended]
        case .cancelled: self[.cancelled]
        }
    }

    /// What a recognizer did to a phase the view did not get, in a phrase.
    @MainActor
    public func gestureEffect(_ effect: DeliveryTrace.GestureEffect) -> String {
        switch effect {
        case .delayedBy(let r): self[.delayedBy, ["recognizer": recognizer(r)]]
        case .takenBy(let r): self[.takenBy, ["recognizer": recognizer(r)]]
        case .cancelledBy(let r): self[.cancelledBy, ["recognizer": recognizer(r)]]
        case .releasedAfterDelay: self[.releasedLate]
        }
    }

    /// A recognizer as the panel names it: its name, or for a scroll view's own
    /// recognizers (behaviour 10.3) what they are, `scroll pan`, `滚动手势`.
    @MainActor
    public func recognizer(_ recognizer: GestureRecognizer) -> String {
        guard let scrollView = recognizer.view as? ScrollView else { return strings.name(recognizer) }
        if recognizer === scrollView.panGestureRecognizer { return self[.scrollPan] }
        if recognizer === scrollView.delayedTouchesGestureRecognizer { return self[.contentTouchDelay] }
        return strings.name(recognizer)
    }

    /// The line of the panel's list of recognizers, controls and actions for `entry`, if it gets one.
    @MainActor
    public func activity(_ entry: TraceEntry) -> String? {
        switch entry {
        case let .gesture(recognizer, from, to, cause, leftOut):
            stateChange(of: recognizer, from: from, to: to, cause: cause)
                + CodeDecisions.suffix(leftOut, strings: strings)
        case let .waiting(recognizer, blockers):
            self[
                .waits,
                ["recognizer": self.recognizer(recognizer), "others": strings.list(blockers.map(self.recognizer))]]
        case let .control(control, events): controlEvents(control, events)
        case .action(let trace): actionSent(trace)
        case .delivery, .wheel, .edit, .editDropped, .scrollEnded: nil
        }
    }

    /// A recognizer's state change: `Card tap: possible → failed (Like keeps its own touch)`.
    @MainActor
    func stateChange(
        of recognizer: GestureRecognizer, from: GestureRecognizer.State, to: GestureRecognizer.State,
        cause: GestureRecognizer.Cause
    ) -> String {
        self[
            .stateChange,
            [
                "recognizer": self.recognizer(recognizer), "from": from.rawValue, "to": to.rawValue,
                "because": because(cause, of: recognizer),
            ]]
    }

    /// Why a recognizer changed state, in brackets, when it was not its own
    /// doing; the user's code when it said no (`--code`).
    @MainActor
    func because(_ cause: GestureRecognizer.Cause, of owner: GestureRecognizer) -> String {
        let why: String? =
            switch cause {
            case .recognizer, .reset: nil
            case .failureRequirementsMet: self[.waitedForFailed]
            case .delegateRefused: refusal(by: owner.delegate) ?? self[.delegateRefused]
            case .viewRefused(let view) where !(view is ScrollView) && refusal(by: view) != nil: refusal(by: view)
            case .viewRefused(let view as ScrollView): self[.scrollViewRefused, ["view": strings.name(view)]]
            case .viewRefused(let view): self[.viewRefused, ["view": strings.name(view)]]
            case .preventedBy(let other): self[.preventedBy, ["recognizer": recognizer(other)]]
            case .requiredToFail(let other): self[.requiredToFail, ["recognizer": recognizer(other)]]
            case .touchesGone: self[.touchesGone]
            case .disabled: self[.recognizerDisabled]
            case .removed: self[.recognizerRemoved]
            }
        return why.map { self[.because, ["why": $0]] } ?? ""
    }

    /// `SwipeCardView.gestureRecognizerShouldBegin → false (your code)` when `object` is the user's code's; nil otherwise.
    private func refusal(by object: AnyObject?) -> String? {
        object.flatMap(UserCodeBuild.userClassName(of:)).map {
            strings.yourCode.decision($0, "gestureRecognizerShouldBegin", "false")
        }
    }

    /// A control's events: `Send: touchDown, touchUpInside`.
    @MainActor
    func controlEvents(_ control: Control, _ events: [String]) -> String {
        self[.controlEvents, ["control": strings.name(control), "events": strings.list(events)]]
    }

    /// Where an action went, shortly: `action copy → not performed via Copy → Form → … → Application`.
    @MainActor
    func actionSent(_ trace: ActionTrace) -> String {
        let route =
            trace.isNilTargeted
            ? self[.actionRoute, ["path": trace.walked.map(strings.name).joined(separator: " → ")]] : ""
        guard trace.handled else { return self[.actionNotPerformed, ["action": trace.action.name, "route": route]] }
        return self[
            .actionPerformed,
            [
                "action": trace.action.name, "performer": trace.performer.map(strings.name) ?? self[.nobody],
                "route": route,
            ]]
    }

    /// A wheel notch's outcome: `List (offset 0,40)`, or that nothing scrolled.
    func wheelOutcome(scrollView: String?, offset: Point?) -> String {
        guard let scrollView, let offset else { return self[.wheelNothing] }
        return self[
            .wheelMoved, ["view": scrollView, "x": TraceText.number(offset.x), "y": TraceText.number(offset.y)]]
    }

    /// The event log's line for an edit: `edit Tile 1: hidden true → false`.
    @MainActor
    public func edit(_ edit: ViewEdit, undone: Bool) -> String {
        let change = undone ? "\(edit.new) → \(edit.old)" : "\(edit.old) → \(edit.new)"
        return self[
            undone ? .undone : .edited,
            ["view": strings.name(edit.view), "property": edit.property.rawValue, "change": change]]
    }

    /// A reload's note for an edit it could not make again:
    /// `edit of Tile 1 (hidden → false) dropped: the reloaded file has no view "Tile 1"`.
    @MainActor
    public func editDropped(_ dropped: DroppedEdit) -> String {
        let edit = dropped.edit, property = edit.property.rawValue
        let what = self[.editWhat, ["view": strings.name(edit.view), "property": property, "value": "\(edit.new)"]]
        return dropped.viewIsGone
            ? self[.editDroppedGone, ["edit": what, "identity": "\(dropped.identity)"]]
            : self[.editDroppedProperty, ["edit": what, "property": property]]
    }
}

extension Strings {
    /// The words of what happens, in this language.
    public var log: LogWords { LogWords(strings: self) }
}
