import ArcadeCore

extension TicTacToeRound {
  var moveCount: Int { game.moves.count }
  var hasEnded: Bool { game.finishedRound != nil }

  /// The game as it stands, for the menu's Resume: "TicTacToe Classic vs Normal — 4 marks, your move".
  func unfinished(at now: Instant, in scene: some ResumableScene) -> UnfinishedRound? {
    // A daily is kept from its start, as it counts from then; any other game from its first mark.
    guard !hasEnded, !game.moves.isEmpty || context.daily != nil else { return nil }
    let options = sitting.options
    let summary =
      "TicTacToe \(options.variant.title) vs \(options.opponent.title) — \(game.moves.count) mark\(game.moves.count == 1 ? "" : "s"),"
      + (game.isComputersTurn ? " the computer's move" : " your move")
    return scene.unfinished(game, choices: TicTacToeChoices(options), summary: summary, at: now)
  }
}

/// A TicTacToe screen, classic or Ultimate: its round is kept and resumed the same way.
protocol TicTacToeRoundScene: ResumableScene {
  associatedtype Engine: TicTacToeEngine
  var round: TicTacToeRound<Engine> { get }
}

extension TicTacToeRoundScene {
  // What the drawing and the tests read most, without spelling out the round each time.
  var sitting: TicTacToeSitting { round.sitting }
  var game: Engine { round.game }
  var phase: TicTacToePhase { round.phase }

  public var roundUID: String { round.roundUID }
  public var moveCount: Int { round.moveCount }
  public var roundHasEnded: Bool { round.hasEnded }
  public var context: RoundContext { round.context }
  public var recorder: RoundRecorder { round.recorder }
  public func unfinishedRound(at now: Instant) -> UnfinishedRound? {
    round.unfinished(at: now, in: self)
  }
}

extension TicTacToeScene: TicTacToeRoundScene {}
extension UltimateScene: TicTacToeRoundScene {}

extension ArcadeGame {
  /// TicTacToe's tape as screens: classic, else Ultimate.
  static func ticTacToeReplay(_ bytes: [UInt8], services: ArcadeServices) -> ReplayTape? {
    ReplayTape.of(bytes, as: TicTacToeGame.self, services: services) { game, services in
      TicTacToeScene(recorder: services.recorder, resuming: game, uid: "", now: services.now())
    }
      ?? ReplayTape.of(bytes, as: UltimateGame.self, services: services) { game, services in
        UltimateScene(recorder: services.recorder, resuming: game, uid: "", now: services.now())
      }
  }
}
