/// The working state of one generation: the grid being filled, how many words cover each cell, the words placed.
struct WordSearchBuilder {
  struct Placed {
    var word: String
    var letters: [UInt8]
    var start: Int
    var direction: WordDirection
  }

  let size: Int
  let directions: [WordDirection]
  var rng: SeededGenerator
  /// ASCII letters, 0 for a cell no word uses before the fill.
  var grid: [UInt8]
  /// How many placed words use each cell: 0 is a fill letter the repair may change.
  var cover: [UInt8]
  var placed: [Placed] = []
  var dropped: [DroppedWord] = []

  /// Random tries per word before the search of every line in turn.
  static let randomTries = 48
  /// Theme words tried after one found no room, so a crowded grid still ends.
  static let spareTries = 40
  static let repairRounds = 200

  init(size: Int, directions: [WordDirection], seed: UInt64) {
    self.size = size
    self.directions = directions
    rng = SeededGenerator(seed: seed)
    grid = Array(repeating: 0, count: size * size)
    cover = Array(repeating: 0, count: size * size)
  }

  // MARK: Choosing and hiding the words

  /// A share of a theme, drawn at random: words that do not fit are noted and others drawn instead.
  mutating func hideThemeWords(_ words: [String], wanted: Int) {
    var pool = rng.shuffled(words)[...]
    var chosen: [(String, [UInt8])] = []
    while chosen.count < wanted, let word = pool.popFirst() {
      if let candidate = candidate(word, chosen: chosen, reportConflicts: false) { chosen.append(candidate) }
    }
    var spare = Self.spareTries
    for (word, letters) in chosen.sorted(by: { $0.1.count > $1.1.count }) where !hide(word, letters) {
      // Another word from the theme takes the place of one that found no room.
      while spare > 0, let next = pool.popFirst() {
        guard let candidate = candidate(next, chosen: chosen, reportConflicts: false) else { continue }
        spare -= 1
        chosen.append(candidate)
        if hide(candidate.0, candidate.1) { break }
      }
    }
  }

  /// Every word the player gave, longest first; those that cannot be hidden are noted.
  mutating func hideAllWords(_ words: [String]) {
    var chosen: [(String, [UInt8])] = []
    for word in words {
      if let candidate = candidate(word, chosen: chosen, reportConflicts: true) { chosen.append(candidate) }
    }
    for (word, letters) in chosen.sorted(by: { $0.1.count > $1.1.count }) where !hide(word, letters) {
      dropped.append(DroppedWord(word: word, reason: .noRoom))
    }
  }

  /// The word's letters if it can go in the grid beside the chosen ones; notes why not otherwise.
  mutating func candidate(
    _ word: String, chosen: [(String, [UInt8])], reportConflicts: Bool
  ) -> (String, [UInt8])? {
    let letters = WordLetters.normalized(word)
    if letters.count < WordSearchGenerator.minimumLetters {
      dropped.append(DroppedWord(word: word, reason: .tooShort))
      return nil
    }
    if letters.count > size {
      dropped.append(DroppedWord(word: word, reason: .tooLong(letters: letters.count)))
      return nil
    }
    let reversed = Array(letters.reversed())
    for (other, otherLetters) in chosen {
      let reason: DroppedWord.Reason? =
        otherLetters == letters || otherLetters == reversed
        ? .repeats(other)
        : (Self.contains(otherLetters, letters) || Self.contains(otherLetters, reversed)
          || Self.contains(letters, otherLetters) || Self.contains(reversed, otherLetters))
          ? .inside(other) : nil
      if let reason {
        if reportConflicts { dropped.append(DroppedWord(word: word, reason: reason)) }
        return nil
      }
    }
    return (word, letters)
  }

  static func contains(_ text: [UInt8], _ part: [UInt8]) -> Bool {
    guard part.count <= text.count else { return false }
    outer: for offset in 0...(text.count - part.count) {
      for index in part.indices where text[offset + index] != part[index] { continue outer }
      return true
    }
    return false
  }

  /// Hides a word on a free line in an allowed direction, crossing others only on the same letter.
  mutating func hide(_ word: String, _ letters: [UInt8]) -> Bool {
    for _ in 0..<Self.randomTries {
      let direction = directions[rng.below(directions.count)]
      let row = randomStart(step: direction.rowStep, length: letters.count)
      let column = randomStart(step: direction.columnStep, length: letters.count)
      if fits(letters, row: row, column: column, direction: direction) {
        put(word, letters, start: row * size + column, direction: direction)
        return true
      }
    }
    // Crowded: look at every line once, from a random place, so a free one is always found.
    let total = size * size * directions.count
    let offset = rng.below(total)
    for step in 0..<total {
      let index = (offset + step) % total
      let direction = directions[index % directions.count]
      let cell = index / directions.count
      let row = cell / size
      let column = cell % size
      let endRow = row + direction.rowStep * (letters.count - 1)
      let endColumn = column + direction.columnStep * (letters.count - 1)
      guard endRow >= 0, endRow < size, endColumn >= 0, endColumn < size else { continue }
      if fits(letters, row: row, column: column, direction: direction) {
        put(word, letters, start: cell, direction: direction)
        return true
      }
    }
    return false
  }

  mutating func randomStart(step: Int, length: Int) -> Int {
    switch step {
    case 1: rng.below(size - length + 1)
    case -1: length - 1 + rng.below(size - length + 1)
    default: rng.below(size)
    }
  }

  func fits(_ letters: [UInt8], row: Int, column: Int, direction: WordDirection) -> Bool {
    var index = row * size + column
    let step = direction.rowStep * size + direction.columnStep
    for letter in letters {
      let there = grid[index]
      if there != 0 && there != letter { return false }
      index += step
    }
    return true
  }

  mutating func put(_ word: String, _ letters: [UInt8], start: Int, direction: WordDirection) {
    var index = start
    let step = direction.rowStep * size + direction.columnStep
    for letter in letters {
      grid[index] = letter
      cover[index] += 1
      index += step
    }
    placed.append(Placed(word: word, letters: letters, start: start, direction: direction))
  }

  // MARK: The result

  var letterGrid: Grid<UInt8> {
    var letters = Grid<UInt8>(rows: size, columns: size, repeating: 65)
    for index in grid.indices { letters[index / size, index % size] = grid[index] }
    return letters
  }

  var placements: [WordPlacement] {
    placed.map {
      WordPlacement(
        word: $0.word, letters: String(decoding: $0.letters, as: UTF8.self),
        start: Position(row: $0.start / size, column: $0.start % size), direction: $0.direction)
    }
  }
}
