import PlayerCore

/// Turns the content of a TTML `<body>` into cues, one or more per paragraph, as the parser
/// reads it: each container (`body`, `div`) is entered when its start tag is read and left at
/// its end tag, and each paragraph or image `div` is read whole when it closes, so that the
/// body's tree is never kept.
struct TTMLCueBuilder {
    let head: TTMLHead
    let timing: TTMLTimingParameters
    let viewport: TTMLViewport
    /// The pictures the head embeds, which image captions show.
    let images: TTMLEmbeddedImages
    /// Where each cue goes as it is made, in document order.
    private let take: (Cue) -> Void
    /// The time attributes that are not time expressions (or are out of range), taken as
    /// absent, in document order.
    private(set) var skipped: [SkippedLine] = []
    /// The context of each open container, innermost last; nil for one never active, whose
    /// content is not read.
    private var containers: [TTMLContext?]
    /// What each region the body names gives the content flowed into it, worked out from the
    /// head the first time the region is named.
    private var regionsRead: [String: (layout: CueLayout?, properties: TTMLStyleProperties)] = [:]
    /// The properties each `style` attribute's references give, by the attribute's value,
    /// worked out from the head the first time the value is met.
    private var stylesRead: [String: TTMLStyleProperties] = [:]

    /// A builder for the body of `tt`, whose attributes and head (when it has one) are read,
    /// handing each cue to `take`.
    ///
    /// - Throws: ``TTMLError/unsupportedTimeBase(_:)`` for clock time.
    init(tt: TTMLElement, handingCuesTo take: @escaping (Cue) -> Void) throws(TTMLError) {
        self.take = take
        let head = tt.firstChild("head")
        self.head = TTMLHead(head)
        timing = try TTMLTimingParameters(tt: tt)
        viewport = TTMLViewport(tt: tt)
        images = TTMLEmbeddedImages(head: head)
        containers = [TTMLContext(tt: tt)]
    }

    /// Enters `body`, or a `div` inside it without a background image, whose start tag is read.
    mutating func enterContainer(_ element: TTMLElement) {
        containers.append(containers.last.flatMap { $0 }.flatMap { context(of: element, in: $0) })
    }

    /// Leaves the container entered last, at its end tag.
    mutating func leaveContainer() {
        containers.removeLast()
    }

    /// Reads `element`, a closed child of the innermost container: a paragraph, or a `div`
    /// with `smpte:backgroundImage`.
    mutating func readContent(_ element: TTMLElement) {
        guard let container = containers.last.flatMap({ $0 }) else { return }
        if element.isTimedText("p") {
            readParagraph(element, in: container)
        } else {
            readImage(element, in: container)
        }
    }

    /// Adds the picture caption a `div` shows with `smpte:backgroundImage` (SMPTE-TT image
    /// subtitles): a cue with no text, drawn in the div's region, with the embedded picture's
    /// ``CueImage`` (``TTMLEmbeddedImages``), for the div's interval. A div with no end
    /// anywhere up the tree gives none, as an untimed paragraph does.
    private mutating func readImage(_ div: TTMLElement, in parent: TTMLContext) {
        guard let context = context(of: div, in: parent), let end = context.interval.end,
            context.interval.begin < end
        else { return }
        let layout = region(context.regionID).layout ?? CueLayout()
        take(
            Cue(
                start: context.interval.begin, end: end, text: nil,
                image: div.foreignAttribute("backgroundImage").flatMap {
                    images.image(reference: $0, layout: layout, viewport: viewport)
                }, layout: layout))
    }

