/// What the gesture machinery knows of one touch that recognizers receive:
/// which recognizers, and how far its view has been told about it.
@MainActor
final class TouchRecognition {
    var recognizers: [WeakRef<GestureRecognizer>]
    weak var environment: GestureEnvironment?
    /// The view received `touchesBegan`.
    var sentBegan = false
    /// The view received `touchesEnded` or `touchesCancelled`: it is done with the touch.
    var viewFinished = false
    /// `touchesBegan` is held back by a recognizer with `delaysTouchesBegan`.
    var beganDelayed = false
    /// `touchesEnded` is held back (by `delaysTouchesEnded`, or behind a delayed began).
    var endDelayed = false
    /// A recognizer recognized with `cancelsTouchesInView`: the view gets nothing more.
    var isTaken = false
    weak var takenBy: GestureRecognizer?

    init(recognizers: [GestureRecognizer], environment: GestureEnvironment) {
        self.recognizers = recognizers.map(WeakRef.init)
        self.environment = environment
    }

    var live: [GestureRecognizer] { recognizers.compactMap(\.value) }

    func remove(_ recognizer: GestureRecognizer) {
        recognizers.removeAll { $0.value === recognizer || $0.value == nil }
    }

    /// A recognizer that has not failed yet and delays this phase for the view.
    func blocker(ofBegan: Bool) -> GestureRecognizer? {
        live.first { $0.storedState == .possible && (ofBegan ? $0.delaysTouchesBegan : $0.delaysTouchesEnded) }
    }
}

extension GestureRecognizer {
    /// Whether a touch that begins now may be added to this recognizer: enabled,
    /// not done, not waiting on others (UIKit's recognizers ignore new touches then too).
    var acceptsNewTouches: Bool {
        isEnabled && pendingState == nil && (storedState == .possible || storedState == .began || storedState == .changed)
    }

    /// Whether further phases of its touches reach it.
    var receivesTouches: Bool {
        isEnabled && pendingState == nil && !storedState.isFinished
    }
}

/// The arbiter between gesture recognizers and views, UIKit's gesture
/// environment. One per application.
///
/// For each event it gives the touches to their recognizers first, then
/// *settles*: moves out of `possible` are granted or refused (failure
/// requirements, `gestureRecognizerShouldBegin`, other recognizers of the same
/// touches), actions are sent, touches are taken from views
/// (`cancelsTouchesInView`) or released to them (`delaysTouches…`), finished
/// recognizers are reset. Only then does the window deliver the phase to the
/// views, asking ``admits(_:phase:event:)`` for each touch.
@MainActor
final class GestureEnvironment {
    unowned let application: Application

    /// Recognizers with something under way: touches, a pending move, a deadline.
    private(set) var participants: [GestureRecognizer] = []
    /// Touches with a phase held back from their view.
    private var held: [Touch] = []
    private var deadlines: [(time: Double, order: Int, recognizer: GestureRecognizer)] = []
    private var deadlineOrder = 0
    private var isDelivering = false
    private var isSettling = false
    private var needsAnotherPass = false
    /// Records deliveries made outside an input's dispatch (deadlines, changes from code) while observed.
    private var outOfBandRecorder: DeliveryRecorder?

    init(application: Application) {
        self.application = application
    }

    private func join(_ recognizer: GestureRecognizer) {
        guard !recognizer.isParticipating else { return }
        recognizer.isParticipating = true
        participants.append(recognizer)
    }

    // MARK: Touches

    /// Gives a new touch to the recognizers of its view and the view's
    /// ancestors, nearest first, that accept it and whose delegate agrees.
    func collect(_ touch: Touch) {
        guard let view = touch.view, let window = touch.window, window.gestureRecognizerCount > 0 else { return }
        var found: [GestureRecognizer] = []
        var current: View? = view
        while let v = current {
            if !v.attachedGestureRecognizers.isEmpty {
                for recognizer in v.attachedGestureRecognizers where recognizer.acceptsNewTouches {
                    if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true {
                        found.append(recognizer)
                    }
                }
            }
            current = v.superview
        }
        guard !found.isEmpty else { return }
        touch.recognition = TouchRecognition(recognizers: found, environment: self)
        for recognizer in found {
            recognizer.application = application
            recognizer.track(touch)
            join(recognizer)
        }
    }

