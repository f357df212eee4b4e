# Minesweeper in the real binary: a seeded Beginner game won with the keyboard (saved, not ranked: a chosen
# seed) and a ranked copy of it found on the leaderboard, a loss, the mouse, small terminals and every way out.

# Runs arcade with arguments from the shell and prints its exit code and whether the terminal was restored.
ms_launch() { type_line "S1=\$(stty -g); $ARCADE $*; echo EXIT=\$?; S2=\$(stty -g); [ \"\$S1\" = \"\$S2\" ] && echo TTY-RESTORED"; }

# A press and release of mouse button code $1 (0 left, 1 middle, 2 right) at 0-based column X, row Y.
ms_mouse() {
  local x=$(( $2 + 33 )) y=$(( $3 + 33 ))
  hex_keys 1b 5b 4d "$(printf %x $(( 32 + $1 )))" "$(printf %x $x)" "$(printf %x $y)"
  hex_keys 1b 5b 4d 23 "$(printf %x $x)" "$(printf %x $y)"
}

# The options open on Classic (no remembered choice); → chooses Beginner, whose seed-42 board the tests know.
ms_choose_beginner() {
  expect_screen "▶ Board +◀ Classic +▶"
  keys Right
  expect_screen "Board +◀ Beginner +▶"
}

# Beginner at 100×30: cells are 3 columns wide, the glyph of (row, col) at column 37 + 3·col, line 10 + row.
ms_cell_x() { echo $(( 37 + 3 * $1 )); }
ms_cell_y() { echo $(( 10 + $1 )); }

# Copies the test's Minesweeper rounds in the score file as ranked rounds (assisted = 0): a test that needs a
# ranked round puts it in the store itself, since a chosen seed is never ranked.
ms_rank_saved_rounds() {
  python3 - "$E2E_HOME/arcade.sqlite" <<'PY' || fail "could not add a ranked round to the score file"
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], timeout=5)
columns = "game, player, startedAt, endedAt, outcome, score, moves, durationMs, variant, gridSize, seed, details"
db.execute(f"INSERT INTO round ({columns}, assisted) SELECT {columns}, 0 FROM round WHERE game = 'minesweeper'")
db.commit()
PY
}

# Waits up to 5 s for the terminal cursor (the board's cursor) to be at "X,Y", or for "hidden".
ms_expect_cursor() {
  local got
  for _ in $(seq 50); do
    got=$(tmux -L "$E2E_SOCKET" display -p '#{?cursor_flag,#{cursor_x}#,#{cursor_y},hidden}')
    [ "$got" = "$1" ] && return 0
    sleep 0.1
  done
  fail "expected the cursor at $1, it is at $got"
}

# Prints "X,Y" for every screen cell drawn in reverse video on lines $1 to $2, as tmux holds them (capture-pane -e).
ms_reverse_cells() {
  tmux -L "$E2E_SOCKET" capture-pane -p -e -S "$1" -E "$2" | python3 -c '
import re, sys
first = int(sys.argv[1])
for y, line in enumerate(sys.stdin.read().split("\n")):
    reverse, x, i = False, 0, 0
    while i < len(line):
        m = re.match(r"\x1b\[([0-9;]*)m", line[i:])
        if m:
            params = [int(p) if p else 0 for p in m.group(1).split(";")]
            j = 0
            while j < len(params):
                p = params[j]
                if p in (38, 48): j += 2 if j + 1 < len(params) and params[j + 1] == 5 else 4
                elif p == 0: reverse = False
                elif p == 7: reverse = True
                elif p == 27: reverse = False
                j += 1
            i += m.end()
            continue
        if line[i] == "\x1b":
            m = re.match(r"\x1b[^a-zA-Z]*[a-zA-Z]", line[i:])
            i += m.end() if m else 1
            continue
        if reverse and line[i] != "\n": print(f"{x},{first + y}")
        x += 1
        i += 1
' "$1"
}

# Waits up to 5 s for the board's reverse-video cells (lines 10 to 18) to be exactly "$1" (one "X,Y" a line).
ms_expect_highlight() {
  local got
  for _ in $(seq 50); do
    got=$(ms_reverse_cells 10 18)
    [ "$got" = "$1" ] && return 0
    sleep 0.1
  done
  fail "expected the highlight on $1 only, reverse video is on: $(echo $got)"
}

