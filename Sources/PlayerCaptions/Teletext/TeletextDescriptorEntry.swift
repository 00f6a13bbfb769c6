/// One page a DVB teletext descriptor announces (EN 300 468 §6.2.43): its number, type and
/// language.
///
/// FFmpeg's mpegts demuxer keeps the descriptor in two places: the stream's `language` tag lists
/// each entry's ISO 639-2 code, comma-separated ("ger,dan"), and its extradata holds two bytes
/// an entry in the same order, `teletext_type` (5 bits) and the magazine (3 bits), then the page
/// (two BCD digits).
public struct TeletextDescriptorEntry: Hashable, Sendable {
    /// `teletext_type` of a subtitle page.
    public static let subtitleType: UInt8 = 0x02
    /// `teletext_type` of a subtitle page for the hearing impaired.
    public static let hearingImpairedSubtitleType: UInt8 = 0x05

    /// The ISO 639-2 code as written ("ger"), if the descriptor gives one.
    public var language: String?
    /// `teletext_type`: 1 initial page, 2 subtitles, 3 additional information, 4 schedule,
    /// 5 subtitles for the hearing impaired.
    public var type: UInt8
    /// The page.
    public var page: TeletextPageNumber

    /// Page `page` of type `type`, in `language` when known.
    public init(language: String?, type: UInt8, page: TeletextPageNumber) {
        self.language = language
        self.type = type
        self.page = page
    }

    /// Whether the page carries subtitles.
    public var isSubtitlePage: Bool {
        type == Self.subtitleType || type == Self.hearingImpairedSubtitleType
    }

    /// Whether the page's subtitles are for deaf and hard-of-hearing viewers.
    public var isForHearingImpaired: Bool {
        type == Self.hearingImpairedSubtitleType
    }

    /// The entries as FFmpeg keeps them: `extradata` two bytes an entry, `languages` its
    /// `language` tag; an entry without a language in the list has none.
    public static func entries(extradata: [UInt8], languages: String?) -> [Self] {
        let codes = (languages ?? "").split(separator: ",", omittingEmptySubsequences: false)
        return Swift.stride(from: 0, to: extradata.count - 1, by: 2).enumerated().map {
            index, offset in
            let code = index < codes.count ? String(codes[index]) : ""
            return Self(
                language: code.count == 3 ? code : nil, type: extradata[offset] >> 3,
                page: TeletextPageNumber(
                    magazine: Int(extradata[offset] & 0x07), page: extradata[offset + 1]))
        }
    }
}
