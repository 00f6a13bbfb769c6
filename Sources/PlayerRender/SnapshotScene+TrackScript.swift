import PlayerCaptions
import PlayerCore
import PlayerMedia
import PlayerSession

extension SnapshotScene {
    /// Names the displayed caption track for warnings and, when it is an SSA or ASS track,
    /// reads its own script from its source so that it is drawn with its styles. Returns why
    /// the script could not be read, when it could not (its cues are then drawn from their
    /// layout).
    mutating func readTrackScript(of session: PlayerSession, mediaPath: String) -> String? {
        let displayed = session.state.displayedCaptionTrack
        guard let track = session.catalog.tracks.first(where: { $0.id == displayed }) else {
            return nil
        }
        let language = track.language.map { " (\($0))" } ?? ""
        captionTrackName = "\(track.sourcePath ?? mediaPath): track \(track.id.rawValue)\(language)"
        do {
            trackScript = try ASSTrackScript.read(track, of: mediaPath)
            return nil
        } catch {
            return "\(captionTrackName): drawn without its own styles: \(error)"
        }
    }
}
