# The daily in the real binary: the Daily screen, a ranked attempt and a practice one with their end panels,
# the line to share and the day's board on the command line, a small terminal, refused arguments, and (with the
# PostgreSQL server `make e2e` starts) two arcades on one shared board playing one deal onto one board.

# Runs arcade from the shell and records the terminal modes before and after.
daily_launch() { type_line "clear; S1=\$(stty -g); $ARCADE $*; echo EXIT=\$?; S2=\$(stty -g); [ \"\$S1\" = \"\$S2\" ] && echo TTY-RESTORED"; }

# Runs arcade outside tmux (for what it prints, not draws) in the test's environment: its HOME, the e2e data,
# the test's tag; no terminal.
daily_cli() {
  env -i PATH="$PATH" HOME="$E2E_HOME" LANG=C.UTF-8 ARCADE_E2E_TAG="$ARCADE_E2E_TAG" ARCADE_DATA="$E2E_DATA" "$ARCADE" "$@" </dev/null
}

# Fails unless $1 (what a command printed) is exactly the line $2.
daily_expect_output() {
  [ "$1" = "$2" ] || fail "expected exactly the line
      $2
    got
      $(printf '%s' "$1" | sed '2,$s/^/      /')"
}

# The six games as the Daily screen lists them, in order.
DAILY_GAMES="PathFinder PriceGuess Minesweeper TicTacToe WordMatch WordSearch"

# On the Daily screen: moves the cursor from the game chosen to game $1 (one of DAILY_GAMES) with j (the list
# wraps around).
daily_choose() {
  local current game index=0 from=-1 to=-1 n
  current=$(screen | sed -nE 's/^ ▶ ([A-Za-z]+) .*/\1/p' | head -n 1)
  for game in $DAILY_GAMES; do
    [ "$game" = "$current" ] && from=$index
    [ "$game" = "$1" ] && to=$index
    index=$((index + 1))
  done
  [ "$from" -ge 0 ] && [ "$to" -ge 0 ] || fail "cannot go from '$current' to '$1' on the Daily screen"
  for ((n = (to - from + 6) % 6; n > 0; n--)); do keys j; done
  expect_screen "^ ▶ $1 "
}

# After a daily's end panel's q: the Daily screen, never the title menu.
daily_back_to_the_daily_screen() {
  local today=$1
  expect_screen "^ +Daily $today \(UTC\)$"
  expect_not_screen "S W I F T   A R C A D E"
}

# The product of the PriceGuess question on screen (the line above "by MAKER"), trimmed.
daily_product() { screen | grep -B1 -E '^ +by [^ ]' | head -n 1 | sed -E 's/^ +//; s/ +$//'; }

# Answers the PriceGuess question on screen with key $2 and waits for what follows it: question $1 + 1, or the
# end panel after question 10. Leaves the product asked in DAILY_PRODUCT.
DAILY_PRODUCT=""
daily_answer() {
  local number=$1 key=$2
  expect_screen "Question $number of 10 · Score [0-9]+$"
  DAILY_PRODUCT=$(daily_product)
  [ -n "$DAILY_PRODUCT" ] || fail "no product on question $number"
  keys "$key"
  if [ "$number" -lt 10 ]; then
    expect_screen "Question $((number + 1)) of 10 · Score [0-9]+$"
  else
    expect_screen "│ +Questions +10 +│$"
  fi
}

