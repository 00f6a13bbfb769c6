import Foundation

@testable import PlayerCaptions

/// A small MPEG-2 video (made by the ffmpeg CLI) carrying ATSC A/53 captions written here, in a
/// transport stream whose PMT may hold a caption service descriptor: CEA-608 pop-on captions on
/// CC1 and CC3 and a CEA-708 window on each of two services, all shown from ``shownAt`` to
/// ``clearedAt``.
enum CaptionedVideoStream {
    /// The text of each channel and service.
    static let cc1 = "HELLO", cc3 = "HOLA", service1 = "Hello", service2 = "Hola"
    /// The picture whose caption data shows every caption, and the one that clears them.
    static let shownAt = 10, clearedAt = 70
    /// The pictures' rate: 30000/1001 per second, each 3003 ticks of 90 kHz.
    static let ticksPerPicture: Int64 = 3_003
    static let videoPID = 0x101

    /// The stream's bytes, its video PMT entry holding `descriptors`; `tables` (sections and
    /// their PIDs) are sent with the PAT and PMT.
    static func bytes(descriptors: [UInt8], tables: [(pid: Int, section: [UInt8])] = [])
        throws -> [UInt8]
    {
        let pictures = try encodedPictures()
        var writer = TransportStreamWriter()
        let pat = TransportStreamWriter.associationTable(program: 1, mapPID: 0x100)
        let pmt = TransportStreamWriter.mapTable(
            program: 1, streams: [(0x02, videoPID, descriptors)])
        for (index, picture) in pictures.enumerated() {
            if index % 15 == 0 {
                writer.section(pat, pid: 0)
                writer.section(pmt, pid: 0x100)
                for table in tables {
                    writer.section(table.section, pid: table.pid)
                }
            }
            writer.pes(
                streamID: 0xE0, pts: 90_000 + Int64(index) * ticksPerPicture,
                payload: withUserData(picture, triplets: captionData(picture: index)),
                pid: videoPID)
        }
        return writer.bytes
    }

    /// 90 pictures of 64x64 black, MPEG-2, no B-pictures, split at each picture start code
    /// (the sequence and GOP headers go with the picture before them, the first with the
    /// first).
    private static func encodedPictures() throws -> [[UInt8]] {
        let ffmpeg = Process()
        ffmpeg.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        ffmpeg.arguments = [
            "-v", "error", "-f", "lavfi", "-i", "color=c=black:s=64x64:r=30000/1001:d=3",
            "-c:v", "mpeg2video", "-bf", "0", "-g", "15", "-f", "mpeg2video", "-",
        ]
        let output = Pipe()
        ffmpeg.standardOutput = output
        try ffmpeg.run()
        let elementary = Array(output.fileHandleForReading.readDataToEndOfFile())
        ffmpeg.waitUntilExit()
        guard ffmpeg.terminationStatus == 0 else { throw CocoaError(.fileReadUnknown) }
        let starts = startCodes(in: elementary).filter { elementary[$0 + 3] == 0x00 }
        return starts.indices.map { index in
            let from = index == 0 ? 0 : starts[index]
            let to = index + 1 < starts.count ? starts[index + 1] : elementary.count
            return Array(elementary[from..<to])
        }
    }

    /// The offsets of every `00 00 01` start code.
    private static func startCodes(in bytes: [UInt8]) -> [Int] {
        (0..<max(0, bytes.count - 3)).filter {
            bytes[$0] == 0 && bytes[$0 + 1] == 0 && bytes[$0 + 2] == 1
        }
    }

    /// `picture` with ATSC user data holding `triplets` before its first slice.
    private static func withUserData(_ picture: [UInt8], triplets: [UInt8]) -> [UInt8] {
        let slice = startCodes(in: picture).first { (0x01...0xAF).contains(picture[$0 + 3]) }!
        let userData: [UInt8] =
            [0, 0, 1, 0xB2] + Array("GA94".utf8)
            + [0x03, 0x40 | UInt8(triplets.count / 3), 0xFF] + triplets + [0xFF]
        return Array(picture[..<slice]) + userData + Array(picture[slice...])
    }

    /// `byte` with its top bit set where needed for odd parity.
    private static func parity(_ byte: UInt8) -> UInt8 {
        byte.nonzeroBitCount % 2 == 0 ? byte | 0x80 : byte
    }

    /// The CEA-608 pairs of a pop-on caption on the first channel of a field whose control
    /// codes start with `control` (0x14 on field 1, 0x15 on field 2): load, text, show.
    private static func popOn(_ text: String, control: UInt8) -> [(UInt8, UInt8)] {
        var characters = Array(text.utf8)
        if characters.count % 2 == 1 { characters.append(0) }
        let pairs = Swift.stride(from: 0, to: characters.count, by: 2).map {
            (characters[$0], characters[$0 + 1])
        }
        return [(control, 0x20)] + pairs + [(control, 0x2F)]
    }

    /// A DTVCC packet for `service`: a visible one-row window holding `text`.
    private static func dtvccPacket(service: Int, sequence: Int, text: String) -> [UInt8] {
        let defineWindow: [UInt8] = [0x98, 0x38, 0x00, 0x00, 0x00, 0x1F, 0x09]
        let block = defineWindow + Array(text.utf8)
        var packet = [UInt8(service << 5 | block.count)] + block
        if packet.count % 2 == 0 { packet.append(0) }
        return [UInt8(sequence << 6 | (packet.count + 1) / 2)] + packet
    }

    /// The caption data triplets of picture `picture`: a pair for each field (the pop-on
    /// captions leading up to ``shownAt``, erase at ``clearedAt``), and the services' packets
    /// at ``shownAt``, their windows deleted at ``clearedAt``.
    private static func captionData(picture: Int) -> [UInt8] {
        let field1 = popOn(cc1, control: 0x14), field2 = popOn(cc3, control: 0x15)
        func pair(_ pairs: [(UInt8, UInt8)], control: UInt8) -> (UInt8, UInt8) {
            let step = picture - (shownAt - pairs.count + 1)
            if pairs.indices.contains(step) { return pairs[step] }
            return picture == clearedAt ? (control, 0x2C) : (0, 0)
        }
        var triplets: [UInt8] = []
        for (type, (first, second)) in [
            (UInt8(0), pair(field1, control: 0x14)), (1, pair(field2, control: 0x15)),
        ] {
            triplets += [0xFC | type, parity(first), parity(second)]
        }
        var dtvcc: [UInt8] = []
        if picture == shownAt {
            dtvcc =
                dtvccPacket(service: 1, sequence: 0, text: service1)
                + dtvccPacket(service: 2, sequence: 1, text: service2)
        } else if picture == clearedAt {
            for (sequence, service) in [(2, 1), (3, 2)] {
                // DeleteWindows of window 0, then padding to the packet's size.
                dtvcc += [UInt8(sequence << 6 | 2), UInt8(service << 5 | 2), 0x8C, 0x01]
            }
        }
        var packets = dtvcc[...]
        while !packets.isEmpty {
            // Each packet starts with a type-3 triplet; its remaining bytes go in type 2.
            let size = Int(packets.first! & 0x3F) * 2
            let packet = Array(packets.prefix(size))
            packets = packets.dropFirst(size)
            for (index, offset) in Swift.stride(from: 0, to: packet.count, by: 2).enumerated() {
                triplets += [index == 0 ? 0xFF : 0xFE, packet[offset], packet[offset + 1]]
            }
        }
        return triplets
    }
}
