# ResponderLab — the two commands are `make run` and `make test`.
# Both install the Debian packages they need when pkg-config or command -v
# says they are missing (apt-get update once, then apt-get install -y; sudo
# when not root).

SWIFT      ?= swift
DOCC       ?= $(shell command -v docc 2>/dev/null || echo $$(dirname $$(readlink -f $$(command -v swift)))/docc)
BIN        := .build/debug/responder-lab
# What `make run` opens: the release build, which opens a large dump's views several times faster.
RUN_BIN    := .build/release/responder-lab
TOUR_DIR   ?= tour
SCENE      ?= hit-order
# `make run SCENE_FILE=mine.json` opens a scene file of your own instead (saving it reloads the window).
SCENE_FILE ?=
# `make run DUMP=app.txt` opens a recursiveDescription dump of your own app (docs/own-app.md); saving it reloads the window.
DUMP       ?=
# `make run DUMP=app.txt CONTROLLERS=vc.txt`: the app's view controllers (_printHierarchy), when not pasted in the dump.
CONTROLLERS ?=
# `make run DUMP=app.txt EDITS=app.edits`: what the dump does not print, declared (docs/dump-format.md); W writes into it.
EDITS      ?=
# `make run DUMP=app.txt CODE=LikeButton.swift` runs your own view classes in it (docs/own-code.md): files or folders,
# separated by spaces; saving one compiles it again and replays the last touch.
CODE       ?=
CODE_ARGS  := $(foreach path,$(CODE),--code $(path))
GOLDEN_DIR := Tests/ResponderLabTests/Golden
# A user's own package of UIKit view classes with tests that run on Linux (docs/own-code.md).
EXAMPLE    := Assets/Examples/FeedKit
# The inspector's golden image (InspectorTests): the settings dump's Personal Hotspot cell selected, its interaction turned on.
INSPECTOR_GOLDEN := --dump Assets/Dumps/settings.txt --tap 150,184 --edit 0x7fd3e1c17170.userInteractionEnabled=true --select 0x7fd3e1c17170

# `make install PREFIX=…`: the release binary in PREFIX/bin, the built-in scenes in
# PREFIX/share/responder-lab/Scenes, where the binary looks beside its bin/.
PREFIX     ?= /usr/local
CONFIG     ?= release

.PHONY: all build build-release run tour test lint format golden clean deps test-deps cjk-deps bench screenshots docs install uninstall

all: build

# Packages needed to build and run: Xlib, MIT-SHM and XTest (the bench's synthetic pointer), FreeType, libpng,
# fontconfig, giflib and DejaVu Sans. giflib (`render --animate`) has no pkg-config file: its header says whether it is there.
# The lab finds its fonts with libfontconfig in process; the fontconfig package
# keeps the font cache that makes that lookup take milliseconds.
deps:
	@missing=""; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	pkg-config --exists x11 2>/dev/null || missing="$$missing libx11-dev"; \
	pkg-config --exists xext 2>/dev/null || missing="$$missing libxext-dev"; \
	pkg-config --exists xtst 2>/dev/null || missing="$$missing libxtst-dev"; \
	pkg-config --exists freetype2 2>/dev/null || missing="$$missing libfreetype-dev"; \
	pkg-config --exists libpng 2>/dev/null || missing="$$missing libpng-dev"; \
	pkg-config --exists fontconfig 2>/dev/null || missing="$$missing libfontconfig-dev"; \
	[ -f /usr/include/gif_lib.h ] || missing="$$missing libgif-dev"; \
	command -v fc-cache >/dev/null 2>&1 || missing="$$missing fontconfig"; \
	[ -n "$$(fc-list 'DejaVu Sans' 2>/dev/null)" ] || missing="$$missing fonts-dejavu-core"; \
	$(APT_INSTALL)

# Packages the real-window tests need: a virtual X server, an X client that clicks, xwd to capture,
# and a window manager (openbox) that applies size hints and resizes the window as a user's would, and
# takes Alt + button, under which the inspector's Shift-click is tested;
# and the font tests' collection with two faces (wqy-microhei.ttc: Micro Hei, Micro Hei Mono).
test-deps: deps
	@missing=""; \
	command -v Xvfb >/dev/null 2>&1 || missing="$$missing xvfb"; \
	command -v xdotool >/dev/null 2>&1 || missing="$$missing xdotool"; \
	command -v openbox >/dev/null 2>&1 || missing="$$missing openbox"; \
	command -v xwd >/dev/null 2>&1 || missing="$$missing x11-apps"; \
	[ -n "$$(fc-list 'WenQuanYi Micro Hei Mono' 2>/dev/null)" ] || missing="$$missing fonts-wqy-microhei"; \
	$(APT_INSTALL)

# A font with Chinese glyphs for `--lang zh` (DejaVu has none): the tests and
# the screenshots render Chinese. fonts-wqy-microhei is the smallest (~5 MB).
cjk-deps:
	@missing=""; \
	[ -n "$$(fc-list :lang=zh 2>/dev/null)" ] || missing="$$missing fonts-wqy-microhei"; \
	$(APT_INSTALL)

APT_INSTALL = if [ -n "$$missing" ]; then \
	  echo "Installing missing packages:$$missing"; \
	  sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; \
	  $$sudo apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing >/dev/null || exit 1; \
	fi

build: deps
	$(SWIFT) build

# The release build of the lab's own binary, which `make run` opens.
build-release: deps
	$(SWIFT) build -c release --product responder-lab

