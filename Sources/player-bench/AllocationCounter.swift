import CAllocationCounter

/// Reads the allocation counter of ``CAllocationCounter`` around a piece of code.
enum AllocationCounter {
    /// Heap allocations made by the whole process so far.
    static var current: Int {
        allocation_counter_count()
    }

    /// Whether the counter sees allocations (the counting functions are the ones in use).
    static var isActive: Bool {
        let before = current
        let probe = [Int](repeating: before, count: 64)
        return current > before && probe.count == 64
    }
}
