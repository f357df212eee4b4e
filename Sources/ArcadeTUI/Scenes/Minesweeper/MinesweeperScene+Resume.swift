import ArcadeCore

extension MinesweeperScene: ResumableScene {
  public var moveCount: Int { game.moves.count }
  public var roundHasEnded: Bool { game.status.isOver }
  public func raceStanding(at now: Instant) -> RaceStanding? { standing(game, at: now) }

  public func unfinishedRound(at now: Instant) -> UnfinishedRound? {
    guard !game.status.isOver, let board = game.minefield else { return nil }
    let left = game.marks.positions.filter { game.marks[$0] != .revealed && !board.isMine($0) }.count
    let summary = resumeSummary(
      "Minesweeper \(configuration.preset.title)", playedMilliseconds: game.elapsedMilliseconds(at: now), left: left, "cell", "left")
    return unfinished(game, choices: choices, summary: summary, at: now)
  }

  /// The scene of an unfinished round, or nil when it cannot be taken up (options or moves this version cannot read).
  static func resuming(_ round: UnfinishedRound, services: ArcadeServices) -> MinesweeperScene? {
    guard let choices = MinesweeperChoices(rememberedJSON: round.options),
      var game = services.resumed(round, as: MinesweeperGame.self)
    else { return nil }
    // Left with the board hidden (help open), the clock was paused: it runs again as the board shows.
    game.apply(.resume, at: services.now())
    // The board is the tape's, whatever the options say (they only name it, and a stranger's may not match).
    var scene = MinesweeperScene(recorder: services.recorder, resuming: game, choices: choices, configuration: game.configuration, uid: round.uid)
    scene.context = round.context
    return scene
  }
}
