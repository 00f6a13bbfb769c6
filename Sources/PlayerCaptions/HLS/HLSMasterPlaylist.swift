/// An HLS master playlist: the variant streams and the renditions that go with them.
public struct HLSMasterPlaylist: Hashable, Sendable {
    /// `EXT-X-STREAM-INF` entries in playlist order.
    public var variants: [HLSVariantStream]
    /// `EXT-X-MEDIA` entries in playlist order.
    public var renditions: [HLSRendition]
    /// `EXT-X-START`, if stated: where playback of every variant begins.
    public var startPoint: HLSStartPoint?

    /// A master playlist with the given entries.
    public init(
        variants: [HLSVariantStream] = [], renditions: [HLSRendition] = [],
        startPoint: HLSStartPoint? = nil
    ) {
        self.variants = variants
        self.renditions = renditions
        self.startPoint = startPoint
    }

    /// The renditions a viewer reads: every `SUBTITLES` and `CLOSED-CAPTIONS` entry, in
    /// playlist order, each once even when several groups repeat it.
    public var legibleRenditions: [HLSRendition] {
        var seen: Set<HLSRendition> = []
        return renditions.filter {
            ($0.type == .subtitles || $0.type == .closedCaptions) && seen.insert($0).inserted
        }
    }
}
