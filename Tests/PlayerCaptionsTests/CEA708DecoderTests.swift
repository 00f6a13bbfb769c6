import PlayerCore
import Testing

@testable import PlayerCaptions

/// The CEA-708 decoder on hand-made DTVCC packets: packet and service block framing, the
/// length of every code, the character sets, windows, the pen, delays, and how cues form.
@Suite struct CEA708DecoderTests {
    // MARK: Building packets

    /// The `cc_data` triplets of one caption channel packet holding `blocks`, each a service
    /// number and the bytes of its block (CTA-708-E §5, §6.2).
    static func packet(sequence: UInt8 = 0, _ blocks: [(service: Int, bytes: [UInt8])])
        -> [UInt8]
    {
        var data: [UInt8] = []
        for block in blocks {
            if block.service < 7 {
                data.append(UInt8(block.service << 5 | block.bytes.count))
            } else {
                data += [UInt8(7 << 5 | block.bytes.count), UInt8(block.service)]
            }
            data += block.bytes
        }
        if data.count % 2 == 0 {
            data.append(0x00)  // packet data is 2n − 1 bytes: a null block header pads it
        }
        let code = UInt8((data.count + 1) / 2 & 0x3F)
        var triplets: [UInt8] = [0xFF, sequence << 6 | code, data[0]]
        for index in stride(from: 1, to: data.count, by: 2) {
            triplets += [0xFE, data[index], data[index + 1]]
        }
        return triplets
    }

    /// A packet of one block of service 1.
    static func service1(_ bytes: [UInt8]) -> [UInt8] {
        packet([(1, bytes)])
    }

    /// DefineWindow for `window`: `rows` rows of 32 columns, anchored at `anchor` percent down
    /// the screen.
    static func define(
        _ window: UInt8, visible: Bool, rows: UInt8 = 1, anchor: UInt8 = 0, penStyle: UInt8 = 0
    ) -> [UInt8] {
        [0x98 | window, visible ? 0x38 : 0x18, 0x80 | anchor, 0x00, rows - 1, 0x1F, penStyle]
    }

    /// The bytes of `text`, G0 codes.
    static func text(_ text: String) -> [UInt8] {
        Array(text.utf8)
    }

    /// Feeds `pictures` (a time in milliseconds and its triplets) to `decoder`; returns the
    /// cues reported, the finish included.
    static func cues(
        _ pictures: [(Int64, [UInt8])], decoder: inout CEA708Decoder
    ) -> [CEA708Decoder.Caption] {
        var captions: [CEA708Decoder.Caption] = []
        for (time, triplets) in pictures {
            captions += decoder.decode(triplets, at: .milliseconds(time))
        }
        return captions + decoder.finish()
    }

    /// The cues of service 1 as (start ms, end ms, text).
    static func cues(_ pictures: [(Int64, [UInt8])]) -> [Shown] {
        var decoder = CEA708Decoder()
        return cues(pictures, decoder: &decoder).map(Shown.init)
    }

    /// A cue as start and end in milliseconds and text.
    struct Shown: Equatable, CustomStringConvertible {
        var start: Int64
        var end: Int64
        var text: String

        init(_ start: Int64, _ end: Int64, _ text: String) {
            self.start = start
            self.end = end
            self.text = text
        }

        init(_ caption: CEA708Decoder.Caption) {
            self.init(
                caption.cue.start.microseconds / 1_000, caption.cue.end.microseconds / 1_000,
                caption.cue.text ?? "")
        }

        var description: String { "\(start)–\(end) \(text.debugDescription)" }
    }

    // MARK: Cues

