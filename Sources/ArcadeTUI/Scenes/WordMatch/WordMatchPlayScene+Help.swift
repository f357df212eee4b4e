import ArcadeCore

extension WordMatchPlayScene {
  /// The keys of the round, or of its end panel, and the rules in a few lines.
  public var help: SceneHelp {
    WordMatchPlayAction.table.help(
      title: "WordMatch",
      notes: [
        "Say whether the falling word translates the word above it before it lands: a landing counts as a wrong attempt. The game ends after "
          + "\(WordMatchText.count(game.options.lives, "wrong attempt")) or \(WordMatchText.count(game.options.pairCount, "pair")). "
          + WordMatchText.scoringRule,
        "After a mistake the right translation shows beside the word, then (where there is room) under the landing line while the next pair falls.",
        "The game is paused while this help is open; once it closes, the word falls on from where it was.",
      ]
    )
  }
}
