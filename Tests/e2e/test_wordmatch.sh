# WordMatch: options, a seeded game answered to the end at Fast speed, the result panel, its leaderboard.

# Answers n (most pairs are wrong translations) until the result screen shows; fails after $1 seconds.
wordmatch_answer_until_result() {
  local limit=${1:-60} waited=0
  while ! screen | grep -q "Missed pairs\|No pairs missed"; do
    keys n
    sleep 0.2
    waited=$((waited + 1))
    [ "$waited" -ge $((limit * 5)) ] && fail "no result screen after ${limit}s"
  done
}

# Puts a ranked English → Spanish · Fast round by "ranked-player" scoring $1 in the test's score file
# (created by the arcade running): a seeded game is never ranked, so a board with a row on it is made here.
wordmatch_put_ranked_round() {
  python3 - "$E2E_HOME/arcade.sqlite" "$1" <<'EOF' || fail "could not put a round in the score file"
import json, sqlite3, sys, time
path, score = sys.argv[1], int(sys.argv[2])
now = int(time.time() * 1000)
details = json.dumps({"correct": 15, "wrong": 0, "pairs": 15, "speed": "fast", "languagePair": "en-es",
                      "pairCount": 15, "lives": 3}, sort_keys=True)
db = sqlite3.connect(path)
db.execute("INSERT INTO round (game, player, startedAt, endedAt, outcome, score, moves, durationMs, variant, seed, assisted, details)"
           " VALUES ('wordmatch', 'ranked-player', ?, ?, 'won', ?, 15, 60000, 'en-es/fast', 1, 0, ?)",
           (now - 60000, now, score, details))
db.commit()
EOF
}

test_wordmatch_seeded_game_to_the_leaderboard() {
  start_shell 100 30
  type_line "$ARCADE play wordmatch --options --seed 11; echo EXIT=\$?"
  expect_screen "WordMatch — Options"
  wordmatch_put_ranked_round 150
  expect_screen "Words  ◀ English → Spanish ▶"
  expect_screen "Speed  ◀ Normal · 5 s ▶"
  expect_screen "A chosen seed: saved but not ranked."
  keys Down Right
  expect_screen "Speed  ◀ Fast · 3 s +▶"
  keys Enter
  expect_screen "WordMatch · English → Spanish · Fast +Pair 1 of 15"
  expect_screen "Correct attempts: 0   Wrong attempts: 0"
  expect_screen "\[ ◀ Wrong \(n\) \] +\[ Correct \(y\) ▶ \]"
  keys n
  expect_screen "Correct attempts: [01]   Wrong attempts: [01]"
  wordmatch_answer_until_result 90
  expect_screen "WordMatch — English → Spanish · Fast"
  expect_screen "Out of lives after [0-9]+ pairs|All 15 pairs played"
  expect_screen "Right pairs spotted +[0-9]+ × 50-100 = [0-9]+"
  expect_screen "Wrong pairs rejected +[0-9]+ × 5-10 = [0-9]+"
  expect_screen "Wrong attempts +[0-9]+"
  expect_screen "Score +[0-9]+"
  # A chosen seed is saved but never ranked, and the panel says so.
  expect_screen "Saved; a chosen seed is not ranked"
  expect_screen "\[ Play again \]  \[ Leaderboard \]  \[ Options \]  \[ Menu \]"
  # An untouched result screen stays put: the same text a moment later.
  expect_unchanged 1
  keys L
  expect_screen "English → Spanish · Fast — best scores"
  expect_screen "^ +1  ranked-player +150 "
  expect_not_screen "^ +2  "
  keys q
  expect_screen "Missed pairs|No pairs missed"
  # q leaves for the arcade's menu, even from `arcade play`; q there quits.
  keys q
  expect_screen "WordMatch +catch the right translation"
  keys q
  expect_screen "EXIT=0"
}

test_wordmatch_click_answers_and_quit_midgame() {
  start_shell 100 30
  type_line "$ARCADE play wordmatch --options --seed 3; echo EXIT=\$?"
  expect_screen "WordMatch — Options"
  keys Enter
  expect_screen "Pair 1 of 15"
  # The Wrong button is on row 27 at columns 29–43.
  click 35 27
  expect_screen "Correct attempts: [01]   Wrong attempts: [01]"
  keys '?'
  expect_screen "Wrong: it does not"
  keys x
  keys q
  expect_screen "EXIT=0"
  # A round left before its end is not on any board (it waits under Resume, unfinished).
  type_line "clear; $ARCADE scores wordmatch --all 2>&1 | grep -c 'en-es'; echo DONE"
  expect_screen "^0$"
}

test_wordmatch_a_mistake_shows_the_right_translation() {
  start_shell 100 30
  type_line "$ARCADE play wordmatch --options --seed 8; echo EXIT=\$?"
  expect_screen "WordMatch — Options"
  keys Enter
  expect_screen "Pair 1 of 15"
  # Three pairs in four are wrong: "y" to each makes a mistake within a few pairs.
  local tries=0
  while ! screen | grep -q "Wrong attempts: 1"; do
    keys y
    sleep 0.7
    tries=$((tries + 1))
    [ "$tries" -ge 8 ] && fail "no mistake after 8 answers of y"
  done
  # While the next pair falls, the mistake's right translation waits under the landing line.
  expect_screen "^ +✘ .+ = ."
  keys q
  expect_screen "EXIT=0"
}

