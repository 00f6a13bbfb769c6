extension UInt8 {
    /// The byte as two uppercase hexadecimal digits ("0A"), as colours are written.
    public var hexDigits: String {
        let digits = String(self, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
