import Foundation
import PlayerCore

/// One measured figure: ours, the named peer's where there is one, and the goal it is held to.
struct BenchmarkResult {
    /// What was measured.
    var name: String
    /// Our figure.
    var ours: Double
    /// The peer's figure, measured in the same run; nil for absolute figures.
    var peer: Double?
    /// Who the peer is ("ffprobe -show_streams -show_format").
    var peerName: String?
    /// The unit of `ours` and `peer` ("ms", "MiB", "ns").
    var unit: String
    /// The goal in words ("ratio ≤ 1.0", "≤ 64 MiB").
    var goal: String
    /// Whether the goal was met.
    var met: Bool

    /// `ours / peer`, when there is a peer.
    var ratio: Double? {
        peer.map { ours / $0 }
    }
}

/// Prints results as an aligned table and writes them as JSON.
enum BenchmarkReport {
    /// The results as a table with both sides, the ratio and the goal.
    static func table(_ results: [BenchmarkResult]) -> String {
        let header = ["measure", "ours", "peer", "ratio", "goal", "met", "peer is"]
        let rows = results.map { result in
            [
                result.name, format(result.ours, result.unit),
                result.peer.map { format($0, result.unit) } ?? "-",
                result.ratio.map { String(format: "%.3f", $0) } ?? "-", result.goal,
                result.met ? "yes" : "NO", result.peerName ?? "-",
            ]
        }
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// The results as a JSON array of objects, one a line.
    static func json(_ results: [BenchmarkResult]) -> String {
        let objects: [JSONValue] = results.map { result in
            .object([
                ("name", .string(result.name)), ("ours", .number(result.ours)),
                ("peer", result.peer.map { .number($0) } ?? .null),
                ("peerName", .string(result.peerName)),
                ("ratio", result.ratio.map { .number($0) } ?? .null),
                ("unit", .string(result.unit)),
                ("goal", .string(result.goal)), ("met", .bool(result.met)),
            ])
        }
        return JSONValue.array(objects).written(.rows) + "\n"
    }

    private static func format(_ value: Double, _ unit: String) -> String {
        String(format: value >= 100 ? "%.0f %@" : "%.3g %@", value, unit)
    }
}

/// How many times a single-pass figure is measured; its median pass is reported.
let passesPerFigure = 5

/// The median of ``passesPerFigure`` runs of `pass`, for figures one pass measures noisily.
func medianPass(_ pass: () throws -> Double) rethrows -> Double {
    var values: [Double] = []
    for _ in 0..<passesPerFigure {
        values.append(try pass())
    }
    return median(values)
}

/// The median of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Seconds elapsed while running `body`.
func measureSeconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}
