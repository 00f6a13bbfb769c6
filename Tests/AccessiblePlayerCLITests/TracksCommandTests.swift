import Foundation
import MediaTestSupport
import Testing

@Suite("accessible-player tracks")
struct TracksCommandTests {
    /// The JSON listing of `path`, parsed: the source's object and its tracks.
    static func listing(_ arguments: [String]) throws -> (
        source: [String: Any], tracks: [[String: Any]]
    ) {
        let run = try CLIRunner.run(["tracks"] + arguments + ["--json"])
        #expect(run.status == 0, "\(run.standardError)")
        let parsed = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
        let source = try #require(parsed as? [String: Any])
        return (source, try #require(source["tracks"] as? [[String: Any]]))
    }

    /// The JSON listing of the demo file's tracks.
    private func demoTracks() throws -> [[String: Any]] {
        try Self.listing(["Samples/demo.mkv"]).tracks
    }

    @Test func listsEmbeddedTracksAndSidecarsAsJSON() throws {
        let tracks = try demoTracks()
        #expect(
            tracks.map { $0["kind"] as? String } == [
                "video", "audio", "legible", "legible", "legible", "legible", "legible",
            ])
        #expect(
            tracks.map { $0["codec"] as? String } == [
                "h264", "aac", "subrip", "subrip", "ass", "subrip", "subrip",
            ])
        #expect(
            tracks.map { $0["language"] as? String } == [
                nil, "en", "en", "es", "fr", "de", "en",
            ])
        #expect(tracks.map { $0["id"] as? Int } == [0, 1, 2, 3, 4, 5, 6])
        #expect(tracks[2]["title"] as? String == "English SDH")
        #expect(tracks[0]["title"] is NSNull)
    }

    @Test func flagsComeFromTheContainerAndTheSidecarNames() throws {
        let tracks = try demoTracks()
        func flags(_ index: Int) -> [String: Bool] {
            tracks[index]["flags"] as? [String: Bool] ?? [:]
        }
        #expect(flags(2)["default"] == true)
        #expect(flags(2)["hearingImpaired"] == true)
        #expect(flags(2)["external"] == false)
        #expect(flags(3)["default"] == false)
        #expect(flags(5)["external"] == true)
        #expect(flags(5)["forced"] == false)
        #expect(flags(6)["external"] == true)
        #expect(flags(6)["forced"] == true)
        #expect(
            Set(flags(0).keys) == [
                "default", "forced", "hearingImpaired", "visualImpaired", "captions",
                "descriptions",
                "external", "imageBased", "absent", "easyReader",
            ])
    }

    @Test func tableShowsTitleDurationAndOneRowPerTrack() throws {
        let run = try CLIRunner.run(["tracks", "Samples/demo.mkv"])
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count == 9)
        #expect(lines[0].contains("title \"Demo Feature\""))
        #expect(lines[0].contains("date 2024-05-01"))
        #expect(lines[1].hasPrefix("ID  KIND"))
        #expect(lines[4].contains("English SDH"))
        #expect(lines[4].contains("default,hearingImpaired"))
        #expect(lines[8].contains("demo.en.forced.srt"))
    }

    @Test func sidecarsCanBeTurnedOff() throws {
        #expect(try Self.listing(["Samples/demo.mkv", "--no-sidecars"]).tracks.count == 5)
    }

    /// Every cell of the table, rebuilt from the JSON of the same file: the heading's
    /// container, duration, title and date, and each row's columns and details (resolution,
    /// frame rate, channels, sample rate, sidecar file name).
    @Test(
        .enabled(if: Corpus.isAvailable),
        arguments: [
            "Samples/demo.mkv", "shaka-cea608-ts/captions-test.ts",
            "tsduck-dvbsub-sdh-ad/test-026.ts",
        ])
    func theJSONCarriesEveryColumnOfTheTable(file: String) throws {
        let path =
            file.hasPrefix("Samples/")
            ? file : Corpus.root.appendingPathComponent(file).path
        let table = try CLIRunner.run(["tracks", path]).standardOutput.split(separator: "\n")
        let (source, tracks) = try Self.listing([path])
        func text(_ value: Any?) -> String {
            switch value {
            case let number as NSNumber: String(format: "%g", number.doubleValue)
            case let string as String: string
            default: "-"
            }
        }
        var duration = "unknown"
        if let seconds = source["duration"] as? Double {
            let ms = Int((seconds * 1_000_000).rounded()) / 1_000  // the table truncates to ms
            duration = String(
                format: "%02d:%02d:%02d.%03d", ms / 3_600_000, ms / 60_000 % 60, ms / 1_000 % 60,
                ms % 1_000)
        }
        #expect(table[0].hasPrefix("\(path): \(text(source["container"])), duration \(duration)"))
        if let title = source["title"] as? String {
            #expect(table[0].contains("title \"\(title)\""))
        }
        if let date = source["date"] as? String { #expect(table[0].contains("date \(date)")) }
        #expect(table.count == tracks.count + 2)
        for (row, track) in zip(table.dropFirst(2), tracks) {
            let flags = (track["flags"] as? [String: Bool] ?? [:]).filter(\.value).keys
            var details: [String] = []
            if let width = track["width"] as? Int, let height = track["height"] as? Int {
                details.append("\(width)x\(height)")
            }
            if let rate = track["frameRate"] as? Double { details.append(text(rate) + " fps") }
            if let channels = track["channels"] as? Int { details.append("\(channels) ch") }
            if let rate = track["sampleRate"] as? Int { details.append("\(rate) Hz") }
            if let sidecar = track["sidecar"] as? String { details.append(sidecar) }
            let cells = [
                text(track["id"]), text(track["kind"]), text(track["codec"]),
                text(track["language"]), text(track["title"]),
            ]
            let words = row.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            #expect(Array(words.prefix(3)) == Array(cells.prefix(3)), "\(row)")
            #expect(row.contains(" \(cells[3]) "), "\(row)")
            #expect(row.contains(cells[4]), "\(row)")
            for flag in flags { #expect(row.contains(flag), "\(row)") }
            #expect(row.hasSuffix(details.joined(separator: ", ")), "\(row)")
        }
    }
}
