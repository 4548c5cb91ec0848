import HostInput
import Testing

@testable import LabKit

@Suite("TouchTranslator: Ctrl adds a second finger mirrored about the press point")
struct SecondFingerTests {
    private func press(_ x: Double, _ y: Double, _ modifiers: HostInput.Modifiers) -> HostInput {
        .pointerDown(.primary, x: x, y: y, time: 1, modifiers: modifiers)
    }

    @Test func ctrlPressBeginsTwoFingersAtThePressPoint() {
        var translator = StampedTranslator()
        #expect(
            translator.translate(press(100, 80, [.control])) == [
                .touch(phase: .began, x: 100, y: 80, id: 0, timestamp: 1),
                .touch(phase: .began, x: 100, y: 80, id: 1, timestamp: 1),
            ])
        #expect(translator.liveTouchIDs == [0, 1])
    }

    @Test func theSecondFingerMovesMirroredAboutThePressPoint() {
        var translator = StampedTranslator()
        _ = translator.translate(press(100, 80, [.control]))
        let moved = translator.translate(
            .pointerMoved(x: 130, y: 70, time: 1.016, buttons: [.primary], modifiers: [.control]))
        #expect(
            moved == [
                .touch(phase: .moved, x: 130, y: 70, id: 0, timestamp: 1.016),
                .touch(phase: .moved, x: 70, y: 90, id: 1, timestamp: 1.016),
            ])
    }

    @Test func releasingEndsBothFingersWhereTheyAre() {
        var translator = StampedTranslator()
        _ = translator.translate(press(100, 80, [.control]))
        let ended = translator.translate(.pointerUp(.primary, x: 90, y: 100, time: 1.1, modifiers: []))
        #expect(
            ended == [
                .touch(phase: .ended, x: 90, y: 100, id: 0, timestamp: 1.1),
                .touch(phase: .ended, x: 110, y: 60, id: 1, timestamp: 1.1),
            ])
        #expect(!translator.isTracking)
    }

    @Test func ctrlShiftPutsTheSecondFingerAcrossTheMirrorCenter() {
        var translator = StampedTranslator(mirrorCenter: (x: 380, y: 364))
        #expect(
            translator.translate(press(100, 80, [.control, .shift])) == [
                .touch(phase: .began, x: 100, y: 80, id: 0, timestamp: 1),
                .touch(phase: .began, x: 660, y: 648, id: 1, timestamp: 1),
            ])
        let moved = translator.translate(
            .pointerMoved(x: 110, y: 80, time: 1.01, buttons: [.primary], modifiers: [.control, .shift]))
        #expect(moved.last == .touch(phase: .moved, x: 650, y: 648, id: 1, timestamp: 1.01))
    }

    @Test func withoutCtrlThereIsOneFingerEvenIfCtrlIsPressedLater() {
        var translator = StampedTranslator()
        #expect(translator.translate(press(10, 10, [])).count == 1)
        #expect(
            translator.translate(.pointerMoved(x: 20, y: 10, time: 1.01, buttons: [.primary], modifiers: [.control]))
                .count == 1)
    }

    @Test func losingThePointerCancelsBothFingers() {
        var translator = StampedTranslator()
        _ = translator.translate(press(100, 80, [.control]))
        let cancelled = translator.translate(.grabLost)
        #expect(cancelled.count == 2)
        #expect(cancelled.allSatisfy { if case .touch(.cancelled, _, _, _, _) = $0 { true } else { false } })
        #expect(!translator.isTracking)
    }
}
