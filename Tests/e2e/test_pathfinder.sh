# PathFinder in the real binary: options, generate, guess, steer (round walls too), the end of the round and its keys;
# clicks, bumps, small screens down to 40×12, every way out.

# Runs arcade with arguments from the shell and prints its exit code and whether the terminal was restored.
pf_launch() { type_line "S1=\$(stty -g); $ARCADE $*; echo EXIT=\$?; S2=\$(stty -g); [ \"\$S1\" = \"\$S2\" ] && echo TTY-RESTORED"; }

# Column (in characters) and row of the first occurrence of a glyph on screen, as "COLUMN ROW".
pf_locate() {
  local LC_ALL=C.UTF-8 glyph=$1 row=0 line prefix
  while IFS= read -r line; do
    if [[ $line == *"$glyph"* ]]; then
      prefix=${line%%"$glyph"*}
      echo "${#prefix} $row"
      return 0
    fi
    row=$((row + 1))
  done < <(screen)
  return 1
}

# Puts one ranked round (assisted = 0) of player $1 in the test's score file: a 5×4 grid in $2 steps and $3 ms,
# ended a minute ago; $4 is its variant ("5x4" unless given; "walls" for a round with walls). A run with --seed never ranks its rounds, so a test that needs a ranked one writes it itself.
# The arcade makes the file first (a game opened and left), so that its own migrations lay out the tables.
pf_insert_ranked_round() {
  if [ ! -f "$E2E_HOME/arcade.sqlite" ]; then
    pf_launch play pathfinder --options
    expect_screen "PathFinder — Options"
    # The score file is made in the background after the first frame (it appears whole, by a link):
    # leaving at once can beat it on a busy machine, so wait for it, up to 5 s.
    local waited=0
    while [ ! -f "$E2E_HOME/arcade.sqlite" ] && [ "$waited" -lt 50 ]; do sleep 0.1; waited=$((waited + 1)); done
    keys q
    expect_screen "EXIT=0"
    type_line clear
    expect_not_screen "EXIT="
    [ -f "$E2E_HOME/arcade.sqlite" ] || fail "the arcade made no score file"
  fi
  python3 - "$E2E_HOME/arcade.sqlite" "$1" "$2" "$3" "${4:-5x4}" <<'PY' || fail "could not put a round in the score file"
import sqlite3, sys, time
path, player, steps, duration, variant = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
ended = int(time.time() * 1000) - 60_000
with sqlite3.connect(path) as db:
    db.execute(
        "INSERT INTO round (game, player, startedAt, endedAt, outcome, moves, durationMs, variant, gridSize, assisted, details)"
        " VALUES ('pathfinder', ?, ?, ?, 'won', ?, ?, ?, 20, 0, ?)",
        (player, ended - duration, ended, steps, duration, variant,
         '{"rows":5,"columns":4,"shortestPath":6,"target":{"row":4,"column":2}}'))
PY
}

# With no game options, PathFinder opens on its Options: Enter starts with what they say.
pf_start_from_options() {
  # (— and ◀ ▶ are - and < > with --ascii.)
  expect_screen "PathFinder (—|-) Options"
  expect_screen "Walls  (◀|<) (off|on ) (▶|>)"
  keys Enter
  expect_screen "No grid yet"
}

# One field of `arcade generate pathfinder --json` output: a number, or the route string's letters.
pf_json_field() { grep -oE "\"$1\":(\"[a-z]*\"|[0-9]+)" <<<"$2" | cut -d: -f2 | tr -d '"'; }

