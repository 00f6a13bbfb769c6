import PlayerCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks made on a local path before FFmpeg sees it, so the common mistakes get plain words,
/// and the file reading used for sidecars.
///
/// Only regular files are read: a FIFO would block forever and a device such as `/dev/zero`
/// never ends, whatever name a link to it has. Files read whole into memory are limited by
/// their ``Kind``, and the limit is named in the error.
public enum LocalFile {
    /// What a file read whole is, which sets how large it may be.
    public enum Kind: Sendable {
        /// A caption file read by our parsers (SubRip, WebVTT, SSA, TTML, SCC, SAMI, EBU STL).
        case caption
        /// An HLS playlist.
        case playlist
        /// One segment of an HLS subtitle rendition.
        case subtitleSegment
        /// A DASH MPD.
        case dashManifest
        /// One segment of a DASH video Representation, read for the captions in its video.
        case videoSegment

        /// The most bytes a file of this kind may have.
        public var byteLimit: Int64 {
            switch self {
            case .caption: 64 << 20
            case .playlist, .subtitleSegment, .dashManifest: 16 << 20
            case .videoSegment: 1 << 30
            }
        }

        /// The kind in words, for the error: "a caption file".
        public var name: String {
            switch self {
            case .caption: "a caption file"
            case .playlist: "an HLS playlist"
            case .subtitleSegment: "an HLS subtitle segment"
            case .dashManifest: "a DASH manifest"
            case .videoSegment: "a DASH video segment"
            }
        }
    }

    /// Throws when `path` is missing, a directory, not a regular file (a FIFO, a device, a
    /// socket, also through a link), empty or unreadable; returns its size.
    @discardableResult
    public static func checkReadable(_ path: String) throws(MediaError) -> Int64 {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw errno == EACCES ? .permissionDenied(path: path) : .noSuchFile(path: path)
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            throw .isDirectory(path: path)
        }
        if let kind = specialFileKind(info.st_mode) {
            throw .notRegularFile(path: path, kind: kind)
        }
        guard access(path, R_OK) == 0 else {
            throw .permissionDenied(path: path)
        }
        if info.st_size == 0 {
            throw .emptyFile(path: path)
        }
        return Int64(info.st_size)
    }

    /// What a file that is not regular is ("a FIFO (named pipe)"); nil for a regular file or
    /// a directory.
    public static func specialFileKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG, S_IFDIR: nil
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    /// The whole file's bytes; a file larger than `kind` allows is refused.
    public static func bytes(at path: String, kind: Kind) throws(MediaError) -> [UInt8] {
        let size = try checkReadable(path)
        guard size <= kind.byteLimit else {
            throw .fileTooLarge(path: path, kind: kind.name, limit: kind.byteLimit)
        }
        guard let file = fopen(path, "rb") else {
            throw .permissionDenied(path: path)
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        // The size stat gives, so that the buffer is not grown (and copied) chunk by chunk.
        bytes.reserveCapacity(Int(size) + 1)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            bytes.append(contentsOf: chunk[..<count])
            if Int64(bytes.count) > kind.byteLimit {
                throw .fileTooLarge(path: path, kind: kind.name, limit: kind.byteLimit)
            }
            if count < chunk.count {
                break
            }
        }
        if ferror(file) != 0 {
            throw .readFailed(path: path, detail: String(cString: strerror(errno)))
        }
        return bytes
    }

    /// Whether `path`, with every symbolic link, `.` and `..` resolved, is inside `directory`
    /// (itself resolved): the one rule for what a file may refer to beside it, used for the
    /// references of a playlist on disk and for the caption files found beside a media file.
    public static func isInside(_ path: String, directory: String) -> Bool {
        guard let resolved = canonicalPath(path) else { return false }
        return resolved.hasPrefix(directory == "/" ? "/" : directory + "/")
    }

    /// `path` with every symbolic link, `.` and `..` resolved; for a file that does not exist
    /// yet, its resolved folder and its name. Nil when not even the folder exists.
    public static func canonicalPath(_ path: String) -> String? {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard name != "..", name != ".",
            let folder = realpath(absoluteDirectory(of: path), nil)
        else { return nil }
        defer { free(folder) }
        return String(cString: folder) + "/" + name
    }

    /// The directory part of `path` made absolute ("/films" for "/films/a.mkv").
    public static func absoluteDirectory(of path: String) -> String {
        var absolute = path
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
            if getcwd(&buffer, buffer.count) != nil {
                absolute = String(nulTerminated: buffer) + "/" + path
            }
        }
        guard let slash = absolute.lastIndex(of: "/") else { return "." }
        return slash == absolute.startIndex ? "/" : String(absolute[..<slash])
    }

    /// `path` made absolute against the working directory, as every command reads a relative
    /// path ("/home/me/pkg/show.mpd" for "pkg/show.mpd"); links are not resolved.
    public static func absolutePath(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        return absoluteDirectory(of: path) + "/" + name
    }

    /// The lowercased extension of the file name, without the dot ("srt").
    public static func fileExtension(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
