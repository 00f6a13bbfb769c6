#include "CTesseract.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

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
