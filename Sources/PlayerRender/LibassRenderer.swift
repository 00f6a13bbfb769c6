import CLibass
import PlayerCore

/// libass, drawing ASS scripts onto pictures: the one text renderer of a snapshot (captions
/// and the skin's words alike), fonts found through fontconfig.
///
/// Each ``draw(_:onto:)`` makes a renderer of its own, so that the fonts libass reports
/// choosing are the ones that script needed. Confined to one thread.
final class LibassRenderer {
    private let functions: UnsafePointer<clibass_functions>
    private let library: OpaquePointer
    private let messages = MessageLog()

    /// Loads libass (once per process) and starts a library; throws when it cannot.
    init() throws(SnapshotError) {
        guard let functions = clibass_load() else {
            throw SnapshotError.librariesUnavailable(
                clibass_load_error().map { String(cString: $0) } ?? "libass could not be loaded")
        }
        guard let library = functions.pointee.ass_library_init() else {
            throw SnapshotError.librariesUnavailable("libass could not start")
        }
        self.functions = functions
        self.library = library
        clibass_set_message_sink(
            library,
            { level, line, context in
                guard let context else { return }
                Unmanaged<MessageLog>.fromOpaque(context).takeUnretainedValue()
                    .append(level: Int(level), String(cString: line))
            }, Unmanaged.passUnretained(messages).toOpaque())
    }

    deinit {
        functions.pointee.ass_library_done(library)
    }

    /// Draws `script` as it is at its time 0 over `picture`, a frame of the script's
    /// `PlayResX`×`PlayResY`; returns the fonts libass chose for it.
    func draw(_ script: String, onto picture: inout RGBPicture) throws(SnapshotError)
        -> [FontChoice]
    {
        try render(atMilliseconds: 0, onto: &picture) { functions, library in
            var bytes = Array(script.utf8CString)
            return bytes.withUnsafeMutableBufferPointer { buffer in
                functions.ass_read_memory(library, buffer.baseAddress, buffer.count - 1, nil)
            }
        }
    }

    /// Draws the track `makeTrack` builds as it is at `milliseconds` over `picture`, scaled
    /// from the track's `PlayResX`×`PlayResY` to the picture; returns the fonts libass chose.
    func render(
        atMilliseconds milliseconds: Int64, onto picture: inout RGBPicture,
        makeTrack: (clibass_functions, OpaquePointer) -> UnsafeMutablePointer<ASS_Track>?
    ) throws(SnapshotError) -> [FontChoice] {
        guard let renderer = functions.pointee.ass_renderer_init(library) else {
            throw SnapshotError.librariesUnavailable("libass could not make a renderer")
        }
        defer { functions.pointee.ass_renderer_done(renderer) }
        functions.pointee.ass_set_frame_size(renderer, Int32(picture.width), Int32(picture.height))
        functions.pointee.ass_set_storage_size(
            renderer, Int32(picture.width), Int32(picture.height))
        functions.pointee.ass_set_fonts(
            renderer, nil, ASSScript.defaultFamily, Int32(ASS_FONTPROVIDER_AUTODETECT.rawValue),
            nil, 1)
        guard let track = makeTrack(functions.pointee, library) else {
            throw SnapshotError.librariesUnavailable("libass could not read the caption script")
        }
        defer { functions.pointee.ass_free_track(track) }
        messages.clear()
        var image = functions.pointee.ass_render_frame(renderer, track, milliseconds, nil)
        while let current = image {
            picture.blend(current.pointee)
            image = current.pointee.next
        }
        return messages.fontChoices
    }
}

/// A font libass chose: the family asked for and the file that drew it.
struct FontChoice: Hashable, Sendable {
    /// The family the script asked for ("DejaVu Sans").
    var requestedFamily: String
    /// The font file used.
    var file: String
    /// The font's PostScript name ("LiberationSans"), as libass reports it.
    var postScriptName: String = ""
}

/// What libass said while drawing one script; filled from its message callback on the
/// drawing thread.
private final class MessageLog {
    private var lines: [String] = []

    func append(level: Int, _ line: String) {
        lines.append(line)
    }

    func clear() {
        lines.removeAll()
    }

    /// The fonts its "fontselect: (Family, weight, italic) -> file, index, name" lines name.
    var fontChoices: [FontChoice] {
        lines.compactMap { line in
            guard line.hasPrefix("fontselect: ("), let close = line.firstIndex(of: ")"),
                let arrow = line.range(of: "-> ")
            else { return nil }
            let request = line[line.index(line.startIndex, offsetBy: 13)..<close]
            let family = request.split(separator: ",").first.map(String.init) ?? ""
            let chosen = line[arrow.upperBound...].split(separator: ",")
            guard let file = chosen.first else { return nil }
            return FontChoice(
                requestedFamily: family, file: String(file),
                postScriptName: chosen.count > 2 ? String(chosen[2].drop { $0 == " " }) : "")
        }
    }
}

extension RGBPicture {
    /// Blends one of libass's alpha masks in its colour (RRGGBBAA, AA its transparency).
    mutating func blend(_ image: ASS_Image) {
        let color = PaintColor(
            red: UInt8(image.color >> 24), green: UInt8((image.color >> 16) & 0xFF),
            blue: UInt8((image.color >> 8) & 0xFF), alpha: 255 - UInt8(image.color & 0xFF))
        guard let mask = image.bitmap else { return }
        for row in 0..<Int(image.h) {
            for column in 0..<Int(image.w) {
                let coverage = Int(mask[row * Int(image.stride) + column])
                if coverage > 0 {
                    blend(
                        x: Int(image.dst_x) + column, y: Int(image.dst_y) + row, color,
                        coverage: coverage)
                }
            }
        }
    }
}
