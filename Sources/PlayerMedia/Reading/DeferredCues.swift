import PlayerCore

/// The cues of a track that are read the first time they are asked for, then kept: an HLS
/// subtitle rendition, whose segments are fetched only when its track is read, so that opening
/// a source (listing its tracks) fetches none of them.
final class DeferredCues {
    private var read: (() throws(MediaError) -> [Cue])?
    private var result: Result<[Cue], MediaError>?

    /// Cues that `read` gives when first asked for.
    init(_ read: @escaping () throws(MediaError) -> [Cue]) {
        self.read = read
    }

    /// The cues, read now if they have not been; a failure is kept and thrown again.
    func cues() throws(MediaError) -> [Cue] {
        if result == nil, let read {
            result = Result { () throws(MediaError) in try read() }
            self.read = nil
        }
        return try result!.get()
    }
}
