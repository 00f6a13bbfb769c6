internal import Foundation
internal import PlayerCaptions
internal import PlayerCore

/// The initialization segment and every media segment of one DASH Representation that can be
/// fetched, written in order into one temporary file, as a fragmented MP4 file is laid out, so
/// that FFmpeg or the MP4 walks read them as one file; each segment is written as it arrives,
/// so only one is held in memory at a time.
///
/// The owner removes the file (``remove()``) when it is done with it.
struct DASHJoinedSegments {
    /// The temporary file.
    let path: String
    /// The media segments that could not be fetched, on the Representation's media timeline:
    /// each costs only its own span.
    let lost: [SegmentLoss]

    /// Joins `representation`'s segments, each fetched through `reader` as a file of `kind`.
    ///
    /// - Throws: the initialization segment's error when it cannot be fetched, the first
    ///   segment's when none can, a refusal of the source's policy, or a failure to write the
    ///   temporary file.
    init(
        _ representation: DASHRepresentation, reader: HLSResourceReader, kind: LocalFile.Kind
    ) throws(MediaError) {
        func fetch(_ segment: DASHSegment) throws(MediaError) -> [UInt8] {
            try reader.bytes(
                of: segment.uri, range: segment.byteRange.map(HLSByteRange.init(dashRange:)),
                kind: kind)
        }
        let named = representation.initialization?.uri ?? representation.segments.first?.uri
        let initialization = try representation.initialization.map(fetch) ?? []
        var template = Array((NSTemporaryDirectory() + "/dash-joined-XXXXXX.mp4").utf8CString)
        let descriptor = mkstemps(&template, 4)
        guard descriptor >= 0 else {
            throw .readFailed(
                path: named ?? reader.sourcePath, detail: "no temporary file to join segments")
        }
        let path = String(nulTerminated: template)
        defer { close(descriptor) }
        func append(_ bytes: [UInt8]) throws(MediaError) {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written == bytes.count else {
                unlink(path)
                throw .readFailed(
                    path: named ?? reader.sourcePath, detail: "could not join its segments")
            }
        }
        try append(initialization)
        var lost: [SegmentLoss] = []
        for segment in representation.segments {
            let bytes: [UInt8]
            do throws(MediaError) {
                bytes = try fetch(segment)
            } catch  where SegmentLoss.isLoss(error) {
                lost.append(SegmentLoss(segment, error: error))
                continue
            } catch {
                unlink(path)
                throw error
            }
            try append(bytes)
        }
        if lost.count == representation.segments.count, let first = lost.first {
            unlink(path)
            throw first.error
        }
        self.path = path
        self.lost = lost
    }

    /// Removes the temporary file.
    func remove() {
        unlink(path)
    }
}

extension SegmentLoss {
    /// The loss of DASH segment `segment`, on its Representation's media timeline, that
    /// `error` caused.
    init(_ segment: DASHSegment, error: MediaError) {
        self.init(
            uri: segment.uri, start: segment.time, end: segment.time + (segment.duration ?? .zero),
            error: error)
    }
}
