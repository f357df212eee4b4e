import ArcadeCore

extension WordSearchScene: ResumableScene {
  var moveCount: Int { game.moves.count }
  var roundHasEnded: Bool { game.isOver }
  func raceStanding(at now: Instant) -> RaceStanding? { standing(game, at: now) }

  func unfinishedRound(at now: Instant) -> UnfinishedRound? {
    guard !game.isOver else { return nil }
    let left = game.wordCount - game.wordsFound
    let summary = resumeSummary(
      "WordSearch \(puzzle.size)×\(puzzle.size) \(puzzle.difficulty.title)", playedMilliseconds: game.tapeMilliseconds(at: now),
      left: left, "word", "to find")
    return unfinished(game, choices: choices, summary: summary, at: now)
  }

  /// The scene of an unfinished round (its puzzle is in its tape), or nil when it cannot be taken up.
  static func resuming(_ round: UnfinishedRound, services: ArcadeServices) -> WordSearchScene? {
    guard let choices = WordSearchChoices(rememberedJSON: round.options),
      let game = services.resumed(round, as: WordSearchGame.self)
    else { return nil }
    var scene = WordSearchScene(
      recorder: services.recorder, resuming: game, choices: choices, library: services.content.get(WordSearchThemeLibrary.self), uid: round.uid)
    scene.context = round.context
    return scene
  }
}
