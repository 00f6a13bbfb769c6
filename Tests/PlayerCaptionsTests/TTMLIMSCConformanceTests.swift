import Foundation
import PlayerCaptions
import PlayerCore
import Testing

/// The W3C's IMSC 1.0–1.3 test documents, each judged by when what it shows changes: the
/// times at which the cues we read start showing something different, against the times at
/// which the reference renderings imscJS drew for the suite change picture
/// (`Fixtures/imsc-tests/PROVENANCE.txt` says how those were taken from the suite's files).
///
/// Documents still judged wrong are listed in ``knownIssues`` with the reason; a listed
/// document that comes right fails its test, so the list stays true.
@Suite struct TTMLIMSCConformanceTests {
    /// The suite's documents and their reference pictures, from `reference-frames.tsv`.
    static let documents: [ReferenceDocument] = ReferenceDocument.all()

    /// Documents whose significant times differ from the reference's, and why. Each reason
    /// is a property a ``Cue`` does not carry, so that a change of it alone changes the
    /// reference's picture and none of our cues.
    static let knownIssues: [String: String] = {
        let animated = { (property: String) in
            "a <set> animates \(property), which a cue does not carry"
        }
        let regionBackground =
            "a region's background colour is drawn before any text (showBackground"
            + " defaults to always); a cue carries no empty region"
        return [
            "imsc1/ttml/animation/Animation001.ttml": animated("tts:backgroundColor"),
            "imsc1/ttml/animation/Animation004.ttml": animated("tts:fontFamily"),
            "imsc1/ttml/animation/Animation008.ttml": animated("tts:lineHeight"),
            "imsc1/ttml/animation/Animation013.ttml": animated(
                "tts:textDecoration from overline to lineThrough (only underline is carried)"),
            "imsc1/ttml/animation/Animation014.ttml": animated("tts:textOutline"),
            "imsc1/ttml/animation/Animation016.ttml": animated("tts:wrapOption"),
            "imsc1/ttml/animation/Animation018.ttml": animated("tts:fontFamily"),
            "imsc1/ttml/timing/BasicTiming005.ttml": animated("a region's tts:opacity"),
            "imsc1/ttml/aspectRatio/aspectRatio1.ttml": regionBackground,
            "imsc1/ttml/aspectRatio/aspectRatio2.ttml": regionBackground,
            "imsc1/ttml/aspectRatio/aspectRatio5.ttml": regionBackground,
            "imsc1/ttml/forcedDisplay/forcedDisplay1.ttml": regionBackground,
            "imsc1/ttml/multiRowAlign/multiRowAlign1.ttml": regionBackground,
            "imsc1/ttml/progressivelyDecodable/progressivelyDecodable1.ttml": regionBackground,
            "imsc1_1/ttml/displayAspectRatio/displayAspectRatio001.ttml": regionBackground,
            "imsc1_1/ttml/displayAspectRatio/displayAspectRatio002.ttml": regionBackground,
            "imsc1/ttml/timing/BasicTiming011.ttml": regionBackground
                + "; the trailing empty lines that roll the text up are trimmed from cue text",
            "imsc1/ttml/timing/BasicTiming012.ttml": regionBackground
                + "; once the crawling line overflows its region the picture stops changing,"
                + " which only drawing tells",
            "imsc1/ttml/timing/FixedBeginEnd002.ttml":
                "from 6 s the stacked paragraphs overflow their region, so the picture stops"
                + " changing though the text does; only drawing tells",
            "imsc1_1/ttml/ruby/ruby005.ttml":
                "consecutive paragraphs differ only in the ruby text's tts:fontSize, which a"
                + " cue does not carry (ruby text is left out of cue text)",
            "imsc1_1/ttml/rubyReserve/rubyReserve001.ttml":
                "consecutive paragraphs differ only in tts:rubyReserve, which a cue does not"
                + " carry",
            "imsc1_1/ttml/rubyReserve/rubyReserve002.ttml":
                "consecutive paragraphs differ only in tts:rubyReserve, which a cue does not"
                + " carry",
        ]
    }()

