import Foundation
import Testing

@Suite("--skin, --screen-reader talkback and --check")
struct SkinOptionTests {
    @Test func aMissingSkinFileIsAUsageErrorNamingIt() throws {
        let run = try CLIRunner.run(["controls", "Samples/demo.mkv", "--skin", "nowhere.json"])
        #expect(run.status == 2)
        #expect(run.standardError == "error: skin nowhere.json: cannot read the file\n")
        #expect(run.standardOutput.isEmpty)
        let play = try CLIRunner.run(["play", "Samples/demo.mkv", "--fast", "--skin", "Samples"])
        #expect(play.status == 2)
        #expect(play.standardError.contains("skin Samples: cannot read the file"))
    }

    @Test func theSkinSetsTheReadingOrderAndVisibleTexts() throws {
        let run = try CLIRunner.run([
            "controls", "Samples/demo.mkv", "--skin", "Samples/skins/full.json", "--json",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let elements = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
                as? [[String: Any]])
        let ids = elements.compactMap { $0["id"] as? String }
        // The demo has no chapters: Skip intro and Next episode are not in the tree.
        #expect(
            ids.suffix(8) == [
                "audioDescription", "captionStyle", "quality", "settings", "cast", "airPlay",
                "pictureInPicture", "fullScreen",
            ])
        let lock = try #require(elements.first { $0["id"] as? String == "lock" })
        #expect(lock["label"] as? String == "Lock controls")
        #expect(lock["visibleText"] as? String == "Lock Controls")
        #expect(elements.first { $0["id"] as? String == "close" }?["visibleText"] is NSNull)
    }

    @Test(arguments: [["--screen-reader", "talkback"], ["--screen-reader=talkback"]])
    func talkBackWordsTheListing(arguments: [String]) throws {
        let run = try CLIRunner.run(["controls", "Samples/demo.mkv", "--json"] + arguments)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardOutput.contains(#""utterance": "Close, Button, Double-tap to activate""#))
        #expect(run.standardOutput.contains(#""utterance": "Demo Feature, 2024-05-01, Heading""#))
    }

    @Test func screenReaderAloneIsVoiceOverAndAWordItDoesNotKnowIsAnOperand() throws {
        let run = try CLIRunner.run(["controls", "Samples/demo.mkv", "--screen-reader", "--json"])
        #expect(
            run.standardOutput.contains(#""utterance": "Close, button, Double tap to activate""#))
        let unknown = try CLIRunner.run(["controls", "Samples/demo.mkv", "--screen-reader", "jaws"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("unexpected argument 'jaws'"))
        let inline = try CLIRunner.run(["controls", "Samples/demo.mkv", "--screen-reader=jaws"])
        #expect(inline.status == 2)
        #expect(
            inline.standardError.contains("--screen-reader takes talkback or voiceover, or nothing")
        )
    }

    @Test func theCheckAsJSON() throws {
        let run = try CLIRunner.run(["controls", "Samples/demo.mkv", "--check", "--json"])
        #expect(run.status == 1)
        #expect(
            run.standardOutput
                == #"{"check":"labelInName","failures":[{"id":"slowMotion","visibleText":"Slow mo","label":"Slow motion"},{"id":"lock","visibleText":"Lock Controls","label":"Lock screen"}]}"#
                + "\n")
    }

    @Test func theCheckReportsAnImageWithNeitherLabelNorDecorativeFlag() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("image-skin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let corrected = try String(
            contentsOf: CLIRunner.packageRoot.appendingPathComponent(
                "Samples/skins/corrected.json"),
            encoding: .utf8)
        var skin = try #require(
            try JSONSerialization.jsonObject(with: Data(corrected.utf8)) as? [String: Any])
        skin["images"] = [["id": "logo", "label": "Acme TV"], ["id": "badge"]]
        let path = directory.appendingPathComponent("skin.json").path
        try JSONSerialization.data(withJSONObject: skin).write(to: URL(fileURLWithPath: path))
        let run = try CLIRunner.run(["controls", "Samples/demo.mkv", "--check", "--skin", path])
        #expect(run.status == 1)
        #expect(
            run.standardOutput == "Label in Name (WCAG 2.5.3): no failures\n"
                + "Non-text Content (WCAG 1.1.1): 1 failure\n"
                + "[badge] an image with neither a label nor \"decorative\": true\n")
        let json = try CLIRunner.run([
            "controls", "Samples/demo.mkv", "--check", "--json", "--skin", path,
        ])
        #expect(json.status == 1)
        #expect(
            json.standardOutput
                == #"{"check":"labelInName","failures":[],"nonTextContent":["badge"]}"# + "\n")
        // Labelled or decorative: the check passes.
        skin["images"] = [
            ["id": "logo", "label": "Acme TV"], ["id": "badge", "decorative": true],
        ]
        try JSONSerialization.data(withJSONObject: skin).write(to: URL(fileURLWithPath: path))
        let fixed = try CLIRunner.run(["controls", "Samples/demo.mkv", "--check", "--skin", path])
        #expect(fixed.status == 0, "\(fixed.standardOutput)")
        #expect(fixed.standardOutput.hasSuffix("Non-text Content (WCAG 1.1.1): no failures\n"))
    }

    @Test func playHelpDocumentsTheNewCommandsAndKeys() throws {
        // The help is wrapped to the terminal's width: a phrase may break across lines.
        let help = try CLIRunner.run(["play", "--help"]).standardOutput
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for word in [
            "--skin FILE", "--screen-reader [talkback]", "rotor next|previous", "shift-tab",
            "voice", "show names", "Full Keyboard Access", "r/R rotor",
        ] {
            #expect(help.contains(word), "\(word)")
        }
    }
}
