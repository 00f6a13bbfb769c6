import Foundation
import PlayerCore

/// The JSON form of a track list: `[{id, kind, codec, language, title, flags: {...}}]`.
enum TrackJSON {
    /// `tracks` as a pretty-printed JSON array with stable key order; unknown values are null.
    static func encode(_ tracks: [TrackInfo]) throws -> String {
        let objects: [[String: Any]] = tracks.map { track in
            [
                "id": track.id.rawValue,
                "kind": track.kind.rawValue,
                "codec": track.codec,
                "language": track.language ?? NSNull(),
                "title": track.title ?? NSNull(),
                "flags": Dictionary(
                    uniqueKeysWithValues: TrackFlags.namedFlags.map {
                        ($0.name, track.flags.contains($0.flag))
                    }),
            ]
        }
        let data = try JSONSerialization.data(
            withJSONObject: objects,
            options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }
}
