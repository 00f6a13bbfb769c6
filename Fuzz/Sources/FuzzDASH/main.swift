import FuzzSupport
import PlayerCaptions
import PlayerCore

/// One MPD's bytes read as a local manifest: every period, AdaptationSet and Representation
/// with its segments listed (bounded by `DASHManifest.maximumSegments`), each segment placed
/// on its period's timeline, a dynamic one cut to what a clock makes available; and the same
/// bytes read as a `sidx` box.
private func readManifest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = fuzzInput(data, size)
    _ = try? DASHSegmentIndex(parsing: bytes, at: 0)
    guard let manifest = try? DASHManifest(parsing: bytes, location: "/media/show/main.mpd")
    else { return 0 }
    let now = HLSDateTime(microsecondsSince1970: 1_800_000_000_000_000)
    _ = (manifest.available(at: now).newestSegmentEnd, manifest.joinPosition(at: now))
    for period in manifest.periods {
        for set in period.adaptationSets {
            _ = (set.roles, set.closedCaptions, set.label)
            for representation in set.representations {
                for segment in representation.segments {
                    _ = period.start + representation.periodTime(of: segment)
                }
            }
        }
    }
    return 0
}

runLibFuzzer(readManifest)
