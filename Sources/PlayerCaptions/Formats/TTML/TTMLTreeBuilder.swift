import Foundation
import PlayerCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Builds the element tree of a TTML document with Foundation's XML parser, resolving the
/// namespace prefixes of attributes (which the parser reports as written, `tts:fontStyle`).
///
/// The first `<body>` of a `<tt>` is not kept whole: its containers and paragraphs go to a
/// ``TTMLCueBuilder`` as the parser reads them (each paragraph as it closes, then let go), so
/// that a document's memory is its head and its cues, not a tree of every paragraph. The tree
/// keeps only the body and its `div`s, without their paragraphs or text, for what is read from
/// their attributes afterwards (the stated language). The head comes before the body in TTML's
/// content model, so the builder knows the styles and regions the paragraphs refer to.
///
/// Unprefixed attributes have no namespace in XML; they are filed under `.timedText`, the
/// vocabulary that defines `begin`, `end`, `style` and the rest.
///
/// Elements nested deeper than ``maximumDepth`` stop the parse with
/// ``TTMLError/nestedTooDeeply(line:limit:)``. The limit is what keeps every later walk of the
/// tree safe: the cue builder, the container reader, the head's agent search and the tree's
/// own release all recurse once per level, and a bounded depth bounds their stack. TTML's
/// content model (`tt`, `body`, `div`, `p`, `span`) needs a handful of levels; 256 is
/// libxml2's own default limit.
final class TTMLTreeBuilder: NSObject, XMLParserDelegate {
    /// The deepest nesting of elements read, the root counting as one.
    static let maximumDepth = 256

    /// What becomes of an element of the document, decided when its start tag is read.
    private enum Role {
        /// Kept in the tree.
        case tree
        /// The streamed body or a `div` in it: entered in the cue builder, kept in the tree
        /// without its content.
        case container
        /// A paragraph or image `div` of the streamed body, or an element inside one: built
        /// whole, then handed to the cue builder when the outermost one closes.
        case content
        /// Inside the streamed body but neither container nor content: read nothing from.
        case ignored
    }

    private var openElements: [TTMLElement] = []
    /// The role of each open element, in the same order.
    private var openRoles: [Role] = []
    /// The builder of the first body's cues, or why there is none; nil until that body opens.
    private var body: Result<TTMLCueBuilder, TTMLError>?
    /// Where the body's cues go.
    private let take: (Cue) -> Void

    private init(handingCuesTo take: @escaping (Cue) -> Void) {
        self.take = take
    }
    private var root: TTMLElement?
    /// The namespace URI of the root element, as written.
    private var rootNamespaceURI: String?
    private var prefixScopes: [[String: TTMLNamespace]] = [["xml": .xml]]
    /// The vocabulary of each namespace URI met, so that each is told apart once (a document
    /// names a handful, on every element).
    private var namespacesByURI: [String: TTMLNamespace] = [:]
    private var pendingPrefixes: [String: TTMLNamespace] = [:]
    private var firstError: TTMLError?

    /// What ``rootElement(of:handingCuesTo:)`` gives: the root, the namespace URI it is in,
    /// and what its streamed body's reading skipped (or the error that kept it from being read).
    typealias Parsed = (
        element: TTMLElement, namespaceURI: String?, body: Result<[SkippedLine], TTMLError>?
    )

