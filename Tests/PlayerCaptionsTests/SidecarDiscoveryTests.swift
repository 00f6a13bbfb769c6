import Foundation
import PlayerCore
import Testing

@testable import PlayerCaptions

/// Finding subtitle files beside a media file, in a temporary folder built per test.
@Suite struct SidecarDiscoveryTests {
    /// A fresh folder holding empty files with the given names.
    private func folder(with fileNames: [String]) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("sidecar-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for name in fileNames {
            #expect(FileManager.default.createFile(atPath: path + "/" + name, contents: Data()))
        }
        return path
    }

    @Test func findsEveryNamingPatternSortedByFileName() throws {
        let dir = try folder(with: [
            "Movie.mkv", "Movie.srt", "Movie.en.srt", "Movie.en.sdh.srt", "Movie.fr.forced.vtt",
            "Movie.de.cc.ass", "Movie.es.hi.srt", "Movie.Director Commentary.en.srt",
            "Movie.pt-BR.SSA", "Movie.ja.idx", "Movie.ja.sub", "Movie.default.eng.scc",
            // Not sidecars of Movie.mkv:
            "Movie.ko.idx", "Movie.nfo", "Movie.en.srt.bak", "Other.en.srt", "MovieX.srt",
            "movie.it.srt",
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }

        let found = try SidecarFile.sidecars(ofMediaAt: dir + "/Movie.mkv")

        let external = TrackFlags.external
        #expect(
            found == [
                SidecarFile(
                    path: dir + "/Movie.Director Commentary.en.srt", format: .subRip,
                    language: "en", title: "Director Commentary"),
                SidecarFile(
                    path: dir + "/Movie.de.cc.ass", format: .ass, language: "de",
                    flags: [external, .hearingImpaired, .captions]),
                SidecarFile(
                    path: dir + "/Movie.default.eng.scc", format: .scc, language: "en",
                    flags: [external, .default]),
                SidecarFile(
                    path: dir + "/Movie.en.sdh.srt", format: .subRip, language: "en",
                    flags: [external, .hearingImpaired]),
                SidecarFile(path: dir + "/Movie.en.srt", format: .subRip, language: "en"),
                SidecarFile(
                    path: dir + "/Movie.es.hi.srt", format: .subRip, language: "es",
                    flags: [external, .hearingImpaired]),
                SidecarFile(
                    path: dir + "/Movie.fr.forced.vtt", format: .webVTT, language: "fr",
                    flags: [external, .forced]),
                SidecarFile(
                    path: dir + "/Movie.ja.idx", format: .vobSub, language: "ja",
                    flags: [external, .imageBased]),
                SidecarFile(path: dir + "/Movie.pt-BR.SSA", format: .ssa, language: "pt-BR"),
                SidecarFile(path: dir + "/Movie.srt", format: .subRip),
            ])
    }

    @Test func vobSubIndexNeedsItsSubBesideItInAnyCase() throws {
        let dir = try folder(with: ["Film.avi", "Film.IDX", "Film.SUB"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let found = try SidecarFile.sidecars(ofMediaAt: dir + "/Film.avi")
        #expect(found.map(\.path) == [dir + "/Film.IDX"])
        #expect(found.first?.format == .vobSub)
    }

    @Test func mediaFileItselfIsNeverItsOwnSidecar() throws {
        let dir = try folder(with: ["Talk.srt", "Talk.en.srt"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(
            try SidecarFile.sidecars(ofMediaAt: dir + "/Talk.srt").map(\.path)
                == [dir + "/Talk.en.srt"])
    }

    @Test func dottedMediaNamesMatchTheirWholeStem() throws {
        let dir = try folder(with: [
            "My.Movie.2020.mkv", "My.Movie.2020.en.srt", "My.Movie.srt", "My.Movie.2021.srt",
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(
            try SidecarFile.sidecars(ofMediaAt: dir + "/My.Movie.2020.mkv")
                == [
                    SidecarFile(
                        path: dir + "/My.Movie.2020.en.srt", format: .subRip, language: "en")
                ])
    }

    @Test func unlistableFolderThrows() {
        #expect(throws: (any Error).self) {
            try SidecarFile.sidecars(ofMediaAt: "/nonexistent-\(UUID().uuidString)/Movie.mkv")
        }
    }
}