    /// The first half of `Window.sendEvent`: the recognizers see the changed
    /// touches (grouped, phase by phase), then everything settles.
    func deliverToRecognizers(_ touches: [Touch], event: Event) {
        isDelivering = true
        for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
            var groups: [(recognizer: GestureRecognizer, touches: Set<Touch>)] = []
            for touch in touches where touch.phase == phase {
                guard let recognition = touch.recognition else { continue }
                for recognizer in recognition.live where recognizer.receivesTouches {
                    if let i = groups.firstIndex(where: { $0.recognizer === recognizer }) {
                        groups[i].touches.insert(touch)
                    } else {
                        groups.append((recognizer, [touch]))
                    }
                }
            }
            for (recognizer, group) in groups where recognizer.receivesTouches {
                recognizer.noteLocation(after: group)
                switch phase {
                case .began: recognizer.touchesBegan(group, with: event)
                case .moved: recognizer.touchesMoved(group, with: event)
                case .ended: recognizer.touchesEnded(group, with: event)
                case .cancelled: recognizer.touchesCancelled(group, with: event)
                case .stationary: break
                }
            }
        }
        isDelivering = false
        settle(event: event)
    }

    /// The second half: whether the view receives this phase of `touch` now.
    /// Records why not in the event's delivery trace while observed.
    func admits(_ touch: Touch, phase: Touch.Phase, event: Event) -> Bool {
        guard let recognition = touch.recognition else { return true }
        func note(_ effect: DeliveryTrace.GestureEffect?) {
            if let effect, let view = touch.view {
                event.deliveryRecorder?.withheld([touch], phase: phase, view: view, effect: effect)
            }
        }
        if recognition.isTaken {
            note(recognition.takenBy.map { .takenBy($0) })
            return false
        }
        switch phase {
        case .began:
            if let blocker = recognition.blocker(ofBegan: true) {
                recognition.beganDelayed = true
                hold(touch)
                note(.delayedBy(blocker))
                return false
            }
            recognition.sentBegan = true
            return true
        case .moved:
            if recognition.beganDelayed {
                note(recognition.blocker(ofBegan: true).map { .delayedBy($0) })
                return false
            }
            return recognition.sentBegan && !recognition.viewFinished
        case .ended:
            if recognition.beganDelayed {
                recognition.endDelayed = true
                note(recognition.blocker(ofBegan: true).map { .delayedBy($0) })
                return false
            }
            if let blocker = recognition.blocker(ofBegan: false) {
                recognition.endDelayed = true
                hold(touch)
                note(.delayedBy(blocker))
                return false
            }
            let deliver = recognition.sentBegan && !recognition.viewFinished
            recognition.viewFinished = true
            return deliver
        case .cancelled:
            // Cancellation is never delayed; a view that never saw the touch hears nothing.
            held.removeAll { $0 === touch }
            let deliver = recognition.sentBegan && !recognition.viewFinished
            recognition.beganDelayed = false
            recognition.endDelayed = false
            recognition.viewFinished = true
            return deliver
        case .stationary:
            return false
        }
    }

    private func hold(_ touch: Touch) {
        if !held.contains(where: { $0 === touch }) { held.append(touch) }
    }

    // MARK: Changes from outside a delivery

    /// A recognizer's state changed: settle now, or as soon as the work under way allows.
    func setNeedsSettle(_ recognizer: GestureRecognizer) {
        join(recognizer)
        if isDelivering || isSettling {
            needsAnotherPass = true
        } else {
            application.enqueue(.settleGestures)
        }
    }

    /// Settles after a change made by code rather than input (runs in the application's queue).
    func settleOutsideDelivery() {
        outOfBand { settle(event: nil) }
    }

    /// Takes a recognizer out of the running (disabled, or removed from its
    /// view): cancelled if it had begun, else failed; its touches go on without it.
    func withdraw(_ recognizer: GestureRecognizer, cause: GestureRecognizer.Cause) {
        guard recognizer.isParticipating else { return }
        recognizer.pendingState = nil
        switch recognizer.storedState {
        case .began, .changed: recognizer.transition(to: .cancelled, cause: cause)
        case .possible: recognizer.transition(to: .failed, cause: cause)
        default: break
        }
        recognizer.untrackAll()
        cancelDeadline(of: recognizer)
        setNeedsSettle(recognizer)
    }

    // MARK: Deadlines

    /// The earliest deadline. Asked on every input, so a plain loop that returns at once when there is none.
    var nextDeadline: Double? {
        guard var earliest = deadlines.first?.time else { return nil }
        for entry in deadlines where entry.time < earliest { earliest = entry.time }
        return earliest
    }

    func schedule(_ recognizer: GestureRecognizer, at time: Double) {
        guard !time.isNaN else { return }
        deadlines.removeAll { $0.recognizer === recognizer }
        deadlineOrder += 1
        deadlines.append((time, deadlineOrder, recognizer))
        recognizer.deadline = time
        join(recognizer)
        if !application.isDispatching { application.reportDeadlineIfChanged() }
    }

    func cancelDeadline(of recognizer: GestureRecognizer) {
        guard recognizer.deadline != nil else { return }
        deadlines.removeAll { $0.recognizer === recognizer }
        recognizer.deadline = nil
        if !application.isDispatching { application.reportDeadlineIfChanged() }
    }

    /// Calls back the recognizers whose deadline is at or before `time`, in the
    /// order they were set, then settles. The clock already reads `time`.
    func fireDeadlines(at time: Double) {
        let due = deadlines.filter { $0.time <= time }.sorted { ($0.time, $0.order) < ($1.time, $1.order) }
        deadlines.removeAll { $0.time <= time }
        outOfBand {
            isDelivering = true
            for entry in due {
                entry.recognizer.deadline = nil
                entry.recognizer.deadlineReached()
            }
            isDelivering = false
            settle(event: nil)
        }
    }

    /// Runs `body`, recording the deliveries it makes to views, and publishes their traces.
    private func outOfBand(_ body: () -> Void) {
        let recorder = application.isObserved ? DeliveryRecorder() : nil
        outOfBandRecorder = recorder
        body()
        outOfBandRecorder = nil
        if let recorder { application.publish(recorder) }
    }

    // MARK: Settling

    /// Resolves everything the latest changes entail, until nothing more changes.
    func settle(event: Event?) {
        if isSettling {
            needsAnotherPass = true
            return
        }
        isSettling = true
        defer { isSettling = false }
        var passes = 0
        repeat {
            needsAnotherPass = false
            passes += 1
            resolvePendingMoves()
            sendDueActions()
            failStranded()
            takeTouchesFromViews(event)
            releaseHeldTouches(event)
            resetFinished()
        } while needsAnotherPass && passes < 1_000
    }

    private enum Decision {
        case wait([GestureRecognizer])
        case fail(GestureRecognizer.Cause)
        case proceed
    }

    /// Grants or refuses the pending moves out of `possible`, in participant order
    /// (the touch view's recognizers before its ancestors'), until none changes.
    private func resolvePendingMoves() {
        var progress = true
        while progress {
            progress = false
            for recognizer in participants where recognizer.pendingState != nil {
                guard recognizer.storedState == .possible, let target = recognizer.pendingState else {
                    recognizer.pendingState = nil
                    continue
                }
                switch decision(for: recognizer) {
                case .wait(let blockers):
                    if !recognizer.reportedWaiting {
                        recognizer.reportedWaiting = true
                        application.report(.recognizerWaiting(recognizer, for: blockers))
                    }
                case .fail(let cause):
                    recognizer.pendingState = nil
                    recognizer.transition(to: .failed, cause: cause)
                    progress = true
                case .proceed:
                    recognizer.pendingState = nil
                    recognizer.transition(to: target, cause: recognizer.reportedWaiting ? .failureRequirementsMet : .recognizer)
                    excludeOthers(recognizer)
                    progress = true
                }
            }
            if progress { needsAnotherPass = true }
        }
    }

    private func decision(for recognizer: GestureRecognizer) -> Decision {
        // require(toFail:): wait while a required recognizer may still recognize; fail if one did.
        var blockers: [GestureRecognizer] = []
        for other in recognizer.failureRequirements {
            switch other.storedState {
            case .began, .changed, .ended, .cancelled:
                return .fail(.requiredToFail(other))
            case .possible where other.isParticipating:
                blockers.append(other)
            default:
                break // failed, or idle: it is not in this gesture
            }
        }
        if !blockers.isEmpty { return .wait(blockers) }
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            return .fail(.delegateRefused)
        }
        for view in viewsAsked(by: recognizer) where !view.gestureRecognizerShouldBegin(recognizer) {
            return .fail(.viewRefused(view))
        }
        for other in participants where other !== recognizer && Self.hasRecognized(other)
            && shares(recognizer, other) && !simultaneous(recognizer, other) {
            return .fail(.preventedBy(other))
        }
        return .proceed
    }

    /// Began, changed, or recognized and not yet reset.
    private static func hasRecognized(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.storedState == .began || recognizer.storedState == .changed || recognizer.storedState == .ended
    }

    /// The views whose `gestureRecognizerShouldBegin(_:)` is asked: each
    /// touch's view and its ancestors up to the recognizer's view. UIKit asks the
    /// touched view too (UISlider refuses a swipe on its thumb there), which is
    /// how a control keeps a tap for itself (SPEC 4.4).
    private func viewsAsked(by recognizer: GestureRecognizer) -> [View] {
        var views: [View] = []
        for touch in recognizer.tracked {
            var current = touch.view
            while let v = current {
                if !views.contains(where: { $0 === v }) { views.append(v) }
                if v === recognizer.view { break }
                current = v.superview
            }
        }
        if let own = recognizer.view, !views.contains(where: { $0 === own }) { views.append(own) }
        return views
    }

    private func shares(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.tracked.contains { touch in b.tracked.contains { $0 === touch } }
    }

    /// Either delegate saying yes is enough.
    private func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// `winner` left `possible`: the recognizers that required it to fail fail,
    /// and so do those of the same touches that may not recognize alongside it.
    private func excludeOthers(_ winner: GestureRecognizer) {
        for other in participants where other !== winner && other.storedState == .possible {
            if other.failureRequirements.contains(where: { $0 === winner }) {
                other.pendingState = nil
                other.transition(to: .failed, cause: .requiredToFail(winner))
            } else if shares(winner, other), !simultaneous(winner, other) {
                other.pendingState = nil
                other.transition(to: .failed, cause: .preventedBy(winner))
            }
        }
    }

    private func sendDueActions() {
        for recognizer in participants where recognizer.needsActions {
            recognizer.needsActions = false
            recognizer.sendActions()
            needsAnotherPass = true
        }
    }

    /// A recognizer still `possible` with no touch down, no deadline and nothing
    /// pending can never recognize: it fails, so that it stops delaying touches.
    private func failStranded() {
        for recognizer in participants where recognizer.storedState == .possible && recognizer.pendingState == nil
            && recognizer.deadline == nil && recognizer.hasTrackedTouches && recognizer.liveTouches.isEmpty {
            recognizer.transition(to: .failed, cause: .touchesGone)
            needsAnotherPass = true
        }
    }

    /// SPEC 3.4: a recognizer that recognized with `cancelsTouchesInView` takes
    /// its touches; views that had them get `touchesCancelled`, grouped by view.
    private func takeTouchesFromViews(_ event: Event?) {
        for recognizer in participants where recognizer.takesTouchesFromViews {
            recognizer.takesTouchesFromViews = false
            var cancels: [(view: View, touches: Set<Touch>)] = []
            for touch in recognizer.tracked {
                guard let recognition = touch.recognition, !recognition.isTaken else { continue }
                recognition.isTaken = true
                recognition.takenBy = recognizer
                held.removeAll { $0 === touch }
                recognition.beganDelayed = false
                recognition.endDelayed = false
                guard recognition.sentBegan, !recognition.viewFinished, let view = touch.view else { continue }
                recognition.viewFinished = true
                if let i = cancels.firstIndex(where: { $0.view === view }) {
                    cancels[i].touches.insert(touch)
                } else {
                    cancels.append((view, [touch]))
                }
            }
            for (view, touches) in cancels {
                deliverLate(touches, phase: .cancelled, to: view, effect: .cancelledBy(recognizer), event: event)
            }
            needsAnotherPass = true
        }
    }

    /// Delivers the phases held back once no recognizer that delays them may
    /// still recognize: a late `touchesBegan` (at the touch's current location),
    /// then a late `touchesEnded` if the touch has ended.
    private func releaseHeldTouches(_ event: Event?) {
        for touch in held {
            guard let recognition = touch.recognition, !recognition.isTaken, let view = touch.view else {
                held.removeAll { $0 === touch }
                continue
            }
            if recognition.beganDelayed, recognition.blocker(ofBegan: true) == nil {
                recognition.beganDelayed = false
                recognition.sentBegan = true
                deliverLate([touch], phase: .began, to: view, effect: .releasedAfterDelay, event: event)
                needsAnotherPass = true
            }
            if !recognition.beganDelayed, recognition.endDelayed, recognition.blocker(ofBegan: false) == nil {
                recognition.endDelayed = false
                if !recognition.viewFinished {
                    recognition.viewFinished = true
                    deliverLate([touch], phase: .ended, to: view, effect: .releasedAfterDelay, event: event)
                }
                needsAnotherPass = true
            }
            if !recognition.beganDelayed, !recognition.endDelayed {
                held.removeAll { $0 === touch }
            }
        }
    }

    /// Puts finished recognizers whose touches are all up back to `possible`,
    /// and lets idle ones leave the participants.
    private func resetFinished() {
        var kept: [GestureRecognizer] = []
        var finished: [GestureRecognizer] = []
        for recognizer in participants {
            if recognizer.storedState.isFinished, recognizer.liveTouches.isEmpty, !recognizer.needsActions {
                finished.append(recognizer)
            } else if recognizer.storedState == .possible, recognizer.pendingState == nil,
                      !recognizer.hasTrackedTouches, recognizer.deadline == nil {
                recognizer.isParticipating = false
            } else {
                kept.append(recognizer)
            }
        }
        participants = kept
        for recognizer in finished {
            let old = recognizer.storedState
            recognizer.untrackAll()
            recognizer.pendingState = nil
            recognizer.reportedWaiting = false
            recognizer.takesTouchesFromViews = false
            cancelDeadline(of: recognizer)
            recognizer.isParticipating = false
            recognizer.storedState = .possible
            application.report(.recognizerStateChanged(recognizer, from: old, to: .possible, cause: .reset))
            recognizer.reset()
        }
        if !finished.isEmpty { needsAnotherPass = true }
    }

    /// Delivers a phase to a view outside the window's own pass, with the
    /// touches showing that phase while the view looks at them.
    private func deliverLate(_ touches: Set<Touch>, phase: Touch.Phase, to view: View,
                             effect: DeliveryTrace.GestureEffect, event: Event?) {
        let carrier = event ?? makeEvent(including: touches)
        let saved = touches.map { ($0, $0.phase) }
        for touch in touches { touch.phase = phase }
        Window.deliver(touches, phase: phase, to: view, with: carrier, effect: effect)
        for (touch, phase) in saved { touch.phase = phase }
    }

    private func makeEvent(including touches: Set<Touch>) -> Event {
        let event = Event(timestamp: application.currentTime, touches: Set(application.activeTouches).union(touches))
        event.deliveryRecorder = outOfBandRecorder
        return event
    }
}