# Keys that win seed 42 from the centre, derived from the board `arcade generate minesweeper --seed 42
# --first 5,5 --json` prints: each Space opens a cell still closed (after the openings before it spread),
# the last one winning; no hints, so the win is a clean one.
ms_seed_42_win() {
  "$ARCADE" generate minesweeper --preset beginner --seed 42 --first 5,5 --json | python3 -c '
import json, sys
board = json.load(sys.stdin)
rows, cols = board["rows"], board["cols"]
mines = {(r - 1, c - 1) for r, c in board["mines"]}
def count(r, c):
    return sum((r + dr, c + dc) in mines for dr in (-1, 0, 1) for dc in (-1, 0, 1))
opened = set()
def reveal(cell):
    stack = [cell]
    while stack:
        r, c = stack.pop()
        if not (0 <= r < rows and 0 <= c < cols) or (r, c) in opened or (r, c) in mines:
            continue
        opened.add((r, c))
        if count(r, c) == 0:
            stack += [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)]
cursor = (board["first"][0] - 1, board["first"][1] - 1)
keys = ["Space"]
reveal(cursor)
for r in range(rows):
    for c in range(cols):
        if (r, c) in mines or (r, c) in opened:
            continue
        dr, dc = r - cursor[0], c - cursor[1]
        keys += ["k" if dr < 0 else "j"] * abs(dr) + ["h" if dc < 0 else "l"] * abs(dc) + ["Space"]
        cursor = (r, c)
        reveal(cursor)
print(" ".join(keys))'
}

test_minesweeper_seeded_win_is_not_ranked_and_L_opens_the_board() {
  start_shell 100 30
  ms_launch play minesweeper --options --seed 42
  expect_screen "Minesweeper — Options"
  ms_choose_beginner
  expect_screen "Beginner: 9×9, 10 mines, guess-free\."
  keys Enter
  expect_screen "Mines 10 +:\) +Time 0:00"
  expect_screen "Beginner no-guess"
  # Before the first reveal nothing runs: the timer stays at 0:00.
  expect_stays "Time 0:00" 2
  local win
  win=$(ms_seed_42_win) || fail "could not derive the winning keys from arcade generate"
  # shellcheck disable=SC2086
  keys $win
  expect_screen "You win!"
  # The panel's time has hundredths (s.hh below a minute), beside the board at 100×30.
  expect_screen "Time +([0-9]+:)?[0-9]+\.[0-9]{2}"
  expect_screen "3BV +11"
  expect_screen "3BV/s +[0-9]+\.[0-9]{2}"
  expect_screen "Board +Beginner"
  expect_screen "Seed +42"
  # --seed chose the deal: the round is saved but kept off the boards.
  expect_screen "Saved; a chosen seed is not ranked"
  expect_screen "\[ Play again \]  \[ Leaderboard \]  \[ Options \]  \[ Menu \]"
  expect_screen "r again · L board · v board · o options · w replay · \? help · q menu"
  # The same round, ranked, put in the store by the test: L opens the Beginner board, where it is first.
  ms_rank_saved_rounds
  keys L
  expect_screen "Beginner — fastest wins"
  expect_screen " 1 .* ([0-9]+:)?[0-9]+\.[0-9]{2} +11 +[0-9]+\.[0-9]{2}"
  expect_screen "Your games.*: 2 played, 2 won"
  keys q
  expect_screen "You win!"
  # Left from Play again stays there; Right Right Right reaches Menu, the arcade's menu.
  keys Left Left Right Right Right Enter
  expect_screen "3 Minesweeper"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}

