import Foundation
import PlayerCore

extension TTMLDocument {
    /// How W3C DAPT asks the description `element` (a Script Event `div` read at its start
    /// tag, or a Text `p` read whole) to be voiced, over what its container asked
    /// (`inherited`); nil when neither says anything.
    ///
    /// A static `tta:gain` on it (DAPT's Mixing Instruction on the Script Event or Text, which
    /// adjusts the programme audio) is the programme's gain; for `<animate tta:gain="1;0.39">`
    /// children, the lowest value they ramp to is. `tta:speak` on it or the first element inside
    /// that has one gives the rate. Each `<audio>` inside is an audio recording: its `src`
    /// as written, "embedded audio" when it carries its data.
    static func daptVoicing(of element: TTMLElement, inheriting inherited: CueVoicing?)
        -> CueVoicing?
    {
        var voicing = inherited ?? CueVoicing()
        if let gain = element[.audio, "gain"].flatMap(Self.gainValues)?.min() {
            voicing.programmeGain = gain
        }
        let animated = element.childElements.filter { $0.isTimedText("animate") }
            .compactMap { $0[.audio, "gain"].flatMap(Self.gainValues)?.min() }
        if let lowest = animated.min() {
            voicing.programmeGain = lowest
        }
        if let rate = firstSpeechRate(in: element) {
            voicing.speechRate = rate
        }
        voicing.audioRecordings += audioRecordings(in: element)
        return voicing.isEmpty ? nil : voicing
    }

    /// The values of a `tta:gain` (a number, or TTML2's animation value list "1;0.39"),
    /// nil when one is not a non-negative number.
    private static func gainValues(_ text: String) -> [Double]? {
        let values = text.split(separator: ";").map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard !values.isEmpty, values.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        return values.compactMap { $0 }
    }

    /// The `tta:speak` of `element`, else of the first element inside it that has one.
    private static func firstSpeechRate(in element: TTMLElement) -> CueVoicing.SpeechRate? {
        if let stated = element[.audio, "speak"].flatMap({
            CueVoicing.SpeechRate(rawValue: $0.trimmingCharacters(in: .whitespaces))
        }) {
            return stated
        }
        for child in element.childElements {
            if let rate = firstSpeechRate(in: child) { return rate }
        }
        return nil
    }

    /// The `<audio>` elements inside `element`, as their `src` or "embedded audio".
    private static func audioRecordings(in element: TTMLElement) -> [String] {
        element.childElements.flatMap { child in
            child.isTimedText("audio")
                ? [child[.timedText, "src"] ?? "embedded audio"] : audioRecordings(in: child)
        }
    }
}
