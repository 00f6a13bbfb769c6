import PlayerCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks made on a local path before FFmpeg sees it, so the common mistakes get plain words,
/// and the file reading used for sidecars.
public enum LocalFile {
    /// Throws when `path` is missing, a directory, empty or unreadable.
    public static func checkReadable(_ path: String) throws(MediaError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw errno == EACCES ? .permissionDenied(path: path) : .noSuchFile(path: path)
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            throw .isDirectory(path: path)
        }
        guard access(path, R_OK) == 0 else {
            throw .permissionDenied(path: path)
        }
        if info.st_mode & S_IFMT == S_IFREG && info.st_size == 0 {
            throw .emptyFile(path: path)
        }
    }

    /// The whole file's bytes.
    public static func bytes(at path: String) throws(MediaError) -> [UInt8] {
        try checkReadable(path)
        guard let file = fopen(path, "rb") else {
            throw .permissionDenied(path: path)
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            bytes.append(contentsOf: chunk[..<count])
            if count < chunk.count {
                break
            }
        }
        if ferror(file) != 0 {
            throw .readFailed(path: path, detail: String(cString: strerror(errno)))
        }
        return bytes
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

    /// The lowercased extension of the file name, without the dot ("srt").
    public static func fileExtension(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
