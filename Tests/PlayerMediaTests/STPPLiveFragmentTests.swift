import Foundation
import MediaTestSupport
import PlayerCore
import PlayerMedia
import Testing

/// Shaka Player's fragmented MP4 `stpp` file reshaped as a live packager writes its
/// segments: a `mdhd` that says "und", and a second fragment whose TTML document repeats the
/// cues it spans. Shaka's test (`mp4_ttml_parser_unit.js`) expects the segment's ten cues.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"))
struct STPPLiveFragmentTests {
    private let original: [UInt8]

    init() throws {
        original = try Corpus.bytes("shaka-fmp4-stpp/ttml.mp4")
    }

    /// Where the first `type` box starting at or after `from` is, found by its four letters.
    private func offset(of type: String, in bytes: [UInt8], from: Int = 0) throws -> Int {
        let name = Array(type.utf8)
        let found = (from..<bytes.count - 4).first { Array(bytes[$0..<$0 + 4]) == name }
        return try #require(found) - 4
    }

    private func putU32(_ value: Int, at offset: Int, in bytes: inout [UInt8]) {
        for index in 0..<4 {
            bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * (3 - index)))
        }
    }

    /// The file's first fragment again as fragment 2, starting at 60 s, carrying `document`
    /// (the original's own when nil); the `sidx`, which indexes the first fragment only,
    /// becomes a `free` box.
    private func withSecondFragment(_ document: String? = nil) throws -> [UInt8] {
        var file = original
        let sidx = try offset(of: "sidx", in: file)
        file.replaceSubrange(sidx + 4..<sidx + 8, with: Array("free".utf8))
        return try appendingFragment(number: 2, at: 60_000, carrying: document, to: file)
    }

    /// `file` with the original's first fragment appended as fragment `number`, starting at
    /// `start` milliseconds, carrying `document` (the original's own when nil).
    private func appendingFragment(
        number: Int, at start: Int, carrying document: String?, to file: [UInt8]
    ) throws -> [UInt8] {
        let moof = try offset(of: "moof", in: original)
        let mdat = try offset(of: "mdat", in: original, from: moof)
        let payload = document.map { Array($0.utf8) } ?? Array(original[(mdat + 8)...])
        var fragment = Array(original[moof..<mdat]) + [0, 0, 0, 0] + Array("mdat".utf8) + payload
        putU32(8 + payload.count, at: mdat - moof, in: &fragment)
        let mfhd = try offset(of: "mfhd", in: fragment)
        putU32(number, at: mfhd + 12, in: &fragment)
        let tfdt = try offset(of: "tfdt", in: fragment)
        putU32(start, at: tfdt + 16, in: &fragment)  // version 1: 64 bits, ms time scale
        let trun = try offset(of: "trun", in: fragment)
        // flags 0x701: count, data offset, then each sample's duration, size, flags.
        putU32(payload.count, at: trun + 24, in: &fragment)
        return file + fragment
    }

    private func cues(of bytes: [UInt8]) throws -> (TrackInfo, [ExpectedCue]) {
        let directory = try TemporaryDirectory()
        let path = try directory.write("live.mp4", bytes)
        let source = try openSource(path)
        let track = try #require(legibleTracks(source).first)
        return (track, try source.cues(of: track.id).map(ExpectedCue.init))
    }

    @Test("An stpp track whose mdhd says und takes the language its TTML's xml:lang states")
    func languageFromTheSample() throws {
        var file = original
        let mdhd = try offset(of: "mdhd", in: file)
        // ISO 639-2/T "und", packed as three 5-bit letters less 0x60 (ISO/IEC 14496-12 §8.4.2).
        let und = [UInt8]("und".utf8).reduce(0) { ($0 << 5) | (Int($1) - 0x60) }
        file[mdhd + 28] = UInt8(und >> 8)
        file[mdhd + 29] = UInt8(und & 0xFF)
        let (untagged, _) = try cues(of: file)
        #expect(untagged.codec == "stpp" && untagged.language == "en")
        // The language is the sample's: a document saying German makes the track German.
        let english = Array(#"xml:lang="en""#.utf8)
        let at = try #require(
            (0..<file.count - english.count).first {
                Array(file[$0..<$0 + english.count]) == english
            })
        file.replaceSubrange(at..<at + english.count, with: Array(#"xml:lang="de""#.utf8))
        let (german, _) = try cues(of: file)
        #expect(german.language == "de")
    }

    @Test("A fragment repeating every cue of the one before adds none")
    func repeatedFragmentIsOneCueEach() throws {
        let (_, single) = try cues(of: original)
        #expect(single.count == 10)
        let (_, repeated) = try cues(of: try withSecondFragment())
        #expect(repeated == single)
    }

    @Test("Untimed content in a sample's document shows while its sample does (14496-30)")
    func untimedContentEndsWithItsSample() throws {
        let text = String(decoding: original, as: UTF8.self)
        let head = try #require(text.range(of: "<body>")).lowerBound
        let prefix = try #require(text.range(of: "<?xml")).lowerBound
        let untimed =
            String(text[prefix..<head])
            + #"<body><div><p region="speaker">No time of its own.</p>"#
            + #"<p begin="00:01:01.000" region="speaker">A begin and no end.</p>"#
            + "</div></body></tt>\n"
        let next =
            String(text[prefix..<head])
            + #"<body><div><p begin="00:01:30.000" end="00:01:31.000">Later.</p></div></body>"#
            + "</tt>\n"
        // Fragment 2 (from 60 s) carries the untimed content; fragment 3 (from 80 s) a
        // document of its own, which replaces it: fragmented samples state no duration to
        // FFmpeg, so a sample's document lasts until the next sample's.
        let file = try appendingFragment(
            number: 3, at: 80_000, carrying: next, to: try withSecondFragment(untimed))
        let (_, cues) = try cues(of: file)
        #expect(cues.contains(ExpectedCue(60_000, 80_000, "No time of its own.")))
        #expect(cues.contains(ExpectedCue(61_000, 80_000, "A begin and no end.")))
        #expect(cues.contains(ExpectedCue(90_000, 91_000, "Later.")))
    }

    @Test("Untimed content repeated in the next sample's document is one cue")
    func repeatedUntimedContentIsOneCue() throws {
        let text = String(decoding: original, as: UTF8.self)
        let head = try #require(text.range(of: "<body>")).lowerBound
        let prefix = try #require(text.range(of: "<?xml")).lowerBound
        let untimed =
            String(text[prefix..<head])
            + #"<body><div><p region="speaker">No time of its own.</p></div></body></tt>"#
        let last =
            String(text[prefix..<head])
            + #"<body><div><p begin="00:01:50.000" end="00:01:51.000">Last.</p></div></body>"#
            + "</tt>\n"
        var file = try appendingFragment(
            number: 3, at: 80_000, carrying: untimed, to: try withSecondFragment(untimed))
        file = try appendingFragment(number: 4, at: 100_000, carrying: last, to: file)
        let (_, cues) = try cues(of: file)
        #expect(
            cues.filter { $0.text == "No time of its own." } == [
                ExpectedCue(60_000, 100_000, "No time of its own.")
            ])
    }

    @Test("A cue continued in the next fragment's document is one cue; new ones follow")
    func continuedCueIsJoined() throws {
        let text = String(decoding: original, as: UTF8.self)
        let head = try #require(text.range(of: "<body>")).lowerBound
        let prefix = try #require(text.range(of: "<?xml")).lowerBound
        let document =
            String(text[prefix..<head])
            + #"<body><div><p begin="00:00:53.500" end="00:01:02.000" region="speaker">"#
            + "Robot&apos;s memory synced and locked!</p>"
            + #"<p begin="00:01:05.000" end="00:01:07.000" region="speaker">Next.</p>"#
            + "</div></body></tt>\n"
        let (_, single) = try cues(of: original)
        let (_, joined) = try cues(of: try withSecondFragment(document))
        #expect(joined.count == 11)
        #expect(Array(joined.prefix(9)) == Array(single.prefix(9)))
        #expect(joined.dropFirst(9).first == ExpectedCue(50_000, 62_000, single.last?.text))
        #expect(joined.last == ExpectedCue(65_000, 67_000, "Next."))
    }
}
