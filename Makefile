# Build, test and demo commands. `make deps` installs the system packages the build needs.
SWIFT ?= swift
APT_PACKAGES = pkg-config libavformat-dev libavcodec-dev libavutil-dev libswresample-dev ffmpeg \
	libespeak-ng-dev espeak-ng-data espeak-ng libasound2-dev

.PHONY: deps build demo test bench samples lint

deps:
	@command -v tmux >/dev/null 2>&1 || { echo "Installing tmux (the interactive CLI test drives it)"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y tmux; }
	@if ! pkg-config --exists libavformat 2>/dev/null || ! command -v ffmpeg >/dev/null 2>&1 \
		|| ! pkg-config --exists espeak-ng 2>/dev/null || ! pkg-config --exists alsa 2>/dev/null; then \
		echo "Installing $(APT_PACKAGES)"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $(APT_PACKAGES); \
	fi

build: deps
	$(SWIFT) build -c release

demo: build
	.build/release/accessible-player tracks Samples/demo.mkv
	.build/release/accessible-player captions Samples/demo.mkv --track en --format text
	.build/release/accessible-player play Samples/demo.mkv --fast --script Samples/demo.script

test: deps
	$(SWIFT) test

# mpv is the peer of the whole-file playback measurement and mkvextract (MKVToolNix) one of the
# real-size caption extraction; installed only for the benchmarks.
bench: build
	@command -v mpv >/dev/null 2>&1 || { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y mpv; }
	@command -v mkvextract >/dev/null 2>&1 || { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y mkvtoolnix; }
	.build/release/player-bench

samples: deps
	Samples/make-samples.sh

lint:
	$(SWIFT) format lint --recursive Sources Tests
