import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One element of an MPD: its local name (namespaces dropped: MPDs are written with and
/// without `xmlns`), its attributes, its text and children, and the line it starts on.
final class DASHElement {
    /// The element's name without its prefix (`AdaptationSet`, `BaseURL`).
    let name: String
    /// The attributes as written, prefixed ones (`xlink:href`) under their qualified name.
    let attributes: [String: String]
    /// The line the element starts on, for warnings.
    let line: Int
    /// The child elements, in document order.
    var children: [DASHElement] = []
    /// The text directly inside the element, trimmed.
    var text = ""

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    /// The children named `name`.
    func children(named name: String) -> [DASHElement] {
        children.filter { $0.name == name }
    }

    /// The first child named `name`.
    func child(named name: String) -> DASHElement? {
        children.first { $0.name == name }
    }

    /// The MPD in `bytes` as a tree, with libxml2 (through Foundation's parser), external
    /// entities never resolved, nesting bounded by ``DASHTreeBuilder/maximumDepth``.
    ///
    /// The bytes first go through the hardening TTML documents get before the same parser
    /// (``TTMLEncodingCheck``, ``TTMLEntityExpansion``, ``TTMLProcessingInstructions``: the
    /// inputs that crash it or blow up its memory), and must be UTF-8, what MPDs are written in:
    /// the parser traps on an element name that is not (found by fuzzing).
    static func root(of bytes: [UInt8]) throws(DASHManifestError) -> DASHElement {
        let expanded: TTMLEntityExpansion
        do {
            try TTMLEncodingCheck.check(bytes)
            expanded = try TTMLEntityExpansion(bytes)
        } catch {
            throw .malformed(line: 1, reason: error.description)
        }
        guard String(validating: expanded.bytes, as: UTF8.self) != nil else {
            throw .malformed(line: 1, reason: "the document is not valid UTF-8")
        }
        let builder = DASHTreeBuilder()
        let parser = XMLParser(data: Data(TTMLProcessingInstructions.replaced(expanded.bytes)))
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let succeeded = parser.parse()
        if let error = builder.failure { throw error }
        if succeeded, let unclosed = builder.unclosedElement {
            throw .malformed(
                line: max(parser.lineNumber, 1), reason: "the document ends inside <\(unclosed)>")
        }
        guard succeeded, let root = builder.root else {
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription }
            throw .malformed(
                line: max(parser.lineNumber, 1),
                reason: builder.root == nil && succeeded
                    ? "the document has no root element" : reason ?? "not well-formed XML")
        }
        return root
    }
}

/// Builds ``DASHElement`` trees from the parser's callbacks.
final class DASHTreeBuilder: NSObject, XMLParserDelegate {
    /// The deepest nesting read; an MPD needs a handful of levels.
    static let maximumDepth = 64

    private(set) var root: DASHElement?
    private(set) var failure: DASHManifestError?
    private var open: [DASHElement] = []

    /// The innermost element still open when the parse ended, if any.
    var unclosedElement: String? { open.last?.name }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        guard open.count < Self.maximumDepth else {
            failure = .malformed(
                line: max(parser.lineNumber, 1),
                reason: "elements nested deeper than \(Self.maximumDepth)")
            parser.abortParsing()
            return
        }
        let element = DASHElement(
            name: elementName, attributes: attributeDict, line: max(parser.lineNumber, 1))
        if let parent = open.last {
            parent.children.append(element)
        } else if root == nil {
            root = element
        }
        open.append(element)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        open.last?.text += string
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        guard let element = open.popLast() else { return }
        element.text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
