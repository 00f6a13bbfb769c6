/// The character error rate of `hypothesis` against `reference`: the fewest character
/// insertions, deletions and substitutions that turn one into the other (Levenshtein
/// distance, over extended grapheme clusters), divided by the reference's length.
public func characterErrorRate(_ hypothesis: String, reference: String) -> Double {
    let wanted = Array(reference)
    let got = Array(hypothesis)
    guard !wanted.isEmpty else { return got.isEmpty ? 0 : 1 }
    var previous = Array(0...got.count)
    var current = [Int](repeating: 0, count: got.count + 1)
    for (row, expected) in wanted.enumerated() {
        current[0] = row + 1
        for (column, found) in got.enumerated() {
            current[column + 1] = min(
                previous[column + 1] + 1, current[column] + 1,
                previous[column] + (expected == found ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return Double(previous[got.count]) / Double(wanted.count)
}
