internal import PlayerCaptions
internal import PlayerCore

extension DASHPresentationSource {
    /// `manifest` with each text Representation addressed by a `SegmentBase@indexRange` cut
    /// into the subsegments its `sidx` box lists (byte ranges of its one file, with their
    /// times), so that its cues are read from the initialization segment and those ranges.
    ///
    /// A Representation whose file is not there is left as it is (reading its track says
    /// so). An index that cannot be read (cut short, not a `sidx`, or listing bytes past the
    /// end of the file) is a warning naming the file and the element, and the file is read
    /// whole, as without an index.
    func readingSegmentIndexes(
        of manifest: DASHManifest, reader: HLSResourceReader
    ) -> DASHManifest {
        var indexed = manifest
        for period in indexed.periods.indices {
            for set in indexed.periods[period].adaptationSets.indices
            where indexed.periods[period].adaptationSets[set].contentType == .text {
                let representations = indexed.periods[period].adaptationSets[set].representations
                for index in representations.indices {
                    guard let segments = subsegments(of: representations[index], reader: reader)
                    else { continue }
                    indexed.periods[period].adaptationSets[set].representations[index].segments =
                        segments
                }
            }
        }
        return indexed
    }

    /// The subsegments the `sidx` of `representation` lists; nil when it has none to read,
    /// or, with a warning, when it cannot be read.
    private func subsegments(
        of representation: DASHRepresentation, reader: HLSResourceReader
    ) -> [DASHSegment]? {
        guard let range = representation.segmentIndexRange,
            let file = representation.segments.first, representation.segments.count == 1
        else { return nil }
        let isLocal = !file.uri.contains("://")
        let size = isLocal ? try? LocalFile.checkReadable(file.uri) : nil
        if isLocal && size == nil { return nil }
        let problem: String
        switch Self.segmentIndex(of: file.uri, range: range, reader: reader) {
        case .success(let index):
            guard let last = index.subsegments.last?.byteRange.upperBound else {
                problem = "the sidx box lists no subsegment"
                break
            }
            guard let size, last >= size else { return index.segments(of: file.uri) }
            problem =
                "the sidx box lists bytes up to \(last), past the end of the file (\(size) bytes)"
        case .failure(let error):
            problem = "\(error)"
        }
        reading.warnings.append(
            MediaWarning(
                message:
                    "\(file.uri): <SegmentBase indexRange=\"\(range.lowerBound)-\(range.upperBound)\"> of <Representation id=\"\(TerminalText.excerpt(representation.id))\">: \(problem); the file is read whole"
            ))
        return nil
    }

    /// The `sidx` box in bytes `range` of the file at `uri`, or why it cannot be read (a
    /// ``MediaError`` or ``DASHSegmentIndexError``, each saying what it is).
    private static func segmentIndex(
        of uri: String, range: ClosedRange<Int64>, reader: HLSResourceReader
    ) -> Result<DASHSegmentIndex, any Error> {
        Result {
            let bytes = try reader.bytes(
                of: uri, range: HLSByteRange(dashRange: range), kind: .caption)
            return try DASHSegmentIndex(parsing: bytes, at: range.lowerBound)
        }
    }
}
