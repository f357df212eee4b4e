import ArcadeCore
import GRDB

/// The SQL for a `RoundSelection`, written so each order is read straight off one index.
struct RoundQuery {
  /// Which rounds of a duration-ordered selection this query takes.
  enum Part { case all, timed, untimed }

  var sql: String
  var arguments: StatementArguments

  init(sql: String, arguments: StatementArguments) {
    self.sql = sql
    self.arguments = arguments
  }

  /// `notPushedTo`, when given, keeps only rounds with a uid that server has not taken yet (see `pushed`).
  init(
    _ selection: RoundSelection, part: Part, limit: Int, notPushedTo server: String? = nil, columns: String, hasContext: Bool
  ) {
    var (conditions, arguments) = Self.conditions(selection, notPushedTo: server, hasContext: hasContext)
    switch part {
    case .all: break
    case .timed: conditions.append("durationMs IS NOT NULL")
    case .untimed: conditions.append("durationMs IS NULL")
    }
    let order =
      switch (selection.order, part) {
      case (.newestFirst, _): "endedAt DESC"
      case (.scoreDescending, _): "score DESC, endedAt"
      case (.durationAscending, .untimed): "endedAt"
      case (.durationAscending, _): "durationMs, endedAt"
      // Every round a standings board counts, newest first (`ScoreStore.checkedRounds`).
      case (.standings, _): "endedAt DESC"
      }
    arguments += [limit]
    sql = """
      SELECT \(columns) FROM round WHERE \(conditions.joined(separator: " AND "))
      ORDER BY \(order) LIMIT ?
      """
    self.arguments = arguments
  }

  /// The WHERE conditions (joined by AND) that pick a selection's rounds, and their arguments.
  /// `hasContext` false: a file from before version 5, where a daily is its variant.
  static func conditions(
    _ selection: RoundSelection, notPushedTo server: String? = nil, hasContext: Bool
  ) -> ([String], StatementArguments) {
    var conditions = ["game = ?"]
    var arguments: StatementArguments = [selection.game.rawValue]
    if let variant = selection.variant {
      conditions.append("variant = ?")
      arguments += [variant]
    }
    // A day's board takes that day's ranked attempts; no other board takes a daily (its deal is known in advance).
    switch (selection.daily?.ranked, hasContext) {
    case (let daily?, true):
      conditions.append("day = ? AND dayKey = ? AND context = 'daily'")
      arguments += ["\(daily.day)", daily.key]
    case (let daily?, false):
      conditions.append("variant = ?")
      arguments += [daily.description]
    case (nil, true):
      conditions.append("day IS NULL")
    case (nil, false):
      conditions.append("(variant IS NULL OR substr(variant, 1, 6) <> 'daily ')")
    }
    if let excluded = selection.excludedVariant {
      conditions.append("(variant IS NULL OR variant <> ?)")
      arguments += [excluded]
    }
    if !selection.outcomes.isEmpty {
      let outcomes = selection.outcomes.map(\.rawValue).sorted()
      conditions.append("outcome IN (\(outcomes.map { _ in "?" }.joined(separator: ", ")))")
      arguments += StatementArguments(outcomes)
    }
    if selection.completedOnly { conditions.append("endedAt IS NOT NULL") }
    if selection.unassistedOnly { conditions.append("assisted = 0") }
    if let player = selection.player {
      conditions.append("player = ?")
      arguments += [player]
    }
    if let server {
      conditions.append(Self.notPushedCondition)
      arguments += [server]
    }
    return (conditions, arguments)
  }

  /// A round the server named by the one argument does not have yet; rounds without a uid, or without moves
  /// (saved before moves were kept, which the shared board refuses), stay on this machine.
  static let notPushedCondition =
    "uid IS NOT NULL AND tape IS NOT NULL AND NOT EXISTS (SELECT 1 FROM pushed WHERE pushed.server = ? AND pushed.uid = round.uid)"
}
