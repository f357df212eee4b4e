import ArcadeCore

extension WordMatchPlayScene: ResumableScene {
  public var moveCount: Int { game.moves.count }
  public var roundHasEnded: Bool { game.isDecided }

  public func unfinishedRound(at now: Instant, services: ArcadeServices) -> UnfinishedRound? {
    guard !game.isDecided else { return nil }
    let summary =
      "WordMatch \(game.options.pairCount) pairs — pair \(max(1, game.pairsShown)), \(game.score) points,"
      + " \(game.livesLeft) li\(game.livesLeft == 1 ? "fe" : "ves") left"
    return unfinished(game, choices: choices, summary: summary, at: now, services: services)
  }

  /// The round of an unfinished game (its pairs are in its tape), at its next pair, or nil when it cannot be taken up.
  ///
  /// Its clock goes on from its last move, not from when it was left: a word that was falling lands as it would
  /// have, and the seconds between the last answer and leaving (a word may have been about to land) are not
  /// held against the player.
  public static func resuming(_ round: UnfinishedRound, services: ArcadeServices) -> WordMatchPlayScene? {
    guard let choices = WordMatchChoices(rememberedJSON: round.options),
      let lastMove = (try? RoundTape<WordMatchGame>(bytes: Array(round.tape)))?.moves.last?.milliseconds,
      var game = services.resumed(round, as: WordMatchGame.self, clock: lastMove)
    else { return nil }
    // Left under the help (paused): it runs again as the screen shows.
    game.apply(.resume, at: services.now())
    return WordMatchPlayScene(resuming: game, choices: choices, uid: round.uid, screen: services.screenSize)
  }
}
