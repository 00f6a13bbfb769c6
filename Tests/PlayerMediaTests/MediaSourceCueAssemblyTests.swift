import PlayerCore
import Testing

@testable import PlayerMedia

@Suite("Cues with unknown ends, clears and out-of-order arrivals")
struct MediaSourceCueAssemblyTests {
    func cue(_ start: Int64, _ end: Int64, _ text: String?) -> Cue {
        Cue(start: .milliseconds(start), end: .milliseconds(end), text: text)
    }

    @Test("A cue with no stated end is closed by the next cue")
    func nextCueCloses() {
        var assembler = CueAssembler()
        assembler.add(cue(1000, 1000, "a"), endIsKnown: false)
        #expect(assembler.takeFinished().isEmpty)
        assembler.add(cue(3000, 3000, "b"), endIsKnown: false)
        #expect(assembler.takeFinished() == [cue(1000, 3000, "a")])
        assembler.closeAll(at: .milliseconds(9000))
        #expect(assembler.takeFinished() == [cue(3000, 9000, "b")])
    }

    @Test("A clear event ends the picture before it")
    func clearCloses() {
        var assembler = CueAssembler()
        assembler.add(cue(500, 500, nil), endIsKnown: false)
        assembler.clear(at: .milliseconds(1240))
        #expect(assembler.takeFinished() == [cue(500, 1240, nil)])
    }

    @Test("Out-of-order and overlapping cues come out sorted by start, none lost")
    func outOfOrder() {
        var assembler = CueAssembler()
        assembler.add(cue(100, 330, "first"), endIsKnown: true)
        assembler.add(cue(300, 600, "third"), endIsKnown: true)
        assembler.add(cue(200, 450, "second"), endIsKnown: true)
        #expect(assembler.takeFinished().map(\.text) == ["first", "second", "third"])
    }

    @Test("A finished cue waits while an earlier cue is still open")
    func waitsForEarlierOpenCue() {
        var assembler = CueAssembler()
        assembler.add(cue(1000, 1000, "open"), endIsKnown: false)
        assembler.add(cue(1000, 5000, "stated"), endIsKnown: true)
        #expect(assembler.takeFinished().isEmpty)
        assembler.clear(at: .milliseconds(2000))
        #expect(assembler.takeFinished() == [cue(1000, 2000, "open"), cue(1000, 5000, "stated")])
    }

    @Test("After a seek, cues over by the target are dropped")
    func dropsCuesBeforeSeekTarget() {
        var assembler = CueAssembler()
        assembler.dropsCuesEndingBy = .milliseconds(2000)
        assembler.add(cue(0, 2000, "over"), endIsKnown: true)
        assembler.add(cue(1500, 2500, "still on"), endIsKnown: true)
        #expect(assembler.takeFinished().map(\.text) == ["still on"])
    }
}
