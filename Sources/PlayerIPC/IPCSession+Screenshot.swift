import PlayerMedia
import PlayerRender

extension IPCSession {
    /// `screenshot-to-file <filename> [subtitles|video|window]`: the picture `snapshot` draws,
    /// as PNG: the frame with the captions (mpv's default), the frame alone, or the whole
    /// player with its controls and focus. Without video it fails as mpv's does ("error
    /// running command"), saying so in `reason`.
    func screenshot(_ arguments: IPCArguments) -> IPCOutcome {
        guard let path = arguments.text("filename") else {
            return .failure(.invalidParameter, nil)
        }
        let content =
            arguments.text("flags").flatMap(Snapshot.Content.init(rawValue:)) ?? .subtitles
        do {
            let frames = try VideoFrameReader(path: player.catalog.path)
            guard frames.displaySize != nil else {
                return .failed(IPCFailure(.command, reason: "no video to take a screenshot of"))
            }
            try Snapshot.write(content, of: player, frames: frames, to: path)
            return .success(.null)
        } catch {
            return .failed(IPCFailure(.command, reason: "\(error)"))
        }
    }
}
