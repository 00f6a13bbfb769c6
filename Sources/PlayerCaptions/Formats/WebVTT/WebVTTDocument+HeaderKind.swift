import Foundation
import PlayerCore

extension WebVTTDocument {
    /// The flags a header's `Kind:` line gives the file's track: `Kind: descriptions` makes it
    /// text descriptions, `Kind: captions` closed captions; other kinds and no such line add
    /// none.
    ///
    /// The `Kind:` and `Language:` header lines are the metadata header of the WebVTT drafts
    /// before 2013, which YouTube's WebVTT downloads still write (`Kind: captions`); the
    /// current specification ignores header text, so reading it changes no cue. The kinds are
    /// HTML's `<track kind>` values.
    public var headerKindFlags: TrackFlags {
        switch headerKind {
        case "descriptions": .descriptions
        case "captions": .captions
        default: []
        }
    }

    /// The value of the header's first `Kind:` line, lower-cased and trimmed; nil without one.
    static func headerKind(inHeaderLine line: ArraySlice<UInt8>) -> String? {
        let name = "kind:".utf8
        // Setting bit 5 lower-cases an ASCII letter and leaves the colon as it is.
        guard line.count > name.count, zip(line, name).allSatisfy({ $0 | 0x20 == $1 }) else {
            return nil
        }
        return line.dropFirst(name.count).string.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
