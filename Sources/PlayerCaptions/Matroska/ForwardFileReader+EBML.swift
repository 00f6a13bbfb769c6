extension ForwardFileReader {
    /// The element header at `offset`; refuses when it is cut off or malformed.
    @inline(__always)
    func element(at offset: Int64) throws(MatroskaScanRefusal) -> EBMLElement {
        guard let bytes = bytes(at: offset, upTo: EBMLElement.longestHeader),
            let element = EBMLElement(in: bytes, at: offset)
        else { throw MatroskaScanRefusal("no readable element at byte \(offset)") }
        return element
    }

    /// The element at `offset`, refused unless its size is known and its data ends by `limit`.
    @inline(__always)
    func boundedElement(at offset: Int64, within limit: Int64) throws(MatroskaScanRefusal)
        -> (element: EBMLElement, end: Int64)
    {
        let element = try element(at: offset)
        guard let end = element.endOffset, end <= limit else {
            throw MatroskaScanRefusal(
                "element \(String(element.id, radix: 16)) at byte \(offset) has no size or "
                    + "runs past its parent")
        }
        return (element, end)
    }

    /// Calls `body` with each child of a master element whose data spans `start..<end`.
    @inline(__always)
    func forEachChild(
        from start: Int64, to end: Int64,
        _ body: (EBMLElement) throws(MatroskaScanRefusal) -> Void
    ) throws(MatroskaScanRefusal) {
        var offset = start
        while offset < end {
            let (child, childEnd) = try boundedElement(at: offset, within: end)
            try body(child)
            offset = childEnd
        }
    }

    /// The value of an unsigned-integer element.
    func unsignedValue(of element: EBMLElement) throws(MatroskaScanRefusal) -> UInt64 {
        guard let value = EBMLElement.unsignedInteger(try data(of: element, longest: 8)) else {
            throw MatroskaScanRefusal("unsigned integer of \(element.size ?? 0) bytes")
        }
        return value
    }

    /// The values of the children of `element` (a master element of known size) with each of
    /// `ids`, in the same order, each an unsigned integer: nil for an ID no child has, the last
    /// one for an ID that repeats.
    func unsignedChildren(of element: EBMLElement, _ ids: [UInt32])
        throws(MatroskaScanRefusal) -> [UInt64?]
    {
        var values = [UInt64?](repeating: nil, count: ids.count)
        try forEachChild(from: element.dataOffset, to: element.endOffset!) {
            child throws(MatroskaScanRefusal) in
            if let index = ids.firstIndex(of: child.id) {
                values[index] = try unsignedValue(of: child)
            }
        }
        return values
    }

    /// The value of a float element.
    func floatValue(of element: EBMLElement) throws(MatroskaScanRefusal) -> Double {
        guard let value = EBMLElement.float(try data(of: element, longest: 8)) else {
            throw MatroskaScanRefusal("float of \(element.size ?? 0) bytes")
        }
        return value
    }

    /// The value of a string element, up to its first NUL.
    func stringValue(of element: EBMLElement) throws(MatroskaScanRefusal) -> String {
        let bytes = try data(of: element, longest: 256)
        return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }

    private func data(of element: EBMLElement, longest: Int) throws(MatroskaScanRefusal)
        -> UnsafeRawBufferPointer
    {
        guard let size = element.size, size <= UInt64(longest),
            let bytes = bytes(at: element.dataOffset, upTo: Int(size)), bytes.count == Int(size)
        else {
            throw MatroskaScanRefusal("value at byte \(element.dataOffset) is too long or cut off")
        }
        return bytes
    }
}
