#!/bin/sh
# Draws the README's pictures of the demo at 0:05 (docs/images): VoiceOver's cursor on
# Play/Pause, and the Closed Captions panel open. `make snapshots` runs it; the CLI tests
# draw them again and compare the pixels.
# Usage: Samples/make-snapshots.sh ACCESSIBLE_PLAYER OUTPUT_DIR
set -eu
cli=$1
out=$2
here=$(dirname "$0")
mkdir -p "$out"
"$cli" snapshot "$here/demo.mkv" --at 5 --size 1280x720 --screen-reader \
	--script "$here/snapshots/focus.script" --output "$out/demo-voiceover-focus.png"
"$cli" snapshot "$here/demo.mkv" --at 5 --size 1280x720 --screen-reader \
	--script "$here/snapshots/captions-panel.script" --output "$out/demo-captions-panel.png"
