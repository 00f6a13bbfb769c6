import PlayerAccessibility
import PlayerCore

/// How `controls --check` reports the skin's images without a text alternative (WCAG 1.1.1
/// Non-text Content): those with neither a label nor `"decorative": true`. Said only for a skin
/// that has images.
enum NonTextContentReport {
    /// A heading line with the count, then one line per image.
    static func text(_ images: [ElementID]) -> String {
        let heading =
            "Non-text Content (WCAG 1.1.1): "
            + (images.isEmpty
                ? "no failures" : images.count == 1 ? "1 failure" : "\(images.count) failures")
        return
            ([heading]
            + images.map {
                "[\($0.identifier)] an image with neither a label nor \"decorative\": true"
            }).joined(separator: "\n")
    }

    /// The `nonTextContent` member of `--check --json`: the failing images' ids.
    static func jsonMember(_ images: [ElementID]) -> (String, JSONValue) {
        ("nonTextContent", .array(images.map { .string($0.identifier) }))
    }
}
