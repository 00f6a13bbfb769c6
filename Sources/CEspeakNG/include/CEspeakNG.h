// espeak-ng's C API (the classic speak_lib.h calls and the espeak_ng.h status-returning ones),
// reached through a table of functions loaded with dlopen at first use: a command that never
// speaks does not load espeak-ng or the libraries it needs (PulseAudio, libsndfile …).
#ifndef ACCESSIBLE_PLAYER_CESPEAKNG_H
#define ACCESSIBLE_PLAYER_CESPEAKNG_H

#include <stdio.h>
#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>

/// The espeak-ng functions the player calls, each named as the library names it.
typedef struct cespeak_functions {
    __typeof__(&espeak_ng_InitializePath) _Nonnull espeak_ng_InitializePath;
    __typeof__(&espeak_ng_Initialize) _Nonnull espeak_ng_Initialize;
    __typeof__(&espeak_ng_ClearErrorContext) _Nonnull espeak_ng_ClearErrorContext;
    __typeof__(&espeak_ng_InitializeOutput) _Nonnull espeak_ng_InitializeOutput;
    __typeof__(&espeak_SetSynthCallback) _Nonnull espeak_SetSynthCallback;
    __typeof__(&espeak_ng_GetSampleRate) _Nonnull espeak_ng_GetSampleRate;
    __typeof__(&espeak_ListVoices) _Nonnull espeak_ListVoices;
    __typeof__(&espeak_ng_SetVoiceByName) _Nonnull espeak_ng_SetVoiceByName;
    __typeof__(&espeak_GetCurrentVoice) _Nonnull espeak_GetCurrentVoice;
    __typeof__(&espeak_ng_Synthesize) _Nonnull espeak_ng_Synthesize;
    __typeof__(&espeak_ng_GetStatusCodeMessage) _Nonnull espeak_ng_GetStatusCodeMessage;
} cespeak_functions;

/// Loads libespeak-ng on the first call (from any thread; later calls return the same table);
/// NULL when it or one of its functions cannot be found, and then cespeak_load_error says why.
const cespeak_functions *_Nullable cespeak_load(void);

/// Why cespeak_load returned NULL; NULL when it did not.
const char *_Nullable cespeak_load_error(void);

#endif
