internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

/// Looks through the first packets of one video stream for the CEA-608 channels and CEA-708
/// services that carry caption text, to decide which caption tracks the stream has.
struct ClosedCaptionScanner {
    /// How much of the stream's presentation time is looked at.
    static let span: Int64 = 8_000_000

    private let extractor: CaptionDataExtractor
    private let timeBase: AVRational
    private var queue = PresentationOrderQueue()
    private var demultiplexer = CaptionChannelDemultiplexer()
    private var serviceDecoder = CEA708Decoder()
    private var firstTime: Int64?
    /// The channels seen carrying at least one printable character.
    private(set) var channels: Set<CaptionChannel> = []
    /// The CEA-708 services seen writing at least one character that shows, in order.
    var services: [Int] { serviceDecoder.servicesWithText }
    /// Whether the stream has been looked at for ``span``.
    private(set) var isDone = false
    /// Whether any valid CEA-608 pair (`cc_type` 0 or 1), text or not, was seen.
    private(set) var carries608Data = false
    /// Whether any valid CEA-708 packet data (`cc_type` 2 or 3) was seen.
    private(set) var carries708Data = false

    /// A scanner of a stream whose packets `extractor` reads, timed in `timeBase`.
    init(extractor: CaptionDataExtractor, timeBase: AVRational) {
        self.extractor = extractor
        self.timeBase = timeBase
    }

    /// Looks at one packet of the stream.
    mutating func scan(_ packet: UnsafeMutablePointer<AVPacket>) {
        let nopts = cffmpeg_nopts_value()
        let stamp = packet.pointee.pts != nopts ? packet.pointee.pts : packet.pointee.dts
        guard stamp != nopts, let data = packet.pointee.data else { return }
        let time = av_rescale_q(stamp, timeBase, cffmpeg_time_base_q())
        let decodeTime =
            packet.pointee.dts != nopts
            ? av_rescale_q(packet.pointee.dts, timeBase, cffmpeg_time_base_q()) : nil
        let triplets = extractor.captionData(
            in: UnsafeRawBufferPointer(start: data, count: Int(packet.pointee.size)))
        take(queue.add(time: time, decodeTime: decodeTime, triplets: triplets))
        let first = firstTime ?? time
        firstTime = first
        if time - first >= Self.span {
            isDone = true
        }
    }

    /// Looks at the pictures still waiting to be put in order, when reading stops.
    mutating func finish() {
        take(queue.drain())
        isDone = true
    }

    private mutating func take(_ entries: [PresentationOrderQueue.Entry]) {
        for entry in entries {
            for header in stride(from: 0, to: entry.triplets.count - 2, by: 3).lazy.map({
                entry.triplets[$0]
            }) where header & 0x04 != 0 {
                if header & 0x03 <= 1 { carries608Data = true } else { carries708Data = true }
            }
            for (channel, triplets) in demultiplexer.split(entry.triplets)
            where Self.holdsText(triplets) {
                channels.insert(channel)
            }
            _ = serviceDecoder.decode(entry.triplets, at: MediaTime(microseconds: entry.time))
        }
    }

    /// Whether decoder triplets hold a printable character (first byte 0x20 or above).
    private static func holdsText(_ triplets: [UInt8]) -> Bool {
        stride(from: 1, to: triplets.count, by: 3).contains { triplets[$0] & 0x7F >= 0x20 }
    }
}
