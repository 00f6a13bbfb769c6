import CLibFuzzer

#if canImport(Glibc)
    import Glibc
#endif

/// Hands the process to libFuzzer, which calls `test` with each input (its bytes and their
/// count) and reads its options from the command line; exits with libFuzzer's status. `test`
/// returns 0.
///
/// The executable's own entry point calls this rather than leaving `main` to libFuzzer:
/// SwiftPM names every executable's `main` after its module.
public func runLibFuzzer(
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, test))
}

/// The input libFuzzer passes, as an array (empty for a null pointer).
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}
