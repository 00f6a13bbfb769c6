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
    /// What `audit` was asked for.
    struct Options {
        /// Whether only the rules' version is printed.
        var printsRulesVersion: Bool
        /// Whether only the list of checks is printed.
        var listsChecks: Bool
        /// The files, or `-` for paths read from standard input.
        var paths: [String]
        /// How each file is audited and reported.
        var settings: AuditSettings
    }

    static func options(from arguments: CommandLineArguments) throws(UsageError) -> Options {
        Options(
            printsRulesVersion: arguments[AuditOption.rulesVersion],
            listsChecks: arguments[AuditOption.listChecks], paths: arguments.operands,
            settings: try AuditSettings(arguments))
    }

    static func run(_ options: Options) throws -> ExitCode {
        if options.printsRulesVersion {
            print(TitleAudit.rulesVersion)
            return .success
        }
        if options.listsChecks {
            print(AuditText.checkList())
            return .success
        }
        guard !options.paths.isEmpty else { throw UsageError("missing FILE") }
        let settings = options.settings
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
        if options.paths == ["-"] {
            while let line = readLine() {
                let path = line.trimmingCharacters(in: .whitespaces)
                if !path.isEmpty { audit(path) }
            }
        } else {
            options.paths.forEach(audit)
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

    /// The settings in `arguments`; throws a usage error when `--json` and `--format` ask for
    /// two forms.
    init(_ arguments: CommandLineArguments) throws(UsageError) {
        let json = arguments[AuditOption.json]
        let format =
            arguments[AuditOption.format]
            ?? (json || arguments.operands == ["-"] ? .json : .text)
        if json && format != .json {
            throw UsageError(
                "\(AuditOption.json) and \(AuditOption.format) \(format.rawValue) ask for two"
                    + " forms: give one")
        }
        let only = arguments.all(AuditOption.only)
        profile = arguments[AuditOption.profile] ?? .netflix
        audience = arguments[AuditOption.audience] ?? .adult
        rates = arguments.all(AuditOption.rate)
        self.format = format
        reportPath = arguments[AuditOption.report]
        discoverSidecars = !arguments[SharedOption.noSidecars]
        selection = AuditSelection(
            only: only.isEmpty ? nil : only.reduce([]) { $0.union($1) },
            skip: arguments.all(AuditOption.skip).reduce([]) { $0.union($1) },
            failOn: arguments[AuditOption.failOn] ?? AuditSelection().failOn)
        recognizesNoPictures = arguments[AuditOption.noOCR]
        descriptionRate =
            arguments[AuditOption.descriptionRate] ?? SpeechSynthesizer.defaultWordsPerMinute
    }

    /// Text descriptions measured by espeak-ng, rendering to memory, in each track's
    /// language (English when it has none) at ``descriptionRate``.
    var descriptionSpeech: DescriptionSpeech {
        DescriptionSpeech.espeakNG(wordsPerMinute: descriptionRate)
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
