import PlayerCore

/// WebVTT cue text read into what a screen reader speaks, its styled runs and its speaker.
///
/// It reads the payload of a cue in a `.vtt` file, and equally the `payl` text of an MP4
/// `wvtt` sample or a Matroska WebVTT block, which carry cue text without timing.
///
/// ```swift
/// let text = WebVTTCueText(parsing: "<v.loud Mary>Run, <b>now</b>!</v>")
/// text.caption.text   // "Run, now!"
/// text.caption.runs   // [StyledRun("Run, "), StyledRun("now", style: .bold), StyledRun("!")]
/// text.speaker        // "Mary"
/// ```
///
/// Markup is read by the specification's cue text rules:
/// - `<i>`, `<b>` and `<u>` style the text inside them; `<c>`, `<lang>` and classes leave no
///   mark; unknown tags are ignored and an end tag that does not close the innermost open
///   tag is ignored (so in `<b><i>x</b>y</i>z`, `z` is still bold).
/// - `<v Name>` names the speaker: ``speaker`` is the first voice's name; the name itself is
///   not spoken as part of the text, as it is not shown on screen.
/// - Ruby (`<ruby>base<rt>reading</rt></ruby>`) keeps the base text and drops the ruby text:
///   the reading is a pronunciation aid printed above the base, and speaking both would say
///   the same word twice.
/// - Timestamp tags (`<00:01.000>`, for karaoke) are dropped.
/// - Character references (`&amp;`, `&lt;`, `&gt;`, `&lrm;`, `&rlm;`, `&nbsp;`, numeric) are
///   decoded.
/// - Spaces at both ends of each line and blank lines at both ends of the text are removed.
public struct WebVTTCueText: Hashable, Sendable {
    /// The words to speak and their styled runs.
    public var caption: CaptionText
    /// The name of the first voice (`<v Name>`), or nil when no voice names anyone.
    public var speaker: String?

    /// Reads `payload`, cue text with any line endings.
    public init(parsing payload: some StringProtocol) {
        self.init(scanning: WebVTTScanner(payload))
    }

    /// Reads the cue text `scanner` holds, already prepared.
    init(scanning scanner: WebVTTScanner) {
        var tokens = WebVTTCueTextTokenizer(scanner)
        var builder = WebVTTCueTextBuilder()
        builder.reserveCapacity(scanner.scalars.count)
        while let token = tokens.next() {
            builder.add(token)
        }
        caption = CaptionText(runs: builder.output.trimmedRuns())
        speaker = builder.speaker
    }
}

/// Builds cue text from tokens the way the specification builds its node tree, keeping only
/// what is spoken and how it is styled.
private struct WebVTTCueTextBuilder {
    /// The spoken text so far, each scalar with its style.
    private(set) var output = StyledScalars()
    /// The first voice's name.
    private(set) var speaker: String?
    /// The names of the open elements, innermost last.
    private var openElements: [String] = []

    /// Makes room for text of `count` scalars.
    mutating func reserveCapacity(_ count: Int) {
        output.reserveCapacity(count)
    }

    mutating func add(_ token: WebVTTCueTextToken) {
        switch token {
        case .text(let scalars):
            guard !openElements.contains("rt") else { return }
            let style = currentStyle
            for scalar in scalars { output.append(scalar, style: style) }
        case .startTag(let name, _, let annotation):
            open(name, annotation: annotation)
        case .endTag(let name):
            if openElements.last == name {
                openElements.removeLast()
            } else if name == "ruby", openElements.last == "rt" {
                openElements.removeLast(2)
            }
        case .timestamp:
            break
        }
    }

    private mutating func open(_ name: String, annotation: String) {
        switch name {
        case "c", "i", "b", "u", "ruby", "lang":
            openElements.append(name)
        case "rt" where openElements.last == "ruby":
            openElements.append(name)
        case "v":
            openElements.append(name)
            if speaker == nil, !annotation.isEmpty { speaker = annotation }
        default:
            break
        }
    }

    /// The style the open `i`, `b` and `u` elements give.
    private var currentStyle: TextStyle {
        var style: TextStyle = []
        for name in openElements {
            switch name {
            case "i": style.insert(.italic)
            case "b": style.insert(.bold)
            case "u": style.insert(.underline)
            default: break
            }
        }
        return style
    }
}
