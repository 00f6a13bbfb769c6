/// The ATSC caption service descriptor (A/65 §6.9.2, tag 0x86): the language of each caption
/// service a video carries, CEA-608 by line-21 field and CEA-708 by service number.
///
/// ```
/// 86 0D  E2                  three services
///        65 6E 67  15 3F FF  "eng", line 21 field 2 (CC3)
///        73 70 61  C1 3F FF  "spa", 708 service 1 …
/// ```
public struct CaptionServiceDescriptor: Hashable, Sendable {
    /// The descriptor's tag.
    public static let tag: UInt8 = 0x86

    /// Which caption stream an entry describes.
    public enum Stream: Hashable, Sendable {
        /// CEA-608 on line 21 field 1 (CC1, CC2) or 2 (CC3, CC4).
        case line21(field: Int)
        /// A CEA-708 service, numbered 1–63.
        case service(Int)
    }

    /// One caption service.
    public struct Entry: Hashable, Sendable {
        /// The ISO 639-2 language code as written ("eng").
        public var language: String
        /// The stream it describes.
        public var stream: Stream
        /// Whether the text is rewritten for beginning readers.
        public var isEasyReader: Bool
        /// Whether the captions are formatted for a 16:9 picture.
        public var isWideAspectRatio: Bool
    }

    /// The services, in the descriptor's order.
    public var entries: [Entry]

    /// The services the body of a descriptor tagged ``tag`` lists; entries cut short are left
    /// out.
    public init(body: [UInt8]) {
        entries = []
        guard let first = body.first else { return }
        let count = Int(first & 0x1F)
        for index in 0..<count {
            let start = 1 + index * 6
            guard start + 6 <= body.count else { break }
            let flags = body[start + 3]
            let language = String(
                decoding: body[start..<(start + 3)].map { $0 & 0x7F }, as: UTF8.self)
            entries.append(
                Entry(
                    language: language,
                    stream: flags & 0x80 != 0
                        ? .service(Int(flags & 0x3F)) : .line21(field: Int(flags & 0x01) + 1),
                    isEasyReader: body[start + 4] & 0x80 != 0,
                    isWideAspectRatio: body[start + 4] & 0x40 != 0))
        }
    }

    /// The entry for `stream`, if the descriptor lists it.
    public func entry(for stream: Stream) -> Entry? {
        entries.first { $0.stream == stream }
    }
}

extension CaptionChannel {
    /// The caption service descriptor's entry for the channel: its line-21 field for CC1 and
    /// CC3, the first channel of each field, which is the one a field's entry describes; nil
    /// for CC2 and CC4.
    public var captionServiceStream: CaptionServiceDescriptor.Stream? {
        isSecondOfField ? nil : .line21(field: Int(field) + 1)
    }
}