test_minesweeper_loss_shows_the_mines_then_play_again() {
  start_shell 100 30
  ms_launch play minesweeper --options --seed 42
  ms_choose_beginner
  keys Enter
  expect_screen "Mines 10"
  # The board's cursor is the terminal's own, on the centre cell's glyph; arrows and hjkl move it.
  ms_expect_cursor "$(ms_cell_x 4),$(ms_cell_y 4)"
  keys Right Down
  ms_expect_cursor "$(ms_cell_x 5),$(ms_cell_y 5)"
  keys h k
  ms_expect_cursor "$(ms_cell_x 4),$(ms_cell_y 4)"
  # Under the help overlay the cursor hides; it comes back where it was.
  keys ?
  expect_screen "flag mode: Space, Enter and clicks flag"
  ms_expect_cursor hidden
  keys Escape
  ms_expect_cursor "$(ms_cell_x 4),$(ms_cell_y 4)"
  # Flag a safe cell (a wrong flag), open the centre, then step onto the mine at (1,3).
  keys k k k k l l l l f
  ms_expect_cursor "$(ms_cell_x 8),$(ms_cell_y 0)"
  expect_screen "Mines 9 "
  keys j j j j h h h h Space
  expect_screen "│ ■  ■  ■  ■  2  1  1  2  ■ │"
  keys k k k h Space
  # At 100×30 the panel goes beside the board: the mines stay in view.
  expect_screen "Boom!"
  expect_screen "│ ■  ■  ■  ✹  2  1  1  2  ■ │"
  expect_screen "Time +[0-9]+\.[0-9]{2}"
  expect_screen "Seed +42"
  # The panel has the focus: no cursor on the board.
  ms_expect_cursor hidden
  keys Enter
  expect_screen "Mines 10 +:\)"
  expect_not_screen "Boom!"
  ms_expect_cursor "$(ms_cell_x 4),$(ms_cell_y 4)"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}

# u after a loss, as SGT Mines allows: the fatal reveal is taken back, the mine hidden again, and play goes on to
# a win; the loss stays saved, and the win is kept with its undo, not ranked (`scores --all` names it).
test_minesweeper_u_takes_back_a_loss_and_play_goes_on() {
  start_shell 100 30
  ms_launch play minesweeper --options --seed 42
  ms_choose_beginner
  keys Enter
  expect_screen "Mines 10"
  # The centre, then the mine at row 1, column 7 (from 1).
  keys Space k k k k l l Space
  expect_screen "Boom!"
  expect_screen "1 │ ■  ■  ■  ■  ■  ■  ✹  ■  ■ │"
  expect_screen "u undo · r again · L board · v board"
  keys u
  expect_screen "Taken back: row 1, column 7 is hidden again\. Not ranked now\."
  expect_not_screen "Boom!"
  expect_screen "1 │ ■  ■  ■  ■  ■  ■  ■  ■  ■ │"
  # The board's cursor is back, on the mine's cell; the clock runs again.
  ms_expect_cursor "$(ms_cell_x 6),$(ms_cell_y 0)"
  expect_screen "Mines 10 +:\)"
  local win
  win=$(ms_seed_42_win) || fail "could not derive the winning keys from arcade generate"
  # shellcheck disable=SC2086
  keys j j j j h h $win
  expect_screen "You win!"
  expect_screen "Undos +1"
  expect_screen "Saved; a chosen seed is not ranked"
  # A win is not taken back: no u on its panel.
  expect_not_screen "u undo"
  keys q
  expect_screen "S W I F T   A R C A D E"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
  type_line "clear; $ARCADE scores minesweeper --all | cut -c 1-200"
  expect_screen "won .*1 undo, chosen seed"
  expect_screen "lost .*chosen seed"
}

test_minesweeper_mouse_reveals_flags_and_chords() {
  start_shell 100 30
  ms_launch play minesweeper --options --seed 42
  ms_choose_beginner
  keys Enter
  expect_screen "Mines 10"
  ms_mouse 0 "$(ms_cell_x 4)" "$(ms_cell_y 4)"
  expect_screen "│ ■  ■  ■  3  1        1  1 │"
  # (3,3) is a 3: flag its three mines with right clicks, then a left click on it opens (4,2), a 1.
  ms_mouse 2 "$(ms_cell_x 2)" "$(ms_cell_y 2)"
  ms_mouse 2 "$(ms_cell_x 3)" "$(ms_cell_y 2)"
  ms_mouse 2 "$(ms_cell_x 2)" "$(ms_cell_y 3)"
  expect_screen "Mines 7 "
  ms_mouse 0 "$(ms_cell_x 3)" "$(ms_cell_y 3)"
  expect_screen "│ ■  ■  1  1                │"
  keys m
  # Beside "Beginner" the badge is short: title and badge both whole.
  expect_screen "┌─ Beginner ─+ FLAG ─┐"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}

