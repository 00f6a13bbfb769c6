// The FFmpeg functions the player calls, each defined here as a call through a table filled by
// dlopen/dlsym once per process. The definitions are hidden: they serve only the image they are
// linked into and never interpose on the libraries' own calls between themselves.
#include "CFFmpegLoader.h"

// The C library's headers come first, so that only FFmpeg's declarations are made hidden.
#include <dlfcn.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#pragma GCC visibility push(hidden)
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavformat/avio.h>
#include <libavutil/avutil.h>
#include <libavutil/dict.h>
#include <libavutil/error.h>
#include <libavutil/log.h>
#include <libavutil/macros.h>
#include <libavutil/mathematics.h>
#include <libavutil/mem.h>
#include <libavutil/frame.h>
#include <libswscale/swscale.h>
#pragma GCC visibility pop

// X(library, result type, name, parameters, arguments) for each function with a result;
// V(library, name, parameters, arguments) for each function without one.
#define CFFMPEG_FUNCTIONS(X, V)                                                                   \
    V(UTIL_LIBRARY, av_dict_free, (AVDictionary **m), (m))                                                \
    X(UTIL_LIBRARY, AVDictionaryEntry *, av_dict_get,                                                     \
      (const AVDictionary *m, const char *key, const AVDictionaryEntry *prev, int flags),         \
      (m, key, prev, flags))                                                                      \
    X(UTIL_LIBRARY, int, av_dict_set, (AVDictionary **pm, const char *key, const char *value, int flags), \
      (pm, key, value, flags))                                                                    \
    V(UTIL_LIBRARY, av_free, (void *ptr), (ptr))                                                          \
    V(UTIL_LIBRARY, av_freep, (void *ptr), (ptr))                                                         \
    X(UTIL_LIBRARY, const char *, av_get_media_type_string, (enum AVMediaType media_type), (media_type))  \
    X(UTIL_LIBRARY, void *, av_malloc, (size_t size), (size))                                             \
    X(UTIL_LIBRARY, void *, av_mallocz, (size_t size), (size))                                            \
    X(UTIL_LIBRARY, int64_t, av_rescale_q, (int64_t a, AVRational bq, AVRational cq), (a, bq, cq))        \
    X(UTIL_LIBRARY, int, av_strerror, (int errnum, char *errbuf, size_t errbuf_size),                     \
      (errnum, errbuf, errbuf_size))                                                              \
    V(UTIL_LIBRARY, av_log_set_level, (int level), (level))                                               \
    V(UTIL_LIBRARY, av_log_set_callback, (void (*callback)(void *, int, const char *, va_list)),          \
      (callback))                                                                                 \
    X(UTIL_LIBRARY, AVFrame *, av_frame_alloc, (void), ())                                                \
    V(UTIL_LIBRARY, av_frame_free, (AVFrame **frame), (frame))                                            \
    V(UTIL_LIBRARY, av_frame_unref, (AVFrame *frame), (frame))                                            \
    V(UTIL_LIBRARY, av_frame_move_ref, (AVFrame *dst, AVFrame *src), (dst, src))                          \
    X(UTIL_LIBRARY, int, av_frame_get_buffer, (AVFrame *frame, int align), (frame, align))                \
    X(CODEC_LIBRARY, int, av_new_packet, (AVPacket *pkt, int size), (pkt, size))                          \
    X(CODEC_LIBRARY, AVPacket *, av_packet_alloc, (void), ())                                             \
    V(CODEC_LIBRARY, av_packet_free, (AVPacket **pkt), (pkt))                                             \
    X(CODEC_LIBRARY, uint8_t *, av_packet_get_side_data,                                                  \
      (const AVPacket *pkt, enum AVPacketSideDataType type, size_t *size), (pkt, type, size))     \
    V(CODEC_LIBRARY, av_packet_unref, (AVPacket *pkt), (pkt))                                             \
    X(CODEC_LIBRARY, AVCodecContext *, avcodec_alloc_context3, (const AVCodec *codec), (codec))           \
    X(CODEC_LIBRARY, int, avcodec_decode_subtitle2,                                                       \
      (AVCodecContext *avctx, AVSubtitle *sub, int *got_sub_ptr, AVPacket *avpkt),                \
      (avctx, sub, got_sub_ptr, avpkt))                                                           \
    X(CODEC_LIBRARY, const AVCodecDescriptor *, avcodec_descriptor_get, (enum AVCodecID id), (id))        \
    X(CODEC_LIBRARY, const AVCodec *, avcodec_find_decoder, (enum AVCodecID id), (id))                    \
    V(CODEC_LIBRARY, avcodec_flush_buffers, (AVCodecContext *avctx), (avctx))                             \
    V(CODEC_LIBRARY, avcodec_free_context, (AVCodecContext **avctx), (avctx))                             \
    X(CODEC_LIBRARY, const char *, avcodec_get_name, (enum AVCodecID id), (id))                           \
    X(CODEC_LIBRARY, int, avcodec_open2,                                                                  \
      (AVCodecContext *avctx, const AVCodec *codec, AVDictionary **options),                      \
      (avctx, codec, options))                                                                    \
    X(CODEC_LIBRARY, int, avcodec_parameters_to_context,                                                  \
      (AVCodecContext *codec, const AVCodecParameters *par), (codec, par))                        \
    X(CODEC_LIBRARY, AVCodecParameters *, avcodec_parameters_alloc, (void), ())                           \
    V(CODEC_LIBRARY, avcodec_parameters_free, (AVCodecParameters **par), (par))                           \
    V(CODEC_LIBRARY, avsubtitle_free, (AVSubtitle *sub), (sub))                                           \
    X(CODEC_LIBRARY, int, avcodec_send_packet, (AVCodecContext *avctx, const AVPacket *avpkt),            \
      (avctx, avpkt))                                                                             \
    X(CODEC_LIBRARY, int, avcodec_receive_frame, (AVCodecContext *avctx, AVFrame *frame),                 \
      (avctx, frame))                                                                             \
    X(CODEC_LIBRARY, const AVCodec *, avcodec_find_encoder, (enum AVCodecID id), (id))                    \
    X(CODEC_LIBRARY, int, avcodec_send_frame, (AVCodecContext *avctx, const AVFrame *frame),              \
      (avctx, frame))                                                                             \
    X(CODEC_LIBRARY, int, avcodec_receive_packet, (AVCodecContext *avctx, AVPacket *avpkt),               \
      (avctx, avpkt))                                                                             \
    X(FORMAT_LIBRARY, const AVInputFormat *, av_find_input_format, (const char *short_name),              \
      (short_name))                                                                               \
    X(FORMAT_LIBRARY, int, av_read_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt))                  \
    X(FORMAT_LIBRARY, AVFormatContext *, avformat_alloc_context, (void), ())                              \
    V(FORMAT_LIBRARY, avformat_close_input, (AVFormatContext **s), (s))                                   \
    X(FORMAT_LIBRARY, int, avformat_find_stream_info, (AVFormatContext *ic, AVDictionary **options),      \
      (ic, options))                                                                              \
    V(FORMAT_LIBRARY, avformat_free_context, (AVFormatContext *s), (s))                                   \
    X(FORMAT_LIBRARY, int, avformat_index_get_entries_count, (const AVStream *st), (st))                  \
    X(FORMAT_LIBRARY, const AVIndexEntry *, avformat_index_get_entry, (AVStream *st, int idx),            \
      (st, idx))                                                                                  \
    X(FORMAT_LIBRARY, int, avformat_open_input,                                                           \
      (AVFormatContext **ps, const char *url, const AVInputFormat *fmt, AVDictionary **options),  \
      (ps, url, fmt, options))                                                                    \
    X(FORMAT_LIBRARY, int, avformat_seek_file,                                                            \
      (AVFormatContext *s, int stream_index, int64_t min_ts, int64_t ts, int64_t max_ts,          \
       int flags),                                                                                \
      (s, stream_index, min_ts, ts, max_ts, flags))                                               \
    X(FORMAT_LIBRARY, unsigned, avformat_version, (void), ())                                             \
    X(FORMAT_LIBRARY, AVIOContext *, avio_alloc_context,                                                  \
      (unsigned char *buffer, int buffer_size, int write_flag, void *opaque,                      \
       int (*read_packet)(void *opaque, uint8_t *buf, int buf_size),                              \
       int (*write_packet)(void *opaque, uint8_t *buf, int buf_size),                             \
       int64_t (*seek)(void *opaque, int64_t offset, int whence)),                                \
      (buffer, buffer_size, write_flag, opaque, read_packet, write_packet, seek))                 \
    X(FORMAT_LIBRARY, int, avio_close, (AVIOContext *s), (s))                                             \
    X(FORMAT_LIBRARY, int, avio_closep, (AVIOContext **s), (s))                                           \
    V(FORMAT_LIBRARY, avio_context_free, (AVIOContext **s), (s))                                          \
    X(FORMAT_LIBRARY, int, avio_open2,                                                                    \
      (AVIOContext **s, const char *url, int flags, const AVIOInterruptCB *int_cb,                \
       AVDictionary **options),                                                                   \
      (s, url, flags, int_cb, options))                                                           \
    X(FORMAT_LIBRARY, int, avio_read, (AVIOContext *s, unsigned char *buf, int size), (s, buf, size))     \
    X(FORMAT_LIBRARY, int64_t, avio_seek, (AVIOContext *s, int64_t offset, int whence),                   \
      (s, offset, whence))                                                                        \
    X(FORMAT_LIBRARY, AVRational, av_guess_sample_aspect_ratio,                                          \
      (AVFormatContext *format, AVStream *stream, AVFrame *frame), (format, stream, frame))        \
    X(SCALE_LIBRARY, struct SwsContext *, sws_getContext,                                                 \
      (int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH,                      \
       enum AVPixelFormat dstFormat, int flags, SwsFilter *srcFilter, SwsFilter *dstFilter,       \
       const double *param),                                                                      \
      (srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param))         \
    X(SCALE_LIBRARY, int, sws_scale,                                                                      \
      (struct SwsContext *c, const uint8_t *const srcSlice[], const int srcStride[],              \
       int srcSliceY, int srcSliceH, uint8_t *const dst[], const int dstStride[]),                \
      (c, srcSlice, srcStride, srcSliceY, srcSliceH, dst, dstStride))                             \
    V(SCALE_LIBRARY, sws_freeContext, (struct SwsContext *swsContext), (swsContext))

