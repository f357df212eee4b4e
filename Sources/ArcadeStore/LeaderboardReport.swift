import ArcadeCore
import Foundation

/// A board together with the rows the store filled it with: what the text table and JSON print.
public struct LeaderboardReport: Sendable {
  public var board: Leaderboard
  public var rows: [RankedRound]
  /// How many rows the caller asked for when that differs from the board's own limit
  /// (`arcade scores --limit N`); nil when the board's title tells the truth as it is.
  public var requestedLimit: Int?
  /// The game's name as the registry spells it ("PathFinder"); the id, capitalised, when not given.
  public var gameTitle: String?

  /// The heading's game name.
  public var gameName: String { gameTitle ?? board.game.rawValue.capitalized }

  public init(board: Leaderboard, rows: [RankedRound], requestedLimit: Int? = nil) {
    self.board = board
    self.rows = rows
    self.requestedLimit = requestedLimit
  }

  /// The board's title, plus "(showing up to N)" when the rows were not chosen by the board's own
  /// limit, so "Last five rounds" never heads ten rows. Not yet sanitized.
  public var title: String {
    guard let requestedLimit else { return board.title }
    return "\(board.title) (showing up to \(requestedLimit))"
  }
}

extension ScoreStore {
  /// Loads the rounds `board.selection` names and ranks them with the board's own rule.
  ///
  /// `limit`, when given and different from the board's, replaces `board.selection.limit`
  /// and is shown in the report's title.
  public func report(for board: Leaderboard, limit: Int? = nil) throws(StoreError) -> LeaderboardReport {
    var board = board
    var requestedLimit: Int?
    if let limit, limit != board.selection.limit {
      board.selection.limit = limit
      requestedLimit = limit
    }
    return LeaderboardReport(
      board: board, rows: board.rows(from: try rounds(matching: board.selection)), requestedLimit: requestedLimit)
  }
}

extension LeaderboardColumn {
  /// The board's own rank column ("Rank" or "#"): the table then adds none, and JSON gives `rank` once, as a number.
  var isRank: Bool {
    let title = title.trimmingCharacters(in: .whitespaces).lowercased()
    return title == "rank" || title == "#"
  }
}
