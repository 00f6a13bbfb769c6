import PlayerCore

/// Turns the content of a TTML `<body>` into cues, one or more per paragraph, as the parser
/// reads it: each container (`body`, `div`) is entered when its start tag is read and left at
/// its end tag, and each paragraph, `<image>` or image `div` is read whole when it closes, so
/// that the body's tree is never kept. Time containment needs no more: a container's begin
/// is known at its start tag (in a `seq`, from the siblings closed before it), and its
/// implicit end, known only at its end tag, never cuts its children short.
struct TTMLCueBuilder {
    let head: TTMLHead
    let timing: TTMLTimingParameters
    let viewport: TTMLViewport
    /// The pictures the head embeds, which image captions show.
    let images: TTMLEmbeddedImages
    /// Where each cue goes as it is made, in document order.
    private let take: (Cue) -> Void
    /// What was taken as absent or left out (time attributes that are not time expressions,
    /// unknown time containers, pictures not embedded), in document order.
    private(set) var skipped: [SkippedLine] = []
    /// Each open container, innermost last, the document's root first.
    private var containers: [OpenContainer]
    /// What each region the body names gives the content flowed into it, worked out from the
    /// head the first time the region is named.
    private var regionsRead: [String: TTMLRegionReading] = [:]
    /// The properties each `style` attribute's references give, by the attribute's value,
    /// worked out from the head the first time the value is met.
    private var stylesRead: [String: TTMLStyleProperties] = [:]

