import Foundation
import PlayerCore

/// The captions of a TTML document (a `.ttml`, `.dfxp` or `.xml` sidecar, or one MP4 `stpp`
/// sample), read as the IMSC 1 text profile.
///
/// ```swift
/// let document = try TTMLDocument(parsing: Array("""
///     <tt xmlns="http://www.w3.org/ns/ttml" xmlns:tts="http://www.w3.org/ns/ttml#styling">
///       <body><div begin="10s">
///         <p begin="1s" dur="2s">Hello <span tts:fontStyle="italic">there</span><br/>you</p>
///       </div></body>
///     </tt>
///     """.utf8))
/// document.cues[0].start  // 00:00:11.000 (the div's 10 s plus the p's 1 s)
/// document.cues[0].end    // 00:00:13.000
/// document.cues[0].text   // "Hello there\nyou"
/// document.cues[0].runs   // [StyledRun("Hello "), StyledRun("there", style: .italic),
///                         //  StyledRun("\nyou")]
/// ```
///
/// What is read:
/// - Namespaces: TTML 1 and 2 (`http://www.w3.org/ns/ttml` and its `#parameter`, `#styling`,
///   `#metadata`) and the 2006 drafts' URIs older files carry.
/// - Timing: TTML 2's timing model (§12.4). `begin`, `end` and `dur` on `body`, `div`, `p`,
///   `span`, `br`, `image`, `set` and `region`; `timeContainer="par"` (the default: children
///   count from the parent's begin) and `"seq"` (each child begins when the one before it
///   ends). With both `end` and `dur` the earlier end wins. An element without either lasts
///   as its content and container allow: untimed text lasts for its parent's active
///   interval (indefinitely, to ``indefiniteEnd``, when nothing up the tree ends), lasts no
///   time in a `seq`, and in a `seq` a child without end keeps the children after it from
///   ever beginning. No element outlasts its parent. Clock times (`01:02:03`,
///   `01:02:03.250`, `01:02:03:12` in frames, `01:02:03:12.1` with sub-frames) and offset
///   times (`1h`, `2m`, `12.5s`, `300ms`, `25f`, `1000t`) with `ttp:frameRate`,
///   `ttp:subFrameRate`, `ttp:frameRateMultiplier` and `ttp:tickRate`. `ttp:timeBase`
///   `media`, or `smpte` read as continuous media time.
/// - A paragraph becomes one cue per stretch of time in which what it shows is the same
///   (IMSC's intermediate synchronic documents, per paragraph and region): its spans
///   beginning and ending, `<set>` animations inside it changing style or `tts:display`,
///   its region's own `begin`/`end` clipping it. `tts:display="none"` on the paragraph, a
///   span, a `div`, the `body` or the region (inline or by style) hides what it holds.
///   A `<set>` on a `div` or the `body` is not applied and is listed in ``skipped``.
/// - Text: `<br/>` breaks lines; white space collapses unless `xml:space="preserve"`.
/// - Style: italic, bold and underline from inline `tts:` attributes, from `style` references
///   to `<styling><style>` elements (themselves referring to other styles), and from the
///   region the text is in, reduced to ``StyledRun``s.
/// - Ruby (`tts:ruby`): the base text stays in place, with no space put between bases;
///   ruby annotation text and its delimiters are left out, so the screen reader speaks each
///   word once. White space between the spans of a ruby container is not text.
/// - Colour: `tts:color` on runs (`#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`, named colours).
/// - Layout: the paragraph's region (`tts:origin`, `tts:extent` in `%`, `px` against the
///   `tts:extent` of `tt`, or cells of `ttp:cellResolution`; `tts:displayAlign`,
///   `tts:writingMode`; from the region's attributes, its nested styles and the styles it
///   refers to) and the paragraph's `tts:textAlign` become ``Cue/layout``, as
///   ``PlayerCore/CueLayout/init(ttmlRegion:properties:viewport:)`` describes. Paragraphs
///   sharing a region stay separate, overlapping cues (a renderer stacks them in the region).
///   `ebutts:multiRowAlign` is not read.
/// - Image captions: an IMSC 1.1 `<image>` in a `div`, or a `div` with
///   `smpte:backgroundImage` (SMPTE-TT), becomes a cue with no text (``Cue/text`` nil) in
///   its region, whose ``Cue/image`` is the embedded PNG's place on the display
///   (``TTMLEmbeddedImages``; the picture itself is not decoded). A picture the document
///   does not embed (an `<image src>` naming a file) gives a cue with no ``Cue/image``, and
///   is listed in ``skipped``.
/// - Speaker: the `ttm:name` of the `ttm:agent` a paragraph or its ancestors name becomes
///   ``Cue/speaker``. `ttm:role` is not read.
///
/// - Damaged input: a `begin`, `end` or `dur` that is not a time expression, or is one out of
///   range (a twelve-digit hour), counts as absent and is listed in ``skipped``; so is a
///   `timeContainer` that is neither `par` nor `seq` (read as `par`), and each reference
///   to an external entity, which is never loaded (see
///   ``TTMLEntityExpansion`` for how a DOCTYPE's entities are read). Elements nested more than
///   ``TTMLTreeBuilder/maximumDepth`` deep make the document invalid.
///
/// Cues come sorted by start time, document order among equal starts; overlapping cues stay.
public struct TTMLDocument: Hashable, Sendable {
    /// The end of a cue whose content nothing in the document ends (untimed content in an
    /// untimed document, or a paragraph with a begin and no end in one): 99:59:59.999, the
    /// last time a two-digit-hour clock writes, so that every caption format can state it.
    public static let indefiniteEnd = MediaTime(microseconds: 359_999_999_000)