test_daily_screen_plays_a_ranked_attempt_and_shares_it() {
  start_shell 100 30
  local db=$E2E_DIR/daily.sqlite today yesterday me products points out json
  today=$(date -u +%F)
  yesterday=$(date -u -d yesterday +%F)
  me=$(id -un)
  daily_launch daily --db "$db"
  expect_screen "^ +Daily $today \(UTC\)$"
  expect_screen "^ +All six: 0 days in a row \(longest 0\)$"
  expect_screen "^ ▶ PathFinder +walls +to play$"
  expect_screen "^   PriceGuess +10 questions, mixed +to play$"
  expect_screen "^   Minesweeper +Intermediate, guess-free +to play$"
  expect_screen "^   TicTacToe +Ultimate vs Hard +to play$"
  expect_screen "^   WordMatch +15 pairs, Normal en-es +to play$"
  expect_screen "^   WordSearch +15×15 Medium, no reveals +to play$"
  # The calendar (five weeks, Monday first, today last) beside the day's board, at 100×30.
  expect_screen "^  PathFinder: the last five weeks +Board of $today: 0 played$"
  expect_screen "^   Mo  Tu  We  Th  Fr  Sa  Su$"
  expect_screen "^ (   ·){7} +No one on it yet\.$"
  expect_screen "^ (   ·)*   ○$"
  expect_screen "^  #n rank  ✓ finished  x abandoned  · missed  ○ to play$"
  expect_screen "^ $today: to play — Enter plays it, ranked$"
  expect_screen "^ +↑↓ game · ←→ day · Enter play · s share · \? help · q back$"
  [ "$(screen | grep -cE '^ (   ·){7}( .*)?$')" = 4 ] || fail "the calendar has not four full weeks before this one"

  keys j
  expect_screen "^ ▶ PriceGuess +10 questions, mixed +to play$"
  expect_screen "^  PriceGuess: the last five weeks +Board of $today: 0 played$"
  keys '?'
  expect_screen "│ t +back to today +│$"
  expect_screen "any key closes"
  keys x
  expect_not_screen "any key closes"
  # A past day is practice; t comes back to today.
  keys Left
  expect_screen "^ $yesterday: missed — Enter plays it as practice$"
  expect_screen "Board of $yesterday: 0 played$"
  keys t
  expect_screen "^ $today: to play — Enter plays it, ranked$"
  # Nothing to share yet.
  keys s
  expect_screen "^ Nothing to share for $today: the day's ranked attempt is not finished\.$"

  # Today's first attempt: ten questions, ranked.
  keys Enter
  expect_screen "^ +Question 1 of 10 · Score 0$"
  expect_not_screen "how to play"
  products=""
  for number in 1 2 3 4 5 6 7 8 9 10; do
    daily_answer "$number" 1
    products+=$DAILY_PRODUCT$'\n'
  done
  expect_screen "│ +Questions +10 +│$"
  expect_screen "│ +Daily $today: 1st of 1 +│$"
  expect_screen "│ Swift Arcade daily $today · PriceGuess [0-9]+ points · #1 of 1 · 🔥 1 │$"
  points=$(screen | sed -nE "s/.*│ Swift Arcade daily $today · PriceGuess ([0-9]+) points · .*/\1/p")
  expect_screen "│ +Score +$points +│$"

  keys q
  daily_back_to_the_daily_screen "$today"
  expect_screen "^ [ ▶] PriceGuess +10 questions, mixed +$points points, #1 of 1  🔥 1$"
  daily_choose PriceGuess
  expect_screen "^  PriceGuess: the last five weeks +Board of $today: 1 played$"
  expect_screen " 1  $me +$points$"
  expect_screen "^ (   ·)*  #1$"
  expect_screen "^ $today: $points points, #1 of 1$"
  keys s
  expect_screen "^ Swift Arcade daily $today · PriceGuess $points points · #1 of 1 · 🔥 1$"
  keys q
  wait_for "EXIT=0" 3 || { expect_screen "S W I F T   A R C A D E"; keys q; }
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"

  # The line to share, and the day's board, from the command line.
  out=$(daily_cli daily --share --db "$db") || fail "arcade daily --share exited $?"
  daily_expect_output "$out" "Swift Arcade daily $today · PriceGuess $points points · #1 of 1 · 🔥 1"
  out=$(daily_cli daily --share --ascii --db "$db") || fail "arcade daily --share --ascii exited $?"
  daily_expect_output "$out" "Swift Arcade daily $today | PriceGuess $points points | #1 of 1 | streak 1"
  LC_ALL=C grep -q '[^ -~]' <<<"$out" && fail "--ascii printed more than ASCII: $out"
  json=$(daily_cli scores daily --db "$db" --json) || fail "arcade scores daily --json exited $?"
  python3 -c '
import json, sys
today, me, points = sys.argv[1:]
boards = json.load(sys.stdin)
price = [b for b in boards if b["game"] == "priceguess"]
assert len(price) == 1 and price[0]["title"] == f"Daily {today}", price
rows = price[0]["rows"]
assert len(rows) == 1, rows
assert rows[0]["rank"] == 1 and rows[0]["player"] == me and rows[0]["columns"]["Score"] == points, rows
others = [b for b in boards if b["game"] != "priceguess" and b["rows"]]
assert not others, others
' "$today" "$me" "$points" <<<"$json" || fail "the boards of the day in JSON: $json"

  # A second attempt is practice: its panel says so, shares no rank, and the board keeps one row.
  daily_launch daily priceguess --db "$db"
  expect_screen "^ +Question 1 of 10 · Score 0$"
  keys 2
  expect_screen "Question 2 of 10"
  keys f
  expect_screen "│ +Saved; not ranked: practice: the day's first attempt is the ranked one +│$"
  expect_screen "│ +Swift Arcade daily $today · PriceGuess [0-9]+ points \(practice\) +│$"
  expect_not_screen "Daily $today: 1st"
  keys q
  daily_back_to_the_daily_screen "$today"
  expect_screen "^ [ ▶] PriceGuess +10 questions, mixed +$points points, #1 of 1  🔥 1$"
  daily_choose PriceGuess
  expect_screen "^  PriceGuess: the last five weeks +Board of $today: 1 played$"
  keys C-c
  expect_screen "EXIT=130"
  expect_screen "TTY-RESTORED"
  out=$(daily_cli scores daily --db "$db") || fail "arcade scores daily exited $?"
  [ "$(grep -cE '^ +[0-9]+  ' <<<"$out")" = 1 ] || fail "the day's boards after a practice round:
$out"
  grep -qE "^ +1  $me +$points$" <<<"$out" || fail "the day's boards after a practice round:
$out"
  out=$(daily_cli daily --share --db "$db") || fail "arcade daily --share exited $?"
  daily_expect_output "$out" "Swift Arcade daily $today · PriceGuess $points points · #1 of 1 · 🔥 1"

  # Ten questions, ten products: a quiz that asks the same product ten times is not the day's deal.
  [ "$(grep -c . <<<"$products")" = 10 ] || fail "not ten products asked: $products"
  [ "$(sort -u <<<"$products" | grep -c .)" = 10 ] ||
    fail "the daily asked the same product more than once:
$(grep . <<<"$products" | sort | uniq -c | sed 's/^/      /')"
}

