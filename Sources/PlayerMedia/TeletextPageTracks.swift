internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

/// The tracks of a source's DVB teletext streams: one per subtitle page.
enum TeletextPageTracks {
    /// At most this many bytes of teletext are read to find its subtitle pages.
    static let teletextScanBytes = 8 << 20
    /// How much of a teletext stream's presentation time is looked at for its pages.
    static let teletextScanSpan: Int64 = 10_000_000

    /// Turns each DVB teletext stream of input `inputIndex` of `reading` into one legible track per subtitle
    /// page, titled "Page 150", with the page's language and, for a page the descriptor types as
    /// for the hearing impaired, ``TrackFlags/hearingImpaired``. The stream's own track becomes
    /// its first page; the others are added after the container's streams.
    ///
    /// The pages are the PMT's teletext descriptor's subtitle entries (FFmpeg keeps them in the
    /// stream's extradata and language tag), then the subtitle pages the descriptor does not
    /// list: every stream is read for ``teletextScanSpan`` (at most ``teletextScanBytes``) and
    /// its subtitle pages found from their page headers (``TeletextPageScan``), as TSDuck and
    /// FFmpeg's `txt_page` find them. A page found so takes the language of the descriptor
    /// entry of its number, or the descriptor's only language. A listed page none of whose
    /// headers the scan met is kept, with a warning that it may have no cues. A stream with no
    /// subtitle page at all stays one track showing every subtitle page.
    static func add(to reading: TrackReader, input inputIndex: Int, scans: Bool) {
        let input = reading.inputs[inputIndex]
        let teletext = input.streams.enumerated().compactMap { index, stream in
            stream.flatMap {
                $0.pointee.codecpar.pointee.codec_id == AV_CODEC_ID_DVB_TELETEXT
                    ? (index: index, stream: $0) : nil
            }
        }
        guard !teletext.isEmpty, avcodec_find_decoder(AV_CODEC_ID_DVB_TELETEXT) != nil else {
            return
        }
        let announced = teletext.map { Self.descriptorEntries(of: $0.stream) }
        let found = scans ? scanTeletextPages(of: inputIndex, in: reading, streams: teletext) : [:]
        for (index, entries) in zip(teletext.map(\.index), announced) {
            let listed = entries.filter(\.isSubtitlePage)
            let languages = Set(entries.compactMap(\.language))
            let unlisted = (found[index] ?? []).filter { page in
                !listed.contains { $0.page == page }
            }
            let scannedPages = unlisted.map { page in
                TeletextDescriptorEntry(
                    language: entries.first { $0.page == page }?.language
                        ?? (languages.count == 1 ? languages.first : nil),
                    type: TeletextDescriptorEntry.subtitleType, page: page)
            }
            if let seen = found[index] {
                warnAboutSilentPages(
                    listed.filter { !seen.contains($0.page) }, input: input, in: reading)
            }
            addPageTracks(listed + scannedPages, to: reading, input: inputIndex, stream: index)
        }
    }

    /// Says, for each subtitle page the PMT lists but whose header the scan did not find, that
    /// its track may show nothing.
    private static func warnAboutSilentPages(
        _ pages: [TeletextDescriptorEntry], input: DemuxerInput, in reading: TrackReader
    ) {
        for entry in pages {
            reading.warnings.append(
                MediaWarning(
                    message:
                        "\(input.path): teletext page \(entry.page) is listed in the PMT, but none of its page headers is in the first \(Self.teletextScanSpan / 1_000_000) s of its stream; its track may have no cues"
                ))
        }
    }

    /// The entries of the teletext descriptor FFmpeg kept for `stream`.
    private static func descriptorEntries(
        of stream: UnsafeMutablePointer<AVStream>
    ) -> [TeletextDescriptorEntry] {
        let parameters = stream.pointee.codecpar.pointee
        let extradata =
            parameters.extradata.map {
                Array(UnsafeBufferPointer(start: $0, count: Int(parameters.extradata_size)))
            } ?? []
        return TeletextDescriptorEntry.entries(
            extradata: extradata,
            languages: StreamTrack.tag("language", in: stream.pointee.metadata))
    }

    /// The subtitle pages whose headers the first seconds of each of `streams` carry.
    private static func scanTeletextPages(
        of inputIndex: Int, in reading: TrackReader,
        streams: [(index: Int, stream: UnsafeMutablePointer<AVStream>)]
    ) -> [Int: [TeletextPageNumber]] {
        guard !streams.isEmpty else { return [:] }
        var scans: [Int: TeletextPageScan] = [:]
        var firstTime: Int64?
        let clock = Dictionary(
            uniqueKeysWithValues: streams.map { index, stream in
                (index, PacketClock(stream: stream, startOffset: 0))
            })
        reading.scanPackets(
            of: inputIndex, streams: Set(streams.map(\.index)), byteLimit: Self.teletextScanBytes
        ) {
            packet in
            let index = Int(packet.pointee.stream_index)
            if let data = packet.pointee.data {
                scans[index, default: .init()].add(
                    pesData: UnsafeRawBufferPointer(start: data, count: Int(packet.pointee.size)))
            }
            guard let time = clock[index]?.time(of: packet) else { return true }
            let first = firstTime ?? time
            firstTime = first
            return time - first < Self.teletextScanSpan
        }
        return scans.mapValues(\.subtitlePages)
    }

    /// Makes the track of stream `stream` the first of `pages` and adds one for each other; with
    /// no pages, leaves it as it is.
    private static func addPageTracks(
        _ pages: [TeletextDescriptorEntry], to reading: TrackReader, input: Int, stream: Int
    ) {
        let key = ReaderState.StreamKey(input: input, stream: stream)
        guard
            let position = reading.tracks.firstIndex(where: { reading.routes[$0.id]?.stream == key }
            )
        else {
            return
        }
        let streamTrack = reading.tracks[position]
        for (number, entry) in pages.enumerated() {
            var track = streamTrack
            track.language = LanguageTag(entry.language)
            track.title = "Page \(entry.page)"
            if entry.isForHearingImpaired {
                track.flags.insert(.hearingImpaired)
            }
            let feed = TrackRoute.Feed.packets(
                input: input, stream: stream,
                makeDecoder: TeletextPageDecoder.factory(page: entry.page.description))
            if number == 0 {
                reading.tracks[position] = track
                reading.routes[track.id] = TrackRoute(feed: feed, kind: .legible)
            } else {
                reading.addTrack(track, feed: feed)
            }
        }
    }
}
