import PlayerCore
import Testing

@Suite struct PartitioningIndexTests {
    @Test(arguments: [
        ([] as [Int], 5, 0), ([1, 2, 3], 0, 0), ([1, 2, 3], 3, 3), ([1, 2, 2, 2, 5], 2, 4),
        ([1, 3, 5, 7, 9, 11], 6, 3),
    ])
    func findsTheFirstElementAfterAValue(sorted: [Int], value: Int, expected: Int) {
        #expect(sorted.partitioningIndex { $0 > value } == expected)
    }

    @Test func agreesWithALinearScanOnEverySplit() {
        let sorted = Array(0..<100).map { $0 / 3 }
        for value in -1...34 {
            #expect(
                sorted.partitioningIndex { $0 > value }
                    == (sorted.firstIndex { $0 > value } ?? sorted.endIndex))
        }
    }
}
