import Testing
import ResponderKit
import X11Host
@testable import LabKit

private let none: HostEvent.Modifiers = []
private let held: HostEvent.Modifiers = [.button1]

private func press(_ x: Double, _ y: Double, at time: UInt32, button: Int = 1,
                   _ modifiers: HostEvent.Modifiers = []) -> HostEvent {
    .buttonPress(button: button, x: x, y: y, time: time, modifiers: modifiers)
}

private func release(_ x: Double, _ y: Double, at time: UInt32, button: Int = 1,
                     _ modifiers: HostEvent.Modifiers = [.button1]) -> HostEvent {
    .buttonRelease(button: button, x: x, y: y, time: time, modifiers: modifiers)
}

private func move(_ x: Double, _ y: Double, at time: UInt32, _ modifiers: HostEvent.Modifiers = [.button1]) -> HostEvent {
    .motion(x: x, y: y, time: time, modifiers: modifiers)
}

private func touch(_ phase: Touch.Phase, _ x: Double, _ y: Double, _ timestamp: Double, id: Int = 0) -> TouchInput {
    .touch(phase: phase, x: x, y: y, id: id, timestamp: timestamp)
}

/// Feeds events in order and returns everything the translator produced.
private func translate(_ events: [HostEvent], into translator: inout StampedTranslator) -> [TouchInput] {
    events.flatMap { translator.translate($0) }
}

private func translate(_ events: [HostEvent]) -> [TouchInput] {
    var translator = StampedTranslator()
    return translate(events, into: &translator)
}

