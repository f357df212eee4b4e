# Swift Arcade. The two set-up commands are `make run` and `make test`.
PREFIX ?= /usr/local
SWIFT ?= swift
# One fully static program: no dynamic loader at start, no library to find, bind or relocate. Against
# the static Swift standard library with the C libraries shared, the menu came up about 2.5 ms sooner
# (a quarter of its start). ncursesw, tinfo and sqlite3 are linked from Debian's static archives
# (libncurses-dev, libsqlite3-dev); the glibc it needs at run time (name lookups) is this machine's.
#
# The shared board (PostgreSQL) is left out unless asked for: `make run SHARED_BOARD=1`, `make install
# SHARED_BOARD=1`. It is three quarters of a clean build (postgres-nio, SwiftNIO, two TLS stacks).
SHARED_BOARD ?=
TRAITS := $(if $(SHARED_BOARD),--traits SharedBoard,)
RELEASE := -c release -Xswiftc -static-executable --disable-local-rpath $(TRAITS)
# The tests build once, in debug with the shared board: the unit tests and the tmux suite use that build.
TEST_BUILD := --traits SharedBoard
# Asked of the package manager once per make run, and only by the targets that use them.
BIN_DIR = $(eval BIN_DIR := $(shell $(SWIFT) build $(RELEASE) --show-bin-path))$(BIN_DIR)
TEST_BIN_DIR = $(eval TEST_BIN_DIR := $(shell $(SWIFT) build $(TEST_BUILD) --show-bin-path))$(TEST_BIN_DIR)
SYSTEM_PACKAGES := libncurses-dev libsqlite3-dev
TEST_PACKAGES := tmux
BENCH_PACKAGES := nbsdgames sgt-puzzles
# A throwaway PostgreSQL server (installed from Debian when missing) for the shared-board tests, removed afterwards.
WITH_POSTGRES := bash scripts/postgres-cluster.sh with

.PHONY: all deps test-deps build build-tests run test unit e2e fuzz screenshots bench bench-shared install uninstall clean

all: build

# The C libraries curses and SQLite come from Debian; install them if missing and we can.
deps:
	@bash scripts/ensure-packages.sh $(SYSTEM_PACKAGES)

test-deps: deps
	@bash scripts/ensure-packages.sh $(TEST_PACKAGES)

build: deps
	$(SWIFT) build $(RELEASE) --product arcade

run: build
	$(BIN_DIR)/arcade

# One debug build with the shared board serves both suites: the unit tests and the real binary in tmux.
build-tests: deps
	$(SWIFT) build --build-tests $(TEST_BUILD)

unit: build-tests
	$(WITH_POSTGRES) $(SWIFT) test --skip-build $(TEST_BUILD)

e2e: build-tests test-deps
	$(WITH_POSTGRES) bash Tests/e2e/run.sh $(TEST_BIN_DIR)/arcade

test: test-deps unit e2e

# The scene fuzzer at length: every screen of every game from the states players reach, 500 seeds of
# random keys, bytes, clicks and resizes each (make test runs 6); a trap names its start and seed.
fuzz: build-tests
	ARCADE_FUZZ_SEEDS=500 $(SWIFT) test --skip-build $(TEST_BUILD) --filter "SceneFuzzTests|DailyDealsOnTests"

# The README's pictures (docs/screenshots/): the menu and each game's main screen in every theme, drawn
# from the in-memory terminal to SVG. `make unit` fails when a picture no longer matches its scene.
screenshots: build-tests
	ARCADE_RECORD_SCREENSHOTS=1 $(SWIFT) test --skip-build $(TEST_BUILD) --filter ScreenshotTests

