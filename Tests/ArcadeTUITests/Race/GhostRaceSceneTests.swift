import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// A race against a recorded round's ghost: the player dealt the ghost's opening, the ghost at the pace it was played,
/// the race decided by the day's ranking the moment the player's round ends, and the player's round kept off the boards.
@Suite struct GhostRaceSceneTests {
  /// ana's round of the fixture's board (seed 42): won one reveal a second after a first reveal in the middle.
  static let ghost = PlayedRound.played(player: "ana", seed: MinesweeperFixture.seed)

  static func race(_ services: ArcadeServices) throws -> GhostRaceScene {
    try #require(services.ghostRaceScene(against: ghost) as? GhostRaceScene)
  }

  @Test func theGhostPlaysAtThePaceItWasPlayed() throws {
    let clock = ManualClock()
    let services = makeServices(clock: clock, size: Size(width: 100, height: 30))
    var race = try Self.race(services)
    let first = race.ghost.times[0]
    #expect(race.nextTick(after: services.now()).map { $0.milliseconds(since: services.now()) } ?? 0 <= first)
    #expect(lines(render(race, services: services))[0].contains("ana's ghost 31/71 cleared"))
    clock.advance(milliseconds: first)
    _ = race.handle(.tick, frame: services.frame)
    #expect(race.ghostMoves == 1)
    #expect(!lines(render(race, services: services))[0].contains("ana's ghost 31/71 cleared"))
    // Both sides start from the ghost's opening: the board the first reveal opened.
    #expect(render(race, services: services).contains("You 31/71 cleared · 0 flagged"))
  }

  @Test func aFasterWinWinsAndTheRoundStaysOffTheBoards() throws {
    let store = MemoryScoreKeeper()
    let services = makeServices(store: store, size: Size(width: 100, height: 30))
    var race = try Self.race(services)
    for event in keyNames(MinesweeperFixture.winningKeys).dropFirst() {
      _ = race.handle(event, frame: services.frame)
    }
    #expect(race.outcome == .won)
    #expect(lines(render(race, services: services))[0].contains("You win the race"))
    let saved = try #require(store.saved.last)
    #expect(saved.context == .chosenSeed)
    #expect(saved.outcome == .won)
  }

  @Test func aMineLosesToAWin() throws {
    let services = makeServices(size: Size(width: 40, height: 12))
    var race = try Self.race(services)
    for event in keyNames("k k k k l l Space") { _ = race.handle(event, frame: services.frame) }
    #expect(race.outcome == .lost)
    #expect(lines(render(race, services: services))[0].contains("ana's ghost wins"))
  }

  /// A ghost race's round is kept as any round is, so leaving it loses nothing (taken up later without the ghost).
  @Test func theRoundIsKeptForResume() throws {
    let services = makeServices(size: Size(width: 100, height: 30))
    var race = try Self.race(services)
    _ = race.handle(.key(.character("j")), frame: services.frame)
    let kept = try #require((race as any Scene) as? any ResumableScene)
    let round = try #require(kept.unfinishedRound(at: services.now()))
    #expect(round.game == .minesweeper && round.context == .chosenSeed)
    #expect(services.games[.minesweeper]?.resume?(round, services) is MinesweeperScene)
  }

  @Test func gOnABoardRowRacesItsRound() throws {
    let store = MemoryScoreKeeper(rounds: [Self.ghost])
    let services = makeServices(store: store, size: Size(width: 100, height: 30))
    var board = LeaderboardScene(services: services, game: .minesweeper, boardIndex: 1)
    board.appear(frame: services.frame)
    let round = try #require(board.handle(.key(.character("g")), frame: services.frame)?.raced, "g did not open a race")
    #expect(round.player == "ana")
    #expect(services.ghostRaceScene(against: round) is GhostRaceScene)
  }

  @Test func aRoundThatCannotBeRacedSaysWhy() throws {
    let services = makeServices(size: Size(width: 100, height: 30))
    #expect(render(services.ghostRaceScene(against: .ticTacToe(player: "ana", seed: 3)), services: services).contains("cannot be raced yet"))
    var old = Self.ghost
    old.tape = nil
    #expect(render(services.ghostRaceScene(against: old), services: services).contains("cannot be raced"))
  }

  @Test func aClickLandsOnTheCellUnderIt() throws {
    let services = makeServices(size: Size(width: 100, height: 30))
    var race = try Self.race(services)
    let screen = lines(render(race, services: services))
    // The top-left cell, a row lower than in the game's own screen: the race line is above it.
    let row = try #require(screen.firstIndex { $0.contains("│ ■") })
    let column = try #require(screen[row].firstIndex(of: "■")).utf16Offset(in: screen[row])
    _ = race.handle(.mouse(MouseEvent(.press, .right, at: Point(x: column, y: row))), frame: services.frame)
    _ = race.handle(.mouse(MouseEvent(.release, .right, at: Point(x: column, y: row))), frame: services.frame)
    let flagged = lines(render(race, services: services))
    #expect(Array(flagged[row].utf16)[column] == Array("⚑".utf16)[0], "\(flagged[row])")
    #expect(flagged[row + 1] == screen[row + 1])
  }

  /// Every game with a race closure races a round of its own: a ghost of the day's deal (no moves yet) opens a race
  /// in the game's screen with the line above it, and q leaves it.
  @Test func everyRaceableGameOpensARaceOnItsDeal() throws {
    let services = makeServices(size: Size(width: 100, height: 30))
    let raced = services.games.games.filter { $0.race != nil }
    #expect(Set(raced.map(\.id)) == [.minesweeper, .pathfinder, .priceguess, .wordmatch, .wordsearch])
    for game in raced {
      let daily = try #require(game.daily)
      guard case .success(let opening) = daily.deal(services.today, daily.key(services), services) else {
        Issue.record("\(game.id): no deal")
        continue
      }
      var round = PlayedRound.mock
      (round.game, round.player, round.tape) = (game.id, "ana", Data(opening.tape))
      var race = try #require(services.ghostRaceScene(against: round) as? GhostRaceScene, "\(game.id)")
      #expect(lines(render(race, services: services))[0].contains("ana's ghost"), "\(game.id)")
      for event in keyNames("j Space Enter 1 l") { _ = race.handle(event, frame: services.frame) }
      #expect(lines(render(race, services: services))[0].contains("ana's ghost") || race.outcome != nil, "\(game.id)")
    }
  }
}
