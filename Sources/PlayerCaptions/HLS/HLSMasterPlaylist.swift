/// An HLS master playlist: the variant streams and the renditions that go with them.
public struct HLSMasterPlaylist: Hashable, Sendable {
    /// `EXT-X-STREAM-INF` entries in playlist order.
    public var variants: [HLSVariantStream]
    /// `EXT-X-MEDIA` entries in playlist order.
    public var renditions: [HLSRendition]

    /// A master playlist with the given entries.
    public init(variants: [HLSVariantStream] = [], renditions: [HLSRendition] = []) {
        self.variants = variants
        self.renditions = renditions
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
