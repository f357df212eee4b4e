import ArcadeCore
import Foundation
import Testing
@testable import ArcadeTUI

@Suite struct ResilientScoreKeeperTests {
  final class ReadOnlyStore: ScoreKeeping {
    struct ReadOnly: Error, CustomStringConvertible { var description: String { "/x/arcade.sqlite is read-only" } }
    let kept: [PlayedRound]
    init(kept: [PlayedRound]) { self.kept = kept }
    func save(_ round: PlayedRound) throws -> Int64 { throw ReadOnly() }
    func rounds(matching selection: RoundSelection) throws -> [PlayedRound] { try MemoryScoreKeeper.ordered(kept, by: selection) }
    func recentRounds(game: GameID, player: String, limit: Int) throws -> [PlayedRound] { Array(kept.prefix(limit)) }
    func setting(_ key: String) throws -> String? { nil }
    func setSetting(_ key: String, _ value: String) throws { throw ReadOnly() }
  }

  func services(opening store: any ScoreKeeping) -> ArcadeServices {
    ArcadeServices(
      clock: ManualClock(), seeds: SeedSource(fixed: 1, entropy: 1, chosenByPlayer: false),
      settings: PlayerSettings(playerName: "tester", theme: .plain, unicode: true),
      colorsAvailable: false, unicodeAvailable: true, dataDirectory: dataDirectory,
      openStore: { .success(store) }
    )
  }

  @Test func aRoundThatCannotBeSavedStillShowsOnTheBoardWithTheReason() throws {
    let old = LeaderboardSceneTests.round(steps: 9, seconds: 30, at: 1)
    let services = services(opening: ReadOnlyStore(kept: [old]))
    let fresh = LeaderboardSceneTests.round(steps: 6, seconds: 10, at: 2)
    let id = try #require(services.record(fresh.asFinished).round.id)
    #expect(id < 0)
    #expect(services.storageProblem == "/x/arcade.sqlite is read-only")
    var board = LeaderboardScene(game: .pathfinder, highlight: id)
    board.appear(services: services)
    let text = render(board, size: Size(width: 80, height: 24), services: services)
    #expect(text.contains("Not saved: /x/arcade.sqlite is read-only"))
    #expect(board.highlightedRow(player: "tester") == 0)
    #expect(text.split(separator: "\n").filter { $0.contains("5×4") && !$0.contains("best") }.count == 2)
  }

  @Test func noDatabaseAtAllStillKeepsTheSession() throws {
    let services = ArcadeServices(
      clock: ManualClock(), seeds: SeedSource(fixed: 1, entropy: 1, chosenByPlayer: false),
      settings: PlayerSettings(playerName: "tester", theme: .plain, unicode: true),
      colorsAvailable: false, unicodeAvailable: true, dataDirectory: dataDirectory,
      openStore: { .failure(ReadOnlyStore.ReadOnly()) }
    )
    #expect(services.record(LeaderboardSceneTests.round(steps: 6, seconds: 10, at: 2).asFinished).round.id != nil)
    let kept = try services.scores?.rounds(matching: Leaderboard.pathFinder.selection)
    #expect(kept?.count == 1)
    let title = render(TitleScene(startedAt: .zero), size: Size(width: 80, height: 24), services: services)
    #expect(title.contains("Playing as tester"))
    #expect(title.contains("/x/arcade.sqlite is read-only"))
  }

  /// A database that journals what it cannot save, as the real one does when the file is locked.
  final class JournalingStore: ScoreKeeping {
    var waiting: [PlayedRound] = []
    func save(_ round: PlayedRound) throws -> Int64 { throw ReadOnlyStore.ReadOnly() }
    func keep(_ round: PlayedRound) -> SaveResult {
      var copy = round
      copy.id = -1_000_000
      waiting.append(copy)
      return .waiting(reason: "arcade.sqlite is locked by another program", journal: "/x/arcade.sqlite.waiting.jsonl")
    }
    var waitingRounds: [PlayedRound] { waiting }
    var statusLine: String? {
      waiting.isEmpty ? nil : "\(waiting.count) round waiting to be saved — arcade.sqlite is locked by another program"
    }
    func finish() -> [String] { waiting.isEmpty ? [] : ["1 round waiting to be saved in /x/arcade.sqlite.waiting.jsonl"] }
    func rounds(matching selection: RoundSelection) throws -> [PlayedRound] { [] }
    func recentRounds(game: GameID, player: String, limit: Int) throws -> [PlayedRound] { [] }
    func setting(_ key: String) throws -> String? { nil }
    func setSetting(_ key: String, _ value: String) throws {}
  }

  @Test func aWaitingRoundIsSaidOnTheMenuShownOnceOnTheBoardAndNamedAtExit() throws {
    let store = JournalingStore()
    let services = services(opening: store)
    let round = LeaderboardSceneTests.round(steps: 6, seconds: 10, at: 2)
    #expect(services.save(round) == .waiting(reason: "arcade.sqlite is locked by another program", journal: "/x/arcade.sqlite.waiting.jsonl"))
    let receipt = services.record(round.asFinished)
    #expect(receipt.round.id == -1_000_000)
    #expect(receipt.storage == .waiting(reason: "arcade.sqlite is locked by another program"))
    #expect(receipt.summary == "Waiting to be saved (the score file is busy)")
    #expect(services.storageProblem == nil)
    #expect(services.storeStatusLine == "2 round waiting to be saved — arcade.sqlite is locked by another program")
    let title = render(TitleScene(startedAt: .zero), size: Size(width: 100, height: 24), services: services)
    #expect(title.contains("2 round waiting to be saved — arcade.sqlite is locked by another program"))
    #expect(try services.scores?.rounds(matching: Leaderboard.pathFinder.selection).count == 2)
    #expect(services.finishStore() == ["1 round waiting to be saved in /x/arcade.sqlite.waiting.jsonl"])
  }

  @Test func aRoundThatCannotEvenBeJournaledIsKeptForTheSessionAndNamedAtExit() throws {
    let services = services(opening: ReadOnlyStore(kept: []))
    let round = LeaderboardSceneTests.round(steps: 6, seconds: 10, at: 2)
    #expect(services.save(round) == .keptForSession(reason: "/x/arcade.sqlite is read-only"))
    #expect(services.storeStatusLine == "1 round kept for this session only: /x/arcade.sqlite is read-only")
    let lines = services.finishStore()
    #expect(lines.first == "1 round was not saved (/x/arcade.sqlite is read-only):")
    #expect(lines.count == 2)
  }
}