    @Test(arguments: documents)
    func significantTimesMatchTheReference(_ document: ReferenceDocument) throws {
        let check = {
            let computed = try document.computedChangeTimes()
            #expect(
                computed == document.referenceChangeTimes,
                "\(document.path): ours \(computed.map(\.description)), reference \(document.referenceChangeTimes.map(\.description))"
            )
        }
        if let reason = Self.knownIssues[document.path] {
            withKnownIssue(Comment(rawValue: reason)) { try check() }
        } else {
            try check()
        }
    }

    /// Reports how many documents match, so that a run states the suite's score.
    @Test func scoreIsReported() {
        let matching = Self.documents.filter {
            (try? $0.computedChangeTimes()) == $0.referenceChangeTimes
        }
        print(
            "IMSC test suite: \(matching.count) of \(Self.documents.count) documents' significant"
                + " times match imscJS's reference renderings")
        #expect(Self.documents.count == 321)
        #expect(matching.count + Self.knownIssues.count == Self.documents.count)
    }
}

/// One document of the IMSC test suite with the reference renderings drawn of it.
struct ReferenceDocument: CustomTestStringConvertible, Sendable {
    /// The document's path under `Fixtures/imsc-tests`.
    var path: String
    /// Each reference picture's media time and the identity of its bytes, in time order.
    var frames: [(time: MediaTime, picture: String)]

    var testDescription: String { path }

    /// The folder holding the suite's files.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/imsc-tests")

    /// The identity of the picture that shows nothing.
    static let blankPicture = "c9d8a37f0bd4"

    /// Every document `reference-frames.tsv` lists.
    static func all() -> [ReferenceDocument] {
        guard
            let table = try? String(
                contentsOf: folder.appendingPathComponent("reference-frames.tsv"), encoding: .utf8)
        else { return [] }
        return table.split(separator: "\n").compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard let path = columns.first else { return nil }
            let frames = columns.dropFirst().first.map { field in
                field.split(separator: " ").compactMap {
                    (frame: Substring) -> (time: MediaTime, picture: String)? in
                    let parts = frame.split(separator: "=")
                    guard parts.count == 2, let time = microseconds(parts[0]) else { return nil }
                    return (MediaTime(microseconds: time), String(parts[1]))
                }
            }
            return ReferenceDocument(path: String(path), frames: frames ?? [])
        }
    }

    /// The times at which the reference's picture changes, the blank picture standing before
    /// the first.
    var referenceChangeTimes: [MediaTime] {
        var previous = Self.blankPicture
        var times: [MediaTime] = []
        for frame in frames where frame.picture != previous {
            times.append(frame.time)
            previous = frame.picture
        }
        return times
    }

    /// The times at which what the cues we read show changes: each cue boundary at which the
    /// cues showing just after differ in what they show from those showing just before.
    /// ``TTMLDocument/indefiniteEnd`` stands for no end, so it is no change.
    func computedChangeTimes() throws -> [MediaTime] {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(path)))
        let cues = try TTMLDocument(parsing: bytes).cues
        let boundaries = Set(cues.flatMap { [$0.start, $0.end] }).sorted()
        return boundaries.filter { time in
            guard time != TTMLDocument.indefiniteEnd else { return false }
            let before = cues.filter { $0.start < time && time <= $0.end }.map(Appearance.init)
            let after = cues.filter { $0.start <= time && time < $0.end }.map(Appearance.init)
            return Dictionary(before.map { ($0, 1) }, uniquingKeysWith: +)
                != Dictionary(after.map { ($0, 1) }, uniquingKeysWith: +)
        }
    }

    /// What a cue shows, without when.
    private struct Appearance: Hashable {
        var runs: [StyledRun]
        var image: CueImage?
        var layout: CueLayout

        init(_ cue: Cue) {
            runs = cue.runs
            image = cue.image
            layout = cue.layout
        }
    }
}

/// The microseconds of `seconds` written as `12.500000`.
private func microseconds(_ seconds: Substring) -> Int64? {
    let parts = seconds.split(separator: ".")
    guard parts.count == 2, let whole = Int64(parts[0]), parts[1].count == 6,
        let fraction = Int64(parts[1])
    else { return nil }
    return whole * 1_000_000 + fraction
}
