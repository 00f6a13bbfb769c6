#!/bin/sh
# Writes reference.tsv: each chapter file's cues as FFmpeg's WebVTT demuxer reads them
# (file, start seconds, end seconds, title), through ffmpeg's SubRip writer.
cd "$(dirname "$0")" || exit 1
for file in *.vtt; do
    ffmpeg -v error -i "$file" -f srt - | python3 -c '
import re, sys
name = sys.argv[1]
def seconds(stamp):
    h, m, rest = stamp.split(":")
    s, ms = rest.split(",")
    return int(h) * 3600 + int(m) * 60 + int(s) + int(ms) / 1000
for block in sys.stdin.read().strip().split("\n\n"):
    lines = block.split("\n")
    start, end = lines[1].split(" --> ")
    print(f"{name}\t{seconds(start):g}\t{seconds(end):g}\t" + "\\n".join(lines[2:]))
' "$file"
done > reference.tsv