test_wordmatch_scores_without_the_word_lists() {
  start_shell 100 30
  type_line "$ARCADE play wordmatch --options; echo EXIT=\$?"
  expect_screen "WordMatch — Options"
  wordmatch_put_ranked_round 150
  keys Escape
  expect_screen "EXIT=0"
  # The word lists are gone: no new game, but the boards of the rounds in the store still show.
  type_line "clear; ARCADE_DATA=/nonexistent $ARCADE scores wordmatch; echo EXIT=\$?"
  expect_screen "English → Spanish · Fast — best scores"
  expect_screen "ranked-player +150"
  expect_screen "EXIT=0"
}

test_wordmatch_help_pauses_the_fall() {
  start_shell 100 30
  type_line "$ARCADE play wordmatch --options --seed 5; echo EXIT=\$?"
  expect_screen "WordMatch — Options"
  keys Enter
  expect_screen "Pair 1 of 15"
  keys '?'
  expect_screen "Paused · Pair 1 of 15"
  expect_screen "The game is paused while this help is open"
  # Longer than the 5 s fall: without the pause the word would have landed.
  expect_never "Wrong attempts: 1|Lives: 2" 6
  expect_screen "Wrong attempts: 0"
  keys x
  expect_not_screen "Paused"
  expect_screen "Correct attempts: 0   Wrong attempts: 0 .*Lives: 3 of 3"
  expect_screen "Pair 1 of 15"
  # The fall goes on: left alone, the word lands and costs a life.
  expect_screen "Wrong attempts: 1" 8
  keys q
  expect_screen "EXIT=0"
}

test_wordmatch_small_terminal_resize_and_ctrl_c() {
  start_shell 40 12
  type_line "$ARCADE play wordmatch --options --ascii; echo EXIT=\$?"
  expect_screen "Words  < English -> Spanish >"
  keys Enter
  expect_screen "Correct attempts: 0   Wrong attempts: 0"
  expect_screen "\[ < Wrong \(n\) \]"
  resize 30 9
  expect_screen "Enlarge the terminal"
  resize 100 30
  expect_screen "< n Wrong . > y Correct . \? help . q back"
  keys C-c
  expect_screen "EXIT=130"
}

test_wordmatch_broken_list_is_named_on_screen() {
  start_shell 100 30
  local data=$E2E_DIR/data
  mkdir -p "$data/wordmatch"
  cp "$E2E_DATA/wordmatch/en-es.json" "$data/wordmatch/"
  printf '{"format": 1, "source": ' > "$data/wordmatch/en-zz.json"
  type_line "ARCADE_DATA=$data $ARCADE play wordmatch --options; echo EXIT=\$?"
  expect_screen "Not offered: en-zz.json"
  expect_screen "Words  ◀ English → Spanish ▶"
  expect_screen "$data/wordmatch/en-zz.json: malformed JSON"
  # The broken list is never offered: → finds no other.
  keys Right
  expect_screen "Words  ◀ English → Spanish ▶"
  keys Escape
  expect_screen "EXIT=0"
}

test_wordmatch_too_small_terminal_pauses_the_fall() {
  start_shell 100 30
  type_line "$ARCADE play wordmatch --options --seed 5; echo EXIT=\$?"
  expect_screen "WordMatch — Options"
  keys Enter
  expect_screen "Pair 1 of 15"
  # A second into the fall, with the word still falling.
  expect_stays "Lives: 3 of 3" 1
  # Mid-fall the terminal shrinks below the game's 40×12 for longer than the 5 s fall.
  resize 30 10
  expect_screen "Enlarge the terminal"
  expect_stays "Enlarge the terminal" 7
  resize 100 30
  expect_screen "Lives: 3 of 3"
  expect_screen "Correct attempts: 0   Wrong attempts: 0"
  expect_screen "Pair 1 of 15"
  # The fall goes on from where it was: left alone, the word lands and costs a life.
  expect_screen "Lives: 2 of 3" 8
  keys q
  expect_screen "EXIT=0"
}

test_wordmatch_options_lists_lengths_and_remembered() {
  start_shell 100 30
  type_line "$ARCADE play wordmatch --options; echo EXIT=\$?"
  # The default pair comes first, as on the leaderboard; ← → walk the lists.
  expect_screen "Words  ◀ English → Spanish ▶"
  keys Right
  expect_screen "Words  ◀ English → German +▶"
  keys Right
  expect_screen "Words  ◀ English → French +▶"
  keys Left
  expect_screen "Words  ◀ English → German +▶"
  # Other lengths are saved but not ranked.
  keys Down Down Right
  expect_screen "Pairs  ◀ 20"
  expect_screen "Saved but not ranked: only 15 pairs and 3 lives are ranked."
  # Start keeps the choices: the next options screen opens on them.
  keys Enter
  expect_screen "Pair 1 of 20"
  keys q
  expect_screen "EXIT=0"
  type_line "clear; $ARCADE play wordmatch --options; echo EXIT=\$?"
  expect_screen "Words  ◀ English → German +▶"
  expect_screen "Pairs  ◀ 20"
  keys q
  expect_screen "EXIT=0"
}
