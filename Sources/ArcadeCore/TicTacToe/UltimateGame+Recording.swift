/// Ultimate's rounds as their deal and moves: `apply` is the one way in, and a tape replays exactly.
extension UltimateGame {
  /// Every move that was made, with its time after the start: the turns keep them, whichever call made them.
  public var moves: [TimedMove<TicTacToeMove<UltimateMove>>] { turns.timedMoves(UltimateMove.init(index:)) }

  /// Plays one move at `now`; a move the rules allow is kept with its time. The computer's recorded move is placed
  /// as it is: a replay never searches.
  @discardableResult
  public mutating func apply(_ move: TicTacToeMove<UltimateMove>, at now: Instant) -> TicTacToeMoveResult {
    switch move {
    case .place(let cell): play(cell, at: now)
    case .computer(let cell): turns.computersRefusal.map { .refused($0) } ?? place(cell, at: now)
    case .undo: undo(at: now)
    }
  }

  // MARK: Tape

  public static func write(_ deal: TicTacToeDeal, to tape: inout TapeWriter) { deal.write(to: &tape) }

  public static func readDeal(from tape: inout TapeReader) throws(TapeError) -> TicTacToeDeal {
    try TicTacToeDeal.read(from: &tape, variant: .ultimate)
  }

  public static func write(_ move: TicTacToeMove<UltimateMove>, to tape: inout TapeWriter) {
    move.write(to: &tape) { $0.index }
  }

  public static func readMove(
    from tape: inout TapeReader, on deal: TicTacToeDeal
  ) throws(TapeError) -> TicTacToeMove<UltimateMove> {
    try TicTacToeMove.read(from: &tape, cells: 81, on: deal, cell: UltimateMove.init(index:))
  }
}
