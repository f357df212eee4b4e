import ArcadeCore

/// Leaderboards as JSON for scripts (`arcade scores --json`).
///
/// An array of boards, each
/// `{"game", "title", "limit", "columns": [titles in order], "rows": [row, …]}`, where a row is
/// `{"rank": 1, "id": 42 or null, "player": "ada", "figure": 61500 or null, "columns": {"<title>": "<shown value>", …}}`
/// (`id`: the score file's row id, for `arcade replay ID`; null for a round only this run, the journal or a shared
/// board holds; a shared board's row has `"serverId": 12` after it, the server's row id):
/// `rank` and `figure` (the number the board ranked by) are JSON numbers, the column values are
/// the strings the table shows. The board's own "Rank" column is not repeated in `columns`, since
/// `rank` carries it. Every string is sanitized the same way as on screen; `columns` keys keep
/// the board's order. `limit` is the most rows the board was asked for. `hidden` counts the rounds the board
/// would have ranked whose moves do not give them (see `RoundVerifier`). No boards is `[]`.
public enum LeaderboardJSON {
  /// `withMoves` gives each row its round's deal and moves as `"tape"` (base64, or null for a round without).
  public static func encode(_ reports: [LeaderboardReport], withMoves: Bool = false) -> String {
    guard !reports.isEmpty else { return "[]\n" }
    let boards = reports.map { report -> String in
      let board = report.board
      let columns = board.columns.filter { !$0.isRank }
      let columnTitles = columns.map { sanitizedForDisplay($0.title) }
      let rows = report.rows.map { row -> String in
        let values = zip(columns, columnTitles).map { column, title in
          "\(quoted(title)): \(quoted(sanitizedForDisplay(column.value(row))))"
        }
        let fields = [
          "\"rank\": \(row.rank)",
          "\"id\": \(row.round.id?.localRow.map(String.init) ?? "null")",
        ] + serverID(row.round.id) + [
          "\"player\": \(quoted(sanitizedForDisplay(row.round.player)))",
          "\"figure\": \(number(row.figure))",
          "\"columns\": {" + values.joined(separator: ", ") + "}",
        ] + (withMoves ? ["\"tape\": \(row.round.tape.map { quoted($0.base64EncodedString()) } ?? "null")"] : [])
        return "      {" + fields.joined(separator: ", ") + "}"
      }
      return """
          {
            "game": \(quoted(board.game.rawValue)),
            "title": \(quoted(sanitizedForDisplay(report.title))),
            "limit": \(board.selection.limit),
            "columns": [\(columnTitles.map(quoted).joined(separator: ", "))],
            "rows": [\(rows.isEmpty ? "" : "\n" + rows.joined(separator: ",\n") + "\n    ")],
            "hidden": \(report.hidden.hiddenCount)
          }
        """
    }
    return "[\n" + boards.joined(separator: ",\n") + "\n]\n"
  }

  /// `"serverId": N` for a shared board's row, which has no id `arcade replay` takes; nothing for any other.
  static func serverID(_ id: RoundID?) -> [String] {
    guard case .server(let row)? = id else { return [] }
    return ["\"serverId\": \(row)"]
  }

  /// A JSON number: whole figures without a fraction ("61500", not "61500.0"); nil, NaN and infinities are `null`.
  static func number(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
    // Swift prints the shortest text that reads back as the same Double: "12.5", "1e-05", "1e+20", all valid JSON.
    return "\(value)"
  }

  /// A JSON string literal (RFC 8259 escaping).
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
