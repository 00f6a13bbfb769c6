import PlayerCore

extension TrackInfo {
    /// The legible track an HLS `SUBTITLES` or `CLOSED-CAPTIONS` rendition declares: title
    /// `NAME` (the display-name code composes "English CC" from language and flags), language
    /// `LANGUAGE` as BCP-47, flags from the attributes.
    ///
    /// Flags, following Apple's HLS authoring specification:
    /// - `DEFAULT=YES` → ``TrackFlags/default``; `FORCED=YES` → ``TrackFlags/forced``.
    /// - `CHARACTERISTICS` holding `public.accessibility.describes-music-and-sound` →
    ///   ``TrackFlags/hearingImpaired``: the text describes sounds and music, which is what
    ///   makes subtitles SDH (the specification pairs it with `transcribes-spoken-dialog`).
    /// - `public.accessibility.describes-video` → ``TrackFlags/descriptions``: the text
    ///   describes the picture, to be spoken for blind viewers, on whatever rendition type
    ///   states it (as Media3 reads it).
    /// - `public.accessibility.transcribes-spoken-dialog` alone adds no flag: it says the text is
    ///   a same-language transcript of the dialogue, which is true of captions and of many plain
    ///   subtitles alike, and a `SUBTITLES` rendition is WebVTT, not closed captions.
    /// - A `CLOSED-CAPTIONS` rendition is ``TrackFlags/captions``: CEA-608 (`CC1`…`CC4`,
    ///   codec `eia_608`) or CEA-708 (`SERVICEn`, codec `eia_708`) carried in the video.
    public init(hlsRendition rendition: HLSRendition) {
        var flags: TrackFlags = []
        if rendition.isDefault {
            flags.insert(.default)
        }
        if rendition.isForced {
            flags.insert(.forced)
        }
        if rendition.characteristics.contains(HLSRendition.describesMusicAndSound) {
            flags.insert(.hearingImpaired)
        }
        if rendition.characteristics.contains(HLSRendition.describesVideo) {
            flags.insert(.descriptions)
        }
        let codec: String
        if rendition.type == .closedCaptions {
            flags.insert(.captions)
            codec =
                rendition.instreamID?.uppercased().hasPrefix("SERVICE") == true
                ? "eia_708" : "eia_608"
        } else {
            codec = "webvtt"
        }
        self.init(
            id: TrackID(rawValue: 0), kind: .legible, codec: codec,
            language: LanguageTag(rendition.language), title: rendition.name, flags: flags,
            sourcePath: rendition.uri)
    }
}