# A resize whose signal never comes is still found: with SIGWINCH blocked (a mask survives exec, so curses never
# hears of it), only the terminal's once-a-second look at its size sees it, and the Daily screen (whose next change
# is at midnight) must not wait past that look.
test_daily_finds_a_resize_whose_signal_never_came() {
  start_shell 40 12
  type_line "clear; python3 -c 'import os, signal, sys; signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGWINCH}); os.execv(sys.argv[1], sys.argv[1:])' $ARCADE daily --db $E2E_DIR/nowinch.sqlite; echo EXIT=\$?"
  expect_screen "^ ▶ PathFinder +to play$"
  expect_not_screen "the last five weeks"
  resize 100 30
  expect_screen "^  PathFinder: the last five weeks" 4
  resize 40 12
  expect_not_screen "the last five weeks" 4
  keys q
  expect_screen "^EXIT=0$"
}

test_daily_small_terminal_resize_and_quit() {
  start_shell 40 12
  local today game
  today=$(date -u +%F)
  daily_launch daily --db "$E2E_DIR/small.sqlite"
  expect_screen "^ +Daily $today \(UTC\)$"
  expect_screen "^  All six: 0 days in a row \(longest 0\)$"
  expect_screen "^ ▶ PathFinder +to play$"
  for game in PriceGuess Minesweeper TicTacToe WordMatch WordSearch; do
    expect_screen "^   $game +to play$"
  done
  expect_screen "^ $today: to play — Enter plays it,…$"
  expect_screen "^ ↑↓ game · ←→ day · Enter play · q back$"
  expect_not_screen "the last five weeks"
  keys j
  expect_screen "^ ▶ PriceGuess +to play$"

  resize 100 30
  expect_screen "^ ▶ PriceGuess +10 questions, mixed +to play$"
  expect_screen "^  PriceGuess: the last five weeks +Board of $today: 0 played$"
  expect_screen "^ +↑↓ game · ←→ day · Enter play · s share · \? help · q back$"
  expect_screen "^ $today: to play — Enter plays it, ranked$"

  resize 40 12
  expect_screen "^ ↑↓ game · ←→ day · Enter play · q back$"
  expect_screen "^ ▶ PriceGuess +to play$"
  expect_not_screen "the last five weeks"
  expect_not_screen "10 questions, mixed"
  # The help fits and scrolls; any other key closes it.
  keys '?'
  expect_screen "^┌─ Daily ─+┐$"
  expect_screen "^└─+↓ more · other keys close─+┘$"
  keys Escape
  expect_screen "^ ↑↓ game · ←→ day · Enter play · q back$"

  keys C-c
  expect_screen "EXIT=130"
  expect_screen "TTY-RESTORED"
  local flags waited=0
  while flags="$(pane_flag alternate_on)/$(pane_flag cursor_flag)/$(pane_flag mouse_any_flag)/$(pane_flag keypad_cursor_flag)"; [ "$flags" != "0/1/0/0" ]; do
    [ "$waited" -ge 60 ] && fail "alternate screen/cursor/mouse/keypad flags are $flags, not 0/1/0/0"
    sleep 0.05
    waited=$((waited + 1))
  done
  type_line "stty -a | grep -Eo '(^| )(icanon|echo)( |;)' | tr -d ' ;' | sort | tr '\\n' ,; echo"
  expect_screen "^echo,icanon,$"
}