# Sends a route of compass keys (n e s w), one key at a time.
pf_walk() {
  local route=$1 i
  for ((i = 0; i < ${#route}; i++)); do keys "${route:i:1}"; done
}

# Walks a route of compass keys like pf_walk, from the top-left cell, and on the first cell of it with a wall on
# its east or south side (from the deal's JSON, $2) first bumps that wall: no step may count.
pf_walk_bumping_a_wall() {
  local route=$1 json=$2 row=1 col=1 steps=0 i side key bumped=0
  for ((i = 0; i <= ${#route}; i++)); do
    if [ "$bumped" = 0 ]; then
      for side in east south; do
        if grep -qF "[$row,$col,\"$side\"]" <<<"$json"; then
          key=${side:0:1}
          keys "$key"
          expect_screen "Bump: a wall to the $side\. No step counted\."
          expect_screen "Steps $steps "
          bumped=1
          break
        fi
      done
    fi
    [ "$i" -lt "${#route}" ] || break
    key=${route:i:1}
    keys "$key"
    steps=$((steps + 1))
    case $key in
      n) row=$((row - 1)) ;; s) row=$((row + 1)) ;; e) col=$((col + 1)) ;; w) col=$((col - 1)) ;;
    esac
  done
  [ "$bumped" = 1 ] || fail "the route passed no wall to bump"
}

# Seed 7's round from the guess screen to the arrival, by the keys that are known to win it.
pf_win_seed_7() {
  keys g
  expect_screen "Total number of cells is 20"
  keys 5 4 Enter
  expect_screen "Grid 5×4   Steps 0"
  keys j j j j l l
  expect_screen "Arrived! 6 steps in"
}

# Seed 7 always draws a 5×4 grid (20 cells) with the target 4 rows down and 2 columns right of the robot.
# A chosen seed is saved but never ranked: the end screen says so, and the board shows the ranked round put there first.
test_pathfinder_seed_7_round_ends_on_the_board_unranked() {
  start_shell 100 30
  # One ranked round of another player first: score 8 × 12 ÷ 20 = 4.80.
  pf_insert_ranked_round ana 8 12000
  pf_launch play pathfinder --options --seed 7
  pf_start_from_options
  expect_screen "No grid yet: press g or Enter"
  expect_screen "seed 7"
  expect_screen "the clock starts at g"
  keys g
  expect_screen "Total number of cells is [0-9]+"
  # The clock runs on the guess screen from g on.
  expect_screen "Step 1 of 2: guess the grid   Time 0:0[0-9]"
  expect_screen "Time 0:0[1-9]"
  local cells
  cells=$(screen | grep -oE "Total number of cells is [0-9]+" | grep -oE "[0-9]+$")
  [ "$cells" = 20 ] || fail "seed 7 should draw 20 cells, the screen says $cells"
  # A wrong pair first: it says so and stays.
  keys 4 4 Enter
  expect_screen "4 × 4 is not the grid. Try again."
  expect_screen "Step 1 of 2"
  # The right numbers the other way round are told apart. Tab back to rows; a digit there moves on to columns.
  keys Tab 4 5 Enter
  expect_screen "4 × 5: right numbers, other way round."
  keys Tab 5 4 Enter
  expect_screen "Grid 5×4   Steps 0   Time [0-9]:[0-9]{2}   Shortest possible 6"
  # The path from the screen: roomy cells are 8 columns by 4 rows at 100×30.
  local robot target
  robot=($(pf_locate "◆")) || fail "no robot on screen"
  target=($(pf_locate "◎")) || fail "no target on screen"
  local east=$(( (target[0] - robot[0]) / 8 )) south=$(( (target[1] - robot[1]) / 4 ))
  [ "$east" = 2 ] && [ "$south" = 4 ] || fail "seed 7's target should be 4 down, 2 right; found $south down, $east right"
  local i
  for ((i = 0; i < south; i++)); do keys j; done
  expect_screen "Steps 4 "
  for ((i = 0; i < east; i++)); do keys Right; done
  expect_screen "Arrived! 6 steps in"
  # The end of the round: the board, and the panel with the figures, why it is not ranked and the keys.
  expect_screen "Last five rounds"
  expect_screen "Rank  Player  Grid  Steps  Time  Score"
  expect_screen "1  ana +5×4 +8  0:12 +4\.80"
  expect_screen "Arrived by a shortest path!"
  expect_screen "Steps +6 "
  expect_screen "Shortest possible +6 "
  expect_screen "Saved; a chosen seed is not ranked"
  expect_screen "\[ Play again \]  \[ Leaderboard \]  \[ Options \]  \[ Menu \]"
  expect_screen "r again · L board · o options · w replay · \? help · q menu"
  # L: the full leaderboard, and back.
  keys L
  expect_screen "←→ game"
  expect_screen " 5×4 +8 "
  keys q
  expect_screen "Saved; a chosen seed is not ranked"
  # r: a new round with its grid drawn at once.
  keys r
  expect_screen "Total number of cells is [0-9]+"
  expect_not_screen "No grid yet"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
  # The command line's board has the ranked round, not the seeded one; --all lists the seeded one, marked.
  type_line "$ARCADE scores pathfinder"
  expect_screen "Last five rounds"
  expect_screen "Steps"
  expect_screen "5×4 +8 "
  expect_not_screen "5×4 +6 "
  type_line "$ARCADE scores pathfinder --all | grep -c 'chosen seed'"
  expect_screen "^1$"
  type_line "$ARCADE scores pathfinder --json | head -c 400; echo"
  expect_screen '"game" *: *"pathfinder"'
}

# The end screen's other ways out: the menu by q or Esc, and a small terminal that keeps the round's row and the keys.
test_pathfinder_end_screen_small_terminal_and_the_menu() {
  start_shell 100 30
  pf_insert_ranked_round ana 4 10000
  pf_launch play pathfinder --options --seed 7
  pf_start_from_options
  pf_win_seed_7
  expect_screen "\[ Play again \]"
  resize 40 12
  expect_screen "^ +1  ana +5×4 +4  0:10 +2\.00"
  expect_screen "\[ Again \] \[ Board \] \[ Opts \] \[ Menu \]"
  expect_screen "Saved; a chosen seed is not ranked"
  expect_screen "r again · L board · o options · q menu"
  expect_not_screen "Enlarge"
  keys Escape
  expect_screen "▶ 1 PathFinder"
  resize 100 30
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}

test_pathfinder_bump_click_and_quit_to_the_menu() {
  start_shell 100 30
  pf_launch --seed 7
  expect_screen "▶ 1 PathFinder"
  keys Enter
  pf_start_from_options
  keys q
  # No grid drawn yet: nothing dealt, nothing to resume.
  expect_screen "▶ 1 PathFinder"
  keys 1
  pf_start_from_options
  keys Enter
  expect_screen "Total number of cells is"
  # The seed went to the first game dealt, so this grid is unknown: try each rows × columns pair that makes the count.
  local cells rows columns done=0 tab=""
  cells=$(screen | grep -oE "Total number of cells is [0-9]+" | grep -oE "[0-9]+$")
  for rows in 4 5 6; do
    for columns in 4 5 6; do
      [ $((rows * columns)) = "$cells" ] || continue
      # Focus starts on rows; after a typed pair it is on columns, so later tries Tab back first.
      keys $tab "$rows" "$columns" Enter
      tab=Tab
      if wait_for "Shortest possible" 2; then done=1; break 2; fi
      expect_screen "is not the grid|right numbers, other way round"
    done
  done
  [ "$done" = 1 ] || fail "no guess was accepted"
  keys Up
  expect_screen "Bump: the north edge. No step counted."
  expect_screen "Steps 0 "
  # Cell (row 0, column 1) by mouse: find the robot and click one cell to its right.
  local robot stride=8
  robot=($(pf_locate "◆")) || fail "no robot on screen"
  screen | grep -q "┌─────┬" && stride=6
  click $((robot[0] + stride)) "${robot[1]}"
  expect_screen "Steps 1 "
  keys q
  expect_screen "▶   Resume +PathFinder [0-9]+×[0-9]+ — 1 step"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}

# Rows and Columns side by side: ← → go where they point, clicks on [-] [+] work, stale verdicts go.
test_pathfinder_guess_line_side_by_side() {
  start_shell 100 30
  pf_launch play pathfinder --options --seed 7
  pf_start_from_options
  expect_screen "▶ Rows  \[-\]  \?  \[\+\]      Columns  \[-\]  \?  \[\+\]"
  keys g Enter
  expect_screen "Set both rows and columns first."
  keys 5 4
  expect_screen "   Rows  \[-\]  5  \[\+\]    ▶ Columns  \[-\]  4  \[\+\]"
  expect_not_screen "Set both rows"
  keys Left
  expect_screen "▶ Rows  \[-\]  5  \[\+\]      Columns"
  keys Right Up
  expect_screen "▶ Columns  \[-\]  5  \[\+\]"
  keys Enter
  expect_screen "5 × 5 is not the grid. Try again."
  # Columns' [-] by mouse: 4 is right, and the verdict on 5 × 5 goes.
  local label
  label=($(pf_locate "Columns  [-]")) || fail "no Columns on screen"
  click $((label[0] + 9)) "${label[1]}"
  expect_screen "▶ Columns  \[-\]  4  \[\+\]"
  expect_not_screen "is not the grid"
  # Rows' [+] by mouse, then back with [-]: focus follows the click.
  label=($(pf_locate "Rows  [-]")) || fail "no Rows on screen"
  click $((label[0] + 14)) "${label[1]}"
  expect_screen "▶ Rows  \[-\]  6  \[\+\]"
  click $((label[0] + 6)) "${label[1]}"
  expect_screen "▶ Rows  \[-\]  5  \[\+\]"
  # Two quick clicks on Columns' [+] arrive in one read: both count (curses alone would make one
  # double click of them), and two on [-] bring it back.
  label=($(pf_locate "Columns  [-]")) || fail "no Columns on screen"
  clicks $((label[0] + 17)) "${label[1]}" $((label[0] + 17)) "${label[1]}"
  expect_screen "▶ Columns  \[-\]  6  \[\+\]"
  clicks $((label[0] + 9)) "${label[1]}" $((label[0] + 9)) "${label[1]}"
  expect_screen "▶ Columns  \[-\]  4  \[\+\]"
  # The help tells the truth when launched from the shell, and the clock runs on under it.
  keys "?"
  expect_screen "back \(the round waits under Resume\)"
  expect_screen "It keeps running while this help is open"
  local before
  before=$(screen | grep -oE "Time [0-9]+:[0-9]{2}" | head -1)
  local i changed=0
  for ((i = 0; i < 60; i++)); do
    if [ "$(screen | grep -oE "Time [0-9]+:[0-9]{2}" | head -1)" != "$before" ]; then changed=1; break; fi
    sleep 0.05
  done
  [ "$changed" = 1 ] || fail "the time stood still under the help ($before)"
  expect_screen "any key closes"
  keys x
  expect_not_screen "any key closes"
  keys Enter
  expect_screen "Grid 5×4   Steps 0"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}

# 40×12 is the arcade's smallest terminal: every PathFinder screen fits it, from the options to the end of the round.
test_pathfinder_played_to_the_target_at_40x12() {
  start_shell 40 12
  local json route
  json=$("$ARCADE" generate pathfinder --seed 7 --json) || fail "generate pathfinder failed"
  route=$(pf_json_field route "$json")
  [ -n "$route" ] || fail "no route in: $json"
  pf_launch play pathfinder --options --seed 7
  pf_start_from_options
  expect_not_screen "Enlarge"
  expect_screen "^ ▶ Rows \[-\] \? \[\+\]     Columns \[-\] \? \[\+\]"
  expect_screen "^ +g/Enter new grid · \? help · q back *$"
  keys g
  expect_screen "Step 1 of 2   Time 0:0[0-9]"
  keys "$(pf_json_field rows "$json")" "$(pf_json_field cols "$json")" Enter
  # Rows on consecutive lines: no border line between them, the frame top and bottom.
  expect_screen "Steps 0  Time [0-9]:[0-9]{2}  Shortest $(pf_json_field shortestPath "$json")"
  expect_screen "┌─────┬─────┬─────┬─────┐"
  expect_screen "│  ◆  │     │     │     │"
  expect_not_screen "├"
  expect_not_screen "Enlarge"
  # A resize up and back: roomy cells at 100×30, tight again at 40×12, the round going on.
  resize 100 30
  expect_screen "┌───────┬───────┬───────┬───────┐"
  resize 40 12
  expect_screen "│  ◆  │     │     │     │"
  pf_walk "$route"
  expect_screen "Arrived! ${#route} steps in"
  expect_screen "Arrived by a shortest path!"
  expect_screen "\[ Again \] \[ Board \] \[ Opts \] \[ Menu \]"
  expect_screen "r again · L board · o options · q menu"
  expect_not_screen "Enlarge"
  keys C-c
  expect_screen "EXIT=130"
  expect_screen "TTY-RESTORED"
}

# Walls: a maze from the seed, walked by the route `arcade generate pathfinder --walls --json` gives for the same seed.
test_pathfinder_walls_played_to_the_target() {
  start_shell 100 30
  local json route rows cols
  json=$("$ARCADE" generate pathfinder --seed 7 --walls --json) || fail "generate pathfinder --walls failed"
  route=$(pf_json_field route "$json")
  rows=$(pf_json_field rows "$json")
  cols=$(pf_json_field cols "$json")
  grep -qE '"walls":\[\[' <<<"$json" || fail "no walls in: $json"
  # --walls starts at once (no options screen) with walls.
  pf_launch play pathfinder --seed 7 --walls
  expect_screen "PathFinder: walls"
  expect_screen "No grid yet"
  keys g
  expect_screen "Total number of cells is $((rows * cols))"
  keys "$rows" "$cols" Enter
  expect_screen "Shortest possible $(pf_json_field shortestPath "$json")"
  expect_screen "━|┃"
  keys Up
  expect_screen "Bump: the north edge. No step counted."
  pf_walk_bumping_a_wall "$route" "$json"
  expect_screen "Arrived! ${#route} steps in"
  expect_screen "Arrived by a shortest path!"
  expect_screen "PathFinder ${rows}×${cols}, walls"
  expect_screen "Walls: last five rounds"
  # o: the Options, with Walls on; q back out; the next plain launch remembers Walls on.
  keys o
  expect_screen "Walls  ◀ on  ▶"
  keys q
  expect_screen "EXIT=0"
  pf_launch play pathfinder --options
  expect_screen "Walls  ◀ on  ▶"
  keys Left
  expect_screen "Walls  ◀ off ▶"
  expect_screen "An open grid"
  keys Escape
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
  # The board of walls rounds is its own: a ranked round with walls is on it and on no other board.
  pf_insert_ranked_round bea 9 15000 walls
  type_line "$ARCADE scores pathfinder"
  expect_screen "Walls: last five rounds"
  expect_screen "1  bea +5×4 +9  0:15 +6\.75"
  type_line "$ARCADE scores pathfinder | grep -c bea"
  expect_screen "^1$"
}

test_pathfinder_ascii_and_ctrl_c_on_the_guess_screen() {
  start_shell 100 30
  pf_launch play pathfinder --options --seed 7 --ascii --no-color
  pf_start_from_options
  keys g
  expect_screen "Total number of cells is 20"
  keys 5 4 Enter
  expect_screen "\+-------\+-------\+"
  expect_screen "\|   R   \|"
  keys Escape
  expect_screen "EXIT=0"
  pf_launch play pathfinder --options --seed 7
  pf_start_from_options
  keys g
  expect_screen "Time 0:0[0-9]"
  keys C-c
  expect_screen "EXIT=130"
  expect_screen "TTY-RESTORED"
}
