import ArcadeCore

extension WordMatchPlayScene: ResumableScene {
  public var moveCount: Int { game.moves.count }
  public var roundHasEnded: Bool { game.isDecided }
  public func raceStanding(at now: Instant) -> RaceStanding? { standing(game, at: now) }

  public func unfinishedRound(at now: Instant) -> UnfinishedRound? {
    guard !game.isDecided else { return nil }
    let summary =
      "WordMatch \(game.options.pairCount) pairs — pair \(max(1, game.pairsShown)), \(game.score) points,"
      + " \(game.livesLeft) li\(game.livesLeft == 1 ? "fe" : "ves") left"
    return unfinished(game, choices: choices, summary: summary, at: now)
  }

  /// The round of an unfinished game (its pairs are in its tape), or nil when it cannot be taken up.
  ///
  /// Its clock goes on from where it was left, as every game's: a word that was falling goes on falling from
  /// where it was (taking it up from the last answer instead let a player look at a pair, leave, and come back
  /// to it from the top as often as they liked).
  public static func resuming(_ round: UnfinishedRound, services: ArcadeServices) -> WordMatchPlayScene? {
    let library = services.content.get(WordMatchLibrary.self)
    // Past the pairs it showed, it deals on from its list as it would have (not from those pairs again); a list this
    // arcade no longer has leaves only those pairs to deal from.
    guard let choices = WordMatchChoices(rememberedJSON: round.options),
      var game = services.resumed(round, as: WordMatchGame.self, start: { deal, origin in
        WordMatchGame(replaying: deal, at: origin, over: library.list(dealing: deal) ?? deal.wordList)
      })
    else { return nil }
    // Left under the help (paused): it runs again as the screen shows.
    game.apply(.resume, at: services.now())
    var scene = WordMatchPlayScene(
      recorder: services.recorder, resuming: game, choices: choices, uid: round.uid, screen: services.screenSize)
    scene.context = round.context
    return scene
  }
}
