# Themes in a real terminal: found from the background tmux reports, chosen and kept, forced for a run.

# The 256-colour foreground of the title's first letter, as tmux holds it (capture-pane -e), e.g. "38;5;24".
title_colour() { tmux -L "$E2E_SOCKET" capture-pane -p -e | grep -a "S W I F T" | grep -o '38;5;[0-9]*' | head -n 1; }

theme_launch() { type_line "S1=\$(stty -g); $ARCADE $*; echo EXIT=\$?; S2=\$(stty -g); [ \"\$S1\" = \"\$S2\" ] && echo TTY-RESTORED"; }

# Light's title is colour 24 (#005f87), Dark's 45 (#00d7ff).
expect_title_colour() {
  local got
  for _ in $(seq 40); do
    got=$(title_colour)
    [ "$got" = "38;5;$1" ] && return 0
    sleep 0.05
  done
  fail "expected the title in 38;5;$1, it is in '$got'"
}

test_themes_light_background_is_found_and_a_choice_is_kept() {
  start_shell 100 30
  # tmux answers OSC 11 with the pane's background.
  tmux -L "$E2E_SOCKET" set-option -g window-style "bg=#fdf6e3"
  theme_launch
  expect_screen "S W I F T   A R C A D E"
  expect_title_colour 24
  expect_not_screen "11;rgb"
  keys S
  expect_screen "Theme         Automatic \(Light\)"
  # Right from Automatic: Dark, chosen by the player and stored.
  keys j Right
  expect_screen "Theme         Dark$"
  keys q q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
  # Started again on the same light background, the choice is kept.
  theme_launch
  expect_title_colour 45
  keys C-c
  expect_screen "EXIT=130"
}

test_themes_dark_background_and_the_unasked_linux_console_stay_dark() {
  start_shell 100 30
  tmux -L "$E2E_SOCKET" set-option -g window-style "bg=#000000"
  theme_launch
  expect_title_colour 45
  keys q
  expect_screen "TTY-RESTORED"
  # The Linux console is never asked (it would print the question), so even on white it stays Dark:
  # on its eight colours, the title in basic cyan (Light's would be blue).
  tmux -L "$E2E_SOCKET" set-option -g window-style "bg=#ffffff"
  type_line "clear; TERM=linux $ARCADE; echo EXIT=\$?"
  expect_screen "S W I F T   A R C A D E"
  sleep 0.3
  local basic
  basic=$(tmux -L "$E2E_SOCKET" capture-pane -p -e | grep -a "S W I F T" | grep -o '\[3[0-7]m' | head -n 1)
  [ "$basic" = "[36m" ] || fail "expected the title in basic cyan, it is in '$basic'"
  keys q
  expect_screen "EXIT=0"
}

test_themes_for_the_run_and_an_unknown_name() {
  start_shell 100 30
  tmux -L "$E2E_SOCKET" set-option -g window-style "bg=#ffffff"
  theme_launch --color-theme high-contrast
  expect_title_colour 51
  keys q
  expect_screen "TTY-RESTORED"
  type_line "ARCADE_THEME=light $ARCADE --no-color; echo EXIT=\$?"
  expect_screen "S W I F T   A R C A D E"
  [ -z "$(title_colour)" ] || fail "--no-color drew the title in colour"
  keys q
  expect_screen "EXIT=0"
  type_line "clear; $ARCADE --color-theme neon; echo EXIT=\$?"
  expect_screen "arcade: --color-theme neon: there is no such theme; choose one of dark, light, high-contrast"
  expect_screen "EXIT=2"
}
