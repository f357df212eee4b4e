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
  /// The rounds the board would have ranked but whose moves did not stand behind them, by reason.
  public var hidden = CheckedRounds()

  /// The heading's game name.
  public var gameName: String { gameTitle ?? board.game.rawValue.capitalized }

  public init(board: Leaderboard, rows: [RankedRound], requestedLimit: Int? = nil) {
    self.board = board
    self.rows = rows
    self.requestedLimit = requestedLimit
  }

  /// The report `--limit N` asks for: `board` read as `reading(toShow:)` makes it, its rows cut to N (the rounds
  /// read are not), and the title saying so unless N is what `own`, the board as it stands, shows anyway.
  public init(_ board: Leaderboard, rows: [RankedRound], limit: Int?, own: Leaderboard) {
    self.init(
      board: board, rows: limit.map { Array(rows.prefix($0)) } ?? rows,
      requestedLimit: limit.flatMap { $0 == own.selection.limit ? nil : $0 })
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
    let asked = board.reading(toShow: limit)
    let checked = try checkedRounds(matching: asked.selection)
    var report = LeaderboardReport(asked, rows: asked.rows(from: checked.shown), limit: limit, own: board)
    report.hidden = CheckedRounds(hidden: checked.hidden)
    return report
  }
}

extension Leaderboard {
  /// The board read for showing `limit` rows: at least that many rounds, never fewer than the board reads
  /// itself. A limit cuts the rows shown, not the rounds read: a player's standing counts every round of theirs.
  public func reading(toShow limit: Int?) -> Leaderboard {
    var board = self
    if let limit { board.selection.limit = max(board.selection.limit, limit) }
    return board
  }
}

extension LeaderboardColumn {
  /// The board's own rank column ("Rank" or "#"): the table then adds none, and JSON gives `rank` once, as a number.
  var isRank: Bool {
    let title = title.trimmingCharacters(in: .whitespaces).lowercased()
    return title == "rank" || title == "#"
  }
}
