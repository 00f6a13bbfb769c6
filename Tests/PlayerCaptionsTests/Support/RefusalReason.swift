@testable import PlayerCaptions

/// Why the container scan `body` runs refused (the reason a ``MatroskaScanRefusal`` or
/// ``MP4SampleRefusal`` gives); nil when it refused nothing. Other errors are rethrown.
func refusalReason(_ body: () throws -> Void) throws -> String? {
    do {
        try body()
        return nil
    } catch let refusal as MatroskaScanRefusal {
        return refusal.reason
    } catch let refusal as MP4SampleRefusal {
        return refusal.reason
    }
}
