/// The classic game's rounds as their deal and moves: `apply` is the one way in, and a tape replays exactly.
extension TicTacToeGame {
  public static var variant: TicTacToeVariant { .classic }
  public static func cell(number: Int) -> Int { number }
  public static func number(of cell: Int) -> Int { cell }

  /// Plays one move at `now`; a move the rules allow is kept with its time.
  @discardableResult
  public mutating func apply(_ move: TicTacToeMove<Int>, at now: Instant) -> TicTacToeMoveResult {
    switch move {
    case .place(let cell): play(cell, at: now)
    case .computer(let cell): turns.computersRefusal.map { .refused($0) } ?? place(cell, at: now)
    case .undo: undo(at: now)
    }
  }
}
