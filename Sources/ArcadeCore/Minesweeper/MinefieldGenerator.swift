/// Deals minefields: a pure function of configuration, first reveal, no-guess flag and seed.
///
/// The game and `arcade generate` both call `generate`, so a seed deals the same board in each.
public enum MinefieldGenerator {
  /// Times a stuck layout is reworked (a walled-in pocket opened) and solved again before a fresh one.
  static let restartLimit = 20
  /// Cells the solver may work through (board size × solves) before no-guess generation gives up:
  /// about a second in a release build. Boards up to about 40% mines need a tiny fraction of it
  /// (expert and 16×30/170 take around a millisecond); far denser custom boards can run out and
  /// then get the last layout tried, which may need a guess.
  static let solveBudget = 2_000_000

  /// A board with `configuration.mines` mines, none in the 3×3 around `firstReveal`.
  ///
  /// With `noGuess`, the board can be cleared from `firstReveal` by logic alone: random
  /// layouts are solved with `MinesweeperSolver`'s rules and, where they get stuck, mines are
  /// moved among the unknown cells until the rules can go on; the result is checked by
  /// solving it again from scratch. `firstReveal` must lie on the board.
  ///
  /// Very dense custom boards (well above 40% mines) may exhaust the work budget; they then get
  /// the last layout tried, which keeps the mine count and the safe opening but may need a guess.
  /// The result's `guessing` always says which: every board, random ones too, is checked by the
  /// solver, so callers never claim "no guessing needed" for a board that may need one.
  public static func generate(
    configuration: MinefieldConfiguration, firstReveal: Position, noGuess: Bool, seed: UInt64
  ) -> GeneratedMinefield {
    generate(configuration: configuration, firstReveal: firstReveal, noGuess: noGuess, seed: seed, solveBudget: solveBudget)
  }

  /// `generate` with another work budget, so tests can run out of it quickly.
  static func generate(
    configuration: MinefieldConfiguration, firstReveal: Position, noGuess: Bool, seed: UInt64, solveBudget: Int
  ) -> GeneratedMinefield {
    precondition(configuration.contains(firstReveal), "the first reveal must be on the board")
    let rows = configuration.rows
    let columns = configuration.columns
    var generator = SeededGenerator(seed: seed)
    let first = firstReveal.row * columns + firstReveal.column
    var allowed: [Int] = []
    allowed.reserveCapacity(rows * columns)
    for cell in 0..<(rows * columns) {
      let r = cell / columns - firstReveal.row
      let c = cell % columns - firstReveal.column
      if r < -1 || r > 1 || c < -1 || c > 1 { allowed.append(cell) }
    }
    let mines = min(configuration.mines, allowed.count)
    let neighbourhood = MinefieldNeighbourhood(rows: rows, columns: columns)
    var layout = randomLayout(mines: mines, from: &allowed, cellCount: rows * columns, using: &generator)
    func checked(_ layout: [Bool]) -> GeneratedMinefield {
      var solver = MinesweeperSolverCore(rows: rows, columns: columns, totalMines: mines, truth: layout, neighbourhood: neighbourhood)
      solver.markSafe(first)
      let minefield = Minefield(rows: rows, columns: columns, mineCells: layout)
      return GeneratedMinefield(minefield: minefield, guessing: solver.solve() ? .guessFree : .mayNeedGuess)
    }
    guard noGuess else { return checked(layout) }
    var budget = solveBudget
    while budget > 0 {
      for _ in 0..<restartLimit where budget > 0 {
        budget -= rows * columns
        var solver = MinesweeperSolverCore(rows: rows, columns: columns, totalMines: mines, truth: layout, neighbourhood: neighbourhood)
        solver.markSafe(first)
        while !solver.solve() {
          guard solver.perturb(using: &generator) else { break }
        }
        if solver.unknownCells == 0, let settled = solver.truth {
          // Perturbing keeps every earlier step valid, but a fresh solve is cheap and makes sure.
          var check = MinesweeperSolverCore(rows: rows, columns: columns, totalMines: mines, truth: settled, neighbourhood: neighbourhood)
          check.markSafe(first)
          if check.solve() { return GeneratedMinefield(minefield: Minefield(rows: rows, columns: columns, mineCells: settled), guessing: .guessFree) }
        }
        guard solver.breakWall(using: &generator), let reworked = solver.truth else { break }
        layout = reworked
      }
      layout = randomLayout(mines: mines, from: &allowed, cellCount: rows * columns, using: &generator)
    }
    // Out of budget: the last layout, checked so the answer is the solver's, not a hope.
    return checked(layout)
  }

  /// `mines` distinct cells drawn from `allowed` (a partial Fisher–Yates shuffle).
  static func randomLayout(mines: Int, from allowed: inout [Int], cellCount: Int, using generator: inout SeededGenerator) -> [Bool] {
    var layout = Array(repeating: false, count: cellCount)
    for index in 0..<mines {
      allowed.swapAt(index, index + generator.below(allowed.count - index))
      layout[allowed[index]] = true
    }
    return layout
  }
}
