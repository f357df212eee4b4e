import ArcadeCore

extension MinesweeperScene {
  /// The keys of the round, or of its end panel, and the rules in a few lines.
  public var help: SceneHelp {
    SceneHelp(
      title: "Minesweeper",
      keys: end?.helpEntries(board: "hide the panel to see the board (where the mines were); v shows it again")
        ?? MinesweeperPlayAction.table(questionMarks: choices.questionMarks, flagMode: flagMode, daily: isDaily).helpEntries,
      notes: [
        "Open every cell without a mine; a number counts the mines around it."
          + (mayNeedGuess
            ? " No guess-free board was found in time for this one: it may need a guess."
            : choices.noGuess ? " No-guess: logic always suffices." : ""),
        "A game that used a hint is kept off the top times.",
        "After a loss, u takes back the reveal that lost and play goes on: the loss stays saved as it was, and the game"
          + " played on is kept when it ends, not ranked.",
        "The clock stops while the board is hidden (this help, a terminal too small): hidden time is not play time.",
        "Rows and columns count from 1, on the labels, in the hints and for `arcade generate minesweeper --first`.",
        "A board larger than the terminal scrolls with the cursor; beside it or under it, what shows (rows 4–13 of 16).",
        "3BV is the fewest clicks that clear the board; 3BV/s divides it by the play time, counted as at least one second.",
      ]
    )
  }
}
