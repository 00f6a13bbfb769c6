import PlayerCore

/// What the `Role` and `Accessibility` descriptors of an AdaptationSet and its Representation
/// say about a track, in one mapping for both elements.
///
/// Schemes are compared without regard to case and a descriptor without a scheme counts as
/// the DASH role scheme (`urn:mpeg:dash:role:2011`), as Media3 and Shaka read them:
/// - `forced-subtitle` or `forced_subtitle` → ``TrackFlags/forced``;
/// - `caption` or `captions` → ``TrackFlags/captions`` and ``TrackFlags/hearingImpaired`` (SDH);
/// - `description`, or `urn:tva:metadata:cs:AudioPurposeCS:2007` value 1 →
///   ``TrackFlags/descriptions`` and ``TrackFlags/visualImpaired``; AudioPurposeCS value 2 →
///   ``TrackFlags/hearingImpaired``;
/// - `main` → ``TrackFlags/default``, and so is a track with no `Role` at all (DASH-IF IOP);
/// - `subtitle`, `commentary`, `dub`, `sign`, `enhanced-audio-intelligibility` and any other
///   role value are kept in ``roles``.
public struct DASHTrackRoles: Hashable, Sendable {
    /// The flags the descriptors imply.
    public var flags: TrackFlags = []
    /// Every role value stated, lowercased, in document order, without repeats.
    public var roles: [String] = []

    static let roleScheme = "urn:mpeg:dash:role:2011"
    static let audioPurposeScheme = "urn:tva:metadata:cs:audiopurposecs:2007"

    /// The roles of `elements` (the AdaptationSet's, then the Representation's descriptors).
    init(_ elements: [DASHElement]) {
        var sawRole = false
        for element in elements {
            let scheme = element.attributes["schemeIdUri"]?.lowercased() ?? Self.roleScheme
            let value = (element.attributes["value"] ?? "").lowercased()
            if element.name == "Role" { sawRole = true }
            switch scheme {
            case Self.roleScheme: take(role: value)
            case Self.audioPurposeScheme where value == "1":
                flags.formUnion([.descriptions, .visualImpaired])
            case Self.audioPurposeScheme where value == "2": flags.insert(.hearingImpaired)
            default: continue
            }
        }
        if !sawRole { flags.insert(.default) }
    }

    private mutating func take(role: String) {
        guard !role.isEmpty else { return }
        if !roles.contains(role) { roles.append(role) }
        switch role {
        case "forced-subtitle", "forced_subtitle": flags.insert(.forced)
        case "caption", "captions": flags.formUnion([.captions, .hearingImpaired])
        case "description": flags.formUnion([.descriptions, .visualImpaired])
        case "main": flags.insert(.default)
        default: break
        }
    }
}
