/// The turns as a round is kept: what was dealt, and every move with its time.
extension TicTacToeTurns {
  /// The turns of a replay of `deal` in `variant` (the engine's own, whatever the deal says), its clock at zero.
  init(replaying deal: TicTacToeDeal, variant: TicTacToeVariant, at origin: Instant) {
    self.init(
      variant: variant, opponent: deal.options.opponent, firstMove: deal.options.firstMove, openingMark: deal.openingMark,
      seed: deal.seed, at: origin)
  }

  /// What this game was dealt.
  public var deal: TicTacToeDeal {
    TicTacToeDeal(
      options: TicTacToeOptions(variant: variant, opponent: opponent, firstMove: firstMove), openingMark: openingMark, seed: seed)
  }

  /// The moves as a tape keeps them: the computer's O as its replies, every other mark as a person's, and the undos,
  /// each with its time.
  func timedMoves<Cell>(_ cell: (Int) -> Cell) -> [TimedMove<TicTacToeMove<Cell>>] {
    log.map { TimedMove($0.move.map(cell), at: $0.milliseconds) }
  }
}
