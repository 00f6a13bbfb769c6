// ALSA PCM playback, plus a wrapper for the varargs error hook Swift cannot define.
#ifndef ACCESSIBLE_PLAYER_CALSA_SHIM_H
#define ACCESSIBLE_PLAYER_CALSA_SHIM_H

#include <alsa/asoundlib.h>
#include <stdarg.h>

static inline void calsa_ignore_error(const char *file, int line, const char *function, int error,
                                      const char *format, ...) {
    (void)file; (void)line; (void)function; (void)error; (void)format;
}

/// Stops ALSA from printing its configuration errors to stderr: the caller reports a failure
/// to open the device once, with the error code's own message.
static inline void calsa_silence_errors(void) { snd_lib_error_set_handler(calsa_ignore_error); }

#endif
