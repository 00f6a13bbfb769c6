import PlayerAccessibility
import PlayerCore
import PlayerEngine

/// A property the IPC reads and sets by name: mpv's own names where mpv has the property,
/// and the player's accessibility under the `ap-` prefix.
///
/// Values follow mpv's types: flags are JSON booleans, times and positions seconds, `volume`
/// on mpv's 0–100 scale (the player's level is 0–1: 100 is full level, and unlike mpv nothing
/// goes above 100), `sid` and `aid` mpv's track numbers (1, 2, … within each type, as in
/// `track-list`), or `false` for none.
public enum IPCProperty: String, CaseIterable, Sendable {
    /// Whether time stands still (paused, not started, or ended). Settable.
    case pause
    /// The media position in seconds. Setting it seeks.
    case timePos = "time-pos"
    /// The same as `time-pos`.
    case playbackTime = "playback-time"
    /// The program's length in seconds; unavailable for live media.
    case duration
    /// The position as a percentage of the length, 0–100. Setting it seeks.
    case percentPos = "percent-pos"
    /// Seconds left to the end; unavailable for live media.
    case timeRemaining = "time-remaining"
    /// Whether the sound is muted. Settable.
    case mute
    /// The output level on mpv's scale, 0–100 (the player's 0–1 times 100). Settable.
    case volume
    /// The highest `volume`: 100.
    case volumeMax = "volume-max"
    /// The playback rate. Settable from 0.01 to 100 as mpv's: 1 is normal speed, the
    /// slow-motion rate turns slow motion on, any other rate plays at that speed.
    case speed
    /// The caption track shown, by mpv's subtitle number, or `false`. Settable.
    case sid
    /// The audio track, by mpv's audio number. Settable.
    case aid
    /// mpv's number of the second caption track on screen, beside `sid`'s; `false` for none.
    case secondarySid = "secondary-sid"
    /// Every track, as mpv lists them (`id`, `type`, `title`, `lang`, flags, `codec` …).
    case trackList = "track-list"
    /// The captions on screen, lines joined with "\n"; unavailable with none displayed.
    case subText = "sub-text"
    /// The second caption track's captions on screen, lines joined by `\n`; unavailable
    /// without one.
    case secondarySubText = "secondary-sub-text"
    /// When the caption on screen started, in seconds; unavailable with none on screen.
    case subStart = "sub-start"
    /// When the caption on screen ends, in seconds; unavailable with none on screen.
    case subEnd = "sub-end"
    /// Whether the chosen captions are shown; false hides them and keeps the choice. Settable.
    case subVisibility = "sub-visibility"
    /// How many seconds later than their times the captions show (negative: earlier); the
    /// settings panel says it. Settable.
    case subDelay = "sub-delay"
    /// The track-list entries of the tracks in use, under `video`, `audio` and `sub`
    /// (`current-tracks/sub` is unavailable with no captions shown).
    case currentTracks = "current-tracks"
    /// The chapters, as mpv lists them: `{title, time}` each, in order.
    case chapterList = "chapter-list"
    /// How many chapters there are.
    case chapters
    /// The files to play, as mpv lists them: `{filename, current, playing, id}` each.
    case playlist
    /// How many files the playlist holds.
    case playlistCount = "playlist-count"
    /// The playlist entry playing, from 0; -1 when idle. Setting it plays that entry.
    case playlistPos = "playlist-pos"
    /// Whether playback of the current file was stopped (idle after `stop`).
    case playbackAbort = "playback-abort"
    /// Whether playback reached the end.
    case eofReached = "eof-reached"
    /// Whether a seek is under way (never, once a request has been answered).
    case seeking
    /// Whether the player idles without a file (after `stop`).
    case idleActive = "idle-active"
    /// Whether time stands still (the same as `pause` here: nothing buffers).
    case coreIdle = "core-idle"
    /// The file's name without its folders; `filename/no-ext` drops the extension.
    case filename
    /// The path or URL as given.
    case path
    /// The program's title, else the file name.
    case mediaTitle = "media-title"
    /// The container format's name.
    case fileFormat = "file-format"
    /// The name of every property.
    case propertyList = "property-list"
    /// Every command with its arguments, as mpv lists them.
    case commandList = "command-list"
    /// The player's name and version, where mpv says its own ("accessible-player 0.10.0").
    case mpvVersion = "mpv-version"
    /// Whether the source can seek (false for a live stream).
    case seekable
    /// mpv's number of the video track shown (1), or `false` without video.
    case vid
    /// The chapter playing, from 0 (-1 before the first); unavailable without chapters.
    /// Setting it seeks to that chapter's start.
    case chapter
    /// The container's metadata tags, as the file states them (`{"TITLE": …, "DATE": …}`).
    case metadata
    /// The file's size in bytes; unavailable for a URL.
    case fileSize = "file-size"
    /// The video's width in pixels; unavailable without video.
    case width
    /// The video's height in pixels; unavailable without video.
    case height
    /// The video's size, display size and aspect (`{w, h, dw, dh, aspect, par}`).
    case videoParams = "video-params"
    /// The audio's rate and channels (`{samplerate, channel-count, channels, hr-channels}`).
    case audioParams = "audio-params"
    /// The video's frame rate as the container states it.
    case containerFps = "container-fps"
    /// The video codec with its description ("h264 (H.264 / AVC …)").
    case videoCodec = "video-codec"
    /// The audio codec's short name ("aac").
    case audioCodecName = "audio-codec-name"
    /// The number of the video frame at the position (position × frame rate).
    case estimatedFrameNumber = "estimated-frame-number"
    /// How often the file plays again at its end: `false`, a count, or "inf". Settable.
    case loopFile = "loop-file"
    /// Whether the player stays open at the end: always true here.
    case keepOpen = "keep-open"
    /// Seconds of media readable ahead of the position (a local file: the rest of it).
    case demuxerCacheDuration = "demuxer-cache-duration"
    /// What is readable ahead, as mpv's `demuxer-cache-state` describes its cache.
    case demuxerCacheState = "demuxer-cache-state"
    /// Whether playback waits for the cache: never here.
    case pausedForCache = "paused-for-cache"
    /// The on-screen display's size and margins: all zero, as mpv's with no window.
    case osdDimensions = "osd-dimensions"
    /// The caption line's place on screen, 0–150 (100: bottom). Settable, kept.
    case subPos = "sub-pos"
    /// The captions' text scale, 0–100 (1: normal). Settable, kept.
    case subScale = "sub-scale"
    /// The caption text's colour and opacity, mpv's `#AARRGGBB` (the viewer's caption style).
    case subColor = "sub-color"
    /// The caption background box's colour and opacity.
    case subBackColor = "sub-back-color"
    /// The caption font: one of the FCC's eight (``PlayerCore/CaptionFont``) by name.
    case subFont = "sub-font"
    /// The caption text height in mpv's scaled pixels (55 is 100 %).
    case subFontSize = "sub-font-size"
    /// The outline's colour (kept; the uniform edge is drawn dark).
    case subBorderColor = "sub-border-color"
    /// The outline's width: above 0 draws the uniform edge.
    case subBorderSize = "sub-border-size"
    /// The drop shadow's colour (kept; the shadow is drawn dark).
    case subShadowColor = "sub-shadow-color"
    /// The drop shadow's offset: above 0 draws the drop shadow edge.
    case subShadowOffset = "sub-shadow-offset"
    /// The folder the player runs in (where `screenshot` writes).
    case workingDirectory = "working-directory"
    /// Seconds the audio plays later (negative: earlier). Settable, kept.
    case audioDelay = "audio-delay"
    /// Whether the window fills the screen: a headless player keeps the flag. Settable.
    case fullscreen
    /// The start of the A-B loop in seconds, or "no". Settable.
    case abLoopA = "ab-loop-a"
    /// The end of the A-B loop in seconds, or "no"; reaching it seeks to `ab-loop-a`.
    /// Settable.
    case abLoopB = "ab-loop-b"
    /// How `screenshot` names its files (mpv's `%n`, `%f`, `%F`, `%p`, `%P`, `%%`). Settable.
    case screenshotTemplate = "screenshot-template"
    /// The picture format of `screenshot`: "png" (the one the player writes).
    case screenshotFormat = "screenshot-format"
    /// The folder `screenshot` writes to; "" for the working directory. Settable.
    case screenshotDirectory = "screenshot-directory"
    /// The element under the screen-reader cursor (`{id, label, value, traits, hint,
    /// utterance}`), or null.
    case focused = "ap-focused"
    /// Every element, hidden ones included (each with `hidden`), in reading order.
    case elements = "ap-elements"
    /// The last thing the screen reader said (a focus utterance or an announcement), or null.
    case utterance = "ap-utterance"
    /// The open panel ("closedCaptions", "audio", "playbackSpeed", "settings") or null.
    /// Settable (null closes it).
    case panel = "ap-panel"
    /// Whether the controls are locked. Settable.
    case locked = "ap-locked"
    /// Whether the controls are on screen. Settable to true (they hide by themselves).
    case controlsShown = "ap-controls-shown"
    /// The newest available time of a live source in seconds, or null.
    case liveEdge = "ap-live-edge"
    /// The state in the log's words ("playing, captions 2, audio 1").
    case state = "ap-state"
    /// The text description track spoken, by mpv's subtitle number (numbered among the
    /// subtitle tracks as `sid` is), or `false`. Settable: only a text description track;
    /// each cue then comes as an `ap-log` event of kind `describe` at its start.
    case descriptions = "ap-descriptions"

