import Foundation
import PlayerCore

extension IPCSession {
    /// `text` with its properties expanded as mpv's `show-text` and `expand-text` expand
    /// them (``IPCPropertyExpansion``).
    func expandProperties(_ text: String) -> String {
        IPCPropertyExpansion { name in
            switch self.value(ofProperty: name) {
            case .success(let value):
                return .value(
                    formatted: Self.displayText(of: value, property: IPCProperty(rawValue: name)),
                    raw: Self.text(of: value))
            case .failure(let failure):
                return failure.error == .propertyNotFound ? .notFound : .unavailable
            }
        }.expand(text)
    }

    /// A value as mpv's on-screen display prints its property: times as `HH:MM:SS`,
    /// `percent-pos` and `volume` whole, `speed` with two decimals, delays in milliseconds,
    /// anything else in its string form.
    static func displayText(of value: JSONValue, property: IPCProperty?) -> String {
        guard let property, let number = number(value) else { return text(of: value) }
        switch property {
        case .timePos, .playbackTime, .duration, .timeRemaining, .subStart, .subEnd:
            return clockText(number)
        case .percentPos, .volume, .volumeMax: return String(Int(number))
        case .speed: return String(format: "%.2f", number)
        case .subDelay, .audioDelay: return "\(Int((number * 1000).rounded())) ms"
        default: return text(of: value)
        }
    }

    /// Seconds as mpv's display writes a time: `HH:MM:SS`, a `-` before a negative one.
    static func clockText(_ seconds: Double) -> String {
        let whole = Int(abs(seconds))
        let text = String(format: "%02d:%02d:%02d", whole / 3600, whole / 60 % 60, whole % 60)
        return seconds < 0 ? "-" + text : text
    }
}
