/// The solver's working state on flat arrays: what is known about each cell and each number's constraint.
///
/// Shared by generation (which lets it look up the number of every cell it proves safe, and may
/// move unknown mines when it is stuck) and by the game's hints (which only give it what the
/// player sees). The rules are sound: every fact it reports follows from the numbers shown and
/// the total mine count.
struct MinesweeperSolverCore: Sendable {
  enum Knowledge: UInt8 { case unknown, safe, mine }

  let rows: Int
  let columns: Int
  let cellCount: Int
  let totalMines: Int
  let neighbourhood: MinefieldNeighbourhood

  var knowledge: [Knowledge]
  /// The number shown on a cell, or -1 while it is not revealed (unknown, mine, or safe but unopened).
  var number: [Int8]
  /// Mines among a revealed cell's unknown neighbours: its number minus neighbours known to be mines.
  var remaining: [Int8]
  /// A revealed cell's neighbours that are still unknown.
  var unknownAround: [Int8]
  var knownMines = 0
  var unknownCells: Int
  /// How many neighbours of each cell show a number; 0 means no revealed number touches it.
  var numberedAround: [UInt8]
  /// Revealed numbers that had unknown neighbours when last looked at (pruned lazily), so the
  /// pair and global rules visit the frontier instead of the whole board.
  var active: [Int32] = []

  /// Revealed cells whose constraint changed and must be looked at by the single-cell rules.
  var queue: [Int32] = []
  var queued: [Bool]
  /// When each constraint last changed, so a pair is compared again only after one side changed.
  var changedAt: [UInt32]
  var epoch: UInt32 = 1
  var pairThreshold: UInt32 = 0
  var mark: [UInt32]
  var markEpoch: UInt32 = 0

  /// The true board during generation: safe cells proved by the rules are opened against it.
  var truth: [Bool]?
  /// Every fact in the order found: the cell index for safe, `~index` for a mine.
  var log: [Int32] = []

  init(rows: Int, columns: Int, totalMines: Int, truth: [Bool]? = nil, neighbourhood: MinefieldNeighbourhood? = nil) {
    self.rows = rows
    self.columns = columns
    cellCount = rows * columns
    self.totalMines = totalMines
    self.neighbourhood = neighbourhood ?? MinefieldNeighbourhood(rows: rows, columns: columns)
    knowledge = Array(repeating: .unknown, count: cellCount)
    number = Array(repeating: -1, count: cellCount)
    remaining = Array(repeating: 0, count: cellCount)
    unknownAround = Array(repeating: 0, count: cellCount)
    unknownCells = cellCount
    queued = Array(repeating: false, count: cellCount)
    numberedAround = Array(repeating: 0, count: cellCount)
    active.reserveCapacity(cellCount)
    changedAt = Array(repeating: 0, count: cellCount)
    mark = Array(repeating: 0, count: cellCount)
    self.truth = truth
    queue.reserveCapacity(cellCount)
    log.reserveCapacity(cellCount)
  }

  // MARK: Learning facts

  @inline(__always)
  mutating func touch(_ cell: Int) {
    changedAt[cell] = epoch
    if !queued[cell] {
      queued[cell] = true
      queue.append(Int32(cell))
    }
  }

  /// Records that a cell holds no mine; during generation its number is looked up at once.
  mutating func markSafe(_ cell: Int) {
    guard knowledge[cell] == .unknown else { return }
    knowledge[cell] = .safe
    unknownCells -= 1
    log.append(Int32(cell))
    let base = cell * 8
    let table = neighbourhood.table
    for slot in base..<(base + Int(neighbourhood.degree[cell])) {
      let next = Int(table[slot])
      if number[next] >= 0 {
        unknownAround[next] -= 1
        touch(next)
      }
    }
    if let truth {
      var count: Int8 = 0
      for slot in base..<(base + Int(neighbourhood.degree[cell])) where truth[Int(table[slot])] { count += 1 }
      setNumber(cell, count)
    }
  }

  /// Records the number shown on a cell already known to be safe.
  mutating func setNumber(_ cell: Int, _ value: Int8) {
    guard number[cell] < 0 else { return }
    number[cell] = value
    var mines: Int8 = 0
    var unknown: Int8 = 0
    let base = cell * 8
    for slot in base..<(base + Int(neighbourhood.degree[cell])) {
      switch knowledge[Int(neighbourhood.table[slot])] {
      case .mine: mines += 1
      case .unknown: unknown += 1
      case .safe: break
      }
    }
    remaining[cell] = value - mines
    unknownAround[cell] = unknown
    for slot in base..<(base + Int(neighbourhood.degree[cell])) { numberedAround[Int(neighbourhood.table[slot])] += 1 }
    if unknown > 0 { active.append(Int32(cell)) }
    touch(cell)
  }

  /// Records that a cell holds a mine.
  mutating func markMine(_ cell: Int) {
    guard knowledge[cell] == .unknown else { return }
    knowledge[cell] = .mine
    unknownCells -= 1
    knownMines += 1
    log.append(~Int32(cell))
    let base = cell * 8
    for slot in base..<(base + Int(neighbourhood.degree[cell])) {
      let next = Int(neighbourhood.table[slot])
      if number[next] >= 0 {
        remaining[next] -= 1
        unknownAround[next] -= 1
        touch(next)
      }
    }
  }

}
