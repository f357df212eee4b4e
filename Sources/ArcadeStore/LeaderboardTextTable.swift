import ArcadeCore

/// Leaderboards as plain text tables for `arcade scores`: fitted columns, per-column alignment, sanitized cells.
public enum LeaderboardTextTable {
  /// The line printed under a board with no rows.
  public static let emptyLine = "(no rounds yet)"

  /// One table per report, separated by a blank line; ends with a newline.
  public static func render(_ reports: [LeaderboardReport]) -> String {
    reports.map(render).joined(separator: "\n")
  }

  /// A title line (`Game — board title`), a header, a rule, and one line per row, each ending with a newline.
  ///
  /// A board without a rank column of its own gets a "#" column in front; one that has "Rank" shows it once.
  public static func render(_ report: LeaderboardReport) -> String {
    let board = report.board
    let addsRank = !board.columns.contains(where: \.isRank)
    let titles = (addsRank ? ["#"] : []) + board.columns.map { sanitizedForDisplay($0.title) }
    let alignments: [LeaderboardColumn.Alignment] = (addsRank ? [.right] : []) + board.columns.map(\.alignment)
    let cells: [[String]] = report.rows.map { row in
      (addsRank ? ["\(row.rank)"] : []) + board.columns.map { sanitizedForDisplay($0.value(row)) }
    }
    var widths = titles.map(displayWidth)
    for line in cells {
      for (index, cell) in line.enumerated() { widths[index] = max(widths[index], displayWidth(cell)) }
    }

    func line(_ values: [String]) -> String {
      let padded = values.enumerated().map { index, value in
        let padding = String(repeating: " ", count: widths[index] - displayWidth(value))
        return alignments[index] == .right ? padding + value : value + padding
      }
      return trimmedTrailingSpaces(padded.joined(separator: "  "))
    }

    var lines = ["\(report.gameName) — \(sanitizedForDisplay(report.title))", line(titles)]
    lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
    if cells.isEmpty {
      lines.append(emptyLine)
    } else {
      lines += cells.map(line)
    }
    if let hidden = report.hidden.note { lines.append("(\(hidden))") }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func trimmedTrailingSpaces(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }
}
