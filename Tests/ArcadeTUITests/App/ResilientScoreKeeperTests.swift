import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing
@testable import ArcadeTUI

@Suite struct ResilientScoreKeeperTests {
  final class ReadOnlyStore: StoreDouble {
    struct ReadOnly: Error, CustomStringConvertible { var description: String { "/x/arcade.sqlite is read-only" } }
    init(kept: [PlayedRound]) { super.init(MemoryScoreKeeper(rounds: kept)) }
    override func keep(_ round: PlayedRound) -> SaveResult { .keptForSession(reason: "\(ReadOnly())") }
    override func setting(_ key: String) throws -> String? { nil }
    override func setSetting(_ key: String, _ value: String) throws { throw ReadOnly() }
  }

  func services(opening store: any ScoreKeeping) -> ArcadeServices {
    ArcadeServices(
      clock: ManualClock(), seeds: SeedSource(fixed: 1, entropy: 1, chosenByPlayer: false),
      settings: PlayerSettings(playerName: "tester", theme: .plain, unicode: true),
      colorsAvailable: false, unicodeAvailable: true, dataDirectory: repositoryDataDirectory,
      openStore: { .success(store) }
    )
  }

  @Test func aRoundThatCannotBeSavedStillShowsOnTheBoardWithTheReason() throws {
    let old = LeaderboardSceneTests.round(steps: 9, seconds: 30, at: 1)
    let services = services(opening: ReadOnlyStore(kept: [old]))
    let fresh = LeaderboardSceneTests.round(steps: 6, seconds: 10, at: 2)
    let id = try #require(services.recorder.record(fresh.asFinished, context: .free).round.id)
    #expect(id == .session(1))
    #expect(services.storage.storageProblem == "/x/arcade.sqlite is read-only")
    var board = LeaderboardScene(services: services, game: .pathfinder, highlight: id)
    board.appear(frame: services.frame)
    let text = render(board, size: Size(width: 80, height: 24), services: services)
    #expect(text.contains("Not saved: /x/arcade.sqlite is read-only"))
    #expect(board.highlightedRow(player: "tester") == 0)
    #expect(text.split(separator: "\n").filter { $0.contains("5×4") && !$0.contains("best") }.count == 2)
  }

  @Test func noDatabaseAtAllStillKeepsTheSession() throws {
    let services = ArcadeServices(
      clock: ManualClock(), seeds: SeedSource(fixed: 1, entropy: 1, chosenByPlayer: false),
      settings: PlayerSettings(playerName: "tester", theme: .plain, unicode: true),
      colorsAvailable: false, unicodeAvailable: true, dataDirectory: repositoryDataDirectory,
      openStore: { .failure(ReadOnlyStore.ReadOnly()) }
    )
    #expect(services.recorder.record(LeaderboardSceneTests.round(steps: 6, seconds: 10, at: 2).asFinished, context: .free).round.id != nil)
    let kept = try services.scores?.rounds(matching: Leaderboard.pathFinder.selection)
    #expect(kept?.count == 1)
    let title = render(TitleScene(services: services, startedAt: .zero), size: Size(width: 80, height: 24), services: services)
    #expect(title.contains("Playing as tester"))
    #expect(title.contains("/x/arcade.sqlite is read-only"))
  }

  /// A database that journals what it cannot save, as the real one does when the file is locked.
  final class JournalingStore: StoreDouble {
    var waiting: [PlayedRound] = []
    override func keep(_ round: PlayedRound) -> SaveResult {
      var copy = round
      copy.id = .journal(uid: "line-\(waiting.count + 1)")
      waiting.append(copy)
      return .waiting(reason: WaitReason(.busy, "arcade.sqlite is locked by another program"), journal: "/x/arcade.sqlite.waiting.jsonl")
    }
    override var waitingRounds: [PlayedRound] { waiting }
    override var statusLine: String? {
      waiting.isEmpty ? nil : "\(waiting.count) round waiting to be saved — arcade.sqlite is locked by another program"
    }
    override func finish() -> [String] { waiting.isEmpty ? [] : ["1 round waiting to be saved in /x/arcade.sqlite.waiting.jsonl"] }
  }

  @Test func aWaitingRoundIsSaidOnTheMenuShownOnceOnTheBoardAndNamedAtExit() throws {
    let store = JournalingStore()
    let services = services(opening: store)
    let round = LeaderboardSceneTests.round(steps: 6, seconds: 10, at: 2)
    #expect(services.storage.keep(round) == .waiting(reason: WaitReason(.busy, "arcade.sqlite is locked by another program"), journal: "/x/arcade.sqlite.waiting.jsonl"))
    let receipt = services.recorder.record(round.asFinished, context: .free)
    #expect(receipt.round.id == .journal(uid: "line-2"))
    #expect(receipt.storage == .waiting(reason: WaitReason(.busy, "arcade.sqlite is locked by another program"), journal: "/x/arcade.sqlite.waiting.jsonl"))
    #expect(receipt.summary == "Waiting to be saved (the score file is busy)")
    #expect(services.storage.storageProblem == nil)
    #expect(services.storage.statusLine == "2 round waiting to be saved — arcade.sqlite is locked by another program")
    let title = render(TitleScene(services: services, startedAt: .zero), size: Size(width: 100, height: 24), services: services)
    #expect(title.contains("2 round waiting to be saved — arcade.sqlite is locked by another program"))
    #expect(try services.scores?.rounds(matching: Leaderboard.pathFinder.selection).count == 2)
    #expect(services.storage.finish() == ["1 round waiting to be saved in /x/arcade.sqlite.waiting.jsonl"])
  }

