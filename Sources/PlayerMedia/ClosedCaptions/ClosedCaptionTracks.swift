internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

/// The closed-caption tracks of a source's video: the CEA-608 channels and CEA-708 services
/// its first seconds carry, and those a playlist or MPD declares, which wait here for the scan
/// to give them their stream (or to find their video carries no such data).
struct ClosedCaptionTracks {
    /// At most this many bytes of video are read to find caption channels.
    static let closedCaptionScanBytes = 24 << 20

    /// CEA-608 channels a playlist (`CLOSED-CAPTIONS`) or MPD declares, as tracks waiting for
    /// the caption scan to give them their stream.
    var declaredChannels: [CaptionChannel: TrackInfo] = [:]
    /// CEA-708 services an MPD declares, by service number, waiting for the caption scan.
    var declaredServices: [Int: TrackInfo] = [:]
    /// What the start of a local MPEG transport stream says beyond FFmpeg (its PMT's caption
    /// service descriptors); nil for anything else.
    var transportStream: TransportStreamProbe?

    /// Adds a legible track, flagged ``TrackFlags/captions`` (titled "CC1" … "CC4" when the
    /// video states no language; a playlist's `CLOSED-CAPTIONS` declaration gives its own name,
    /// language and flags), for each CEA-608 channel whose text the first seconds of an H.264, HEVC or MPEG-2 video stream of
    /// input `inputIndex` carry in SEI messages or user data, then one titled "Service N",
    /// codec `eia_708`, for each CEA-708 service that writes text there. A channel or service
    /// the PMT's caption_service_descriptor names takes the language it states and keeps its
    /// title (FFmpeg 5.1 does not expose the descriptor: a local transport stream's own tables
    /// are read). Only those video packets are read
    /// (never decoded), for ``ClosedCaptionScanner/span`` of media or
    /// ``closedCaptionScanBytes``, whichever comes first; the input is then rewound. A live
    /// source (`scansVideo` false) is not scanned (its demuxer would wait for media that has
    /// not been made yet), nor one opened without ``MediaSourceOptions/findsClosedCaptions``: only the channels
    /// its playlist declares are added.
    mutating func add(to reading: TrackReader, input inputIndex: Int, scansVideo: Bool) {
        let input = reading.inputs[inputIndex]
        var scanners: [Int: ClosedCaptionScanner] = [:]
        var videos: [Int: UnsafeMutablePointer<AVStream>] = [:]
        for (index, stream) in input.streams.enumerated() {
            guard let stream, stream.pointee.codecpar.pointee.codec_type == AVMEDIA_TYPE_VIDEO,
                stream.pointee.disposition & AV_DISPOSITION_ATTACHED_PIC == 0,
                let extractor = ClosedCaptionDecoder.extractor(for: stream)
            else { continue }
            scanners[index] = ClosedCaptionScanner(
                extractor: extractor, timeBase: stream.pointee.time_base)
            videos[index] = stream
        }
        guard let firstVideo = scanners.keys.min() else { return }
        if !input.canSeek, reading.options.findsClosedCaptions, scansVideo {
            reading.warnings.append(
                MediaWarning(
                    message:
                        "\(input.path): its server ignores byte ranges, so its video is not looked "
                        + "through for closed captions (it could not be read again from the start)")
            )
        }
        if !scansVideo || !reading.options.findsClosedCaptions || !input.canSeek {
            addDeclaredChannels(to: reading, input: inputIndex, stream: firstVideo)
            return
        }
        reading.scanPackets(
            of: inputIndex, streams: Set(scanners.keys), byteLimit: Self.closedCaptionScanBytes
        ) { packet in
            scanners[Int(packet.pointee.stream_index)]?.scan(packet)
            return scanners.values.contains { !$0.isDone }
        }
        for (index, video) in videos.sorted(by: { $0.key < $1.key }) {
            guard var scanner = scanners[index] else { continue }
            scanner.finish()
            scanners[index] = scanner
            let language = LanguageTag(StreamTrack.tag("language", in: video.pointee.metadata))
            for channel in scanner.channels.sorted() {
                var found = TrackInfo(
                    id: reading.nextTrackID, kind: .legible, codec: "eia_608", language: language,
                    title: language == nil ? channel.name : nil, flags: .captions)
                found.takeLanguage(
                    of: statedCaptionService(
                        channel.captionServiceStream, video: index, input: inputIndex,
                        in: reading),
                    title: channel.name)
                addChannelTrack(
                    declaredChannels.removeValue(forKey: channel) ?? found, to: reading,
                    channel: channel, input: inputIndex, stream: index)
            }
            for service in scanner.services {
                addServiceTrack(service, to: reading, input: inputIndex, stream: index)
            }
        }
        // A playlist's declaration stands even when the first seconds carry no text yet; when
        // they carry no caption data at all, the track is listed as absent.
        addDeclaredChannels(
            to: reading, input: inputIndex, stream: firstVideo,
            absent: (
                cea608: !scanners.values.contains(where: \.carries608Data),
                cea708: !scanners.values.contains(where: \.carries708Data)
            ))
    }