test_daily_refuses_bad_arguments_and_ignores_odd_keys() {
  start_shell 100 30
  local db=$E2E_DIR/args.sqlite today tomorrow out rc before
  today=$(date -u +%F)
  tomorrow=$(date -u -d tomorrow +%F)

  out=$(daily_cli daily nosuchgame --db "$db" 2>&1); rc=$?
  [ "$rc" = 64 ] || fail "arcade daily nosuchgame exited $rc: $out"
  daily_expect_output "$(head -n 1 <<<"$out")" \
    "Error: no game called 'nosuchgame'; the games: pathfinder, priceguess, minesweeper, tictactoe, wordmatch, wordsearch"
  out=$(daily_cli daily --date 2026-02-30 --db "$db" 2>&1); rc=$?
  [ "$rc" = 64 ] || fail "arcade daily --date 2026-02-30 exited $rc: $out"
  head -n 1 <<<"$out" | grep -qE "^Error: --date must be a day written YYYY-MM-DD, such as [0-9]{4}-[0-9]{2}-[0-9]{2}, not '2026-02-30'$" ||
    fail "arcade daily --date 2026-02-30 printed: $out"
  out=$(daily_cli scores daily --date 2026-02-30 --db "$db" 2>&1); rc=$?
  [ "$rc" = 64 ] || fail "arcade scores daily --date 2026-02-30 exited $rc: $out"
  head -n 1 <<<"$out" | grep -qE "^Error: --date must be a day written YYYY-MM-DD, such as [0-9]{4}-[0-9]{2}-[0-9]{2}, not '2026-02-30'$" ||
    fail "arcade scores daily --date 2026-02-30 printed: $out"
  out=$(daily_cli scores --date 2026-11-26 --db "$db" 2>&1); rc=$?
  [ "$rc" = 64 ] || fail "arcade scores --date 2026-11-26 exited $rc: $out"
  daily_expect_output "$(head -n 1 <<<"$out")" "Error: --date goes with \`arcade scores daily\`"
  # Nothing finished: nothing on stdout, the reason on stderr, exit 1.
  out=$(daily_cli daily --share --db "$db" 2>/dev/null); rc=$?
  [ "$rc" = 1 ] && [ -z "$out" ] || fail "arcade daily --share with nothing finished exited $rc and printed: $out"
  out=$(daily_cli daily --share --db "$db" 2>&1 >/dev/null)
  daily_expect_output "$out" "arcade: no finished daily of $today to share: play it with \`arcade daily\`"
  out=$(daily_cli daily --share wordsearch --ascii --db "$db" 2>&1); rc=$?
  [ "$rc" = 1 ] || fail "arcade daily --share wordsearch exited $rc: $out"
  daily_expect_output "$out" "arcade: no finished WordSearch daily of $today to share: play it with \`arcade daily wordsearch\`"

  # Keys the Daily screen has no use for change nothing; F1 is help; Esc goes back (here, to the shell).
  daily_launch daily --db "$db"
  expect_screen "^ +↑↓ game · ←→ day · Enter play · s share · \? help · q back$"
  keys j
  expect_screen "^ ▶ PriceGuess +10 questions, mixed +to play$"
  # The board is read on the tick after the move: wait for it before taking the screen to compare.
  expect_screen "Board of $today: 0 played$"
  before=$(screen)
  keys x Tab BTab F5 F12 Home End PageUp PageDown IC DC 0 5 9 Z Ä '#' '/'
  sleep 1
  [ "$(screen)" = "$before" ] || fail "odd keys changed the Daily screen"
  keys F1
  expect_screen "│ s +show the line to share for the chosen day +│$"
  keys x
  expect_not_screen "any key closes"
  [ "$(screen)" = "$before" ] || fail "the help left a mark on the Daily screen"
  keys Escape
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"

  # --date is a past day: a day ahead is refused, not played as today's ranked attempt.
  daily_launch daily priceguess --date "$tomorrow" --db "$db"
  expect_screen "^(Error: |arcade: ).*$tomorrow"
  expect_screen "EXIT=[1-9][0-9]*$"
  expect_not_screen "Question 1 of 10"
  out=$(daily_cli scores daily --db "$db" --json)
  grep -q '"player"' <<<"$out" && fail "a daily was saved for $tomorrow's --date: $out"
  return 0
}

