import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// A saved round played back in its game's screen: at its pace, a move at a time, to its end, from a board's row.
@Suite struct ReplaySceneTests {
  static let round = PlayedRound.played(player: "ana", seed: 11)

  /// The header's time is written as the game writes it: m:ss, hundredths only for Minesweeper.
  @Test func theHeaderWritesTheTimeAsTheGameDoes() throws {
    let services = makeServices()
    var round = PlayedRound.mock
    round.durationMilliseconds = 45_170
    round.game = .pathfinder
    let steps = ArcadeServices.replayTitle(of: round, formatTime: services.games[.pathfinder]?.formatTime)
    #expect(steps.contains(" · 0:45 · "), "\(steps)")
    round.game = .minesweeper
    let mines = ArcadeServices.replayTitle(of: round, formatTime: services.games[.minesweeper]?.formatTime)
    #expect(mines.contains(" · 45.17 · "), "\(mines)")
  }

  /// Paused, the header's mark is two bars; in ASCII "||", not the "?" of a glyph ASCII lacks.
  @Test func pausedSaysSoInASCIIToo() throws {
    let services = makeServices(unicode: false, size: Size(width: 100, height: 30))
    var replay = try #require(services.replayScene(of: Self.round) as? ReplayScene)
    _ = replay.handle(.key(.end), frame: services.frame)
    let header = try #require(lines(render(replay, services: services)).first)
    #expect(header.hasSuffix("||"), "\(header)")
    #expect(!header.contains("?"))
  }

  @Test func itPlaysAtThePaceItWasPlayedAndStepsAMoveAtATime() throws {
    let clock = ManualClock()
    let services = makeServices(clock: clock, size: Size(width: 100, height: 30))
    var replay = try #require(services.replayScene(of: Self.round) as? ReplayScene)
    let moves = replay.tape.times.count
    #expect(render(replay, services: services).contains("Replay — ana · "))
    #expect(render(replay, services: services).contains("move 0 of \(moves)"))
    // At the pace it was played: just after the third move's time, three moves are made.
    clock.advance(milliseconds: replay.tape.times[2] + 2)
    #expect(render(replay, services: services).contains("move 3 of \(moves)"))
    _ = replay.handle(.key(.character(" ")), frame: services.frame)
    clock.advance(milliseconds: 60_000)
    #expect(render(replay, services: services).contains("move 3 of \(moves) · ‖"))
    _ = replay.handle(.key(.right), frame: services.frame)
    #expect(render(replay, services: services).contains("move 4 of \(moves)"))
    _ = replay.handle(.key(.left), frame: services.frame)
    _ = replay.handle(.key(.left), frame: services.frame)
    #expect(render(replay, services: services).contains("move 2 of \(moves)"))
    _ = replay.handle(.key(.character("+")), frame: services.frame)
    _ = replay.handle(.key(.character("+")), frame: services.frame)
    _ = replay.handle(.key(.character(" ")), frame: services.frame)
    #expect(render(replay, services: services).contains("▶ 4×"))
    _ = replay.handle(.key(.end), frame: services.frame)
    let end = render(replay, services: services)
    #expect(end.contains("move \(moves) of \(moves) · ‖"))
    // The end is the won board: no closed cell without a mine is left.
    #expect(end.contains(":)") || end.contains("B)"))
    #expect(replay.handle(.key(.character("q")), frame: services.frame).map { if case .pop = $0 { true } else { false } } == true)
  }

  @Test func aRoundWhoseMovesDoNotGiveItSaysSo() throws {
    var forged = Self.round
    forged.durationMilliseconds = 10
    let services = makeServices(size: Size(width: 100, height: 30))
    #expect(render(services.replayScene(of: forged), services: services).contains("not verified: its moves do not give its time"))
    var old = Self.round
    old.tape = nil
    #expect(render(services.replayScene(of: old), services: services).contains("cannot be replayed"))
  }

  @Test func enterOnABoardRowPlaysItsRoundBack() throws {
    let store = MemoryScoreKeeper(rounds: [Self.round, .played(player: "bo", seed: 12)])
    let services = makeServices(store: store, size: Size(width: 100, height: 30))
    services.player.update(PlayerSettings(playerName: "nobody", unicode: true))
    var board = LeaderboardScene(services: services, game: .minesweeper, boardIndex: 1)
    board.appear(frame: services.frame)
    _ = board.handle(.key(.character("n")), frame: services.frame)
    _ = board.handle(.key(.character("n")), frame: services.frame)
    let round = try #require(board.handle(.key(.enter), frame: services.frame)?.watched, "Enter did not open a replay")
    let replay = try #require(services.replayScene(of: round) as? ReplayScene)
    #expect(replay.title.hasPrefix("Replay — "))
  }
}
