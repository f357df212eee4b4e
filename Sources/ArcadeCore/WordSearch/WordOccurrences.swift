/// Every reading of a set of words in a square letter grid, in all eight directions, found with a trie.
///
/// The generator's own check: from each cell and direction it follows the trie as long as the
/// letters allow, so a 50×50 grid with a hundred words is searched in well under a millisecond.
struct WordOccurrences {
  /// One reading: the cell of the first letter and of the last, as indices row * size + column.
  struct Reading: Hashable {
    var first: Int
    var last: Int

    /// The same cells read either way round are one occurrence (a palindrome reads both ways).
    func sameCells(as other: Reading) -> Bool {
      (first == other.first && last == other.last) || (first == other.last && last == other.first)
    }
  }

  private var children: [Int32]
  private var terminal: [Int32]

  init(words: [[UInt8]]) {
    let letters = words.reduce(0) { $0 + $1.count }
    children = Array(repeating: -1, count: (letters + 1) * 26)
    terminal = Array(repeating: -1, count: letters + 1)
    var nodes = 1
    for (index, word) in words.enumerated() {
      var node = 0
      for letter in word {
        let slot = node * 26 + Int(letter - 65)
        if children[slot] < 0 {
          children[slot] = Int32(nodes)
          nodes += 1
        }
        node = Int(children[slot])
      }
      terminal[node] = Int32(index)
    }
  }

  /// For each word (by index), its distinct readings in the grid; empty cells (0) stop a reading.
  func readings(in grid: [UInt8], size: Int, wordCount: Int) -> [[Reading]] {
    var found = Array(repeating: [Reading](), count: wordCount)
    let steps = WordDirection.allCases.map { ($0.rowStep, $0.columnStep) }
    for row in 0..<size {
      for column in 0..<size {
        let firstLetter = grid[row * size + column]
        // Most cells start no word: skip their eight walks at once.
        guard firstLetter >= 65, firstLetter <= 90, children[Int(firstLetter - 65)] >= 0 else { continue }
        for (rowStep, columnStep) in steps {
          var node = 0
          var r = row
          var c = column
          while r >= 0, r < size, c >= 0, c < size {
            let letter = grid[r * size + c]
            guard letter >= 65, letter <= 90 else { break }
            let next = children[node * 26 + Int(letter - 65)]
            if next < 0 { break }
            node = Int(next)
            let word = terminal[node]
            if word >= 0 {
              let reading = Reading(first: row * size + column, last: r * size + c)
              // A palindrome is met again from its other end: the same cells, one occurrence.
              if !found[Int(word)].contains(where: { $0.sameCells(as: reading) }) {
                found[Int(word)].append(reading)
              }
            }
            r += rowStep
            c += columnStep
          }
        }
      }
    }
    return found
  }
}
