/// The deduction rules: single cells, pairs of numbers, the mine count.
extension MinesweeperSolverCore {
  /// A number whose unknown neighbours must all be safe (nothing remaining) or all mines.
  mutating func applySingleCellRules() {
    while let popped = queue.popLast() {
      let cell = Int(popped)
      queued[cell] = false
      let unknown = unknownAround[cell]
      guard number[cell] >= 0, unknown > 0 else { continue }
      let left = remaining[cell]
      guard left == 0 || left == unknown else { continue }
      let base = cell * 8
      for slot in base..<(base + Int(neighbourhood.degree[cell])) {
        let next = Int(neighbourhood.table[slot])
        guard knowledge[next] == .unknown else { continue }
        if left == 0 { markSafe(next) } else { markMine(next) }
      }
    }
  }

  /// Drops numbers with no unknown neighbour left from `active`.
  mutating func pruneActive() {
    var kept = 0
    for index in active.indices where unknownAround[Int(active[index])] > 0 {
      active[kept] = active[index]
      kept += 1
    }
    active.removeLast(active.count - kept)
  }

  /// Compares every two numbers whose unknown cells overlap (subset and 1-2 style reasoning).
  ///
  /// For numbers A and B with shared unknowns I, the mines in I lie between
  /// max(0, a − |A∖B|, b − |B∖A|) and min(|I|, a, b); when that pins the part of A outside B
  /// to all-safe or all-mines, it is marked. Returns whether anything new was found.
  mutating func applyPairRules() -> Bool {
    let threshold = pairThreshold
    epoch &+= 1
    pairThreshold = epoch
    let before = unknownCells
    pruneActive()
    var index = 0
    while index < active.count {
      let a = Int(active[index])
      index += 1
      guard unknownAround[a] > 0 else { continue }
      let rowA = a / columns
      let columnA = a % columns
      let changedA = changedAt[a] >= threshold
      // Only partners later in row-major order (each pair once), within two rows and two columns.
      for dr in 0...2 {
        let rowB = rowA + dr
        guard rowB < rows else { break }
        for dc in -2...2 {
          if dr == 0 && dc <= 0 { continue }
          let columnB = columnA + dc
          guard columnB >= 0 && columnB < columns else { continue }
          let b = rowB * columns + columnB
          guard number[b] >= 0, unknownAround[b] > 0, unknownAround[a] > 0 else { continue }
          guard changedA || changedAt[b] >= threshold else { continue }
          comparePair(a, rowA, columnA, b, rowB, columnB)
        }
      }
    }
    return unknownCells != before
  }

  @inline(__always)
  func touches(_ cell: Int, _ row: Int, _ column: Int) -> Bool {
    let r = cell / columns - row
    let c = cell % columns - column
    return r >= -1 && r <= 1 && c >= -1 && c <= 1
  }

  mutating func comparePair(_ a: Int, _ rowA: Int, _ columnA: Int, _ b: Int, _ rowB: Int, _ columnB: Int) {
    var shared = 0
    let baseA = a * 8
    let endA = baseA + Int(neighbourhood.degree[a])
    for slot in baseA..<endA {
      let cell = Int(neighbourhood.table[slot])
      if knowledge[cell] == .unknown && touches(cell, rowB, columnB) { shared += 1 }
    }
    guard shared > 0 else { return }
    let onlyA = Int(unknownAround[a]) - shared
    let onlyB = Int(unknownAround[b]) - shared
    let minesA = Int(remaining[a])
    let minesB = Int(remaining[b])
    let most = min(shared, minesA, minesB)
    let least = max(0, minesA - onlyA, minesB - onlyB)
    // What the bounds on the shared part say about each side's own cells.
    let verdictA: Knowledge? =
      onlyA == 0 ? nil : minesA - most == onlyA ? .mine : minesA - least == 0 ? .safe : nil
    let verdictB: Knowledge? =
      onlyB == 0 ? nil : minesB - most == onlyB ? .mine : minesB - least == 0 ? .safe : nil
    if let verdictA { markOwnCells(of: a, apartFrom: rowB, columnB, as: verdictA) }
    if let verdictB { markOwnCells(of: b, apartFrom: rowA, columnA, as: verdictB) }
  }

  mutating func markOwnCells(of cell: Int, apartFrom row: Int, _ column: Int, as verdict: Knowledge) {
    let base = cell * 8
    for slot in base..<(base + Int(neighbourhood.degree[cell])) {
      let next = Int(neighbourhood.table[slot])
      guard knowledge[next] == .unknown, !touches(next, row, column) else { continue }
      if verdict == .mine { markMine(next) } else { markSafe(next) }
    }
  }

  /// The mine-count argument: numbers with disjoint unknowns hold exactly their sum, so the
  /// cells outside them hold the rest of the mines; if that is none or all of them, they are known.
  mutating func applyGlobalRule() -> Bool {
    let left = totalMines - knownMines
    guard unknownCells > 0 else { return false }
    if left == 0 || left == unknownCells {
      let verdict: Knowledge = left == 0 ? .safe : .mine
      for cell in 0..<cellCount where knowledge[cell] == .unknown {
        if verdict == .mine { markMine(cell) } else { markSafe(cell) }
      }
      return true
    }
    // Two greedy covers: frontier order, and tightest numbers first; either may settle the outside.
    pruneActive()
    var bySize: [Int] = []
    bySize.reserveCapacity(active.count)
    for size in 1...8 {
      for entry in active where Int(unknownAround[Int(entry)]) == size { bySize.append(Int(entry)) }
    }
    for order in [active.map(Int.init), bySize] {
      markEpoch &+= 1
      var coveredMines = 0
      var coveredCells = 0
      for a in order {
        let base = a * 8
        let end = base + Int(neighbourhood.degree[a])
        var free = true
        for slot in base..<end {
          let cell = Int(neighbourhood.table[slot])
          if knowledge[cell] == .unknown && mark[cell] == markEpoch { free = false; break }
        }
        guard free else { continue }
        for slot in base..<end {
          let cell = Int(neighbourhood.table[slot])
          if knowledge[cell] == .unknown { mark[cell] = markEpoch }
        }
        coveredMines += Int(remaining[a])
        coveredCells += Int(unknownAround[a])
      }
      let outside = unknownCells - coveredCells
      let outsideMines = left - coveredMines
      guard outside > 0, outsideMines == 0 || outsideMines == outside else { continue }
      for cell in 0..<cellCount where knowledge[cell] == .unknown && mark[cell] != markEpoch {
        if outsideMines == 0 { markSafe(cell) } else { markMine(cell) }
      }
      return true
    }
    return false
  }

  /// Runs the rules, cheapest first, until something new is known; false when stuck or done.
  mutating func deduce() -> Bool {
    let before = unknownCells
    applySingleCellRules()
    if unknownCells != before { return true }
    if unknownCells == 0 { return false }
    if applyPairRules() { return true }
    return applyGlobalRule()
  }

  /// Runs the rules until the board is known or they are stuck; with a truth, safe cells are opened.
  mutating func solve() -> Bool {
    while unknownCells > 0 && deduce() {}
    return unknownCells == 0
  }
}
