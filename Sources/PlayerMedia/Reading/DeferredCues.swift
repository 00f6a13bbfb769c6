internal import PlayerCore

/// The cues of a track that are read the first time they are asked for, then kept: an HLS
/// subtitle rendition, whose segments are fetched only when its track is read, so that opening
/// a source (listing its tracks) fetches none of them.
///
/// A reading that lost some of its segments keeps what it read and says what it lost
/// (``CueReading/lostSegments``); a failure of the whole track is thrown. What else the
/// reading found worth saying (how its cues were placed) is kept in ``warnings``.
final class DeferredCues {
    private var read: (() throws(MediaError) -> (CueReading, [MediaWarning]))?
    private var result: Result<CueReading, MediaError> = .success(CueReading(cues: []))
    /// What the reading said besides its cues and losses; empty until it is made.
    private(set) var warnings: [MediaWarning] = []

    /// The reading that `read` gives when first asked for.
    convenience init(_ read: @escaping () throws(MediaError) -> CueReading) {
        self.init(saying: { () throws(MediaError) in (try read(), []) })
    }

    /// The reading, and the warnings about it, that `read` gives when first asked for.
    init(saying read: @escaping () throws(MediaError) -> (CueReading, [MediaWarning])) {
        self.read = read
    }

    /// The reading, made now if it has not been; a failure is kept and thrown again.
    func reading() throws(MediaError) -> CueReading {
        if let read {
            self.read = nil
            do {
                let (reading, said) = try read()
                result = .success(reading)
                warnings = said
            } catch {
                result = .failure(error)
            }
        }
        return try result.get()
    }
}
