import HostInput
import ResponderKit
import Testing

@testable import LabKit

private let none: HostInput.PointerButtons = []
private let held: HostInput.PointerButtons = [.primary]

private func press(
    _ x: Double, _ y: Double, at time: Double, button: HostInput.PointerButton = .primary,
    _ modifiers: HostInput.Modifiers = []
) -> HostInput {
    .pointerDown(button, x: x, y: y, time: time, modifiers: modifiers)
}

private func release(_ x: Double, _ y: Double, at time: Double, button: HostInput.PointerButton = .primary) -> HostInput
{
    .pointerUp(button, x: x, y: y, time: time, modifiers: [])
}

private func move(_ x: Double, _ y: Double, at time: Double, _ buttons: HostInput.PointerButtons = [.primary])
    -> HostInput
{
    .pointerMoved(x: x, y: y, time: time, buttons: buttons, modifiers: [])
}

private func wheel(_ dx: Int, _ dy: Int, at time: Double, _ modifiers: HostInput.Modifiers = []) -> HostInput {
    .wheel(dx: dx, dy: dy, x: 10, y: 20, time: time, modifiers: modifiers)
}

private func touch(_ phase: Touch.Phase, _ x: Double, _ y: Double, _ timestamp: Double, id: Int = 0) -> TouchInput {
    .touch(phase: phase, x: x, y: y, id: id, timestamp: timestamp)
}

/// Feeds inputs in order and returns everything the translator produced.
private func translate(_ inputs: [HostInput], into translator: inout StampedTranslator) -> [TouchInput] {
    inputs.flatMap { translator.translate($0) }
}

private func translate(_ inputs: [HostInput]) -> [TouchInput] {
    var translator = StampedTranslator()
    return translate(inputs, into: &translator)
}

