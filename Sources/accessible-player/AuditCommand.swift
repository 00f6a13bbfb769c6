import Foundation
import PlayerAudit
import PlayerCaptions
import PlayerCore
import PlayerEngine
import PlayerMedia
import PlayerSession
import PlayerSpeech

/// `accessible-player audit FILE…`: checks captions against a style guide's numbers, the
/// media against WCAG 2.2 / ACT, and the player's behaviour on the title.
enum AuditCommand: CLICommand {
    static func run(_ arguments: CommandLineArguments) throws -> ExitCode {
        if arguments.isSet("--rules-version") {
            print(TitleAudit.rulesVersion)
            return .success
        }
        if arguments.isSet("--list-checks") {
            print(AuditText.checkList())
            return .success
        }
        guard !arguments.operands.isEmpty else { throw UsageError("missing FILE") }
        let settings = try AuditSettings(arguments)
        var entries: [AuditReportEntry] = []
        var worst = ExitCode.success
        func audit(_ path: String) {
            let entry = settings.audit(path)
            switch entry {
            case .audited(let audit):
                if !audit.passed && worst == .success { worst = .failure }
            case .unopened:
                worst = .mediaUnavailable
            }
            switch settings.format {
            case .text: print(AuditText.render(entry))
            case .json: print(entry.json.written())
            case .junit, .sarif, .html: break
            }
            fflush(nil)
            if settings.format.isDocument || settings.reportPath != nil { entries.append(entry) }
        }
        if arguments.operands == ["-"] {
            while let line = readLine() {
                let path = line.trimmingCharacters(in: .whitespaces)
                if !path.isEmpty { audit(path) }
            }
        } else {
            arguments.operands.forEach(audit)
        }
        switch settings.format {
        case .junit: print(AuditJUnitReport.xml(for: entries), terminator: "")
        case .sarif:
            print(AuditSARIFLog.json(for: entries, toolVersion: PlayerVersion.current).written())
        case .html: print(AuditReportPage.html(for: entries), terminator: "")
        case .text, .json: break
        }
        if let reportPath = settings.reportPath {
            let pictures = AuditPictures.draw(for: entries, besideReport: reportPath)
            try AuditReportFile.write(
                AuditReportPage.html(for: entries) { pictures[AuditPictures.key($0, $1)] },
                to: reportPath)
        }
        return worst
    }
}

/// The forms the audit prints in (`--format`).
enum AuditFormat: String, CaseIterable {
    case text, json, junit, sarif, html

    /// Whether the form is one document for every file, printed when all are audited (the
    /// others print each file as it is done).
    var isDocument: Bool { self == .junit || self == .sarif || self == .html }
}

/// The audit's options, checked before any file is read.
struct AuditSettings {
    var profile: AuditProfile
    var audience: AuditAudience
    var rates: [Double]
    var format: AuditFormat
    var reportPath: String?
    var discoverSidecars: Bool
    var selection: AuditSelection
    /// `--no-ocr`: picture captions stay pictures, unchecked.
    var recognizesNoPictures: Bool
    /// The words per minute text descriptions are spoken at in the fit check.
    var descriptionRate: Int

    init(_ arguments: CommandLineArguments) throws(UsageError) {
        let profileName = arguments.value("--profile") ?? "netflix"
        guard let profile = AuditProfile.named(profileName) else {
            throw UsageError("unknown profile '\(profileName)' (use netflix, bbc or dcmp)")
        }
        let audienceName = arguments.value("--audience") ?? "adult"
        guard let audience = AuditAudience(rawValue: audienceName) else {
            throw UsageError(
                "unknown audience '\(audienceName)' (use adult, children or educational)")
        }
        var rates: [Double] = []
        for text in arguments.values["--rate"] ?? [] {
            guard let rate = Double(text), PlaybackRate(rate) != nil, rate <= 16 else {
                throw UsageError("--rate: '\(text)' is not a playback rate (0.001 to 16)")
            }
            rates.append(rate)
        }
        let formatName =
            arguments.value("--format")
            ?? (arguments.isSet("--json") || arguments.operands == ["-"] ? "json" : "text")
        guard let format = AuditFormat(rawValue: formatName) else {
            throw UsageError(
                "--format: '\(formatName)' is not one of text, json, junit, sarif, html")
        }
        if arguments.isSet("--json") && format != .json {
            throw UsageError("--json and --format \(formatName) ask for two forms: give one")
        }
        let failOnName = arguments.value("--fail-on") ?? AuditSelection().failOn.rawValue
        guard let failOn = AuditSeverity(rawValue: failOnName) else {
            throw UsageError("--fail-on: '\(failOnName)' is not error, warning or notice")
        }
        func checks(_ option: String) throws(UsageError) -> Set<String>? {
            guard let values = arguments.values[option] else { return nil }
            let ids = values.flatMap { $0.split(separator: ",") }.map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            if let unknown = ids.first(where: { AuditRule.named($0) == nil }) {
                throw UsageError(
                    "\(option): no check '\(unknown)' (see 'accessible-player audit --list-checks')"
                )
            }
            return Set(ids)
        }
        self.profile = profile
        self.audience = audience
        self.rates = rates
        self.format = format
        reportPath = arguments.value("--report")
        discoverSidecars = !arguments.isSet("--no-sidecars")
        selection = AuditSelection(
            only: try checks("--only"), skip: try checks("--skip") ?? [], failOn: failOn)
        recognizesNoPictures = arguments.isSet("--no-ocr")
        let rateText = arguments.value("--description-rate")
        let givenRate =
            if let rateText { Int(rateText) } else {
                Optional(SpeechSynthesizer.defaultWordsPerMinute)
            }
        guard let descriptionRate = givenRate,
            SpeechSynthesizer.wordsPerMinuteRange.contains(descriptionRate)
        else {
            let range = SpeechSynthesizer.wordsPerMinuteRange
            throw UsageError(
                "--description-rate: '\(TerminalText.escaped(rateText ?? ""))' is not a whole number"
                    + " of words per minute from \(range.lowerBound) to \(range.upperBound)")
        }
        self.descriptionRate = descriptionRate
    }

    /// Text descriptions measured by espeak-ng, rendering to memory, in each track's
    /// language (English when it has none) at ``descriptionRate``.
    var descriptionSpeech: DescriptionSpeech {
        let rate = descriptionRate
        return DescriptionSpeech(wordsPerMinute: rate) { text, language in
            try SpeechSynthesizer.shared.synthesize(
                text, language: language?.description ?? "en", wordsPerMinute: rate
            ).audio.spokenDuration
        }
    }

    /// Audits the media at `path`; a file that cannot be opened is an entry saying why.
    func audit(_ path: String) -> AuditReportEntry {
        do {
            return .audited(
                try TitleAudit(
                    source: MediaOpening.recognizingPictures(
                        MediaFile(path: path, discoverSidecars: discoverSidecars),
                        unless: recognizesNoPictures),
                    profile: profile, audience: audience, rates: rates, selection: selection,
                    transcripts: discoverSidecars
                        ? (try? SidecarFile.transcripts(ofMediaAt: path)) ?? [] : [],
                    descriptionSpeech: descriptionSpeech))
        } catch {
            return .unopened(path: path, error: error.description)
        }
    }
}
