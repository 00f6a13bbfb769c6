import Testing

@testable import accessible_player

@Suite("Decoding the keys a terminal sends")
struct InteractiveKeyTests {
    @Test func arrowsAndShiftTabAreEscapeSequences() {
        let bytes: [UInt8] = [
            0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44, 0x1B, 0x5B,
            0x5A,
        ]
        #expect(InteractiveKey.decode(bytes) == [.up, .down, .right, .left, .shiftTab])
    }

    @Test func applicationModeArrowsAndModifiedArrowsDecodeToo() {
        // ESC O C is → in application cursor mode; ESC [ 1 ; 5 D is Ctrl-←.
        #expect(InteractiveKey.decode([0x1B, 0x4F, 0x43]) == [.right])
        #expect(InteractiveKey.decode([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x44]) == [.left])
    }

    @Test func loneEscapeIsTheEscapeKey() {
        #expect(InteractiveKey.decode([0x1B]) == [.escape])
        #expect(InteractiveKey.decode([0x1B, 0x71]) == [.escape, .character("q")])
    }

    @Test func controlBytesAndLetters() {
        #expect(
            InteractiveKey.decode([0x20, 0x09, 0x0D, 0x03, 0x6D]) == [
                .space, .tab, .enter, .interrupt, .character("m"),
            ])
    }

    @Test func unknownSequencesAreSkippedWhole() {
        // ESC [ 3 ~ is Delete, which the player does not use.
        #expect(InteractiveKey.decode([0x1B, 0x5B, 0x33, 0x7E, 0x6C]) == [.character("l")])
    }
}