bench: build test-deps
	@bash scripts/ensure-packages.sh $(BENCH_PACKAGES) || echo "(comparisons need: apt-get install $(BENCH_PACKAGES))"
	$(SWIFT) build $(RELEASE) --product arcade-bench
	@echo "== terminal (pseudo-terminal, 100x30) =="
	@# `arcade` as a player starts it (the score file from ARCADE_DB): no arguments, so no parser.
	python3 Benchmarks/terminal_bench.py --name arcade --marker "Playing as" --move-key '\x1bOB' --env ARCADE_DB=/tmp/arcade-bench.sqlite -- $(BIN_DIR)/arcade
	python3 Benchmarks/terminal_bench.py --name "arcade --db" --marker "Playing as" --move-key '\x1bOB' --idle 1 -- $(BIN_DIR)/arcade --db /tmp/arcade-bench.sqlite
	@# `arcade resume` to the game's first frame (an Expert board half done, replayed), beside the menu's above.
	$(BIN_DIR)/arcade-bench resume-fixture /tmp/arcade-bench-resume.sqlite
	python3 Benchmarks/terminal_bench.py --name "arcade resume" --marker "Expert no-guess" --move-key 'l,h' --idle 1 -- $(BIN_DIR)/arcade resume --db /tmp/arcade-bench-resume.sqlite
	$(BIN_DIR)/arcade-bench daily-fixture /tmp/arcade-bench-daily.sqlite
	python3 Benchmarks/terminal_bench.py --name "arcade daily" --marker "All six:" --move-key '\x1bOB' --idle 1 -- env ARCADE_DATA=$(CURDIR)/data $(BIN_DIR)/arcade daily --db /tmp/arcade-bench-daily.sqlite
	@if [ -x /usr/games/nbmines ]; then \
	  python3 Benchmarks/terminal_bench.py --name nbmines --marker "Mines:" --move-key 'j' --idle 1 -- /usr/games/nbmines; \
	else echo "(nbsdgames not installed: apt-get install nbsdgames to compare)"; fi
	@if [ -x /usr/games/nbnbsdgames ]; then \
	  python3 Benchmarks/terminal_bench.py --name nbsdgames --marker "Enter a name" --setup 'ab\r' --menu-marker "Main Menu" --move-key '\x1bOB' -- /usr/games/nbnbsdgames; \
	else echo "(nbsdgames not installed: apt-get install nbsdgames to compare)"; fi
	@echo "== Minesweeper Expert board (pseudo-terminal, 100x30; before the first reveal, so no timer) =="
	python3 Benchmarks/terminal_bench.py --name "minesweeper l/h" --only-moves --idle 3 --marker "Expert no-guess" --move-key 'l,h' -- $(BIN_DIR)/arcade play minesweeper --preset expert --seed 7 --db /tmp/arcade-bench-ms.sqlite
	python3 Benchmarks/terminal_bench.py --name "minesweeper j/k" --only-moves --idle 3 --marker "Expert no-guess" --move-key 'j,k' -- $(BIN_DIR)/arcade play minesweeper --preset expert --seed 7 --db /tmp/arcade-bench-ms.sqlite
	@echo "== Versus on one machine (two arcades, one score file, pseudo-terminals 100x30) =="
	python3 Benchmarks/versus_bench.py $(BIN_DIR)/arcade
	python3 Benchmarks/host_bench.py $(BIN_DIR)/arcade
	@echo "== WordMatch fall (pseudo-terminal, 100x30, Normal speed, nothing answered) =="
	python3 Benchmarks/wordmatch_fall_bench.py -- env ARCADE_DATA=$(CURDIR)/data $(BIN_DIR)/arcade play wordmatch --options --seed 3 --db /tmp/arcade-bench-wm.sqlite
	@echo "== PriceGuess first screen (pseudo-terminal, 100x30; a 10-question quiz on Blenders) =="
	python3 Benchmarks/terminal_bench.py --name "priceguess" --marker "Question 1 of 10" --move-key '\x1bOB' -- env ARCADE_DATA=$(CURDIR)/data $(BIN_DIR)/arcade play priceguess --questions 10 --db /tmp/arcade-bench-pg.sqlite
	ARCADE_DATA=$(CURDIR)/data $(BIN_DIR)/arcade-bench
	python3 Benchmarks/sgt_mines_bench.py
	@echo "== WordSearch generation: the PyPI package word-search-generator on the same sizes =="
	@python3 -c 'import word_search_generator' 2>/dev/null || python3 -m pip install --quiet word-search-generator || echo "(pip install word-search-generator to compare)"
	python3 Benchmarks/wordsearch_generator_bench.py $(CURDIR)/data/wordsearch/animals.txt
	$(MAKE) bench-shared
	@echo "== Stripped sizes: the default build, and the build with the shared board =="
	@bash Benchmarks/stripped_sizes.sh $(BIN_DIR)/arcade $(SHARED_BIN_DIR)/arcade

# The shared board on a throwaway PostgreSQL server: 8 processes pushing at once, menu times, push
# throughput, and the top-ten and last-five queries at 10^6 rounds (ARCADE_BENCH_ROWS to change). Built
# with the shared board in a build folder of its own, so the default build stays as it is.
SHARED_RELEASE := -c release -Xswiftc -static-executable --disable-local-rpath --traits SharedBoard --scratch-path .build-shared
SHARED_BIN_DIR = $(eval SHARED_BIN_DIR := $(shell $(SWIFT) build $(SHARED_RELEASE) --show-bin-path))$(SHARED_BIN_DIR)
bench-shared: deps
	$(SWIFT) build $(SHARED_RELEASE) --product arcade
	$(SWIFT) build $(SHARED_RELEASE) --product arcade-bench
	$(WITH_POSTGRES) bash Benchmarks/shared_board_bench.sh $(SHARED_BIN_DIR)/arcade $(SHARED_BIN_DIR)/arcade-bench

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/swift-arcade
	install -m 755 $(BIN_DIR)/arcade $(DESTDIR)$(PREFIX)/bin/arcade
	rm -rf $(DESTDIR)$(PREFIX)/share/swift-arcade/data
	cp -R data $(DESTDIR)$(PREFIX)/share/swift-arcade/data

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/arcade
	rm -rf $(DESTDIR)$(PREFIX)/share/swift-arcade

clean:
	rm -rf .build .build-shared
