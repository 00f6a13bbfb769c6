import Foundation
import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// pycaption's SAMI samples, read by ``SAMIDocument`` and compared with what pycaption's own
/// SAMI reader gives for them (`Fixtures/pycaption-sami/reference.tsv`): for every file, the
/// same languages, and per language the same captions, times and text.
@Suite struct SAMIReferenceTests {
    let fixture = ReferenceFixture("pycaption-sami")

    @Test func everySampleReadsAsPycaptionReadsIt() throws {
        let rows = try fixture.referenceRows()
        let files = try fixture.files(endingIn: ".smi")
        #expect(files.count == 10)
        for file in files {
            let expected = rows.filter { $0.file == file }
            let document = SAMIDocument(
                text: DecodedText(subtitleBytes: try fixture.bytes(file)).text)
            let expectedLanguages = Set(expected.map { $0.fields[0] })
            let languages = Set(document.tracks.map { $0.language?.description ?? "und" })
            #expect(languages == expectedLanguages, "\(file)")
            for track in document.tracks {
                let language = track.language?.description ?? "und"
                let want = expected.filter { $0.fields[0] == language }.map {
                    ExpectedCue(Int64($0.fields[1]) ?? -1, Int64($0.fields[2]) ?? -1, $0.fields[3])
                }
                #expect(track.cues.map(ExpectedCue.init) == want, "\(file) \(language)")
            }
            #expect(document.skipped.isEmpty, "\(file)")
        }
    }
}
