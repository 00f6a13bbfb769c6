import PlayerCore

/// A TTML document's DOCTYPE and the entity references that use it, dealt with before the XML
/// parser sees the bytes.
///
/// TTML documents have no DTD, yet a file may carry one, and Foundation's XML parser handles
/// its entities badly: the text of an internal entity is dropped without a word, the text after
/// an external one is lost (`A &xxe; B` gives "A"), and a reference that expands a large entity
/// thousands of times makes the paragraph vanish. So the DOCTYPE is read here and removed (its
/// lines kept as blank lines, so the parser's line numbers stay true), and every reference to
/// an entity it declares is replaced in the text:
///
/// - An internal entity (`<!ENTITY name "text">`) by its text, itself expanded, as XML does.
///   All expansions together may add at most ``expansionLimit`` bytes; a document that asks
///   for more (the "billion laughs", or a large entity used many times) is refused with
///   ``TTMLError/entityExpansionTooLarge(limit:)``, and so is one whose entities refer to each
///   other in a loop.
/// - An external entity (`SYSTEM` or `PUBLIC`) by nothing: it is never loaded. The text around
///   it stays, and ``skipped`` names each one left out. So does a reference to an entity the
///   DOCTYPE's external subset might declare, which is never loaded either.
///
/// Comments, CDATA sections and processing instructions are copied as they are. A document
/// without a DOCTYPE is handed on unchanged. A UTF-16 document whose DOCTYPE declares entities
/// is refused (``TTMLError/unsupportedDocumentType(_:)``), as its bytes are not read here.
struct TTMLEntityExpansion {
    /// The most bytes all entity expansions of one document may add.
    static let expansionLimit = 1 << 20

    /// The bytes for the XML parser.
    private(set) var bytes: [UInt8]
    /// The references left out, with their lines.
    private(set) var skipped: [SkippedLine] = []

    private var internalEntities: [String: [UInt8]] = [:]
    private var externalEntities: Set<String> = []
    private var hasExternalSubset = false
    private var expandedBytes = 0

    /// One `&name;` in the bytes: its name and the index after its `;`.
    private struct Reference {
        var name: String
        var end: Int
    }

    /// Reads the DOCTYPE of `document`, if it has one, and expands its entities.
    init(_ document: [UInt8]) throws(TTMLError) {
        bytes = document
        guard let doctype = Self.doctypeRange(in: document) else {
            if Self.isUTF16(document), Self.containsUTF16("<!ENTITY", in: document) {
                throw .unsupportedDocumentType("entity declarations in a UTF-16 document")
            }
            return
        }
        try readDeclarations(document[doctype])
        var output = [UInt8](document[..<doctype.lowerBound])
        output += document[doctype].filter { $0 == UInt8(ascii: "\n") }
        output.reserveCapacity(document.count)
        try expandReferences(in: document, from: doctype.upperBound, into: &output)
        bytes = output
    }

    // MARK: The DOCTYPE