    /// Adds the channels a playlist declared (and the services an MPD declared) that the scan
    /// did not find, on video stream `stream`; where the scan found no data of their kind at
    /// all (`absent`), each is flagged ``TrackFlags/absent`` with a warning saying so.
    private mutating func addDeclaredChannels(
        to reading: TrackReader, input: Int, stream: Int,
        absent: (cea608: Bool, cea708: Bool) = (false, false)
    ) {
        for (channel, declared) in declaredChannels.sorted(by: { $0.key < $1.key }) {
            var track = declared
            if absent.cea608 {
                track.flags.insert(.absent)
            }
            let id = addChannelTrack(
                track, to: reading, channel: channel, input: input, stream: stream)
            if absent.cea608 {
                warnAbsent(id, in: reading, name: channel.name, kind: "CEA-608")
            }
        }
        declaredChannels = [:]
        for service in declaredServices.keys.sorted() {
            addServiceTrack(
                service, to: reading, input: input, stream: stream, absent: absent.cea708)
        }
    }

    /// Warns that declared caption track `track` (`name`) is absent from the video.
    private func warnAbsent(_ track: TrackID, in reading: TrackReader, name: String, kind: String) {
        let seconds = ClosedCaptionScanner.span / 1_000_000
        reading.warnings.append(
            MediaWarning(
                track: track,
                message:
                    "\(reading.path) declares \(name), but its video carries no \(kind) data (none in its "
                    + "first \(seconds) seconds)"))
    }

    /// Adds the track of CEA-708 service `service` of video stream `stream` of input `input`.
    /// An MPD's declaration of the service, when there is one, gives its name, language and
    /// flags.
    private mutating func addServiceTrack(
        _ service: Int, to reading: TrackReader, input: Int, stream: Int, absent: Bool = false
    ) {
        var track = TrackInfo(
            id: reading.nextTrackID, kind: .legible, codec: "eia_708", title: "Service \(service)",
            flags: .captions)
        track.takeLanguage(
            of: statedCaptionService(
                .service(service), video: stream, input: input, in: reading),
            title: "Service \(service)")
        let isAbsent = absent && declaredServices[service] != nil
        if let declared = declaredServices.removeValue(forKey: service) {
            track = declared
        }
        if isAbsent {
            track.flags.insert(.absent)
        }
        let id = reading.addTrack(
            track,
            feed: .packets(
                input: input, stream: stream,
                makeDecoder: { stream, startOffset in
                    CEA708TrackDecoder(
                        stream: stream, serviceNumber: service, startOffset: startOffset)
                }))
        if isAbsent {
            warnAbsent(id, in: reading, name: "Service \(service)", kind: "CEA-708")
        }
    }

    /// Adds `track`, read from `channel` of video stream `stream` of input `input`; returns its
    /// id.
    @discardableResult
    private func addChannelTrack(
        _ track: TrackInfo, to reading: TrackReader, channel: CaptionChannel, input: Int,
        stream: Int
    ) -> TrackID {
        reading.addTrack(
            track,
            feed: .packets(
                input: input, stream: stream,
                makeDecoder: { stream, startOffset in
                    ClosedCaptionDecoder(stream: stream, channel: channel, startOffset: startOffset)
                }))
    }

    /// The entry the PMT's caption service descriptor (ATSC A/65) gives caption stream
    /// `stream` of video stream `video` of input `input`; nil when there is none (FFmpeg 5.1
    /// does not read the descriptor, so only a local transport stream's own tables tell).
    private func statedCaptionService(
        _ stream: CaptionServiceDescriptor.Stream?, video: Int, input: Int, in reading: TrackReader
    ) -> CaptionServiceDescriptor.Entry? {
        guard input == 0, let stream, let probe = transportStream,
            let pid = reading.inputs[0].streams[video].map({ Int($0.pointee.id) })
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
