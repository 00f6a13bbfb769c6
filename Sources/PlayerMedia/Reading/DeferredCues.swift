internal import PlayerCore

/// The cues of a track that are read the first time they are asked for, then kept: an HLS
/// subtitle rendition, whose segments are fetched only when its track is read, so that opening
/// a source (listing its tracks) fetches none of them.
///
/// A reading that lost some of its segments keeps what it read and says what it lost
/// (``CueReading/lostSegments``); a failure of the whole track is thrown.
final class DeferredCues {
    private var read: (() throws(MediaError) -> CueReading)?
    private var result: Result<CueReading, MediaError> = .success(CueReading(cues: []))

    /// The reading that `read` gives when first asked for.
    init(_ read: @escaping () throws(MediaError) -> CueReading) {
        self.read = read
    }

    /// The reading, made now if it has not been; a failure is kept and thrown again.
    func reading() throws(MediaError) -> CueReading {
        if let read {
            result = Result { () throws(MediaError) in try read() }
            self.read = nil
        }
        return try result.get()
    }
}
