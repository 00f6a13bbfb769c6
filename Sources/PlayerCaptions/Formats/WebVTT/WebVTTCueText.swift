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
/// - `<i>`, `<b>` and `<u>` style the runs, and so do the file's `STYLE` rules
///   (``WebVTTStyleSheet``) that select the cue or an element of it; other elements leave no
///   mark on them.
///
/// Only the words, runs and speaker are kept: the tree (``nodes``) is built again from the
/// cue text each time it is asked for, so that a file of half a million cues holds no tree.
public struct WebVTTCueText: Hashable, Sendable {
    /// The cue text the tree is built from.
    private let source: String
    /// The words to speak and their styled runs.
    public var caption: CaptionText
    /// The name of the first voice that names anyone (`<v Name>`), or nil.
    public var speaker: String?

    /// Reads `payload`, cue text with any line endings.
    public init(parsing payload: some StringProtocol) {
        let source = String(payload)
        self.init(scanning: WebVTTScanner(source), source: source)
    }

    /// Reads the cue text `scanner` holds, already prepared, which is `source` as written,
    /// styled by `styleSheet`'s rules for the cue named `identifier`.
    init(
        scanning scanner: WebVTTScanner, source: String,
        styleSheet: WebVTTStyleSheet = WebVTTStyleSheet(), identifier: String = ""
    ) {
        self.source = source
        var tokens = WebVTTCueTextTokenizer(scanner)
        var structure = WebVTTCueStructure()
        var reader = SpokenTextReader(styleSheet: styleSheet, identifier: identifier)
        // The spoken text takes no more bytes than the cue text but for the few references
        // that stand for more bytes than they take, so the room is made once.
        reader.reserveCapacity(scanner.scalars.endIndex - scanner.position)
        while let token = tokens.next() {
            if let step = structure.step(token) { reader.read(step) }
        }
        caption = CaptionText(runs: reader.output.runs())
        speaker = reader.speaker
    }

    /// The cue text's nodes, in order.
    public var nodes: [WebVTTCueNode] {
        var tokens = WebVTTCueTextTokenizer(WebVTTScanner(source))
        var structure = WebVTTCueStructure()
        var builder = WebVTTCueTreeBuilder()
        while let token = tokens.next() {
            if let step = structure.step(token) { builder.add(step) }
        }
        return builder.finished()
    }
}

/// What a token does to the cue text's structure.
private enum WebVTTCueStep {
    /// Text, in UTF-8, inside the open elements.
    case text(ArraySlice<UInt8>)
    /// A valid timestamp tag.
    case timestamp(MediaTime)
    /// An element opens inside the open ones.
    case open(WebVTTCueElementKind, classes: [String])
    /// The innermost `count` open elements close.
    case close(count: Int)
}

/// Which elements are open as the tokens come, by the cue text parsing rules.
///
/// Elements nest at most ``maximumDepth`` deep: a start tag deeper than that is ignored, its
/// text going to the element around it, so that hostile cue text cannot build a tree too deep
/// to walk.
private struct WebVTTCueStructure {
    static let maximumDepth = 64
    /// The open elements' kinds, innermost last.
    private var open: [WebVTTCueElementKind] = []

    /// What `token` does; nil for a token that is ignored.
    mutating func step(_ token: WebVTTCueTextToken) -> WebVTTCueStep? {
        switch token {
        case .text(let bytes):
            return .text(bytes)
        case .startTag(let name, let classes, let annotation):
            guard open.count < Self.maximumDepth, let kind = kind(of: name, annotation: annotation)
            else { return nil }
            open.append(kind)
            return .open(kind, classes: classes)
        case .endTag(let name):
            guard let current = open.last else { return nil }
            if current.tagName == name {
                open.removeLast()
                return .close(count: 1)
            } else if name == "ruby", current == .rubyText {
                open.removeLast(2)
                return .close(count: 2)
            }
            return nil
        case .timestamp(let bytes):
            var scanner = WebVTTScanner(scalars: bytes)
            guard let time = scanner.collectTimestamp(), scanner.isAtEnd else { return nil }
            return .timestamp(time)
        }
    }

    /// The element a start tag opens, or nil for one that is ignored.
    private func kind(of name: String, annotation: String) -> WebVTTCueElementKind? {
        switch name {
        case "c": .class
        case "i": .italic
        case "b": .bold
        case "u": .underline
        case "ruby": .ruby
        case "rt": open.last == .ruby ? .rubyText : nil
        case "v": .voice(name: annotation)
        case "lang": .language(annotation)
        default: nil
        }
    }
}

/// Builds the node tree from the structure's steps.
private struct WebVTTCueTreeBuilder {
    /// The open elements, innermost last, under the root's nodes.
    private var open: [WebVTTCueElement] = []
    private var root: [WebVTTCueNode] = []

    mutating func add(_ step: WebVTTCueStep) {
        switch step {
        case .text(let bytes): append(.text(bytes.string))
        case .timestamp(let time): append(.timestamp(time))
        case .open(let kind, let classes):
            open.append(WebVTTCueElement(kind: kind, classes: classes))
        case .close(let count):
            for _ in 0..<count { close() }
        }
    }

    /// The tree, every element still open closed.
    mutating func finished() -> [WebVTTCueNode] {
        while !open.isEmpty { close() }
        return root
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
    var tagName: String {
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

/// Gathers the spoken text with its styles, and the first voice's name, from the structure's
/// steps: the text of the tree in order, without what is inside ruby text.
private struct SpokenTextReader {
    private(set) var output = StyledScalars()
    private(set) var speaker: String?
    /// The file's `STYLE` rules and the cue's identifier, which `::cue(#id)` selects.
    private let styleSheet: WebVTTStyleSheet
    private let identifier: String
    /// The look of the cue's text outside any element.
    private let rootStyle: CSSTextStyle
    /// The look inside each open element, innermost last.
    private var styles: [CSSTextStyle] = []
    /// How many of the open elements are ruby text, whose words are not spoken.
    private var openRubyTexts: [Bool] = []
    private var hiddenDepth = 0

    /// A reader styling text by `styleSheet`, in the cue named `identifier`.
    init(styleSheet: WebVTTStyleSheet, identifier: String) {
        self.styleSheet = styleSheet
        self.identifier = identifier
        rootStyle =
            styleSheet.isEmpty ? CSSTextStyle() : styleSheet.rootStyle(identifier: identifier)
    }

    /// Makes room for `count` bytes of spoken text.
    mutating func reserveCapacity(_ count: Int) {
        output.reserveCapacity(count)
    }

    mutating func read(_ step: WebVTTCueStep) {
        switch step {
        case .text(let bytes):
            if hiddenDepth == 0 {
                let look = styles.last ?? rootStyle
                output.append(utf8: bytes, style: look.style, color: look.color)
            }
        case .timestamp:
            break
        case .open(let kind, let classes):
            var inner = styles.last ?? rootStyle
            switch kind {
            case .italic: inner.style.insert(.italic)
            case .bold: inner.style.insert(.bold)
            case .underline: inner.style.insert(.underline)
            case .voice(let name) where speaker == nil && !name.isEmpty && hiddenDepth == 0:
                speaker = name
            default: break
            }
            if !styleSheet.isEmpty {
                inner = styleSheet.style(
                    within: inner, kind: kind, classes: classes, identifier: identifier)
            }
            styles.append(inner)
            openRubyTexts.append(kind == .rubyText)
            if kind == .rubyText { hiddenDepth += 1 }
        case .close(let count):
            for _ in 0..<count {
                styles.removeLast()
                if openRubyTexts.removeLast() { hiddenDepth -= 1 }
            }
        }
    }
}
