import PlayerCore
import Testing

@Suite struct MediaClockTests {
    @Test func aStoppedClockShowsItsAnchorAtAnyHostTime() {
        let clock = MediaClock(media: .seconds(7), at: .seconds(100))
        #expect(clock.time(at: .seconds(100)) == .seconds(7))
        #expect(clock.time(at: .seconds(500)) == .seconds(7))
    }

    @Test func aRunningClockCountsHostTimeAtNormalSpeed() {
        let clock = MediaClock(media: .seconds(10), at: .seconds(100), isRunning: true)
        #expect(clock.time(at: .seconds(102)) == .seconds(12))
        #expect(
            clock.time(at: HostTime(nanoseconds: 100_000_001_999)) == .seconds(10)
                + .init(microseconds: 1))
    }

    @Test func hostTimesBeforeTheAnchorShowTheAnchor() {
        let clock = MediaClock(media: .seconds(10), at: .seconds(100), isRunning: true)
        #expect(clock.time(at: .seconds(90)) == .seconds(10))
    }

    @Test func rebasingOnARateChangeKeepsThePositionExact() {
        var clock = MediaClock(media: .seconds(10), at: .seconds(100), isRunning: true)
        clock.rebase(at: .seconds(102), rate: PlaybackRate(0.5)!)
        #expect(clock.time(at: .seconds(102)) == .seconds(12))
        #expect(clock.time(at: .seconds(106)) == .seconds(14))
        clock.rebase(at: .seconds(106), rate: .normal)
        #expect(clock.time(at: .seconds(107)) == .seconds(15))
    }

    @Test func stoppingFreezesTheTimeAtTheRebase() {
        var clock = MediaClock(media: .zero, at: .zero, isRunning: true)
        clock.rebase(at: .milliseconds(1_500), isRunning: false)
        #expect(clock.time(at: .seconds(9)) == .milliseconds(1_500))
        clock.rebase(at: .seconds(10), isRunning: true)
        #expect(clock.time(at: .seconds(11)) == .milliseconds(2_500))
    }

    @Test func aTenHourSpanAtAThirdOfNormalSpeedDoesNotOverflow() {
        let rate = PlaybackRate(numerator: 1, denominator: 3)
        let clock = MediaClock(media: .zero, at: .zero, rate: rate, isRunning: true)
        // 36,000 s of host time at 1/3 speed is 12,000 s of media.
        #expect(clock.time(at: .seconds(36_000)) == .seconds(12_000))
    }
}

@Suite struct PlaybackRateTests {
    @Test func fractionsAreKeptInLowestTerms() {
        let rate = PlaybackRate(numerator: 500, denominator: 1_000)
        #expect(rate.numerator == 1)
        #expect(rate.denominator == 2)
        #expect(PlaybackRate(0.75) == PlaybackRate(numerator: 3, denominator: 4))
    }

    @Test(arguments: [0, -1, Double.nan, Double.infinity, 0.0004])
    func unusableRatesAreRefused(value: Double) {
        #expect(PlaybackRate(value) == nil)
    }

    @Test func mediaTimeRoundsTowardZero() {
        // 1,999 ns at 1/2 speed is 999.5 ns of media: 0 whole microseconds.
        #expect(PlaybackRate(0.5)!.mediaMicroseconds(inHostNanoseconds: 1_999) == 0)
        #expect(PlaybackRate(0.5)!.mediaMicroseconds(inHostNanoseconds: 4_000) == 2)
    }
}
