#include "CLibass.h"
#include "CSharedLibrary.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static cshared_library library = {.soname = "libass.so.9"};
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded;
static clibass_functions table;

#define FIND(name) &&cshared_library_find(&library, #name, (void **)&table.name)

static void load(void) {
    loaded = cshared_library_open(&library) CLIBASS_FUNCTIONS(FIND);
}

const clibass_functions *clibass_load(void) {
    pthread_once(&once, load);
    return loaded ? &table : NULL;
}

const char *clibass_load_error(void) {
    return clibass_load() == NULL ? library.failure : NULL;
}

/// The one sink every library's messages go to (the renderer passes the same function each
/// time); each library's own context rides in libass's `data`.
static clibass_message_sink _Atomic installed_sink;

static void format_message(int level, const char *format, va_list args, void *data) {
    char line[1024];
    vsnprintf(line, sizeof line, format, args);
    clibass_message_sink sink = installed_sink;
    if (sink != NULL) sink(level, line, data);
}

void clibass_set_message_sink(ASS_Library *library, clibass_message_sink sink, void *context) {
    const clibass_functions *functions = clibass_load();
    if (functions == NULL) return;
    installed_sink = sink;
    functions->ass_set_message_cb(library, format_message, context);
}
