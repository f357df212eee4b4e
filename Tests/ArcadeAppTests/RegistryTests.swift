import ArcadeTestSupport
import ArcadeCore
import ArcadeStore
import Foundation
import Testing
@testable import ArcadeTUI
@testable import arcade

/// A seventh game added by its registry entry alone shows up everywhere the arcade lists games.
@Suite struct RegistryTests {
  @Test func aFakeGameIsInTheMenu() {
    let services = makeServices(store: MemoryScoreKeeper(), games: FakeGame.registry, size: Size(width: 100, height: 30))
    var menu = TitleScene(services: services, startedAt: .zero)
    menu.appear(frame: services.frame)
    let text = render(menu, services: services)
    #expect(text.contains("7 FakeGame"))
    #expect(text.contains("a game only tests play"))
    // Its digit opens it.
    let opened = menu.handle(.key(.character("7")), frame: services.frame)
    guard case .push(let scene) = opened else {
      Issue.record("7 did not open the fake game")
      return
    }
    #expect(scene is NotReadyScene)
  }

  @Test func aFakeGameIsPlayableFromTheCommandLineWithItsOwnOptions() throws {
    let services = makeServices(store: MemoryScoreKeeper(), games: FakeGame.registry, size: Size(width: 100, height: 30))
    let command = try PlayCommand.parseAsRoot(["FakeGame", "--level", "3"]) as! PlayCommand
    let scene = try command.scene(in: FakeGame.registry, commandLines: FakeGame.commandLines)(services)
    #expect(render(scene, services: services).contains("level 3"))
    let bad = try PlayCommand.parseAsRoot(["fakegame", "--level", "12"]) as! PlayCommand
    #expect(throws: GameFlagError("--level must be a whole number from 1 to 9, not 12")) {
      _ = try bad.scene(in: FakeGame.registry, commandLines: FakeGame.commandLines)
    }
    let unknown = try PlayCommand.parseAsRoot(["fakegame", "--speed", "3"]) as! PlayCommand
    #expect(throws: GameFlagError("Unknown option '--speed'")) {
      _ = try unknown.scene(in: FakeGame.registry, commandLines: FakeGame.commandLines)
    }
    // The six real games do not know it.
    #expect(throws: GameRegistry.arcade().unknownGame("FakeGame")) {
      _ = try command.scene(in: .arcade())
    }
  }

  @Test func aFakeGameIsInScoresJSON() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/scores.sqlite"
    let store = try ScoreStore.openCreating(at: path)
    _ = try store.save(PlayedRound(
      game: FakeGame.id, player: "ada", startedAt: Date(timeIntervalSince1970: 1_700_000_000),
      endedAt: Date(timeIntervalSince1970: 1_700_000_060), outcome: .won, score: 42))
    let command = try ScoresCommand.parseAsRoot(["fakegame", "--json", "--db", path]) as! ScoresCommand
    let json = try command.output(registry: FakeGame.registry)
    let decoded = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(decoded.count == 1)
    #expect(decoded.first?["game"] as? String == "fakegame")
    #expect(decoded.first?["title"] as? String == "Fake — best scores")
    #expect(json.contains("ada"))
    #expect(json.contains("42"))
  }

  @Test func aFakeGameIsALeaderboardTab() throws {
    let store = MemoryScoreKeeper(rounds: [
      PlayedRound(
        game: FakeGame.id, player: "ada", startedAt: Date(timeIntervalSince1970: 0),
        endedAt: Date(timeIntervalSince1970: 60), outcome: .won, score: 42)
    ])
    let services = makeServices(store: store, games: FakeGame.registry, size: Size(width: 120, height: 30))
    var board = LeaderboardScene(services: services, game: FakeGame.id)
    board.appear(frame: services.frame)
    let text = render(board, services: services)
    #expect(text.contains("WordSearch   FakeGame"))
    #expect(text.contains("Fake — best scores"))
    #expect(text.contains("ada"))
  }

  @Test func helpListsEveryGameWithItsRules() {
    let lines = HelpScene.lines(games: FakeGame.registry)
    #expect(lines.contains { $0.contains("7  FakeGame") })
    #expect(lines.contains { $0.contains("Fake rules: press any key.") })
  }

  @Test func everyGameHasBoardsThatTakeOnlyItsOwnRankedRounds() {
    let content = ContentLibrary(dataDirectory: "/nonexistent")
    for game in GameRegistry.arcade().games {
      let boards = game.boards(content)
      #expect(boards.game == game.id)
      for board in boards.boards {
        #expect(board.game == game.id, "\(board.title)")
        #expect(board.selection.game == game.id, "\(board.title)")
        #expect(board.selection.unassistedOnly, "\(board.title) would rank rounds with help or a chosen seed")
        #expect(board.columns.first?.title == "Rank", "\(board.title)")
      }
    }
    let ids = GameRegistry.arcade().games.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids == [.pathfinder, .priceguess, .minesweeper, .tictactoe, .wordmatch, .wordsearch])
  }
}
