import PlayerAudit
import PlayerCore

/// `captions --format transcript-html`: an interactive-transcript page of one caption track,
/// as W3C's media accessibility guide and Able Player offer one. Every cue is a list item whose
/// link carries its time and seeks there (a media fragment, `FILE#t=SECONDS`, W3C Media
/// Fragments URI 1.0); with chapters, the cues are grouped under a level-2 heading per chapter.
///
/// The page's own words are English (`lang="en"`); the cue list carries the track's language
/// when the track states one, so that a screen reader reads the captions in their language.
/// Picture captions without recognised text are left out, and the page says how many were.
enum TranscriptPage {
    /// The whole page for `cues` of `media`, titled `title`, grouped by `chapters`.
    static func html(
        cues: [Cue], chapters: [MediaChapter], media: String, title: String,
        language: LanguageTag?
    ) -> String {
        let lines = cues.filter { $0.text?.isEmpty == false }
        let escapedTitle = MarkupText.escaped(title)
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Transcript: \(escapedTitle)</title>
            </head>
            <body>
            <main>
            <h1>Transcript: \(escapedTitle)</h1>

            """
        let omitted = cues.count - lines.count
        if omitted > 0 {
            let noun = omitted == 1 ? "picture caption" : "picture captions"
            page += "<p>\(omitted) \(noun) without text left out.</p>\n"
        }
        let listOpening =
            language.map { "<ol lang=\"\(MarkupText.escaped($0.description))\">" } ?? "<ol>"
        for group in groups(of: lines, by: chapters) {
            if let heading = group.heading {
                page += "<section aria-labelledby=\"chapter-\(group.number)\">\n"
                page += "<h2 id=\"chapter-\(group.number)\">\(MarkupText.escaped(heading))</h2>\n"
            }
            if group.cues.isEmpty {
                page += "<p>No captions in this chapter.</p>\n"
            } else {
                page += listOpening + "\n"
                for cue in group.cues {
                    page += item(cue, media: media) + "\n"
                }
                page += "</ol>\n"
            }
            if group.heading != nil {
                page += "</section>\n"
            }
        }
        return page + "</main>\n</body>\n</html>\n"
    }

    /// One cue: a link to its start in the media, with its time and its lines.
    private static func item(_ cue: Cue, media: String) -> String {
        let seconds = cue.start.jsonSeconds
        let href = MarkupText.escaped(media) + "#t=" + seconds
        let text = (cue.text ?? "").split(separator: "\n", omittingEmptySubsequences: true)
            .map { MarkupText.escaped(String($0)) }.joined(separator: "<br>")
        return "<li><a href=\"\(href)\"><time datetime=\"PT\(seconds)S\">"
            + "\(clock(cue.start))</time> \(text)</a></li>"
    }

    /// "01:05" or "1:02:03": the time as a player's time display shows it.
    private static func clock(_ time: MediaTime) -> String {
        let total = max(0, time.wholeSeconds)
        let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : String(value) }
        let minutesAndSeconds = two(minutes) + ":" + two(seconds)
        return hours > 0 ? "\(hours):" + minutesAndSeconds : minutesAndSeconds
    }

    /// The cues in their chapters: those before the first chapter without a heading, then
    /// each chapter (titled, or "Chapter N") with the cues that start in it.
    private static func groups(of cues: [Cue], by chapters: [MediaChapter]) -> [(
        heading: String?, number: Int, cues: [Cue]
    )] {
        guard !chapters.isEmpty else { return [(nil, 0, cues)] }
        let before = cues.filter { $0.start < chapters[0].start }
        var groups: [(heading: String?, number: Int, cues: [Cue])] =
            before.isEmpty ? [] : [(nil, 0, before)]
        for (index, chapter) in chapters.enumerated() {
            let end = index + 1 < chapters.count ? chapters[index + 1].start : nil
            let inside = cues.filter { cue in
                cue.start >= chapter.start && end.map { cue.start < $0 } ?? true
            }
            groups.append((chapter.title ?? "Chapter \(index + 1)", index + 1, inside))
        }
        return groups
    }
}
