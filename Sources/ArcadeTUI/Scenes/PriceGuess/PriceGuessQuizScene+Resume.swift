import ArcadeCore

extension PriceGuessQuizScene: ResumableScene {
  var moveCount: Int { game.moves.count }
  var roundHasEnded: Bool { game.status.isOver }
  func raceStanding(at now: Instant) -> RaceStanding? { standing(game, at: now) }

  func unfinishedRound(at now: Instant) -> UnfinishedRound? {
    guard !game.status.isOver else { return nil }
    var choices = PriceGuessChoices.standard
    choices.length = game.length
    let of = game.questionCount.map { " of \($0)" } ?? ""
    let summary =
      "PriceGuess — question \(game.questionNumber)\(of), \(game.score) points,"
      + " \(playedFor(milliseconds: game.tapeMilliseconds(at: now)))"
    return unfinished(game, choices: choices, summary: summary, at: now)
  }

  /// The quiz of an unfinished round (its questions and prices are in its tape), or nil when it cannot be taken up.
  static func resuming(_ round: UnfinishedRound, services: ArcadeServices) -> PriceGuessQuizScene? {
    let now = services.now()
    guard let catalog = services.content.get(PriceGuessCatalogContent.self).catalog,
      // Past the questions it asked, it deals on from the catalog as it would have (not from those questions again).
      let game = services.resumed(round, as: PriceGuessGame.self, start: { deal, origin in
        PriceGuessGame(replaying: deal, at: origin, over: deal.scope.products(in: catalog) ?? catalog.allProducts)
      })
    else { return nil }
    var scene = PriceGuessQuizScene(recorder: services.recorder, resuming: game, catalog: catalog, uid: round.uid, at: now)
    scene.context = round.context
    return scene
  }
}
