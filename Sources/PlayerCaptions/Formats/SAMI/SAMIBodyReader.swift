import Foundation
import PlayerCore

/// Walks a SAMI file's tags and text (``SAMIMarkup``), collecting its style sheet, its SYNCs
/// and the paragraphs each holds, their text made styled runs.
struct SAMIBodyReader {
    /// One `<SYNC>`.
    struct Sync {
        /// Its `Start`.
        var start: MediaTime
        /// Its `End`, when it states one after its start.
        var end: MediaTime?
        /// The lower-cased classes of the paragraphs it holds ("" for a paragraph without one).
        var classes: Set<String> = []
    }

    /// One `<P>` (or text a SYNC holds outside any `<P>`).
    struct Paragraph {
        /// Index of its SYNC in ``syncs``.
        var sync: Int
        /// Its `Class`, as written.
        var className: String?
        /// Its `lang` attribute, if any.
        var language: String?
        /// Its text; empty when it holds nothing but spaces (a screen clear).
        var runs: [StyledRun] = []
        /// Its `text-align`, from its own style, its class or a span in it.
        var alignment: CueTextAlignment?
    }

    private(set) var styleSheet = SAMIStyleSheet()
    private(set) var syncs: [Sync] = []
    private(set) var paragraphs: [Paragraph] = []
    private(set) var skipped: [SkippedLine] = []

    /// The paragraph being read and its text so far.
    private var open: (paragraph: Paragraph, text: SAMIParagraphText)?
    /// Whether text is inside a SYNC with a valid start (else it is not a caption).
    private var isInSync = false
    /// Whether the reader is past `</BODY>`.
    private var isDone = false

    /// Reads every token.
    mutating func read(_ markup: SAMIMarkup) {
        for (token, line) in markup.tokens where !isDone {
            switch token {
            case .styleSheet(let css):
                let sheet = SAMIStyleSheet(css: css)
                styleSheet = sheet.rules.isEmpty ? styleSheet : sheet
            case .startTag("sync", let attributes):
                startSync(attributes, line: line)
            case .startTag("p", let attributes):
                closeParagraph()
                openParagraph(className: attributes["class"], attributes: attributes)
            case .startTag(let name, let attributes):
                openTag(name, attributes)
            case .endTag("p"):
                closeParagraph()
            case .endTag("sync"):
                closeParagraph()
                isInSync = false
            case .endTag("body"), .endTag("sami"):
                closeParagraph()
                isDone = true
            case .endTag(let name):
                open?.text.close(name)
            case .text(let text):
                addText(text)
            }
        }
        closeParagraph()
    }

    private mutating func startSync(_ attributes: [String: String], line: Int) {
        closeParagraph()
        guard let start = attributes["start"].flatMap(Self.milliseconds) else {
            isInSync = false
            let written = attributes["start"].map {
                "Start=\"\(TerminalText.excerpt($0, limit: 40))\""
            }
            skipped.append(
                SkippedLine(
                    line: line,
                    reason: "a SYNC whose start is not a number of milliseconds ("
                        + (written ?? "no Start") + "), left out with the captions it holds"))
            return
        }
        let end = attributes["end"].flatMap(Self.milliseconds).flatMap { $0 > start ? $0 : nil }
        syncs.append(Sync(start: start, end: end))
        isInSync = true
    }

    /// `1000`, `" 1000 "` or `1000ms` as a time; nil for anything else or a time out of range.
    private static func milliseconds(_ value: String) -> MediaTime? {
        var digits = Substring(value.trimmingCharacters(in: .whitespacesAndNewlines))
        if digits.lowercased().hasSuffix("ms") {
            digits = digits.dropLast(2)
        }
        guard !digits.isEmpty, digits.utf8.allSatisfy(\.isASCIIDigit), digits.count <= 12,
            let value = Int64(digits)
        else { return nil }
        return .milliseconds(value)
    }

    private mutating func openParagraph(className: String?, attributes: [String: String]) {
        guard isInSync, !syncs.isEmpty else { return }
        let name = className.flatMap { $0.isEmpty ? nil : $0 }
        var style = CSSTextStyle().applying(styleSheet.rules["p"] ?? [:])
        if let name {
            style = style.applying(styleSheet.rule(forClass: name))
        }
        if let id = attributes["id"] {
            style = style.applying(styleSheet.rules["#" + id.lowercased()] ?? [:])
        }
        if let inline = attributes["style"] {
            style = style.applying(CSSTextStyle.declarations(Substring(inline)))
        }
        syncs[syncs.count - 1].classes.insert(name?.lowercased() ?? "")
        open = (
            Paragraph(
                sync: syncs.count - 1, className: name, language: attributes["lang"],
                alignment: style.alignment),
            SAMIParagraphText(style: style, styleSheet: styleSheet)
        )
    }

    private mutating func openTag(_ name: String, _ attributes: [String: String]) {
        if name == "br" {
            open?.text.breakLine()
        } else {
            open?.text.open(name, attributes)
        }
    }

    private mutating func addText(_ text: String) {
        if open == nil {
            // Text a SYNC holds outside any <P> is a caption without a class.
            guard isInSync, text.contains(where: { !$0.isWhitespace }) else { return }
            openParagraph(className: nil, attributes: [:])
        }
        open?.text.append(WebVTTScanner.replacingCharacterReferences(in: text))
    }

    private mutating func closeParagraph() {
        guard var paragraph = open?.paragraph, let text = open?.text else { return }
        open = nil
        paragraph.runs = text.runs.finishedRuns()
        paragraph.alignment = paragraph.alignment ?? text.firstAlignment
        paragraphs.append(paragraph)
    }
}
