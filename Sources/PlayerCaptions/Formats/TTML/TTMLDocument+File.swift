import Foundation
import PlayerCore

extension TTMLDocument {
    /// Reads the TTML file at `path` as ``read(_:handingCuesTo:)`` reads its bytes, handing
    /// each cue to `take` as its paragraph closes, without holding the file: the XML parser is
    /// given it a block at a time as it is read. A file the passes before the parser would
    /// change (a DOCTYPE, a processing instruction, an encoding converted whole; see
    /// ``TTMLStreamScreen``) is read whole instead, within ``LocalFile/Kind/caption``'s limit.
    ///
    /// - Throws: ``LocalFile/checkReadable(_:)``'s errors for a file that cannot be read, and
    ///   ``PlayerCore/MediaError/notMediaFile(path:detail:)`` naming the file and the
    ///   ``TTMLError`` of one that is not valid TTML.
    public static func read(fileAt path: String, handingCuesTo take: (Cue) -> Void)
        throws(MediaError)
        -> (skipped: [SkippedLine], language: LanguageTag?, scriptRepresents: [String])
    {
        try LocalFile.checkReadable(path)
        guard let start = TTMLStreamScreen.streamableStart(ofFileAt: path) else {
            let bytes = try LocalFile.bytes(at: path, kind: .caption)
            do {
                return try read(bytes, handingCuesTo: take)
            } catch {
                throw .notMediaFile(path: path, detail: error.description)
            }
        }
        guard let stream = InputStream(fileAtPath: path) else {
            throw .permissionDenied(path: path)
        }
        do {
            try TTMLEncodingCheck.check(start)
            let parsed = try TTMLTreeBuilder.rootElement(of: stream, handingCuesTo: take)
            return try finished(parsed, skippedBeforeParsing: [])
        } catch {
            throw .notMediaFile(path: path, detail: error.description)
        }
    }
}