    /// Adds the cues of paragraph `p`.
    ///
    /// Spans may show for only part of the paragraph, so the paragraph is cut at every time
    /// one of its pieces begins or ends; each cut that shows any text becomes a cue, and
    /// neighbouring cuts showing the same text are joined. A paragraph with no end anywhere
    /// up the tree gives no cue for its endless last stretch, so untimed text is not shown
    /// forever.
    private mutating func readParagraph(_ p: TTMLElement, in parent: TTMLContext) {
        guard let context = context(of: p, in: parent) else { return }
        var pieces: [TTMLTextPiece] = []
        collectPieces(of: p, in: context, into: &pieces)
        var instants: Set<MediaTime> = []
        for interval in [context.interval] + pieces.map(\.interval) {
            instants.insert(interval.begin)
            if let end = interval.end { instants.insert(end) }
        }
        let speaker = context.agentID.flatMap(head.agentName)
        let paragraphRegion = region(context.regionID)
        var layout = paragraphRegion.layout ?? CueLayout()
        let paragraphStyle = paragraphRegion.properties.overlaid(by: context.style)
        if let textAlign = paragraphStyle.textAlign { layout.textAlignment = textAlign }
        let ordered = instants.sorted()
        var previous: Cue?
        for (start, end) in zip(ordered, ordered.dropFirst()) {
            let runs = pieces.filter { $0.interval.contains(start) }.styledRuns()
            if var joined = previous, joined.end == start, joined.runs == runs {
                joined.end = end
                previous = joined
                continue
            }
            if let previous { take(previous) }
            previous =
                runs.isEmpty
                ? nil
                : Cue(
                    start: start, end: end, text: CaptionText(runs: runs).text, runs: runs,
                    speaker: speaker, layout: layout)
        }
        if let previous { take(previous) }
    }

    /// Gathers the text and line breaks inside `element`, descending into spans.
    private mutating func collectPieces(
        of element: TTMLElement, in context: TTMLContext, into pieces: inout [TTMLTextPiece]
    ) {
        for child in element.children {
            switch child {
            case .text(let text):
                let style = region(context.regionID).properties.overlaid(by: context.style)
                pieces.append(
                    TTMLTextPiece(
                        content: .text(
                            text, style: style.textStyle, color: style.color,
                            preservesSpace: context.preservesSpace),
                        interval: context.interval))
            case .element(let nested) where nested.isTimedText("span"):
                if let spanContext = self.context(of: nested, in: context) {
                    collectPieces(of: nested, in: spanContext, into: &pieces)
                }
            case .element(let nested) where nested.isTimedText("br"):
                if let breakContext = self.context(of: nested, in: context) {
                    pieces.append(
                        TTMLTextPiece(content: .lineBreak, interval: breakContext.interval))
                }
            case .element:
                // Metadata, animation and foreign elements show nothing.
                break
            }
        }
    }

    /// The layout (nil for none) and the style properties the region `id` gives the content
    /// flowed into it; none for no region or an unknown one.
    private mutating func region(_ id: String?) -> (
        layout: CueLayout?, properties: TTMLStyleProperties
    ) {
        guard let id else { return (nil, TTMLStyleProperties()) }
        if let read = regionsRead[id] { return read }
        let read = (
            layout: head.regionLayout(id, viewport: viewport), properties: head.regionProperties(id)
        )
        regionsRead[id] = read
        return read
    }

    /// The properties `element` specifies: the styles its `style` attribute names, in order,
    /// then its own `tts:` attributes, each later one overriding the earlier.
    private mutating func specifiedProperties(of element: TTMLElement) -> TTMLStyleProperties {
        var referenced = TTMLStyleProperties()
        if let references = element[.timedText, "style"] {
            if let read = stylesRead[references] {
                referenced = read
            } else {
                referenced = head.referencedProperties(references)
                stylesRead[references] = referenced
            }
        }
        return referenced.overlaid(by: TTMLStyleProperties(inlineAttributesOf: element))
    }

    /// Notes `line` among what the reading skipped.
    mutating func note(_ line: SkippedLine) {
        skipped.append(line)
    }

    /// The context of `element`; nil when it is never active. A time attribute that is not a
    /// time expression, or is one out of range, counts as absent and is noted in ``skipped``.
    private mutating func context(of element: TTMLElement, in parent: TTMLContext)
        -> TTMLContext?
    {
        // Each time is read once, here, and handed to the context.
        func time(_ attribute: String) -> MediaTime? {
            guard let text = element[.timedText, attribute] else { return nil }
            if let time = timing.time(text) { return time }
            skipped.append(
                SkippedLine(
                    line: element.line,
                    reason:
                        "<\(element.name.localName) \(attribute)=\"\(TerminalText.excerpt(text))\">"
                        + " is not a time expression in range; it is taken as absent"))
            return nil
        }
        let begin = time("begin")
        let end = time("end")
        let duration = time("dur")
        return TTMLContext(
            of: element, in: parent, specified: specifiedProperties(of: element), begin: begin,
            end: end, duration: duration)
    }
}
