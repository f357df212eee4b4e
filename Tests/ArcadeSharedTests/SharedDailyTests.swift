#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import ArcadeShared
import ArcadeStore
import Foundation
import Testing
@testable import ArcadeTUI

/// The daily on a shared board: the first deal stored is the club's, a stranger's deal is played only when it is
/// the day's, and the day's board shows every member's ranked attempt that verifies.
@Suite struct SharedDailyTests {
  static var today: DailyDate { DailyDate(containing: Date()) }

  @Test(.enabled(if: TestServer.available, TestServer.skipNote))
  func theFirstDealStoredIsTheClubsAndNoDayAheadIsTaken() throws {
    let board = try TestServer.freshBoard()
    let ana = SharedBoardClient(url: board)
    let bob = SharedBoardClient(url: board)
    defer { ana.close(); bob.close() }
    let variant = DailyVariant(day: Self.today)
    #expect(try ana.dailyDeal(of: .minesweeper, variant, proposed: [1, 2, 3]) == [1, 2, 3])
    #expect(try bob.dailyDeal(of: .minesweeper, variant, proposed: [4, 5]) == [1, 2, 3])
    #expect(try bob.dailyDeal(of: .wordmatch, DailyVariant(day: Self.today, key: "en-de"), proposed: [9]) == [9])
    // No one sets the deals of next week: the server refuses the row, and there is no club deal for that day.
    #expect(try ana.dailyDeal(of: .minesweeper, DailyVariant(day: Self.today.adding(days: 5)), proposed: [7]) == nil)
    #expect(try ana.run("SELECT count(*) FROM arcade_daily_deal").rows.first?.decode(Int.self) == 2)
  }

  @Test(.enabled(if: TestServer.available, TestServer.skipNote))
  func aServerWithoutTheTableGivesNoClubDeal() throws {
    let board = try TestServer.freshBoard()
    let owner = SharedBoardClient(url: board)
    defer { owner.close() }
    _ = try owner.run("DROP TABLE arcade_daily_deal")
    #expect(try owner.dailyDeal(of: .minesweeper, DailyVariant(day: Self.today), proposed: [1]) == nil)
  }

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

  @Test(.enabled(if: TestServer.available, TestServer.skipNote))
  func aStrangersDealIsPlayedOnlyWhenItIsTheDays() throws {
    let board = try TestServer.freshBoard()
    let folder = try TemporaryFolder()
    let (services, _, _) = Self.services(board, folder: folder, player: "ana")
    let game = try #require(services.games[.minesweeper])
    let variant = DailyVariant(day: Self.today)
    let own = try game.daily!.deal(Self.today, "", services).get().tape
    // Another version's deal: the same seed and rules, another board (one mine moved to a corner).
    var tape = try RoundTape<MinesweeperGame>(bytes: own)
    let corner = Position(row: 15, column: 0)
    if !tape.deal.mines.contains(corner) { tape.deal.mines[tape.deal.mines.count - 1] = corner }
    tape.deal.mines.sort { ($0.row, $0.column) < ($1.row, $1.column) }
    let stranger = SharedBoardClient(url: board)
    defer { stranger.close() }
    #expect(try stranger.dailyDeal(of: .minesweeper, variant, proposed: tape.bytes) == tape.bytes)
    #expect(services.clubDeal(of: game, variant, own: own) == tape.bytes)
    #expect(services.storage.statusMessage == nil)

    // A deal from another seed, stored first for the next day: refused, this machine's is played, and it says so.
    let tomorrow = DailyVariant(day: Self.today.adding(days: 1))
    let forged = try game.daily!.deal(Self.today.adding(days: -9), "", services).get().tape
    _ = try stranger.dailyDeal(of: .minesweeper, tomorrow, proposed: forged)
    let ownTomorrow = try game.daily!.deal(tomorrow.day, "", services).get().tape
    #expect(services.clubDeal(of: game, tomorrow, own: ownTomorrow) == ownTomorrow)
    #expect(services.storage.statusMessage?.contains("is not the day's") == true)
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
