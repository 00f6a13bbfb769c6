// ALSA PCM playback, reached through a table of functions loaded with dlopen at first use: a
// command that never speaks aloud does not load libasound.
#ifndef ACCESSIBLE_PLAYER_CALSA_H
#define ACCESSIBLE_PLAYER_CALSA_H

#include <alsa/asoundlib.h>

/// The ALSA functions the player calls, each named as the library names it.
typedef struct calsa_functions {
    __typeof__(&snd_pcm_open) _Nonnull snd_pcm_open;
    __typeof__(&snd_pcm_nonblock) _Nonnull snd_pcm_nonblock;
    __typeof__(&snd_pcm_set_params) _Nonnull snd_pcm_set_params;
    __typeof__(&snd_pcm_writei) _Nonnull snd_pcm_writei;
    __typeof__(&snd_pcm_recover) _Nonnull snd_pcm_recover;
    __typeof__(&snd_pcm_drain) _Nonnull snd_pcm_drain;
    __typeof__(&snd_pcm_prepare) _Nonnull snd_pcm_prepare;
    __typeof__(&snd_pcm_drop) _Nonnull snd_pcm_drop;
    __typeof__(&snd_pcm_close) _Nonnull snd_pcm_close;
    __typeof__(&snd_strerror) _Nonnull snd_strerror;
} calsa_functions;

/// Loads libasound on the first call (from any thread; later calls return the same table) and
/// stops it printing its configuration errors to stderr (the caller reports a failure to open
/// the device once, with the error code's own message); NULL when it or one of its functions
/// cannot be found, and then calsa_load_error says why.
const calsa_functions *_Nullable calsa_load(void);

/// Why calsa_load returned NULL; NULL when it did not.
const char *_Nullable calsa_load_error(void);

#endif
