import PlayerCore

/// The audit as JUnit XML, the form Jenkins' JUnit plugin and GitLab's unit-test reports
/// read: one `<testsuite>` per file (named by its path), one `<testcase>` per
/// ``CheckInstance`` (classname the check, name telling instances apart).
///
/// A failed instance that fails the file (at or above `--fail-on`) is a `<failure>` whose
/// message is the finding; `cantTell`, `inapplicable` and failures below `--fail-on` are
/// `<skipped>` saying which; a file that cannot be opened is one test case with an `<error>`.
/// So `failures` counts what the exit status gates on, and `tests`, `failures` and `skipped`
/// equal the JSON's `summary` (`checks`, `gated`, and the rest but `passed`).
public enum AuditJUnitReport {
    /// The XML document for `entries`, in order.
    public static func xml(for entries: [AuditReportEntry]) -> String {
        var suites = ""
        var totals = Counts()
        for entry in entries {
            let (suite, counts) = testSuite(entry)
            suites += suite
            totals.add(counts)
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="accessible-player audit" \(totals.attributes)>
            \(suites)</testsuites>

            """
    }

    private struct Counts {
        var tests = 0
        var failures = 0
        var errors = 0
        var skipped = 0

        mutating func add(_ other: Counts) {
            tests += other.tests
            failures += other.failures
            errors += other.errors
            skipped += other.skipped
        }

        var attributes: String {
            "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\""
                + " skipped=\"\(skipped)\" time=\"0\""
        }
    }

    private static func testSuite(_ entry: AuditReportEntry) -> (String, Counts) {
        let path = MarkupText.escaped(entry.path)
        guard case .audited(let audit) = entry else {
            var error = ""
            if case .unopened(_, let message) = entry { error = MarkupText.escaped(message) }
            let counts = Counts(tests: 1, errors: 1)
            return (
                "<testsuite name=\"\(path)\" \(counts.attributes)>\n"
                    + "<testcase classname=\"open\" name=\"open \(path)\" file=\"\(path)\" time=\"0\">"
                    + "<error message=\"\(error)\" type=\"mediaUnavailable\">\(error)</error>"
                    + "</testcase>\n</testsuite>\n",
                counts
            )
        }
        var counts = Counts()
        var cases = ""
        var seen: [String: Int] = [:]
        for instance in audit.instances {
            counts.tests += 1
            let rule = instance.rule
            // Instances alike by name (five captionSelection answers on one track) are
            // numbered, so that every test case has a name of its own.
            let repeats = seen[instance.name, default: 0]
            seen[instance.name] = repeats + 1
            let name = instance.name + (repeats == 0 ? "" : " (\(repeats + 1))")
            cases +=
                "<testcase classname=\"\(rule.id)\" name=\"\(MarkupText.escaped(name))\""
            cases += " file=\"\(path)\" time=\"0\">"
            let message = MarkupText.escaped(Self.message(instance))
            if audit.selection.gates(instance) {
                counts.failures += 1
                cases += "<failure message=\"\(message)\" type=\"\(rule.severity.rawValue)\">"
                cases += MarkupText.escaped(rule.criterion) + ": \(message)</failure>"
            } else if instance.outcome != .passed {
                counts.skipped += 1
                let why =
                    instance.outcome == .failed
                    ? "failed (\(rule.severity.rawValue), below --fail-on \(audit.selection.failOn.rawValue))"
                    : instance.outcome.rawValue
                cases += "<skipped message=\"\(why): \(message)\"/>"
            }
            cases += "</testcase>\n"
        }
        let properties = [
            ("profile", audit.profile.name), ("audience", audit.audience.rawValue),
            ("rulesVersion", String(TitleAudit.rulesVersion)),
            ("failOn", audit.selection.failOn.rawValue),
        ].map { "<property name=\"\($0.0)\" value=\"\(MarkupText.escaped($0.1))\"/>" }.joined()
        return (
            "<testsuite name=\"\(path)\" \(counts.attributes)>\n<properties>\(properties)</properties>\n"
                + cases + "</testsuite>\n",
            counts
        )
    }

    /// The instance's detail with the cue's time and text, when it is a finding.
    static func message(_ instance: CheckInstance) -> String {
        guard let finding = instance.finding else { return instance.detail }
        var text = finding.timeDescription
        if let end = finding.end { text += "–\(end)" }
        text += ": " + instance.detail
        if let cueText = finding.text { text += " " + JSONText.quoted(cueText) }
        return text
    }
}
