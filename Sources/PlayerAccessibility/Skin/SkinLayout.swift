import PlayerCore

/// A skin fitted to one source: its reading order, each control's skin entry, the spans of
/// Skip intro and Next episode found from the source's chapters (or the skin's own times),
/// the video qualities the source offers, and its chapters.
///
/// ```swift
/// let layout = SkinLayout(skin: .standard, catalog: catalog)
/// layout.readingOrder.first        // .close
/// layout.offers(.cast)             // false: the standard skin has no Cast button
/// ```
public struct SkinLayout: Hashable, Sendable {
    /// The skin.
    public let skin: Skin
    /// The controls in reading order (Live and Show controls last unless the skin placed
    /// them).
    public let readingOrder: [Control]
    /// The span of the intro, when the skin offers Skip intro and the source has one.
    public let intro: Range<MediaTime>?
    /// The span of the credits, when the skin offers Next episode and the source has one.
    public let credits: Range<MediaTime>?
    /// The source's chapters, in order of start; empty when it has none.
    public let chapters: [MediaChapter]
    /// The picture heights the source offers (its video streams or HLS variants), tallest
    /// first, each once.
    public let qualities: [Int]
    /// Each control's skin entry, indexed by ``Control/rawValue``; nil when not offered.
    private let entries: [SkinControl?]
    /// Positions where a timed control appears, leaves or counts down, ascending.
    @usableFromInline let boundaries: [MediaTime]

    /// The standard skin, on no source in particular.
    public static let standard = SkinLayout(skin: .standard)

    /// `skin` fitted to the source `catalog` describes (none: no chapters, no qualities).
    public init(skin: Skin, catalog: MediaCatalog? = nil) {
        self.skin = skin
        var order = skin.controls.map(\.control)
        for control in [Control.live, .showControls] where !order.contains(control) {
            order.append(control)
        }
        readingOrder = order
        var entries = [SkinControl?](repeating: nil, count: Control.allCases.count)
        for entry in skin.controls {
            entries[entry.control.rawValue] = entry
        }
        for control in [Control.live, .showControls] where entries[control.rawValue] == nil {
            entries[control.rawValue] = SkinControl(control)
        }
        self.entries = entries
        let chapters = catalog?.chapters ?? []
        self.chapters = chapters
        let duration = catalog?.duration
        let offered = Set(order)
        intro =
            offered.contains(.skipIntro)
            ? Self.span(
                skin.skipIntro, defaultTitles: ["intro", "opening"], in: chapters,
                duration: duration) : nil
        credits =
            offered.contains(.nextEpisode)
            ? Self.span(
                skin.nextEpisode?.span, defaultTitles: ["credits", "end credits"], in: chapters,
                duration: duration) : nil
        let heights = (catalog?.tracks ?? []).filter { $0.kind == .video }.compactMap(\.height)
        qualities = Array(Set(heights)).sorted(by: >)
        var boundaries = [intro?.lowerBound, intro?.upperBound, credits?.lowerBound]
            .compactMap { $0 }
        if let credits, let episode = skin.nextEpisode {
            boundaries += (1...max(1, episode.countdown)).map {
                credits.lowerBound + .seconds(Int64($0))
            }
            boundaries.append(credits.upperBound)
        }
        // A chapter's start is where playback enters it: its announcement is due there.
        boundaries += chapters.map(\.start)
        self.boundaries = Array(Set(boundaries)).sorted()
    }

    /// Whether the skin offers `control`.
    public func offers(_ control: Control) -> Bool {
        entries[control.rawValue] != nil
    }

    /// The skin's entry for `control`; nil when it is not offered.
    public func entry(_ control: Control) -> SkinControl? {
        entries[control.rawValue]
    }

    /// Whether `position` is in the intro.
    public func isInIntro(_ position: MediaTime) -> Bool {
        intro?.contains(position) ?? false
    }

    /// The whole seconds left of the up-next countdown at `position`; nil outside the
    /// credits. Counts down from the skin's countdown at the start of the credits to 0.
    public func upNextSecondsLeft(at position: MediaTime) -> Int? {
        guard let credits, credits.contains(position), let episode = skin.nextEpisode else {
            return nil
        }
        let elapsed = Int((position - credits.lowerBound).wholeSeconds)
        return max(0, episode.countdown - elapsed)
    }

    /// The first position after `position` where a timed control appears, leaves or counts
    /// down; nil when none is left.
    /// Inlinable so that a player reads the boundaries in place rather than copying the layout.
    @inlinable public func nextBoundary(after position: MediaTime) -> MediaTime? {
        boundaries.first { $0 > position }
    }

    /// `span` (around `position`) cut so that no timed control changes within it.
    func steadySpan(_ span: Range<MediaTime>, around position: MediaTime) -> Range<MediaTime> {
        guard !boundaries.isEmpty, !span.isEmpty else { return span }
        let lower = boundaries.last { $0 <= position }.map { max($0, span.lowerBound) }
        let upper = nextBoundary(after: position).map { min($0, span.upperBound) }
        let from = lower ?? span.lowerBound
        return from..<max(from, upper ?? span.upperBound)
    }

    /// The span `rule` names (or, with no rule, the first chapter with one of
    /// `defaultTitles`); nil when the source has no such chapter.
    private static func span(
        _ rule: SkinSpanRule?, defaultTitles: Set<String>, in chapters: [MediaChapter],
        duration: MediaTime?
    ) -> Range<MediaTime>? {
        switch rule {
        case .span(let start, let end):
            let end = end ?? duration ?? MediaTime(microseconds: .max)
            return start..<max(start, end)
        case .chapter(let title):
            return chapters.first { $0.title?.lowercased() == title.lowercased() }?.span
        case nil:
            return chapters.first { defaultTitles.contains($0.title?.lowercased() ?? "") }?.span
        }
    }
}
