/// Filling the free cells, then checking the whole grid and repairing it until every word reads once.
extension WordSearchBuilder {
  /// Fills the free cells with random letters, then changes fill letters (or moves or drops a word)
  /// until each placed word reads exactly once in the grid.
  mutating func fillAndRepair() {
    for index in grid.indices where grid[index] == 0 { grid[index] = randomLetter(other: 0) }
    // The trie is built again only when a word moves or is dropped.
    var search = WordOccurrences(words: placed.map(\.letters))
    for _ in 0..<Self.repairRounds {
      let outcome = repairOnce(search)
      if outcome == .clean { break }
      if outcome == .changedWords { search = WordOccurrences(words: placed.map(\.letters)) }
    }
    // Past the budget (not seen in practice), a word still spelt twice leaves the list.
    let readings = occurrences()
    for index in placed.indices.reversed() where readings[index].count > 1 {
      dropped.append(DroppedWord(word: placed[index].word, reason: .spelledTwice))
      placed.remove(at: index)
    }
  }

  func occurrences() -> [[WordOccurrences.Reading]] {
    WordOccurrences(words: placed.map(\.letters)).readings(in: grid, size: size, wordCount: placed.count)
  }

  enum RepairOutcome { case clean, changedLetters, changedWords }

  /// One pass of repairs with a trie of the placed words.
  mutating func repairOnce(_ search: WordOccurrences) -> RepairOutcome {
    let readings = search.readings(in: grid, size: size, wordCount: placed.count)
    var clean = true
    for index in placed.indices {
      let own = ownReading(of: placed[index])
      for reading in readings[index] where !reading.sameCells(as: own) {
        clean = false
        let cells = cellsBetween(reading.first, reading.last)
        let free = cells.filter { cover[$0] == 0 }
        if !free.isEmpty {
          let cell = free[rng.below(free.count)]
          grid[cell] = randomLetter(other: grid[cell])
        } else {
          // Other words spell it: it moves there if it can, and the next pass checks again.
          moveOrDrop(index, to: reading)
          return .changedWords
        }
      }
    }
    return clean ? .clean : .changedLetters
  }

  func ownReading(of word: Placed) -> WordOccurrences.Reading {
    let step = word.direction.rowStep * size + word.direction.columnStep
    return WordOccurrences.Reading(first: word.start, last: word.start + step * (word.letters.count - 1))
  }

  func cellsBetween(_ first: Int, _ last: Int) -> [Int] {
    let rowStep = (last / size - first / size).signum()
    let columnStep = (last % size - first % size).signum()
    let step = rowStep * size + columnStep
    var cells = [first]
    var cell = first
    while cell != last {
      cell += step
      cells.append(cell)
    }
    return cells
  }

  /// A word read a second time wholly from other words' letters takes that place instead, freeing a
  /// letter of its own to be refilled; if it cannot (wrong direction, no letter of its own) it is dropped.
  mutating func moveOrDrop(_ index: Int, to reading: WordOccurrences.Reading) {
    let word = placed[index]
    let oldCells = cellsBetween(ownReading(of: word).first, ownReading(of: word).last)
    let first = Position(row: reading.first / size, column: reading.first % size)
    let last = Position(row: reading.last / size, column: reading.last % size)
    if let direction = WordDirection(from: first, to: last), directions.contains(direction),
      oldCells.contains(where: { cover[$0] == 1 })
    {
      for cell in oldCells { cover[cell] -= 1 }
      for cell in cellsBetween(reading.first, reading.last) { cover[cell] += 1 }
      placed[index].start = reading.first
      placed[index].direction = direction
      for cell in oldCells where cover[cell] == 0 { grid[cell] = randomLetter(other: grid[cell]) }
    } else {
      for cell in oldCells { cover[cell] -= 1 }
      placed.remove(at: index)
      dropped.append(DroppedWord(word: word.word, reason: .spelledTwice))
    }
  }

  mutating func randomLetter(other: UInt8) -> UInt8 {
    guard other >= 65 else { return UInt8(65 + rng.below(26)) }
    let letter = UInt8(65 + rng.below(25))
    return letter >= other ? letter + 1 : letter
  }
}