    /// How `set`, `add`, `multiply` and `cycle` read and change the value.
    var kind: IPCValueKind {
        switch self {
        case .pause, .mute, .locked, .controlsShown, .subVisibility: .flag
        case .timePos, .playbackTime, .subDelay: .number(-Double.infinity...Double.infinity)
        case .percentPos: .number(0...100)
        case .playlistPos: .number(0...Double(Int32.max))
        case .volume: .number(0...100)
        case .speed: .number(0.01...100)
        case .subPos: .number(0...150)
        case .subScale: .number(0...100)
        case .subColor, .subBackColor, .subBorderColor, .subShadowColor: .color
        case .subFont: .text
        case .subFontSize: .number(1...9000)
        case .subBorderSize, .subShadowOffset: .number(0...Double.infinity)
        case .audioDelay: .number(-Double.infinity...Double.infinity)
        case .fullscreen: .flag
        case .chapter: .number(-1...Double(Int32.max))
        case .loopFile: .loopCount
        case .keepOpen: .keepOpen
        case .abLoopA, .abLoopB: .timeOrNo
        case .screenshotTemplate, .screenshotDirectory: .text
        case .sid, .secondarySid, .descriptions: .track(.legible)
        case .aid: .track(.audio)
        case .panel: .panel
        default: .readOnly
        }
    }
}

