internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

extension DemuxedMediaSource {
    /// How much of a local MPEG-TS file is read for its tables and scrambled streams.
    static let transportStreamProbeBytes = 4 << 20

    /// Reads the start of a local MPEG transport stream for what FFmpeg 5.1 does not pass on
    /// (every PMT descriptor, which streams are scrambled) and warns about each scrambled
    /// stream's track: a pay-TV service's picture and sound, encrypted by the broadcaster,
    /// cannot be played, while its subtitles may be clear. Nil for anything but a local
    /// MPEG-TS file.
    static func probeTransportStream(of reading: TrackReader) -> TransportStreamProbe? {
        guard let input = reading.inputs.first, input.formatName == "mpegts",
            input.readsLocalFile,
            let probe = TransportStreamProbe(
                path: reading.path, byteLimit: Self.transportStreamProbeBytes)
        else { return nil }
        for (index, stream) in input.streams.enumerated() {
            let key = ReaderState.StreamKey(input: 0, stream: index)
            guard let stream, probe.scrambledPIDs.contains(Int(stream.pointee.id)),
                let track = reading.tracks.first(where: { reading.routes[$0.id]?.stream == key })
            else { continue }
            reading.warnings.append(
                MediaWarning(
                    track: track.id,
                    message:
                        "\(reading.path): track \(track.id.rawValue) (\(track.kind.rawValue), \(track.codec)) is scrambled: the broadcaster encrypts it, so it cannot be played"
                ))
        }
        return probe
    }
}
