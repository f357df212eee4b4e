import Testing
@testable import ArcadeCore

@Suite("Minesweeper solver")
struct MinesweeperSolverTests {
  @Test(arguments: MinesweeperSeeds.configurations)
  func everyNoGuessBoardIsSolvedFromTheFirstReveal(configuration: MinefieldConfiguration) {
    for seed in 0..<UInt64(MinesweeperSeeds.count(for: configuration)) {
      let first = Position(row: Int(seed * 5) % configuration.rows, column: Int(seed * 3) % configuration.columns)
      let generated = MinefieldGenerator.generate(configuration: configuration, firstReveal: first, noGuess: true, seed: seed)
      let board = generated.minefield
      let report = MinesweeperSolver.solve(board, from: first)
      #expect(generated.guessing == .guessFree, "seed \(seed)")
      #expect(report.outcome == .solved, "seed \(seed)")
      #expect(MinesweeperSolveCheck.truthful(report.deductions, on: board), "seed \(seed)")
      #expect(report.deductions.count == board.cellCount)
    }
  }

  @Test func denseNoGuessBoardsAreSolved() throws {
    let dense = try MinefieldConfiguration.custom(rows: 16, columns: 30, mines: 170)
    for seed in 0..<UInt64(5) {
      let board = MinefieldGenerator.generate(configuration: dense, firstReveal: dense.centre, noGuess: true, seed: seed).minefield
      #expect(MinesweeperSolveCheck.solvedTruthfully(board, from: dense.centre), "seed \(seed)")
    }
  }

  @Test(arguments: [MinefieldConfiguration.beginner, .expert])
  func onGuessingBoardsEveryFactIsStillTrue(configuration: MinefieldConfiguration) {
    // Random boards often need a guess; the solver must stop rather than claim a wrong fact.
    var stuck = 0
    for seed in 0..<UInt64(MinesweeperSeeds.count(for: configuration)) {
      let board = MinefieldGenerator.generate(configuration: configuration, firstReveal: configuration.centre, noGuess: false, seed: seed).minefield
      let report = MinesweeperSolver.solve(board, from: configuration.centre)
      #expect(MinesweeperSolveCheck.truthful(report.deductions, on: board), "seed \(seed)")
      if case .stuck(let unknown) = report.outcome {
        stuck += 1
        #expect(unknown > 0)
        #expect(report.deductions.count + unknown == board.cellCount)
      }
    }
    #expect(stuck > 0)
  }

  @Test func fiftyFiftyIsLeftAlone() {
    // 2×2, one mine: the two bottom cells show 1; the top two are a coin toss.
    var solver = MinesweeperSolver(rows: 2, columns: 2, mines: 1)
    solver.learnRevealed(Position(row: 1, column: 0), adjacentMines: 1)
    solver.learnRevealed(Position(row: 1, column: 1), adjacentMines: 1)
    #expect(solver.deduceNext().isEmpty)
    #expect(solver.unknownCells == 2)
  }

  @Test func oneTwoOnePatternIsSolvedByPairs() {
    // Top row hidden, mines at both ends; below it 1 2 1 and a row of empty cells.
    var solver = MinesweeperSolver(rows: 3, columns: 3, mines: 99)  // a large count keeps the global rule out
    for (column, number) in [1, 2, 1].enumerated() {
      solver.learnRevealed(Position(row: 1, column: column), adjacentMines: number)
      solver.learnRevealed(Position(row: 2, column: column), adjacentMines: 0)
    }
    var facts: Set<MinesweeperDeduction> = []
    while case let found = solver.deduceNext(), !found.isEmpty { facts.formUnion(found) }
    #expect(facts == [.mine(Position(row: 0, column: 0)), .mine(Position(row: 0, column: 2)), .safe(Position(row: 0, column: 1))])
  }

  @Test func mineCountSettlesCellsNoNumberTouches() {
    // 1×6, one mine, c2 shows 1: the mine is c1 or c3, so c0, c4 and c5 are safe.
    var solver = MinesweeperSolver(rows: 1, columns: 6, mines: 1)
    solver.learnRevealed(Position(row: 0, column: 2), adjacentMines: 1)
    let found = Set(solver.deduceNext())
    #expect(found == [.safe(Position(row: 0, column: 0)), .safe(Position(row: 0, column: 4)), .safe(Position(row: 0, column: 5))])
    #expect(solver.deduceNext().isEmpty)
  }

  @Test func noMinesLeftMeansEverythingElseIsSafe() {
    var solver = MinesweeperSolver(rows: 1, columns: 5, mines: 1)
    solver.learnRevealed(Position(row: 0, column: 0), adjacentMines: 1)
    #expect(solver.deduceNext() == [.mine(Position(row: 0, column: 1))])
    #expect(Set(solver.deduceNext()) == Set((2..<5).map { MinesweeperDeduction.safe(Position(row: 0, column: $0)) }))
    #expect(solver.unknownCells == 0)
    #expect(solver.knowledge(at: Position(row: 0, column: 1)) == .mine(Position(row: 0, column: 1)))
  }
}
