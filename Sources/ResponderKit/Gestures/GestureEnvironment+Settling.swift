extension GestureEnvironment {
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
                    recognizer.transition(
                        to: target, cause: recognizer.reportedWaiting ? .failureRequirementsMet : .recognizer)
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
                break  // failed, or idle: it is not in this gesture
            }
        }
        if !blockers.isEmpty { return .wait(blockers) }
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            return .fail(.delegateRefused)
        }
        for view in viewsAsked(by: recognizer) where !view.gestureRecognizerShouldBegin(recognizer) {
            return .fail(.viewRefused(view))
        }
        for other in participants
        where other !== recognizer && Self.hasRecognized(other)
            && shares(recognizer, other) && !simultaneous(recognizer, other)
        {
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
    /// how a control keeps a tap for itself (behaviour 4.4).
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
        for recognizer in participants
        where recognizer.storedState == .possible && recognizer.pendingState == nil
            && recognizer.deadline == nil && recognizer.hasTrackedTouches && recognizer.liveTouches.isEmpty
        {
            recognizer.transition(to: .failed, cause: .touchesGone)
            needsAnotherPass = true
        }
    }

    /// behaviour 3.4: a recognizer that recognized with `cancelsTouchesInView` takes
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
                if refusedByScrollView(touch, event: event) {
                    (event?.deliveryRecorder ?? outOfBandRecorder)?
                        .withheld([touch], phase: .began, view: view, effect: nil)
                } else {
                    recognition.sentBegan = true
                    deliverLate([touch], phase: .began, to: view, effect: .releasedAfterDelay, event: event)
                }
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
                !recognizer.hasTrackedTouches, recognizer.deadline == nil
            {
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
    private func deliverLate(
        _ touches: Set<Touch>, phase: Touch.Phase, to view: View,
        effect: DeliveryTrace.GestureEffect, event: Event?
    ) {
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