@Suite("TouchTranslator: mouse to touches (behaviour 7)")
struct TouchTranslatorTests {
    @Test func buttonOnePressMotionAndReleaseAreBeganMovedEnded() {
        let out = translate([
            press(10, 20, at: 1),
            move(15, 25, at: 1.016),
            move(30, 40, at: 1.032),
            release(31, 41, at: 1.05),
        ])
        #expect(
            out == [
                touch(.began, 10, 20, 1.0),
                touch(.moved, 15, 25, 1.016),
                touch(.moved, 30, 40, 1.032),
                touch(.ended, 31, 41, 1.05),
            ])
    }

    @Test func releaseOutsideTheWindowEndsAtTheReleasePoint() {
        let out = translate([
            press(10, 10, at: 0.5),
            move(-40, 5, at: 0.52),
            .pointerLeft,
            move(-120, -30, at: 0.54),
            release(-130, -35, at: 0.56),
        ])
        #expect(
            out == [
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
        #expect(translator.translate(move(900, 2000, at: 0.01)) == [touch(.moved, 900, 2000, 0.01)])
    }

    @Test func wheelNotchesAreNotTouches() {
        var translator = StampedTranslator()
        for (dx, dy) in [(0, -1), (0, 1), (-1, 0), (1, 0), (0, 3)] {
            #expect(translator.translate(wheel(dx, dy, at: 0.1)) == [.wheel(dx: dx, dy: dy, x: 10, y: 20)])
        }
        #expect(!translator.isTracking)
    }

    @Test func shiftTurnsTheVerticalWheelSideways() {
        var translator = StampedTranslator()
        #expect(translator.translate(wheel(0, -1, at: 0, [.shift])) == [.wheel(dx: -1, dy: 0, x: 10, y: 20)])
        #expect(translator.translate(wheel(0, 1, at: 0.001, [.shift])) == [.wheel(dx: 1, dy: 0, x: 10, y: 20)])
        // A sideways turn stays sideways.
        #expect(translator.translate(wheel(1, 0, at: 0.002, [.shift])) == [.wheel(dx: 1, dy: 0, x: 10, y: 20)])
    }

    @Test func wheelDuringADragDoesNotDisturbTheTouch() {
        let out = translate([press(10, 20, at: 0), wheel(0, -1, at: 0.005), release(10, 20, at: 0.009)])
        #expect(out == [touch(.began, 10, 20, 0), .wheel(dx: 0, dy: -1, x: 10, y: 20), touch(.ended, 10, 20, 0.009)])
    }

    @Test func theMiddleButtonsPressAndReleaseAreNothing() {
        #expect(translate([press(1, 1, at: 0, button: .middle), release(1, 1, at: 0.001, button: .middle)]).isEmpty)
    }

    @Test func draggingWithTheMiddleButtonPansByEachMoveAndTouchesNothing() {
        let middle: HostInput.PointerButtons = [.middle]
        let out = translate([
            press(100, 100, at: 0, button: .middle),
            move(110, 95, at: 0.001, middle), move(110, 95, at: 0.002, middle), move(130, 90, at: 0.003, middle),
            release(130, 90, at: 0.004, button: .middle),
            move(140, 90, at: 0.005, none),
        ])
        #expect(out == [.pan(dx: 10, dy: -5), .pan(dx: 20, dy: -5), .hover(x: 140, y: 90)])
    }

    @Test func theMirrorCentreMovedAfterAZoomIsWhereCtrlShiftMirrors() {
        var translator = StampedTranslator(mirrorCenter: (x: 380, y: 364))
        translator.mirrorCenter = (x: 200, y: 300)
        let out = translator.translate(press(150, 260, at: 0, [.control, .shift]))
        #expect(out.last == touch(.began, 250, 340, 0, id: TouchTranslator.mirroredTouchID))
    }

    @Test func theSecondaryButtonInspectsAndDeliversNoTouch() {
        var translator = StampedTranslator()
        #expect(translator.translate(press(42, 24, at: 0, button: .secondary)) == [.inspect(x: 42, y: 24)])
        #expect(translator.translate(release(42, 24, at: 0.005, button: .secondary)).isEmpty)
        #expect(!translator.isTracking)
    }

    @Test func theSecondaryButtonDuringATouchInspectsWithoutEndingIt() {
        let out = translate([
            press(1, 1, at: 0),
            press(2, 2, at: 0.01, button: .secondary),
            release(2, 2, at: 0.02, button: .secondary),
            release(3, 3, at: 0.03),
        ])
        #expect(out == [touch(.began, 1, 1, 0), .inspect(x: 2, y: 2), touch(.ended, 3, 3, 0.03)])
    }

    @Test func aSecondPressWithoutReleaseCancelsTheOldTouchFirst() {
        let out = translate([
            press(10, 10, at: 0.1),
            move(12, 14, at: 0.11),
            // The release was lost (another client took it, say).
            press(50, 60, at: 0.3),
        ])
        #expect(
            out == [
                touch(.began, 10, 10, 0.1),
                touch(.moved, 12, 14, 0.11),
                touch(.cancelled, 12, 14, 0.3),
                touch(.began, 50, 60, 0.3),
            ])
    }

    @Test func releaseWithoutPressIsNothing() {
        var translator = StampedTranslator()
        #expect(translator.translate(release(5, 5, at: 0.01)).isEmpty)
        #expect(translate([press(1, 1, at: 0), release(1, 1, at: 0.001), release(1, 1, at: 0.002)]).count == 2)
    }

    @Test func motionWithoutAButtonIsHover() {
        #expect(translate([move(7, 8, at: 0, none)]) == [.hover(x: 7, y: 8)])
    }

    @Test func motionWithThePrimaryButtonButNoTouchIsNothing() {
        // The button went down before the window saw it: neither touch nor hover.
        #expect(translate([move(7, 8, at: 0, held)]).isEmpty)
    }

    @Test func motionWithoutThePrimaryButtonDuringATouchCancelsIt() {
        // The release was lost; the pointer now moves with no button held.
        let out = translate([press(1, 1, at: 0), move(2, 2, at: 0.01), move(9, 9, at: 0.02, none)])
        #expect(
            out == [
                touch(.began, 1, 1, 0), touch(.moved, 2, 2, 0.01),
                touch(.cancelled, 2, 2, 0.02), .hover(x: 9, y: 9),
            ])
    }

    @Test func motionToTheSameSpotIsNotAMove() {
        #expect(translate([press(4, 4, at: 0), move(4, 4, at: 0.005)]) == [touch(.began, 4, 4, 0)])
    }

    @Test func grabLossCancelsTheLiveTouch() {
        let out = translate([press(10, 10, at: 1), move(20, 30, at: 1.1), .grabLost])
        #expect(
            out == [
                touch(.began, 10, 10, 1), touch(.moved, 20, 30, 1.1),
                touch(.cancelled, 20, 30, 1.1),
            ])
    }

    @Test func afterAGrabLossTheLateMotionAndReleaseAreIgnored() {
        var translator = StampedTranslator()
        _ = translate([press(10, 10, at: 0), .grabLost], into: &translator)
        #expect(translator.translate(move(11, 11, at: 0.005)).isEmpty)
        #expect(translator.translate(release(12, 12, at: 0.009)).isEmpty)
    }

    @Test(arguments: [HostInput.unmapped, .grabLost])
    func losingThePointerCancelsTheLiveTouchAtItsLastLocation(event: HostInput) {
        var translator = StampedTranslator()
        _ = translate([press(3, 4, at: 2), move(5, 6, at: 2.01)], into: &translator)
        #expect(translator.translate(event) == [touch(.cancelled, 5, 6, 2.01)])
        #expect(!translator.isTracking)
        #expect(translator.translate(event).isEmpty, "nothing left to cancel")
    }

    /// The close button asks the window to close; the window ends what is down as it closes (``LabWindow/close()``), once.
    @Test(arguments: [
        HostInput.expose, .mapped, .focusIn, .focusOut, .resized(width: 10, height: 10), .closeRequested,
        .key(.init(key: .tab, isPress: true, time: 0)),
    ])
    func eventsThatAreNotAboutThePointerLeaveTheTouchAlone(event: HostInput) {
        var translator = StampedTranslator()
        _ = translator.translate(press(1, 1, at: 0))
        #expect(translator.translate(event).isEmpty)
        #expect(translator.isTracking)
    }

    @Test func enteringHoversAndLeavingEndsTheHover() {
        #expect(translate([.pointerEntered(x: 3, y: 9), .pointerLeft]) == [.hover(x: 3, y: 9), .hoverEnded])
    }

    @Test func crossingsDuringATouchAreNotHover() {
        let out = translate([press(1, 1, at: 0), .pointerLeft, .pointerEntered(x: 2, y: 2), release(2, 2, at: 0.003)])
        #expect(out == [touch(.began, 1, 1, 0), touch(.ended, 2, 2, 0.003)])
    }

    @Test func theMouseIsTouchZero() {
        var translator = StampedTranslator()
        _ = translator.translate(press(1, 1, at: 0))
        #expect(TouchTranslator.mouseTouchID == 0)
        #expect(translator.liveTouchIDs == [0])
    }
}
