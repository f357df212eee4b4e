/// A fact the solver proved about one cell.
public enum MinesweeperDeduction: Hashable, Sendable {
  case safe(Position)
  case mine(Position)

  public var position: Position {
    switch self {
    case .safe(let position), .mine(let position): position
    }
  }
}

/// How solving a board from its first reveal ended.
public enum MinesweeperSolveOutcome: Hashable, Sendable {
  case solved
  /// Logic alone cannot go on; this many cells are still unknown.
  case stuck(unknownCells: Int)
}

/// The result of solving a whole board: the outcome and every fact in the order it was found.
public struct MinesweeperSolveReport: Hashable, Sendable {
  public var outcome: MinesweeperSolveOutcome
  public var deductions: [MinesweeperDeduction]
}

/// Minesweeper by logic alone: single-number rules, pair (subset) rules over the frontier, and
/// the total mine count; it never guesses.
///
/// Feed it what a player can see (`learnRevealed`, and `learnMine` for proven mines — never a
/// player's flags, which may be wrong) and ask `deduceNext()` for new facts. Generation uses the
/// same rules to prove a no-guess board solvable.
public struct MinesweeperSolver: Sendable {
  var core: MinesweeperSolverCore

  /// A solver for an empty board of this size holding `mines` mines in all.
  public init(rows: Int, columns: Int, mines: Int) {
    core = MinesweeperSolverCore(rows: rows, columns: columns, totalMines: mines)
  }

  /// Records an opened cell and the number it shows.
  public mutating func learnRevealed(_ position: Position, adjacentMines: Int) {
    let cell = index(position)
    core.markSafe(cell)
    core.setNumber(cell, Int8(adjacentMines))
  }

  /// Records a cell known for certain to hold a mine.
  public mutating func learnMine(_ position: Position) {
    core.markMine(index(position))
  }

  /// Cells whose content is not known yet (neither opened, proved safe nor proved a mine).
  public var unknownCells: Int { core.unknownCells }

  /// What the solver knows of a cell: nil when unknown.
  public func knowledge(at position: Position) -> MinesweeperDeduction? {
    switch core.knowledge[index(position)] {
    case .unknown: nil
    case .safe: .safe(position)
    case .mine: .mine(position)
    }
  }

  /// New facts from the cheapest rule that finds any; empty when logic alone is stuck.
  ///
  /// Cells proved safe stay unopened (their numbers are not known to the solver); call
  /// `learnRevealed` once they are opened to let it go further.
  public mutating func deduceNext() -> [MinesweeperDeduction] {
    let start = core.log.count
    guard core.deduce() else { return [] }
    return core.log[start...].map(deduction)
  }

  /// Solves a board from its first reveal, opening every cell it proves safe; `.solved` means the
  /// board needs no guess from there.
  public static func solve(_ minefield: Minefield, from firstReveal: Position) -> MinesweeperSolveReport {
    var core = MinesweeperSolverCore(
      rows: minefield.rows, columns: minefield.columns, totalMines: minefield.mineCount, truth: minefield.mineCells)
    core.markSafe(firstReveal.row * minefield.columns + firstReveal.column)
    let solved = core.solve()
    let columns = minefield.columns
    let deductions = core.log.map { entry in
      entry >= 0
        ? MinesweeperDeduction.safe(Position(row: Int(entry) / columns, column: Int(entry) % columns))
        : MinesweeperDeduction.mine(Position(row: Int(~entry) / columns, column: Int(~entry) % columns))
    }
    return MinesweeperSolveReport(outcome: solved ? .solved : .stuck(unknownCells: core.unknownCells), deductions: deductions)
  }

  private func index(_ position: Position) -> Int {
    precondition(
      position.row >= 0 && position.row < core.rows && position.column >= 0 && position.column < core.columns,
      "position off the board")
    return position.row * core.columns + position.column
  }

  private func deduction(_ entry: Int32) -> MinesweeperDeduction {
    let cell = Int(entry >= 0 ? entry : ~entry)
    let position = Position(row: cell / core.columns, column: cell % core.columns)
    return entry >= 0 ? .safe(position) : .mine(position)
  }
}
