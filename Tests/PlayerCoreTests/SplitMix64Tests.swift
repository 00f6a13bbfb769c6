import PlayerCore
import Testing

@Suite struct SplitMix64Tests {
    @Test func matchesTheReferenceSequenceForSeedZero() {
        // The first outputs of SplitMix64 seeded with 0, from the algorithm's reference values.
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }
}
