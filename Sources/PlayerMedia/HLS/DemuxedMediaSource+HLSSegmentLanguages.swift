internal import PlayerCaptions
internal import PlayerCore

extension DemuxedMediaSource {
    /// The `stream_type`s of MPEG-TS audio (ISO/IEC 13818-1 table 2-34 and ATSC A/52): MPEG-1
    /// and MPEG-2 audio, AAC in ADTS and in LATM, AC-3 and E-AC-3.
    static let transportStreamAudioTypes: Set<UInt8> = [0x03, 0x04, 0x0F, 0x11, 0x81, 0x87]

    /// Gives the audio tracks FFmpeg's HLS demuxer listed without a language the one the
    /// program's first MPEG-TS segment states in its PMT (the ISO 639 language descriptor,
    /// tag 0x0A, ISO/IEC 13818-1 §2.6.18): FFmpeg 5.1 does not pass a segment's stream
    /// languages on through a playlist, so audio muxed with the video lost its language. The
    /// PMT's audio streams are taken in order for the audio tracks in order. Only a whole local
    /// segment the source's policy allows is read (its first 64 KiB); otherwise, and for a
    /// segment that is not MPEG-TS, the tracks stay as they are.
    func addSegmentLanguages(from playlist: HLSMediaPlaylist, reader: HLSResourceReader) {
        guard let segment = playlist.segments.first, segment.byteRange == nil,
            !segment.uri.contains("://"), (try? reader.requirePermission(for: segment.uri)) != nil,
            let probe = TransportStreamProbe(path: segment.uri, byteLimit: 1 << 16),
            let program = probe.programs.values.min(by: { $0.programNumber < $1.programNumber })
        else { return }
        let languages = program.streams.filter {
            Self.transportStreamAudioTypes.contains($0.streamType)
        }.map { stream in
            stream.descriptors.first { $0.tag == 0x0A && $0.body.count >= 3 }.flatMap {
                LanguageTag(String(decoding: $0.body[0..<3], as: UTF8.self))
            }
        }
        let audio = reading.tracks.indices.filter { reading.tracks[$0].kind == .audio }
        for (index, language) in zip(audio, languages) where reading.tracks[index].language == nil {
            reading.tracks[index].language = language
        }
    }
}
