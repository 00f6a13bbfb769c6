import Foundation
import MediaTestSupport
import PlayerCaptions
import PlayerCore
import PlayerMedia
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Only regular files are read, caption files only up to a size, and a caption file beside
/// the media only when it is really in the media's folder.
@Suite struct LocalFileRobustnessTests {
    @Test func aFIFOIsNeverOpened() throws {
        let directory = try TemporaryDirectory()
        for name in ["pipe.mkv", "pipe.srt", "pipe.m3u8"] {
            let path = directory.url.appendingPathComponent(name).path
            #expect(mkfifo(path, 0o600) == 0)
            #expect(openingError(path) == .notRegularFile(path: path, kind: "a FIFO (named pipe)"))
        }
        #expect(
            MediaError.notRegularFile(path: "p.srt", kind: "a FIFO (named pipe)").description
                == "p.srt: is a FIFO (named pipe), not a regular file; only regular files are read")
    }

    @Test(
        "A link to a device is refused whatever it is named",
        arguments: ["x.srt", "x.vtt", "x.ass", "x.ttml", "x.scc", "x.mkv"])
    func aDeviceBehindALink(_ name: String) throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent(name).path
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        #expect(openingError(path) == .notRegularFile(path: path, kind: "a character device"))
    }

    @Test func aCaptionFileLargerThanItsKindMayBeIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("huge.srt").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("1\n".utf8)))
        // Sparse: the size is there without the bytes.
        #expect(truncate(path, 65 << 20) == 0)
        #expect(
            openingError(path)
                == .fileTooLarge(path: path, kind: "a caption file", limit: 64 << 20))
        #expect(
            MediaError.fileTooLarge(path: "huge.srt", kind: "a caption file", limit: 64 << 20)
                .description == "huge.srt: larger than the 64 MiB a caption file may have; not read"
        )
    }

    @Test func sidecarsThatAreNotRegularFilesBecomeWarnings() throws {
        let directory = try TemporaryDirectory()
        let media = directory.url.appendingPathComponent("demo.mkv").path
        try FileManager.default.copyItem(atPath: demoMKV, toPath: media)
        let fifo = directory.url.appendingPathComponent("demo.en.srt").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let source = try MediaSource.open(path: media)
        #expect(source.tracks.count == 5)
        #expect(
            source.warnings.map(\.message) == [
                MediaError.notRegularFile(path: fifo, kind: "a FIFO (named pipe)").description
            ])
    }

    @Test func aSidecarLinkingOutOfTheFolderIsNotFollowed() throws {
        let directory = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        let media = directory.url.appendingPathComponent("film.mkv").path
        try FileManager.default.copyItem(atPath: demoMKV, toPath: media)
        let target = try outside.write(
            "secret.srt", Array("1\n00:00:01,000 --> 00:00:02,000\nsecret\n".utf8))
        let link = directory.url.appendingPathComponent("film.en.srt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let inside = try directory.write(
            "real.srt", Array("1\n00:00:01,000 --> 00:00:02,000\nfine\n".utf8))
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("film.de.srt").path,
            withDestinationPath: inside)
        let source = try MediaSource.open(path: media)
        let external = source.tracks.filter { $0.flags.contains(.external) }
        #expect(external.map(\.language) == ["de"])
        #expect(
            source.warnings.map(\.message) == [
                MediaError.refusedSidecar(path: media, sidecar: link).description
            ])
        // A file named on purpose is read wherever it is.
        let named = try MediaSource.open(
            path: media, options: MediaSourceOptions(extraSubtitlePaths: [target]))
        #expect(try named.cues(of: named.tracks.last!.id).map(\.text) == ["secret"])
    }
}
