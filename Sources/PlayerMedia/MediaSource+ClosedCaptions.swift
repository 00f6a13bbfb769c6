internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

extension MediaSource {
    /// At most this many bytes of video are read to find caption channels.
    static let closedCaptionScanBytes = 24 << 20

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
    /// source is not scanned (its demuxer would wait for media that has not been made yet),
    /// nor one opened without ``MediaSourceOptions/findsClosedCaptions``: only the channels
    /// its playlist declares are added.
    func addClosedCaptionTracks(of inputIndex: Int) {
        let input = inputs[inputIndex]
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
        if !input.canSeek, options.findsClosedCaptions, !isLive {
            warnings.append(
                MediaWarning(
                    message:
                        "\(input.path): its server ignores byte ranges, so its video is not looked "
                        + "through for closed captions (it could not be read again from the start)")
            )
        }
        if isLive || !options.findsClosedCaptions || !input.canSeek {
            addDeclaredChannels(input: inputIndex, stream: firstVideo)
            return
        }
        scanPackets(
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
                    id: nextTrackID, kind: .legible, codec: "eia_608", language: language,
                    title: language == nil ? channel.name : nil, flags: .captions)
                found.takeLanguage(
                    of: statedCaptionService(
                        channel.captionServiceStream, video: index, input: inputIndex),
                    title: channel.name)
                addChannelTrack(
                    declaredClosedCaptions.removeValue(forKey: channel) ?? found, channel: channel,
                    input: inputIndex, stream: index)
            }
            for service in scanner.services {
                addServiceTrack(service, input: inputIndex, stream: index)
            }
        }
        // A playlist's declaration stands even when the first seconds carry no text yet; when
        // they carry no caption data at all, the track is listed as absent.
        addDeclaredChannels(
            input: inputIndex, stream: firstVideo,
            absent: (
                cea608: !scanners.values.contains(where: \.carries608Data),
                cea708: !scanners.values.contains(where: \.carries708Data)
            ))
    }

    /// Adds the channels a playlist declared (and the services an MPD declared) that the scan
    /// did not find, on video stream `stream`; where the scan found no data of their kind at
    /// all (`absent`), each is flagged ``TrackFlags/absent`` with a warning saying so.
    private func addDeclaredChannels(
        input: Int, stream: Int, absent: (cea608: Bool, cea708: Bool) = (false, false)
    ) {
        for (channel, declared) in declaredClosedCaptions.sorted(by: { $0.key < $1.key }) {
            var track = declared
            if absent.cea608 {
                track.flags.insert(.absent)
            }
            let id = addChannelTrack(track, channel: channel, input: input, stream: stream)
            if absent.cea608 {
                warnAbsent(id, name: channel.name, kind: "CEA-608")
            }
        }
        declaredClosedCaptions = [:]
        for service in declaredCaptionServices.keys.sorted() {
            addServiceTrack(service, input: input, stream: stream, absent: absent.cea708)
        }
    }

    /// Warns that declared caption track `track` (`name`) is absent from the video.
    private func warnAbsent(_ track: TrackID, name: String, kind: String) {
        let seconds = ClosedCaptionScanner.span / 1_000_000
        warnings.append(
            MediaWarning(
                track: track,
                message:
                    "\(path) declares \(name), but its video carries no \(kind) data (none in its "
                    + "first \(seconds) seconds)"))
    }

    /// Adds the track of CEA-708 service `service` of video stream `stream` of input `input`.
    /// An MPD's declaration of the service, when there is one, gives its name, language and
    /// flags.
    private func addServiceTrack(_ service: Int, input: Int, stream: Int, absent: Bool = false) {
        var track = TrackInfo(
            id: nextTrackID, kind: .legible, codec: "eia_708", title: "Service \(service)",
            flags: .captions)
        track.takeLanguage(
            of: statedCaptionService(.service(service), video: stream, input: input),
            title: "Service \(service)")
        let isAbsent = absent && declaredCaptionServices[service] != nil
        if let declared = declaredCaptionServices.removeValue(forKey: service) {
            track = declared
        }
        if isAbsent {
            track.flags.insert(.absent)
        }
        let id = addTrack(
            track,
            feed: .packets(
                input: input, stream: stream,
                makeDecoder: { stream, startOffset in
                    CEA708TrackDecoder(
                        stream: stream, serviceNumber: service, startOffset: startOffset)
                }))
        if isAbsent {
            warnAbsent(id, name: "Service \(service)", kind: "CEA-708")
        }
    }

    /// Adds `track`, read from `channel` of video stream `stream` of input `input`; returns its
    /// id.
    @discardableResult
    private func addChannelTrack(
        _ track: TrackInfo, channel: CaptionChannel, input: Int, stream: Int
    ) -> TrackID {
        addTrack(
            track,
            feed: .packets(
                input: input, stream: stream,
                makeDecoder: { stream, startOffset in
                    ClosedCaptionDecoder(stream: stream, channel: channel, startOffset: startOffset)
                }))
    }
}