/// The libraries by the major version the headers were written for, so that a build against
/// FFmpeg 5.1 never opens another FFmpeg's ABI.
static const char *const util_soname = "libavutil.so." AV_STRINGIFY(LIBAVUTIL_VERSION_MAJOR);
static const char *const codec_soname = "libavcodec.so." AV_STRINGIFY(LIBAVCODEC_VERSION_MAJOR);
static const char *const format_soname =
    "libavformat.so." AV_STRINGIFY(LIBAVFORMAT_VERSION_MAJOR);
static const char *const scale_soname = "libswscale.so." AV_STRINGIFY(LIBSWSCALE_VERSION_MAJOR);

#define TABLE_ENTRY(library, result, name, parameters, arguments) result(*name) parameters;
#define VOID_TABLE_ENTRY(library, name, parameters, arguments) void(*name) parameters;

/// Every function, found once by `load` and only read afterwards.
static struct {
    CFFMPEG_FUNCTIONS(TABLE_ENTRY, VOID_TABLE_ENTRY)
} table;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static void *handles[4];
static const char *const *const sonames[4] = {&util_soname, &codec_soname, &format_soname,
                                              &scale_soname};
enum { UTIL_LIBRARY, CODEC_LIBRARY, FORMAT_LIBRARY, SCALE_LIBRARY };
static int loaded;
static char failure[512];

