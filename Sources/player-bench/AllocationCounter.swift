// Counts heap allocations by defining malloc, calloc, realloc, posix_memalign and
// aligned_alloc in this executable, each bumping a counter and forwarding to glibc's own
// allocator (exported as __libc_malloc and friends). The definitions only take effect when the
// executable exports them dynamically (Package.swift links player-bench with --export-dynamic);
// `AllocationCounter.isActive` checks that they did. glibc's mallinfo2 cannot serve here: it is
// not visible through `import Glibc`, and it reports bytes in use, not allocations, so a tick
// that allocated and freed would not show.
import Synchronization

/// Heap allocations made by the whole process since it started, while interposition works.
let allocationCount = Atomic<Int>(0)

@_silgen_name("__libc_malloc")
private func libcMalloc(_ size: Int) -> UnsafeMutableRawPointer?

@_silgen_name("__libc_calloc")
private func libcCalloc(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer?

@_silgen_name("__libc_realloc")
private func libcRealloc(_ pointer: UnsafeMutableRawPointer?, _ size: Int)
    -> UnsafeMutableRawPointer?

@_silgen_name("__libc_memalign")
private func libcMemalign(_ alignment: Int, _ size: Int) -> UnsafeMutableRawPointer?

/// malloc, counted.
@_cdecl("malloc")
public func countingMalloc(_ size: Int) -> UnsafeMutableRawPointer? {
    allocationCount.add(1, ordering: .relaxed)
    return libcMalloc(size)
}

/// calloc, counted.
@_cdecl("calloc")
public func countingCalloc(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer? {
    allocationCount.add(1, ordering: .relaxed)
    return libcCalloc(count, size)
}

/// realloc, counted.
@_cdecl("realloc")
public func countingRealloc(_ pointer: UnsafeMutableRawPointer?, _ size: Int)
    -> UnsafeMutableRawPointer?
{
    allocationCount.add(1, ordering: .relaxed)
    return libcRealloc(pointer, size)
}

/// posix_memalign, counted (Swift uses it for over-aligned allocations).
@_cdecl("posix_memalign")
public func countingPosixMemalign(
    _ result: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ alignment: Int, _ size: Int
) -> Int32 {
    allocationCount.add(1, ordering: .relaxed)
    guard let pointer = libcMemalign(alignment, size) else { return 12 }  // ENOMEM
    result.pointee = pointer
    return 0
}

/// aligned_alloc, counted.
@_cdecl("aligned_alloc")
public func countingAlignedAlloc(_ alignment: Int, _ size: Int) -> UnsafeMutableRawPointer? {
    allocationCount.add(1, ordering: .relaxed)
    return libcMemalign(alignment, size)
}

/// Reads the allocation counter around a piece of code.
enum AllocationCounter {
    /// Allocations so far.
    static var current: Int {
        allocationCount.load(ordering: .relaxed)
    }

    /// Whether the counter sees allocations (the interposed functions are in use).
    static var isActive: Bool {
        let before = current
        let probe = [Int](repeating: before, count: 64)
        return current > before && probe.count == 64
    }
}
