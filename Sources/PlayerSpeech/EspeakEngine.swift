import CSpeechLibraries
import Foundation

/// espeak-ng's process-wide state. The library keeps all of it in C globals and is not
/// thread-safe, so the only instance lives inside `SpeechSynthesizer`'s mutex and every call
/// below runs while that mutex is held.
///
/// The library itself is loaded with dlopen when speech first starts (``CSpeechLibraries``), so that
/// a process that never speaks does not load it.
struct EspeakEngine: ~Copyable {
    private var sampleRate: Int?
    private var installedVoices: [SpeechVoice] = []
    private var loadedVoiceIdentifier: String?
    private var wordsPerMinute = Int(espeakRATE_NORMAL)
    /// The pitch and volume set (espeak-ng's `espeakPITCH` and `espeakVOLUME`; 50 and 100 its
    /// own).
    private var pitch = 50
    private var volume = 100

    /// espeak-ng's functions, loading the library on first use.
    private static func library() throws(SpeechError) -> cespeak_functions {
        guard let functions = cespeak_load() else {
            throw .engineUnavailable(reason: cespeak_load_error().map { String(cString: $0) } ?? "")
        }
        return functions.pointee
    }

    /// Starts espeak-ng in synchronous mode (samples come back through a callback on the calling
    /// thread, nothing goes to a sound device) unless it is running; returns its sample rate.
    mutating func start() throws(SpeechError) -> Int {
        if let sampleRate { return sampleRate }
        let espeak = try Self.library()
        espeak.espeak_ng_InitializePath(nil)
        var context: espeak_ng_ERROR_CONTEXT?
        let status = espeak.espeak_ng_Initialize(&context)
        espeak.espeak_ng_ClearErrorContext(&context)
        guard status == ENS_OK else {
            throw .engineUnavailable(reason: Self.message(for: status, espeak))
        }
        let outputStatus = espeak.espeak_ng_InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, 0, nil)
        guard outputStatus == ENS_OK else {
            throw .engineUnavailable(reason: Self.message(for: outputStatus, espeak))
        }
        espeak.espeak_SetSynthCallback(collectSamples)
        let rate = Int(espeak.espeak_ng_GetSampleRate())
        sampleRate = rate
        installedVoices = Self.listVoices(espeak)
        return rate
    }

    /// Every voice espeak-ng has installed.
    mutating func voices() throws(SpeechError) -> [SpeechVoice] {
        _ = try start()
        return installedVoices
    }

    /// The installed voice that best speaks `language` (a BCP-47 tag).
    mutating func voice(for language: String) throws(SpeechError) -> SpeechVoice {
        guard let voice = SpeechVoice.best(for: language, among: try voices()) else {
            throw .voiceNotFound(language: language)
        }
        return voice
    }

    /// Loads the voice that best speaks `language` (a BCP-47 tag), or the installed voice
    /// `identifier` names when given ("gmw/en-US"), unless it is loaded, and checks that
    /// espeak-ng reports it as its current voice.
    mutating func loadVoice(for language: String, identifier: String? = nil)
        throws(SpeechError) -> SpeechVoice
    {
        let voice: SpeechVoice
        if let identifier {
            _ = try start()
            guard let named = installedVoices.first(where: { $0.identifier == identifier }) else {
                throw .voiceNotFound(language: identifier)
            }
            voice = named
        } else {
            voice = try self.voice(for: language)
        }
        if loadedVoiceIdentifier != voice.identifier {
            let espeak = try Self.library()
            let status = espeak.espeak_ng_SetVoiceByName(voice.identifier)
            guard status == ENS_OK else {
                throw .synthesisFailed(
                    reason: "voice \(voice.identifier): \(Self.message(for: status, espeak))")
            }
            let loaded = espeak.espeak_GetCurrentVoice()?.pointee.identifier.map {
                String(cString: $0)
            }
            guard loaded == voice.identifier else {
                throw .synthesisFailed(reason: "voice \(voice.identifier) did not load")
            }
            loadedVoiceIdentifier = voice.identifier
        }
        return voice
    }

    /// Sets the speaking rate in words per minute (espeak-ng's `espeakRATE`, its own default
    /// ``SpeechSynthesizer/defaultWordsPerMinute``) unless it is set already.
    mutating func setRate(_ rate: Int) throws(SpeechError) {
        guard rate != wordsPerMinute else { return }
        _ = try start()
        let espeak = try Self.library()
        let status = espeak.espeak_ng_SetParameter(espeakRATE, Int32(rate), 0)
        guard status == ENS_OK else {
            throw .synthesisFailed(reason: "rate \(rate): \(Self.message(for: status, espeak))")
        }
        wordsPerMinute = rate
    }

    /// Sets the pitch (0–99) and volume (percent of espeak-ng's usual) unless they are set.
    mutating func setPitch(_ newPitch: Int, volume newVolume: Int) throws(SpeechError) {
        guard newPitch != pitch || newVolume != volume else { return }
        _ = try start()
        let espeak = try Self.library()
        for (parameter, value) in [(espeakPITCH, newPitch), (espeakVOLUME, newVolume)] {
            let status = espeak.espeak_ng_SetParameter(parameter, Int32(value), 0)
            guard status == ENS_OK else {
                throw .synthesisFailed(
                    reason: "pitch \(newPitch), volume \(newVolume): "
                        + Self.message(for: status, espeak))
            }
        }
        pitch = newPitch
        volume = newVolume
    }

    /// The samples of `text` spoken with the loaded voice (plain text, not SSML).
    mutating func synthesize(_ text: String) throws(SpeechError) -> [Int16] {
        _ = try start()
        let espeak = try Self.library()
        let collector = SampleCollector()
        let status = withExtendedLifetime(collector) {
            text.withCString { characters in
                espeak.espeak_ng_Synthesize(
                    characters, strlen(characters) + 1, 0, POS_CHARACTER, 0,
                    UInt32(espeakCHARS_UTF8), nil,
                    Unmanaged.passUnretained(collector).toOpaque())
            }
        }
        guard status == ENS_OK else {
            throw .synthesisFailed(reason: Self.message(for: status, espeak))
        }
        return collector.samples
    }

    private static func message(for status: espeak_ng_STATUS, _ espeak: cespeak_functions)
        -> String
    {
        var buffer = [CChar](repeating: 0, count: 512)
        espeak.espeak_ng_GetStatusCodeMessage(status, &buffer, buffer.count)
        return String(
            decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func listVoices(_ espeak: cespeak_functions) -> [SpeechVoice] {
        guard let list = espeak.espeak_ListVoices(nil) else { return [] }
        var voices: [SpeechVoice] = []
        var index = 0
        while let entry = list[index] {
            let voice = entry.pointee
            voices.append(
                SpeechVoice(
                    identifier: voice.identifier.map { String(cString: $0) } ?? "",
                    name: voice.name.map { String(cString: $0) } ?? "",
                    languages: voice.languages.map(Self.languages(in:)) ?? []))
            index += 1
        }
        return voices
    }

    /// Decodes espeak-ng's language list: a priority byte, a NUL-terminated tag, repeated,
    /// ended by a zero priority byte.
    private static func languages(in list: UnsafePointer<CChar>) -> [SpeechVoice.Language] {
        var languages: [SpeechVoice.Language] = []
        var cursor = list
        while cursor.pointee != 0 {
            let priority = Int(UInt8(bitPattern: cursor.pointee))
            let tag = String(cString: cursor + 1)
            languages.append(SpeechVoice.Language(tag: tag, priority: priority))
            cursor += 1 + strlen(cursor + 1) + 1
        }
        return languages
    }
}

/// Where the synth callback appends samples; reached through espeak-ng's user-data pointer.
private final class SampleCollector {
    var samples: [Int16] = []
}

/// espeak-ng's synth callback: copies each buffer into the collector of the current request.
private func collectSamples(
    _ samples: UnsafeMutablePointer<Int16>?, _ count: Int32,
    _ events: UnsafeMutablePointer<espeak_EVENT>?
) -> Int32 {
    guard let samples, count > 0, let userData = events?.pointee.user_data else { return 0 }
    let collector = Unmanaged<SampleCollector>.fromOpaque(userData).takeUnretainedValue()
    collector.samples.append(contentsOf: UnsafeBufferPointer(start: samples, count: Int(count)))
    return 0
}
