import FuzzSupport
import PlayerCaptions

/// The file each input is written to: the Matroska reader reads a file by its path.
let file = ScratchFile()

/// One Matroska file: its head read, then each of its first tracks' blocks found through the
/// cue index and by the cluster walk (in two halves at once when its clusters pass 4 KiB), and
/// the first blocks' payloads copied out.
func walkMatroska(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    file.replaceContents(with: UnsafeRawBufferPointer(start: data, count: size))
    guard let reader = ForwardFileReader(path: file.path),
        let head = try? MatroskaSegmentHead(reading: reader)
    else { return 0 }
    var payload = [UInt8](repeating: 0, count: 1 << 16)
    for track in head.tracks.prefix(4) {
        let scan = MatroskaBlockScan(
            path: file.path, head: head, track: track, smallestSplitLength: 1 << 12,
            interrupted: { false })
        for route in [MatroskaBlockScan.Route.cueIndex, .clusterWalk] {
            guard let found = try? scan.blocks(reading: reader, by: [route]) else { continue }
            for block in found.blocks.prefix(64) where block.payloadSize <= payload.count {
                _ = payload.withUnsafeMutableBytes {
                    reader.read(block.payloadSize, at: block.payloadOffset, into: $0.baseAddress!)
                }
            }
        }
    }
    return 0
}
