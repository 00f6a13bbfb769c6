import PlayerAccessibility
import PlayerCore
import PlayerEngine
import PlayerSession
import PlayerTesting
import Testing

/// The demo on a paused player, a screen reader running or not, in `language`.
private func demoHarness(screenReader: Bool = true, language: PlayerLanguage = .english)
    throws -> PlayerHarness
{
    let harness = try PlayerHarness(
        source: SyntheticSource(
            duration: Demo.duration, tracks: Demo.tracks, metadata: Demo.metadata),
        options: PlayerOptions(language: language, screenReaderRunning: screenReader))
    harness.player.send(.pause)
    return harness
}

/// How many swipes right take the cursor from where it is to `control`.
private func swipes(to control: Control, in harness: PlayerHarness) -> Int {
    let order = harness.player.model.visibleElements.map(\.id)
    // The cursor is where it landed as the screen appeared; without a screen reader, nowhere.
    let cursor = harness.player.screenReader?.focus.flatMap { order.firstIndex(of: $0) } ?? -1
    return (order.firstIndex(of: .control(control)) ?? 0) - cursor
}

/// A panel a user can leave: every panel ends with a labelled Close element (Back in a panel
/// opened from Settings) that a swipe, Tab and "Tap Close" reach, and the buttons that open
/// panels say whether their panel is shown ("collapsed" / "expanded"), as ARIA's
/// `aria-expanded` does on a web player's menu buttons (issue 38).
@Suite("Panels a user can leave")
struct PanelExitWalkTests {
    @Test(arguments: PlayerLanguage.allCases)
    func everyPanelEndsWithCloseAndASubPanelWithBack(language: PlayerLanguage) throws {
        let close = ["en": "Close", "es": "Cerrar", "fr": "Fermer", "de": "Schließen"]
        let back = ["en": "Back", "es": "Atrás", "fr": "Retour", "de": "Zurück"]
        let harness = try demoHarness(language: language)
        for panel in [Panel.closedCaptions, .audio, .playbackSpeed, .settings] {
            harness.player.send(.openPanel(panel))
            let last = try #require(harness.player.model.panelElements.last)
            #expect(last.id == .panelExit(panel))
            #expect(last.label == close[language.rawValue])
            #expect(last.traits == .button)
            harness.player.send(.closePanel)
        }
        harness.player.send(.openPanel(.settings))
        harness.player.send(.openPanel(.audio))
        let exit = try #require(harness.player.model.panelElements.last)
        #expect(exit.id == .panelExit(.audio))
        #expect(exit.label == back[language.rawValue])
        harness.close()
    }

