#ifndef CSHARED_LIBRARY_H
#define CSHARED_LIBRARY_H

/// A system library opened on first use with dlopen and its functions found with dlsym,
/// keeping the first failure's words for the caller to report. The loaders of CLibass and
/// CTesseract each hold one and open it once (under their own pthread_once).
typedef struct {
    /// The library's file name ("libass.so.9").
    const char *soname;
    /// dlopen's handle; NULL until opened, or when opening failed.
    void *handle;
    /// Why opening or finding failed; empty while nothing has.
    char failure[512];
} cshared_library;

/// Opens `library->soname`; 1 on success, 0 with `library->failure` set.
int cshared_library_open(cshared_library *library);

/// Finds `name` in the opened library into `*slot`; 1 when found, 0 with `library->failure`
/// naming the library and the function.
int cshared_library_find(cshared_library *library, const char *name, void **slot);

#endif
