import Testing
@testable import ArcadeCore

@Suite("PathFinder: guessing the grid")
struct PathFinderGuessTests {
  @Test("over many seeds, only the exact pair of every possible guess is accepted")
  func onlyExactGuessesAreAccepted() {
    for seed in UInt64(0)..<1_000 {
      var drawn = PathFinderRound(seed: seed)
      drawn.generateGrid(at: .zero)
      let grid = drawn.grid!
      for rows in 4...6 {
        for columns in 4...6 {
          var round = drawn
          let result = round.guess(rows: rows, columns: columns)
          if rows == grid.rows && columns == grid.columns {
            #expect(result == .correct)
            #expect(round.phase == .steering)
          } else if rows == grid.columns && columns == grid.rows {
            #expect(result == .otherWayRound)
            #expect(round.phase == .guessing)
            #expect(round.wrongGuessCount == 1)
          } else {
            #expect(result == .wrong(rowsRight: rows == grid.rows, columnsRight: columns == grid.columns))
            #expect(round.phase == .guessing)
            #expect(round.course == nil)
          }
        }
      }
    }
  }

  @Test("the right numbers in the other order are told apart from a wrong guess, on every grid with two orders")
  func otherWayRound() {
    var seen = Set<PathFinderGridSize>()
    for seed in UInt64(0)..<300 {
      var round = PathFinderRound(seed: seed)
      round.generateGrid(at: .zero)
      let grid = round.grid!
      let swapped = round.guess(rows: grid.columns, columns: grid.rows)
      if grid.rows == grid.columns {
        #expect(swapped == .correct)
      } else {
        seen.insert(grid)
        #expect(swapped == .otherWayRound, "\(grid)")
        #expect(round.guess(rows: grid.rows, columns: grid.columns) == .correct)
      }
    }
    // 20, 24 and 30 cells, each both ways.
    #expect(Set(seen.map(\.cellCount)) == [20, 24, 30])
    #expect(seen.count == 6)
  }

  @Test("a wrong guess lets the player try again")
  func wrongThenRight() {
    var round = PathFinderRound(seed: 9)
    round.generateGrid(at: .zero)
    let grid = round.grid!
    let wrongRows = grid.rows == 4 ? 5 : 4
    #expect(round.guess(rows: wrongRows, columns: grid.columns) == .wrong(rowsRight: false, columnsRight: true))
    #expect(round.wrongGuessCount == 1)
    #expect(round.guess(rows: grid.rows, columns: grid.columns) == .correct)
    #expect(round.robot == Position(row: 0, column: 0))
  }

  @Test("guessing before a grid, outside 4…6, or after a right guess changes nothing")
  func guessesThatCannotCount() {
    var round = PathFinderRound(seed: 5)
    #expect(round.guess(rows: 5, columns: 5) == .noGridYet)
    round.generateGrid(at: .zero)
    #expect(round.guess(rows: 3, columns: 5) == .outOfRange)
    #expect(round.guess(rows: 5, columns: 7) == .outOfRange)
    #expect(round.wrongGuessCount == 0)
    let grid = round.grid!
    #expect(round.guess(rows: grid.rows, columns: grid.columns) == .correct)
    let target = round.target
    #expect(round.guess(rows: grid.rows, columns: grid.columns) == .alreadyGuessed)
    #expect(round.target == target)
  }

  @Test("generating a new grid makes the old answer stale and resets the wrong-guess count")
  func newGridNewAnswer() {
    var round = PathFinderRound(seed: 11)
    round.generateGrid(at: .zero)
    let first = round.grid!
    _ = round.guess(rows: first.rows == 6 ? 4 : 6, columns: first.columns)
    #expect(round.wrongGuessCount == 1)
    round.generateGrid(at: .zero)
    #expect(round.wrongGuessCount == 0)
    let grid = round.grid!
    #expect(round.guess(rows: GridGuessValue(grid.rows).value, columns: GridGuessValue(grid.columns).value) == .correct)
  }

  @Test("a guess value stays within 4…6 however it is stepped")
  func guessValueClamps() {
    #expect(GridGuessValue().value == 4)
    #expect(GridGuessValue(2).value == 4)
    #expect(GridGuessValue(9).value == 6)
    var value = GridGuessValue(5)
    value.increment()
    value.increment()
    #expect(value.value == 6 && value.isHighest)
    value.decrement()
    #expect(value.value == 5)
    #expect(value.stepped(by: -10).isLowest)
    #expect(GridGuessValue(4) < GridGuessValue(6))
  }
}
