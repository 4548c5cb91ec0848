# ResponderLab — the two commands are `make run` and `make test`.
# Both install the Debian packages they need when pkg-config or command -v
# says they are missing (apt-get update once, then apt-get install -y; sudo
# when not root).

SWIFT      ?= swift
BIN        := .build/debug/responder-lab
TOUR_DIR   ?= tour
SCENE      ?= hit-order
GOLDEN_DIR := Tests/ResponderLabTests/Golden

.PHONY: all build run tour test golden clean deps test-deps bench

all: build

# Packages needed to build and run: Xlib and MIT-SHM, FreeType, libpng, fontconfig and DejaVu Sans.
deps:
	@missing=""; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	pkg-config --exists x11 2>/dev/null || missing="$$missing libx11-dev"; \
	pkg-config --exists xext 2>/dev/null || missing="$$missing libxext-dev"; \
	pkg-config --exists freetype2 2>/dev/null || missing="$$missing libfreetype-dev"; \
	pkg-config --exists libpng 2>/dev/null || missing="$$missing libpng-dev"; \
	command -v fc-match >/dev/null 2>&1 || missing="$$missing fontconfig"; \
	[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing="$$missing fonts-dejavu-core"; \
	$(APT_INSTALL)

# Packages the real-window tests need: a virtual X server, an X client that clicks, and xwd to capture.
test-deps: deps
	@missing=""; \
	command -v Xvfb >/dev/null 2>&1 || missing="$$missing xvfb"; \
	command -v xdotool >/dev/null 2>&1 || missing="$$missing xdotool"; \
	command -v xwd >/dev/null 2>&1 || missing="$$missing x11-apps"; \
	$(APT_INSTALL)

APT_INSTALL = if [ -n "$$missing" ]; then \
	  echo "Installing missing packages:$$missing"; \
	  sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; \
	  $$sudo apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing >/dev/null || exit 1; \
	fi

build: deps
	$(SWIFT) build

# Opens the window; without a display, renders the scripted tour instead.
run: build
	@if [ -n "$$DISPLAY" ]; then \
	  $(BIN) run --scene $(SCENE); \
	else \
	  echo "No X display (\$$DISPLAY is not set), so there is no window to open."; \
	  echo "Rendering the scripted tour instead: every scene after one click, with its overlay."; \
	  $(BIN) tour --out $(TOUR_DIR) && echo "Open the PNGs in $(TOUR_DIR)/ to see the overlays."; \
	fi

tour: build
	$(BIN) tour --out $(TOUR_DIR)

# Every test, including the real-window tests, under a private Xvfb.
test: test-deps
	$(SWIFT) build --build-tests
	Tests/with-xvfb.sh $(SWIFT) test --skip-build

# Every figure of issue 6 with its target, from a release build; the window
# figures (click-to-pixels, start-up, idle CPU) run on a private Xvfb.
# `make bench BENCH_ARGS=--json` prints JSON instead of the table.
bench: test-deps
	$(SWIFT) build -c release
	Tests/with-xvfb.sh .build/release/responder-lab bench $(BENCH_ARGS)

# Regenerates the golden images the tests compare renders against. Look at them before committing.
golden: build
	$(BIN) tour --out $(GOLDEN_DIR)

clean:
	rm -rf .build $(TOUR_DIR)
