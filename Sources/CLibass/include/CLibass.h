// libass's API (ass.h), reached through a table of the functions the renderer calls, loaded
// with dlopen at first use: a command that draws no picture does not load libass, FreeType,
// HarfBuzz and fontconfig. The table's fields are named as libass names its functions.
#ifndef ACCESSIBLE_PLAYER_CLIBASS_H
#define ACCESSIBLE_PLAYER_CLIBASS_H

#include <ass/ass.h>

#define CLIBASS_FUNCTIONS(X)                                                                  \
    X(ass_library_version) X(ass_library_init) X(ass_library_done) X(ass_set_message_cb)      \
    X(ass_renderer_init) X(ass_renderer_done) X(ass_set_frame_size) X(ass_set_storage_size)   \
    X(ass_set_fonts) X(ass_read_memory) X(ass_render_frame) X(ass_free_track) X(ass_new_track)  \
    X(ass_process_codec_private) X(ass_process_chunk)

#define CLIBASS_FIELD(name) __typeof__(&name) _Nonnull name;

/// libass's functions.
typedef struct clibass_functions { CLIBASS_FUNCTIONS(CLIBASS_FIELD) } clibass_functions;

/// Loads libass on the first call (from any thread; later calls return the same table); NULL
/// when it or one of its functions cannot be found, and then clibass_load_error says why.
const clibass_functions *_Nullable clibass_load(void);

/// Why clibass_load returned NULL; NULL when it did not.
const char *_Nullable clibass_load_error(void);

/// Where libass's messages go, each formatted into one line: its level (0 fatal to 7 debug)
/// and text, with the `context` given to clibass_set_message_sink.
typedef void (*clibass_message_sink)(int level, const char *_Nonnull line, void *_Nullable context);

/// Sends `library`'s messages to `sink` with `context` (libass hands them over as printf
/// formats). Every library shares one sink: pass the same function each time.
void clibass_set_message_sink(ASS_Library *_Nonnull library, clibass_message_sink _Nonnull sink,
                              void *_Nullable context);

#endif
