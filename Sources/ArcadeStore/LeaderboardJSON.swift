import ArcadeCore

/// Leaderboards as JSON for scripts (`arcade scores --json`).
///
/// An array of boards, each `{"game", "title", "columns": [titles in order],
/// "rows": [{"rank": n, "<column title>": "<value>", …}]}`. Values are the
/// strings the table shows, sanitized the same way; keys keep column order.
/// No boards is `[]`, still valid JSON.
public enum LeaderboardJSON {
  public static func encode(_ reports: [LeaderboardReport]) -> String {
    guard !reports.isEmpty else { return "[]\n" }
    let boards = reports.map { report -> String in
      let board = report.board
      let columnTitles = board.columns.map { sanitizedForDisplay($0.title) }
      let rows = report.rows.map { row -> String in
        var fields = ["\"rank\": \(row.rank)"]
        for (column, title) in zip(board.columns, columnTitles) {
          fields.append("\(quoted(title)): \(quoted(sanitizedForDisplay(column.value(row))))")
        }
        return "      {" + fields.joined(separator: ", ") + "}"
      }
      return """
          {
            "game": \(quoted(board.game.rawValue)),
            "title": \(quoted(sanitizedForDisplay(board.title))),
            "columns": [\(columnTitles.map(quoted).joined(separator: ", "))],
            "rows": [\(rows.isEmpty ? "" : "\n" + rows.joined(separator: ",\n") + "\n    ")]
          }
        """
    }
    return "[\n" + boards.joined(separator: ",\n") + "\n]\n"
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
