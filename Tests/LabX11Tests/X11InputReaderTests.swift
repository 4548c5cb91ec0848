import HostInput
import Testing
import X11Host

@testable import LabX11

/// X's events read as the lab's input: what X numbers, the lab names.
@Suite("X11InputReader: X's events in the lab's terms")
struct X11InputReaderTests {
    private func read(_ events: [X11Event]) -> [HostInput?] {
        var reader = X11InputReader()
        return events.map { reader.input(for: $0) }
    }

    private func key(
        _ keysym: UInt32, _ text: String = "", keycode: UInt32, isPress: Bool = true, isRepeat: Bool = false,
        _ modifiers: X11Event.Modifiers = [], time: UInt32 = 0
    ) -> X11Event {
        .key(
            .init(
                keysym: keysym, name: "", text: text, modifiers: modifiers, isPress: isPress, isRepeat: isRepeat,
                time: time, keycode: keycode))
    }

    @Test func buttonsOneTwoAndThreeArePrimaryMiddleAndSecondary() {
        let read = read([
            .buttonPress(button: 1, x: 1, y: 2, time: 1000, modifiers: [.shift]),
            .buttonRelease(button: 1, x: 3, y: 4, time: 1010, modifiers: [.button1]),
            .buttonPress(button: 2, x: 1, y: 2, time: 1020, modifiers: []),
            .buttonPress(button: 3, x: 1, y: 2, time: 1030, modifiers: [.control]),
        ])
        #expect(
            read == [
                .pointerDown(.primary, x: 1, y: 2, time: 1, modifiers: [.shift]),
                .pointerUp(.primary, x: 3, y: 4, time: 1.01, modifiers: []),
                .pointerDown(.middle, x: 1, y: 2, time: 1.02, modifiers: []),
                .pointerDown(.secondary, x: 1, y: 2, time: 1.03, modifiers: [.control]),
            ])
    }

    @Test func theWheelsButtonsAreNotchesAndTheirReleasesNothing() {
        let presses = read([4, 5, 6, 7].map { .buttonPress(button: $0, x: 10, y: 20, time: 500, modifiers: [.shift]) })
        #expect(
            presses
                == [(0, -1), (0, 1), (-1, 0), (1, 0)].map {
                    .wheel(dx: $0.0, dy: $0.1, x: 10, y: 20, time: 0.5, modifiers: [.shift])
                })
        #expect(
            read([4, 5, 6, 7].map { .buttonRelease(button: $0, x: 10, y: 20, time: 501, modifiers: []) }).allSatisfy {
                $0 == nil
            })
    }

    @Test func buttonsPastSevenAreNothing() {
        #expect(
            read([
                .buttonPress(button: 8, x: 0, y: 0, time: 0, modifiers: []),
                .buttonRelease(button: 9, x: 0, y: 0, time: 0, modifiers: []),
            ]) == [nil, nil])
    }

    @Test func heldButtonsComeWithTheMotionAsButtonsAndTheKeysAsModifiers() {
        #expect(
            read([.motion(x: 5, y: 6, time: 2000, modifiers: [.button1, .button3, .alt])]) == [
                .pointerMoved(x: 5, y: 6, time: 2, buttons: [.primary, .secondary], modifiers: [.alt])
            ])
    }

    @Test func keysymsAreTheLabsKeys() {
        let cases: [(UInt32, String, HostInput.Key)] = [
            (0xFF09, "\t", .tab), (0xFF1B, "\u{1B}", .escape), (0xFF0D, "\r", .return), (0xFF8D, "\r", .return),
            (0xFF08, "\u{8}", .backspace), (0xFFFF, "\u{7F}", .delete), (0xFF51, "", .left), (0xFF53, "", .right),
            (0xFF52, "", .up), (0xFF54, "", .down), (0xFF50, "", .home), (0xFF57, "", .end),
            (0xFF55, "", .pageUp), (0xFF56, "", .pageDown), (0xFFBE, "", .function(1)), (0xFFC9, "", .function(12)),
            (0x61, "a", "a"), (0x41, "A", "A"), (0x2B, "+", "+"), (0x3F, "?", "?"), (0x20, " ", " "), (0x31, "1", "1"),
            (0xFFAB, "+", "+"), (0xFFAD, "-", "-"), (0xFFB0, "0", "0"), (0xFFB7, "7", "7"), (0xFF9A, "", .pageUp),
            (0xE9, "é", "é"), (0x0100_4F60, "你", "你"), (0xFFE1, "", .shift), (0xFFE3, "", .control),
            (0xFFEB, "", .command),
        ]
        for (index, (keysym, text, expected)) in cases.enumerated() {
            let input = read([key(keysym, text, keycode: UInt32(10 + index), time: 100)]).first!
            #expect(
                input == .key(.init(key: expected, text: text, isPress: true, time: 0.1)),
                "keysym 0x\(String(keysym, radix: 16))")
        }
    }

    @Test func shiftTabIsTabWithShiftHeldHoweverTheServerSpellsIt() {
        // XKB's Shift-Tab is ISO_Left_Tab; a server without it sends Tab with Shift in the state.
        #expect(
            read([key(0xFE20, "\t", keycode: 23, [.shift])]) == [
                .key(.init(key: .tab, modifiers: [.shift], isPress: true, time: 0))
            ])
        #expect(
            read([key(0xFE20, "\t", keycode: 23)]) == [
                .key(.init(key: .tab, modifiers: [.shift], isPress: true, time: 0))
            ])
        #expect(
            read([key(0xFF09, "\t", keycode: 23, [.shift])]) == [
                .key(.init(key: .tab, modifiers: [.shift], isPress: true, time: 0))
            ])
    }

    @Test func aKeyTheLabHasNoNameForIsNothing() {
        // dead_grave, XF86AudioMute, Cyrillic_a (a legacy keysym that types nothing through XLookupString).
        #expect(
            read([key(0xFE50, keycode: 30), key(0x1008_FF12, keycode: 31), key(0x6C1, keycode: 32)]) == [nil, nil, nil])
    }

    @Test func aReleaseAndTheRepeatsNameTheKeyThePressNamedWhateverShiftDidMeanwhile() {
        let read = read([
            key(0x61, "a", keycode: 38),
            key(0xFFE1, keycode: 50),
            key(0x41, "A", keycode: 38, isRepeat: true, [.shift]),
            key(0x41, "A", keycode: 38, isPress: false, [.shift]),
        ])
        #expect(
            read[2] == .key(.init(key: "a", text: "A", modifiers: [.shift], isPress: true, isRepeat: true, time: 0)))
        #expect(read[3] == .key(.init(key: "a", text: "A", modifiers: [.shift], isPress: false, time: 0)))
    }

    @Test func aReleaseWhosePressCameBeforeTheKeyboardDidIsNothing() {
        #expect(read([key(0x61, "a", keycode: 38, isPress: false)]) == [nil])
        #expect(
            read([key(0x61, "a", keycode: 38), .focusOut, key(0x61, "a", keycode: 38, isPress: false)]).last! == nil)
    }

    @Test func windowEventsPassAsTheyAre() {
        #expect(
            read([
                .expose, .resized(width: 800, height: 500), .closeRequested, .mapped, .unmapped, .grabLost,
                .pointerEntered(x: 3, y: 4), .pointerLeft, .focusIn, .focusOut,
            ])
                == [
                    .expose, .resized(width: 800, height: 500), .closeRequested, .mapped, .unmapped, .grabLost,
                    .pointerEntered(x: 3, y: 4), .pointerLeft, .focusIn, .focusOut,
                ])
    }

    // MARK: The server's clock

    private func times(_ raw: [UInt32]) -> [Double] {
        read(raw.map { .motion(x: 0, y: 0, time: $0, modifiers: []) }).compactMap { $0?.time }
    }

    @Test func timestampsAreTheServersMillisecondsAsSeconds() {
        #expect(times([123_456, 123_706]) == [123.456, 123.706])
    }

    @Test func timestampsSurviveTheThirtyTwoBitWrap() {
        let beforeWrap: UInt32 = .max - 99  // 100 ms before the wrap
        let stamps = times([beforeWrap, .max, 150, 400])
        let start = Double(beforeWrap) / 1000
        #expect(stamps.count == 4)
        #expect(abs(stamps[1] - (start + 0.099)) < 1e-9)
        #expect(abs(stamps[2] - (start + 0.250)) < 1e-9)
        #expect(abs(stamps[3] - (start + 0.500)) < 1e-9)
        #expect(stamps == stamps.sorted(), "never goes backwards across the wrap")
    }

    @Test func aDoubleClickAcrossTheWrapIsShortInSeconds() {
        // A double tap's count needs real intervals: 0xFFFF_FF00 → 0x20 is 288 ms, not −49.7 days.
        let stamps = times([0xFFFF_FF00, 0xFFFF_FF50, 0x20])
        #expect(abs((stamps[2] - stamps[0]) - 0.288) < 1e-9)
    }

    @Test func aTimestampFromThePastDoesNotMoveTheClockBack() {
        var clock = XTimestampClock()
        #expect(clock.seconds(for: 5000) == 5)
        #expect(clock.seconds(for: 0) == 5)  // a synthetic event with CurrentTime
        #expect(clock.seconds(for: 4990) == 5)
        #expect(clock.seconds(for: 5500) == 5.5)
    }

    @Test func theClockKeepsCountingOverManyWraps() {
        var clock = XTimestampClock()
        var raw: UInt32 = 0
        _ = clock.seconds(for: raw)
        let step: UInt32 = 1 << 30  // a quarter of the range each time
        for _ in 0..<12 {
            raw &+= step
            _ = clock.seconds(for: raw)
        }
        #expect(clock.now == Double(UInt64(step) * 12) / 1000)
    }
}
