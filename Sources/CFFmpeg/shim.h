// Static inline wrappers for the FFmpeg macros and varargs Swift cannot import.
#ifndef ACCESSIBLE_PLAYER_CFFMPEG_SHIM_H
#define ACCESSIBLE_PLAYER_CFFMPEG_SHIM_H

#include <libavformat/avformat.h>
#include <libavformat/avio.h>
#include <libavcodec/avcodec.h>
#include <libavutil/avutil.h>
#include <libavutil/dict.h>
#include <libavutil/error.h>
#include <libavutil/mathematics.h>
#include <libavutil/mem.h>
#include <libavutil/log.h>
#include <libavutil/frame.h>
#include <libavutil/pixfmt.h>
#include <libswscale/swscale.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static inline int cffmpeg_averror(int posix_error) { return AVERROR(posix_error); }
static inline int cffmpeg_averror_eof(void) { return AVERROR_EOF; }
static inline int cffmpeg_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int cffmpeg_averror_invaliddata(void) { return AVERROR_INVALIDDATA; }
static inline int cffmpeg_averror_exit(void) { return AVERROR_EXIT; }
static inline int cffmpeg_averror_protocol_not_found(void) { return AVERROR_PROTOCOL_NOT_FOUND; }
static inline int cffmpeg_averror_decoder_not_found(void) { return AVERROR_DECODER_NOT_FOUND; }
static inline int64_t cffmpeg_nopts_value(void) { return AV_NOPTS_VALUE; }
static inline int cffmpeg_time_base(void) { return AV_TIME_BASE; }
static inline AVRational cffmpeg_time_base_q(void) { return AV_TIME_BASE_Q; }
static inline int cffmpeg_error_max_string_size(void) { return AV_ERROR_MAX_STRING_SIZE; }
static inline int cffmpeg_libavformat_version_major(void) { return LIBAVFORMAT_VERSION_MAJOR; }

/// Silences FFmpeg's own logging so that only the library's errors reach the user.
static inline void cffmpeg_quiet_logging(void) { av_log_set_level(AV_LOG_QUIET); }

static inline int cffmpeg_sub_charenc_mode_ignore(void) { return FF_SUB_CHARENC_MODE_IGNORE; }

/// The newest error-level message FFmpeg logged on this thread (empty when none since the last
/// reset). Thread-local because each media source is confined to one thread.
static inline char *cffmpeg_last_error_buffer(void) {
    static _Thread_local char buffer[512];
    return buffer;
}

static inline void cffmpeg_capture_log_line(void *context, int level, const char *format, va_list args) {
    (void)context;
    if (level > AV_LOG_ERROR) return;
    char *buffer = cffmpeg_last_error_buffer();
    vsnprintf(buffer, 512, format, args);
    size_t length = strlen(buffer);
    while (length > 0 && (buffer[length - 1] == '\n' || buffer[length - 1] == ' '))
        buffer[--length] = 0;
}

/// Routes FFmpeg's log into the per-thread message buffer instead of stderr.
static inline void cffmpeg_capture_logging(void) { av_log_set_callback(cffmpeg_capture_log_line); }

/// The captured message, and emptying it before an operation whose messages matter.
static inline const char *cffmpeg_last_error(void) { return cffmpeg_last_error_buffer(); }
static inline void cffmpeg_reset_last_error(void) { cffmpeg_last_error_buffer()[0] = 0; }

#endif
