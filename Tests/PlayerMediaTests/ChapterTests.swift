import MediaTestSupport
import PlayerCore
import PlayerMedia
import Testing

/// Chapters as FFmpeg reads them from a Matroska file made with an FFmpeg metadata file.
@Suite struct ChapterTests {
    @Test func matroskaChaptersAreListedWithTheirTitlesAndTimes() throws {
        let media = try ChapteredMedia()
        let source = try MediaSource.open(path: media.path)
        defer { source.close() }
        let expected = ChapteredMedia.chapters.map {
            MediaChapter(
                start: .seconds(Int64($0.start)), end: .seconds(Int64($0.end)), title: $0.title)
        }
        #expect(source.chapters == expected)
    }

    @Test func aFileWithoutChaptersHasNone() throws {
        let source = try MediaSource.open(path: demoMKV)
        defer { source.close() }
        #expect(source.chapters.isEmpty)
        source.close()
        #expect(source.chapters.isEmpty)
    }
}