test_daily_end_panel_goes_back_to_the_daily_screen() {
  start_shell 100 30
  local today first
  today=$(date -u +%F)
  daily_launch daily --db "$E2E_DIR/back.sqlite"
  expect_screen "^ +Daily $today \(UTC\)$"
  daily_choose PriceGuess
  keys Enter
  expect_screen "^ +Question 1 of 10 · Score 0$"
  first=$(daily_product)
  # Left during the quiz: back on the Daily screen, and Enter takes it up where it was.
  keys q
  expect_screen "^ ▶ PriceGuess +10 questions, mixed +started: Enter takes it up$"
  keys Enter
  expect_screen "^ +Question 1 of 10 · Score 0$"
  [ "$(daily_product)" = "$first" ] || fail "taken up on another product than $first"
  keys 1
  expect_screen "Question 2 of 10"
  keys f
  expect_screen "│ +Daily $today: 1st of 1 +│$"
  # The end panel's q goes back to where the daily was opened: the Daily screen, with the result on it.
  keys q
  expect_screen "^ +Daily $today \(UTC\)$"
  expect_screen "^ ▶ PriceGuess +10 questions, mixed +[0-9]+ points, #1 of 1  🔥 1$"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}

# Sets the player name in Settings from the title menu and comes back to the menu.
daily_set_name() {
  expect_screen "S W I F T   A R C A D E"
  keys S
  expect_screen "▶ Player name +[^ ]"
  keys Enter
  expect_screen "▶ Player name +[^ ]*_$"
  local _
  for _ in $(seq 40); do keys BSpace; done
  expect_screen "▶ Player name +_$"
  tmux -L "$E2E_SOCKET" send-keys -l "$1"
  keys Enter
  expect_screen "▶ Player name +$1$"
  keys q
  expect_screen "^ +Playing as $1$"
}

# The Minesweeper board on screen, frame included.
daily_minesweeper_board() { screen | sed -n '/┌─ Daily [0-9-]* no-guess/,/└─/p'; }

