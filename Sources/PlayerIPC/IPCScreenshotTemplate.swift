import Foundation

/// mpv's `screenshot-template` (`DOCS/man/options.rst`): `%n` a number of four digits or
/// more, `%f` the file's name, `%F` without its extension, `%p` the position as `HH:MM:SS`,
/// `%P` as `HH:MM:SS.mmm`, `%%` a percent sign; any other `%` sequence is kept as it is.
struct IPCScreenshotTemplate {
    /// The template.
    let template: String

    /// A template as the option holds it.
    init(_ template: String) {
        self.template = template
    }

    /// The file name (without its extension) for screenshot `number` of `fileName` at
    /// `position` seconds.
    func name(number: Int, fileName: String, position: Double) -> String {
        var output = ""
        var characters = template.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                output.append(character)
                continue
            }
            guard let specifier = characters.next() else {
                output.append("%")
                break
            }
            switch specifier {
            case "n": output += String(format: "%04d", number)
            case "f": output += fileName
            case "F": output += (fileName as NSString).deletingPathExtension
            case "p": output += IPCSession.clockText(position)
            case "P":
                let milliseconds = Int((abs(position) * 1000).rounded()) % 1000
                output += IPCSession.clockText(position) + String(format: ".%03d", milliseconds)
            case "%": output += "%"
            default: output += "%" + String(specifier)
            }
        }
        return output
    }
}
