import Foundation
import PlayerCore

/// The JSON form of a source's track list (`tracks --json`): everything the table shows,
/// `{file, container, duration, title, show, date, live, tracks: [{id, kind, codec, language,
/// title, flags: {...}, width, height, frameRate, channels, sampleRate, sidecar, roles}]}`; schema in
/// `schemas/tracks.schema.json`.
enum TrackJSON {
    /// `catalog` as a JSON object, its tracks one a line, keys in that order; unknown values
    /// are null.
    static func encode(_ catalog: MediaCatalog) -> String {
        let tracks: [JSONValue] = catalog.tracks.map { track in
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
                ("width", integer(track.width)), ("height", integer(track.height)),
                ("frameRate", track.frameRate.map { .number($0) } ?? .null),
                ("channels", integer(track.channels)), ("sampleRate", integer(track.sampleRate)),
                (
                    "sidecar",
                    .string(track.sourcePath.map { URL(fileURLWithPath: $0).lastPathComponent })
                ),
                ("roles", .array(track.roles.map { .string($0) })),
            ])
        }
        let header: [(String, JSONValue)] = [
            ("file", .string(catalog.path)), ("container", .string(catalog.formatName)),
            ("duration", catalog.duration.map { .seconds($0) } ?? .null),
            ("title", .string(catalog.metadata.title)), ("show", .string(catalog.metadata.show)),
            ("date", .string(catalog.metadata.airDate)), ("live", .bool(catalog.isLive)),
        ]
        // The header on one line, then one track a line, as `.rows` lays an array out.
        let head = JSONValue.object(header).written(.spaced).dropLast()
        let rows = JSONValue.array(tracks).written(.rows)
        return head + ", \"tracks\": " + rows + "}"
    }

    private static func integer(_ value: Int?) -> JSONValue {
        value.map { .integer(Int64($0)) } ?? .null
    }
}