    /// Where the DOCTYPE is, when the prolog (after the XML declaration, comments and
    /// processing instructions) has one.
    private static func doctypeRange(in bytes: [UInt8]) -> Range<Int>? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count {
            if isSpace(bytes[index]) {
                index += 1
            } else if matches(bytes, at: index, "<?") {
                index = end(of: "?>", in: bytes, from: index + 2)
            } else if matches(bytes, at: index, "<!--") {
                index = end(of: "-->", in: bytes, from: index + 4)
            } else if matches(bytes, at: index, "<!DOCTYPE") {
                return index..<doctypeEnd(in: bytes, from: index + 9)
            } else {
                return nil
            }
        }
        return nil
    }

    /// The index after the `>` that closes a DOCTYPE whose name starts at `start`, skipping
    /// quoted literals, comments and the internal subset's brackets.
    private static func doctypeEnd(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        var inSubset = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                index = (bytes[(index + 1)...].firstIndex(of: byte) ?? bytes.count - 1) + 1
                continue
            }
            if matches(bytes, at: index, "<!--") {
                index = end(of: "-->", in: bytes, from: index + 4)
                continue
            }
            if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == UInt8(ascii: ">") && !inSubset {
                return index + 1
            }
            index += 1
        }
        return bytes.count
    }

    /// Notes the entities the DOCTYPE declares and whether it names an external subset.
    private mutating func readDeclarations(_ doctype: ArraySlice<UInt8>) throws(TTMLError) {
        let subsetStart = doctype.firstIndex(of: UInt8(ascii: "[")) ?? doctype.endIndex
        let beforeSubset = doctype[..<subsetStart]
        hasExternalSubset =
            Self.firstIndex(of: "SYSTEM", in: beforeSubset) != nil
            || Self.firstIndex(of: "PUBLIC", in: beforeSubset) != nil
        var index = subsetStart
        while let declaration = Self.firstIndex(of: "<!ENTITY", in: doctype[index...]) {
            var cursor = Self.skipSpaces(doctype, from: declaration + 8)
            let isParameterEntity =
                cursor < doctype.endIndex && doctype[cursor] == UInt8(ascii: "%")
            if isParameterEntity { cursor = Self.skipSpaces(doctype, from: cursor + 1) }
            let nameEnd = doctype[cursor...].firstIndex(where: Self.isSpace) ?? doctype.endIndex
            let name = String(decoding: doctype[cursor..<nameEnd], as: UTF8.self)
            cursor = Self.skipSpaces(doctype, from: nameEnd)
            guard cursor < doctype.endIndex else { break }
            let quote = doctype[cursor]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                let valueEnd = doctype[(cursor + 1)...].firstIndex(of: quote) ?? doctype.endIndex
                if !isParameterEntity, internalEntities[name] == nil {
                    internalEntities[name] = Array(doctype[(cursor + 1)..<valueEnd])
                }
                index = min(valueEnd + 1, doctype.endIndex)
            } else {
                if !isParameterEntity { externalEntities.insert(name) }
                index = cursor
            }
        }
    }

    // MARK: References

    /// Copies `document` from `start` to `output`, replacing entity references outside
    /// comments, CDATA sections and processing instructions.
    private mutating func expandReferences(
        in document: [UInt8], from start: Int, into output: inout [UInt8]
    ) throws(TTMLError) {
        var index = start
        var line = 1 + document[..<start].count(where: { $0 == UInt8(ascii: "\n") })
        var lineCountedTo = start
        while index < document.count {
            let skipTo: Int? =
                Self.matches(document, at: index, "<!--")
                ? Self.end(of: "-->", in: document, from: index + 4)
                : Self.matches(document, at: index, "<![CDATA[")
                    ? Self.end(of: "]]>", in: document, from: index + 9)
                    : Self.matches(document, at: index, "<?")
                        ? Self.end(of: "?>", in: document, from: index + 2) : nil
            if let skipTo {
                output += document[index..<skipTo]
                index = skipTo
                continue
            }
            guard document[index] == UInt8(ascii: "&"),
                let reference = Self.reference(in: document[...], at: index)
            else {
                output.append(document[index])
                index += 1
                continue
            }
            line += document[lineCountedTo..<index].count(where: { $0 == UInt8(ascii: "\n") })
            lineCountedTo = index
            if let replacement = try replacement(for: reference.name, line: line) {
                output += replacement
            } else {
                output += document[index..<reference.end]
            }
            index = reference.end
        }
    }

    /// What replaces `&name;`: the expansion of an internal entity, nothing for an external
    /// one (noted in ``skipped``), nil to leave the reference for the XML parser.
    private mutating func replacement(for name: String, line: Int) throws(TTMLError)
        -> [UInt8]?
    {
        if internalEntities[name] != nil {
            var visiting: Set<String> = []
            return try expansion(of: name, visiting: &visiting)
        }
        if externalEntities.contains(name) {
            skipped.append(
                SkippedLine(
                    line: line,
                    reason: "the external entity &\(TerminalText.excerpt(name)); is never loaded;"
                        + " it is left out"))
            return []
        }
        if hasExternalSubset, !Self.predefinedEntities.contains(name), !name.hasPrefix("#") {
            skipped.append(
                SkippedLine(
                    line: line,
                    reason: "&\(TerminalText.excerpt(name)); would come from the DOCTYPE's"
                        + " external subset, which is never loaded; it is left out"))
            return []
        }
        return nil
    }

    /// The replacement text of internal entity `name`, its own references expanded.
    private mutating func expansion(of name: String, visiting: inout Set<String>)
        throws(TTMLError) -> [UInt8]
    {
        guard visiting.insert(name).inserted else {
            throw .unsupportedDocumentType("entities that refer to each other in a loop")
        }
        defer { visiting.remove(name) }
        let value = internalEntities[name] ?? []
        var result: [UInt8] = []
        var index = value.startIndex
        while index < value.endIndex {
            let reference =
                value[index] == UInt8(ascii: "&") ? Self.reference(in: value[...], at: index) : nil
            if let reference, internalEntities[reference.name] != nil {
                result += try expansion(of: reference.name, visiting: &visiting)
                index = reference.end
            } else if let reference, externalEntities.contains(reference.name) {
                index = reference.end
            } else {
                result.append(value[index])
                index += 1
                expandedBytes += 1
            }
            guard expandedBytes <= Self.expansionLimit else {
                throw .entityExpansionTooLarge(limit: Self.expansionLimit)
            }
        }
        return result
    }

    private static let predefinedEntities: Set<String> = ["lt", "gt", "amp", "apos", "quot"]

    /// The name of the reference `&name;` at `index` and the index after its `;`, or nil when
    /// no well-formed reference starts there.
    private static func reference(in bytes: ArraySlice<UInt8>, at index: Int) -> Reference? {
        let nameStart = index + 1
        var cursor = nameStart
        while cursor < bytes.endIndex, cursor - nameStart < 256, isNameByte(bytes[cursor]) {
            cursor += 1
        }
        guard cursor > nameStart, cursor < bytes.endIndex, bytes[cursor] == UInt8(ascii: ";")
        else { return nil }
        return Reference(
            name: String(decoding: bytes[nameStart..<cursor], as: UTF8.self), end: cursor + 1)
    }

    // MARK: Bytes

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Name characters of XML (ASCII letters, digits, `_ : . -`, `#` for character
    /// references) and any byte of a multi-byte UTF-8 character.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
            || (byte >= 0x61 && byte <= 0x7A) || "_:.-#".utf8.contains(byte)
    }

    private static func skipSpaces(_ bytes: ArraySlice<UInt8>, from index: Int) -> Int {
        bytes[min(index, bytes.endIndex)...].firstIndex { !isSpace($0) } ?? bytes.endIndex
    }

    private static func matches(_ bytes: [UInt8], at index: Int, _ text: String) -> Bool {
        bytes[index...].starts(with: text.utf8)
    }

    /// The index after the first `terminator` at or after `start`, or the end.
    private static func end(of terminator: String, in bytes: [UInt8], from start: Int) -> Int {
        firstIndex(of: terminator, in: bytes[min(start, bytes.count)...]).map {
            $0 + terminator.utf8.count
        } ?? bytes.count
    }

    private static func firstIndex(of text: String, in bytes: ArraySlice<UInt8>) -> Int? {
        firstIndex(of: Array(text.utf8), in: bytes)
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard let first = pattern.first else { return nil }
        var index = bytes.startIndex
        while let candidate = bytes[index...].firstIndex(of: first) {
            if bytes[candidate...].starts(with: pattern) { return candidate }
            index = candidate + 1
        }
        return nil
    }

    private static func isUTF16(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2
            && (bytes[0] == 0 || bytes[1] == 0 || bytes.starts(with: [0xFE, 0xFF])
                || bytes.starts(with: [0xFF, 0xFE]))
    }

    /// Whether `text` (ASCII) appears in `bytes` as UTF-16 of either byte order.
    private static func containsUTF16(_ text: String, in bytes: [UInt8]) -> Bool {
        let ascii = Array(text.utf8)
        return firstIndex(of: ascii.flatMap { [$0, 0] }, in: bytes[...]) != nil
            || firstIndex(of: ascii.flatMap { [0, $0] }, in: bytes[...]) != nil
    }
}