static int find(int library, const char *name, void **slot) {
    *slot = dlsym(handles[library], name);
    if (*slot == NULL) {
        snprintf(failure, sizeof failure, "%s has no %s", *sonames[library], name);
    }
    return *slot != NULL;
}

#define FIND(library, result, name, parameters, arguments) &&find(library, #name, (void **)&table.name)
#define FIND_VOID(library, name, parameters, arguments) &&find(library, #name, (void **)&table.name)

/// Lazy binding: the hundred-odd codec libraries libavcodec needs resolve their own calls when
/// first made, not all at once here.
static void load(void) {
    for (int library = UTIL_LIBRARY; library <= SCALE_LIBRARY; library++) {
        handles[library] = dlopen(*sonames[library], RTLD_LAZY | RTLD_LOCAL);
        if (handles[library] == NULL) {
            snprintf(failure, sizeof failure, "%s", dlerror());
            return;
        }
    }
    loaded = 1 CFFMPEG_FUNCTIONS(FIND, FIND_VOID);
}

const char *cffmpeg_load_error(void) {
    pthread_once(&once, load);
    return loaded ? NULL : failure;
}

/// Loads the libraries before a call through the table. The player asks `cffmpeg_load_error`
/// before it opens any media, so reaching here unloaded means a call site skipped that check:
/// say so and stop rather than call through an empty table.
static void require_loaded(const char *name) {
    if (cffmpeg_load_error() != NULL) {
        fprintf(stderr, "accessible-player: %s called but FFmpeg could not be loaded: %s\n", name,
                failure);
        abort();
    }
}

#define TRAMPOLINE(library, result, name, parameters, arguments)                                  \
    __attribute__((visibility("hidden"))) result name parameters {                                                                      \
        require_loaded(#name);                                                                    \
        return table.name arguments;                                                              \
    }
#define VOID_TRAMPOLINE(library, name, parameters, arguments)                                     \
    __attribute__((visibility("hidden"))) void name parameters {                                                                        \
        require_loaded(#name);                                                                    \
        table.name arguments;                                                                     \
    }

CFFMPEG_FUNCTIONS(TRAMPOLINE, VOID_TRAMPOLINE)
