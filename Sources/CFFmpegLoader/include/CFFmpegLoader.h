// FFmpeg's libraries opened with dlopen at first use instead of linked, so that a command that
// reads no media (`--help`, a sidecar caption file) does not pay for loading libavformat,
// libavcodec and the hundred-odd codec libraries Debian builds them with.
#ifndef ACCESSIBLE_PLAYER_CFFMPEG_LOADER_H
#define ACCESSIBLE_PLAYER_CFFMPEG_LOADER_H

/// Opens libavutil, libavcodec, libavformat and libswscale (the major versions the headers
/// name) and finds every function the player calls, once per process. Returns NULL when all
/// is there, else why not (the loader's message, or the library lacking a function). Every
/// FFmpeg function the player calls loads them too; the player asks this first where it can
/// report the failure.
const char *cffmpeg_load_error(void);

#endif
