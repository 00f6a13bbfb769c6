import Foundation
import PlayerAudit
import PlayerCore
import PlayerEngine
import PlayerMedia

/// `accessible-player audit FILE…`: checks captions against a style guide's numbers, the
/// media against WCAG 2.2 / ACT, and the player's behaviour on the title.
enum AuditCommand: CLICommand {
    static let name = "audit"
    static let summary = "Audit media and captions for accessibility (style guides, WCAG, player)"
    static let help = """
        USAGE: accessible-player audit FILE... [--profile netflix|bbc|dcmp] [--json]
                                              [--report FILE.html]
               accessible-player audit - [--profile ...]   (one path a line on standard input)

        Checks every caption track of each FILE against a style guide's published numbers
        (reading speed, characters per line, lines, duration, gaps, overlaps, empty cues, cues
        past the end, unbalanced tags, SDH sound descriptions and speaker ids), answers the
        media questions of WCAG 2.2 and the ACT rules (audio, duration, captions for each
        audio language, audio description, language tags, flags, title) as passed, failed or
        cantTell, and plays the title on the engine's virtual clock: the effective reading
        speed in slow motion, the cues on screen after every 10-second seek, the forced track
        with captions off, and the caption choice in the en, es, fr and de locales.

        With '-', reads one path a line from standard input and writes one JSON line per file
        as each is done.

        OPTIONS:
          --profile NAME    netflix (default; Netflix Timed Text Style Guide), bbc (BBC Subtitle
                            Guidelines) or dcmp (DCMP Captioning Key).
          --audience A      adult (default), children or educational: the reading speeds the
                            profile gives that audience.
          --rate R          Also measure the effective reading speed at playback rate R
                            (repeatable; slow motion's 0.5 is always measured).
          --json            One JSON object a line per file (findings, media, player).
          --report FILE     Also write a self-contained HTML report of every file.
          --no-sidecars     Do not look for caption files beside each FILE.
          --rules-version   Print the version of the rules (part of every JSON line) and exit.
          -h, --help        Show this help.

        Exit status: 0 every file passed, 1 a check failed, 3 a file could not be opened (its
        line says why; the other files are still audited), 2 a usage error.
        """
    static let syntax = CommandSyntax(
        valueOptions: ["--profile", "--audience", "--rate", "--report"],
        switches: ["--json", "--no-sidecars", "--rules-version"], operandNames: [],
        repeatsLastOperand: true)

    static func run(_ arguments: CommandLineArguments) throws -> ExitCode {
        if arguments.isSet("--rules-version") {
            print(TitleAudit.rulesVersion)
            return .success
        }
        guard !arguments.operands.isEmpty else { throw UsageError("missing FILE") }
        let settings = try AuditSettings(arguments)
        var report: [AuditReportEntry] = []
        var worst = ExitCode.success
        func audit(_ path: String) {
            let entry = settings.audit(path)
            switch entry {
            case .audited(let audit):
                if !audit.passed && worst == .success { worst = .failure }
            case .unopened:
                worst = .mediaUnavailable
            }
            print(settings.json ? entry.json.written() : AuditText.render(entry))
            fflush(nil)
            if settings.reportPath != nil { report.append(entry) }
        }
        if arguments.operands == ["-"] {
            while let line = readLine() {
                let path = line.trimmingCharacters(in: .whitespaces)
                if !path.isEmpty { audit(path) }
            }
        } else {
            arguments.operands.forEach(audit)
        }
        if let reportPath = settings.reportPath {
            do {
                try Data(AuditReportPage.html(for: report).utf8).write(
                    to: URL(fileURLWithPath: reportPath))
            } catch {
                throw CommandFailure(
                    message: "cannot write the report \(reportPath): \(error.localizedDescription)",
                    exitCode: .failure)
            }
        }
        return worst
    }
}

/// The audit's options, checked before any file is read.
struct AuditSettings {
    var profile: AuditProfile
    var audience: AuditAudience
    var rates: [Double]
    var json: Bool
    var reportPath: String?
    var discoverSidecars: Bool

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
        self.profile = profile
        self.audience = audience
        self.rates = rates
        json = arguments.isSet("--json") || arguments.operands == ["-"]
        reportPath = arguments.value("--report")
        discoverSidecars = !arguments.isSet("--no-sidecars")
    }

    /// Audits the media at `path`; a file that cannot be opened is an entry saying why.
    func audit(_ path: String) -> AuditReportEntry {
        do {
            return .audited(
                try TitleAudit(
                    source: MediaFile(path: path, discoverSidecars: discoverSidecars),
                    profile: profile, audience: audience, rates: rates))
        } catch {
            return .unopened(path: path, error: error.description)
        }
    }
}
