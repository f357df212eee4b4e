import Testing
@testable import ArcadeCore

@Suite("Minesweeper flood fill")
struct MinesweeperFloodFillTests {
  @Test(arguments: MinesweeperSeeds.configurations)
  func firstRevealOpensTheZeroRegionAndItsBorder(configuration: MinefieldConfiguration) {
    for seed in 0..<UInt64(MinesweeperSeeds.count(for: configuration)) {
      var game = MinesweeperGame(configuration: configuration, seed: seed, noGuess: seed % 2 == 0)
      let result = game.reveal(configuration.centre, at: .zero)
      guard let board = game.minefield else {
        Issue.record("no board after the first reveal")
        continue
      }
      let expected = board.expectedFlood(from: configuration.centre)
      let opened: [Position]
      switch result {
      case .opened(let cells), .won(let cells): opened = cells
      default:
        Issue.record("first reveal did not open: \(result)")
        continue
      }
      #expect(opened.count == Set(opened).count, "a cell was reported twice")
      #expect(Set(opened) == expected, "seed \(seed)")
      #expect(Set(game.allPositions.filter { game.marks[$0] == .revealed }) == expected)
    }
  }

  @Test(arguments: [MinefieldConfiguration.beginner, .intermediate])
  func laterRevealsOpenOnlyWhatWasStillHidden(configuration: MinefieldConfiguration) {
    for seed in 0..<UInt64(50) {
      var game = MinesweeperGame.started(configuration, seed: seed, noGuess: false)
      guard let board = game.minefield, game.status == .playing else { continue }
      // Reveal hidden safe cells one by one (row-major) and check each flood.
      for position in game.allPositions where !board.isMine(position) && game.marks[position] == .hidden {
        let before = Set(game.allPositions.filter { game.marks[$0] == .revealed })
        let result = game.reveal(position, at: Instant(milliseconds: 1000))
        let expected = board.expectedFlood(from: position).subtracting(before)
        switch result {
        case .opened(let cells), .won(let cells): #expect(Set(cells) == expected, "seed \(seed) at \(position)")
        default: Issue.record("unexpected \(result)")
        }
      }
      #expect(game.status == .won)
    }
  }

  @Test func floodStopsAtFlags() {
    // Beginner seed 3: flag a hidden cell before the first reveal; the flood leaves it closed.
    var game = MinesweeperGame(configuration: .beginner, seed: 3)
    let flagged = Position(row: 4, column: 5)
    #expect(game.toggleFlag(flagged) == .flagged)
    _ = game.reveal(Position(row: 4, column: 4), at: .zero)
    #expect(game.marks[flagged] == .flagged)
    #expect(game.display(at: flagged) == .flagged)
  }
}
