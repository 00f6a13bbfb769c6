import PlayerCore
import PlayerIPC
import Testing

/// mpv's caption style options (DOCS/man/options.rst, Subtitles) read and set the viewer's
/// caption style, in mpv's forms: colours as `#AARRGGBB`, sizes in mpv's scaled pixels (55 is
/// the default), the outline and shadow as widths.
@Suite struct IPCCaptionStyleTests {
    static func property(_ ipc: IPCTestSession, _ name: String, from client: IPCClientID) throws
        -> String
    {
        try IPCMpvClientTests.property(ipc, name, from: client)
    }

    static func set(
        _ ipc: IPCTestSession, _ name: String, _ value: String, from client: IPCClientID
    )
        throws -> String
    {
        try IPCMpvClientTests.error(
            ipc, #"{"command": ["set_property", "\#(name)", \#(value)]}"#, from: client)
    }

    @Test func coloursAreTheStylesInMpvsForm() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        // White text, WebVTT's black box at 80 % (0xCC).
        #expect(try Self.property(ipc, "sub-color", from: client) == ##""#FFFFFFFF""##)
        #expect(try Self.property(ipc, "sub-back-color", from: client) == ##""#CC000000""##)
        #expect(try Self.set(ipc, "sub-color", ##""#FFFF00""##, from: client) == #""success""#)
        #expect(ipc.player.state.presentation.captionStyle.color == .yellow)
        // mpv's fractions: 0.5 is 127, as mpv turns it into a byte; the style keeps the
        // opacity as a whole percent (50 %), read back as 0x80.
        #expect(
            try Self.set(ipc, "sub-color", #""1.0/0.5/0.0/0.5""#, from: client) == #""success""#)
        #expect(try Self.property(ipc, "sub-color", from: client) == ##""#80FF7F00""##)
        #expect(ipc.player.state.presentation.captionStyle.opacity == 50)
        #expect(
            try Self.set(ipc, "sub-back-color", ##""#00000000""##, from: client) == #""success""#)
        #expect(ipc.player.state.presentation.captionStyle.backgroundOpacity == 0)
        // Not a colour in any of mpv's forms; not a string.
        #expect(
            try Self.set(ipc, "sub-color", #""yellow""#, from: client)
                == #""unsupported format for accessing property""#)
        #expect(try Self.set(ipc, "sub-color", "5", from: client) == #""error accessing property""#)
    }

    @Test func fontSizeAndScaleAreTheStylesSize() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        #expect(try Self.property(ipc, "sub-font-size", from: client) == "55.0")
        #expect(try Self.set(ipc, "sub-font-size", "82.5", from: client) == #""success""#)
        #expect(ipc.player.state.presentation.captionStyle.size == 150)
        #expect(try Self.set(ipc, "sub-scale", "1.2", from: client) == #""success""#)
        #expect(ipc.player.state.presentation.captionStyle.size == 180)
        #expect(try Self.property(ipc, "sub-font-size", from: client) == "82.5")
        // 82.5 × 2 is 300 %: refused with the reason, the size kept.
        #expect(try Self.set(ipc, "sub-scale", "2", from: client) == #""error accessing property""#)
        #expect(ipc.player.state.presentation.captionStyle.size == 180)
        #expect(try Self.property(ipc, "sub-scale", from: client) == "1.2")
    }

    @Test func fontIsOneOfTheEight() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        #expect(try Self.property(ipc, "sub-font", from: client) == #""standard""#)
        #expect(try Self.set(ipc, "sub-font", #""cursive""#, from: client) == #""success""#)
        #expect(ipc.player.state.presentation.captionStyle.font == .cursive)
        #expect(
            try Self.set(ipc, "sub-font", #""Arial""#, from: client)
                == #""error accessing property""#)
    }

    @Test func borderAndShadowChooseTheEdge() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        #expect(try Self.property(ipc, "sub-border-size", from: client) == "0.0")
        #expect(try Self.set(ipc, "sub-border-size", "2", from: client) == #""success""#)
        #expect(ipc.player.state.presentation.captionStyle.edge == .uniform)
        #expect(try Self.property(ipc, "sub-border-size", from: client) == "2.0")
        #expect(try Self.set(ipc, "sub-shadow-offset", "1.5", from: client) == #""success""#)
        #expect(ipc.player.state.presentation.captionStyle.edge == .dropShadow)
        #expect(try Self.property(ipc, "sub-border-size", from: client) == "0.0")
        #expect(try Self.set(ipc, "sub-shadow-offset", "0", from: client) == #""success""#)
        #expect(ipc.player.state.presentation.captionStyle.edge == CaptionEdge.none)
        #expect(
            try Self.set(ipc, "sub-border-color", ##""#FF202020""##, from: client) == #""success""#)
        #expect(try Self.property(ipc, "sub-border-color", from: client) == ##""#FF202020""##)
    }

    @Test func edgeColoursAndPositionAreTheStyles() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        #expect(try Self.property(ipc, "sub-shadow-color", from: client) == ##""#FF000000""##)
        #expect(
            try Self.set(ipc, "sub-border-color", ##""#80FFFF00""##, from: client) == #""success""#)
        #expect(
            try Self.set(ipc, "sub-shadow-color", #""1.0/0.0/0.0""#, from: client) == #""success""#)
        #expect(try Self.set(ipc, "sub-pos", "60", from: client) == #""success""#)
        let style = ipc.player.state.presentation.captionStyle
        #expect(style.edgeColor == .yellow && style.edgeOpacity == 50)
        #expect(style.shadowColor == .red && style.shadowOpacity == 100)
        #expect(style.position == 60)
        #expect(try Self.property(ipc, "sub-pos", from: client) == "60")
        #expect(try Self.set(ipc, "sub-pos", "151", from: client) != #""success""#)
        #expect(
            try Self.set(ipc, "sub-shadow-color", #""reddish""#, from: client) != #""success""#)
        #expect(ipc.player.state.presentation.captionStyle.shadowColor == .red)
    }
}
