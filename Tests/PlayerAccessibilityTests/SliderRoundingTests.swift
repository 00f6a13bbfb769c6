import PlayerAccessibility
import PlayerCore
import Testing

/// The playback slider's value is the position's percentage rounded to the nearest whole
/// percent, as UISlider's accessibility value is a rounded percentage and as the volume
/// slider's is; ticks change it exactly where the rounded value changes.
@Suite struct SliderRoundingTests {
    /// 10:26.064, the length the example plays.
    private static let duration = MediaTime(seconds: 626, milliseconds: 64)

    private func playing(at position: MediaTime) -> PlayerState {
        var state = PlayerState()
        _ = state.apply(.sourceOpened(SourceDescription(duration: Self.duration)), at: .zero)
        _ = state.apply(.play, at: .zero)
        _ = state.apply(.tick, at: HostTime(nanoseconds: position.microseconds * 1_000))
        return state
    }

    /// 5:13 of 10:26.064 is 49.995%: it reads 50%, not 49%.
    @Test func halfWayReadsFiftyPercent() {
        let model = ControlModel(state: playing(at: .seconds(313)), language: .english)
        #expect(model.element(.slider).value == "50%")
    }

    /// Frame by frame (every 40 ms) over the first and last minutes, the ticked slider says
    /// the rounded percentage worked out here in floating point.
    @Test func everyTickReadsTheRoundedPercentage() {
        for range in [Int64(0)..<60_000_000, Int64(566_000_000)..<626_064_000] {
            let first = MediaTime(microseconds: range.lowerBound)
            var model = ControlModel(state: playing(at: first), language: .english)
            for microseconds in stride(from: range.lowerBound, to: range.upperBound, by: 40_000) {
                _ = model.tick(at: MediaTime(microseconds: microseconds))
                let exact = Double(microseconds) / Double(Self.duration.microseconds) * 100
                let expected = "\(Int(exact.rounded(.toNearestOrAwayFromZero)))%"
                #expect(model.element(.slider).value == expected, "at \(microseconds) µs")
            }
        }
    }
}
