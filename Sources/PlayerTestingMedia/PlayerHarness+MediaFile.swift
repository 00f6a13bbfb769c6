import PlayerCore
import PlayerEngine
import PlayerMedia
import PlayerTesting

extension PlayerHarness {
    /// A harness over the media file at `path`, opened with FFmpeg.
    public convenience init(path: String, options: PlayerOptions = PlayerOptions())
        throws(MediaError)
    {
        try self.init(source: MediaFile(path: path), options: options)
    }
}
