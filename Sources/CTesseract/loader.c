#include "CTesseract.h"
#include "CSharedLibrary.h"

#include <dlfcn.h>
#include <pthread.h>

static cshared_library library = {.soname = "libtesseract.so.5"};
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded;
static ctesseract_functions table;
/// libgomp's omp_set_max_active_levels, when libtesseract was built with OpenMP.
static void (*set_max_active_levels)(int);

#define FIND(name) &&cshared_library_find(&library, #name, (void **)&table.name)

static void load(void) {
    loaded = cshared_library_open(&library) CTESSERACT_FUNCTIONS(FIND);
    if (loaded) {
        // dlsym on the handle also searches libtesseract's dependencies, libgomp among them.
        *(void **)&set_max_active_levels = dlsym(library.handle, "omp_set_max_active_levels");
    }
}

const ctesseract_functions *ctesseract_load(void) {
    pthread_once(&once, load);
    return loaded ? &table : NULL;
}

const char *ctesseract_load_error(void) {
    return ctesseract_load() == NULL ? library.failure : NULL;
}

void ctesseract_read_on_this_thread_only(void) {
    if (ctesseract_load() != NULL && set_max_active_levels != NULL) {
        set_max_active_levels(0);
    }
}