  @Test func aRoundThatCannotEvenBeJournaledIsKeptForTheSessionAndNamedAtExit() throws {
    let services = services(opening: ReadOnlyStore(kept: []))
    let round = LeaderboardSceneTests.round(steps: 6, seconds: 10, at: 2)
    #expect(services.storage.keep(round) == .keptForSession(reason: "/x/arcade.sqlite is read-only"))
    #expect(services.storage.statusLine == "1 round kept for this session only: /x/arcade.sqlite is read-only")
    let lines = services.storage.finish()
    #expect(lines.first == "1 round was not saved (/x/arcade.sqlite is read-only):")
    #expect(lines.count == 2)
  }

  /// A round kept for the session joins its player's standing as the store counted it, even when the player
  /// is outside the rows the store returned: every round counts, the kept one on top.
  @Test func aKeptRoundJoinsItsPlayersWholeStanding() throws {
    let board = TicTacToeLeaderboards.board(variant: .classic, opponent: .easy)
    let variant = try #require(board.selection.variant)
    func round(_ player: String, _ outcome: RoundOutcome, minute: Int) -> PlayedRound {
      let start = Date(timeIntervalSince1970: 1_700_000_000 + Double(minute) * 60)
      return PlayedRound(game: .tictactoe, player: player, startedAt: start, endedAt: start + 30, outcome: outcome, variant: variant)
    }
    // ace 1 won 1 lost ranks above tester's 2 won 3 lost: with one row, the store leaves tester out.
    let stored = [round("ace", .won, minute: 0), round("ace", .lost, minute: 1)]
      + (2...6).map { round("tester", $0 <= 3 ? .won : .lost, minute: $0) }
    let keeper = ResilientScoreKeeper(database: ReadOnlyStore(kept: stored), report: { _ in })
    _ = keeper.keep(round("tester", .won, minute: 9))
    var selection = board.selection
    selection.limit = 1
    // 3 won 3 lost: level with ace on both rates, ahead on games played. Counted alone, the kept round was 1–0.
    let rows = try keeper.rounds(matching: selection)
    let tester = try #require(rows.first.flatMap { PlayerStanding(json: $0.details) })
    #expect(tester == PlayerStanding(player: "tester", wins: 3, losses: 3, draws: 0, bestStreak: 2, currentStreak: 1))
    #expect(rows.first?.id == keeper.lastKeptID)
    #expect(keeper.lastKeptID == .session(1))
  }

  /// A disk full for a while: the database refuses, then has room again.
  final class FullThenRoomyStore: StoreDouble {
    var full = true
    let memory = MemoryScoreKeeper()
    var saved: [PlayedRound] { memory.saved }
    init() { super.init(memory) }
    override func keep(_ round: PlayedRound) -> SaveResult {
      full ? .keptForSession(reason: "\(ReadOnlyStore.ReadOnly())") : memory.keep(round)
    }
    override func importLines(for rounds: [PlayedRound]) -> [String] { rounds.map { "line for \($0.player)" } }
  }

  /// Rounds kept for the session are offered again while the arcade runs (a board read, the next round, the exit):
  /// once the disk has room they are saved; what never could be is printed at exit in the form `--import` takes.
  @Test func sessionRoundsAreSavedOnceThereIsRoomOrPrintedForImport() throws {
    let store = FullThenRoomyStore()
    let keeper = ResilientScoreKeeper(database: store, report: { _ in })
    let first = LeaderboardSceneTests.round(steps: 6, seconds: 10, at: 2)
    #expect(keeper.keep(first) == .keptForSession(reason: "/x/arcade.sqlite is read-only"))
    _ = try keeper.rounds(matching: Leaderboard.pathFinder.selection)
    #expect(store.saved.isEmpty && keeper.statusLine?.hasPrefix("1 round kept for this session only") == true)
    store.full = false
    #expect(try keeper.rounds(matching: Leaderboard.pathFinder.selection).map(\.id) == [1])
    #expect(store.saved.count == 1 && keeper.statusLine == nil && keeper.finish().isEmpty)

    store.full = true
    _ = keeper.keep(LeaderboardSceneTests.round(steps: 7, seconds: 12, at: 3))
    let lines = keeper.finish()
    #expect(lines.count == 4, "\(lines)")
    #expect(lines.last == "line for tester")
    #expect(lines[2].contains("arcade scores --import FILE"))
  }
}
