import Foundation
import PlayerCore

/// The human-readable listing `tracks` prints.
enum TrackTable {
    /// A heading line about the source, then one aligned row per track; text from the file
    /// (titles, names) has its control characters escaped. A picture caption track whose
    /// language `missingOCRPackage` says cannot be read as text names the package to install.
    static func render(
        _ source: MediaCatalog, missingOCRPackage: (LanguageTag?) -> String? = { _ in nil }
    ) -> String {
        var lines = [TerminalText.escaped(heading(source), keepingLineBreaks: false)]
        let header = ["ID", "KIND", "CODEC", "LANGUAGE", "TITLE", "FLAGS", "DETAILS"]
        let rows = source.tracks.map { track in
            [
                "\(track.id.rawValue)", track.kind.rawValue, track.codec,
                track.language?.description ?? "-",
                track.title ?? "-", track.flags.names.joined(separator: ",").nonEmpty ?? "-",
                details(track, missingOCRPackage: missingOCRPackage),
            ]
        }
        lines += alignedColumns(
            [header] + rows.map { $0.map { TerminalText.escaped($0, keepingLineBreaks: false) } })
        return lines.joined(separator: "\n")
    }

    private static func heading(_ source: MediaCatalog) -> String {
        var parts = ["\(source.path): \(source.formatName)"]
        parts.append(source.duration.map { "duration \($0)" } ?? "duration unknown")
        if let title = source.metadata.title {
            parts.append("title \"\(title)\"")
        }
        if let date = source.metadata.airDate {
            parts.append("date \(date)")
        }
        return parts.joined(separator: ", ")
    }

    private static func details(
        _ track: TrackInfo, missingOCRPackage: (LanguageTag?) -> String?
    ) -> String {
        switch track.kind {
        case .video:
            var parts: [String] = []
            if let width = track.width, let height = track.height {
                parts.append("\(width)x\(height)")
            }
            if let rate = track.frameRate {
                parts.append(String(format: "%g fps", rate))
            }
            return parts.joined(separator: ", ")
        case .audio:
            var parts: [String] = []
            if let channels = track.channels {
                parts.append("\(channels) ch")
            }
            if let rate = track.sampleRate {
                parts.append("\(rate) Hz")
            }
            return parts.joined(separator: ", ")
        case .legible:
            var parts = track.sourcePath.map { [URL(fileURLWithPath: $0).lastPathComponent] } ?? []
            if track.flags.contains(.imageBased),
                let package = missingOCRPackage(track.language)
            {
                parts.append("no OCR data (install \(package))")
            }
            return parts.joined(separator: ", ")
        }
    }

    /// Pads every column to its widest cell, two spaces apart, without trailing spaces.
    private static func alignedColumns(_ rows: [[String]]) -> [String] {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
    }
}

extension String {
    /// The string, or nil when it is empty.
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }

    fileprivate func trimmingTrailingSpaces() -> String {
        String(self[..<(lastIndex { $0 != " " }.map { index(after: $0) } ?? startIndex)])
    }
}