@Suite("TouchTranslator: mouse to touches (behaviour 7)")
struct TouchTranslatorTests {
    @Test func buttonOnePressMotionAndReleaseAreBeganMovedEnded() {
        let out = translate([
            press(10, 20, at: 1000),
            move(15, 25, at: 1016),
            move(30, 40, at: 1032),
            release(31, 41, at: 1050),
        ])
        #expect(out == [
            touch(.began, 10, 20, 1.0),
            touch(.moved, 15, 25, 1.016),
            touch(.moved, 30, 40, 1.032),
            touch(.ended, 31, 41, 1.05),
        ])
    }

    @Test func releaseOutsideTheWindowEndsAtTheReleasePoint() {
        let out = translate([
            press(10, 10, at: 500),
            move(-40, 5, at: 520),
            .pointerLeft,
            move(-120, -30, at: 540),
            release(-130, -35, at: 560),
        ])
        #expect(out == [
            touch(.began, 10, 10, 0.5),
            touch(.moved, -40, 5, 0.52),
            touch(.moved, -120, -30, 0.54),
            touch(.ended, -130, -35, 0.56),
        ])
    }

    @Test func theTouchKeepsTrackingWhileThePointerIsOutside() {
        var translator = StampedTranslator()
        _ = translate([press(5, 5, at: 0), .pointerLeft], into: &translator)
        #expect(translator.isTracking)
        #expect(translator.translate(move(900, 2000, at: 10)) == [touch(.moved, 900, 2000, 0.01)])
    }

    @Test func wheelButtonsAreNotchesNotTouches() {
        var translator = StampedTranslator()
        let notches = [(4, 0, -1), (5, 0, 1), (6, -1, 0), (7, 1, 0)]
        for (button, dx, dy) in notches {
            #expect(translator.translate(press(10, 20, at: 100, button: button)) == [.wheel(dx: dx, dy: dy, x: 10, y: 20)])
            #expect(translator.translate(release(10, 20, at: 101, button: button, [])).isEmpty)
        }
        #expect(!translator.isTracking)
    }

    @Test func shiftTurnsTheVerticalWheelSideways() {
        var translator = StampedTranslator()
        #expect(translator.translate(press(5, 6, at: 0, button: 4, [.shift])) == [.wheel(dx: -1, dy: 0, x: 5, y: 6)])
        #expect(translator.translate(press(5, 6, at: 1, button: 5, [.shift])) == [.wheel(dx: 1, dy: 0, x: 5, y: 6)])
        // The horizontal buttons stay horizontal.
        #expect(translator.translate(press(5, 6, at: 2, button: 7, [.shift])) == [.wheel(dx: 1, dy: 0, x: 5, y: 6)])
    }

    @Test func wheelDuringADragDoesNotDisturbTheTouch() {
        let out = translate([
            press(10, 10, at: 0),
            press(10, 10, at: 5, button: 4, held), release(10, 10, at: 6, button: 4, held),
            release(10, 10, at: 9),
        ])
        #expect(out == [touch(.began, 10, 10, 0), .wheel(dx: 0, dy: -1, x: 10, y: 10), touch(.ended, 10, 10, 0.009)])
    }

    @Test func buttonTwoAndButtonsAboveSevenAreNothing() {
        #expect(translate([press(1, 1, at: 0, button: 2), release(1, 1, at: 1, button: 2, [.button2])]).isEmpty)
        #expect(translate([press(1, 1, at: 0, button: 8), press(1, 1, at: 1, button: 9)]).isEmpty)
    }

    @Test func draggingWithTheMiddleButtonPansByEachMoveAndTouchesNothing() {
        let middle: HostEvent.Modifiers = [.button2]
        let out = translate([
            press(100, 100, at: 0, button: 2),
            move(110, 95, at: 1, middle), move(110, 95, at: 2, middle), move(130, 90, at: 3, middle),
            release(130, 90, at: 4, button: 2, middle),
            move(140, 90, at: 5, none),
        ])
        #expect(out == [.pan(dx: 10, dy: -5), .pan(dx: 20, dy: -5), .hover(x: 140, y: 90)])
    }

    @Test func theMirrorCentreMovedAfterAZoomIsWhereCtrlShiftMirrors() {
        var translator = StampedTranslator(mirrorCenter: (x: 380, y: 364))
        translator.mirrorCenter = (x: 200, y: 300)
        let out = translator.translate(press(150, 260, at: 0, [.control, .shift]))
        #expect(out.last == touch(.began, 250, 340, 0, id: TouchTranslator.mirroredTouchID))
    }

    @Test func aPixelEventScaledByAHalfIsInPoints() {
        #expect(press(600, 510, at: 7, button: 2).scaled(by: 0.5) == press(300, 255, at: 7, button: 2))
        #expect(HostEvent.resized(width: 1600, height: 1000).scaled(by: 0.5) == .resized(width: 1600, height: 1000))
    }

    @Test func buttonThreeInspectsAndDeliversNoTouch() {
        var translator = StampedTranslator()
        #expect(translator.translate(press(42, 24, at: 0, button: 3)) == [.inspect(x: 42, y: 24)])
        #expect(translator.translate(release(42, 24, at: 5, button: 3, [.button3])).isEmpty)
        #expect(!translator.isTracking)
    }

    @Test func buttonThreeDuringATouchInspectsWithoutEndingIt() {
        let out = translate([
            press(1, 1, at: 0),
            press(2, 2, at: 10, button: 3, held),
            release(2, 2, at: 20, button: 3, [.button1, .button3]),
            release(3, 3, at: 30),
        ])
        #expect(out == [touch(.began, 1, 1, 0), .inspect(x: 2, y: 2), touch(.ended, 3, 3, 0.03)])
    }

    @Test func aSecondPressWithoutReleaseCancelsTheOldTouchFirst() {
        let out = translate([
            press(10, 10, at: 100),
            move(12, 14, at: 110),
            // The release was lost (another client took it, say).
            press(50, 60, at: 300),
        ])
        #expect(out == [
            touch(.began, 10, 10, 0.1),
            touch(.moved, 12, 14, 0.11),
            touch(.cancelled, 12, 14, 0.3),
            touch(.began, 50, 60, 0.3),
        ])
    }

    @Test func releaseWithoutPressIsNothing() {
        var translator = StampedTranslator()
        #expect(translator.translate(release(5, 5, at: 10)).isEmpty)
        #expect(translate([press(1, 1, at: 0), release(1, 1, at: 1), release(1, 1, at: 2)]).count == 2)
    }

    @Test func motionWithoutAButtonIsHover() {
        #expect(translate([move(7, 8, at: 0, none)]) == [.hover(x: 7, y: 8)])
    }

    @Test func motionWithButtonOneButNoTouchIsNothing() {
        // Button 1 went down before the window saw it: neither touch nor hover.
        #expect(translate([move(7, 8, at: 0, held)]).isEmpty)
    }

    @Test func motionWithoutButtonOneDuringATouchCancelsIt() {
        // The release was lost; the pointer now moves with no button held.
        let out = translate([press(1, 1, at: 0), move(2, 2, at: 10), move(9, 9, at: 20, none)])
        #expect(out == [
            touch(.began, 1, 1, 0), touch(.moved, 2, 2, 0.01),
            touch(.cancelled, 2, 2, 0.02), .hover(x: 9, y: 9),
        ])
    }

    @Test func motionToTheSameSpotIsNotAMove() {
        #expect(translate([press(4, 4, at: 0), move(4, 4, at: 5)]) == [touch(.began, 4, 4, 0)])
    }

    @Test func grabLossCancelsTheLiveTouch() {
        let out = translate([press(10, 10, at: 1000), move(20, 30, at: 1100), .grabLost])
        #expect(out == [
            touch(.began, 10, 10, 1), touch(.moved, 20, 30, 1.1),
            touch(.cancelled, 20, 30, 1.1),
        ])
    }

    @Test func afterAGrabLossTheLateMotionAndReleaseAreIgnored() {
        var translator = StampedTranslator()
        _ = translate([press(10, 10, at: 0), .grabLost], into: &translator)
        #expect(translator.translate(move(11, 11, at: 5)).isEmpty)
        #expect(translator.translate(release(12, 12, at: 9)).isEmpty)
    }

    @Test(arguments: [HostEvent.unmapped, .closeRequested, .grabLost])
    func losingTheWindowCancelsTheLiveTouchAtItsLastLocation(event: HostEvent) {
        var translator = StampedTranslator()
        _ = translate([press(3, 4, at: 2000), move(5, 6, at: 2010)], into: &translator)
        #expect(translator.translate(event) == [touch(.cancelled, 5, 6, 2.01)])
        #expect(!translator.isTracking)
        #expect(translator.translate(event).isEmpty, "nothing left to cancel")
    }

    @Test(arguments: [HostEvent.expose, .mapped, .focusIn, .focusOut, .resized(width: 10, height: 10),
                      .key(.init(keysym: HostEvent.Keysym.tab, name: "Tab", text: "\t", modifiers: [], isPress: true))])
    func eventsThatAreNotAboutThePointerLeaveTheTouchAlone(event: HostEvent) {
        var translator = StampedTranslator()
        _ = translator.translate(press(1, 1, at: 0))
        #expect(translator.translate(event).isEmpty)
        #expect(translator.isTracking)
    }

    @Test func enteringHoversAndLeavingEndsTheHover() {
        #expect(translate([.pointerEntered(x: 3, y: 9), .pointerLeft]) == [.hover(x: 3, y: 9), .hoverEnded])
    }

    @Test func crossingsDuringATouchAreNotHover() {
        let out = translate([press(1, 1, at: 0), .pointerLeft, .pointerEntered(x: 2, y: 2), release(2, 2, at: 3)])
        #expect(out == [touch(.began, 1, 1, 0), touch(.ended, 2, 2, 0.003)])
    }

    @Test func timestampsAreXMillisecondsAsSeconds() {
        let out = translate([press(0, 0, at: 123_456), release(0, 0, at: 123_706)])
        #expect(out == [touch(.began, 0, 0, 123.456), touch(.ended, 0, 0, 123.706)])
    }

    @Test func timestampsSurviveTheThirtyTwoBitWrap() {
        let beforeWrap: UInt32 = .max - 99      // 100 ms before the wrap
        let out = translate([
            press(0, 0, at: beforeWrap),
            move(1, 1, at: .max),
            move(2, 2, at: 150),                   // 151 ms after .max
            release(2, 2, at: 400),
        ])
        let start = Double(beforeWrap) / 1000
        guard out.count == 4 else { Issue.record("got \(out)"); return }
        let stamps = out.compactMap { input -> Double? in
            if case let .touch(_, _, _, _, timestamp) = input { return timestamp } else { return nil }
        }
        #expect(stamps.count == 4)
        #expect(abs(stamps[1] - (start + 0.099)) < 1e-9)
        #expect(abs(stamps[2] - (start + 0.250)) < 1e-9)
        #expect(abs(stamps[3] - (start + 0.500)) < 1e-9)
        #expect(stamps == stamps.sorted(), "never goes backwards across the wrap")
    }

    @Test func aDoubleClickAcrossTheWrapIsShortInSeconds() {
        // tapCount needs real intervals: 0xFFFF_FF00 → 0x20 is 288 ms, not −49.7 days.
        var translator = StampedTranslator()
        let first = translator.translate(press(5, 5, at: 0xFFFF_FF00))
        _ = translator.translate(release(5, 5, at: 0xFFFF_FF50))
        let second = translator.translate(press(5, 5, at: 0x20))
        guard case let .touch(_, _, _, _, t0) = first.first, case let .touch(_, _, _, _, t1) = second.first else {
            Issue.record("expected touches"); return
        }
        #expect(abs((t1 - t0) - 0.288) < 1e-9)
    }

    @Test func aTimestampFromThePastDoesNotMoveTheClockBack() {
        var clock = XTimestampClock()
        #expect(clock.seconds(for: 5000) == 5)
        #expect(clock.seconds(for: 0) == 5)        // a synthetic event with CurrentTime
        #expect(clock.seconds(for: 4990) == 5)
        #expect(clock.seconds(for: 5500) == 5.5)
    }

    @Test func theClockKeepsCountingOverManyWraps() {
        var clock = XTimestampClock()
        var raw: UInt32 = 0
        _ = clock.seconds(for: raw)
        let step: UInt32 = 1 << 30                 // a quarter of the range each time
        for _ in 0..<12 { raw &+= step; _ = clock.seconds(for: raw) }
        #expect(clock.now == Double(UInt64(step) * 12) / 1000)
    }

    @Test func theMouseIsTouchZero() {
        var translator = StampedTranslator()
        _ = translator.translate(press(1, 1, at: 0))
        #expect(TouchTranslator.mouseTouchID == 0)
        #expect(translator.liveTouchIDs == [0])
    }
}
