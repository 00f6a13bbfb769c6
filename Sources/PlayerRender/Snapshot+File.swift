import Foundation
import PlayerCore
import PlayerMedia
import PlayerSession

extension Snapshot {
    /// The size a snapshot of `frames`' video takes when none is asked for: the display size
    /// scaled up to at least 720 lines, or 1280×720 without video.
    public static func defaultSize(of frames: VideoFrameReader) -> PictureSize {
        frames.displaySize.map {
            PictureSize.atLeast(lines: 720, width: $0.width, height: $0.height)
        }
            ?? PictureSize(width: 1280, height: 720)
    }

    /// Draws `content` of `session` as it is now over `frames`' picture at its position (black
    /// without video), `size` or ``defaultSize(of:)`` large, and writes it as PNG at `path`.
    @discardableResult
    public static func write(
        _ content: SnapshotContent, of session: PlayerSession, frames: VideoFrameReader,
        size: PictureSize? = nil,
        to path: String
    ) throws(SnapshotError) -> Snapshot {
        let size = size ?? defaultSize(of: frames)
        let frame: RGBPicture
        do {
            frame =
                try frames.frame(at: session.position, size: size)
                ?? RGBPicture(width: size.width, height: size.height)
        } catch {
            throw .frameUnreadable(error)
        }
        var scene = SnapshotScene(session: session, showsControls: content == .window)
        var unreadScript: String?
        if content == .video {
            scene.cues = []
        } else {
            unreadScript = scene.readTrackScript(of: session, mediaPath: frames.path)
        }
        var snapshot = try Snapshot(scene, over: frame)
        if let unreadScript {
            snapshot.warnings.insert(unreadScript, at: 0)
        }
        let png: [UInt8]
        do {
            png = try snapshot.picture.pngData()
        } catch {
            throw .unwritable(path: path, detail: "\(error)")
        }
        do {
            try Data(png).write(to: URL(fileURLWithPath: path))
        } catch {
            throw .unwritable(path: path, detail: Self.systemReason(error))
        }
        return snapshot
    }

    /// The system's reason for a failed write ("Not a directory"), which Foundation keeps in
    /// an underlying error; Foundation's own description when there is none.
    private static func systemReason(_ error: any Error) -> String {
        let wrapped = error as NSError
        guard
            let underlying = (wrapped.userInfo[NSUnderlyingErrorKey] as? any Error).map({
                $0 as NSError
            }),
            underlying.domain == NSPOSIXErrorDomain
        else { return wrapped.localizedDescription }
        return String(cString: strerror(Int32(underlying.code)))
    }
}
