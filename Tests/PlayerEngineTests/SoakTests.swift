import Foundation
import MediaTestSupport
import PlayerAccessibility
import PlayerCore
import PlayerEngine
import Testing

/// Random command sequences on real media through the engine, deterministic from a seed: the
/// demo film, an MP4 with a text track and a transport stream with CEA-608 captions from the
/// corpus, and a live HLS stream over the corpus's segments. After every step the invariants of
/// ``SoakInvariants`` must hold, and resident memory must not grow with the sequences run.
///
/// 10,000 sequences of one to eight steps run by default (about 20 s in a debug build);
/// `PLAYER_SOAK_SEQUENCES` sets another count and `PLAYER_SOAK_SEED` another seed. A broken
/// invariant prints the seed, the sequence's number and its steps.
@Suite(.enabled(if: Corpus.isAvailable, "the caption corpus (../shared/media) is needed"))
struct SoakTests {
    static let environment = ProcessInfo.processInfo.environment
    static let sequenceCount = environment["PLAYER_SOAK_SEQUENCES"].flatMap { Int($0) } ?? 10_000
    static let seed = environment["PLAYER_SOAK_SEED"].flatMap { UInt64($0) } ?? 0x5EED_0017

    /// Whether this build runs under AddressSanitizer (`make asan`): its allocator keeps freed
    /// memory in quarantine, so resident size says nothing about leaks there.
    static let isAddressSanitized =
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

    @Test func randomSequencesKeepEveryInvariantAndMemoryFlat() throws {
        print("soak: seed \(Self.seed), \(Self.sequenceCount) sequences")
        let live = try LiveCorpusPlaylist()
        defer { live.remove() }
        let subjects = try [
            SoakSubject(name: "demo.mkv", path: DemoSession.moviePath),
            SoakSubject(
                name: "test-mp4-tx3g.mp4",
                path: Corpus.path("mediabunny-mp4-tx3g", "test-mp4-tx3g.mp4")),
            SoakSubject(
                name: "captions-test.ts", path: Corpus.path("shaka-cea608-ts", "captions-test.ts")),
            SoakSubject(name: "live index.m3u8", path: live.masterPath),
        ]
        defer { subjects.forEach { $0.close() } }
        #expect(subjects.map { $0.player.catalog.isLive } == [false, false, false, true])
        #expect(subjects.allSatisfy { !$0.player.state.captionTracks.isEmpty })

        var random = SplitMix64(seed: Self.seed)
        // A fifth of the sequences warm up (caches, the loader's buffers); the rest run in four
        // rounds, each measured. Other suites run alongside and can inflate one round; a leak
        // grows every round.
        let warmUp = Self.sequenceCount / 5
        let roundLength = max((Self.sequenceCount - warmUp) / 4, 1)
        var growthsKiB: [Int] = []
        var roundStart = 0
        for index in 0..<Self.sequenceCount {
            if index >= warmUp, (index - warmUp) % roundLength == 0 {
                if index > warmUp { growthsKiB.append(Self.residentKiB() - roundStart) }
                roundStart = Self.residentKiB()
            }
            let subject = subjects[index % subjects.count]
            try subject.reopenIfClosed()
            if let failure = Self.runSequence(index, on: subject, using: &random) {
                Issue.record(Comment(rawValue: failure))
                print(failure)
                return
            }
        }
        growthsKiB.append(Self.residentKiB() - roundStart)
        print("soak: resident growth per round \(growthsKiB) KiB")
        // A leak of 2 KiB per sequence would pass 4 MiB in every round of 2,000 sequences.
        let limitKiB = 4 * 1_024 * max(roundLength, 2_000) / 2_000
        #expect(
            Self.isAddressSanitized || growthsKiB.min()! < limitKiB,
            "resident memory grew by \(growthsKiB) KiB per round of \(roundLength) sequences")
    }

    /// Runs sequence `index` (one to eight random steps) on `subject`; a description of the
    /// first broken invariant with the seed and the steps so far, or nil.
    private static func runSequence(
        _ index: Int, on subject: SoakSubject, using random: inout SplitMix64
    ) -> String? {
        var steps: [SoakAction] = []
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            let player = subject.player
            let before = player.state
            let action = SoakAction.random(for: before, using: &random)
            steps.append(action)
            var response: ScreenReaderResponse?
            switch action {
            case .command(let command): response = player.send(command)
            case .gesture(let gesture): response = player.perform(gesture)
            case .wait(let span): player.advance(by: span)
            }
            let broken = SoakInvariants.broken(
                by: action, from: before, response: response, in: subject)
            if !broken.isEmpty {
                return """
                    soak: seed \(seed), sequence \(index) on \(subject.name) \
                    (opened \(subject.opens) times): \(broken.joined(separator: "; "))
                    steps: \(steps.map(\.description).joined(separator: ", "))
                    """
            }
            if player.isClosed { break }
        }
        return nil
    }

    /// Resident memory in KiB, from /proc/self/statm (its second field, in pages).
    static func residentKiB() -> Int {
        let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1_024
    }
}
