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
    /// A scroll view's `touchesShouldBegin` said no: the view gets nothing of the touch (behaviour 10.4).
    weak var refusedBy: ScrollView?
    /// A scroll view's `touchesShouldCancel` said no to its pan: the view keeps the touch (behaviour 10.5).
    weak var keptBy: ScrollView?
    /// The scroll view whose content-touch delay held `touchesBegan` back (behaviour 10.3).
    weak var delayedBy: ScrollView?

    /// The view has the touch: it got `touchesBegan` and nothing has ended it for the view.
    var contentHasTouch: Bool { sentBegan && !viewFinished && !isTaken }

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
        isEnabled && pendingState == nil
            && (storedState == .possible || storedState == .began || storedState == .changed)
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
    var participants: [GestureRecognizer] = []
    /// Touches with a phase held back from their view.
    var held: [Touch] = []
    private var deadlines: [(time: Double, order: Int, recognizer: GestureRecognizer)] = []
    private var deadlineOrder = 0
    private var isDelivering = false
    var isSettling = false
    var needsAnotherPass = false
    /// Records deliveries made outside an input's dispatch (deadlines, changes from code) while observed.
    var outOfBandRecorder: DeliveryRecorder?

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
            if effect != nil || recognition.refusedBy != nil, let view = touch.view {
                event.deliveryRecorder?.withheld([touch], phase: phase, view: view, effect: effect)
            }
        }
        if recognition.isTaken {
            note(recognition.takenBy.map { .takenBy($0) })
            return false
        }
        if recognition.refusedBy != nil {
            note(nil)
            return false
        }
        switch phase {
        case .began:
            if let blocker = recognition.blocker(ofBegan: true) {
                recognition.beganDelayed = true
                recognition.delayedBy =
                    recognition.live.lazy
                    .compactMap {
                        $0.storedState == .possible ? ($0 as? DelayedTouchesBeganGestureRecognizer)?.scrollView : nil
                    }
                    .first
                hold(touch)
                note(.delayedBy(blocker))
                return false
            }
            if refusedByScrollView(touch, event: event) {
                note(nil)
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

    /// Asks the scroll views around the touch's view whether their content may
    /// have it (behaviour 10.4); notes a refusal, after which the view gets nothing.
    func refusedByScrollView(_ touch: Touch, event: Event?) -> Bool {
        guard let recognition = touch.recognition, let scrollView = ScrollView.refusingContent(touch, with: event)
        else { return false }
        recognition.refusedBy = scrollView
        recognition.beganDelayed = false
        recognition.endDelayed = false
        recognition.viewFinished = true
        return true
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
}
