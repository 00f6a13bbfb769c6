// The espeak-ng C API (the classic speak_lib.h calls and the espeak_ng.h status-returning ones).
#ifndef ACCESSIBLE_PLAYER_CESPEAKNG_SHIM_H
#define ACCESSIBLE_PLAYER_CESPEAKNG_SHIM_H

#include <stdio.h>
#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>

#endif
