#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import ArcadeShared
import ArcadeStore
import Foundation
import Testing
@testable import ArcadeTUI

/// The daily on a shared board: every member plays the day's own deal, and the day's board shows every member's
/// ranked attempt that verifies.
@Suite struct SharedDailyTests {
  static var today: DailyDate { DailyDate(containing: Date()) }

  /// Services on a shared board of their own local file, for a player, on a clock at the real time (the server
  /// refuses rounds that end in its future).
  static func services(_ board: SharedBoardURL, folder: TemporaryFolder, player: String) -> (ArcadeServices, SharedScoreKeeper, ManualClock) {
    let path = folder.path + "/\(player).sqlite"
    let file = ScoreFile(path: path)
    file.checkForWriting()
    let keeper = SharedScoreKeeper(local: file, sync: SharedBoardSync(client: SharedBoardClient(url: board), localPath: path), boardBudget: 10)
    let clock = ManualClock(epoch: Date())
    let services = makeServices(clock: clock, store: keeper)
    var settings = services.settings
    settings.playerName = player
    services.player.update(settings)
    return (services, keeper, clock)
  }

  /// Every arcade deals the day from its seed and plays no other deal, so a board set up by this version keeps none
  /// (schema 5 dropped the table a member could store a bad deal in), and the Daily screen on a shared board plays
  /// this machine's deal of the day.
  @Test(.enabled(if: TestServer.available, TestServer.skipNote))
  func theDailyOnASharedBoardIsTheDaysOwnDeal() throws {
    let board = try TestServer.freshBoard()
    let owner = SharedBoardClient(url: board)
    defer { owner.close() }
    #expect(try owner.run("SELECT to_regclass('arcade_daily_deal') IS NULL").rows.first?.decode(Bool.self) == true)
    let folder = try TemporaryFolder()
    let (services, _, _) = Self.services(board, folder: folder, player: "ana")
    let game = try #require(services.games[.minesweeper])
    let own = try RoundTape<MinesweeperGame>(bytes: game.daily!.deal(Self.today, "", services).get().tape)
    let scene = try #require(services.openDaily(game, on: Self.today) as? MinesweeperScene)
    #expect(RoundTape(of: scene.game)?.deal == own.deal)
    #expect(services.storage.statusMessage == nil)
  }

  /// Two members play the day's PriceGuess; a third row claims the daily with another deal. The day's board
  /// shows the two, and hides the forgery.
  @Test(.enabled(if: TestServer.available, TestServer.skipNote))
  func theDaysBoardShowsEveryMembersRankedAttemptThatVerifies() throws {
    let board = try TestServer.freshBoard()
    let folder = try TemporaryFolder()
    var saved: [PlayedRound] = []
    for (player, key) in [("ana", "1"), ("bob", "2")] {
      let (services, keeper, clock) = Self.services(board, folder: folder, player: player)
      let game = try #require(services.games[.priceguess])
      let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [])
      let app = App(terminal: terminal, services: services, root: services.openDaily(game, on: services.today))
      app.draw()
      for _ in 0..<40 where (try? keeper.local.dailyRounds(player: player, since: nil))?.isEmpty ?? true {
        clock.advance(milliseconds: 1_500)
        terminal.enqueue(.key(.character(Character(key))))
        app.step()
      }
      #expect(keeper.sync.push().problem == nil)
      saved += try keeper.local.dailyRounds(player: player, since: nil)
    }
    #expect(saved.count == 2)
    // A forged row: the daily's variant on a quiz dealt from another seed.
    var forged = try #require(saved.first)
    forged.player = "eve"
    forged.score = 100
    let other = PriceGuessGame(
      products: ContentLibrary(dataDirectory: repositoryDataDirectory).get(PriceGuessCatalogContent.self).catalog!.allProducts,
      scope: .mixed, length: .ten, seed: 1, startedAt: .zero, edition: nil)
    forged.tape = RoundTape(of: other).map { Data($0.bytes) }
    let pusher = SharedBoardClient(url: board)
    defer { pusher.close() }
    _ = try pusher.push([SharedRound(uid: UUID().uuidString, playerID: "eve-id", machine: "m", round: forged)])

    let (reader, _, _) = Self.services(board, folder: folder, player: "carl")
    let rows = reader.recorder.dailyRows(.priceguess, DailyVariant(day: Self.today))
    #expect(Set(rows.map(\.round.player)) == ["ana", "bob"])
  }
}
#endif
