import Foundation

/// A match's board, classic or Ultimate, each read by its own engine (`VersusReferee`): what its screen shows, the lobby
/// lists and the ratings count. Cells are the numbers a store keeps: 0…8, or Ultimate's board × 9 + cell.
public enum VersusBoard {
  case classic(VersusReferee<TicTacToeGame>)
  case ultimate(VersusReferee<UltimateGame>)

  /// `now` in milliseconds since the match was made.
  public init(_ match: VersusMatch, now: Int64) {
    switch match.variant {
    case .classic: self = .classic(VersusReferee(match, now: now))
    case .ultimate: self = .ultimate(VersusReferee(match, now: now))
    }
  }

  /// The board as it stands at `date` by the reading arcade's clock.
  public init(_ match: VersusMatch, at date: Date) { self.init(match, now: match.milliseconds(at: date)) }

  public var state: VersusState {
    switch self {
    case .classic(let referee): referee.state
    case .ultimate(let referee): referee.state
    }
  }

  /// What `side` has left on a clock of `limit` milliseconds at `now` (milliseconds since the match was made).
  public func remaining(_ side: TicTacToeMark, limit: Int64, now: Int64) -> Int64 {
    switch self {
    case .classic(let referee): referee.remaining(side, limit: limit, now: now)
    case .ultimate(let referee): referee.remaining(side, limit: limit, now: now)
    }
  }

  /// Cells on a side of the whole grid: 3, or 9.
  public var side: Int {
    if case .ultimate = self { return 9 }
    return 3
  }

  /// Whether the engine would take this cell now.
  public func accepts(_ cell: Int) -> Bool {
    switch self {
    case .classic(let referee):
      var trial = referee.game
      if case .refused = trial.apply(.place(cell), at: .zero) { return false }
    case .ultimate(let referee):
      var trial = referee.game
      if case .refused = trial.apply(.place(UltimateMove(index: cell)), at: .zero) { return false }
    }
    return true
  }

  /// Ultimate's small board the next move must go in, nil for a free choice (and always for the classic board).
  public var target: Int? {
    if case .ultimate(let referee) = self { return referee.game.board.target }
    return nil
  }

  /// Whether an Ultimate small board is won or full.
  public func isDecided(_ board: Int) -> Bool {
    if case .ultimate(let referee) = self { return referee.game.board.isDecided(board) }
    return false
  }

  /// The cell at a row and column of the whole grid (Ultimate: nine rows of nine).
  public func cell(row: Int, column: Int) -> Int {
    side == 3 ? row * 3 + column : UltimateMove(row: row, column: column).index
  }

  /// The row and column of a cell in the whole grid.
  public func position(of cell: Int) -> (row: Int, column: Int) {
    guard side == 9 else { return (cell / 3, cell % 3) }
    let move = UltimateMove(index: cell)
    return (move.row, move.column)
  }
}
