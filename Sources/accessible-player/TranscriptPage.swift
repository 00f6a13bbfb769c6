import PlayerAudit
import PlayerCore

/// `captions --format transcript-html`: an interactive-transcript page of one caption track,
/// as W3C's media accessibility guide and Able Player offer one. Every cue is a list item whose
/// link carries its time and seeks there (a media fragment, `FILE#t=SECONDS`, W3C Media
/// Fragments URI 1.0); with chapters, the cues are grouped under a level-2 heading per chapter.
/// The lines of a text description track are listed among the captions by their times, each
/// marked "Description:" (and `class="description"`), as Able Player's transcript lists them; a
/// description comes first when both start together.
///
/// The page's own words are English (`lang="en"`); the cue list carries the track's language
/// when the track states one, so that a screen reader reads the captions in their language (a
/// description's text carries its own track's language when that differs).
/// Picture captions without recognised text are left out, and the page says how many were.
enum TranscriptPage {
    /// A text description track's cues and language, listed among the captions.
    struct Descriptions {
        /// The cues.
        var cues: [Cue]
        /// The track's language, if it states one.
        var language: LanguageTag? = nil
    }

    /// One line of the page: a cue with text and whether it is a description.
    private struct Line {
        var cue: Cue
        var isDescription: Bool
    }

    /// The whole page for `cues` of `media` and the `descriptions` beside them, titled `title`,
    /// grouped by `chapters`.
    static func html(
        cues: [Cue], descriptions: Descriptions? = nil, chapters: [MediaChapter], media: String,
        title: String, language: LanguageTag?
    ) -> String {
        let described = (descriptions?.cues ?? []).filter { $0.text?.isEmpty == false }.map {
            Line(cue: $0, isDescription: true)
        }
        let captions = cues.filter { $0.text?.isEmpty == false }.map {
            Line(cue: $0, isDescription: false)
        }
        // A stable merge by start: a description before a caption of the same start.
        let lines = (described + captions).enumerated().sorted {
            ($0.element.cue.start, $0.offset) < ($1.element.cue.start, $1.offset)
        }.map(\.element)
        let descriptionLanguage = descriptions?.language.flatMap { $0 == language ? nil : $0 }
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
        let omitted = cues.count - captions.count
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
            if group.lines.isEmpty {
                page += "<p>No captions in this chapter.</p>\n"
            } else {
                page += listOpening + "\n"
                for line in group.lines {
                    page +=
                        item(
                            line, media: media, marksEnglish: language != nil,
                            descriptionLanguage: descriptionLanguage) + "\n"
                }
                page += "</ol>\n"
            }
            if group.heading != nil {
                page += "</section>\n"
            }
        }
        return page + "</main>\n</body>\n</html>\n"
    }

    /// One line: a link to its start in the media, with its time and its lines; a
    /// description's marked, the English marker tagged so when the list is in a language
    /// (`marksEnglish`), its text tagged with `descriptionLanguage` when given.
    private static func item(
        _ line: Line, media: String, marksEnglish: Bool, descriptionLanguage: LanguageTag?
    ) -> String {
        let cue = line.cue
        let seconds = cue.start.jsonSeconds
        let href = MarkupText.escaped(media) + "#t=" + seconds
        var text = (cue.text ?? "").split(separator: "\n", omittingEmptySubsequences: true)
            .map { MarkupText.escaped(String($0)) }.joined(separator: "<br>")
        var opening = "<li>"
        if line.isDescription {
            opening = "<li class=\"description\">"
            if let descriptionLanguage {
                text =
                    "<span lang=\"\(MarkupText.escaped(descriptionLanguage.description))\">"
                    + text + "</span>"
            }
            text =
                (marksEnglish ? "<span lang=\"en\">Description:</span> " : "Description: ")
                + text
        }
        return opening + "<a href=\"\(href)\"><time datetime=\"PT\(seconds)S\">"
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

    /// The lines in their chapters: those before the first chapter without a heading, then
    /// each chapter (titled, or "Chapter N") with the lines that start in it.
    private static func groups(of lines: [Line], by chapters: [MediaChapter]) -> [(
        heading: String?, number: Int, lines: [Line]
    )] {
        guard !chapters.isEmpty else { return [(nil, 0, lines)] }
        let before = lines.filter { $0.cue.start < chapters[0].start }
        var groups: [(heading: String?, number: Int, lines: [Line])] =
            before.isEmpty ? [] : [(nil, 0, before)]
        for (index, chapter) in chapters.enumerated() {
            let end = index + 1 < chapters.count ? chapters[index + 1].start : nil
            let inside = lines.filter { line in
                line.cue.start >= chapter.start && end.map { line.cue.start < $0 } ?? true
            }
            groups.append((chapter.title ?? "Chapter \(index + 1)", index + 1, inside))
        }
        return groups
    }
}
