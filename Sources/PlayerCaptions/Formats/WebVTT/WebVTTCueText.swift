import PlayerCore

/// WebVTT cue text read into its tree of nodes, and from that what a screen reader speaks,
/// its styled runs and its speaker.
///
/// It reads the payload of a cue in a `.vtt` file, and equally the `payl` text of an MP4
/// `wvtt` sample or a Matroska WebVTT block, which carry cue text without timing.
///
/// ```swift
/// let text = WebVTTCueText(parsing: "<v.loud Mary>Run, <b>now</b>!</v>")
/// text.nodes          // [.element(voice "Mary", class "loud": "Run, ", bold: "now", "!")]
/// text.caption.text   // "Run, now!"
/// text.caption.runs   // [StyledRun("Run, "), StyledRun("now", style: .bold), StyledRun("!")]
/// text.speaker        // "Mary"
/// ```
///
/// The tree is built by the specification's cue text parsing rules: `<c>`, `<i>`, `<b>`,
/// `<u>`, `<ruby>`, `<v>` and `<lang>` open elements, `<rt>` only inside a ruby; unknown tags
/// are ignored; an end tag closes the innermost element only when it names it (`</ruby>`
/// also closes an `<rt>` inside it), so in `<b><i>x</b>y</i>z`, `z` is still bold; a
/// timestamp tag that is not a valid timestamp is ignored; character references are decoded
/// as HTML decodes them.
///
/// What is spoken is the text of the tree as written, spaces included, with these choices:
/// - `<v Name>` names the speaker: ``speaker`` is the first voice's name; the name itself is
///   not spoken as part of the text, as it is not shown on screen.
/// - Ruby text (`<rt>`) is left out: the reading is a pronunciation aid printed above the
///   base, and speaking both would say the same word twice.
/// - `<i>`, `<b>` and `<u>` style the runs; other elements leave no mark on them.
public struct WebVTTCueText: Hashable, Sendable {
    /// The cue text's nodes, in order.
    public var nodes: [WebVTTCueNode]
    /// The words to speak and their styled runs.
    public var caption: CaptionText
    /// The name of the first voice that names anyone (`<v Name>`), or nil.
    public var speaker: String?

    /// Reads `payload`, cue text with any line endings.
    public init(parsing payload: some StringProtocol) {
        self.init(scanning: WebVTTScanner(payload))
    }

    /// Reads the cue text `scanner` holds, already prepared.
    init(scanning scanner: WebVTTScanner) {
        var tokens = WebVTTCueTextTokenizer(scanner)
        var builder = WebVTTCueTreeBuilder()
        while let token = tokens.next() {
            builder.add(token)
        }
        nodes = builder.finished()
        var reader = SpokenTextReader()
        reader.read(nodes, style: [])
        caption = CaptionText(runs: reader.output.runs())
        speaker = reader.speaker
    }
}

/// Builds the node tree from tokens, keeping the open elements on a stack.
///
/// Elements nest at most ``maximumDepth`` deep: a start tag deeper than that is ignored, its
/// text going to the element around it, so that hostile cue text cannot build a tree too deep
/// to walk.
private struct WebVTTCueTreeBuilder {
    static let maximumDepth = 64
    /// The open elements, innermost last, under the root's nodes.
    private var open: [WebVTTCueElement] = []
    private var root: [WebVTTCueNode] = []

    mutating func add(_ token: WebVTTCueTextToken) {
        switch token {
        case .text(let scalars):
            append(.text(scalars.string))
        case .startTag(let name, let classes, let annotation):
            guard open.count < Self.maximumDepth, let kind = kind(of: name, annotation: annotation)
            else { return }
            open.append(WebVTTCueElement(kind: kind, classes: classes))
        case .endTag(let name):
            guard let current = open.last else { return }
            if current.kind.tagName == name {
                close()
            } else if name == "ruby", current.kind == .rubyText {
                close()
                close()
            }
        case .timestamp(let scalars):
            var scanner = WebVTTScanner(scalars: scalars)
            if let time = scanner.collectTimestamp(), scanner.isAtEnd {
                append(.timestamp(time))
            }
        }
    }

    /// The tree, every element still open closed.
    mutating func finished() -> [WebVTTCueNode] {
        while !open.isEmpty { close() }
        return root
    }

    /// The element a start tag opens, or nil for one that is ignored.
    private func kind(of name: String, annotation: String) -> WebVTTCueElementKind? {
        switch name {
        case "c": .class
        case "i": .italic
        case "b": .bold
        case "u": .underline
        case "ruby": .ruby
        case "rt": open.last?.kind == .ruby ? .rubyText : nil
        case "v": .voice(name: annotation)
        case "lang": .language(annotation)
        default: nil
        }
    }

    private mutating func append(_ node: WebVTTCueNode) {
        if open.isEmpty {
            root.append(node)
        } else {
            open[open.count - 1].children.append(node)
        }
    }

    private mutating func close() {
        append(.element(open.removeLast()))
    }
}

extension WebVTTCueElementKind {
    /// The tag name that opens and closes this kind of element.
    fileprivate var tagName: String {
        switch self {
        case .class: "c"
        case .italic: "i"
        case .bold: "b"
        case .underline: "u"
        case .ruby: "ruby"
        case .rubyText: "rt"
        case .voice: "v"
        case .language: "lang"
        }
    }
}

/// Gathers the spoken text of a tree with its styles, and the first voice's name.
private struct SpokenTextReader {
    private(set) var output = StyledScalars()
    private(set) var speaker: String?

    mutating func read(_ nodes: [WebVTTCueNode], style: TextStyle) {
        for node in nodes {
            switch node {
            case .text(let text):
                for scalar in text.unicodeScalars { output.append(scalar, style: style) }
            case .timestamp:
                break
            case .element(let element):
                var inner = style
                switch element.kind {
                case .rubyText: continue
                case .italic: inner.insert(.italic)
                case .bold: inner.insert(.bold)
                case .underline: inner.insert(.underline)
                case .voice(let name) where speaker == nil && !name.isEmpty: speaker = name
                default: break
                }
                read(element.children, style: inner)
            }
        }
    }
}
