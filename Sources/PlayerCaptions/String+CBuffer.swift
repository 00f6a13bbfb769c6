extension String {
    /// The UTF-8 text in a C character buffer up to its first NUL; invalid bytes become U+FFFD.
    public init(nulTerminated buffer: [CChar]) {
        self.init(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
