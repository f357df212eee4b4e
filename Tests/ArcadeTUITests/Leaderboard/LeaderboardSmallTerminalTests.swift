import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing
@testable import ArcadeTUI

/// The leaderboard at 40×12 and 100×30: tabs that take clicks, hints wrapped whole, and a chart with a mark per round.
@Suite struct LeaderboardSmallTerminalTests {
  /// A store with a won and then a lost Classic game of the player's.
  static func wonThenLost() -> MemoryScoreKeeper {
    let end = Date(timeIntervalSince1970: 1_800_000_000)
    return MemoryScoreKeeper(rounds: [
      PlayedRound(
        game: .minesweeper, player: "tester", startedAt: end.addingTimeInterval(-30), endedAt: end, outcome: .won,
        durationMilliseconds: 30_000, variant: "classic"),
      PlayedRound(
        game: .minesweeper, player: "tester", startedAt: end.addingTimeInterval(30), endedAt: end.addingTimeInterval(60),
        outcome: .lost, durationMilliseconds: 30_000, variant: "classic"),
    ])
  }

  func scene(_ game: GameID, services: ArcadeServices) -> LeaderboardScene {
    var scene = LeaderboardScene(services: services, game: game)
    scene.appear(frame: services.frame)
    return scene
  }

  @Test func fitsIn40x12() {
    #expect(LeaderboardScene(services: makeServices()).minimumSize == Size(width: 40, height: 12))
  }

  /// The TicTacToe hint was cut at column 100 ("…draws are the best you can"): it wraps, whole.
  @Test func theEmptyBoardsHintWrapsAt40x12() {
    let services = makeServices(size: .compact)
    let expected = """
                    Leaderboard
                ◀ TicTacToe (4/6) ▶
        Classic vs Easy  (1/5, ↑↓ for more)
            No rounds on this board yet.
       Finish a game against the computer to
        get on this board. Against Perfect,
           draws are the best you can do.




        ←→ game · ↑↓ board · ? help · q back
      """
    #expect(render(scene(.tictactoe, services: services), size: .compact, services: services) == expected)
  }

  @Test func theEmptyBoardsHintWrapsAt100x30() {
    let services = makeServices(size: .roomy)
    let lines = screenLines(scene(.tictactoe, services: services), services: services)
    #expect(lines[6] == String(repeating: " ", count: 36) + "No rounds on this board yet.")
    #expect(lines[7] == "  Finish a game against the computer to get on this board. Against Perfect, draws are the best you")
    #expect(lines[8] == String(repeating: " ", count: 46) + "can do.")
  }

  /// "Your last 2 results" drew one bar: a loss has no time to chart. Now it has a mark, and the count matches.
  @Test func theChartMarksALossAt100x30() {
    let services = makeServices(store: Self.wonThenLost(), size: .roomy)
    let lines = screenLines(scene(.minesweeper, services: services), services: services)
    let expected = [
      String(repeating: " ", count: 44) + "Leaderboard",
      "",
      String(repeating: " ", count: 13) + "PathFinder   PriceGuess   Minesweeper   TicTacToe   WordMatch   WordSearch",
      "",
      String(repeating: " ", count: 29) + "Classic — fastest wins  (1/4, ↑↓ for more)",
      "",
      String(repeating: " ", count: 34) + "Rank  Player   Time  3BV  3BV/s",
      String(repeating: " ", count: 34) + String(repeating: "─", count: 31),
      String(repeating: " ", count: 37) + "1  tester  30.00    —      —",
      "",
      String(repeating: " ", count: 15) + "Your last 2 results, time of won games (faster is better), ✘ not won:",
      String(repeating: " ", count: 49) + "█✘",
      "",
      String(repeating: " ", count: 29) + "Your games on all boards: 2 played, 1 won",
    ] + Array(repeating: "", count: 15) + [String(repeating: " ", count: 24) + "←→ game · ↑↓ board · Enter replay · ? help · q back"]
    #expect(lines == expected)
  }