test_minesweeper_small_terminal_resize_and_ctrl_c() {
  start_shell 40 11
  ms_launch play minesweeper --options --seed 42
  expect_screen "Enlarge the terminal to 40×12"
  # 40×12 fits the options packed: the title, every row, Start and the sentence.
  resize 40 12
  expect_screen "Board +◀ Classic"
  expect_screen "Classic: 10×7, 10 mines,"
  resize 100 30
  expect_screen "Board +◀ Classic"
  # → → → chooses Expert; Enter starts.
  keys Right Right Right
  expect_screen "Expert: 16×30, 99 mines, guess-free\."
  keys Enter
  expect_screen "Expert no-guess"
  expect_screen "Mines 99"
  resize 63 20
  expect_screen "Mines 99"
  expect_screen "^│ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ │$"
  resize 40 12
  # At 40×12 Expert scrolls: a window centred on the cursor, and the column beside it says which part shows.
  expect_screen "rows 4–13 of 16$"
  expect_screen "cols 12–20 of 30$"
  resize 100 30
  expect_screen "Mines 99"
  keys Space
  expect_screen "Time 0:0[0-9]"
  keys C-c
  expect_screen "EXIT=130"
  expect_screen "TTY-RESTORED"
}

test_minesweeper_from_the_menu_and_back() {
  start_shell 100 30
  ms_launch --seed 42
  expect_screen "3 Minesweeper"
  keys 3
  expect_screen "Minesweeper — Options"
  keys q
  expect_screen "3 Minesweeper"
  keys 3
  expect_screen "Minesweeper — Options"
  keys Enter
  expect_screen "Mines 10"
  keys o
  expect_screen "Minesweeper — Options"
  keys Enter Space
  expect_screen "Time 0:0[0-9]"
  keys Escape
  expect_screen "3 Minesweeper"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}

test_minesweeper_options_are_remembered() {
  start_shell 100 30
  ms_launch play minesweeper --options --seed 42
  expect_screen "▶ Board +◀ Classic"
  # Down from Board stops on the preset's numbers, shown as fixed: ← does nothing there.
  keys Down
  expect_screen "▶ Rows +10 +from the preset"
  keys Left
  expect_screen "▶ Rows +10 +from the preset"
  expect_screen "No-guess +◀ on"
  keys Down Down Down
  expect_screen "▶ No-guess +◀ on"
  keys Space
  expect_screen "No-guess +◀ off"
  expect_screen "Classic: 10×7, 10 mines, may need a guess\."
  keys Enter
  expect_screen "Mines 10"
  expect_screen "─ Classic ─"
  # Custom mines take four digits (60×60 allows 3591).
  keys o
  expect_screen "No-guess +◀ off"
  keys Up Up Up Up Left
  expect_screen "Board +◀ Custom"
  keys Down 6 0 Tab 6 0 Tab 3 5 9 1
  expect_screen "Custom: 60×60, 3591 mines, may need a guess\."
  keys q
  expect_screen "EXIT=0"
  type_line clear
  expect_not_screen "EXIT=0"
  # The next run offers the options last started with.
  ms_launch play minesweeper --options
  expect_screen "No-guess +◀ off"
  expect_screen "Board +◀ Classic"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}

# The cursor's cell is drawn in reverse video, and only that cell: a move takes the highlight along, and the
# terminal's own cursor stays on it. Hidden board (help), no highlight; the game over, none either.
test_minesweeper_cursor_cell_is_highlighted() {
  start_shell 100 30
  ms_launch play minesweeper --options --seed 42
  expect_screen "Minesweeper — Options"
  ms_choose_beginner
  keys Enter
  expect_screen "Mines 10 +:\) +Time 0:00"
  ms_expect_highlight "$(ms_cell_x 4),$(ms_cell_y 4)"
  ms_expect_cursor "$(ms_cell_x 4),$(ms_cell_y 4)"
  keys l
  ms_expect_highlight "$(ms_cell_x 5),$(ms_cell_y 4)"
  ms_expect_cursor "$(ms_cell_x 5),$(ms_cell_y 4)"
  keys j j
  ms_expect_highlight "$(ms_cell_x 5),$(ms_cell_y 6)"
  ms_expect_cursor "$(ms_cell_x 5),$(ms_cell_y 6)"
  keys h h h k
  ms_expect_highlight "$(ms_cell_x 2),$(ms_cell_y 5)"
  ms_expect_cursor "$(ms_cell_x 2),$(ms_cell_y 5)"
  keys '?'
  expect_screen "flag mode: Space, Enter and clicks flag"
  ms_expect_cursor hidden
  keys Escape
  ms_expect_highlight "$(ms_cell_x 2),$(ms_cell_y 5)"
  ms_expect_cursor "$(ms_cell_x 2),$(ms_cell_y 5)"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}

