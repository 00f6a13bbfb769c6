import CTesseract
import Foundation

/// One Tesseract instance reading one language's data, used by one thread at a time
/// (Tesseract's handles are not thread-safe), which is why every recognition worker has its
/// own; idle engines wait in ``TesseractEnginePool`` for the next run.
// Safe to send (invariant): an engine is used by one thread at a time, the worker that took
// it from the pool, or that made it, until it gives it back; the pool's lock orders a
// hand-over, and an idle engine is only held by the pool.
final class TesseractEngine: @unchecked Sendable {
    /// Why an engine could not be made or a picture not read.
    struct Failure: Error, CustomStringConvertible {
        /// What went wrong, in Tesseract's or the loader's words.
        var description: String
    }

    /// What Tesseract read in one picture.
    struct Reading {
        /// The text, lines separated by "\n", without trailing whitespace.
        var text: String
        /// Tesseract's mean word confidence, 0–100.
        var confidence: Int
    }

    /// The language data read ("eng").
    let language: String
    /// The folder the data was read from.
    let dataDirectory: String
    private let functions: UnsafePointer<ctesseract_functions>
    private let handle: OpaquePointer

    /// The Tesseract version libtesseract reports, loading it; nil when it cannot be loaded.
    static var version: String? {
        ctesseract_load()?.pointee.TessVersion().map { String(cString: $0) }
    }

    /// An engine reading `language` ("eng", "fra") from the data in `dataDirectory`.
    init(language: String, dataDirectory: String) throws(Failure) {
        guard let functions = ctesseract_load() else {
            let reason = ctesseract_load_error().map { String(cString: $0) } ?? "unknown error"
            throw Failure(description: "cannot load Tesseract (\(reason))")
        }
        ctesseract_read_on_this_thread_only()
        guard let handle = functions.pointee.TessBaseAPICreate() else {
            throw Failure(description: "Tesseract could not make an engine")
        }
        // The LSTM recogniser alone: loading the legacy one as well only slows the start.
        guard
            functions.pointee.TessBaseAPIInit2(handle, dataDirectory, language, OEM_LSTM_ONLY)
                == 0
        else {
            functions.pointee.TessBaseAPIDelete(handle)
            throw Failure(
                description: "Tesseract could not read its '\(language)' data in \(dataDirectory)")
        }
        // Tesseract's own diagnostics ("Empty page!!") go nowhere: failures are reported by
        // the recogniser, naming the file and the cue.
        _ = functions.pointee.TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
        self.language = language
        self.dataDirectory = dataDirectory
        self.functions = functions
        self.handle = handle
    }

    /// The text Tesseract reads in `image`, taken as one block of lines (PSM_SINGLE_BLOCK).
    func read(_ image: GreyImage) throws(Failure) -> Reading {
        ctesseract_read_on_this_thread_only()
        let api = functions.pointee
        api.TessBaseAPISetPageSegMode(handle, PSM_SINGLE_BLOCK)
        image.pixels.withUnsafeBufferPointer { pixels in
            api.TessBaseAPISetImage(
                handle, pixels.baseAddress, Int32(image.width), Int32(image.height), 1,
                Int32(image.width))
        }
        api.TessBaseAPISetSourceResolution(handle, 300)
        defer { api.TessBaseAPIClear(handle) }
        guard api.TessBaseAPIRecognize(handle, nil) == 0,
            let text = api.TessBaseAPIGetUTF8Text(handle)
        else { throw Failure(description: "Tesseract failed to recognise the picture") }
        defer { api.TessDeleteText(text) }
        let words = String(cString: text)
        let trimmed = words.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return Reading(
            text: trimmed.joined(separator: "\n"),
            confidence: Int(max(0, api.TessBaseAPIMeanTextConf(handle))))
    }

    deinit {
        functions.pointee.TessBaseAPIEnd(handle)
        functions.pointee.TessBaseAPIDelete(handle)
    }
}
