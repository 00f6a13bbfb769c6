# Build, test and demo commands. `make deps` installs the system packages the build needs.
SWIFT ?= swift
APT_PACKAGES = pkg-config libavformat-dev libavcodec-dev libavutil-dev libswresample-dev ffmpeg \
	libswscale-dev libespeak-ng-dev espeak-ng-data espeak-ng libasound2-dev libass-dev \
	fonts-dejavu-core time
# Noto's Arabic and CJK fonts (fonts-noto-core, 12 MB; fonts-noto-cjk, 57 MB): captions in
# Arabic are drawn in Noto Sans Arabic and in Chinese, Japanese or Korean in Noto Sans CJK,
# which the font tests check. URW's base 35 (Nimbus Mono PS, Z003) and Comic Neue draw the
# caption style's monospaced serif, cursive and casual fonts.
FONT_PACKAGES = fonts-noto-core fonts-noto-cjk fonts-urw-base35 fonts-comic-neue
# Tesseract and the languages its picture-caption recognition reads (the tests read English
# and French pictures; dan and nor are the teletext corpus's other languages).
OCR_LANGUAGES = eng spa fra deu dan nor
OCR_PACKAGES = libtesseract-dev tesseract-ocr $(addprefix tesseract-ocr-,$(OCR_LANGUAGES))
TESSDATA = /usr/share/tesseract-ocr/5/tessdata

# The Python environment of the catalog audit, the output tests and the mpv conformance tests
# (Dask distributed, tqdm, jsonschema, pytest, python-mpv-jsonipc, aio-mpv-jsonipc, and
# Selenium with axe-selenium-python, which ships axe-core, for the reports' accessibility
# tests, and Pillow, which measures the caption style pixel tests' pictures), made from PyPI.
PYTHON ?= python3
VENV = .venv

.PHONY: deps build demo test asan fuzz fuzz-build bench samples lint venv man install snapshots

deps:
	@command -v tmux >/dev/null 2>&1 || { echo "Installing tmux (the interactive CLI test drives it)"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y tmux; }
	@if ! pkg-config --exists libavformat 2>/dev/null || ! command -v ffmpeg >/dev/null 2>&1 \
		|| ! pkg-config --exists espeak-ng 2>/dev/null || ! pkg-config --exists alsa 2>/dev/null \
		|| ! pkg-config --exists libswscale 2>/dev/null || ! pkg-config --exists libass 2>/dev/null \
		|| ! test -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf || ! test -x /usr/bin/time; then \
		echo "Installing $(APT_PACKAGES)"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $(APT_PACKAGES); \
	fi
	@test -f /usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf \
		&& test -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc \
		&& fc-list | grep -q 'Comic Neue' && fc-list | grep -q 'Nimbus Mono PS' || { echo "Installing $(FONT_PACKAGES)"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $(FONT_PACKAGES); }
	@if ! pkg-config --exists tesseract 2>/dev/null || ! command -v tesseract >/dev/null 2>&1 \
		|| ! ( for language in $(OCR_LANGUAGES); do test -f $(TESSDATA)/$$language.traineddata || exit 1; done ); then \
		echo "Installing $(OCR_PACKAGES)"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $(OCR_PACKAGES); \
	fi
	@command -v chromium >/dev/null 2>&1 || { echo "Installing chromium (the audit report's browser test)"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; }
	@command -v chromedriver >/dev/null 2>&1 || { echo "Installing chromium-driver (the catalog's axe-core and keyboard tests drive Chromium)"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium-driver; }
	@command -v node >/dev/null 2>&1 || { echo "Installing nodejs (runs the W3C WebVTT test assertions)"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y nodejs; }
	@command -v zsh >/dev/null 2>&1 && command -v fish >/dev/null 2>&1 || { echo "Installing zsh and fish (the completion tests run them)"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y zsh fish; }
	@command -v mkvmerge >/dev/null 2>&1 || { echo "Installing mkvtoolnix (mkvmerge writes the Matroska language test's file)"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y mkvtoolnix; }
	@command -v mpv >/dev/null 2>&1 || { echo "Installing mpv (the IPC conformance test and the benchmarks compare against it)"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y mpv; }

$(VENV)/.installed: tools/catalog-audit/requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet -r tools/catalog-audit/requirements.txt
	touch $@

venv: $(VENV)/.installed

build: deps
	$(SWIFT) build -c release

demo: build
	.build/release/accessible-player tracks Samples/demo.mkv
	.build/release/accessible-player captions Samples/demo.mkv --track en --format text
	.build/release/accessible-player play Samples/demo.mkv --fast --script Samples/demo.script