test_daily_two_arcades_share_one_deal_and_one_board() {
  if ! shared_ready; then echo "    (skipped: no PostgreSQL server; make e2e starts one)"; return 0; fi
  local url=$ARCADE_TEST_POSTGRES password shown today board_a board_b number out
  password=$(cat "$ARCADE_TEST_POSTGRES_DIR/password")
  shown=${url/:$password@/@}
  today=$(date -u +%F)
  # A second tmux server for the second arcade (the helpers work on the one E2E_SOCKET names), removed with the test.
  local second="$E2E_SOCKET-b"
  trap "tmux -L '$second' kill-server 2>/dev/null; rm -f '$(socket_path "$second")'" EXIT
  on_b() { local E2E_SOCKET=$second; "$@"; }

  start_shell 100 30
  on_b start_shell 100 30
  type_line "export PGPASSWORD='$password'; clear"
  on_b type_line "export PGPASSWORD='$password'; clear"
  type_line "$ARCADE scores --db '$shown' --init --local '$E2E_DIR/ana.sqlite'"
  expect_screen "schema version"
  # Two members: two local files (two player ids), two names.
  daily_launch --db "'$shown'" --local "'$E2E_DIR/ana.sqlite'"
  on_b daily_launch --db "'$shown'" --local "'$E2E_DIR/bea.sqlite'"
  daily_set_name ana
  on_b daily_set_name bea
  keys D
  on_b keys D
  expect_screen "^ +Daily $today \(UTC\)$"
  on_b expect_screen "^ +Daily $today \(UTC\)$"

  # One Minesweeper deal: the same board, the centre opened, in both.
  daily_choose Minesweeper
  on_b daily_choose Minesweeper
  keys Enter
  on_b keys Enter
  expect_screen "Mines 40 "
  on_b expect_screen "Mines 40 "
  expect_screen "^ +└─+┘$"
  on_b expect_screen "^ +└─+┘$"
  board_a=$(daily_minesweeper_board)
  board_b=$(on_b daily_minesweeper_board)
  [ "$(grep -c '│' <<<"$board_a")" = 16 ] || fail "not a 16-row board:
$board_a"
  grep -q '[1-8]' <<<"$(sed -n '2,17p' <<<"$board_a" | sed 's/^ *[0-9]* *│//')" || fail "no opened cell on the board:
$board_a"
  [ "$board_a" = "$board_b" ] || fail "the two arcades were dealt different boards:
$(diff <(echo "$board_a") <(echo "$board_b") | sed 's/^/      /')"
  keys q
  on_b keys q
  expect_screen "^ ▶ Minesweeper +Intermediate, guess-free +started: Enter takes it up$"
  on_b expect_screen "^ ▶ Minesweeper +Intermediate, guess-free +started: Enter takes it up$"

  # Both play the PriceGuess daily to its end.
  daily_choose PriceGuess
  on_b daily_choose PriceGuess
  keys Enter
  on_b keys Enter
  for number in 1 2 3 4 5 6 7 8 9 10; do
    daily_answer "$number" 1
    on_b daily_answer "$number" 2
  done
  # Each end panel: the share line, and (checked at the end, so that the boards below are checked whatever they
  # say) the place of a ranked first attempt.
  local panel_a panel_b
  expect_screen "│ Swift Arcade daily $today · PriceGuess [0-9]+ points .*│$"
  on_b expect_screen "│ Swift Arcade daily $today · PriceGuess [0-9]+ points .*│$"
  panel_a=$(screen)
  panel_b=$(on_b screen)

  # The second leaves for the shell (its round sent) and prints the day's board: both members on it.
  on_b keys q
  on_b daily_back_to_the_daily_screen "$today"
  on_b keys q
  on_b wait_for "EXIT=0" 3 || { on_b expect_screen "S W I F T   A R C A D E"; on_b keys q; }
  on_b expect_screen "EXIT=0"
  on_b expect_not_screen "waiting to be sent"
  on_b type_line "clear; $ARCADE scores daily --db '$shown' --local '$E2E_DIR/bea.sqlite'"
  on_b expect_screen "^PriceGuess — Daily $today$"
  on_b expect_screen "^ +[12]  ana +[0-9]+$"
  on_b expect_screen "^ +[12]  bea +[0-9]+$"
  out=$(on_b screen)
  [ "$(grep -cE '^ +[0-9]+  [^ ]' <<<"$out")" = 2 ] || fail "not two rows on the day's boards:
$out"

  # The first one's Daily screen shows the same board of two.
  keys q
  daily_back_to_the_daily_screen "$today"
  daily_choose PriceGuess
  expect_screen "^  PriceGuess: the last five weeks +Board of $today: 2 played$"
  expect_screen " [12]  ana +[0-9]+$"
  expect_screen " [12]  bea +[0-9]+$"
  expect_screen "^ [ ▶] PriceGuess +10 questions, mixed +[0-9]+ points, #[12] of 2  🔥 1$"
  keys C-c
  expect_screen "EXIT=130"
  expect_screen "TTY-RESTORED"
  screen | grep -q -- "$password" && fail "the password was printed"
  on_b screen | grep -q -- "$password" && fail "the password was printed"

  # Both attempts were the players' first of the day: each end panel gave its place, and shared it.
  local who panel
  for who in ana bea; do
    if [ "$who" = ana ]; then panel=$panel_a; else panel=$panel_b; fi
    grep -qE "│ +Daily $today: (1st of [12]|2nd of 2) +│$" <<<"$panel" &&
      grep -qE "│ Swift Arcade daily $today · PriceGuess [0-9]+ points · #[12] of [12] · 🔥 1 │$" <<<"$panel" ||
      fail "the end panel of $who's ranked attempt gave no place on the day's board:
$(grep '│' <<<"$panel" | sed 's/^/      /')"
  done
  return 0
}
