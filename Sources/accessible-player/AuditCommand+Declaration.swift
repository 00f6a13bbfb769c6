import PlayerAudit
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
            .choice(
                "--profile", AuditProfile.all.map(\.name),
                "netflix (default; Netflix Timed Text Style Guide), bbc (BBC Subtitle"
                    + " Guidelines) or dcmp (DCMP Captioning Key)."),
            .choice(
                "--audience", AuditAudience.allCases.map(\.rawValue),
                "adult (default), children or educational: the reading speeds the profile"
                    + " gives that audience."),
            .value(
                "--rate", "R", repeats: true,
                "Also measure the effective reading speed at playback rate R (repeatable; slow"
                    + " motion's 0.5 is always measured)."),
            .value(
                "--description-rate", "WPM",
                "The speaking rate of text descriptions in the fit check, in words per minute"
                    + " (espeak-ng's, \(SpeechSynthesizer.wordsPerMinuteRange.lowerBound)"
                    + "-\(SpeechSynthesizer.wordsPerMinuteRange.upperBound); default"
                    + " \(SpeechSynthesizer.defaultWordsPerMinute))."),
            .choice(
                "--format", AuditFormat.allCases.map(\.rawValue),
                "text (default), json (one object a line per file), junit (JUnit XML), sarif"
                    + " (SARIF 2.1.0) or html (the report page)."),
            .flag("--json", "The same as --format json."),
            .file("--report", "FILE.html", "Also write the HTML report of every file to FILE."),
            .value(
                "--only", "CHECK,...", words: AuditRule.all.map(\.id), repeats: true,
                "Report only these checks (ids, comma-separated, repeatable)."),
            .value(
                "--skip", "CHECK,...", words: AuditRule.all.map(\.id), repeats: true,
                "Leave these checks out (ids, comma-separated, repeatable)."),
            .choice(
                "--fail-on", AuditSeverity.allCases.map(\.rawValue),
                "The least severity whose failure fails a file: error, warning (default) or"
                    + " notice."),
            .noSidecars,
            .flag(
                "--no-ocr",
                "Do not read picture captions (PGS, VobSub, DVB) as text with Tesseract; their"
                    + " text is then not checked."),
            .flag("--list-checks", "Print every check's id, severity and criterion, and exit."),
            .flag(
                "--rules-version",
                "Print the version of the rules (part of every JSON line) and exit."),
        ],
        exitCodes: [.success, .failure, .usage, .mediaUnavailable, .outputUnwritable])
}
