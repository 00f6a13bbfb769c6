import PlayerCore

/// A DASH Media Presentation Description (ISO/IEC 23009-1) as a player needs it: its periods,
/// their AdaptationSets and Representations with everything inherited already resolved
/// (attributes, `BaseURL`, segment addressing), and the warnings reading it raised.
///
/// ```swift
/// let manifest = try DASHManifest(parsing: bytes, location: "/media/show.mpd")
/// for period in manifest.periods {
///     for set in period.adaptationSets where set.contentType == .text {
///         print(set.language ?? "und", set.roles.flags, set.representations[0].segments)
///     }
/// }
/// ```
///
/// Reading goes entry by entry: a Period, AdaptationSet or Representation that cannot be used
/// (no segments, a bad template, a timeline too long) is left out with a warning naming the
/// file, the element and its line; only a document that is not an MPD at all throws.
public struct DASHManifest: Sendable {
    /// Where the MPD was read from; relative `BaseURL`s resolve against it.
    public var location: String
    /// `type="dynamic"`: a live presentation.
    public var isDynamic: Bool
    /// `mediaPresentationDuration`.
    public var duration: MediaTime?
    /// The live timing of a dynamic MPD with an `availabilityStartTime`; nil otherwise.
    public var live: DASHLiveTiming?
    /// `ProgramInformation/Title`.
    public var title: String?
    /// The periods, in order, each with its start resolved.
    public var periods: [DASHPeriod]
    /// What was left out or could not be read, each naming the file and element.
    public var warnings: [String]
}

/// One period of a presentation.
public struct DASHPeriod: Sendable {
    /// `@id`, if stated.
    public var id: String?
    /// Where the period starts on the presentation timeline (`@start`, or the previous
    /// period's end).
    public var start: MediaTime
    /// How long it lasts, when known (`@duration`, the next period's start, or the
    /// presentation's duration).
    public var duration: MediaTime?
    /// Its AdaptationSets, in document order.
    public var adaptationSets: [DASHAdaptationSet]
}

/// What an AdaptationSet carries, from `@contentType`, else the MIME type's top level, else
/// the codecs.
public enum DASHContentType: String, Hashable, Sendable {
    case video, audio, text, other
}

/// One AdaptationSet: a track the viewer chooses, and the Representations of it.
public struct DASHAdaptationSet: Sendable {
    /// `@id`, if stated.
    public var id: String?
    /// Video, audio or text.
    public var contentType: DASHContentType
    /// `@lang` as a language tag.
    public var language: LanguageTag?
    /// `@lang` as written.
    public var languageAsWritten: String?
    /// The first `Label` element's text, else `@label`.
    public var label: String?
    /// What its `Role` and `Accessibility` descriptors say (the set's and its first
    /// Representation's).
    public var roles: DASHTrackRoles
    /// The CEA-608 / CEA-708 captions its `Accessibility` descriptors declare in the video.
    public var closedCaptions: [DASHClosedCaptionService]
    /// Its Representations, at least one.
    public var representations: [DASHRepresentation]
    /// The line the element starts on.
    public var line: Int
}

/// One Representation, with the attributes it inherits from its AdaptationSet (its own win).
public struct DASHRepresentation: Sendable {
    /// `@id`.
    public var id: String
    /// `@bandwidth`.
    public var bandwidth: Int?
    /// `@mimeType`.
    public var mimeType: String?
    /// `@codecs`.
    public var codecs: String?
    /// `@width` and `@height`.
    public var width: Int?, height: Int?
    /// `@frameRate` (`30000/1001`).
    public var frameRate: Double?
    /// `@audioSamplingRate`.
    public var sampleRate: Int?
    /// The channel count its (or its AdaptationSet's) `AudioChannelConfiguration` states in
    /// the MPEG scheme `urn:mpeg:dash:23003:3:audio_channel_configuration:2011`; nil when none
    /// does.
    public var channels: Int? = nil
    /// The `presentationTimeOffset` of its segment addressing, in seconds as a time.
    public var presentationTimeOffset: MediaTime
    /// Where its media is; empty when the MPD names none (a manifest written for its track
    /// list only).
    public var segments: [DASHSegment]
    /// The initialization segment, when the addressing names one apart from the media.
    public var initialization: DASHSegment?
    /// What the `Role` and `Accessibility` descriptors of its AdaptationSet and its own say.
    public var roles: DASHTrackRoles
    /// `SegmentBase@indexRange`: the bytes of its one file's `sidx` box, which lists the
    /// file's subsegments; nil without one.
    public var segmentIndexRange: ClosedRange<Int64>? = nil

    /// Whether it is text outside any container (`text/vtt`, `application/ttml+xml`), whose
    /// times are the period's own: the DASH-IF timing model ignores `presentationTimeOffset`
    /// for it.
    public var isStandaloneText: Bool {
        guard let mimeType = mimeType?.lowercased() else { return false }
        return mimeType == "text/vtt" || mimeType == "application/ttml+xml"
            || mimeType == "text/ttml" || mimeType == "application/x-subrip"
    }

    /// Where segment `segment` starts, measured from its period's start: its media time, less
    /// `presentationTimeOffset` unless the text stands alone.
    public func periodTime(of segment: DASHSegment) -> MediaTime {
        isStandaloneText ? segment.time : segment.time - presentationTimeOffset
    }

    /// The time to add to a media time of this Representation to place it on its period's
    /// timeline.
    public var mediaTimeShift: MediaTime {
        isStandaloneText ? .zero : .zero - presentationTimeOffset
    }
}

/// One segment: the resource holding it, the bytes of it when a range is stated, and its
/// media time (before `presentationTimeOffset`).
public struct DASHSegment: Hashable, Sendable {
    /// The resolved path or URL.
    public var uri: String
    /// `@mediaRange` / `@range` / `@indexRange`'s file: the first and last byte, inclusive.
    public var byteRange: ClosedRange<Int64>?
    /// The media time it starts at.
    public var time: MediaTime
    /// How long it lasts, when the addressing says.
    public var duration: MediaTime?
}
