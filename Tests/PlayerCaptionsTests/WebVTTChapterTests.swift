import Foundation
import PlayerCore
import Testing

@testable import PlayerCaptions

/// WebVTT chapter files (`kind="chapters"`) read as chapters, and found beside a media file.
@Suite struct WebVTTChapterTests {
    /// Video.js's and Able Player's chapter files (Fixtures/webvtt-chapters/PROVENANCE.txt)
    /// give the chapters FFmpeg's WebVTT demuxer reads in them: the cue text as the title, the
    /// cue times as the span.
    @Test func otherPlayersChapterFilesGiveTheChaptersFFmpegReads() throws {
        let fixture = ReferenceFixture("webvtt-chapters")
        let rows = try fixture.referenceRows()
        let files = try fixture.files(endingIn: ".vtt")
        #expect(files.count == 2)
        for file in files {
            let expected = rows.filter { $0.file == file }.map { row in
                MediaChapter(
                    start: seconds(row.fields[0]), end: seconds(row.fields[1]),
                    title: row.fields[2])
            }
            #expect(!expected.isEmpty)
            let document = WebVTTDocument(parsingFileBytes: try fixture.bytes(file))
            #expect(document.chapters == expected, "\(file)")
        }
    }

    @Test func aTitleOfSeveralLinesIsJoinedAndAnEmptyCueHasNoTitle() {
        let document = WebVTTDocument(
            parsing: """
                WEBVTT

                00:00:10.000 --> 00:00:20.000
                Part two:
                <b>the &amp; return</b>

                00:00:00.000 --> 00:00:10.000
                Part one

                00:00:20.000 --> 00:00:30.000

                """)
        #expect(
            document.chapters == [
                MediaChapter(start: .seconds(0), end: .seconds(10), title: "Part one"),
                MediaChapter(
                    start: .seconds(10), end: .seconds(20), title: "Part two: the & return"),
                MediaChapter(start: .seconds(20), end: .seconds(30), title: nil),
            ])
    }

    @Test func nestedChaptersAreEachKeptInOrderOfStart() {
        // The specification's nested chapters: a part holding two sections.
        let document = WebVTTDocument(
            parsing: """
                WEBVTT

                00:00.000 --> 01:00.000
                Part 1

                00:00.000 --> 00:30.000
                Section 1.1

                00:30.000 --> 01:00.000
                Section 1.2

                """)
        #expect(document.chapters.map(\.title) == ["Part 1", "Section 1.1", "Section 1.2"])
    }

    @Test func chapterFilesAreFoundBesideTheMediaAndAreNoCaptionTrack() throws {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("chapter-files-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for name in [
            "film.mkv", "film.chapters.vtt", "film.en.Chapters.vtt", "film.en.vtt",
            "film.chapters.srt", "other.chapters.vtt",
        ] {
            #expect(FileManager.default.createFile(atPath: dir + "/" + name, contents: Data()))
        }

        let chapters = try SidecarFile.chapterFiles(ofMediaAt: dir + "/film.mkv")
        let captions = try SidecarFile.sidecars(ofMediaAt: dir + "/film.mkv")

        #expect(
            chapters == [
                SidecarFile(path: dir + "/film.chapters.vtt", format: .webVTT),
                SidecarFile(path: dir + "/film.en.Chapters.vtt", format: .webVTT, language: "en"),
            ])
        // A SubRip file has no chapter kind: it stays a caption track titled "chapters".
        #expect(captions.map(\.path) == [dir + "/film.chapters.srt", dir + "/film.en.vtt"])
    }

    private func seconds(_ text: String) -> MediaTime {
        MediaTime(microseconds: Int64(((Double(text) ?? -1) * 1_000_000).rounded()))
    }
}
