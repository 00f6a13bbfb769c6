import Foundation

@testable import PlayerCaptions

/// Writes MPEG-2 transport streams for tests (ISO/IEC 13818-1): PSI sections and PES packets
/// cut into 188-byte packets with continuity counters, the last packet of each filled out by
/// adaptation-field stuffing; packets of another stream can be copied in as they are.
struct TransportStreamWriter {
    /// The stream written so far.
    private(set) var bytes: [UInt8] = []
    private var continuity: [Int: UInt8] = [:]

    /// Appends one section (a PAT, a PMT) on `pid`.
    mutating func section(_ section: [UInt8], pid: Int) {
        write(pid: pid, unit: [0] + section)
    }

    /// Appends a PES packet of `streamID` (0xE0 video, 0xBD private stream 1) on `pid`, stamped
    /// with `pts` (90 kHz); its length is left 0 (unbounded) for video.
    mutating func pes(streamID: UInt8, pts: Int64, payload: [UInt8], pid: Int) {
        let stamp: [UInt8] = [
            0x21 | UInt8((pts >> 29) & 0x0E), UInt8((pts >> 22) & 0xFF),
            UInt8((pts >> 14) & 0xFE) | 1, UInt8((pts >> 7) & 0xFF), UInt8((pts << 1) & 0xFE) | 1,
        ]
        let afterLength: [UInt8] = [0x80, 0x80, 5] + stamp + payload
        let length = streamID == 0xE0 || afterLength.count > 0xFFFF ? 0 : afterLength.count
        write(
            pid: pid,
            unit: [0, 0, 1, streamID, UInt8(length >> 8), UInt8(length & 0xFF)] + afterLength)
    }

    /// Appends a packet as it stands, keeping its own continuity counter.
    mutating func copy(_ packet: ArraySlice<UInt8>) {
        bytes += packet
    }

    /// Cuts `unit` into packets on `pid`, the first flagged as starting it.
    private mutating func write(pid: Int, unit: [UInt8]) {
        var offset = 0
        repeat {
            let chunk = unit[offset..<min(offset + 184, unit.count)]
            let counter = continuity[pid, default: 0]
            continuity[pid] = (counter + 1) & 0x0F
            let start: UInt8 = offset == 0 ? 0x40 : 0
            let stuffing = 184 - chunk.count
            var packet: [UInt8] = [0x47, start | UInt8(pid >> 8), UInt8(pid & 0xFF)]
            if stuffing == 0 {
                packet.append(0x10 | counter)
            } else {
                packet.append(0x30 | counter)
                packet.append(UInt8(stuffing - 1))
                if stuffing > 1 {
                    packet += [0x00] + [UInt8](repeating: 0xFF, count: stuffing - 2)
                }
            }
            bytes += packet + chunk
            offset += chunk.count
        } while offset < unit.count
    }

    /// A descriptor: tag, length, body.
    static func descriptor(_ tag: UInt8, _ body: [UInt8]) -> [UInt8] {
        [tag, UInt8(body.count)] + body
    }

    /// A PAT naming program `program`'s map on `mapPID`.
    static func associationTable(program: Int, mapPID: Int) -> [UInt8] {
        sealed(
            table: 0x00, id: 1,
            body: [
                UInt8(program >> 8), UInt8(program & 0xFF), 0xE0 | UInt8(mapPID >> 8),
                UInt8(mapPID & 0xFF),
            ])
    }

    /// A PMT of program `program`: its streams as (type, PID, descriptors), no clock PID
    /// (0x1FFF) unless given.
    static func mapTable(
        program: Int, clockPID: Int = 0x1FFF,
        streams: [(type: UInt8, pid: Int, descriptors: [UInt8])]
    ) -> [UInt8] {
        var body: [UInt8] = [0xE0 | UInt8(clockPID >> 8), UInt8(clockPID & 0xFF), 0xF0, 0x00]
        for stream in streams {
            body +=
                [
                    stream.type, 0xE0 | UInt8(stream.pid >> 8), UInt8(stream.pid & 0xFF),
                    0xF0 | UInt8(stream.descriptors.count >> 8),
                    UInt8(stream.descriptors.count & 0xFF),
                ] + stream.descriptors
        }
        return sealed(table: 0x02, id: program, body: body)
    }

    /// A long-form section of `table` with `id` (transport stream, program or source), version
    /// 0, one section, its CRC appended.
    static func sealed(table: UInt8, id: Int, body: [UInt8]) -> [UInt8] {
        let length = 5 + body.count + 4
        let section =
            [
                table, 0xB0 | UInt8(length >> 8), UInt8(length & 0xFF), UInt8(id >> 8),
                UInt8(id & 0xFF), 0xC1, 0x00, 0x00,
            ] + body
        let crc = PSISectionAssembler.crc32(section)
        return section + (0..<4).map { UInt8(truncatingIfNeeded: crc >> (24 - 8 * $0)) }
    }
}