    /// An open `body` or `div`: how it times its children, and what it passes down to them.
    private struct OpenContainer {
        /// Its context; nil when it is never active, so that its content shows nothing.
        var context: TTMLContext?
        /// Whether it is not displayed (`tts:display="none"`), or is inside one that is not.
        var hidden: Bool
        /// How it times its children; nil when it never begins (it follows, in a `seq`, a
        /// sibling that never ends), and so neither do they.
        var children: TTMLTimeContainer?
        /// Its `begin`, `end` and `dur`.
        var stated: TTMLStatedTimes
        /// The begin its own `begin` counts from.
        var implicitBegin: MediaTime
        /// How a W3C DAPT script asks its descriptions to be voiced, as far as it and the
        /// containers it is in say.
        var voicing: CueVoicing? = nil
    }

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
        containers = [
            OpenContainer(
                context: TTMLContext(tt: tt), hidden: false,
                children: TTMLTimeContainer(begin: .zero, isSequential: false),
                stated: TTMLStatedTimes(), implicitBegin: .zero)
        ]
    }

    /// Enters `body`, or a `div` inside it without a background image, whose start tag is read.
    mutating func enterContainer(_ element: TTMLElement) {
        let parent = containers[containers.count - 1]
        let stated = statedTimes(of: element)
        let specified = specifiedProperties(of: element)
        let isSequential = isSequentialContainer(element)
        guard let implicitBegin = parent.children?.nextBegin else {
            containers.append(
                OpenContainer(
                    context: nil, hidden: true, children: nil, stated: stated,
                    implicitBegin: .zero))
            return
        }
        let begin = stated.begin(after: implicitBegin)
        let bound = TTMLInterval(
            begin: begin, end: stated.explicitEnd(begin: begin, implicitBegin: implicitBegin))
        let context = parent.context.flatMap { parentContext in
            bound.clipped(to: parentContext.interval).map {
                TTMLContext(of: element, in: parentContext, specified: specified, interval: $0)
            }
        }
        containers.append(
            OpenContainer(
                context: context, hidden: parent.hidden || specified.hidden == true,
                children: TTMLTimeContainer(begin: begin, isSequential: isSequential),
                stated: stated, implicitBegin: implicitBegin,
                voicing: TTMLDocument.daptVoicing(of: element, inheriting: parent.voicing)))
    }

    /// Leaves the container entered last, at its end tag: its end, stated or implied by its
    /// children, times the siblings that follow it in a `seq`.
    mutating func leaveContainer() {
        let closing = containers.removeLast()
        guard let children = closing.children else { return }
        containers[containers.count - 1].children?.childEnded(
            at: closing.stated.end(
                begin: children.begin, implicitBegin: closing.implicitBegin,
                implicitEnd: children.implicitEnd))
    }

    /// Reads `element`, a closed child of the innermost container: a paragraph, an IMSC 1.1
    /// `<image>`, or a `div` with `smpte:backgroundImage`.
    mutating func readContent(_ element: TTMLElement) {
        let parent = containers[containers.count - 1]
        guard let children = parent.children, let implicitBegin = children.nextBegin else {
            return
        }
        let end: MediaTime?
        if element.isTimedText("p") {
            end = readParagraph(
                element, implicitBegin: implicitBegin, inSequence: children.isSequential,
                in: parent)
        } else {
            end = readImage(
                element, implicitBegin: implicitBegin, inSequence: children.isSequential,
                in: parent)
        }
        containers[containers.count - 1].children?.childEnded(at: end)
    }

    /// Adds the picture caption an IMSC 1.1 `<image>` or a `div` with `smpte:backgroundImage`
    /// (SMPTE-TT image subtitles) shows: a cue with no text, drawn in the element's region,
    /// with the embedded picture's ``CueImage`` (``TTMLEmbeddedImages``), for the element's
    /// active interval. Returns the element's end, for its container's timing.
    private mutating func readImage(
        _ element: TTMLElement, implicitBegin: MediaTime, inSequence: Bool, in parent: OpenContainer
    ) -> MediaTime? {
        let stated = statedTimes(of: element)
        let specified = specifiedProperties(of: element)
        let begin = stated.begin(after: implicitBegin)
        // A background-image div holds its picture the way a paragraph holds text: in
        // parallel, without end; an <image> has no content to time.
        let implicitEnd =
            element.isTimedText("image")
            ? TTMLStatedTimes.leafImplicitEnd(begin: begin, inSequence: inSequence) : nil
        let end = stated.end(begin: begin, implicitBegin: implicitBegin, implicitEnd: implicitEnd)
        guard !parent.hidden, specified.hidden != true, let parentContext = parent.context,
            let active = TTMLInterval(begin: begin, end: end).clipped(to: parentContext.interval)
        else { return end }
        let context = TTMLContext(
            of: element, in: parentContext, specified: specified, interval: active)
        let region = region(context.regionID)
        // Content beginning after the indefinite end, with none of its own, is never shown.
        guard !region.hidden, let shown = active.clipped(to: region.interval),
            shown.begin < shown.end ?? TTMLDocument.indefiniteEnd
        else { return end }
        let layout = region.layout ?? CueLayout()
        let reference =
            element.isTimedText("image")
            ? element[.timedText, "src"] : element.foreignAttribute("backgroundImage")
        let image = reference.flatMap {
            images.image(reference: $0, layout: layout, viewport: viewport)
        }
        if image == nil {
            skipped.append(
                SkippedLine(
                    line: element.line,
                    reason: "<\(element.name.localName)> picture "
                        + "\"\(TerminalText.excerpt(reference ?? ""))\" is not a PNG the document"
                        + " embeds; its cue has no picture"))
        }
        take(
            Cue(
                start: shown.begin, end: shown.end ?? TTMLDocument.indefiniteEnd, text: nil,
                image: image, layout: layout))
        return end
    }

    /// Adds the cues of paragraph `p`, one for each stretch of time in which what it shows
    /// is the same (IMSC's intermediate synchronic documents, for one paragraph); returns
    /// the paragraph's end, for its container's timing.
    ///
    /// Its spans and line breaks are timed as TTML 2 §12.4 has it (``TTMLStatedTimes``,
    /// ``TTMLTimeContainer``), its `<set>` children change style and `tts:display` while
    /// each is active, and it shows only while its region is active and displayed.
    private mutating func readParagraph(
        _ p: TTMLElement, implicitBegin: MediaTime, inSequence: Bool, in parent: OpenContainer
    ) -> MediaTime? {
        var content = TTMLParagraphContent()
        let end = resolve(
            p, implicitBegin: implicitBegin, inSequence: inSequence, parent: parent.context,
            levels: [], into: &content)
        guard !parent.hidden, let parentContext = parent.context,
            let context = content.paragraph
        else { return end }
        let region = region(context.regionID)
        guard !region.hidden, let window = context.interval.clipped(to: region.interval) else {
            return end
        }
        let speaker = context.agentID.flatMap(head.agentName)
        let voicing = TTMLDocument.daptVoicing(of: p, inheriting: parent.voicing)
        let base = region.properties.overlaid(by: parentContext.style)
        let windowEnd = window.end ?? TTMLDocument.indefiniteEnd
        guard window.begin < windowEnd else { return end }
        let ordered =
            (content.instants.filter { window.contains($0) && $0 < windowEnd }
            + [window.begin, windowEnd]).sorted()
        var previous: Cue?
        for (start, end) in zip(ordered, ordered.dropFirst()) where start < end {
            let runs = content.pieces(at: start, base: base).styledRuns()
            var layout = region.layout ?? CueLayout()
            if let textAlign = base.overlaid(by: content.paragraphProperties(at: start)).textAlign {
                layout.textAlignment = textAlign
            }
            if var joined = previous, joined.end == start, joined.runs == runs,
                joined.layout == layout
            {
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
            previous?.voicing = voicing
        }
        if let previous { take(previous) }
        return end
    }

    /// Times `element` (the paragraph or an element inside it) and what it holds, adding its
    /// text, line breaks and animations to `content`; returns its end (nil for indefinite).
    ///
    /// `implicitBegin` is what its `begin` counts from, `inSequence` whether its parent is a
    /// `seq`, `parent` the parent's context (nil when the parent is never active) and
    /// `levels` the styles of the elements it is in. Ruby annotation is timed but not shown;
    /// the white space between the spans of a ruby container is not text (other text there,
    /// which TTML does not allow, is kept rather than lost).
    private mutating func resolve(
        _ element: TTMLElement, implicitBegin: MediaTime, inSequence: Bool,
        parent: TTMLContext?, levels: [Int], into content: inout TTMLParagraphContent
    ) -> MediaTime? {
        let stated = statedTimes(of: element)
        let specified = specifiedProperties(of: element)
        let begin = stated.begin(after: implicitBegin)
        let bound = TTMLInterval(
            begin: begin, end: stated.explicitEnd(begin: begin, implicitBegin: implicitBegin))
        let context: TTMLContext? =
            specified.ruby?.isAnnotation == true
            ? nil
            : parent.flatMap { parent in
                bound.clipped(to: parent.interval).map {
                    TTMLContext(of: element, in: parent, specified: specified, interval: $0)
                }
            }
        if content.levels.isEmpty { content.paragraph = context }
        let level = content.levels.count
        content.levels.append(TTMLParagraphContent.Level(specified: specified))
        let levels = levels + [level]
        var children = TTMLTimeContainer(
            begin: begin, isSequential: isSequentialContainer(element))
        for child in element.children {
            guard case .element(let set) = child, set.isTimedText("set") else { continue }
            let setTimes = statedTimes(of: set)
            let setBegin = setTimes.begin(after: begin)
            let setEnd = setTimes.end(
                begin: setBegin, implicitBegin: begin,
                implicitEnd: TTMLStatedTimes.leafImplicitEnd(
                    begin: setBegin, inSequence: children.isSequential))
            children.childEnded(at: setEnd)
            if let context,
                let active = TTMLInterval(begin: setBegin, end: setEnd).clipped(
                    to: context.interval)
            {
                content.levels[level].animations.append(
                    (active, TTMLStyleProperties(inlineAttributesOf: set)))
            }
        }
        let holdsOnlyText =
            element.isTimedText("span") && !element.children.isEmpty
            && element.children.allSatisfy { if case .text = $0 { true } else { false } }
        if element.isTimedText("br") || holdsOnlyText {
            // No timed content: it lasts as its container allows.
            if let context {
                for case .text(let text) in element.children {
                    content.pieces.append(
                        .init(
                            content: .text(text, preservesSpace: context.preservesSpace),
                            interval: context.interval, levels: levels))
                }
                if element.isTimedText("br") {
                    content.pieces.append(
                        .init(content: .lineBreak, interval: context.interval, levels: levels))
                }
            }
            return stated.end(
                begin: begin, implicitBegin: implicitBegin,
                implicitEnd: TTMLStatedTimes.leafImplicitEnd(begin: begin, inSequence: inSequence))
        }
        for child in element.children {
            switch child {
            case .text(let text):
                if specified.ruby?.isContainer == true,
                    text.unicodeScalars.allSatisfy({ " \t\r\n".unicodeScalars.contains($0) })
                {
                    continue
                }
                // Text is an anonymous span: it lasts no time in a seq, indefinitely in a par.
                let textEnd = TTMLStatedTimes.leafImplicitEnd(
                    begin: children.nextBegin ?? begin, inSequence: children.isSequential)
                if !children.isSequential, let context {
                    content.pieces.append(
                        .init(
                            content: .text(text, preservesSpace: context.preservesSpace),
                            interval: context.interval, levels: levels))
                }
                if children.nextBegin != nil { children.childEnded(at: textEnd) }
            case .element(let nested) where nested.isTimedText("span") || nested.isTimedText("br"):
                guard let childBegin = children.nextBegin else { continue }
                children.childEnded(
                    at: resolve(
                        nested, implicitBegin: childBegin, inSequence: children.isSequential,
                        parent: context, levels: levels, into: &content))
            case .element:
                // Metadata, animations (read above) and foreign elements show nothing.
                break
            }
        }
        return stated.end(
            begin: begin, implicitBegin: implicitBegin, implicitEnd: children.implicitEnd)
    }

    /// Whether `element` is a `seq` time container; `par` (the default) otherwise. Any other
    /// value is noted in ``skipped`` and read as `par`.
    private mutating func isSequentialContainer(_ element: TTMLElement) -> Bool {
        guard let value = element[.timedText, "timeContainer"]?.trimmingXMLSpace() else {
            return false
        }
        if value == "seq" { return true }
        if value != "par" {
            skipped.append(
                SkippedLine(
                    line: element.line,
                    reason: "<\(element.name.localName) timeContainer=\""
                        + "\(TerminalText.excerpt(value))\"> is neither par nor seq; it is read as par"
                ))
        }
        return false
    }

    /// What the region `id` gives the content flowed into it; the whole timeline and no
    /// layout or style for no region or an unknown one.
    private mutating func region(_ id: String?) -> TTMLRegionReading {
        guard let id else { return TTMLRegionReading() }
        if let read = regionsRead[id] { return read }
        var read = TTMLRegionReading(
            layout: head.regionLayout(id, viewport: viewport),
            properties: head.regionProperties(id), hidden: head.regionHides(id))
        if let element = head.region(id) {
            // A region's times count from the document's start; without an end it lasts.
            let stated = statedTimes(of: element)
            let begin = stated.begin(after: .zero)
            read.interval = TTMLInterval(
                begin: begin, end: stated.explicitEnd(begin: begin, implicitBegin: .zero))
        }
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

    /// The times `element`'s `begin`, `end` and `dur` state. A time attribute that is not a
    /// time expression, or is one out of range, counts as absent and is noted in ``skipped``.
    private mutating func statedTimes(of element: TTMLElement) -> TTMLStatedTimes {
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
        return TTMLStatedTimes(begin: time("begin"), end: time("end"), duration: time("dur"))
    }
}

/// What a region gives the content flowed into it: its layout (nil for none), the style
/// properties it passes on, whether it is not displayed, and when it is active.
struct TTMLRegionReading {
    var layout: CueLayout?
    var properties = TTMLStyleProperties()
    var hidden = false
    var interval = TTMLInterval(begin: .zero, end: nil)
}
