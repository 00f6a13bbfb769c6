import Foundation
import PlayerCore

extension IPCSession {
    /// `screenshot-to-file <filename> [subtitles|video|window]`: the picture `snapshot` draws,
    /// as PNG: the frame with the captions (mpv's default), the frame alone at the video's
    /// own size (as mpv writes it), or the whole player with its controls and focus. Without
    /// video it fails as mpv's does ("error running command"), saying so in `reason`.
    func screenshot(_ arguments: IPCArguments) -> IPCOutcome {
        guard let path = arguments.text("filename") else {
            return .failure(.invalidParameter, nil)
        }
        let content =
            arguments.text("flags").flatMap(SnapshotContent.init(rawValue:)) ?? .subtitles
        return writeScreenshot(content, to: path)
    }

    /// `screenshot [subtitles|video|window]`: the same picture, written in
    /// `screenshot-directory` (the working directory when empty) under the name
    /// `screenshot-template` makes (mpv's `mpv-shot%n`: `mpv-shot0001.png`, the number
    /// counting up past files that exist); `log-message` names the file, as mpv's does.
    func screenshotByTemplate(_ arguments: IPCArguments) -> IPCOutcome {
        let flags = arguments.flags("flags")
        guard !flags.contains("each-frame"), arguments.text("legacy") != "each-frame" else {
            return .failed(IPCFailure(.command, reason: "a screenshot of each frame is not taken"))
        }
        let content = flags.compactMap(SnapshotContent.init(rawValue:)).first ?? .subtitles
        let folder =
            settings.screenshotDirectory.isEmpty
            ? FileManager.default.currentDirectoryPath : settings.screenshotDirectory
        guard let path = nextScreenshotPath(in: folder) else {
            return .failed(
                IPCFailure(
                    .command, reason: "the file screenshot-template names exists already"))
        }
        let outcome = writeScreenshot(content, to: path)
        if case .success = outcome {
            logMessage("Screenshot: '\(path)'", level: .info, prefix: "screenshot")
        }
        return outcome
    }

    /// The first path `screenshot-template` makes in `folder` that names no file yet,
    /// counting `%n` up from the last one used; nil when the template has no `%n` and its
    /// file exists (mpv does not overwrite it either).
    private func nextScreenshotPath(in folder: String) -> String? {
        let template = settings.screenshotTemplate
        while true {
            settings.screenshotNumber += 1
            let name = IPCScreenshotTemplate(template).name(
                number: settings.screenshotNumber, fileName: fileName,
                position: currentPosition.secondsValue)
            let path = (folder as NSString).appendingPathComponent(name + ".png")
            if !FileManager.default.fileExists(atPath: path) { return path }
            if !template.contains("%n") { return nil }
        }
    }

    /// Draws `content` at the position and writes it as PNG at `path`, through the drawing
    /// the session was given (``IPCMediaServices/writeScreenshot``).
    private func writeScreenshot(_ content: SnapshotContent, to path: String) -> IPCOutcome {
        if let reason = media.writeScreenshot(content, player.session, path) {
            return .failed(IPCFailure(.command, reason: reason))
        }
        return .success(.null)
    }
}
