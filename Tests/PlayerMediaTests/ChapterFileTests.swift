import Foundation
import MediaTestSupport
import PlayerCore
import PlayerMedia
import Testing

/// A WebVTT chapter file beside the media (`film.chapters.vtt`) giving the title's chapters,
/// in a temporary folder each test writes.
@Suite struct ChapterFileTests {
    /// A fresh folder holding `media` linked as `name` and the given text files.
    private func folder(media: String, as name: String, files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("chapter-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent(name).path, withDestinationPath: media)
        for (fileName, text) in files {
            try text.write(
                to: folder.appendingPathComponent(fileName), atomically: true, encoding: .utf8)
        }
        return folder
    }

    private let chapterFile = """
        WEBVTT

        intro
        00:00:00.000 --> 00:00:04.000
        Opening

        00:00:04.000 --> 00:00:09.500
        The Race

        00:00:09,500 --> 00:00:12.000
        Misspelt

        """

    @Test func aChapterFileGivesTheChaptersOfMediaWithoutAny() throws {
        let dir = try folder(
            media: demoMKV, as: "film.mkv",
            files: ["film.chapters.vtt": chapterFile, "film.fr.chapters.vtt": "WEBVTT\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = try MediaSource.open(path: dir.appendingPathComponent("film.mkv").path)
        defer { source.close() }

        let catalog = source.catalog

        #expect(
            catalog.chapters == [
                MediaChapter(start: .seconds(0), end: .seconds(4), title: "Opening"),
                MediaChapter(
                    start: .seconds(4), end: .milliseconds(9_500), title: "The Race"),
            ])
        // The malformed timing line loses its chapter, and the warning names the line.
        let warnings = catalog.warnings.map(\.message).filter { $0.contains("chapters.vtt") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("film.chapters.vtt: line 10") == true)
        // Neither chapter file became a caption track.
        #expect(!catalog.tracks.contains { $0.sourcePath?.contains("chapters") == true })
    }

    @Test func theContainersChaptersWinAndTheFileLeftUnreadIsNamed() throws {
        let media = try ChapteredMedia()
        let dir = try folder(
            media: media.path, as: "episode.mkv", files: ["episode.en.chapters.vtt": chapterFile])
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = try MediaSource.open(path: dir.appendingPathComponent("episode.mkv").path)
        defer { source.close() }

        let catalog = source.catalog

        #expect(catalog.chapters.map(\.title) == ChapteredMedia.chapters.map(\.title))
        #expect(
            catalog.warnings.map(\.message).contains {
                $0.hasSuffix(
                    "episode.en.chapters.vtt: not read: \(dir.path)/episode.mkv has"
                        + " chapters of its own, which win")
            })
    }

    @Test func noSidecarsMeansNoChapterFile() throws {
        let dir = try folder(
            media: demoMKV, as: "film.mkv", files: ["film.chapters.vtt": chapterFile])
        defer { try? FileManager.default.removeItem(at: dir) }
        var options = MediaSourceOptions()
        options.discoverSidecars = false
        let source = try MediaSource.open(
            path: dir.appendingPathComponent("film.mkv").path, options: options)
        defer { source.close() }

        #expect(source.catalog.chapters.isEmpty)
    }
}
