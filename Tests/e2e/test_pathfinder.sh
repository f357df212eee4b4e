# PathFinder in the real binary: generate, guess, steer, the leaderboard; clicks, bumps, small screens, every way out.

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

# Seed 7 always draws a 5×4 grid (20 cells) with the target 4 rows down and 2 columns right of the robot.
test_pathfinder_seed_7_round_lands_on_the_leaderboard() {
  start_shell 100 30
  pf_launch play pathfinder --seed 7
  expect_screen "No grid yet: press g or Enter"
  expect_screen "seed 7"
  keys g
  expect_screen "Total number of cells is [0-9]+"
  local cells
  cells=$(screen | grep -oE "Total number of cells is [0-9]+" | grep -oE "[0-9]+$")
  [ "$cells" = 20 ] || fail "seed 7 should draw 20 cells, the screen says $cells"
  # A wrong pair first: it says so and stays.
  keys 4 4 Enter
  expect_screen "4 × 4 is not the grid. Try again."
  expect_screen "Step 1 of 2"
  # Tab back to rows; a digit there moves on to columns.
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
  expect_screen "Last five rounds"
  expect_screen "1  5×4 +6  [0-9]+:[0-9]{2} +[0-9]+\.[0-9]{2}"
  expect_screen "Your best round ever: 5×4, 6 moves"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
  # The round is in the database too, for the command line.
  type_line "$ARCADE scores pathfinder"
  expect_screen "Last five rounds"
  expect_screen "5×4 +6 "
  type_line "$ARCADE scores pathfinder --json | head -c 400; echo"
  expect_screen '"game" *: *"pathfinder"' 
}

test_pathfinder_bump_click_and_quit_to_the_menu() {
  start_shell 100 30
  pf_launch --seed 7
  expect_screen "▶ 1 PathFinder"
  keys Enter
  expect_screen "No grid yet"
  keys q
  expect_screen "▶ 1 PathFinder"
  keys 1
  expect_screen "No grid yet"
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
      expect_screen "is not the grid"
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
  expect_screen "▶ 1 PathFinder"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}

# Rows and Columns side by side: ← → go where they point, clicks on [-] [+] work, stale verdicts go.
test_pathfinder_guess_line_side_by_side() {
  start_shell 100 30
  pf_launch play pathfinder --seed 7
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
  # The help tells the truth when launched from the shell, and the clock runs on under it.
  keys "?"
  expect_screen "leave the round \(not saved\)"
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

test_pathfinder_small_terminal_resize_and_ctrl_c() {
  start_shell 40 12
  pf_launch play pathfinder --seed 7
  expect_screen "Enlarge the terminal to 40×14"
  resize 40 14
  expect_screen "No grid yet"
  # The footer fits 40 columns, and the two sides share one line.
  expect_screen "^  g/Enter new grid · \? help · q leave *$"
  expect_screen "^ ▶ Rows \[-\] \? \[\+\]     Columns \[-\] \? \[\+\]"
  keys g 5 4 Enter
  expect_screen "Enlarge the terminal to 40×16"
  resize 40 16
  expect_screen "Steps 0  Time [0-9]:[0-9]{2}  Shortest 6"
  expect_screen "┌─────┬─────┬─────┬─────┐"
  resize 100 30
  expect_screen "┌───────┬───────┬───────┬───────┐"
  keys C-c
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}

test_pathfinder_ascii_and_ctrl_c_on_the_guess_screen() {
  start_shell 100 30
  pf_launch play pathfinder --seed 7 --ascii --no-color
  keys g
  expect_screen "Total number of cells is 20"
  keys 5 4 Enter
  expect_screen "\+-------\+-------\+"
  expect_screen "\|   R   \|"
  keys Escape
  expect_screen "EXIT=0"
  pf_launch play pathfinder --seed 7
  keys g
  expect_screen "Time 0:0[0-9]"
  keys C-c
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}
