import Testing
@testable import ArcadeCore

@Suite("Minesweeper export")
struct DealtMinefieldTests {
  @Test func pictureShowsMinesNumbersAndEmptyCells() throws {
    let dealt = try DealtMinefield(configuration: .beginner, seed: 12)
    let lines = dealt.picture.split(separator: "\n").map(String.init)
    #expect(lines.count == 9)
    let board = dealt.minefield
    for (row, line) in lines.enumerated() {
      #expect(line.count == 9)
      for (column, character) in line.enumerated() {
        let position = Position(row: row, column: column)
        let expected: Character = board.isMine(position) ? "*" : board.adjacentMines(position) == 0 ? "." : Character("\(board.adjacentMines(position))")
        #expect(character == expected)
      }
    }
    #expect(dealt.picture.filter { $0 == "*" }.count == 10)
  }

  @Test func jsonIsOneLineWithTheAgreedKeys() throws {
    let dealt = try DealtMinefield(configuration: .classic, firstReveal: Position(row: 0, column: 0), noGuess: false, seed: 5)
    let json = dealt.json
    #expect(!json.contains("\n"))
    #expect(json.hasPrefix("{\"rows\":10,\"cols\":7,\"mines\":[["))
    // Rows and columns count from 1 in the JSON too, as on the board's labels and in the hints.
    #expect(json.contains("\"first\":[1,1]"))
    #expect(json.contains("\"threeBV\":\(dealt.minefield.threeBV)"))
    #expect(json.hasSuffix("\"seed\":5,\"noGuess\":false,\"guessFree\":\(dealt.isGuessFree)}"))
    let pairs = dealt.minefield.minePositions.map { "[\($0.row + 1),\($0.column + 1)]" }.joined(separator: ",")
    #expect(json.contains("\"mines\":[\(pairs)]"))
  }

  @Test func defaultsAndSeries() throws {
    let one = try DealtMinefield(configuration: .expert, seed: 100)
    #expect(one.firstReveal == Position(row: 8, column: 15))
    #expect(one.noGuess)
    let series = try DealtMinefield.series(configuration: .expert, seed: 99, count: 3)
    #expect(series.map(\.seed) == [99, 100, 101])
    #expect(series[1] == one)
  }

  @Test func firstRevealOffTheBoardIsRefused() {
    #expect(throws: MinefieldDealError.firstRevealOffBoard(Position(row: 9, column: 0), rows: 9, columns: 9)) {
      try DealtMinefield(configuration: .beginner, firstReveal: Position(row: 9, column: 0), seed: 1)
    }
  }

  @Test func gameDealsWhatGeneratePrints() throws {
    for seed in 0..<UInt64(20) {
      let first = Position(row: Int(seed) % 10, column: Int(seed) % 7)
      let dealt = try DealtMinefield(configuration: .classic, firstReveal: first, seed: seed)
      var game = MinesweeperGame(configuration: .classic, seed: seed)
      _ = game.reveal(first, at: .zero)
      #expect(game.minefield == dealt.minefield)
    }
  }
}