test: deps venv
	$(SWIFT) test
	ACCESSIBLE_PLAYER=$(CURDIR)/.build/debug/accessible-player \
		$(VENV)/bin/python -m pytest -q tools/catalog-audit/tests Tests/OutputSchemas Tests/MpvConformance Tests/CaptionStylePixels

# The whole test suite built with AddressSanitizer, the CLI the tests run included, in a build
# folder of its own so that the normal build is not rebuilt. Leaks the toolchain's XCTest and
# Foundation report at exit are suppressed (Tests/lsan-suppressions.txt); any other leak, and
# every memory error, fails the run.
asan: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt \
		$(SWIFT) test --sanitize=address --scratch-path .build/asan

# libFuzzer targets for the caption parsers (the package in Fuzz/, which the normal build never
# builds), with AddressSanitizer, in a build folder of their own. Each runs FUZZ_SECONDS from
# seeds copied out of the caption corpus into .build/fuzz/corpus/<target> (the shared folder is
# only read); a crash, hang, leak or memory blow-up fails `make fuzz` and its input is kept
# under .build/fuzz/crashes/<target> (the toolchain's own leaks are suppressed, as for asan). Reproduce one with `.build/fuzz/release/<target> <input>`.
FUZZ_SECONDS ?= 300
FUZZ_TARGETS ?= FuzzWebVTT FuzzSubRip FuzzSSA FuzzTTML FuzzSCC FuzzHLS FuzzMatroska FuzzCEA608 \
	FuzzCEA708 FuzzDASH FuzzTTMLTiming FuzzSAMI FuzzEBUSTL
SHARED ?= ../shared
FUZZ_DIR = .build/fuzz
# libFuzzer without its main: SwiftPM gives each executable a main of its own, which hands over
# to libFuzzer's driver. Coverage is asked of the compiler alone (-Xfrontend) for that reason.
LIBFUZZER = $(firstword $(wildcard $(dir $(realpath $(shell command -v swiftc)))../lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a))

fuzz-build:
	$(SWIFT) build --package-path Fuzz --scratch-path $(FUZZ_DIR) -c release \
		-Xswiftc -sanitize=address -Xswiftc -Xfrontend -Xswiftc -sanitize=fuzzer \
		-Xlinker $(LIBFUZZER) -Xlinker -lstdc++

fuzz: fuzz-build
	$(PYTHON) Fuzz/seed-corpus.py $(FUZZ_DIR)/corpus $(SHARED)/media $(SHARED)/fuzz-regressions \
		Samples Tests/PlayerCaptionsTests/Fixtures
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt \
		Fuzz/run-fuzzers.sh $(FUZZ_DIR) $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# mpv, the peer of the whole-file playback measurement, and mkvextract, a peer of the
# real-size caption extraction, come with deps.
bench: build
	.build/release/player-bench

# The man page and the bash, zsh and fish completions, written by the CLI from the declarations
# its parser and --help come from, into $(GENERATED). CONFIGURATION=debug uses the debug build.
CONFIGURATION ?= release
BINARY ?= .build/$(CONFIGURATION)/accessible-player
GENERATED ?= .build/generated

man: build
	mkdir -p $(GENERATED)
	$(BINARY) man > $(GENERATED)/accessible-player.1
	$(BINARY) completions bash > $(GENERATED)/accessible-player.bash
	$(BINARY) completions zsh > $(GENERATED)/_accessible-player
	$(BINARY) completions fish > $(GENERATED)/accessible-player.fish

# Installs the binary, the man page and the completions under PREFIX (DESTDIR for staging).
PREFIX ?= /usr/local
install: man
	install -D -m 755 $(BINARY) $(DESTDIR)$(PREFIX)/bin/accessible-player
	install -D -m 644 $(GENERATED)/accessible-player.1 $(DESTDIR)$(PREFIX)/share/man/man1/accessible-player.1
	install -D -m 644 $(GENERATED)/accessible-player.bash \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions/accessible-player
	install -D -m 644 $(GENERATED)/_accessible-player $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_accessible-player
	install -D -m 644 $(GENERATED)/accessible-player.fish \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/accessible-player.fish

samples: deps
	Samples/make-samples.sh

# The README's pictures of the demo (docs/images); a test checks that they are current.
SNAPSHOT_CLI ?= .build/debug/accessible-player
snapshots:
	$(SWIFT) build --product accessible-player
	Samples/make-snapshots.sh $(SNAPSHOT_CLI) docs/images

lint:
	$(SWIFT) format lint --recursive Sources Tests
