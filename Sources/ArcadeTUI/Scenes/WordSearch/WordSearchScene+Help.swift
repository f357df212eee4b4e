import ArcadeCore

extension WordSearchScene {
  /// The keys of the round, or of its end panel, and the rules in a few lines.
  var help: SceneHelp {
    if let end { return SceneHelp(title: "WordSearch", keys: end.helpEntries(board: "")) }
    return WordSearchPlayAction.table(daily: isDaily).help(
      title: "WordSearch",
      notes: [
        "Words read \(puzzle.difficulty.summary.replacingOccurrences(of: "words read ", with: "")); each appears exactly once.",
        "A revealed word is shown, not found; a puzzle with reveals is kept off the board.",
      ])
  }
}
