import FuzzSupport
import PlayerCaptions
import PlayerCore

/// One MPD's bytes read as a local manifest: every period, AdaptationSet and Representation
/// with its segments listed (bounded by `DASHManifest.maximumSegments`), each segment placed
/// on its period's timeline.
private func readManifest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard
        let manifest = try? DASHManifest(
            parsing: fuzzInput(data, size), location: "/media/show/main.mpd")
    else { return 0 }
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
