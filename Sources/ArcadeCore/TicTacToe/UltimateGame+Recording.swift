/// Ultimate's rounds as their deal and moves: `apply` is the one way in, and a tape replays exactly.
extension UltimateGame {
  public static var variant: TicTacToeVariant { .ultimate }
  public static func cell(number: Int) -> UltimateMove { UltimateMove(index: number) }
  public static func number(of cell: UltimateMove) -> Int { cell.index }

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
}
