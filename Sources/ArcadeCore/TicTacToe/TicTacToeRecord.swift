extension TicTacToeStatus {
  /// The outcome for the human (X) against the computer; two-player games are `.finished`, the winner is in the details.
  func outcome(against opponent: TicTacToeOpponent) -> RoundOutcome? {
    switch self {
    case .playing: nil
    case .won: opponent.isComputer ? (winner == .x ? .won : .lost) : .finished
    case .drawn: opponent.isComputer ? .draw : .finished
    }
  }

  var winner: TicTacToeMark? {
    if case .won(let mark, _) = self { return mark }
    return nil
  }
}

extension TicTacToeTurns {
  /// The round as recorded, the same for the classic game and Ultimate; nil while it is being played.
  public var finishedRound: FinishedRound? {
    guard let outcome = status.outcome(against: opponent), let endedAt else { return nil }
    let options = TicTacToeOptions(variant: variant, opponent: opponent, firstMove: firstMove)
    let details = TicTacToeDetails(
      variant: variant, opponent: opponent, firstMove: firstMove, openedBy: openingMark, winner: status.winner, moves: moves,
      undos: undos > 0 ? undos : nil)
    return FinishedRound(
      game: .tictactoe, outcome: outcome, moves: moves.count, durationMilliseconds: endedAt.milliseconds(since: startedAt),
      variant: options.boardKey, gridSize: variant == .classic ? 9 : 81, seed: seed, assisted: undos > 0, details: details,
      startedAt: startedAt, endedAt: endedAt)
  }
}
