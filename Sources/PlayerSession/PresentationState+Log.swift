import PlayerCore

extension PresentationState {
    /// What differs from the default, in a few words for the state line: "full screen",
    /// "casting to Living Room TV", "quality 720p", "captions 150% yellow on black 80%".
    var logWords: [String] {
        var words: [String] = []
        if isFullScreen { words.append("full screen") }
        if isPictureInPicture { words.append("picture in picture") }
        if let castDevice { words.append("casting to \(castDevice)") }
        if let airPlayDevice { words.append("AirPlay to \(airPlayDevice)") }
        if case .height(let lines) = quality { words.append("quality \(lines)p") }
        if !captionStyle.isDefault { words.append("captions " + captionStyle.logWords) }
        if !descriptionVoice.isDefault {
            words.append("description voice " + descriptionVoice.logWords)
        }
        return words
    }

    /// The presentation as a JSON object, for a state line that differs from the default.
    var json: JSONValue {
        let quality: JSONValue =
            switch quality {
            case .automatic: .string("auto")
            case .height(let lines): .integer(Int64(lines))
            }
        return .object([
            ("fullScreen", .bool(isFullScreen)), ("pictureInPicture", .bool(isPictureInPicture)),
            ("cast", .string(castDevice)), ("airPlay", .string(airPlayDevice)),
            ("quality", quality), ("captionStyle", captionStyle.json),
            ("descriptionVoice", descriptionVoice.json),
        ])
    }
}

extension StateReport {
    /// The `presentation` field of a state object: present only when the presentation is not
    /// the default, so that the usual state line stays as it was.
    var presentationFields: [(String, JSONValue)] {
        state.presentation.isDefault ? [] : [("presentation", state.presentation.json)]
    }
}
