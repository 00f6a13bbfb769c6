internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

extension DemuxerInput {
    /// The language the first sample of an MP4 `stpp` track states with `xml:lang`, for a
    /// track whose `mdhd` states none ("und"): every sample of the track is a whole TTML
    /// document, and the first one's language is the track's. Nil when `stream` is not such
    /// a track of a local file, or the sample is not TTML naming a language.
    func ttmlSampleLanguage(of stream: UnsafeMutablePointer<AVStream>) -> LanguageTag? {
        guard readsLocalFile, formatName.hasPrefix("mov,mp4"),
            StreamTrack.tagName(stream.pointee.codecpar.pointee.codec_tag) == "stpp",
            stream.pointee.id > 0, let reader = ForwardFileReader(path: path),
            let found = try? MP4TrackSamples(trackID: UInt32(stream.pointee.id), reading: reader),
            let first = found.samples.first, first.size > 0
        else { return nil }
        var bytes = [UInt8](repeating: 0, count: first.size)
        let read = bytes.withUnsafeMutableBytes { buffer in
            buffer.baseAddress.map { reader.read(first.size, at: first.offset, into: $0) } ?? false
        }
        guard read, let document = try? TTMLDocument(parsing: bytes) else { return nil }
        return document.language
    }
}
