import Foundation
import PlayerAudit
import PlayerCore
import PlayerSpeech

extension AuditCommand {
    static let declaration = CommandDeclaration(
        name: "audit",
        summary: "Audit media and captions for accessibility (style guides, WCAG, player)",
        operands: [OperandDeclaration(name: "FILE", repeats: true)],
        otherForms: [
            "- [OPTIONS]   (one path a line on standard input)", "--list-checks | --rules-version",
        ],
        description: [
            "Checks every caption track of each FILE against a style guide's published numbers"
                + " (reading speed, characters per line, lines, duration, gaps, overlaps, empty"
                + " cues, cues past the end, unbalanced tags, SDH sound descriptions and speaker"
                + " ids), answers the media questions of WCAG 2.2 and the ACT rules (audio,"
                + " duration, captions for each audio language, audio description, language"
                + " tags, flags, title) as passed, failed, cantTell or inapplicable, and plays"
                + " the title on the engine's virtual clock: the effective reading speed in slow"
                + " motion, the cues on screen after every 10-second seek, the forced track with"
                + " captions off, and the caption choice in the en, es, fr and de locales. A text"
                + " description track gets the fit check instead of the reading checks: each"
                + " description is spoken with espeak-ng (to memory, no sound device) in the"
                + " track's language at --description-rate, and one whose speech outlasts its cue,"
                + " or is spoken over a caption cue, is a finding (1.2.5); the extended pauses"
                + " they would need are added up (1.2.7). A transcript beside the file"
                + " (FILE-NAME.transcript.txt) answers 1.2.1 and 1.2.8. Every"
                + " check has an id and a severity (error, warning, notice): '--list-checks'"
                + " prints them.",
            "With '-', reads one path a line from standard input and writes one JSON line per"
                + " file as each is done. A file that cannot be opened (exit 3) has its line"
                + " saying why; the other files are still audited. cantTell and inapplicable"
                + " answers never fail a file.",
        ],
        options: [
            AuditOption.profile, AuditOption.audience, AuditOption.rate,
            AuditOption.descriptionRate, AuditOption.format,
            AuditOption.json, AuditOption.report, AuditOption.only, AuditOption.skip,
            AuditOption.failOn, SharedOption.noSidecars, AuditOption.noOCR,
            AuditOption.listChecks, AuditOption.rulesVersion,
        ],
        exitCodes: [.success, .failure, .usage, .mediaUnavailable, .outputUnwritable])
}

/// The options only `audit` takes.
enum AuditOption {
    /// `--profile netflix|bbc|dcmp`: the style guide.
    static let profile: CommandOption<AuditProfile> = .choice(
        "--profile", AuditProfile.all.map(\.name),
        "netflix (default; Netflix Timed Text Style Guide), bbc (BBC Subtitle"
            + " Guidelines) or dcmp (DCMP Captioning Key)."
    ) { name, _ throws(UsageError) in
        guard let profile = AuditProfile.named(name) else {
            throw UsageError("unknown profile '\(name)' (use netflix, bbc or dcmp)")
        }
        return profile
    }
    /// `--audience adult|children|educational`: whose reading speeds.
    static let audience: CommandOption<AuditAudience> = .choice(
        "--audience",
        "adult (default), children or educational: the reading speeds the profile"
            + " gives that audience."
    ) { text, _ in "unknown audience '\(text)' (use adult, children or educational)" }
    /// `--rate R`: another playback rate measured (repeatable).
    static let rate: CommandOption<Double> = .value(
        "--rate", "R", repeats: true,
        "Also measure the effective reading speed at playback rate R (repeatable; slow"
            + " motion's 0.5 is always measured)."
    ) { text, name throws(UsageError) in
        guard let rate = Double(text), PlaybackRate(rate) != nil, rate <= 16 else {
            throw UsageError("\(name): '\(text)' is not a playback rate (0.001 to 16)")
        }
        return rate
    }
    /// `--description-rate WPM`: the speaking rate of the description fit check.
    static let descriptionRate: CommandOption<Int> = .value(
        "--description-rate", "WPM",
        "The speaking rate of text descriptions in the fit check, in words per minute"
            + " (espeak-ng's, \(SpeechSynthesizer.wordsPerMinuteRange.lowerBound)"
            + "-\(SpeechSynthesizer.wordsPerMinuteRange.upperBound); default"
            + " \(SpeechSynthesizer.defaultWordsPerMinute))."
    ) { text, name throws(UsageError) in
        let range = SpeechSynthesizer.wordsPerMinuteRange
        guard let rate = Int(text), range.contains(rate) else {
            throw UsageError(
                "\(name): '\(TerminalText.escaped(text))' is not a whole number of words per"
                    + " minute from \(range.lowerBound) to \(range.upperBound)")
        }
        return rate
    }
    /// `--format text|json|junit|sarif|html`: the form printed.
    static let format: CommandOption<AuditFormat> = .choice(
        "--format",
        "text (default), json (one object a line per file), junit (JUnit XML), sarif"
            + " (SARIF 2.1.0) or html (the report page)."
    ) { text, name in "\(name): '\(text)' is not one of text, json, junit, sarif, html" }
    /// `--json`: the same as `--format json`.
    static let json = CommandSwitch("--json", "The same as --format json.")
    /// `--report FILE.html`: the HTML report written too.
    static let report: CommandOption<String> = .file(
        "--report", "FILE.html", "Also write the HTML report of every file to FILE.")
    /// `--only CHECK,...`: only these checks (repeatable).
    static let only: CommandOption<Set<String>> = .value(
        "--only", "CHECK,...", words: AuditRule.all.map(\.id), repeats: true,
        "Report only these checks (ids, comma-separated, repeatable).", parse: checks)
    /// `--skip CHECK,...`: these checks left out (repeatable).
    static let skip: CommandOption<Set<String>> = .value(
        "--skip", "CHECK,...", words: AuditRule.all.map(\.id), repeats: true,
        "Leave these checks out (ids, comma-separated, repeatable).", parse: checks)
    /// `--fail-on error|warning|notice`: the least severity that fails a file.
    static let failOn: CommandOption<AuditSeverity> = .choice(
        "--fail-on",
        "The least severity whose failure fails a file: error, warning (default) or"
            + " notice."
    ) { text, name in "\(name): '\(text)' is not error, warning or notice" }
    /// `--no-ocr`: picture captions left unchecked.
    static let noOCR = CommandSwitch(
        "--no-ocr",
        "Do not read picture captions (PGS, VobSub, DVB) as text with Tesseract; their"
            + " text is then not checked.")
    /// `--list-checks`: the checks printed.
    static let listChecks = CommandSwitch(
        "--list-checks", "Print every check's id, severity and criterion, and exit.")
    /// `--rules-version`: the rules' version printed.
    static let rulesVersion = CommandSwitch(
        "--rules-version", "Print the version of the rules (part of every JSON line) and exit.")

    /// The check ids `text` lists, comma-separated, or a usage error naming one that is not a
    /// check.
    private static func checks(_ text: String, option: String) throws(UsageError) -> Set<String> {
        let ids = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if let unknown = ids.first(where: { AuditRule.named($0) == nil }) {
            throw UsageError(
                "\(option): no check '\(unknown)' (see 'accessible-player audit \(listChecks)')")
        }
        return Set(ids)
    }
}
