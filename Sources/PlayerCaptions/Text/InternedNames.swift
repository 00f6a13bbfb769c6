/// The names a caption file repeats from cue to cue (an SSA event's speaker), each kept as one
/// string that every cue naming it shares, instead of a copy per cue.
///
/// Names are matched byte for byte, so two spellings that Unicode counts as equal (a composed
/// and a decomposed "é") stay two names, each as written.
struct InternedNames {
    private var names: [String: String] = [:]

    /// The shared string spelled as `text`.
    mutating func name(_ text: Substring) -> String {
        let name = String(text)
        // Small strings live inside the value and gain nothing from sharing.
        guard name.utf8.count > 15 else { return name }
        if let known = names[name], known.utf8.elementsEqual(name.utf8) { return known }
        names[name] = name
        return name
    }
}
