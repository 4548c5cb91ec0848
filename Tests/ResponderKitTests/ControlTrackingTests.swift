import ResponderKit
import Testing

@Suite("Controls: tracking and control events (behaviour 4.1, 4.2)")
@MainActor
struct ControlTrackingTests {
    /// A 100 × 40 button at (100, 100) in a 400 × 400 window. Inside (behaviour 4.2)
    /// is x in [30, 270) and y in [30, 210), window coordinates.
    @MainActor
    final class Scene {
        let log = EventLog()
        let app: Application
        let window: Window
        let button: TrackingButton

        init() {
            (app, window) = makeApp()
            button = TrackingButton("button", frame: Rect(x: 100, y: 100, width: 100, height: 40), log: log)
            window.addSubview(button)
        }

        func touch(_ phase: Touch.Phase, _ x: Double, _ y: Double, at time: Double, id: Int = 0) {
            app.injectTouch(phase, at: Point(x: x, y: y), in: window, id: id, timestamp: time)
        }
    }

    let s = Scene()

    @Test func dragOutAndBackGivesTheSpecEventSequence() {
        s.touch(.began, 150, 120, at: 0)
        s.touch(.moved, 160, 120, at: 0.1)  // inside
        s.touch(.moved, 150, 300, at: 0.2)  // 160 below the bottom edge: out
        s.touch(.moved, 150, 310, at: 0.3)  // still out
        s.touch(.moved, 150, 130, at: 0.4)  // back in
        s.touch(.ended, 150, 130, at: 0.5)
        #expect(
            s.log.entries == [
                "beginTracking", "touchDown",
                "continueTracking", "touchDragInside",
                "continueTracking", "touchDragOutside", "touchDragExit",
                "continueTracking", "touchDragOutside",
                "continueTracking", "touchDragInside", "touchDragEnter",
                "endTracking", "touchUpInside", "primaryActionTriggered",
            ])
    }

    @Test func enterAndExitAreSentInTheSameSendAsTheDrag() {
        let activity = ActivityRecorder(s.app)
        s.touch(.began, 150, 120, at: 0)
        s.touch(.moved, 150, 300, at: 0.1)
        s.touch(.moved, 150, 120, at: 0.2)
        s.touch(.ended, 150, 120, at: 0.3)
        #expect(
            activity.lines == [
                "button sent touchDown",
                "button sent touchDragOutside|touchDragExit",
                "button sent touchDragInside|touchDragEnter",
                "button sent touchUpInside",
                "button sent primaryActionTriggered",
            ])
    }

    @Test func releaseOutsideTheMarginIsTouchUpOutside() {
        s.touch(.began, 150, 120, at: 0)
        s.touch(.ended, 150, 300, at: 0.1)
        #expect(s.log.entries == ["beginTracking", "touchDown", "endTracking", "touchUpOutside"])
    }

    @Test func insideMeansTheBoundsGrownBySeventyPointsOnEverySide() {
        #expect(Control.trackingMargin == 70)
        #expect(s.button.trackingBounds == Rect(x: -70, y: -70, width: 240, height: 180))
        s.touch(.began, 150, 120, at: 0)
        var seen: [Bool] = []
        // Window y 209.5 is 69.5 below the bottom edge; 210 is 70 below: the grown
        // rectangle's maximum edge is outside, like any rectangle's.
        for (i, (x, y)) in [(150.0, 209.5), (150, 210), (30, 120), (29.9, 120), (269.9, 30), (270, 30)].enumerated() {
            s.touch(.moved, x, y, at: 0.1 * Double(i + 1))
            seen.append(s.button.isTouchInside)
        }
        #expect(seen == [true, false, true, false, true, false])
    }

    @Test func buttonIsHighlightedWhileTrackingInsideOnly() {
        #expect(!s.button.isHighlighted && !s.button.isTracking)
        s.touch(.began, 150, 120, at: 0)
        #expect(s.button.isHighlighted && s.button.isTracking && s.button.isTouchInside)
        s.touch(.moved, 150, 300, at: 0.1)
        #expect(!s.button.isHighlighted && s.button.isTracking && !s.button.isTouchInside)
        s.touch(.moved, 150, 150, at: 0.2)  // 10 below the bounds, inside the margin
        #expect(s.button.isHighlighted)
        s.touch(.ended, 150, 150, at: 0.3)
        #expect(!s.button.isHighlighted && !s.button.isTracking && !s.button.isTouchInside)
    }

    @Test func secondQuickPressAddsTouchDownRepeat() {
        s.touch(.began, 150, 120, at: 0)
        s.touch(.ended, 150, 120, at: 0.05)
        s.touch(.began, 152, 121, at: 0.2)
        #expect(s.log.entries.suffix(3) == ["beginTracking", "touchDown", "touchDownRepeat"])
    }

    @Test func cancelledTouchCallsCancelTrackingThenTouchCancel() {
        s.touch(.began, 150, 120, at: 0)
        s.touch(.cancelled, 150, 120, at: 0.1)
        #expect(s.log.entries == ["beginTracking", "touchDown", "cancelTracking", "touchCancel"])
        #expect(!s.button.isTracking && !s.button.isHighlighted)
    }

    @Test func controlLeavingTheWindowMidTouchSendsTouchCancel() {
        s.touch(.began, 150, 120, at: 0)
        s.button.removeFromSuperview()
        s.touch(.ended, 150, 120, at: 0.1)
        #expect(s.log.entries == ["beginTracking", "touchDown", "cancelTracking", "touchCancel"])
    }

    @Test func beginTrackingThatSaysNoSendsNoEventsForTheTouch() {
        s.button.beginsTracking = false
        s.touch(.began, 150, 120, at: 0)
        #expect(!s.button.isTracking && !s.button.isHighlighted)
        s.touch(.moved, 155, 120, at: 0.1)
        s.touch(.ended, 155, 120, at: 0.2)
        #expect(s.log.entries == ["beginTracking"])
    }

    @Test func continueTrackingThatSaysNoEndsTracking() {
        s.button.continuesTracking = false
        s.touch(.began, 150, 120, at: 0)
        s.touch(.moved, 155, 120, at: 0.1)
        s.touch(.moved, 160, 120, at: 0.2)
        s.touch(.ended, 160, 120, at: 0.3)
        #expect(s.log.entries == ["beginTracking", "touchDown", "continueTracking"])
        #expect(!s.button.isTracking)
    }

    @Test func controlFollowsOnlyItsFirstTouch() {
        s.button.isMultipleTouchEnabled = true
        s.touch(.began, 150, 120, at: 0, id: 0)
        s.touch(.began, 120, 110, at: 0.01, id: 1)
        s.touch(.ended, 120, 110, at: 0.02, id: 1)
        #expect(s.log.entries == ["beginTracking", "touchDown"])
        #expect(s.button.isTracking)
        s.touch(.ended, 150, 120, at: 0.03, id: 0)
        #expect(s.log.entries.suffix(3) == ["endTracking", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func plainControlSendsNoPrimaryAction() {
        let control = Control(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        s.window.addSubview(control)
        var events: [String] = []
        control.addAction(for: .allEvents) { _ in events.append("any") }
        control.addAction(for: .primaryActionTriggered) { _ in events.append("primary") }
        s.touch(.began, 10, 10, at: 0)
        s.touch(.ended, 10, 10, at: 0.1)
        #expect(events == ["any", "any"])
    }

    @Test func controlHandlesItsTouchesSoTheyDoNotReachItsSuperview() {
        let card = ProbeView("card", frame: Rect(x: 0, y: 0, width: 400, height: 400), log: s.log, handles: true)
        s.window.addSubview(card)
        card.addSubview(s.button)
        s.touch(.began, 150, 120, at: 0)
        s.touch(.ended, 150, 120, at: 0.1)
        #expect(!s.log.entries.contains { $0.hasPrefix("card") })
        #expect(s.log.entries.contains("touchUpInside"))
    }

    @Test func isEnabledSelectedAndHighlightedAreSettable() {
        let control = Control(frame: .zero)
        #expect(control.isEnabled && !control.isSelected && !control.isHighlighted)
        control.isSelected = true
        control.isHighlighted = true
        control.isEnabled = false
        #expect(control.isSelected && control.isHighlighted && !control.isEnabled)
    }

    @Test func eventNamesAreUIKits() {
        let all: Control.Event = [
            .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
            .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged,
            .primaryActionTriggered,
        ]
        #expect(
            all.names == [
                "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter",
                "touchDragExit", "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged",
                "primaryActionTriggered",
            ])
        #expect(Control.Event.allTouchEvents.isSuperset(of: [.touchDown, .touchCancel]))
        #expect(!Control.Event.allTouchEvents.contains(.valueChanged))
        #expect(Control.Event.allEvents.isSuperset(of: all))
    }
}

