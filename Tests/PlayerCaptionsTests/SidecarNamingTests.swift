import PlayerCore
import Testing

@testable import PlayerCaptions

/// What the dotted words of a subtitle file name say, for found and explicitly named files.
@Suite struct SidecarNamingTests {
    private func meaning(_ words: String) -> SidecarNameMeaning {
        SidecarNameMeaning(words: words.split(separator: ".", omittingEmptySubsequences: false))
    }

    @Test func titleWordsMayComeBeforeOrAfterTheLanguage() {
        #expect(meaning("Commentary.en").titleWords == ["Commentary"])
        #expect(meaning("en.Commentary").titleWords == ["Commentary"])
        #expect(meaning("en.Commentary").language == "en")
    }

    @Test func theLastLanguageCodeIsTheLanguageAndEarlierOnesAreTitle() {
        let words = meaning("fr.en")
        #expect(words.language == "en")
        #expect(words.titleWords == ["fr"])
    }

    @Test func wordsThatOnlyLookLikeCodesAreTitle() {
        // Three letters but no well-known language: a title, not a language.
        let words = meaning("Bob.sub")
        #expect(words.language == nil)
        #expect(words.titleWords == ["Bob", "sub"])
    }

    @Test func hiIsHearingImpairedNotHindi() {
        let words = meaning("hi")
        #expect(words.language == nil)
        #expect(words.flags == .hearingImpaired)
    }

    @Test func flagWordsIgnoreLetterCaseAndEmptyWordsAreSkipped() {
        let words = meaning("EN..SDH.Forced")
        #expect(words.language == "en")
        #expect(words.flags == [.hearingImpaired, .forced])
        #expect(words.titleWords.isEmpty)
    }

    @Test func explicitPathTakesLanguageAndFlagsFromItsLastWords() {
        let file = SidecarFile(explicitPath: "/subs/Movie.2019.pt-BR.forced.srt")
        #expect(
            file
                == SidecarFile(
                    path: "/subs/Movie.2019.pt-BR.forced.srt", format: .subRip,
                    language: "pt-BR", flags: [.external, .forced]))
    }

    @Test func explicitPathStopsAtTheFirstOtherWordAndTakesNoTitle() {
        let file = SidecarFile(explicitPath: "Film.Commentary.eng.cc.vtt")
        #expect(file.language == "en")
        #expect(file.flags == [.external, .hearingImpaired, .captions])
        #expect(file.title == nil)
        #expect(file.format == .webVTT)
    }

    @Test func explicitPathFirstWordIsTheNameNotALanguage() {
        #expect(SidecarFile(explicitPath: "/x/it.srt").language == nil)
        #expect(SidecarFile(explicitPath: "/x/it.de.srt").language == "de")
    }

    @Test func explicitVobSubIsImageBased() {
        let file = SidecarFile(explicitPath: "/x/Movie.en.IDX")
        #expect(file.format == .vobSub)
        #expect(file.flags == [.external, .imageBased])
    }

    @Test func explicitPathWithUnknownExtensionHasNoFormat() {
        #expect(SidecarFile(explicitPath: "/x/notes.en.txt").format == nil)
        #expect(SidecarFile(explicitPath: "/x/notes.en.txt").language == "en")
        #expect(SidecarFile(explicitPath: "/x/captions").format == nil)
    }

    @Test(arguments: [
        (SidecarFormat.subRip, "srt"), (.webVTT, "webvtt"), (.ass, "ass"), (.ssa, "ass"),
        (.scc, "scc"), (.vobSub, "vobsub"),
    ])
    func eachFormatNamesItsFFmpegDemuxer(format: SidecarFormat, demuxer: String) {
        #expect(format.ffmpegDemuxerName == demuxer)
    }
}