# The cursor highlight costs few bytes: on the Expert board (xterm-256color, 100×30) a move of the cursor
# in any direction sends at most 32 bytes (nbmines sends 32, freesweep 27), and what it sends holds the
# reverse-video cell. Bytes, not time: the same keys give the same bytes on any machine.
test_minesweeper_cursor_moves_send_at_most_32_bytes() {
  python3 - "$ARCADE" "$E2E_DIR/bytes.sqlite" <<'PY' || fail "a cursor move sent more than 32 bytes (see above)"
import fcntl, os, pty, select, signal, struct, sys, termios, time

arcade, db = sys.argv[1], sys.argv[2]
pid, fd = pty.fork()
if pid == 0:
    env = {"PATH": os.environ["PATH"], "HOME": os.path.dirname(db), "TERM": "xterm-256color", "LANG": "C.UTF-8",
           "ARCADE_E2E_TAG": os.environ.get("ARCADE_E2E_TAG", "")}
    os.execve(arcade, [arcade, "play", "minesweeper", "--preset", "expert", "--seed", "7", "--db", db], env)
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))

def quiet_output(quiet):
    """Everything written until nothing more comes for `quiet` seconds (at most 10 s in all)."""
    out, deadline = b"", time.monotonic() + 10
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            break
        try:
            out += os.read(fd, 65536)
        except OSError:
            break  # the program has closed the terminal
    return out

screen = b""
while b"Expert no-guess" not in screen:
    chunk = quiet_output(5)
    if not chunk:
        sys.exit("the Expert board did not appear")
    screen += chunk
quiet_output(0.5)
worst = 0
for key in "lljjkkhh":
    os.write(fd, key.encode())
    sent = quiet_output(0.5)
    print(f"  {key}: {len(sent)} bytes {sent!r}")
    worst = max(worst, len(sent))
    if b"7m" not in sent:
        sys.exit(f"{key}: no reverse-video cell in what was sent")
os.write(fd, b"q")
quiet_output(0.5)
os.kill(pid, signal.SIGKILL)
os.waitpid(pid, 0)
sys.exit(0 if worst <= 32 else f"the worst move sent {worst} bytes")
PY
}

# Keys that win the board `arcade generate minesweeper --json` printed (JSON on stdin), from its first reveal:
# Space on the first cell (the cursor starts there, the centre), then the cursor to each safe cell the
# reveals so far left closed, and Space, simulating each reveal's cascade as the game does.
ms_winning_keys() {
  python3 -c '
import json, sys
board = json.loads(sys.stdin.readline())
rows, cols = board["rows"], board["cols"]
mines = {(r - 1, c - 1) for r, c in board["mines"]}
def near(r, c):
    return [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)
            if (dr or dc) and 0 <= r + dr < rows and 0 <= c + dc < cols]
count = {(r, c): sum(p in mines for p in near(r, c)) for r in range(rows) for c in range(cols)}
opened = set()
def reveal(cell):
    todo = [cell]
    while todo:
        p = todo.pop()
        if p in opened: continue
        opened.add(p)
        if count[p] == 0: todo += [q for q in near(*p) if q not in mines]
at = (board["first"][0] - 1, board["first"][1] - 1)
keys = ["Space"]
reveal(at)
for cell in sorted((r, c) for r in range(rows) for c in range(cols)):
    if cell in mines or cell in opened: continue
    dr, dc = cell[0] - at[0], cell[1] - at[1]
    keys += ["j" if dr > 0 else "k"] * abs(dr) + ["l" if dc > 0 else "h"] * abs(dc) + ["Space"]
    at = cell
    reveal(cell)
print(" ".join(keys))
'
}