/// What kind of value a property takes when set.
enum IPCValueKind {
    /// A boolean (or "yes" / "no").
    case flag
    /// A number in this range (or a string of one).
    case number(ClosedRange<Double>)
    /// A track of this kind by mpv's number, or false / "no".
    case track(TrackKind)
    /// A panel name, or null to close it.
    case panel
    /// mpv's `loop-file`: "inf", "no"/false, or a count (JSON integer or string).
    case loopCount
    /// mpv's `keep-open`: "yes"/true, "no"/false, or "always".
    case keepOpen
    /// Seconds (a number or mpv's time string), or "no".
    case timeOrNo
    /// Any text.
    case text
    /// mpv's colour: `#RRGGBB`, `#AARRGGBB` or `r/g/b/a` fractions, read as `#AARRGGBB`.
    case color
    /// Not settable.
    case readOnly

    /// `value` read as this kind, as mpv's options read a JSON value or a string
    /// (`m_option_set_node_or_string`): a string that does not parse or a number out of range
    /// is "unsupported format for accessing property", a JSON value of the wrong type "error
    /// accessing property".
    func read(_ value: JSONValue) -> Result<JSONValue, IPCFailure> {
        switch (self, value) {
        case (.readOnly, _):
            return .failure(IPCFailure(.propertyError))
        case (.flag, .bool): return .success(value)
        case (.flag, .string(let text)):
            guard text == "yes" || text == "no" else {
                return .failure(IPCFailure(.propertyFormat))
            }
            return .success(.bool(text == "yes"))
        case (.number(let range), _):
            let number: Double?
            switch value {
            case .integer(let whole): number = Double(whole)
            case .number(let real): number = real
            case .string(let text): number = Double(text)
            default: return .failure(IPCFailure(.propertyError))
            }
            guard let number, number.isFinite, range.contains(number) else {
                return .failure(IPCFailure(.propertyFormat))
            }
            return .success(.number(number))
        case (.track, .integer(let number)): return .success(.integer(number))
        case (.track(let kind), .bool(false)) where kind == .legible: return .success(.bool(false))
        case (.track(let kind), .string(let text)):
            if text == "no", kind == .legible { return .success(.bool(false)) }
            guard let number = Int64(text) else { return .failure(IPCFailure(.propertyFormat)) }
            return .success(.integer(number))
        case (.panel, .null): return .success(value)
        case (.panel, .string(let text)):
            guard text == "no" || Panel(rawValue: text) != nil else {
                return .failure(IPCFailure(.propertyFormat))
            }
            return .success(text == "no" ? .null : value)
        case (.loopCount, .bool(false)): return .success(.bool(false))
        case (.loopCount, .bool(true)): return .success(.string("inf"))
        case (.loopCount, .integer(let count)):
            guard count >= 0 else { return .failure(IPCFailure(.propertyFormat)) }
            return .success(count == 0 ? .bool(false) : .integer(count))
        case (.loopCount, .string(let text)):
            if text == "inf" || text == "yes" { return .success(.string("inf")) }
            if text == "no" { return .success(.bool(false)) }
            guard let count = Int64(text), count >= 0 else {
                return .failure(IPCFailure(.propertyFormat))
            }
            return .success(count == 0 ? .bool(false) : .integer(count))
        case (.keepOpen, .bool): return .success(value)
        case (.keepOpen, .string(let text)):
            switch text {
            case "yes", "no": return .success(.bool(text == "yes"))
            case "always": return .success(value)
            default: return .failure(IPCFailure(.propertyFormat))
            }
        case (.timeOrNo, .string("no")): return .success(.string("no"))
        case (.timeOrNo, .string(let text)):
            guard let seconds = IPCArgumentType.seconds(inTime: text) else {
                return .failure(IPCFailure(.propertyFormat))
            }
            return .success(.number(seconds))
        case (.timeOrNo, .integer(let whole)): return .success(.number(Double(whole)))
        case (.timeOrNo, .number): return .success(value)
        case (.text, .string): return .success(value)
        case (.color, .string(let text)):
            guard let color = MpvColor(text) else { return .failure(IPCFailure(.propertyFormat)) }
            return .success(.string(color.text))
        case (.flag, _), (.track, _), (.panel, _), (.loopCount, _), (.keepOpen, _), (.timeOrNo, _),
            (.text, _), (.color, _):
            return .failure(IPCFailure(.propertyError))
        }
    }
}
