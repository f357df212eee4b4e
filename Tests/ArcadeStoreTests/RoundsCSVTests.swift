import ArcadeCore
import Foundation
import Testing

@testable import ArcadeStore

@Suite("CSV export")
struct RoundsCSVTests {
  @Test func headerNamesEveryColumn() {
    #expect(
      RoundsCSV.header
        == "id,game,player,startedAt,endedAt,outcome,score,moves,durationMs,variant,gridSize,seed,assisted,details\r\n")
  }

  @Test func fieldsAreQuotedOnlyWhenNeeded() {
    #expect(RoundsCSV.line(["plain", "a,b", "say \"hi\"", "two\nlines", "cr\r", ""]) ==
      "plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\"cr\r\",\r\n")
  }

  @Test func aRoundAsALine() {
    var round = PlayedRound.mock
    round.id = 7
    round.player = "O'Neil, \"Ace\""
    #expect(
      RoundsCSV.line(for: round)
        == "7,minesweeper,\"O'Neil, \"\"Ace\"\"\",2023-11-14T22:13:20.123Z,2023-11-14T22:14:21.623Z,won,420,57,61500,"
        + "expert,480,16045690984503111693,false,\"{\"\"flags\"\":99,\"\"note\"\":\"\"ünïcödé ✓\"\"}\"\r\n")
    #expect(RoundsCSV.line(for: .mockBare) == ",tictactoe,,2023-11-14T22:13:20.123Z,,draw,,,,,,,false,{}\r\n")
  }

  @Test func exportWritesEveryRound() throws {
    let folder = try TemporaryFolder()
    let store = try makeStore(at: folder.path())
    try store.save(contentsOf: [.mock, .mockBare] + (0..<3000).map { PlayedRound.mock(score: $0) })
    let csvPath = folder.path("rounds.csv")
    #expect(try RoundsCSV.export(from: store, to: csvPath) == 3002)
    let written = try String(contentsOfFile: csvPath, encoding: .utf8)
    #expect(written == RoundsCSV.text(for: try store.allRounds()))
  }

  @Test func exportToAnImpossiblePathSaysSo() throws {
    let folder = try TemporaryFolder()
    let store = try makeStore(at: folder.path())
    let csvPath = folder.path("missing/folder/rounds.csv")
    #expect(throws: StoreError.exportNotWritable(path: csvPath)) { try RoundsCSV.export(from: store, to: csvPath) }
  }
}
