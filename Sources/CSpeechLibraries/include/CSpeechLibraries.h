// espeak-ng's C API (the classic speak_lib.h calls and the espeak_ng.h status-returning ones)
// and ALSA PCM playback, each reached through a table of the functions the player calls,
// loaded with dlopen at first use: a command that never speaks does not load them or the
// libraries they need (PulseAudio, libsndfile …). Each table's fields are named as the
// library names its functions.
#ifndef ACCESSIBLE_PLAYER_CSPEECHLIBRARIES_H
#define ACCESSIBLE_PLAYER_CSPEECHLIBRARIES_H

#include <stdio.h>
#include <alsa/asoundlib.h>
#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>

#define CSPEECH_ESPEAK_FUNCTIONS(X)                                                       \
    X(espeak_ng_InitializePath) X(espeak_ng_Initialize) X(espeak_ng_ClearErrorContext)    \
    X(espeak_ng_InitializeOutput) X(espeak_SetSynthCallback) X(espeak_ng_GetSampleRate)   \
    X(espeak_ListVoices) X(espeak_ng_SetVoiceByName) X(espeak_GetCurrentVoice)            \
    X(espeak_ng_Synthesize) X(espeak_ng_GetStatusCodeMessage) X(espeak_ng_SetParameter)

#define CSPEECH_ALSA_FUNCTIONS(X)                                                         \
    X(snd_pcm_open) X(snd_pcm_nonblock) X(snd_pcm_set_params) X(snd_pcm_writei)           \
    X(snd_pcm_recover) X(snd_pcm_drain) X(snd_pcm_prepare) X(snd_pcm_drop)                \
    X(snd_pcm_close) X(snd_strerror)

#define CSPEECH_FIELD(name) __typeof__(&name) _Nonnull name;

/// libespeak-ng's functions.
typedef struct cespeak_functions { CSPEECH_ESPEAK_FUNCTIONS(CSPEECH_FIELD) } cespeak_functions;

/// libasound's functions.
typedef struct calsa_functions { CSPEECH_ALSA_FUNCTIONS(CSPEECH_FIELD) } calsa_functions;

/// Loads libespeak-ng on the first call (from any thread; later calls return the same table);
/// NULL when it or one of its functions cannot be found, and then cespeak_load_error says why.
const cespeak_functions *_Nullable cespeak_load(void);

/// Why cespeak_load returned NULL; NULL when it did not.
const char *_Nullable cespeak_load_error(void);

/// Loads libasound on the first call, as cespeak_load does, and stops it printing its
/// configuration errors to stderr (the caller reports a failure to open the device once,
/// with the error code's own message).
const calsa_functions *_Nullable calsa_load(void);

/// Why calsa_load returned NULL; NULL when it did not.
const char *_Nullable calsa_load_error(void);

#endif