    @Test func theDocumentedExampleShowsHiForASecond() {
        // DefineWindow 0's anchor: cell 0, 0 of the grid, anchor point 0 (its top left).
        var topLeftWindow = CueLayout()
        topLeftWindow.line = .percent(0)
        topLeftWindow.position = 0
        topLeftWindow.positionAnchor = .start
        var decoder = CEA708Decoder()
        let define: [UInt8] = [
            0xFF, 0x06, 0x29,
            0xFE, 0x98, 0x20, 0xFE, 0x00, 0x00, 0xFE, 0x00, 0x1F, 0xFE, 0x00, 0x48,
            0xFE, 0x69, 0x00,
        ]
        #expect(decoder.decode(define, at: .seconds(1)).isEmpty)
        #expect(
            decoder.decode([0xFF, 0x42, 0x22, 0xFE, 0x8C, 0x01], at: .seconds(2))
                == [
                    CEA708Decoder.Caption(
                        serviceNumber: 1,
                        cue: Cue(
                            start: .seconds(1), end: .seconds(2), text: "Hi",
                            runs: [StyledRun("Hi")], layout: topLeftWindow))
                ])
    }

    @Test func aPopOnCaptionShowsFromDisplayToDelete() {
        let shown = Self.cues([
            (1_000, Self.service1(Self.define(0, visible: false) + Self.text("Hello"))),
            (2_000, Self.service1([0x89, 0x01])),  // DSW 0
            (5_000, Self.service1([0x8C, 0x01])),  // DLW 0
        ])
        #expect(shown == [Shown(2_000, 5_000, "Hello")])
    }

    @Test func showingAShownWindowAgainDoesNotSplitTheCue() {
        let shown = Self.cues([
            (1_000, Self.service1(Self.define(0, visible: true) + Self.text("Hello"))),
            (2_000, Self.service1([0x89, 0x01])),  // DSW 0, already shown
            (3_000, Self.service1([0x8A, 0x01])),  // HDW 0
        ])
        #expect(shown == [Shown(1_000, 3_000, "Hello")])
    }

    @Test func toggleSwapsTheShownAndTheHiddenWindow() {
        let shown = Self.cues([
            (1_000, Self.service1(Self.define(0, visible: true) + Self.text("First"))),
            (1_000, Self.service1(Self.define(1, visible: false) + Self.text("Second"))),
            (2_000, Self.service1([0x8B, 0x03])),  // TGW 0 and 1
            (4_000, Self.service1([0x8A, 0xFF])),  // HDW all
        ])
        #expect(shown == [Shown(1_000, 2_000, "First"), Shown(2_000, 4_000, "Second")])
    }

    @Test func visibleWindowsReadTopToBottomByTheirAnchors() {
        let shown = Self.cues([
            (1_000, Self.service1(Self.define(0, visible: true, anchor: 80) + Self.text("low"))),
            (1_000, Self.service1(Self.define(1, visible: true, anchor: 10) + Self.text("high"))),
            (2_000, Self.service1([0x88, 0x03])),  // CLW 0 and 1
        ])
        #expect(shown == [Shown(1_000, 2_000, "high\nlow")])
    }

    @Test func textTypedIntoAShownWindowExtendsTheCue() {
        let shown = Self.cues([
            (1_000, Self.service1(Self.define(0, visible: true))),
            (2_000, Self.service1(Self.text("He"))),
            (3_000, Self.service1(Self.text("llo"))),
            (4_000, Self.service1([0x88, 0x01])),  // CLW 0
        ])
        // The cue starts when its text appears, not when the empty window did.
        #expect(shown == [Shown(2_000, 4_000, "Hello")])
    }

    @Test func writingOverShownTextStartsANewCue() {
        let shown = Self.cues([
            (1_000, Self.service1(Self.define(0, visible: true) + Self.text("AB"))),
            (2_000, Self.service1([0x92, 0x00, 0x00] + Self.text("X"))),  // SPL 0,0
            (3_000, Self.service1([0x88, 0x01])),
        ])
        #expect(shown == [Shown(1_000, 2_000, "AB"), Shown(2_000, 3_000, "XB")])
    }

    @Test func aRowScrollingAwayEndsTheCue() {
        let shown = Self.cues([
            (1_000, Self.service1(Self.define(0, visible: true, rows: 2) + Self.text("one"))),
            (2_000, Self.service1([0x0D] + Self.text("two"))),  // CR onto row 1
            (3_000, Self.service1([0x0D] + Self.text("three"))),  // CR on the last row scrolls
            (4_000, Self.service1([0x8C, 0x01])),
        ])
        #expect(shown == [Shown(1_000, 3_000, "one\ntwo"), Shown(3_000, 4_000, "two\nthree")])
    }

    @Test func backspaceCorrectsTheCueOnScreen() {
        // mux.js's "backspace" test: "ty", "op", BS BS, "po" gives "typo".
        let shown = Self.cues([
            (1_000, Self.service1(Self.define(0, visible: true) + Self.text("tyop"))),
            (1_500, Self.service1([0x08, 0x08] + Self.text("po"))),
            (2_000, Self.service1([0x8A, 0xFF])),
        ])
        #expect(shown == [Shown(1_000, 2_000, "typo")])
        let erased = Self.cues([
            (1_000, Self.service1(Self.define(0, visible: true) + Self.text("ab"))),
            (2_000, Self.service1([0x08, 0x08])),
        ])
        // The cue ends when its last character goes, showing what was left just before.
        #expect(erased == [Shown(1_000, 2_000, "a")])
    }

    @Test func formFeedAndHorizontalCarriageReturnErase() {
        let shown = Self.cues([
            (1_000, Self.service1(Self.define(0, visible: true, rows: 2) + Self.text("a"))),
            (1_000, Self.service1([0x0D] + Self.text("bc"))),
            (2_000, Self.service1([0x0E] + Self.text("d"))),  // HCR erases row 1
            (3_000, Self.service1([0x0C] + Self.text("e"))),  // FF erases the window
            (4_000, Self.service1([0x8C, 0x01])),
        ])
        #expect(
            shown == [
                Shown(1_000, 2_000, "a\nbc"), Shown(2_000, 3_000, "a\nd"), Shown(3_000, 4_000, "e"),
            ])
    }

    @Test func resetDeletesEveryWindow() {
        let shown = Self.cues([
            (1_000, Self.service1(Self.define(0, visible: true) + Self.text("gone"))),
            (2_000, Self.service1([0x8F] + Self.text("lost"))),  // RST, then text for no window
            (3_000, Self.service1([0x89, 0xFF])),
        ])
        #expect(shown == [Shown(1_000, 2_000, "gone")])
    }

    @Test func commandsForUndefinedWindowsDoNothing() {
        var decoder = CEA708Decoder()
        let shown = Self.cues(
            [
                (1_000, Self.service1([0x89, 0xFF, 0x82] + Self.text("nowhere"))),  // DSW, CW2
                (2_000, Self.service1([0x88, 0xFF, 0x8B, 0xFF])),
            ], decoder: &decoder)
        #expect(shown.isEmpty)
        #expect(decoder.servicesWithText.isEmpty)
        #expect(decoder.captionsOnScreen.isEmpty)
    }

    @Test func redefiningAWindowKeepsItsTextAndDropsTopRowsItNoLongerHas() {
        let shown = Self.cues([
            (1_000, Self.service1(Self.define(0, visible: false, rows: 3) + Self.text("a"))),
            (1_000, Self.service1([0x0D] + Self.text("b") + [0x0D] + Self.text("c"))),
            (2_000, Self.service1(Self.define(0, visible: true, rows: 3))),
            (3_000, Self.service1(Self.define(0, visible: true, rows: 2))),
            (4_000, Self.service1([0x8C, 0x01])),
        ])
        #expect(shown == [Shown(2_000, 3_000, "a\nb\nc"), Shown(3_000, 4_000, "b\nc")])
    }

    @Test func penAttributesGiveItalicAndUnderlinedRuns() {
        var decoder = CEA708Decoder()
        let captions = Self.cues(
            [
                (
                    1_000,
                    Self.service1(
                        Self.define(0, visible: true) + [0x90, 0x05, 0x80] + Self.text("Hi")
                            + [0x90, 0x05, 0x40] + Self.text(" you") + [0x90, 0x05, 0x00]
                            + Self.text("!"))
                ),
                (2_000, Self.service1([0x88, 0x01])),
            ], decoder: &decoder)
        #expect(
            captions.map(\.cue.runs) == [
                [
                    StyledRun("Hi", style: .italic), StyledRun(" you", style: .underline),
                    StyledRun("!"),
                ]
            ])
    }

    @Test func aPenStyleInARedefinitionResetsThePen() {
        var decoder = CEA708Decoder()
        let captions = Self.cues(
            [
                (
                    1_000,
                    Self.service1(
                        Self.define(0, visible: true) + [0x90, 0x05, 0xC0] + Self.text("a")
                            + Self.define(0, visible: true) + Self.text("b")
                            + Self.define(0, visible: true, penStyle: 1) + Self.text("c"))
                ),
                (2_000, Self.service1([0x88, 0x01])),
            ], decoder: &decoder)
        #expect(
            captions.map(\.cue.runs) == [
                [StyledRun("ab", style: [.italic, .underline]), StyledRun("c")]
            ])
    }

    @Test func windowStateKeepsEveryFieldOfTheWindowCommands() throws {
        var decoder = CEA708Decoder()
        let commands: [UInt8] =
            [0x9B, 0x2D, 0x1E, 0x50, 0x82, 0x16, 0x11]  // DF3
            + [0x97, 0x00, 0x00, 0x5A, 0x01]  // SWA: wrap, print RTL, scroll down, centre, fade
            + [0x90, 0xA6, 0x9C]  // SPA: tag 10, normal offset, large; italic, edge 3, font 4
            + [0x92, 0x01, 0x07]  // SPL row 1, column 7
        _ = Self.cues([(1_000, Self.service1(commands))], decoder: &decoder)
        let windows = decoder.windows(ofService: 1)
        #expect(windows.indices.filter { windows[$0] != nil } == [3])
        let window = try #require(windows[3])
        let definition = window.definition
        #expect(definition.isVisible && definition.columnLock && !definition.rowLock)
        #expect(definition.priority == 5 && !definition.relativePositioning)
        #expect(definition.anchorVertical == 30 && definition.anchorHorizontal == 80)
        #expect(definition.anchorPoint == 8)
        #expect(definition.rowCount == 3 && definition.columnCount == 23)
        #expect(definition.windowStyle == 2 && definition.penStyle == 1)
        let attributes = try #require(window.attributes)
        #expect(attributes.wordWrap && attributes.printDirection == 1)
        #expect(attributes.scrollDirection == 2 && attributes.justification == 2)
        #expect(attributes.displayEffect == 1)
        #expect(window.pen.textTag == 10 && window.pen.offset == 1 && window.pen.size == 2)
        #expect(window.pen.isItalic && !window.pen.isUnderlined)
        #expect(window.pen.edgeType == 3 && window.pen.fontStyle == 4)
        #expect(window.penRow == 1 && window.penColumn == 7)
        #expect(decoder.windows(ofService: 2).allSatisfy { $0 == nil })
    }

    @Test func penLocationPlacesTextInRowsAndColumns() {
        let shown = Self.cues([
            (1_000, Self.service1(Self.define(0, visible: false, rows: 3))),
            (1_000, Self.service1([0x92, 0x02, 0x04] + Self.text("bottom"))),  // SPL row 2
            (1_000, Self.service1([0x92, 0x00, 0x08] + Self.text("top"))),
            (1_000, Self.service1([0x92, 0x00, 0x0C] + Self.text("right"))),  // a gap of one
            (2_000, Self.service1([0x89, 0x01])),
            (3_000, Self.service1([0x88, 0x01])),
        ])
        // Leading cells are layout, not text; the empty middle row shows nothing.
        #expect(shown == [Shown(2_000, 3_000, "top right\nbottom")])
    }

    // MARK: Characters and code lengths

    @Test func characterSetsG0G1G2AndG3() {
        let shown = Self.cues([
            (
                1_000,
                Self.service1(
                    Self.define(0, visible: true) + [0x7F, 0x20, 0xE9, 0x10, 0x25, 0x10, 0x33]
                        + Self.text("Q") + [0x10, 0x34, 0x10, 0x39, 0x10, 0x21, 0x10, 0xA0]
                        + [0x10, 0x20, 0x10, 0x3F, 0x10, 0x22, 0x10, 0xA1])
            ),
            (2_000, Self.service1([0x8C, 0x01])),
        ])
        // ♪, space, é (G1), … “Q” ™, no-break space, [CC], transparent space, Ÿ; the unassigned
        // G2 0x22 and G3 0xA1 show underscores.
        #expect(shown == [Shown(1_000, 2_000, "♪ é…“Q”™\u{00A0}[CC] Ÿ__")])
    }

    @Test func everyCodeTakesItsOwnLengthSoTheTextStaysInStep() {
        // Each parameter byte is a letter, which would show if a length were wrong.
        let z: UInt8 = 0x5A
        let block: [UInt8] =
            Self.define(0, visible: true) + Self.text("A")
            + [0x91, z, z, z]  // SPC, 3 bytes
            + [0x97, z, z, z, z]  // SWA, 4 bytes
            + [0x93, 0x94, 0x95, 0x96, 0x00, 0x03, 0x01]  // reserved C1, NUL, ETX, unused C0
            + [0x11, z, 0x19, z, z]  // C0 with one and two more bytes
            + Self.text("B")
        let controlSet2: [UInt8] =
            [0x10, 0x05, 0x10, 0x08, z, 0x10, 0x10, z, z, 0x10, 0x18, z, z, z]  // C2
            + [0x10, 0x90, 0x03, z, z, z]  // C3 variable length: a header and 3 bytes
        let controlSet3: [UInt8] =
            [0x10, 0x80, z, z, z, z, 0x10, 0x88, z, z, z, z, z]  // C3, 4 and 5 bytes
            + [0x8D, 0x00, 0x8E]  // DLY 0, DLC
            + Self.text("C")
        let shown = Self.cues([
            (1_000, Self.service1(block)),
            (1_000, Self.service1(controlSet2)),
            (1_000, Self.service1(controlSet3)),
            (2_000, Self.service1([0x8C, 0x01])),
        ])
        #expect(shown == [Shown(1_000, 2_000, "ABC")])
    }

    @Test func aCommandCutOffByTheEndOfItsBlockIsDropped() {
        let shown = Self.cues([
            (1_000, Self.service1(Self.define(0, visible: true) + Self.text("A") + [0x92, 0x41])),
            (1_000, Self.service1(Self.text("B") + [0x10])),
            (2_000, Self.service1([0x8C, 0x01])),
        ])
        // SPL lacks its column; EXT1 its code: neither byte is read as text.
        #expect(shown == [Shown(1_000, 2_000, "AB")])
    }

    @Test func sixteenBitCharactersFollowTheServiceEncoding() {
        let pictures: [(Int64, [UInt8])] = [
            (
                1_000,
                Self.service1(Self.define(0, visible: true) + [0x18, 0xC7, 0xD1, 0x18, 0x00, 0x41])
            ),
            (2_000, Self.service1([0x8C, 0x01])),
        ]
        for (encoding, expected) in [
            (CEA708TextEncoding.eucKR, "한A"), (.automatic, "한A"), (.unicode, "\u{C7D1}A"),
        ] {
            var decoder = CEA708Decoder(encodings: [1: encoding])
            #expect(Self.cues(pictures, decoder: &decoder).map(\.cue.text) == [expected])
        }
        #expect(CEA708TextEncoding.eucKR.character(0xA1, 0x20) == "\u{FFFD}")
        // Outside the EUC-KR range, automatic reads Unicode.
        #expect(CEA708TextEncoding.automatic.character(0x26, 0x3A) == "\u{263A}")
    }

    // MARK: Services and packets

    @Test func servicesAreKeptApartIncludingExtendedNumbers() {
        let pictures: [(Int64, [UInt8])] = [
            (
                1_000,
                Self.packet([
                    (2, Self.define(0, visible: true) + Self.text("two")),
                    (10, Self.define(0, visible: true) + Self.text("ten")),
                ])
            ),
            (2_000, Self.packet([(2, [0x8C, 0x01]), (10, [0x8C, 0x01])])),
        ]
        var all = CEA708Decoder()
        #expect(
            Self.cues(pictures, decoder: &all).map { "\($0.serviceNumber) \($0.cue.text!)" } == [
                "2 two", "10 ten",
            ])
        #expect(all.servicesWithText == [2, 10])
        var onlyTen = CEA708Decoder(services: [10])
        #expect(Self.cues(pictures, decoder: &onlyTen).map(\.serviceNumber) == [10])
        #expect(onlyTen.servicesWithText == [10])
    }

    @Test func aPacketIsGatheredAcrossPicturesAndStrayPairsAreSkipped() {
        let whole = Self.service1(Self.define(0, visible: true) + Self.text("Hey"))
        let split = whole.count / 2 / 3 * 3
        let shown = Self.cues([
            (500, [0xFE, 0x41, 0x41]),  // data before any packet start: no packet
            (1_000, Array(whole[..<split]) + [0xFA, 0x41, 0x41, 0xFC, 0x94, 0x20]),  // invalid, 608
            (1_033, Array(whole[split...]) + [0xFE, 0x41, 0x41]),  // data after a complete packet
            (2_000, Self.service1([0x8C, 0x01])),
        ])
        // The pairs of the second picture are dated by it.
        #expect(shown == [Shown(1_033, 2_000, "Hey")])
    }

    @Test func aPacketCutShortByTheNextStartIsStillRead() {
        let whole = Self.service1(Self.define(0, visible: true) + Self.text("Hello"))
        // The last pair ("lo") is lost: what came is read when the next packet starts.
        let shown = Self.cues([
            (1_000, Array(whole.dropLast(3))),
            (2_000, Self.service1([0x8C, 0x01])),
        ])
        #expect(shown == [Shown(1_000, 2_000, "Hel")])
    }

    // MARK: Delays

    @Test func delayHoldsTheServiceUntilItRunsOut() {
        let shown = Self.cues([
            (1_000, Self.service1(Self.define(0, visible: false) + Self.text("Later"))),
            (1_000, Self.service1([0x8D, 10])),  // DLY 1 s
            (1_200, Self.service1([0x89, 0x01])),  // DSW, held until 2 s
            (3_000, Self.service1([0x8C, 0x01])),
        ])
        #expect(shown == [Shown(2_000, 3_000, "Later")])
    }

    @Test func delayCancelReleasesHeldCommandsAtOnce() {
        let shown = Self.cues([
            (1_000, Self.service1(Self.define(0, visible: false) + Self.text("Now"))),
            (1_000, Self.service1([0x8D, 50])),  // DLY 5 s
            (1_200, Self.service1([0x89, 0x01])),
            (1_500, Self.service1([0x8E])),  // DLC
            (3_000, Self.service1([0x8C, 0x01])),
        ])
        #expect(shown == [Shown(1_500, 3_000, "Now")])
    }

    @Test func heldCommandsRunAtTheEndOfInput() {
        var decoder = CEA708Decoder()
        let shown = Self.cues(
            [
                (1_000, Self.service1(Self.define(0, visible: false) + Self.text("End"))),
                (1_000, Self.service1([0x8D, 20, 0x89, 0x01])),  // DLY 2 s, DSW
            ], decoder: &decoder)
        #expect(shown.isEmpty)
        #expect(decoder.captionsOnScreen.map { Shown($0) } == [Shown(3_000, 3_000, "End")])
    }

    @Test func resetClearsTheDecoder() {
        var decoder = CEA708Decoder()
        _ = Self.cues(
            [(1_000, Self.service1(Self.define(0, visible: true) + Self.text("Before")))],
            decoder: &decoder)
        #expect(decoder.captionsOnScreen.count == 1)
        decoder.reset()
        #expect(decoder.captionsOnScreen.isEmpty)
        #expect(decoder.servicesWithText.isEmpty)
    }
}