# The play-test's terminal: Classic (the default) at 40×12, in the side layout, won with the keyboard; the
# panel covers the board there, v shows the board and v again the panel; resizes keep the round; q leaves.
test_minesweeper_classic_won_at_40x12() {
  local win
  win=$("$ARCADE" generate minesweeper --preset classic --seed 42 --json | ms_winning_keys) || fail "no board from generate"
  [ -n "$win" ] || fail "no keys derived from the generated board"
  start_shell 40 12
  ms_launch play minesweeper --options --seed 42
  expect_screen "▶ Board +◀ Classic +▶"
  keys Enter
  expect_screen "^┌─ Classic no-guess ──┐  Mines 10$"
  expect_screen "Time 0:00$"
  expect_screen "^└─────────────────────┘  q back$"
  # The board's cursor starts on the centre cell (row 6, column 4 from 1): column 2 + 3·3, line 1 + 5.
  ms_expect_cursor "11,6"
  # shellcheck disable=SC2086
  keys $win
  expect_screen "You win!"
  expect_screen "\[ Again \] \[ Board \] \[ Opts \] \[ Menu \]"
  keys v
  expect_screen "B\)$"
  expect_screen "v board$"
  expect_not_screen "You win!"
  keys v
  expect_screen "You win!"
  # Wider: the panel goes beside the board, which keeps its layout; back to 40×12, over it again.
  resize 100 30
  expect_screen "┌─ Classic no-guess ──┐"
  expect_screen "You win!"
  resize 40 12
  expect_screen "\[ Again \]"
  leave_a_small_terminal_to_the_shell
}

