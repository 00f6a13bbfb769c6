internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

extension MediaSource {
    /// How much of a local MPEG-TS file is read for its tables and scrambled streams.
    static let transportStreamProbeBytes = 4 << 20

    /// Reads the start of a local MPEG transport stream for what FFmpeg 5.1 does not pass on
    /// (every PMT descriptor, which streams are scrambled) and warns about each scrambled
    /// stream's track: a pay-TV service's picture and sound, encrypted by the broadcaster,
    /// cannot be played, while its subtitles may be clear.
    func probeTransportStream() {
        guard formatName == "mpegts", let input = inputs.first, input.readsLocalFile,
            let probe = TransportStreamProbe(path: path, byteLimit: Self.transportStreamProbeBytes)
        else { return }
        transportStream = probe
        for (index, stream) in input.streams.enumerated() {
            let key = ReaderState.StreamKey(input: 0, stream: index)
            guard let stream, probe.scrambledPIDs.contains(Int(stream.pointee.id)),
                let track = tracks.first(where: { routes[$0.id]?.stream == key })
            else { continue }
            warnings.append(
                MediaWarning(
                    track: track.id,
                    message:
                        "\(path): track \(track.id.rawValue) (\(track.kind.rawValue), \(track.codec)) is scrambled: the broadcaster encrypts it, so it cannot be played"
                ))
        }
    }

    /// The length of a local MPEG transport stream FFmpeg gives none for (its streams'
    /// timestamps are scrambled or too few): the file's length at the rate its program clock
    /// references give.
    static func transportStreamDuration(of input: DemuxerInput) -> MediaTime? {
        guard input.formatName == "mpegts", input.readsLocalFile else { return nil }
        return TransportStreamClockSpan.duration(ofFileAt: input.path)
    }

    /// The entry the PMT's caption service descriptor (ATSC A/65) gives caption stream
    /// `stream` of video stream `video` of input `input`; nil when there is none (FFmpeg 5.1
    /// does not read the descriptor, so only a local transport stream's own tables tell).
    func statedCaptionService(
        _ stream: CaptionServiceDescriptor.Stream?, video: Int, input: Int
    ) -> CaptionServiceDescriptor.Entry? {
        guard input == 0, let stream, let probe = transportStream,
            let pid = inputs[0].streams[video].map({ Int($0.pointee.id) })
        else { return nil }
        return probe.captionServices(ofPID: pid)?.entry(for: stream)
    }
}

extension TrackInfo {
    /// Takes the language a caption service descriptor states for the track, titled `title`
    /// (the channel or service the entry names), and whether it is an easy-reader service;
    /// unchanged without an entry.
    mutating func takeLanguage(of entry: CaptionServiceDescriptor.Entry?, title: String) {
        guard let entry else { return }
        if entry.isEasyReader {
            flags.insert(.easyReader)
        }
        guard let language = LanguageTag(entry.language) else { return }
        self.language = language
        self.title = title
    }
}
