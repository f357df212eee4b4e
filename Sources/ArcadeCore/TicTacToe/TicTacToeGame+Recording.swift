/// The classic game's rounds as their deal and moves: `apply` is the one way in, and a tape replays exactly.
extension TicTacToeGame {
  /// Every move that was made, with its time after the start: the turns keep them, whichever call made them.
  public var moves: [TimedMove<TicTacToeMove<Int>>] { turns.timedMoves { $0 } }

  /// Plays one move at `now`; a move the rules allow is kept with its time.
  @discardableResult
  public mutating func apply(_ move: TicTacToeMove<Int>, at now: Instant) -> TicTacToeMoveResult {
    switch move {
    case .place(let cell): play(cell, at: now)
    case .computer(let cell): turns.computersRefusal.map { .refused($0) } ?? place(cell, at: now)
    case .undo: undo(at: now)
    }
  }

  // MARK: Tape

  public static func write(_ deal: TicTacToeDeal, to tape: inout TapeWriter) { deal.write(to: &tape) }

  public static func readDeal(from tape: inout TapeReader) throws(TapeError) -> TicTacToeDeal {
    try TicTacToeDeal.read(from: &tape, variant: .classic)
  }

  public static func write(_ move: TicTacToeMove<Int>, to tape: inout TapeWriter) { move.write(to: &tape) { $0 } }

  public static func readMove(from tape: inout TapeReader, on deal: TicTacToeDeal) throws(TapeError) -> TicTacToeMove<Int> {
    try TicTacToeMove.read(from: &tape, cells: TicTacToeBoard.cellCount, on: deal) { $0 }
  }
}
