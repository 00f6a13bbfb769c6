import PlayerCore
import PlayerSession

/// What the IPC asks of the layers it does not import (drawing, reading the media file
/// again), handed in by whoever serves it: the CLI gives it PlayerRender's snapshot and
/// PlayerMedia's tag reader, so the IPC builds on the engine alone.
public struct IPCMediaServices: Sendable {
    /// Draws `content` of the session as it is now and writes it as PNG at `path`; returns
    /// why it could not (no video, an unwritable path), nil once written.
    public var writeScreenshot:
        @Sendable (SnapshotContent, PlayerSession, _ path: String) -> String?
    /// The container's tags of the file at `path` (mpv's `metadata`), in the file's order.
    public var containerTags: @Sendable (_ path: String) -> [(key: String, value: String)]

    /// Services made of the given closures.
    public init(
        writeScreenshot:
            @escaping @Sendable (SnapshotContent, PlayerSession, _ path: String) -> String?,
        containerTags: @escaping @Sendable (_ path: String) -> [(key: String, value: String)]
    ) {
        self.writeScreenshot = writeScreenshot
        self.containerTags = containerTags
    }

    /// No drawing and no file reading: a screenshot fails saying so, and the file states
    /// no tags (a session over a synthetic source).
    public static let unavailable = IPCMediaServices(
        writeScreenshot: { _, _, _ in "screenshots are not available in this session" },
        containerTags: { _ in [] })
}
