import PlayerAccessibility
import PlayerCore

/// How `controls --check` reports the skin's Label in Name failures.
enum LabelInNameReport {
    /// A heading line with the count, then one line per failure.
    static func text(_ failures: [LabelInNameFailure]) -> String {
        let heading =
            "Label in Name (WCAG 2.5.3): "
            + (failures.isEmpty
                ? "no failures"
                : failures.count == 1 ? "1 failure" : "\(failures.count) failures")
        return
            ([heading]
            + failures.map {
                "[\($0.element.identifier)] shows \"\($0.visibleText)\", named \"\($0.label)\""
            }).joined(separator: "\n")
    }

    /// `{"check": "labelInName", "failures": [{id, visibleText, label}]}`, then `member` (the
    /// images check's) when given.
    static func json(_ failures: [LabelInNameFailure], adding member: (String, JSONValue)? = nil)
        -> String
    {
        let list: [JSONValue] = failures.map {
            .object([
                ("id", .string($0.element.identifier)), ("visibleText", .string($0.visibleText)),
                ("label", .string($0.label)),
            ])
        }
        let members: [(String, JSONValue)] = [
            ("check", .string("labelInName")), ("failures", .array(list)),
        ]
        return JSONValue.object(members + (member.map { [$0] } ?? [])).written()
    }
}