@Suite("A switch flips under a tap, as UIKit's does")
@MainActor
struct SwitchTapTests {
    let app: Application
    let window: Window
    let toggle = Switch(frame: Rect(x: 100, y: 100, width: 51, height: 31))

    init() {
        (app, window) = makeApp()
        window.addSubview(toggle)
    }

    private func tap(_ x: Double, _ y: Double, releasingAt end: Point? = nil) {
        app.injectTouch(.began, at: Point(x: x, y: y), in: window, id: 0, timestamp: 0)
        app.injectTouch(.ended, at: end ?? Point(x: x, y: y), in: window, id: 0, timestamp: 0.1)
    }

    @Test func aTapFlipsItAndSendsValueChangedBeforeTouchUpInside() {
        let activity = ActivityRecorder(app)
        tap(120, 115)
        #expect(toggle.isOn)
        let sent = activity.lines.compactMap { line in line.range(of: " sent ").map { String(line[$0.upperBound...]) } }
        #expect(sent == ["touchDown", "valueChanged|primaryActionTriggered", "touchUpInside"])
        tap(120, 115)
        #expect(!toggle.isOn)
    }

    @Test func aReleaseOffTheSwitchLeavesItAsItWas() {
        tap(120, 115, releasingAt: Point(x: 200, y: 115))  // inside the tracking margin, off the switch
        #expect(!toggle.isOn)
    }

    @Test func codeSettingItSendsNothing() {
        var changes = 0
        toggle.addAction(for: .valueChanged) { _ in changes += 1 }
        toggle.setOn(true, animated: false)
        #expect(toggle.isOn && changes == 0)
        tap(120, 115)
        #expect(!toggle.isOn && changes == 1)
    }
}
