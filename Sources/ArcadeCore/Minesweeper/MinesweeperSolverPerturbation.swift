extension MinesweeperSolverCore {
  /// When generation is stuck, moves mines among still-unknown cells so that one number's unknown
  /// neighbours become all safe or all mines; the rules can then go on.
  ///
  /// Only unknown cells change, so everything the solver already knows stays true; the numbers
  /// of revealed cells next to a moved mine are updated. Mines are moved to or from cells that
  /// touch no revealed number when there are enough, so as few numbers change as possible.
  /// Returns false when no number can be settled this way.
  mutating func perturb(using generator: inout SeededGenerator) -> Bool {
    guard truth != nil else { return false }
    pruneActive()
    var constraints = active.map(Int.init)
    guard !constraints.isEmpty else { return false }
    // Random order, so the same corner of the board is not always the one rewritten.
    let tries = min(constraints.count, 12)
    for attempt in 0..<tries {
      constraints.swapAt(attempt, attempt + generator.below(constraints.count - attempt))
      if settle(constraints[attempt], using: &generator) { return true }
    }
    return false
  }

  private mutating func settle(_ constraint: Int, using generator: inout SeededGenerator) -> Bool {
    guard var board = truth else { return false }
    truth = nil  // keeps the array uniquely referenced while it is edited
    defer { truth = board }
    markEpoch &+= 1
    var group: [Int] = []
    let base = constraint * 8
    for slot in base..<(base + Int(neighbourhood.degree[constraint])) {
      let cell = Int(neighbourhood.table[slot])
      if knowledge[cell] == .unknown {
        group.append(cell)
        mark[cell] = markEpoch
      }
    }
    let minesInGroup = Int(remaining[constraint])
    let safeInGroup = group.count - minesInGroup
    // Clear with odds safe/size, fill otherwise: on average no mines move into or out of the
    // group, so the unexplored side of the board does not fill up with displaced mines.
    let clearFirst = generator.below(group.count) < safeInGroup
    // Quick path: a few random draws usually find enough quiet partners without a board scan.
    if let targets = sampleQuietCells(
      clearFirst ? minesInGroup : safeInGroup, holdingMines: !clearFirst, on: board, using: &generator)
    {
      for cell in group where board[cell] == clearFirst { flip(cell, in: &board) }
      for cell in targets { flip(cell, in: &board) }
      return true
    }
    // Candidates to trade places with, outside the group: quiet ones touch no revealed number.
    var quietSafe: [Int] = [], loudSafe: [Int] = [], quietMines: [Int] = [], loudMines: [Int] = []
    for cell in 0..<cellCount where knowledge[cell] == .unknown && mark[cell] != markEpoch {
      switch (board[cell], numberedAround[cell] == 0) {
      case (false, true): quietSafe.append(cell)
      case (false, false): loudSafe.append(cell)
      case (true, true): quietMines.append(cell)
      case (true, false): loudMines.append(cell)
      }
    }
    let canClear = quietSafe.count + loudSafe.count >= minesInGroup
    let canFill = quietMines.count + loudMines.count >= safeInGroup
    let clear: Bool
    switch (canClear, canFill) {
    case (false, false): return false
    case (true, false): clear = true
    case (false, true): clear = false
    case (true, true): clear = clearFirst
    }
    let moving = clear ? minesInGroup : safeInGroup
    let targets = Self.pick(moving, preferring: clear ? quietSafe : quietMines, then: clear ? loudSafe : loudMines, using: &generator)
    for cell in group where board[cell] == clear { flip(cell, in: &board) }
    for cell in targets { flip(cell, in: &board) }
    return true
  }

  /// `count` distinct unknown cells touching no number, outside the marked group, with or without
  /// a mine, found by random draws; nil when the draws run out first.
  private mutating func sampleQuietCells(
    _ count: Int, holdingMines: Bool, on board: [Bool], using generator: inout SeededGenerator
  ) -> [Int]? {
    var found: [Int] = []
    found.reserveCapacity(count)
    var draws = 16 * count
    while found.count < count && draws > 0 {
      draws -= 1
      let cell = generator.below(cellCount)
      guard knowledge[cell] == .unknown, numberedAround[cell] == 0, mark[cell] != markEpoch, board[cell] == holdingMines
      else { continue }
      mark[cell] = markEpoch  // not drawn twice
      found.append(cell)
    }
    if found.count == count { return found }
    for cell in found { mark[cell] = 0 }
    return nil
  }

  private static func pick(_ count: Int, preferring first: [Int], then second: [Int], using generator: inout SeededGenerator) -> [Int] {
    var chosen: [Int] = []
    chosen.reserveCapacity(count)
    for var pool in [first, second] {
      var index = 0
      while chosen.count < count && index < pool.count {
        pool.swapAt(index, index + generator.below(pool.count - index))
        chosen.append(pool[index])
        index += 1
      }
    }
    return chosen
  }

  private mutating func flip(_ cell: Int, in board: inout [Bool]) {
    board[cell].toggle()
    let delta: Int8 = board[cell] ? 1 : -1
    let base = cell * 8
    for slot in base..<(base + Int(neighbourhood.degree[cell])) {
      let next = Int(neighbourhood.table[slot])
      if number[next] >= 0 {
        number[next] += delta
        remaining[next] += delta
        touch(next)
      }
    }
  }
}

extension MinesweeperSolverCore {
  /// When moving unknown mines cannot help (a pocket walled in by proven mines, or a last coin
  /// toss), opens the wall: a proven mine next to an unknown cell becomes safe and a random
  /// unknown safe cell takes its mine.
  ///
  /// This rewrites a proven fact, so the solver's state no longer matches the board: the caller
  /// must solve the new board again from scratch. Returns false when there is no such pair.
  mutating func breakWall(using generator: inout SeededGenerator) -> Bool {
    guard var board = truth else { return false }
    var walls: [Int] = []
    var openings: [Int] = []
    for cell in 0..<cellCount {
      switch knowledge[cell] {
      case .unknown:
        if !board[cell] { openings.append(cell) }
      case .mine:
        let base = cell * 8
        for slot in base..<(base + Int(neighbourhood.degree[cell])) where knowledge[Int(neighbourhood.table[slot])] == .unknown {
          walls.append(cell)
          break
        }
      case .safe:
        break
      }
    }
    guard !walls.isEmpty, !openings.isEmpty else { return false }
    board[walls[generator.below(walls.count)]] = false
    board[openings[generator.below(openings.count)]] = true
    truth = board
    return true
  }
}