    @Test func closingBySwipingToCloseReturnsToTheOpenerCollapsed() throws {
        let harness = try demoHarness()
        let toSubtitles = Array(repeating: "next", count: swipes(to: .subtitles, in: harness))
        // Off, the three caption tracks, then Close.
        let toClose = Array(repeating: "next", count: 5)
        let said = try walk(
            toSubtitles + ["activate"] + toClose + ["activate"], on: harness,
            kinds: ["focus", "state"])
        #expect(said.contains("focus Subtitles, Off, collapsed, button, Double tap to activate"))
        #expect(said.contains("focus Closed Captions, heading level 2"))
        // The panel's Close is the last one said.
        let closeIndex = try #require(
            said.lastIndex(of: "focus Close, button, Double tap to activate"))
        #expect(said[..<closeIndex].contains { $0.hasSuffix(", panel closedCaptions") })
        // Activating Close closes the panel and puts the cursor back on the opener.
        let after = Array(said[(closeIndex + 1)...])
        #expect(after.contains { $0.hasPrefix("state ") && !$0.contains("panel") })
        #expect(
            after.first == "focus Subtitles, Off, collapsed, button, Double tap to activate")
        #expect(harness.player.state.openPanel == nil)
        harness.close()
    }

    @Test func closingByTabbingToCloseReturnsTheRingToTheOpener() throws {
        let harness = try demoHarness(screenReader: false)
        let stops = KeyboardFocus.tabStops(in: harness.player.model).map(\.id)
        let toSubtitles = (stops.firstIndex(of: .control(.subtitles)) ?? 0) + 1
        // Space opens the panel with the ring on its first option; Shift-Tab wraps to Close.
        let rings = try walk(
            Array(repeating: "tab", count: toSubtitles) + ["key space", "shift-tab", "key space"],
            on: harness, kinds: ["ring", "state"])
        #expect(rings.contains("ring closedCaptions.close: Close"))
        #expect(rings.last == "ring subtitles: Subtitles, Off")
        #expect(harness.player.state.openPanel == nil)
        harness.close()
    }

    @Test func tapCloseLeavesThePanelAndTapBackReturnsToSettings() throws {
        let harness = try demoHarness(screenReader: false)
        let said = try walk(
            [
                "voice Tap Subtitles", "voice Tap Close", "voice Tap Player settings",
                "voice Tap Audio", "voice Tap Back", "voice Tap Close",
            ], on: harness, kinds: ["voice", "state"])
        #expect(!said.contains { $0.contains("No item named") })
        let panels = said.filter { $0.hasPrefix("state ") }.map {
            $0.components(separatedBy: ", panel ").dropFirst().first ?? "none"
        }
        #expect(panels == ["closedCaptions", "none", "settings", "audio", "settings", "none"])
        #expect(harness.player.state.openPanel == nil)
        harness.close()
    }

    @Test func backLandsOnTheSettingsEntryThatOpenedTheSubPanel() throws {
        let harness = try demoHarness()
        let toSettings = Array(repeating: "next", count: swipes(to: .settings, in: harness))
        // Settings: header, Closed Captions entry; its panel: header, Off, three tracks, Back.
        let said = try walk(
            toSettings + ["activate", "next", "activate"] + Array(repeating: "next", count: 5)
                + ["activate"], on: harness, kinds: ["focus"])
        #expect(said.contains("focus Back, button, Double tap to activate"))
        #expect(said.last?.hasPrefix("focus Closed Captions, Off, collapsed, button") == true)
        #expect(harness.player.state.openPanel == .settings)
        harness.close()
    }

    @Test(arguments: PlayerLanguage.allCases)
    func openersSayCollapsedThenExpanded(language: PlayerLanguage) throws {
        let voiceOver = [
            "en": ("collapsed", "expanded"), "es": ("contraído", "expandido"),
            "fr": ("réduit", "développé"), "de": ("eingeklappt", "ausgeklappt"),
        ]
        let talkBack = [
            "en": ("collapsed", "expanded"), "es": ("contraído", "expandido"),
            "fr": ("réduit", "développé"), "de": ("minimiert", "maximiert"),
        ]
        let (collapsed, expanded) = try #require(voiceOver[language.rawValue])
        let (talkBackCollapsed, talkBackExpanded) = try #require(talkBack[language.rawValue])
        let harness = try demoHarness(language: language)
        for control in [Control.subtitles, .settings] {
            let element = harness.player.model.element(control)
            #expect(element.isExpanded == false)
            let said = language.utterance(for: element, by: .voiceOver)
            #expect(said.contains(", \(collapsed), "), "\(said)")
            let talkBackSaid = language.utterance(for: element, by: .talkBack)
            #expect(talkBackSaid.contains(", \(talkBackCollapsed)"), "\(talkBackSaid)")
            #expect(element.jsonObject(in: language).written().contains(#""expanded":false"#))
        }
        #expect(harness.player.model.element(.playPause).isExpanded == nil)
        #expect(
            !harness.player.model.element(.playPause).jsonObject(in: language).written()
                .contains("expanded"))
        harness.player.send(.openPanel(.settings))
        harness.player.send(.openPanel(.closedCaptions))
        // The Settings button stays expanded under its sub-panel; Subtitles opens none of it.
        let settings = harness.player.model.element(.settings)
        #expect(settings.isExpanded == true)
        #expect(language.utterance(for: settings, by: .voiceOver).contains(", \(expanded), "))
        #expect(language.utterance(for: settings, by: .talkBack).contains(", \(talkBackExpanded)"))
        #expect(settings.jsonObject(in: language).written().contains(#""expanded":true"#))
        #expect(harness.player.model.element(.subtitles).isExpanded == true)
        harness.close()
    }

    @Test func theSettingsEntriesSayWhetherTheirPanelIsShown() throws {
        let harness = try demoHarness()
        harness.player.send(.openPanel(.settings))
        let entries = harness.player.model.panelElements.filter {
            if case .option = $0.id { true } else { false }
        }
        #expect(!entries.isEmpty)
        #expect(entries.allSatisfy { $0.isExpanded == false })
        #expect(harness.player.model.panelElements.last?.isExpanded == nil)
        harness.close()
    }
}
