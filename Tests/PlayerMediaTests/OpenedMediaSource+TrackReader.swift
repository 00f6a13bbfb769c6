import Testing

@testable import PlayerMedia

extension OpenedMediaSource {
    /// The track reader behind an opened source, for tests of the reading paths it chooses
    /// between (block scan, sample tables, demuxer).
    var trackReader: TrackReader {
        get throws { try #require(self as? any ComposedMediaSource).reading }
    }
}
