/// Splits the CEA-608 byte pairs of both fields into the four caption channels.
///
/// Printable characters carry no channel: they belong to the channel of the last control code
/// on their field. Extended data service packets (first byte 0x01–0x0F) and the text service
/// (after Resume Text Display or Text Restart) are not captions and are dropped until the next
/// caption control code. Each channel's pairs come out as `cc_data` triplets addressed to the
/// first channel of field 1 (control codes without the channel bit, parity recomputed);
/// ``route(first:second:field:)`` tells ``CEA608Decoder`` the channel of one pair.
public struct CaptionChannelDemultiplexer {
    /// What the pairs of one field belong to at the moment.
    private enum Service: Equatable {
        case none
        case caption(CaptionChannel)
        case other
    }

    private var service: [Service] = [.none, .none]
    /// The caption service an XDS packet interrupted, resumed at its end.
    private var interrupted: [Service] = [.none, .none]

    /// A demultiplexer that has seen no control code yet.
    public init() {}

    /// The pairs of `triplets` that belong to each channel, as decoder triplets.
    public mutating func split(_ triplets: [UInt8]) -> [CaptionChannel: [UInt8]] {
        var output: [CaptionChannel: [UInt8]] = [:]
        Self.forEachPair(in: triplets) { field, first, second in
            guard let channel = route(first: first, second: second, field: field) else { return }
            let mapped = (0x10...0x1F).contains(first) ? first & ~0x08 : first
            output[channel, default: []] += [0xFC, withOddParity(mapped), withOddParity(second)]
        }
        return output
    }

    /// Calls `body` with the field (0 or 1) and the seven-bit bytes of each CEA-608 pair of
    /// `triplets`: `cc_valid` set, `cc_type` 0 or 1, the second byte of odd parity; a first
    /// byte of even parity is read as 0x7F, as CTA-608 asks.
    static func forEachPair(in triplets: [UInt8], _ body: (Int, UInt8, UInt8) -> Void) {
        var index = 0
        while index + 2 < triplets.count {
            defer { index += 3 }
            let header = triplets[index]
            let field = header & 0x03
            guard header & 0x04 != 0, field <= 1, hasOddParity(triplets[index + 2]) else {
                continue
            }
            let first = hasOddParity(triplets[index + 1]) ? triplets[index + 1] & 0x7F : 0x7F
            body(Int(field), first, triplets[index + 2] & 0x7F)
        }
    }

    /// Forgets which channel each field was in (after a seek).
    public mutating func reset() {
        service = [.none, .none]
        interrupted = [.none, .none]
    }

    /// The channel a pair (seven-bit bytes) of `field` (0 or 1) belongs to, updating the
    /// field's service; nil when it is padding or not caption data.
    mutating func route(first: UInt8, second: UInt8, field: Int) -> CaptionChannel? {
        switch first {
        case 0x00:
            return nil
        case 0x01...0x0E:
            if case .caption = service[field] {
                interrupted[field] = service[field]
            }
            service[field] = .other
            return nil
        case 0x0F:
            service[field] = interrupted[field]
            return nil
        case 0x10...0x1F:
            let channel = CaptionChannel(
                field: UInt8(field), secondChannel: first & 0x08 != 0)
            let isMiscellaneous = (first & 0x76) == 0x14
            if isMiscellaneous && (second == 0x2A || second == 0x2B) {
                service[field] = .other
                return nil
            }
            service[field] = .caption(channel)
            return channel
        default:
            if case .caption(let channel) = service[field] {
                return channel
            }
            return nil
        }
    }
}

/// Whether a byte has an odd number of set bits, as every CEA-608 byte must.
func hasOddParity(_ byte: UInt8) -> Bool {
    byte.nonzeroBitCount % 2 == 1
}

/// A seven-bit value with the parity bit that makes it odd.
public func withOddParity(_ value: UInt8) -> UInt8 {
    let bits = value & 0x7F
    return hasOddParity(bits) ? bits : bits | 0x80
}
