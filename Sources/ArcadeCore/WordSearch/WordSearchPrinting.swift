import Foundation

/// `arcade generate wordsearch` output: a puzzle for paper, or one JSON object a line.
extension WordSearchPuzzle {
  /// A heading, the grid with spaced letters, the word list in columns, and any words left out.
  public func paperText(width: Int = 80) -> String {
    var lines = ["WordSearch: \(theme), \(size)×\(size) \(difficulty.title), seed \(seed)", ""]
    lines += rows.map { $0.map(String.init).joined(separator: " ") }
    lines.append("")
    lines.append("Find these \(placements.count) words:")
    lines += Self.columns(placements.map(\.word), width: max(width, 2 * size - 1))
    if !dropped.isEmpty {
      lines.append("")
      lines.append("Left out:")
      lines += dropped.map { "  " + $0.note(size: size) }
    }
    return lines.joined(separator: "\n")
  }

  /// Items in columns read downwards, as many columns as fit the width.
  static func columns(_ items: [String], width: Int) -> [String] {
    guard !items.isEmpty else { return [] }
    let columnWidth = (items.map(\.count).max() ?? 0) + 3
    let columnCount = max(1, min(items.count, (width - 2) / columnWidth))
    let rowCount = (items.count + columnCount - 1) / columnCount
    return (0..<rowCount).map { row in
      var line = "  "
      for column in 0..<columnCount {
        let index = column * rowCount + row
        guard index < items.count else { break }
        let item = items[index]
        let isLast = column == columnCount - 1 || index + rowCount >= items.count
        line += isLast ? item : item + String(repeating: " ", count: columnWidth - item.count)
      }
      return line
    }
  }

  /// One JSON object on one line: size, grid, words (word, letters, start [row, col], direction [dr, dc]), seed, dropped.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let printed = PrintedPuzzle(
      size: size, difficulty: difficulty.rawValue, theme: theme, seed: seed, grid: rows,
      words: placements.map {
        PrintedWord(
          word: $0.word, letters: $0.letters, start: [$0.start.row, $0.start.column],
          direction: [$0.direction.rowStep, $0.direction.columnStep])
      },
      dropped: dropped.map(\.word))
    guard let data = try? encoder.encode(printed) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}

private struct PrintedPuzzle: Encodable {
  var size: Int
  var difficulty: String
  var theme: String
  var seed: UInt64
  var grid: [String]
  var words: [PrintedWord]
  var dropped: [String]
}

private struct PrintedWord: Encodable {
  var word: String
  var letters: String
  var start: [Int]
  var direction: [Int]
}
