#include "CALSA.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>

static calsa_functions functions;
static const calsa_functions *loaded;
static char failure[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void ignore_error(const char *file, int line, const char *function, int error,
                         const char *format, ...) {
    (void)file; (void)line; (void)function; (void)error; (void)format;
}

static int find(void *library, const char *name, void **slot) {
    *slot = dlsym(library, name);
    if (*slot == NULL) {
        snprintf(failure, sizeof failure, "libasound.so.2 has no %s", name);
        return 0;
    }
    return 1;
}

#define FIND(name) find(library, #name, (void **)&functions.name)

static void load(void) {
    void *library = dlopen("libasound.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(failure, sizeof failure, "%s", dlerror());
        return;
    }
    __typeof__(&snd_lib_error_set_handler) set_handler = NULL;
    if (find(library, "snd_lib_error_set_handler", (void **)&set_handler)
        && FIND(snd_pcm_open) && FIND(snd_pcm_nonblock) && FIND(snd_pcm_set_params)
        && FIND(snd_pcm_writei) && FIND(snd_pcm_recover) && FIND(snd_pcm_drain)
        && FIND(snd_pcm_prepare) && FIND(snd_pcm_drop) && FIND(snd_pcm_close)
        && FIND(snd_strerror)) {
        set_handler(ignore_error);
        loaded = &functions;
    }
}

const calsa_functions *calsa_load(void) {
    pthread_once(&once, load);
    return loaded;
}

const char *calsa_load_error(void) {
    pthread_once(&once, load);
    return loaded == NULL ? failure : NULL;
}
