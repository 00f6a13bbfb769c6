import PlayerCore

/// The JSON form of a track list: `[{id, kind, codec, language, title, flags: {...}}]`.
enum TrackJSON {
    /// `tracks` as a JSON array, one track a line, keys in that order; unknown values are
    /// null.
    static func encode(_ tracks: [TrackInfo]) -> String {
        let objects: [JSONValue] = tracks.map { track in
            .object([
                ("id", .integer(Int64(track.id.rawValue))), ("kind", .string(track.kind.rawValue)),
                ("codec", .string(track.codec)), ("language", .string(track.language?.description)),
                ("title", .string(track.title)),
                (
                    "flags",
                    .object(
                        TrackFlags.namedFlags.map {
                            ($0.name, .bool(track.flags.contains($0.flag)))
                        })
                ),
            ])
        }
        return JSONValue.array(objects).written(.rows)
    }
}
