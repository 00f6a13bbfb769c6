import Glibc

/// CPU time (user and system) in seconds, from getrusage: this process's threads, or the
/// child processes it waited for.
enum ProcessorTime {
    /// The CPU time of every thread of this process so far.
    static func ownThreads() -> Double { seconds(RUSAGE_SELF) }

    /// The CPU time of the children waited for so far.
    static func children() -> Double { seconds(RUSAGE_CHILDREN) }

    /// The CPU time of the calling thread so far, in nanoseconds: what a loop costs whatever
    /// else the machine runs meanwhile (time the thread waits preempted is not in it).
    static func currentThreadNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// The user and system time `usage` states (as `wait4` gives it for one child).
    static func seconds(of usage: rusage) -> Double {
        [usage.ru_utime, usage.ru_stime].reduce(0) {
            $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6
        }
    }

    private static func seconds(_ who: __rusage_who) -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(who.rawValue), &usage)
        return seconds(of: usage)
    }
}
