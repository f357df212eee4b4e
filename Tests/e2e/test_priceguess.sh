# PriceGuess: browse to a leaf, answer, skip, finish, statistics, the board; 50/50 and a player's CSV catalog.

test_priceguess_browse_answer_skip_finish_statistics_board() {
  start_shell 100 30
  type_line "$ARCADE play priceguess --options; echo EXIT=\$?"
  expect_screen "PriceGuess — how to play"
  keys Enter
  expect_screen "Play Blenders"
  expect_screen "Length  ◀ 10 questions ▶"
  keys Down Enter
  expect_screen "All categories"
  expect_screen "[0-9]+  Furniture ▸"
  keys Enter
  expect_screen "All categories › Furniture"
  keys Enter
  expect_screen "All categories › Furniture › Accent Furniture"
  keys Down Enter
  expect_screen "All categories › Furniture › Accent Furniture › Accent Tables"
  expect_screen "[0-9]+  End Tables"
  keys BSpace
  expect_screen "All categories › Furniture › Accent Furniture *$"
  keys Down Enter Down Enter
  # The last level lists its products, Start quiz on top, as the original did; Enter starts.
  expect_screen "PriceGuess — End Tables"
  expect_screen "▶ Start quiz"
  expect_screen "in stock"
  keys Enter
  expect_screen "Furniture > Accent Furniture > Accent Tables > End Tables"
  expect_screen "Question 1 of 10 · Score 0"
  expect_screen "In stock|Out of stock"
  expect_screen ' 1  \$[0-9,]+\.[0-9]{2}'
  keys 1
  expect_screen 'Right! \+10|No — it was'
  expect_screen "Question 2 of 10"
  keys s
  expect_screen "Question 3 of 10"
  keys Right Enter
  expect_screen "Question 4 of 10"
  keys f
  expect_screen "[0-9] of 2 right · [0-9]+%"
  expect_screen "Skipped +1"
  expect_screen "Score +[0-9]+"
  keys s
  expect_screen "Statistics — Furniture > Accent Furniture > Accent Tables > End Tables"
  expect_screen "– 2\\. "
  expect_screen 'skipped · price: \$'
  keys q
  expect_screen "Skipped +1"
  keys L
  expect_screen "10 questions — best scores"
  # A quiz that scored nothing is kept off the board of best scores: its row, or the empty board's hint.
  expect_screen "^ +1 +[^ ]+ +[0-9]+ +[0-2]/2 |Finish a PriceGuess quiz"
  keys q
  expect_screen "Skipped +1"
  keys q
  expect_screen "Playing as|PathFinder"
  keys q
  expect_screen "EXIT=0"
}

test_priceguess_fifty_fifty_seeded_not_ranked_and_resize() {
  start_shell 100 30
  type_line "$ARCADE play priceguess --questions 5 --seed 4; echo EXIT=\$?"
  expect_screen "Question 1 of 5 · Score 0"
  keys c
  expect_screen "50/50 used"
  [ "$(screen | grep -c '  —')" -ge 1 ] || fail "no hidden prices"
  resize 40 12
  expect_screen "Q1 of 5 · Score 0|Question 1 of 5"
  keys c
  resize 100 30
  expect_screen "Question 1 of 5 · Score 0 · 50/50 used"
  keys f
  expect_screen "Nothing answered"
  expect_screen "Saved; (a chosen seed is not ranked|not ranked: 50/50 used)"
  keys q
  expect_screen "Playing as|PathFinder"
  keys q
  expect_screen "EXIT=0"
}

test_priceguess_plays_a_csv_catalog_and_names_a_bad_one() {
  start_shell 100 30
  {
    echo "sku,name,manufacturer,category,sale price,list price,in stock,rating,reviews,url,description"
    for i in $(seq 1 13); do
      echo "H-$i,Garden Hose $i,Greenline,Garden > Hoses,$((10 + i)).49,$((12 + i)).49,yes,4.$((i % 10)),$((i * 7)),https://shop.example/h-$i,\"A $((i * 5)) ft hose, kink-free.\""
    done
  } > "$E2E_HOME/mine.csv"
  printf 'sku,name,manufacturer,category,sale price,list price,in stock,rating,reviews,url,description\nB-1,Bad,Co,A > B,4x.99,5,yes,4,1,https://shop.example/b,Bad price.\n' > "$E2E_HOME/bad.csv"
  type_line "$ARCADE play priceguess --catalog $E2E_HOME/mine.csv --questions 5; echo EXIT=\$?"
  expect_screen "Garden > Hoses"
  expect_screen "Garden Hose [0-9]+"
  expect_screen "by Greenline"
  keys 1
  expect_screen "Question 2 of 5"
  keys q
  expect_screen "EXIT=0"
  # A file the player names is used or refused: the shell gets the file, line and problem, and exit 1.
  type_line "clear; $ARCADE play priceguess --catalog $E2E_HOME/bad.csv; echo EXIT=\$?"
  expect_screen "bad.csv: line 2 \\(sku B-1\\): sale price"
  expect_screen "EXIT=1"
  expect_not_screen "Kitchen > Small Appliances > Blenders"
  type_line "clear; $ARCADE generate priceguess --catalog $E2E_HOME/bad.csv >/dev/null; echo EXIT=\$?"
  expect_screen "bad.csv: line 2 \\(sku B-1\\): sale price"
  expect_screen "EXIT=1"
}