# #23's play-test: an Expert game half done, its terminal closed (the tmux server killed: the arcade gets SIGHUP),
# then `arcade resume` finishing it. The round is on the board with its play time: the time away is not in it.
test_minesweeper_expert_resumed_after_the_terminal_is_closed() {
  local win first rest
  win=$("$ARCADE" generate minesweeper --preset expert --seed 7 --json | ms_winning_keys) || fail "no board from generate"
  read -r -a all <<<"$win"
  # Cut after a Space past the middle: a resumed board's cursor is on the cell played last.
  local cut=$(( ${#all[@]} / 2 ))
  while [ "${all[$cut]}" != Space ]; do cut=$(( cut + 1 )); done
  first="${all[*]:0:$(( cut + 1 ))}"
  rest="${all[*]:$(( cut + 1 ))}"
  start_shell 100 30
  ms_launch play minesweeper --preset expert --seed 7
  expect_screen "Expert no-guess"
  local began=$SECONDS
  # shellcheck disable=SC2086
  keys $first
  expect_screen "Mines 99"
  expect_not_screen "Boom!"
  # Every key played (the screen still for half a second: on a busy machine the arcade may lag behind tmux), then
  # the second the arcade takes at most to have its moves on disk.
  local before="" now_screen tries
  for tries in $(seq 60); do
    now_screen=$(screen | grep -v "Time ")
    [ "$now_screen" = "$before" ] && break
    before=$now_screen
    sleep 0.5
  done
  sleep 1
  tmux -L "$E2E_SOCKET" kill-server
  for _ in $(seq 50); do [ -z "$(tagged_pids "$E2E_TAG")" ] && break; sleep 0.1; done
  [ -z "$(tagged_pids "$E2E_TAG")" ] || fail "the arcade outlived its closed terminal"
  # Away for three seconds: not play time.
  sleep 3
  start_shell 100 30
  ms_launch menu
  expect_screen "Resume +Minesweeper Expert — [0-9]+:[0-9]{2} in, [0-9]+ cells left"
  keys q
  expect_screen "EXIT=0"
  type_line clear
  ms_launch resume
  expect_screen "Expert no-guess"
  expect_not_screen "Boom!"
  # shellcheck disable=SC2086
  keys $rest
  expect_screen "You win!"
  local played=$(( SECONDS - began ))
  # q goes to the menu, where nothing waits to be resumed any more.
  keys q
  expect_screen "S W I F T   A R C A D E"
  expect_not_screen "Resume"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
  # Nothing waits any more, and the round's moves give it: its only marks are the chosen seed and the pace of the
  # keys tmux sends (a program's, faster than a person plays), not a figure its moves do not give.
  type_line "clear; $ARCADE scores minesweeper --all | cut -c 1-200"
  expect_screen "won .*expert +chosen seed, it is faster"
  type_line "clear; $ARCADE resume; echo RESUMED=\$?"
  expect_screen "No unfinished rounds\."
  keys q
  expect_screen "RESUMED=0"
  python3 - "$E2E_HOME/arcade.sqlite" "$played" <<'PY' || fail "the round's time counts the time away"
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], timeout=5)
duration = db.execute("SELECT durationMs FROM round WHERE outcome = 'won'").fetchone()[0]
away = 3000
# The play time is what the moves took, at most the wall time since the start less the time away.
sys.exit(0 if 0 < duration <= int(sys.argv[2]) * 1000 - away + 1000 else f"duration {duration} ms, played {sys.argv[2]} s")
db.execute("UPDATE round SET assisted = 0")
PY
  python3 -c "import sqlite3,sys; d=sqlite3.connect(sys.argv[1]); d.execute('UPDATE round SET assisted = 0'); d.commit()" "$E2E_HOME/arcade.sqlite"
  type_line "clear; $ARCADE scores minesweeper"
  expect_screen "Expert — fastest wins"
  # Without the chosen seed its moves give it in full, time included: hidden only because tmux keys come faster than
  # a person plays (the time itself was checked above).
  expect_screen "1 round hidden: it is faster than a person plays"
}

# Unopened cells (■) on the screen: fewer as the board is opened.
ms_unopened() { screen | grep -o '■' | wc -l; }

# A cleared screen at the prompt, off the alternate screen a killed arcade leaves on.
ms_fresh_screen() {
  type_line "tput rmcup; clear"
  local waited=0
  while screen | grep -q "Expert no-guess\|■"; do
    sleep 0.05; waited=$(( waited + 1 ))
    [ "$waited" -lt 400 ] || fail "the screen was not cleared"
  done
}

# With the machine loaded (two busy processes beside it), an Expert game killed (SIGKILL) at a random moment comes
# back with every move made more than a second before the kill, 20 times over: the first moves of a run are on
# disk even while the score file is still being checked (they used to wait for that check, and were lost).
test_minesweeper_moves_on_disk_within_a_second_under_load() {
  local win
  win=$("$ARCADE" generate minesweeper --preset expert --seed 7 --json | ms_winning_keys) || fail "no board from generate"
  read -r -a all <<<"$win"
  yes >/dev/null &
  yes >/dev/null &
  start_shell 100 30
  local round
  for round in $(seq 20); do
    rm -f "$E2E_HOME"/arcade.sqlite*
    ms_fresh_screen
    ms_launch play minesweeper --preset expert --seed 7
    expect_screen "Expert no-guess" 20
    # Play for a random 0.2 to 2.5 s, noting after each opening what the screen showed and when.
    local until=$(( $(date +%s%3N) + 200 + RANDOM % 2300 )) i=0 seen=() at=()
    while [ "$(date +%s%3N)" -lt "$until" ] && [ "$i" -lt "${#all[@]}" ]; do
      keys "${all[$i]}"
      if [ "${all[$i]}" = Space ]; then
        at+=("$(date +%s%3N)")
        seen+=("$(ms_unopened)")
      fi
      i=$(( i + 1 ))
    done
    local pid
    pid=$(foreground_pid)
    [ -n "$pid" ] || fail "round $round: no arcade running"
    local killed
    killed=$(date +%s%3N)
    kill -KILL "$pid"
    expect_screen "EXIT=137" 20
    # What the screen showed a second before the kill: at least that much must come back.
    local bound=480 k
    for k in "${!at[@]}"; do
      [ "${at[$k]}" -le $(( killed - 1000 )) ] && bound=${seen[$k]}
    done
    ms_fresh_screen
    ms_launch resume
    # Killed before the first opening had a second: nothing may have been kept yet.
    wait_for "Expert no-guess|No unfinished rounds" 20 || fail "round $round: arcade resume showed nothing"
    if screen | grep -q "No unfinished rounds"; then
      [ "$bound" = 480 ] || fail "round $round: nothing came back; a second before the kill the screen had $bound cells unopened"
      keys q
    else
      local back
      back=$(ms_unopened)
      [ "$back" -le "$bound" ] || fail "round $round: resumed with $back cells unopened; a second before the kill the screen had $bound"
      keys q
    fi
    expect_screen "EXIT=0" 20
  done
  kill %1 %2 2>/dev/null
  wait 2>/dev/null
  return 0
}
