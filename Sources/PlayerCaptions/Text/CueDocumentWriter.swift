import PlayerCore

/// A caption document in a ``CueFormat`` made from cues handed over one at a time, in any
/// order, holding each cue only as the text it is written as.
///
/// A converter reading a 500,000-cue file keeps the written text of its cues (about the
/// file's size) and 24 bytes a cue to place them, never the `Cue` values (about 700 bytes
/// each). ``write(to:)`` writes what ``CueFormat/write(_:to:)`` writes for the same cues
/// sorted by ``CueOrderKey``: by start, then rank, then the order they were added in.
///
/// ```swift
/// var writer = CueDocumentWriter(format: .srt)
/// writer.add(Cue(start: .seconds(3), end: .seconds(4), text: "Second"))
/// writer.add(Cue(start: .seconds(1), end: .seconds(2), text: "First"))
/// writer.write(to: &output)
/// // 1
/// // 00:00:01,000 --> 00:00:02,000
/// // First
/// //
/// // 2
/// // 00:00:03,000 --> 00:00:04,000
/// // Second
/// ```
public struct CueDocumentWriter {
    /// How the document is written.
    public let format: CueFormat
    /// Every cue's text as written, one after another in the order they were added.
    private var written = WrittenBytes()
    /// Each cue's key and where its text ends in `written`, in the order they were added.
    private var pieces: [Piece] = []
    /// Whether the cues were added in the order they are written in.
    private var isInOrder = true
    /// The WebVTT regions the cues refer to, each with the key of the first cue (in the
    /// document's order) that refers to it.
    private var regionBlocks: [String: (first: CueOrderKey, block: String)] = [:]

    /// A document of no cues yet, with room for the cues of a caption file of
    /// `expectedFileSize` bytes converted to `format` without growing (growing copies what
    /// is held; room reserved and never written takes no memory).
    public init(format: CueFormat, expectedFileSize: Int = 0) {
        self.format = format
        // A cue's timing line alone is some 29 bytes; JSON writes about twice the bytes read.
        pieces.reserveCapacity(expectedFileSize / 29)
        written.bytes.reserveCapacity(expectedFileSize * 2)
    }

    /// How many cues were added.
    public var count: Int { pieces.count }

    /// Adds `cue`, which goes after the cues of a lower ``CueOrderKey`` for its start and
    /// `rank`, and after those added before it with the same start and rank.
    public mutating func add(_ cue: Cue, rank: Int = 0) {
        let key = CueOrderKey(start: cue.start, rank: rank, sequence: pieces.count)
        if let last = pieces.indices.last, key < self.key(last) { isInOrder = false }
        if format == .vtt, let (identifier, block) = CueFormat.webVTTRegionBlock(of: cue),
            regionBlocks[identifier].map({ key < $0.first }) ?? true
        {
            regionBlocks[identifier] = (key, block)
        }
        format.writeCue(cue, to: &written)
        pieces.append(Piece(start: cue.start, rank: rank, end: written.bytes.count))
    }

    /// Writes the document, its cues in order, to `output`.
    public func write(to output: inout some TextOutputStream) {
        let regions = regionBlocks.values.sorted { $0.first < $1.first }.map(\.block).joined()
        format.writeOpening(regionBlocks: regions, isEmpty: pieces.isEmpty, to: &output)
        let sorted = isInOrder ? nil : pieces.indices.sorted { key($0) < key($1) }
        written.bytes.withUnsafeBufferPointer { bytes in
            for offset in pieces.indices {
                let index = sorted?[offset] ?? offset
                format.writeLead(ofCueAt: offset, to: &output)
                let start = index == 0 ? 0 : pieces[index - 1].end
                output.write(String(decoding: bytes[start..<pieces[index].end], as: UTF8.self))
            }
        }
        format.writeClosing(isEmpty: pieces.isEmpty, to: &output)
    }

    /// The order key of the cue added `index`-th.
    private func key(_ index: Int) -> CueOrderKey {
        CueOrderKey(start: pieces[index].start, rank: pieces[index].rank, sequence: index)
    }

    /// Where one cue goes and where its text ends in `written`.
    private struct Piece {
        var start: MediaTime
        var rank: Int
        var end: Int
    }
}

/// The bytes of what a writer writes, gathered in one growing buffer.
private struct WrittenBytes: CueTextOutput {
    var bytes: [UInt8] = []

    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func write(piece text: Substring) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }
}
