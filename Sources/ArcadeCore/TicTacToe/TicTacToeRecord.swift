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

/// The round as recorded, shared by the classic game and Ultimate.
private func finishedTicTacToeRound(
  variant: TicTacToeVariant, opponent: TicTacToeOpponent, firstMove: TicTacToeFirstMove, openedBy: TicTacToeMark,
  status: TicTacToeStatus, moves: [Int], seed: UInt64, startedAt: Instant, endedAt: Instant?
) -> FinishedRound? {
  guard let outcome = status.outcome(against: opponent), let endedAt else { return nil }
  let options = TicTacToeOptions(variant: variant, opponent: opponent, firstMove: firstMove)
  let details = TicTacToeDetails(
    variant: variant, opponent: opponent, firstMove: firstMove, openedBy: openedBy, winner: status.winner, moves: moves)
  return FinishedRound(
    game: .tictactoe, outcome: outcome, moves: moves.count, durationMilliseconds: endedAt.milliseconds(since: startedAt),
    variant: options.boardKey, gridSize: variant == .classic ? 9 : 81, seed: seed, details: details,
    startedAt: startedAt, endedAt: endedAt)
}

extension TicTacToeGame: RecordableGame {
  /// The finished game for the store; nil while it is being played.
  public var finishedRound: FinishedRound? {
    finishedTicTacToeRound(
      variant: .classic, opponent: opponent, firstMove: firstMove, openedBy: openingMark, status: status, moves: moves,
      seed: seed, startedAt: startedAt, endedAt: endedAt)
  }
}

extension UltimateGame: RecordableGame {
  /// The finished game for the store; nil while it is being played.
  public var finishedRound: FinishedRound? {
    finishedTicTacToeRound(
      variant: .ultimate, opponent: opponent, firstMove: firstMove, openedBy: openingMark, status: status,
      moves: moves.map(\.index), seed: seed, startedAt: startedAt, endedAt: endedAt)
  }
}
