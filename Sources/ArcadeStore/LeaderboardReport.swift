import ArcadeCore

/// A board together with the rows the store filled it with: what the text table and JSON print.
public struct LeaderboardReport: Sendable {
  public var board: Leaderboard
  public var rows: [RankedRound]

  public init(board: Leaderboard, rows: [RankedRound]) {
    self.board = board
    self.rows = rows
  }
}

extension ScoreStore {
  /// Loads the rounds `board.selection` names and ranks them with the board's own rule.
  public func report(for board: Leaderboard) throws(StoreError) -> LeaderboardReport {
    LeaderboardReport(board: board, rows: board.rows(from: try rounds(matching: board.selection)))
  }
}