    /// The root element of the XML document in `bytes`, the namespace URI it is in, and, when
    /// the root is a timed-text `<tt>` with a `<body>`, what that body's reading skipped once
    /// its cues were handed to `take` as each paragraph closed (or the error that kept it from
    /// being read). Nothing keeps `take` after the return.
    ///
    /// The parser reads the bytes where they are (no copy into a `Data`) as a stream, so libxml2
    /// is handed them a block at a time: handed them whole, libxml2 stops past 10 MB ("XML
    /// parser error 1", its lookup limit), which refused any TTML file larger than that.
    static func rootElement(of bytes: [UInt8], handingCuesTo take: (Cue) -> Void)
        throws(TTMLError) -> Parsed
    {
        let parsed = bytes.withUnsafeBytes { buffer in
            Result { () throws(TTMLError) in
                // The Data only lends the array's bytes to the stream, which is done with them
                // when `rootElement(of:)` returns, inside this closure.
                try rootElement(
                    of: InputStream(
                        data: buffer.baseAddress.map {
                            Data(
                                bytesNoCopy: UnsafeMutableRawPointer(mutating: $0),
                                count: buffer.count,
                                deallocator: .none)
                        } ?? Data()), handingCuesTo: take)
            }
        }
        return try parsed.get()
    }

    /// The root element of the XML document `stream` gives, as ``rootElement(of:handingCuesTo:)``
    /// reads it from bytes; libxml2 is handed the stream's bytes a block at a time as it reads
    /// them, so a stream over a file never has the file held whole.
    static func rootElement(of stream: InputStream, handingCuesTo take: (Cue) -> Void)
        throws(TTMLError) -> Parsed
    {
        let parsed = withoutActuallyEscaping(take) { take in
            Result { () throws(TTMLError) in try parse(stream, handingCuesTo: take) }
        }
        return try parsed.get()
    }

    private static func parse(_ stream: InputStream, handingCuesTo take: @escaping (Cue) -> Void)
        throws(TTMLError) -> Parsed
    {
        let builder = TTMLTreeBuilder(handingCuesTo: take)
        let parser = XMLParser(stream: stream)
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let succeeded = parser.parse()
        if let error = builder.firstError { throw error }
        if !succeeded {
            throw .malformedXML(
                line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                reason: xmlErrorReason(parser.parserError))
        }
        guard let root = builder.root else {
            throw .malformedXML(line: 1, column: 1, reason: "the document has no root element")
        }
        return (root, builder.rootNamespaceURI, builder.body?.map(\.skipped))
    }

    func parser(
        _ parser: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String
    ) {
        pendingPrefixes[prefix] = namespace(of: namespaceURI)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        guard firstError == nil else { return }
        guard openElements.count < Self.maximumDepth else {
            firstError = .nestedTooDeeply(
                line: max(parser.lineNumber, 1), limit: Self.maximumDepth)
            parser.abortParsing()
            return
        }
        if openElements.isEmpty { rootNamespaceURI = namespaceURI }
        // Most elements declare no prefix: their scope is their parent's, shared.
        let scope = prefixScopes[prefixScopes.count - 1]
        prefixScopes.append(
            pendingPrefixes.isEmpty ? scope : scope.merging(pendingPrefixes) { $1 })
        pendingPrefixes = [:]
        var attributes: TTMLAttributes = [:]
        for (qualifiedName, value) in attributeDict {
            attributes[attributeName(qualifiedName)] = value
        }
        let name = TTMLName(namespaceURI.map(namespace(of:)) ?? .other, elementName)
        let element = TTMLElement(
            name: name, attributes: attributes, line: max(parser.lineNumber, 1))
        let role = role(of: element)
        if role == .container, openRoles.last == .container {
            streamedBody { $0.enterContainer(element) }
        }
        openElements.append(element)
        openRoles.append(role)
    }

