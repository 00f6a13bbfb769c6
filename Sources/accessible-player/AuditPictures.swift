import Foundation
import PlayerAudit
import PlayerCore
import PlayerEngine
import PlayerMedia
import PlayerRender
import PlayerSession

/// The small snapshots the audit's `--report` page shows at each finding with a time: the
/// frame and the finding's caption track at the finding's start, 320×180, written in a folder
/// beside the page (`report.html` → `report-pictures/`).
enum AuditPictures {
    /// Each picture's size: a thumbnail, whatever the video's.
    static let size = PictureSize(width: 320, height: 180)
    /// The most pictures one report draws (a snapshot costs about a frame decode).
    static let limit = 500

    /// Draws the pictures for `entries`' findings beside `reportPath`; returns each one's
    /// address relative to the page, by ``key(_:_:)``. A picture that cannot be drawn is
    /// left out with a warning on standard error.
    static func draw(for entries: [AuditReportEntry], besideReport reportPath: String)
        -> [String: String]
    {
        let report = URL(fileURLWithPath: reportPath)
        let folderName = report.deletingPathExtension().lastPathComponent + "-pictures"
        let folder = report.deletingLastPathComponent().appendingPathComponent(folderName)
        var addresses: [String: String] = [:]
        // A report that cannot be written gets no folder made for it: writing it fails,
        // naming the file.
        var isFolder: ObjCBool = false
        guard
            FileManager.default.fileExists(
                atPath: report.deletingLastPathComponent().path, isDirectory: &isFolder),
            isFolder.boolValue
        else { return addresses }
        for case .audited(let audit) in entries where addresses.count < limit {
            let findings = audit.findings.filter { $0.start != nil }
            guard !findings.isEmpty else { continue }
            let path = audit.title.catalog.path
            do {
                try FileManager.default.createDirectory(
                    at: folder, withIntermediateDirectories: true)
                let frames = try VideoFrameReader(path: path)
                let player = try Player(
                    source: MediaFile(path: path), options: PlayerOptions(clock: .manual))
                defer { player.close() }
                for finding in findings.prefix(limit - addresses.count) {
                    guard let start = finding.start else { continue }
                    player.perform(.captions(.id(finding.track)))
                    ControlsCommand.show(player, at: start, playing: false, script: nil)
                    let name = "\(addresses.count + 1).png"
                    try Snapshot.write(
                        .subtitles, of: player.session, frames: frames, size: size,
                        to: folder.appendingPathComponent(name).path)
                    addresses[key(path, finding)] = folderName + "/" + name
                }
            } catch {
                StandardError.write("warning: \(path): no pictures in the report: \(error)")
            }
        }
        return addresses
    }

    /// What identifies a finding's picture: its file, track, check and start.
    static func key(_ path: String, _ finding: AuditFinding) -> String {
        "\(path)\u{0}\(finding.track.rawValue)\u{0}\(finding.check.rawValue)\u{0}"
            + "\(finding.start?.microseconds ?? -1)"
    }
}
