// Counts heap allocations for the benchmarks: this target defines malloc, calloc, realloc,
// posix_memalign and aligned_alloc, each bumping a counter and forwarding to glibc's own
// allocator (exported as __libc_malloc and friends). The definitions take effect for every
// library only when the executable exports them dynamically (player-bench links with
// --export-dynamic). glibc's mallinfo2 cannot serve: it reports bytes in use, not
// allocations, so code that allocated and freed would not show.
#ifndef ACCESSIBLE_PLAYER_CALLOCATIONCOUNTER_H
#define ACCESSIBLE_PLAYER_CALLOCATIONCOUNTER_H

/// Heap allocations the whole process has made through the functions defined here.
long allocation_counter_count(void);

#endif
