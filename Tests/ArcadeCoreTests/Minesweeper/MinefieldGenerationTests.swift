import Testing
@testable import ArcadeCore

@Suite("Minesweeper generation")
struct MinefieldGenerationTests {
  @Test(arguments: MinesweeperSeeds.configurations, [true, false])
  func boardsKeepTheRules(configuration: MinefieldConfiguration, noGuess: Bool) {
    for seed in 0..<UInt64(MinesweeperSeeds.count(for: configuration)) {
      // Vary the first reveal over the board, corners included.
      let first = Position(
        row: Int(seed * 7) % configuration.rows, column: Int(seed * 13) % configuration.columns)
      let board = MinefieldGenerator.generate(configuration: configuration, firstReveal: first, noGuess: noGuess, seed: seed).minefield
      #expect(board.rows == configuration.rows && board.columns == configuration.columns)
      #expect(board.minePositions.count == configuration.mines)
      #expect(board.mineCount == configuration.mines)
      for position in board.allPositions {
        if abs(position.row - first.row) <= 1 && abs(position.column - first.column) <= 1 {
          #expect(!board.isMine(position), "mine next to the first reveal, seed \(seed)")
        }
        let around = board.testNeighbours(of: position).filter(board.isMine).count
        #expect(board.adjacentMines(position) == around)
      }
    }
  }

  @Test func sameInputsDealTheSameBoard() {
    let dense = try! MinefieldConfiguration.custom(rows: 16, columns: 30, mines: 170)
    for configuration in [MinefieldConfiguration.beginner, .expert, dense] {
      for seed: UInt64 in [0, 1, 42, .max] {
        let first = configuration.centre
        let one = MinefieldGenerator.generate(configuration: configuration, firstReveal: first, noGuess: true, seed: seed).minefield
        let two = MinefieldGenerator.generate(configuration: configuration, firstReveal: first, noGuess: true, seed: seed).minefield
        #expect(one == two)
      }
    }
  }

  @Test func differentSeedsDealDifferentBoards() {
    let boards = (0..<20).map {
      MinefieldGenerator.generate(configuration: .expert, firstReveal: Position(row: 8, column: 15), noGuess: true, seed: UInt64($0)).minefield
    }
    #expect(Set(boards.map(\.minePositions)).count == 20)
  }

  @Test func densestBoardStillKeepsTheOpeningClear() throws {
    let full = try MinefieldConfiguration.custom(rows: 5, columns: 5, mines: 16)
    for seed in 0..<UInt64(20) {
      let board = MinefieldGenerator.generate(configuration: full, firstReveal: Position(row: 2, column: 2), noGuess: true, seed: seed).minefield
      #expect(board.mineCount == 16)
      #expect(MinesweeperSolveCheck.solvedTruthfully(board, from: Position(row: 2, column: 2)))
    }
  }

  @Test func knownSeedDealsAFixedBoard() {
    // Guards against an accidental change to generation, which would re-deal every saved seed.
    let board = MinefieldGenerator.generate(configuration: .beginner, firstReveal: Position(row: 4, column: 4), noGuess: true, seed: 2024).minefield
    let dealt = try! DealtMinefield(configuration: .beginner, seed: 2024)
    #expect(dealt.minefield == board)
    let picture = """
      .111.12*1
      12*212*21
      *212*211.
      121211...
      .1*1.1121
      1211.1*2*
      *1...2231
      11...1*1.
      .....111.
      """
    #expect(dealt.picture == picture)
  }
}
