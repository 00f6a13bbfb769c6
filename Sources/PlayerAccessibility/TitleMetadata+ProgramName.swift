import PlayerCore

extension TitleMetadata {
    /// What the program is called aloud and on the title element, in `language`: the show and
    /// the episode's title together ("Presidents Cup: Day 1"), as a TV guide names an episode;
    /// the one of them known alone; nil when neither is. A title that already names the show
    /// is not given it twice.
    public func programName(in language: PlayerLanguage) -> String? {
        guard let title, !title.isEmpty else { return show.flatMap { $0.isEmpty ? nil : $0 } }
        guard let show, !show.isEmpty, !title.localizedCaseInsensitiveContains(show) else {
            return title
        }
        return language.string(.showAndTitle, ["show": show, "title": title])
    }
}
