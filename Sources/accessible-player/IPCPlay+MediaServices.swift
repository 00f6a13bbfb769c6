import PlayerCore
import PlayerIPC
import PlayerMedia
import PlayerRender
import PlayerSession

extension IPCPlay {
    /// What the IPC cannot do on its own, from the layers the CLI links: a screenshot drawn
    /// as `snapshot` draws it over the file's frame (the frame alone at the video's own size,
    /// as mpv writes it), and the container's tags for `metadata`.
    static let mediaServices = IPCMediaServices(
        writeScreenshot: { content, session, path in
            do {
                let frames = try VideoFrameReader(path: session.catalog.path)
                guard let native = frames.displaySize else {
                    return "no video to take a screenshot of"
                }
                try Snapshot.write(
                    content, of: session, frames: frames, size: content == .video ? native : nil,
                    to: path)
                return nil
            } catch {
                return "\(error)"
            }
        },
        containerTags: { ContainerTags.read(path: $0) })
}
