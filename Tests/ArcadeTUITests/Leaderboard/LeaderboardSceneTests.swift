import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing
@testable import ArcadeTUI

@Suite struct LeaderboardSceneTests {
  /// A won PathFinder round: `steps` moves on a rows×columns grid in `seconds`, ended at minute `at`.
  static func round(player: String = "tester", steps: Int, seconds: Double, rows: Int = 5, columns: Int = 4, at minute: Double) -> PlayedRound {
    let end = Date(timeIntervalSince1970: 1_800_000_000 + minute * 60)
    return PlayedRound(
      game: .pathfinder, player: player, startedAt: end.addingTimeInterval(-seconds), endedAt: end, outcome: .won,
      moves: steps, durationMilliseconds: Int64(seconds * 1000), variant: "\(rows)x\(columns)", gridSize: rows * columns,
      details: #"{"rows":\#(rows),"columns":\#(columns),"shortestPath":\#(steps - 1),"target":{"row":1,"column":1}}"#
    )
  }

  @Test func emptyBoardSaysHowToGetOnIt() {
    let services = makeServices()
    var scene = LeaderboardScene(services: services, game: .pathfinder)
    scene.appear(frame: services.frame)
    let text = render(scene, size: Size(width: 80, height: 24), services: services)
    #expect(text.contains("No rounds on this board yet."))
    #expect(text.contains("Finish a round of PathFinder to get on this board."))
    #expect(text.contains(" PathFinder "))
  }

  @Test func lastFiveRoundsRankedLowestScoreFirst() {
    let store = MemoryScoreKeeper(rounds: [
      Self.round(steps: 30, seconds: 60, at: 0),  // oldest: not among the last five
      Self.round(steps: 10, seconds: 20, at: 1),  // 10
      Self.round(steps: 8, seconds: 10, at: 2),  // 4
      Self.round(player: "other", steps: 12, seconds: 30, at: 3),  // 18
      Self.round(steps: 9, seconds: 40, at: 4),  // 18
      Self.round(steps: 7, seconds: 60, at: 5),  // 21
    ])
    let services = makeServices(store: store)
    var scene = LeaderboardScene(services: services, game: .pathfinder)
    scene.appear(frame: services.frame)
    let lines = render(scene, size: Size(width: 80, height: 24), services: services).split(separator: "\n").map(String.init)
    let table = lines.filter { $0.contains("5×4") && !$0.contains("best round") }
    #expect(table.count == 5)
    #expect(table[0].contains("4.00"))
    #expect(table[1].contains("10.00"))
    #expect(table[2].contains("18.00") && table[3].contains("18.00"))
    #expect(table[2].hasPrefix(table[2].prefix { $0 == " " }) && table[2].contains(" 3 ") && table[3].contains(" 3 "))
    #expect(table[4].contains("21.00") && table[4].contains(" 5 "))
    #expect(!lines.contains { $0.contains("30  ") && $0.contains("1:00") && $0.contains("90.00") })
    #expect(lines.contains { $0.contains("Your best round ever") })
  }

  @Test func newestRoundOfThePlayerIsHighlighted() {
    let store = MemoryScoreKeeper(rounds: [Self.round(steps: 8, seconds: 10, at: 1), Self.round(steps: 20, seconds: 90, at: 2)])
    let services = makeServices(store: store)
    var scene = LeaderboardScene(services: services, game: .pathfinder)
    scene.appear(frame: services.frame)
    // Row 1 (ranked second) is the newest.
    #expect(scene.highlightedRow(player: "tester") == 1)
    let highlighted = LeaderboardScene(services: services, game: .pathfinder, highlight: 1)
    var shown = highlighted
    shown.appear(frame: services.frame)
    #expect(shown.highlightedRow(player: "tester") == 0)
  }

  @Test func tabsSwitchGamesWithKeysAndDigits() {
    let services = makeServices()
    var scene = LeaderboardScene(services: services, game: .pathfinder)
    scene.appear(frame: services.frame)
    send([.key(.right)], to: &scene, services: services)
    #expect(scene.game == .priceguess)
    send([.key(.left), .key(.left)], to: &scene, services: services)
    #expect(scene.game == .wordsearch)
    send(keys("5"), to: &scene, services: services)
    #expect(scene.game == .wordmatch)
    #expect(render(scene, size: Size(width: 80, height: 24), services: services).contains("English → Spanish · Normal — best scores"))
    #expect(scene.handle(.key(.escape), frame: services.frame)?.isPop == true)
  }

  @Test func narrowTerminalShowsOneTabBetweenArrows() {
    let services = makeServices()
    var scene = LeaderboardScene(services: services, game: .minesweeper)
    scene.appear(frame: services.frame)
    let text = render(scene, size: Size(width: 44, height: 14), services: services)
    #expect(text.contains("◀ Minesweeper (3/6) ▶"))
  }

  @Test func aStoreErrorIsShownNotThrown() {
    final class BrokenStore: StoreDouble {
      struct Broken: Error, CustomStringConvertible { var description: String { "the score file is damaged" } }
      override func keep(_ round: PlayedRound) -> SaveResult { .keptForSession(reason: "\(Broken())") }
      override func rounds(matching selection: RoundSelection) throws -> [PlayedRound] { throw Broken() }
      override func recentRounds(game: GameID, player: String, limit: Int) throws -> [PlayedRound] { throw Broken() }
    }
    let services = makeServices(seed: 1, store: BrokenStore())
    var scene = LeaderboardScene(services: services, game: .pathfinder)
    scene.appear(frame: services.frame)
    #expect(render(scene, size: Size(width: 80, height: 24), services: services).contains("the score file is damaged"))
    #expect(services.recorder.record(Self.round(steps: 1, seconds: 1, at: 0).asFinished, context: .free).storage == .keptForSession(reason: "the score file is damaged"))
    #expect(services.storage.statusMessage == "the score file is damaged")
  }
}

/// A store whose boards come from elsewhere than asked (a shared board that did not answer).
private final class FallbackStore: StoreDouble {
  override var boardsNote: String? { "shared board unreachable: connection refused — 1 round waiting to be sent" }
}

@Suite struct LeaderboardBoardsNoteTests {
  @Test func theBoardSaysWhenItShowsThisMachinesRoundsInstead() {
    let store = FallbackStore(rounds: [LeaderboardSceneTests.round(steps: 10, seconds: 20, at: 1)])
    let services = makeServices(store: store)
    var scene = LeaderboardScene(services: services, game: .pathfinder)
    scene.appear(frame: services.frame)
    let text = render(scene, size: Size(width: 100, height: 30), services: services)
    #expect(text.contains("shared board unreachable: connection refused — 1 round waiting to be sent"))
    #expect(text.contains("10.00"))
  }
}
