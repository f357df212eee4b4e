/// Ultimate's rounds as their deal and moves: `apply` is the one way in, and a tape replays exactly.
extension UltimateGame {
  public static var variant: TicTacToeVariant { .ultimate }
  public static func cell(number: Int) -> UltimateMove { UltimateMove(index: number) }
  public static func number(of cell: UltimateMove) -> Int { cell.index }

  /// Plays one move at `now` by the rules both boards share (`TicTacToeBoardPlay`).
  @discardableResult
  public mutating func apply(_ move: TicTacToeMove<UltimateMove>, at now: Instant) -> TicTacToeMoveResult {
    applying(move, at: now)
  }
}

extension UltimateGame: TicTacToeBoardPlay {}
