#include "CTesseract.h"
#include "CSharedLibrary.h"

#include <pthread.h>
#include <stdlib.h>

static cshared_library library = {.soname = "libtesseract.so.5"};
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded;
static ctesseract_functions table;

#define FIND(name) &&cshared_library_find(&library, #name, (void **)&table.name)

static void load(void) {
    // The recogniser runs one Tesseract per worker thread; OpenMP threads inside each would
    // only contend with the other workers for the same cores. libgomp reads the limit when it
    // is loaded (with libtesseract, just below); a limit the user set is kept.
    setenv("OMP_THREAD_LIMIT", "1", 0);
    loaded = cshared_library_open(&library) CTESSERACT_FUNCTIONS(FIND);
}

const ctesseract_functions *ctesseract_load(void) {
    pthread_once(&once, load);
    return loaded ? &table : NULL;
}

const char *ctesseract_load_error(void) {
    return ctesseract_load() == NULL ? library.failure : NULL;
}
