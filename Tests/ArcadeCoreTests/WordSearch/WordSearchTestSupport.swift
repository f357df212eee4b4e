import Foundation

@testable import ArcadeCore

extension WordSearchTheme {
  /// A small theme with the original game's words.
  static let mock = WordSearchTheme(
    name: "Mock", words: ["Swift", "Kotlin", "ObjectiveC", "Variable", "Java", "Mobile", "Shopify", "iOS"])

  /// A shipped theme, read from the repository's data folder.
  static func shipped(_ file: String) throws -> WordSearchTheme {
    let path = ShippedData.root + "/data/wordsearch/" + file
    return try WordSearchTheme(decoding: Data(contentsOf: URL(fileURLWithPath: path)), file: path)
  }
}

/// A search for words in a letter grid written apart from the generator: every cell, every one of the
/// eight steps, letter by letter; the same two end cells read either way count as one occurrence.
enum IndependentSearch {
  struct Ends: Hashable {
    var a: Position
    var b: Position

    init(_ first: Position, _ last: Position) {
      if (first.row, first.column) <= (last.row, last.column) {
        a = first
        b = last
      } else {
        a = last
        b = first
      }
    }
  }

  static func occurrences(of letters: String, in rows: [String]) -> Set<Ends> {
    let grid = rows.map { Array($0) }
    let word = Array(letters)
    let size = grid.count
    var found: Set<Ends> = []
    for row in 0..<size {
      for column in 0..<size where grid[row][column] == word[0] {
        for dr in -1...1 {
          for dc in -1...1 where dr != 0 || dc != 0 {
            var matches = true
            for k in 0..<word.count {
              let r = row + dr * k
              let c = column + dc * k
              if r < 0 || r >= size || c < 0 || c >= size || grid[r][c] != word[k] {
                matches = false
                break
              }
            }
            if matches {
              found.insert(Ends(Position(row: row, column: column), Position(row: row + dr * (word.count - 1), column: column + dc * (word.count - 1))))
            }
          }
        }
      }
    }
    return found
  }
}

extension WordSearchPuzzle {
  /// A ten-by-ten Easy puzzle of the mock theme.
  static let mock = WordSearchGenerator.generate(size: 10, difficulty: .easy, source: .theme(.mock), seed: 7)
}

/// The shipped theme files, by file name.
enum FileManagerList {
  static func themeFiles() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: ShippedData.root + "/data/wordsearch")
      .filter { $0.hasSuffix(".txt") }.sorted()
  }
}
