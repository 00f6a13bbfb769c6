import Glibc

/// The stop signals (``IPCServer/stopSignals``) turned into bytes on a pipe that the server's
/// `poll` watches, so that a signal wakes a server asleep with nothing to do.
///
/// While the signals are blocked in every thread, the server's thread unblocks them with a
/// handler that writes the signal's number to the pipe (`write` is safe in a handler); the
/// loop then reads it and ends the session. When they were not blocked (a process that did
/// not call ``IPCServer/blockStopSignals()``), they keep their usual meaning and nothing is
/// taken over.
struct StopSignalWake {
    /// The pipe's read end, for `poll`.
    let descriptor: Int32

    /// Takes the stop signals on this thread, or nil when they were not blocked here.
    static func takeStopSignals() -> StopSignalWake? {
        var current = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &current)
        guard IPCServer.stopSignals.allSatisfy({ sigismember(&current, $0) == 1 }),
            signalPipe.write >= 0
        else { return nil }
        for stopSignal in IPCServer.stopSignals {
            signal(stopSignal) { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = Glibc.write(signalPipe.write, &byte, 1)
            }
        }
        var mask = IPCServer.stopSignalSet
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
        return StopSignalWake(descriptor: signalPipe.read)
    }

    /// The stop signal that came, if one did.
    func pending() -> Int32? {
        var byte: UInt8 = 0
        return Glibc.read(descriptor, &byte, 1) == 1 ? Int32(byte) : nil
    }

    /// Blocks the signals on this thread again, their handlers left writing to the pipe (read
    /// by the next server, if one runs).
    func release() {
        var mask = IPCServer.stopSignalSet
        pthread_sigmask(SIG_BLOCK, &mask, nil)
    }
}

/// The pipe the stop-signal handler writes to, made once, before any handler is installed
/// (so the handler never runs its initialisation).
private let signalPipe = IPCServer.nonBlockingPipe()
