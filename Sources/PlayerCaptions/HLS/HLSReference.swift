import Foundation

/// Resolves the URIs a playlist holds against the playlist's own location (RFC 8216 §4.1:
/// relative URIs are relative to the playlist's URI).
enum HLSReference {
    /// `reference` made absolute: unchanged when it has a scheme; against a URL `location`
    /// by RFC 3986 §5.2; against a local path, joined to the path's folder with `.` and `..`
    /// segments removed, so that a reference leaving the folder is seen to leave it.
    static func resolve(_ reference: String, against location: String) -> String {
        if hasScheme(reference) {
            return reference
        }
        if hasScheme(location) {
            return URL(string: reference, relativeTo: URL(string: location))?.absoluteString
                ?? reference
        }
        let joined: String
        if reference.hasPrefix("/") {
            joined = reference
        } else {
            joined = LocalFile.absoluteDirectory(of: location) + "/" + reference
        }
        return removingDotSegments(joined)
    }

    /// Whether `text` starts with a URI scheme (`https:`, `file:`).
    static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return false }
        let scheme = text[..<colon]
        return scheme.first!.isLetter
            && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
    }

    /// An absolute path without `.` and `..` segments (never above `/`).
    private static func removingDotSegments(_ path: String) -> String {
        var kept: [Substring] = []
        for segment in path.split(separator: "/") {
            switch segment {
            case ".": continue
            case "..": _ = kept.popLast()
            default: kept.append(segment)
            }
        }
        return "/" + kept.joined(separator: "/")
    }
}
