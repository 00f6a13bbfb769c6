/// The attributes of one TTML element by resolved name, in the order they were read.
///
/// An element has a handful, so they are kept in a small array searched in order: cheaper than
/// a dictionary, which hashes every name of every element made and every name looked up.
struct TTMLAttributes: ExpressibleByDictionaryLiteral {
    private var entries: [(name: TTMLName, value: String)] = []

    init(dictionaryLiteral elements: (TTMLName, String)...) {
        for (name, value) in elements { self[name] = value }
    }

    /// The value of the attribute `name`; setting one replaces the value already there.
    subscript(name: TTMLName) -> String? {
        get { entries.first { $0.name == name }?.value }
        set {
            let index = entries.firstIndex { $0.name == name }
            switch (index, newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append((name, value))
            case (nil, nil): break
            }
        }
    }

    /// The first attribute, in the order read, that `predicate` accepts.
    func first(where predicate: (_ name: TTMLName, _ value: String) -> Bool)
        -> (name: TTMLName, value: String)?
    {
        entries.first { predicate($0.name, $0.value) }
    }

    /// Whether any attribute's name is one `predicate` accepts.
    func containsName(where predicate: (TTMLName) -> Bool) -> Bool {
        entries.contains { predicate($0.name) }
    }
}
