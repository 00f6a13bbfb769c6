#include "CTesseract.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static const char *const soname = "libtesseract.so.5";
static void *handle;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded;
static char failure[512];
static ctesseract_functions table;

static int find(const char *name, void **slot) {
    *slot = dlsym(handle, name);
    if (*slot == NULL) {
        snprintf(failure, sizeof failure, "%s has no %s", soname, name);
    }
    return *slot != NULL;
}

#define FIND(name) &&find(#name, (void **)&table.name)

static void load(void) {
    // The recogniser runs one Tesseract per worker thread; OpenMP threads inside each would
    // only contend with the other workers for the same cores. libgomp reads the limit when it
    // is loaded (with libtesseract, just below); a limit the user set is kept.
    setenv("OMP_THREAD_LIMIT", "1", 0);
    handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        snprintf(failure, sizeof failure, "%s", dlerror());
        return;
    }
    loaded = 1 CTESSERACT_FUNCTIONS(FIND);
}

const ctesseract_functions *ctesseract_load(void) {
    pthread_once(&once, load);
    return loaded ? &table : NULL;
}

const char *ctesseract_load_error(void) {
    return ctesseract_load() == NULL ? failure : NULL;
}
