extension RandomAccessCollection {
    /// The index of the first element for which `belongsAfter` holds, in a collection where it
    /// holds for a suffix (a sorted collection split at a value); `endIndex` when none does.
    /// A binary search: O(log n).
    public func partitioningIndex(where belongsAfter: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try belongsAfter(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
