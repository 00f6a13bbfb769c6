import Foundation
import PlayerAudit
import PlayerCore
import PlayerSpeech

/// The description fit check's speed: ``TitleAudit`` on a title with one text description
/// track of ``descriptionCount`` descriptions, each spoken by espeak-ng into memory at its
/// default rate (the audit's `--description-rate`), against the `espeak-ng` command rendering
/// the same texts in the same voice and rate to one WAV file each, as a script measuring them
/// would (one process per description). Descriptions per second, medians of the runs.
struct DescribeBenchmark {
    /// How many descriptions the track has.
    static let descriptionCount = 60

    var runs: Int

    /// The descriptions: varied sentences of 4 to 20 words, one every 5 s, 3 s long.
    static func descriptions() -> [Cue] {
        let words = [
            "a", "woman", "climbs", "into", "the", "small", "sailing", "boat", "and", "pushes",
            "off", "from", "wooden", "jetty", "grey", "water", "while", "gulls", "circle",
            "overhead",
        ]
        return (0..<descriptionCount).map { index in
            let count = 4 + index % 17
            let text = (0..<count).map { words[($0 * 7 + index) % words.count] }
                .joined(separator: " ")
            let start = MediaTime.seconds(Int64(index) * 5)
            return Cue(start: start, end: start + .seconds(3), text: text.capitalized + ".")
        }
    }

    func run() throws -> [BenchmarkResult] {
        let cues = Self.descriptions()
        let track = TrackInfo(
            id: TrackID(rawValue: 0), kind: .legible, codec: "webvtt", language: "en",
            flags: .descriptions)
        let title = AuditedTitle(
            catalog: MediaCatalog(
                path: "described", formatName: "webvtt", duration: .seconds(Int64(cues.count) * 5),
                tracks: [track]),
            cues: [track.id: cues])
        let rate = SpeechSynthesizer.defaultWordsPerMinute
        let speech = DescriptionSpeech(wordsPerMinute: rate) { text, language in
            try SpeechSynthesizer.shared.synthesize(
                text, language: language?.description ?? "en", wordsPerMinute: rate
            ).audio.spokenDuration
        }
        // espeak-ng starts and loads its voice once per process: started here, as a first
        // audit would start it, outside the timing of both sides' runs alike.
        _ = try SpeechSynthesizer.shared.synthesize("Ready.", language: "en")
        let folder = NSTemporaryDirectory() + "player-bench-describe-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var ours: [Double] = []
        var theirs: [Double] = []
        var overruns = 0
        for _ in 0..<runs {
            try ours.append(
                measureSeconds {
                    let audit = try TitleAudit(
                        title: title, profile: .netflix,
                        selection: AuditSelection(only: ["descriptionFit"]),
                        descriptionSpeech: speech)
                    overruns = audit.findings.count
                })
            try theirs.append(
                measureSeconds {
                    for (index, cue) in cues.enumerated() {
                        _ = try ChildProcess.runChecked([
                            "espeak-ng", "-v", "en", "-s", String(rate), "-w",
                            "\(folder)/\(index).wav", cue.text ?? "",
                        ])
                    }
                })
        }
        let oursRate = Double(cues.count) / median(ours)
        let theirsRate = Double(cues.count) / median(theirs)
        print("  \(cues.count) descriptions, \(overruns) overrun their 3 s cues")
        return [
            BenchmarkResult(
                name: "description fit check, \(cues.count) descriptions",
                ours: median(ours) * 1_000, peer: median(theirs) * 1_000,
                peerName: "espeak-ng -w, one WAV a description", unit: "ms",
                goal: "ratio ≤ 1.0", met: median(ours) <= median(theirs)),
            BenchmarkResult(
                name: "description fit throughput", ours: oursRate, peer: theirsRate,
                peerName: "espeak-ng -w, one WAV a description", unit: "descriptions/s",
                goal: "reported", met: true),
        ]
    }
}
