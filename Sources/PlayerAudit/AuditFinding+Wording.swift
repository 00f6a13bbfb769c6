import Foundation
import PlayerCore

extension AuditFinding {
    /// What was measured against what limit, in words: "34 cps (limit 20 cps) at 0.5x", "0
    /// cues with one (at least 1)" for a track-wide finding, "" when nothing was counted.
    public var measurement: String {
        guard let measured, let limit else { return "" }
        let number = CaptionMeasure.formatted
        var text: String
        if start == nil {
            text = "\(number(measured)) cues with one (at least \(number(limit)))"
        } else {
            let unit = unit.map { " " + $0 } ?? ""
            text = "\(number(measured))\(unit) (limit \(number(limit))\(unit))"
        }
        if let rate { text += " at \(number(rate))x" }
        return text
    }

    /// The cue's start ("00:00:04.000"), or "whole track".
    public var timeDescription: String {
        start?.description ?? "whole track"
    }
}

extension CaptionMeasure {
    /// `value` as the audit prints it: whole numbers without a fraction, others to three
    /// significant digits ("20", "0.083", "25.5").
    public static func formatted(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15
            ? String(Int64(value)) : String(format: "%.3g", value)
    }
}
