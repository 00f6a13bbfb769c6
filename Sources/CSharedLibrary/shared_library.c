#include "CSharedLibrary.h"

#include <dlfcn.h>
#include <stdio.h>

int cshared_library_open(cshared_library *library) {
    library->handle = dlopen(library->soname, RTLD_NOW | RTLD_LOCAL);
    if (library->handle == NULL) {
        snprintf(library->failure, sizeof library->failure, "%s", dlerror());
    }
    return library->handle != NULL;
}

int cshared_library_find(cshared_library *library, const char *name, void **slot) {
    *slot = dlsym(library->handle, name);
    if (*slot == NULL) {
        snprintf(library->failure, sizeof library->failure, "%s has no %s", library->soname, name);
    }
    return *slot != NULL;
}
