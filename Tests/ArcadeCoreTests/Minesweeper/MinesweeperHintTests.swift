import Testing
@testable import ArcadeCore

@Suite("Minesweeper hints")
struct MinesweeperHintTests {
  @Test(arguments: [MinefieldConfiguration.classic, .beginner, .intermediate])
  func followingHintsAloneWinsEveryNoGuessBoard(configuration: MinefieldConfiguration) {
    for seed in 0..<UInt64(20) {
      var game = MinesweeperGame(configuration: configuration, seed: seed)
      #expect(game.hint() == .safe(configuration.centre))
      #expect(game.hintsUsed == 0, "a hint before the first reveal tells nothing")
      _ = game.reveal(configuration.centre, at: .zero)
      var cursor = configuration.centre
      var steps = 0
      while game.status == .playing && steps < configuration.cellCount {
        steps += 1
        let board = game.minefield!
        switch game.hint(near: cursor) {
        case .safe(let cell):
          #expect(!board.isMine(cell), "seed \(seed): hint named a mine safe")
          if game.marks[cell] == .flagged { _ = game.toggleFlag(cell) }
          _ = game.reveal(cell, at: Instant(milliseconds: 1_000))
          cursor = cell
        case .mine(let cell):
          #expect(board.isMine(cell), "seed \(seed): hint named a safe cell a mine")
          #expect(game.marks[cell] != .flagged)
          _ = game.toggleFlag(cell)
          cursor = cell
        case .nothingCertain, .gameOver:
          Issue.record("seed \(seed): hints ran out on a no-guess board")
          steps = configuration.cellCount
        }
      }
      #expect(game.status == .won, "seed \(seed)")
      #expect(game.hintsUsed > 0)
      #expect(game.hint() == .gameOver)
    }
  }

  @Test func hintNamesAWrongFlagAsSafe() {
    var game = MinesweeperGame.started(.beginner, seed: 4)
    let board = game.minefield!
    // Flag every hidden safe cell the solver can already prove safe: the hint must still name one.
    guard case .safe(let cell) = game.hint() else {
      Issue.record("no safe cell on a no-guess board")
      return
    }
    _ = game.toggleFlag(cell)
    #expect(game.hint(near: cell) == .safe(cell))
    #expect(!board.isMine(cell))
    #expect(game.hintsUsed == 2)
  }

  @Test func hintOnAFiftyFiftyFindsNothing() {
    // Guessing boards can leave nothing certain; then no hint is counted.
    var seen = false
    for seed in 0..<UInt64(60) where !seen {
      var game = MinesweeperGame.started(.expert, seed: seed, noGuess: false)
      guard game.status == .playing, MinesweeperSolver.solve(game.minefield!, from: MinefieldConfiguration.expert.centre).outcome != .solved
      else { continue }
      // Open everything logic proves safe, then ask.
      while case .safe(let cell) = game.hint() { _ = game.reveal(cell, at: .zero) }
      while case .mine(let cell) = game.hint() { _ = game.toggleFlag(cell) }
      if game.status == .playing, game.hint() == .nothingCertain {
        let used = game.hintsUsed
        #expect(game.hint() == .nothingCertain)
        #expect(game.hintsUsed == used)
        seen = true
      }
    }
    #expect(seen)
  }
}
