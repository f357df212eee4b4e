/// The classic game's rounds as their deal and moves: `apply` is the one way in, and a tape replays exactly.
extension TicTacToeGame {
  public static var variant: TicTacToeVariant { .classic }
  public static func cell(number: Int) -> Int { number }
  public static func number(of cell: Int) -> Int { cell }

  /// Plays one move at `now` by the rules both boards share (`TicTacToeBoardPlay`).
  @discardableResult
  public mutating func apply(_ move: TicTacToeMove<Int>, at now: Instant) -> TicTacToeMoveResult {
    applying(move, at: now)
  }
}

extension TicTacToeGame: TicTacToeBoardPlay {}
