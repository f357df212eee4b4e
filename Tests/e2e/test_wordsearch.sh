# WordSearch in the real binary: a seeded puzzle solved with the keyboard (placements from `generate --json`),
# the last word by a mouse drag, the disco finish, the panel, and the round in the history.

ws_launch() { type_line "S1=\$(stty -g); $ARCADE $*; echo EXIT=\$?; S2=\$(stty -g); [ \"\$S1\" = \"\$S2\" ] && echo TTY-RESTORED"; }

# The tmux key names that find every word but the last from the top-left cursor, then the last word's ends,
# from the JSON `arcade generate wordsearch` prints for the same settings and seed.
ws_plan() {
  python3 - "$1" <<'PY'
import json, sys
puzzle = json.loads(sys.argv[1])
row, col, keys = 0, 0, []
def walk(r, c):
    global row, col
    keys.extend(["Down" if r > row else "Up"] * abs(r - row))
    keys.extend(["Right" if c > col else "Left"] * abs(c - col))
    row, col = r, c
words = puzzle["words"]
for w in words[:-1]:
    (r, c), (dr, dc), n = w["start"], w["direction"], len(w["letters"])
    walk(r, c); keys.append("Space")
    walk(r + dr * (n - 1), c + dc * (n - 1)); keys.append("Space")
last = words[-1]
(r, c), (dr, dc), n = last["start"], last["direction"], len(last["letters"])
print(" ".join(keys))
print(r, c, r + dr * (n - 1), c + dc * (n - 1))
print(" ".join(puzzle["grid"][0]))
PY
}

# Waits up to 3 s for the disco: cells in at least three different background colours at once.
ws_expect_disco() {
  for _ in $(seq 30); do
    tmux -L "$E2E_SOCKET" capture-pane -e -p | python3 -c '
import re, sys
colours = set()
for group in re.findall(r"\x1b\[([0-9;]*)m", sys.stdin.read()):
    params, j = group.split(";"), 0
    while j < len(params):
        # 38/48;5;N and 38/48;2;R;G;B are one colour each: a basic 41-47, or a 256-colour or RGB background.
        if params[j] in ("38", "48"):
            width = 3 if j + 1 < len(params) and params[j + 1] == "5" else 5
            if params[j] == "48": colours.add(";".join(params[j:j + width]))
            j += width
            continue
        if re.fullmatch(r"4[1-7]", params[j]): colours.add(params[j])
        j += 1
sys.exit(0 if len(colours) >= 3 else 1)' && return 0
    sleep 0.1
  done
  fail "no disco: fewer than three background colours on screen"
}

# Mouse reports in X10 form: button code, 0-based column and row.
ws_mouse() { hex_keys 1b 5b 4d "$1" "$(printf %x $(( $2 + 33 )))" "$(printf %x $(( $3 + 33 )))"; }

test_wordsearch_seeded_solve_by_keys_and_a_drag() {
  start_shell 100 30
  local json plan keys ends first_row line_x
  json=$(ARCADE_DATA=$E2E_DATA "$ARCADE" generate wordsearch --seed 42 --size 10 --difficulty easy --json)
  plan=$(ws_plan "$json")
  keys=$(sed -n 1p <<<"$plan")
  ends=$(sed -n 2p <<<"$plan")
  first_row=$(sed -n 3p <<<"$plan")
  ws_launch play wordsearch --seed 42 --size 10 --difficulty easy
  expect_screen "WordSearch — Mobile · 10×10 Easy"
  expect_screen "Found 0/8 · Reveals 2"
  # `play` deals exactly the puzzle `generate` printed: the first row is on screen as printed.
  expect_screen "$first_row"
  # shellcheck disable=SC2086
  keys $keys
  expect_screen "Found 7/8"
  # The grid's left edge, from where the first row is drawn (letters two columns apart, row 0 on line 3).
  line_x=$(screen | sed -n 4p | python3 -c "import sys; print(sys.stdin.read().index(sys.argv[1]))" "$first_row")
  read -r r0 c0 r1 c1 <<<"$ends"
  # Press on the first letter, wander one row off the line, come back to the last letter, release.
  ws_mouse 20 $(( line_x + 2 * c0 )) $(( 3 + r0 ))
  ws_mouse 40 $(( line_x + 2 * (c0 + c1) / 2 )) $(( 3 + (r0 + r1) / 2 + 1 ))
  ws_mouse 40 $(( line_x + 2 * c1 )) $(( 3 + r1 ))
  ws_mouse 23 $(( line_x + 2 * c1 )) $(( 3 + r1 ))
  # The disco: cells light up for about three seconds, then the panel with the time.
  expect_screen "Found 8/8"
  ws_expect_disco
  expect_screen "All 8 words found!" 8
  expect_screen "Time +[0-9]+:[0-9]{2}"
  expect_screen "Words found +8/8"
  keys L
  expect_screen "10×10 Easy — fastest solves"
  keys q
  expect_screen "All 8 words found!"
  keys q
  expect_screen "S W I F T   A R C A D E"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
  # A chosen seed keeps the solve off the board; the history has it, saying why.
  type_line "$ARCADE scores --all | grep WordSearch"
  expect_screen "WordSearch .* won .* 10x10-easy"
}

test_wordsearch_disco_is_seen_and_a_key_skips_it() {
  start_shell 40 12
  ws_launch play wordsearch --seed 5 --words swift,kotlin,java --size 8 --reveals 3
  expect_screen "Found 0/3 · Reveals 3"
  # Three reveals finish the puzzle: the disco starts (status frozen, no cursor), a key skips it.
  keys v Enter v Enter v Enter
  expect_screen "Found 0/3 · Reveals 0"
  keys x
  expect_screen "Puzzle complete"
  # q on the panel is the arcade's menu, and q there quits.
  keys q
  expect_screen "S W I F T   A R C A D E"
  keys q
  expect_screen "EXIT=0"
}

test_wordsearch_options_screen_and_every_way_out() {
  start_shell 100 30
  ws_launch play wordsearch --options
  expect_screen "WordSearch — Options"
  expect_screen "Theme +◀ Mobile"
  expect_screen "A 10×10 grid with 8 Mobile words"
  keys Enter
  expect_screen "Found 0/8"
  resize 40 12
  expect_screen "Found 0/8"
  resize 30 10
  expect_screen "Enlarge"
  resize 100 30
  expect_screen "Found 0/8"
  keys q
  expect_screen "EXIT=0"
  ws_launch play wordsearch --theme Nope
  expect_screen "no WordSearch theme called 'Nope'"
  keys C-c
  expect_screen "EXIT="
  expect_screen "TTY-RESTORED"
  type_line "$ARCADE play wordsearch --size 99; echo EXIT=\$?"
  expect_screen "--size must be a whole number from 5 to 50"
}
