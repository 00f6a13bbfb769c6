#include "CSpeechLibraries.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>

/// One library loaded at first use: its handle, or why it could not be loaded.
typedef struct library {
    const char *soname;
    void *handle;
    pthread_once_t once;
    int loaded;
    char failure[512];
} library;

static library espeak = {"libespeak-ng.so.1", NULL, PTHREAD_ONCE_INIT, 0, ""};
static library alsa = {"libasound.so.2", NULL, PTHREAD_ONCE_INIT, 0, ""};
static cespeak_functions espeak_table;
static calsa_functions alsa_table;

static int open_library(library *library) {
    library->handle = dlopen(library->soname, RTLD_NOW | RTLD_LOCAL);
    if (library->handle == NULL) {
        snprintf(library->failure, sizeof library->failure, "%s", dlerror());
    }
    return library->handle != NULL;
}

static int find(library *library, const char *name, void **slot) {
    *slot = dlsym(library->handle, name);
    if (*slot == NULL) {
        snprintf(library->failure, sizeof library->failure, "%s has no %s", library->soname, name);
    }
    return *slot != NULL;
}

#define FIND_ESPEAK(name) &&find(&espeak, #name, (void **)&espeak_table.name)
#define FIND_ALSA(name) &&find(&alsa, #name, (void **)&alsa_table.name)

static void ignore_error(const char *file, int line, const char *function, int error,
                         const char *format, ...) {
    (void)file; (void)line; (void)function; (void)error; (void)format;
}

static void load_espeak(void) {
    espeak.loaded = open_library(&espeak) CSPEECH_ESPEAK_FUNCTIONS(FIND_ESPEAK);
}

static void load_alsa(void) {
    __typeof__(&snd_lib_error_set_handler) set_handler = NULL;
    alsa.loaded = open_library(&alsa)
        && find(&alsa, "snd_lib_error_set_handler", (void **)&set_handler)
        CSPEECH_ALSA_FUNCTIONS(FIND_ALSA);
    if (alsa.loaded) {
        set_handler(ignore_error);
    }
}

const cespeak_functions *cespeak_load(void) {
    pthread_once(&espeak.once, load_espeak);
    return espeak.loaded ? &espeak_table : NULL;
}

const char *cespeak_load_error(void) {
    return cespeak_load() == NULL ? espeak.failure : NULL;
}

const calsa_functions *calsa_load(void) {
    pthread_once(&alsa.once, load_alsa);
    return alsa.loaded ? &alsa_table : NULL;
}

const char *calsa_load_error(void) {
    return calsa_load() == NULL ? alsa.failure : NULL;
}