    /// The role of `element`, whose start tag is read, from its parent's; opens the cue builder
    /// at the first body of a timed-text root.
    private func role(of element: TTMLElement) -> Role {
        switch openRoles.last {
        case nil, .tree?:
            if openElements.count == 1, body != nil, element.isTimedText("head") {
                // The paragraphs were read with the styles and regions known before them.
                streamedBody {
                    $0.note(
                        SkippedLine(
                            line: element.line,
                            reason: "<head> after <body>: its styles, regions and metadata are"
                                + " not applied (TTML puts the head before the body)"))
                }
            }
            guard openElements.count == 1, body == nil, element.isTimedText("body"),
                openElements[0].isTimedText("tt")
            else { return .tree }
            do throws(TTMLError) {
                var builder = try TTMLCueBuilder(tt: openElements[0], handingCuesTo: take)
                builder.enterContainer(element)
                body = .success(builder)
                return .container
            } catch {
                body = .failure(error)
                return .ignored
            }
        case .container?:
            if element.isTimedText("div") {
                return element.foreignAttribute("backgroundImage") == nil ? .container : .content
            }
            if element.isTimedText("set") {
                streamedBody {
                    $0.note(
                        SkippedLine(
                            line: element.line,
                            reason:
                                "<set> on a <\(openElements[openElements.count - 1].name.localName)>"
                                + " is not applied (only <set> inside a paragraph is)"))
                }
            }
            return element.isTimedText("p") || element.isTimedText("image") ? .content : .ignored
        case .content?: return .content
        case .ignored?: return .ignored
        }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        guard firstError == nil else { return }
        prefixScopes.removeLast()
        guard let element = openElements.popLast(), let role = openRoles.popLast() else { return }
        switch (role, openRoles.last) {
        case (.ignored, _): return
        case (.container, _): streamedBody { $0.leaveContainer() }
        case (.content, .container?):
            streamedBody { $0.readContent(element) }
            return
        default: break
        }
        if openElements.isEmpty {
            root = element
        } else {
            openElements[openElements.count - 1].children.append(.element(element))
        }
    }

    /// Applies `change` to the body's cue builder, when it was opened.
    private func streamedBody(_ change: (inout TTMLCueBuilder) -> Void) {
        guard case .success(var builder) = body else { return }
        body = nil
        change(&builder)
        body = .success(builder)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        appendText(string)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        appendText(String(decoding: CDATABlock, as: UTF8.self))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard firstError == nil else { return }
        firstError = .malformedXML(
            line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
            reason: xmlErrorReason(parseError))
        parser.abortParsing()
    }

    /// Adds character data to the open element, joined to text just before it.
    private func appendText(_ string: String) {
        guard firstError == nil, let role = openRoles.last, role == .tree || role == .content
        else { return }
        let last = openElements.count - 1
        if case .text(let previous) = openElements[last].children.last {
            openElements[last].children[openElements[last].children.count - 1] = .text(
                previous + string)
        } else {
            openElements[last].children.append(.text(string))
        }
    }

    /// The vocabulary of the namespace `uri`.
    private func namespace(of uri: String) -> TTMLNamespace {
        if let known = namespacesByURI[uri] { return known }
        let namespace = TTMLNamespace(uri: uri)
        namespacesByURI[uri] = namespace
        return namespace
    }

    /// `prefix:local` resolved against the prefixes in scope; no prefix means `.timedText`.
    private func attributeName(_ qualifiedName: String) -> TTMLName {
        guard let colon = qualifiedName.firstIndex(of: ":") else {
            return TTMLName(.timedText, qualifiedName)
        }
        let prefix = String(qualifiedName[..<colon])
        let localName = String(qualifiedName[qualifiedName.index(after: colon)...])
        return TTMLName(prefixScopes[prefixScopes.count - 1][prefix] ?? .other, localName)
    }
}

/// A short account of an XML parser error.
private func xmlErrorReason(_ error: (any Error)?) -> String {
    guard let error else { return "the XML parser stopped" }
    let code = (error as NSError).code
    switch XMLParser.ErrorCode(rawValue: code) {
    case .tagNameMismatchError: return "an end tag does not match its start tag"
    case .prematureDocumentEndError: return "the document ends before its elements close"
    case .emptyDocumentError: return "no XML document found"
    case .undeclaredEntityError: return "an undeclared entity is used"
    case .attributeRedefinedError: return "an attribute is given twice"
    case .invalidCharacterError: return "an invalid character"
    default: return "XML parser error \(code)"
    }
}
