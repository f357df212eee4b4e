import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// Enter on a standings row plays back the player's newest round as it was played: the row's details are the
/// player's standing, and the replay's check must not read them as the round's.
@Suite struct StandingsReplayTests {
  @Test func aStandingsRowIsWatchedAsItsRoundAndVerifies() throws {
    let clock = ManualClock(epoch: Date().addingTimeInterval(-86_400))
    let store = MemoryScoreKeeper()
    let services = makeServices(clock: clock, store: store, size: Size(width: 100, height: 30))
    var scene = TicTacToeScene(recorder: services.recorder, sitting: .normal, seed: 1, now: clock.now())
    // Each free cell in turn, the computer answering after its pause, until the game ends.
    for cell in 1...9 where store.saved.isEmpty {
      clock.advance(milliseconds: 1_000)
      _ = scene.handle(.tick, frame: services.frame)
      _ = scene.handle(.key(.character(Character(String(cell)))), frame: services.frame)
    }
    let played = try #require(store.saved.first)
    let index = try #require(services.boards(of: .tictactoe).boardIndex(for: played))
    var board = LeaderboardScene(services: services, game: .tictactoe, boardIndex: index)
    board.appear(frame: services.frame)
    let watched = try #require(board.handle(.key(.enter), frame: services.frame)?.watched)
    #expect(watched.details == played.details)
    let replay = try #require(services.replayScene(of: watched) as? ReplayScene)
    #expect(!replay.title.contains("not verified"), "\(replay.title)")
  }
}
