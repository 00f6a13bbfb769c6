import Foundation
import MediaTestSupport
import PlayerCore
import PlayerMedia
import Testing

/// Reading the package's sample film (Samples/demo.mkv): its English SDH track (id 2) holds the
/// eleven cues of Samples/src/demo.en.srt at their authored times; demo.de.srt and
/// demo.en.forced.srt lie beside it.
@Suite("Selecting, seeking and reading cues")
struct MediaSourceReadingTests {
    let english = TrackID(rawValue: 2)

    @Test("Container tracks come first, then the sidecars beside the file, flagged external")
    func trackList() throws {
        let source = try MediaSource.open(path: demoMKV)
        #expect(source.tracks.map(\.id.rawValue) == [0, 1, 2, 3, 4, 5, 6])
        #expect(
            source.tracks.map(\.kind) == [
                .video, .audio, .legible, .legible, .legible, .legible, .legible,
            ])
        #expect(
            source.tracks.map(\.codec) == [
                "h264", "aac", "subrip", "subrip", "ass", "subrip", "subrip",
            ])
        #expect(source.tracks.map(\.language) == [nil, "en", "en", "es", "fr", "de", "en"])
        #expect(source.tracks[2].title == "English SDH")
        #expect(source.tracks[2].flags == [.default, .hearingImpaired])
        #expect(source.metadata == TitleMetadata(title: "Demo Feature", airDate: "2024-05-01"))
        #expect(source.tracks[5].flags == .external)
        #expect(source.tracks[6].flags == [.external, .forced])
        #expect(source.tracks[5].sourcePath?.hasSuffix("Samples/demo.de.srt") == true)
        #expect(source.duration == MediaTime(microseconds: 60_046_000))
    }

    @Test("Sidecar discovery can be turned off and explicit files added")
    func explicitSubtitleFile() throws {
        let spanish = URL(fileURLWithPath: demoMKV).deletingLastPathComponent()
            .appendingPathComponent("src/demo.es.srt").path
        let source = try MediaSource.open(
            path: demoMKV,
            options: MediaSourceOptions(extraSubtitlePaths: [spanish], discoverSidecars: false))
        #expect(source.tracks.count == 6)
        let extra = source.tracks[5]
        #expect(extra.language == "es" && extra.flags == .external && extra.sourcePath == spanish)
    }

    @Test("Every cue of a track, in order")
    func wholeTrack() throws {
        let source = try MediaSource.open(path: demoMKV)
        let cues = try source.cues(of: english)
        #expect(cues.count == 11)
        #expect(cues.first.map(ExpectedCue.init) == ExpectedCue(1000, 4000, "[DOOR CREAKS OPEN]"))
        #expect(cues[2].runs == [StyledRun("(distant thunder)", style: .italic)])
        #expect(
            try source.cues(of: TrackID(rawValue: 5)).first.map(ExpectedCue.init)
                == ExpectedCue(5000, 8500, "Ist hier jemand?"))
    }

    @Test("After a seek, reading resumes with the first cue not over by then")
    func seekThenRead() throws {
        let source = try MediaSource.open(path: demoMKV)
        source.select([english])
        try source.seek(to: .seconds(20))
        var cues: [Cue] = []
        while let batch = try source.nextCues() {
            #expect(batch.allSatisfy { $0.track == english })
            cues += batch.map(\.cue)
        }
        #expect(cues.count == 7)
        #expect(
            cues.first.map(ExpectedCue.init)
                == ExpectedCue(21000, 24000, "ANNA: The lights are out."))
    }

    @Test("A container track and a sidecar read together, each in order")
    func readTwoInputs() throws {
        let source = try MediaSource.open(path: demoMKV)
        let german = TrackID(rawValue: 5)
        source.select([english, german])
        try source.seek(to: .zero)
        var starts: [TrackID: [MediaTime]] = [:]
        while let batch = try source.nextCues() {
            for (track, cue) in batch {
                starts[track, default: []].append(cue.start)
            }
        }
        #expect(starts[english]?.count == 11)
        #expect(starts[german] == [5, 15, 21, 38, 55].map { MediaTime.seconds($0) })
        #expect(starts[english] == starts[english]?.sorted())
    }

    @Test(
        "The cue on screen at a time",
        arguments: [
            (16_000, ["BEN: Over here, by the window.\nWatch your step."]), (9_000, []),
            (24_000, []), (999, []), (1_000, ["[DOOR CREAKS OPEN]"]),
        ] as [(Int64, [String])])
    func activeCue(milliseconds: Int64, expected: [String]) throws {
        let source = try MediaSource.open(path: demoMKV)
        #expect(
            try source.activeCues(of: english, at: .milliseconds(milliseconds)).map(\.text)
                == expected)
    }

    @Test("A cue that began before the lookback window is still found")
    func activeCueBeyondLookback() throws {
        let source = try MediaSource.open(
            path: demoMKV, options: MediaSourceOptions(activeCueLookback: .seconds(1)))
        #expect(
            try source.activeCues(of: english, at: .milliseconds(18_500)).map(\.text) == [
                "BEN: Over here, by the window.\nWatch your step."
            ])
    }

    @Test("Asking for a track that is missing or not captions names the problem")
    func wrongTracks() throws {
        let source = try MediaSource.open(path: demoMKV)
        #expect(throws: MediaError.unknownTrack(path: demoMKV, track: TrackID(rawValue: 42))) {
            try source.cues(of: TrackID(rawValue: 42))
        }
        #expect(throws: MediaError.notLegible(path: demoMKV, track: TrackID(rawValue: 0))) {
            try source.cues(of: TrackID(rawValue: 0))
        }
    }

    @Test("Closing twice is harmless; a closed source refuses to read")
    func closing() throws {
        let source = try MediaSource.open(path: demoMKV)
        source.close()
        source.close()
        #expect(throws: MediaError.closed(path: demoMKV)) { try source.cues(of: english) }
    }

    @Test("An interrupted source stops reading")
    func interrupting() throws {
        let source = try MediaSource.open(path: demoMKV)
        source.interrupter.interrupt()
        #expect(throws: MediaError.interrupted(path: demoMKV)) { try source.cues(of: english) }
    }
}
