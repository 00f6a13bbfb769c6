internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

/// Reads one CEA-708 caption service out of a video stream without decoding a picture: the
/// caption data of each packet's SEI or user data, put back into presentation order, read by
/// our own ``CEA708Decoder`` (FFmpeg 5.1 decodes no CEA-708) at the pictures' presentation
/// times.
///
/// A cue's text is known only when it leaves the screen (text added to a visible window
/// extends it), so a cue is reported when it ends, and the one on screen when the stream ends
/// by ``finish()``, its end left to the end of the media.
final class CEA708TrackDecoder: VideoCaptionDataDecoder {
    /// The service read.
    let serviceNumber: Int
    var pictures: VideoCaptionData
    let startOffset: Int64
    private var decoder: CEA708Decoder

    /// A reader of service `serviceNumber` in `stream`; nil when the stream is not H.264, HEVC
    /// or MPEG-2 video.
    init?(stream: UnsafeMutablePointer<AVStream>, serviceNumber: Int, startOffset: Int64) {
        guard let pictures = VideoCaptionData(stream: stream) else { return nil }
        self.serviceNumber = serviceNumber
        self.pictures = pictures
        self.startOffset = startOffset
        decoder = CEA708Decoder(services: [serviceNumber])
    }

    /// True: a cue is reported when it leaves the screen.
    var reportsCaptionsWhenReplaced: Bool { true }

    /// At the end of the stream: the pictures waiting for their turn, then the cue still on
    /// screen, which lasts to the end of the media.
    func finish() -> [SubtitleEvent] {
        let waiting = pictures.drain().flatMap(decode(_:))
        let ended = decoder.finish().map { SubtitleEvent.show($0.cue, endIsKnown: true) }
        let onScreen = decoder.captionsOnScreen.map {
            SubtitleEvent.show($0.cue, endIsKnown: false)
        }
        return waiting + ended + onScreen
    }

    /// Forgets the waiting pictures, the packet being gathered and every window (after a seek).
    func flush() {
        pictures.reset()
        decoder.reset()
    }

    /// The cues that leave the screen as one picture's caption data is read.
    func decode(_ entry: PresentationOrderQueue.Entry) -> [SubtitleEvent] {
        decoder.decode(entry.triplets, at: MediaTime(microseconds: entry.time - startOffset))
            .map { .show($0.cue, endIsKnown: true) }
    }
}
