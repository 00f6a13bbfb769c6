#include "CEspeakNG.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

static cespeak_functions functions;
static const cespeak_functions *loaded;
static char failure[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static int find(void *library, const char *name, void **slot) {
    *slot = dlsym(library, name);
    if (*slot == NULL) {
        snprintf(failure, sizeof failure, "libespeak-ng.so.1 has no %s", name);
        return 0;
    }
    return 1;
}

#define FIND(name) find(library, #name, (void **)&functions.name)

static void load(void) {
    void *library = dlopen("libespeak-ng.so.1", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(failure, sizeof failure, "%s", dlerror());
        return;
    }
    if (FIND(espeak_ng_InitializePath) && FIND(espeak_ng_Initialize)
        && FIND(espeak_ng_ClearErrorContext) && FIND(espeak_ng_InitializeOutput)
        && FIND(espeak_SetSynthCallback) && FIND(espeak_ng_GetSampleRate)
        && FIND(espeak_ListVoices) && FIND(espeak_ng_SetVoiceByName)
        && FIND(espeak_GetCurrentVoice) && FIND(espeak_ng_Synthesize)
        && FIND(espeak_ng_GetStatusCodeMessage)) {
        loaded = &functions;
    }
}

const cespeak_functions *cespeak_load(void) {
    pthread_once(&once, load);
    return loaded;
}

const char *cespeak_load_error(void) {
    pthread_once(&once, load);
    return loaded == NULL ? failure : NULL;
}
