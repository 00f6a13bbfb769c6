import Foundation
import PlayerCore
import Testing

@testable import PlayerCaptions

/// How a W3C DAPT script asks its descriptions to be voiced, read from the specification's
/// own examples (Fixtures/w3c-dapt/PROVENANCE.txt). They are excerpts: each is completed into
/// a document here, and the expected values are taken from the excerpt's own text.
@Suite("W3C DAPT voicing: tta:gain, tta:speak, audio")
struct DAPTVoicingTests {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/w3c-dapt")

    /// The excerpt `name` as it is stored.
    private static func excerpt(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// The excerpt completed into a DAPT document: the namespaces declared on `tt` (its own
    /// attributes kept where it gives them), a `body` around the events, "..." lines dropped.
    private static func completed(_ excerpt: String) -> String {
        let namespaces =
            #"<tt xmlns="http://www.w3.org/ns/ttml" xmlns:tta="http://www.w3.org/ns/ttml#audio""#
            + #" xmlns:daptm="http://www.w3.org/ns/ttml/profile/dapt#metadata""#
        var lines = excerpt.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
            .filter { !["...", ".."].contains($0.trimmingCharacters(in: .whitespaces)) }
        if let open = lines.firstIndex(where: { $0.hasPrefix("<tt") }),
            let close = lines[open...].firstIndex(where: { $0.hasSuffix(">") })
        {
            lines[open] = lines[open].replacingOccurrences(of: "<tt ...", with: namespaces)
            lines.insert("<body>", at: close + 1)
        } else {
            lines.insert(
                namespaces + #" daptm:scriptRepresents="visual.nonText" xml:lang="en">"#
                    + "<body>", at: 0)
        }
        return lines.joined(separator: "\n") + "</body></tt>"
    }

    /// The cues of the completed excerpt `name`.
    private static func cues(_ name: String) throws -> [Cue] {
        var cues: [Cue] = []
        _ = try TTMLDocument.read(Array(completed(try excerpt(name)).utf8)) { cues.append($0) }
        return cues
    }

    /// Every value of `attribute` in `text`, in order.
    private static func values(of attribute: String, in text: String) -> [String] {
        text.components(separatedBy: "\(attribute)=\"").dropFirst().compactMap {
            $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }

    /// The Mixing Instruction example ducks the programme with two `<animate tta:gain>`
    /// ramps: its description carries the lowest gain they reach, and the referenced
    /// `<audio src>` recording.
    @Test func theGainExampleDucksToTheLowestAnimatedGainAndNamesItsRecording() throws {
        let text = try Self.excerpt("intro-script-with-gain.xml")
        let gains = Self.values(of: "tta:gain", in: text)
            .flatMap { $0.split(separator: ";").compactMap { Double($0) } }
        let cues = try Self.cues("intro-script-with-gain.xml")
        let cue = try #require(cues.first { $0.text?.contains("sails billow") == true })
        #expect(gains.count == 4)
        #expect(cue.voicing?.programmeGain == gains.min())
        #expect(cue.voicing?.audioRecordings == Self.values(of: "src", in: text))
        #expect(cue.voicing?.speechRate == nil)
        // The span with the text is timed within the Script Event: div begin + span begin.
        let begins = Self.values(of: "begin", in: text).compactMap {
            Double($0.replacingOccurrences(of: "s", with: ""))
        }
        #expect(cue.start == MediaTime(secondsValue: begins[0] + begins[3]))
    }

    /// `tta:speak` on the span of a description is its rate.
    @Test func theSpeakExampleStatesItsRate() throws {
        let text = try Self.excerpt("intro-script-with-speak.xml")
        let stated = try #require(Self.values(of: "tta:speak", in: text).first)
        let cue = try #require(try Self.cues("intro-script-with-speak.xml").first)
        #expect(cue.voicing?.speechRate == CueVoicing.SpeechRate(rawValue: stated))
        #expect(cue.voicing?.programmeGain == nil)
        #expect(cue.text?.contains("The woman pulls the tiller") == true)
    }

    /// Audio embedded in the document is noted as a recording, and its data is no text.
    @Test func embeddedAudioIsARecordingAndNotText() throws {
        let cue = try #require(
            try Self.cues("intro-script-with-embedded-audio.xml").first { $0.text != nil })
        #expect(cue.voicing?.audioRecordings == ["embedded audio"])
        #expect(cue.text?.contains("base64") == false)
        #expect(cue.text?.contains("The sails billow in the wind.") == true)
    }

    /// A description without any audio style says nothing of its voicing.
    @Test func aPlainDescriptionHasNoVoicing() throws {
        var cues: [Cue] = []
        _ = try TTMLDocument.read(
            fileAt: Self.folder.appendingPathComponent("intro-times-and-text.xml").path
        ) {
            cues.append($0)
        }
        #expect(!cues.isEmpty)
        #expect(cues.allSatisfy { $0.voicing == nil })
    }
}