# Opens the window, from the release build; without a display, renders the scripted tour instead.
RUN_SOURCE = $(if $(DUMP),--dump $(DUMP) $(if $(CONTROLLERS),--controllers $(CONTROLLERS)),$(if $(SCENE_FILE),--scene-file $(SCENE_FILE),--scene $(SCENE))) $(if $(EDITS),--edits $(EDITS)) $(CODE_ARGS)
run: build-release
	@if [ -n "$$DISPLAY" ]; then \
	  $(RUN_BIN) run $(RUN_SOURCE); \
	else \
	  echo "No X display (\$$DISPLAY is not set), so there is no window to open."; \
	  if [ -n "$(DUMP)" ]; then \
	    echo "Rendering $(DUMP) instead, headless: trace it with $(RUN_BIN) trace --dump $(DUMP) $(CODE_ARGS) --at X,Y."; \
	    mkdir -p $(TOUR_DIR) && $(RUN_BIN) render $(RUN_SOURCE) --out $(TOUR_DIR)/dump.png && echo "Open $(TOUR_DIR)/dump.png."; \
	  else \
	    echo "Rendering the scripted tour instead: every scene after one click, with its overlay."; \
	    $(RUN_BIN) tour --out $(TOUR_DIR) $(if $(SCENE_FILE),--scene-file $(SCENE_FILE)) && echo "Open the PNGs in $(TOUR_DIR)/ to see the overlays."; \
	  fi; \
	fi

tour: build
	$(BIN) tour --out $(TOUR_DIR)

# Every test, including the real-window tests, under a private Xvfb; then
# ResponderKit's tests again in release, where hit-testing takes its
# unretained fast path (View.frontmostSubviewHitWithoutRetains), which debug
# builds never run. Only ResponderKit's: the rest has no release-only code,
# and on two cores the whole suite twice would double the run. A release
# build is not testable by default: -enable-testing lets @testable imports in.
# Last, the example package of docs/own-code.md builds and runs its own tests
# against this package's UIKit product, as a user's package would.
test: test-deps cjk-deps lint
	$(SWIFT) build --build-tests
	Tests/with-xvfb.sh $(SWIFT) test --skip-build
	$(SWIFT) build -c release --build-tests -Xswiftc -enable-testing
	$(SWIFT) test -c release --skip-build --filter ResponderKitTests
	cd $(EXAMPLE) && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build

# The house style, .swift-format's, over the lab's own Swift: `swift format lint --strict`, which `make test` runs
# first; `make format` rewrites the files to it. Users' code in the samples and examples keeps its apps' own style.
LINTED = $(shell find Sources Tests Package.swift -name '*.swift' -not -path '*/Samples/*' | sort)
lint:
	@echo "swift format lint --strict: $(words $(LINTED)) files"
	@$(SWIFT) format lint --strict --parallel $(LINTED)

format:
	@echo "swift format format --in-place: $(words $(LINTED)) files"
	@$(SWIFT) format format --in-place --parallel $(LINTED)

# Every figure docs/performance.md reports, with its target, from a release build; the window
# figures (click-to-pixels, start-up, idle CPU, the 5,000-view dump's start-up) run on a private Xvfb.
# `make bench BENCH_ARGS=--json` prints JSON instead of the table.
bench: test-deps
	$(SWIFT) build -c release
	Tests/with-xvfb.sh .build/release/responder-lab-bench $(BENCH_ARGS)

# Regenerates the golden images the tests compare renders against. Look at them before committing.
golden: build
	$(BIN) tour --out $(GOLDEN_DIR)
	$(BIN) render --dump Assets/Dumps/photo-feed.txt --tap 30,470 --out $(GOLDEN_DIR)/Dumps/photo-feed.png
	$(BIN) render $(INSPECTOR_GOLDEN) --out $(GOLDEN_DIR)/Inspector/settings-cell.png

# Regenerates every image in docs/images (English and Chinese) from the
# scenes, headless; docs/screenshots.sh lists each picture and why. Look at
# them before committing.
screenshots: build cjk-deps
	docs/screenshots.sh

# Builds ResponderKit's DocC catalog into $(DOCS_DIR) with the toolchain's
# docc, from the symbol graph swift-symbolgraph-extract reads off the built
# module: no package plugin to fetch, and ResponderKit needs no system library.
DOCS_DIR   ?= .build/docs
SYMBOL_DIR := .build/symbol-graphs
docs:
	$(SWIFT) build --target ResponderKit
	rm -rf $(SYMBOL_DIR) && mkdir -p $(SYMBOL_DIR)
	bin=$$($(SWIFT) build --show-bin-path); \
	$(SWIFT) symbolgraph-extract -module-name ResponderKit -I "$$bin/Modules" \
	  -target "$$(basename "$$(dirname "$$bin")")" -minimum-access-level public -output-dir $(SYMBOL_DIR)
	$(DOCC) convert Sources/ResponderKit/ResponderKit.docc --additional-symbol-graph-dir $(SYMBOL_DIR) \
	  --fallback-display-name ResponderKit --fallback-bundle-identifier ResponderKit \
	  --output-path $(DOCS_DIR) --warnings-as-errors
	@echo "Built $(DOCS_DIR); serve it (python3 -m http.server -d $(DOCS_DIR)) and open /documentation/responderkit."

install: deps
	$(SWIFT) build -c $(CONFIG) --product responder-lab
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/responder-lab/Scenes
	install -m 755 "$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/responder-lab" $(DESTDIR)$(PREFIX)/bin/responder-lab
	install -m 644 Assets/Scenes/*.json $(DESTDIR)$(PREFIX)/share/responder-lab/Scenes/
	@echo "Installed $(PREFIX)/bin/responder-lab; run it as responder-lab when $(PREFIX)/bin is on your PATH."

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/responder-lab
	rm -rf $(DESTDIR)$(PREFIX)/share/responder-lab

clean:
	rm -rf .build $(TOUR_DIR) $(EXAMPLE)/.build
