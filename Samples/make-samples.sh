#!/usr/bin/env bash
# Builds the bundled demo media from the caption sources in Samples/src with the ffmpeg CLI.
# The output is committed; rerun this only to change the samples.
set -euo pipefail
cd "$(dirname "$0")"
command -v ffmpeg >/dev/null || { echo "make-samples.sh: ffmpeg is not installed (run 'make deps')" >&2; exit 1; }

ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }

# 60 s of small, cheap-to-decode video and a quiet tone.
picture=(-f lavfi -i "testsrc2=size=160x90:rate=12:duration=60")
sound=(-f lavfi -i "sine=frequency=440:sample_rate=22050:duration=60")
video_codec=(-c:v libx264 -preset veryslow -crf 40 -pix_fmt yuv420p -g 120 -bf 0)
audio_codec=(-c:a aac -b:a 24k -ac 1)

# Encode picture and sound first: the AAC encoder's priming makes ffmpeg shift every stream by
# its delay, so muxing the captions in a second, stream-copy pass keeps their authored times.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
ff "${picture[@]}" "${sound[@]}" -map 0:v -map 1:a "${video_codec[@]}" "${audio_codec[@]}" \
   "$scratch/av.mkv"

ff -i "$scratch/av.mkv" -i src/demo.en.srt -i src/demo.es.srt -i src/demo.fr.ass \
   -map 0:v -map 0:a -map 1:s -map 2:s -map 3:s \
   -c:v copy -c:a copy -c:s:0 srt -c:s:1 srt -c:s:2 ass \
   -metadata title="Demo Feature" -metadata date="2024-05-01" \
   -metadata:s:a:0 language=eng \
   -metadata:s:s:0 language=eng -metadata:s:s:0 title="English SDH" \
   -metadata:s:s:1 language=spa \
   -metadata:s:s:2 language=fre \
   -disposition:s:0 default+hearing_impaired -disposition:s:1 0 -disposition:s:2 0 \
   demo.mkv

ff -i "$scratch/av.mkv" -i src/demo.en.srt \
   -map 0:v -map 0:a -map 1:s -c:v copy -c:a copy -c:s mov_text \
   -metadata title="Demo Feature" \
   -metadata:s:a:0 language=eng -metadata:s:s:0 language=eng \
   -disposition:s:0 default \
   demo.mp4

ls -l demo.mkv demo.mp4