    /// The document's captions, sorted by start time.
    public var cues: [Cue]
    /// What was taken as absent or left out of the document, and why, in document order.
    public var skipped: [SkippedLine]
    /// The language the document's `xml:lang` states (see ``statedLanguage(of:)``), if any.
    public var language: LanguageTag?
    /// The content descriptors a W3C DAPT script's `daptm:scriptRepresents` lists
    /// ("visual.nonText", "audio.dialogue"), in document order; empty when it is not DAPT.
    public var scriptRepresents: [String]

    /// Reads the TTML document in `data` (any encoding the XML declaration or byte order mark
    /// names).
    ///
    /// - Throws: ``TTMLError/malformedXML(line:column:reason:)`` with the XML parser's position
    ///   when the bytes are not well-formed XML, ``TTMLError/notTimedText(rootElement:)`` when
    ///   the root is not `<tt>`, ``TTMLError/notTimedTextNamespace(namespace:)`` when it is
    ///   `<tt>` outside TTML's namespace, ``TTMLError/unsupportedTimeBase(_:)`` for clock time,
    ///   ``TTMLError/nestedTooDeeply(line:limit:)``, and the DOCTYPE errors of
    ///   ``TTMLEntityExpansion``.
    public init(parsing data: [UInt8]) throws(TTMLError) {
        var read: [Cue] = []
        (skipped, language, scriptRepresents) = try Self.read(data) { read.append($0) }
        cues = read.sortedByOrderKey()
    }

    /// Reads the TTML document in `data` as ``init(parsing:)`` does, but hands each cue to
    /// `take` as its paragraph closes, in document order (sort by ``CueOrderKey`` for start
    /// order), so that a converter never holds the cues; returns what ``skipped``,
    /// ``language`` and ``scriptRepresents`` would hold.
    ///
    /// - Throws: The errors of ``init(parsing:)``. A document found not well-formed past its
    ///   first paragraphs throws after their cues were handed over: those cues are from a
    ///   document refused, not to be shown.
    public static func read(_ data: [UInt8], handingCuesTo take: (Cue) -> Void)
        throws(TTMLError)
        -> (skipped: [SkippedLine], language: LanguageTag?, scriptRepresents: [String])
    {
        try TTMLEncodingCheck.check(data)
        let expanded = try TTMLEntityExpansion(data)
        let recovered = TTMLNamespaceRecovery.recovered(expanded.bytes)
        let parsed = try TTMLTreeBuilder.rootElement(
            of: TTMLProcessingInstructions.replaced(recovered.bytes), handingCuesTo: take)
        return try finished(parsed, skippedBeforeParsing: expanded.skipped + recovered.skipped)
    }

    /// What ``read(_:handingCuesTo:)`` returns once the parser is done: the root checked to be
    /// TTML's `<tt>`, the timing parameters of a body-less document checked, and every skipped
    /// line (those of the passes before the parser, then the body's) in line order.
    static func finished(_ parsed: TTMLTreeBuilder.Parsed, skippedBeforeParsing: [SkippedLine])
        throws(TTMLError)
        -> (skipped: [SkippedLine], language: LanguageTag?, scriptRepresents: [String])
    {
        let (tt, namespaceURI, body) = parsed
        guard tt.isTimedText("tt") else {
            guard tt.name.localName == "tt" else {
                throw .notTimedText(rootElement: tt.name.localName)
            }
            throw .notTimedTextNamespace(namespace: namespaceURI.flatMap { $0.isEmpty ? nil : $0 })
        }
        let skippedInBody: [SkippedLine]
        if let body {
            skippedInBody = try body.get()
        } else {
            // A document without a body still has its timing parameters checked.
            _ = try TTMLCueBuilder(tt: tt) { _ in }
            skippedInBody = []
        }
        let skipped = (skippedBeforeParsing + skippedInBody).sorted { $0.line < $1.line }
        return (skipped, statedLanguage(of: tt), scriptRepresents(of: tt))
    }
}