  @Test func theChartMarksALossAt40x12InAscii() {
    let services = makeServices(store: Self.wonThenLost(), unicode: false, size: .compact)
    let expected = """
                    Leaderboard
               < Minesweeper (3/6) >
            Classic - fastest wins (1/4)
          Rank  Player   Time  3BV  3BV/s
          -------------------------------
             1  tester  30.00    -      -

        Last 2: taller is better, x not won
                         @x


        <> game . ^v board . ? help . q back
      """
    #expect(render(scene(.minesweeper, services: services), size: .compact, services: services) == expected)
  }

  @Test func sparklineHasAMarkForEveryValue() {
    #expect(Sparkline.bars([1, nil, 3], glyphs: .unicode, lowerIsBetter: false) == "▁✘█")
    #expect(Sparkline.bars([nil, nil], glyphs: .ascii, lowerIsBetter: true) == "xx")
    #expect(Sparkline.bars([], glyphs: .unicode, lowerIsBetter: true) == "")
  }

  /// At 40 columns the tabs are one between arrows: a click on an arrow steps, on the tabs' row (row 1 at 12 rows).
  @Test func theNarrowTabsArrowsTakeClicks() {
    let services = makeServices(size: .compact)
    var scene = scene(.tictactoe, services: services)
    let row = lines(render(scene, size: .compact, services: services))[1]
    let left = row.distance(from: row.startIndex, to: row.firstIndex(of: "◀")!)
    let right = row.distance(from: row.startIndex, to: row.firstIndex(of: "▶")!)
    let press = { (x: Int) in InputEvent.mouse(MouseEvent(.press, .left, at: Point(x: x, y: 1))) }
    send([press(right)], to: &scene, services: services)
    #expect(scene.game == .wordmatch)
    #expect(render(scene, size: .compact, services: services).contains("◀ WordMatch (5/6) ▶"))
    send([press(left), press(left)], to: &scene, services: services)
    #expect(scene.game == .minesweeper)
    // The name between the arrows is no button.
    send([press(20)], to: &scene, services: services)
    #expect(scene.game == .minesweeper)
  }

  @Test func aClickOnAWideTabShowsThatGamesBoard() {
    let services = makeServices(size: .roomy)
    var scene = scene(.pathfinder, services: services)
    let row = screenLines(scene, services: services)[2]
    let x = row.distance(from: row.startIndex, to: row.range(of: "WordMatch")!.lowerBound)
    send([.mouse(MouseEvent(.press, .left, at: Point(x: x + 3, y: 2)))], to: &scene, services: services)
    #expect(scene.game == .wordmatch)
    let lines = screenLines(scene, services: services)
    #expect(lines[7].contains("Play WordMatch to the end to get on this board."))
    #expect(!lines.joined().contains("PathFinder to get on"))
  }

  /// TicTacToe's table is 53 columns wide: at 40 the rightmost columns go, whole, instead of being cut.
  @Test func aWideTableDropsItsRightmostColumnsAt40x12() {
    let end = Date(timeIntervalSince1970: 1_800_000_000)
    let store = MemoryScoreKeeper(rounds: [
      PlayedRound(
        game: .tictactoe, player: "tester", startedAt: end.addingTimeInterval(-30), endedAt: end, outcome: .won,
        moves: 5, durationMilliseconds: 30_000, variant: "classic-easy")
    ])
    let services = makeServices(store: store, size: .compact)
    let lines = lines(render(scene(.tictactoe, services: services), size: .compact, services: services))
    #expect(lines[3] == "Rank  Player  Won  Lost  Drawn  Win rate")
    #expect(lines[5].hasSuffix("100%"))
    let wide = screenLines(scene(.tictactoe, services: makeServices(store: store, size: .roomy)), services: makeServices(store: store, size: .roomy))
    #expect(wide.contains { $0.contains("Win rate  Best streak") })
  }
}
