// Tesseract's C API (capi.h), reached through a table of the functions the recogniser calls,
// loaded with dlopen at first use: a command that recognises no picture does not load
// libtesseract or Leptonica. The table's fields are named as Tesseract names its functions.
#ifndef ACCESSIBLE_PLAYER_CTESSERACT_H
#define ACCESSIBLE_PLAYER_CTESSERACT_H

#include <tesseract/capi.h>

#define CTESSERACT_FUNCTIONS(X)                                                           \
    X(TessVersion) X(TessBaseAPICreate) X(TessBaseAPIDelete) X(TessBaseAPIInit2)          \
    X(TessBaseAPISetVariable) X(TessBaseAPISetPageSegMode) X(TessBaseAPISetImage)         \
    X(TessBaseAPISetSourceResolution) X(TessBaseAPIRecognize) X(TessBaseAPIGetUTF8Text)   \
    X(TessBaseAPIMeanTextConf) X(TessBaseAPIClear) X(TessBaseAPIEnd) X(TessDeleteText)

#define CTESSERACT_FIELD(name) __typeof__(&name) _Nonnull name;

/// libtesseract's functions.
typedef struct ctesseract_functions { CTESSERACT_FUNCTIONS(CTESSERACT_FIELD) } ctesseract_functions;

/// Loads libtesseract on the first call (from any thread; later calls return the same table);
/// NULL when it or one of its functions cannot be found, and then ctesseract_load_error says
/// why.
const ctesseract_functions *_Nullable ctesseract_load(void);

/// Why ctesseract_load returned NULL; NULL when it did not.
const char *_Nullable ctesseract_load_error(void);

/// Makes the Tesseract calls of the calling thread run on it alone: no OpenMP team is formed
/// for its parallel loops (OpenMP's max-active-levels 0, a setting of this thread only).
/// Tesseract's loops split tiny matrices into four threads, whose start and spinning cost
/// more than they save on a subtitle line, and contend with the other workers for the same
/// cores. An environment limit (OMP_THREAD_LIMIT) cannot do it: libgomp reads it once, when
/// it is loaded, and FFmpeg's libraries load it before Tesseract is needed.
void ctesseract_read_on_this_thread_only(void);

#endif
