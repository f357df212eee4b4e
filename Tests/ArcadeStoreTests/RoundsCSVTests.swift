import ArcadeTestSupport
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
    let store = try makeStore(at: folder.file())
    try store.save(contentsOf: [.mock, .mockBare] + (0..<3000).map { PlayedRound.mock(score: $0) })
    let csvPath = folder.file("rounds.csv")
    #expect(try RoundsCSV.export(from: store, to: csvPath) == 3002)
    let written = try String(contentsOfFile: csvPath, encoding: .utf8)
    #expect(written == RoundsCSV.text(for: try store.allRounds()))
  }

  @Test func exportToAnImpossiblePathSaysSo() throws {
    let folder = try TemporaryFolder()
    let store = try makeStore(at: folder.file())
    let csvPath = folder.file("missing/folder/rounds.csv")
    #expect(throws: StoreError.exportNotWritable(path: csvPath)) { try RoundsCSV.export(from: store, to: csvPath) }
  }
}

/// What a spreadsheet or a terminal would run is defused (OWASP's CSV injection rule, control characters).
@Suite("CSV export is safe to open")
struct RoundsCSVSafetyTests {
  @Test(arguments: [
    ("=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"),
    ("+1", "'+1"), ("-2+3", "'-2+3"), ("@SUM(A1)", "'@SUM(A1)"),
    ("\tx", "'x"), ("\r=1", "'=1"),
    ("\u{1B}]0;owned\u{07}ada", "]0;ownedada"),
    ("a\u{202E}b", "ab"), ("plain", "plain"), ("", ""),
  ])
  func cellsAreNeutralised(_ stored: String, _ written: String) {
    #expect(RoundsCSV.cell(stored) == written)
  }

  @Test func aHostileNameIsExportedDefused() throws {
    var round = PlayedRound.mock
    round.player = "=cmd|' /C calc'!A0"
    round.variant = "\u{1B}]0;title\u{07}"
    let line = RoundsCSV.line(for: round)
    #expect(line.contains(",'=cmd|' /C calc'!A0,"))
    #expect(!line.contains("\u{1B}"))
    #expect(!line.contains("\u{07}"))
    // Numbers the arcade writes stay numbers: a negative score is not a formula.
    round.score = -5
    #expect(RoundsCSV.line(for: round).contains(",-5,"))
  }
}
