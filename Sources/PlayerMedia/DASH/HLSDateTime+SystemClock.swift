internal import Foundation
public import PlayerCaptions

extension HLSDateTime {
    /// The system's wall clock, now.
    @Sendable public static func systemNow() -> HLSDateTime {
        HLSDateTime(microsecondsSince1970: Int64(Date().timeIntervalSince1970 * 1_000_000))
    }
}
