import ArcadeCore
import ArcadeStore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

extension DailyDealsOnTests {
  /// A round played to its end (`played`, opened from the day's `opening`) gives the same figures in every context:
  /// saved free, from a chosen seed, as the daily and as its practice, read back from a score file and verified by
  /// the game's definition; kept halfway and taken up again through the game's resume path; replayed from its tape.
  func checkContexts<Game: RecordedGame & RecordableGame>(
    of played: Game, opening: DailyOpening, variant: DailyVariant, game: ArcadeGame, services: ArcadeServices
  ) throws {
    let finished = try #require(played.recordedRound, "\(game.id.rawValue) on \(variant.day)")
    let verifier = RoundVerifier(services.games.definitions)
    let folder = try TemporaryFolder()
    let store = try ScoreStore.openCreating(at: folder.file(), games: services.games.definitions)
    var practice = variant
    practice.practice = true
    // Saved on its day, as a ranked attempt starts; a day still to come has no ranked attempt yet (a store takes no
    // round from the future), only practice.
    let start = Date(timeIntervalSince1970: Double(variant.day.dayNumber) * 86_400 + 1)
    let noon = min(start, Date())
    let ranked = start <= Date() ? [RoundContext.daily(variant)] : []
    for context in [RoundContext.free, .chosenSeed, .daily(practice)] + ranked {
      let round = finished.playedRound(in: context, player: "tester", startedAt: noon, endedAt: noon)
      let read = try #require(try store.round(id: try store.save(round)))
      #expect(read.context == context, "\(game.id.rawValue) on \(variant.day)")
      #expect(verifier.verdict(on: read) == .verified, "\(game.id.rawValue) on \(variant.day) as \(context)")
      #expect(Self.figures(of: read) == Self.figures(of: round))
    }
    let replayed = try RoundTape<Game>(bytes: Array(try #require(finished.tape))).replayed()
    #expect(replayed.finishedRound.map(Self.figures) == Self.figures(of: finished))
    let resumed = try resumedHalfway(played, opening: opening, variant: variant, game: game, services: services)
    #expect(resumed.finishedRound.map(Self.figures) == Self.figures(of: finished), "\(game.id.rawValue) on \(variant.day)")
    #expect(RoundTape(of: resumed) == RoundTape(of: played))
  }

  /// `played`'s round kept after half its moves, taken up again through the game's resume path as the daily it
  /// was, and played on with the rest of its moves at their times.
  func resumedHalfway<Game: RecordedGame & RecordableGame>(
    _ played: Game, opening: DailyOpening, variant: DailyVariant, game: ArcadeGame, services: ArcadeServices
  ) throws -> Game {
    let moves = played.moves
    // The tape as it stood then: the deal as far as it had gone (a quiz deals as it asks).
    var first = try #require(try Self.resume(opening.tape, clock: 0, as: Game.self, variant: variant, game: game, services: services))
    let half = max(first.moves.count, moves.count / 2)
    let origin = services.now()
    for entry in moves.prefix(half).dropFirst(first.moves.count) {
      first.apply(entry.move, at: origin.advanced(byMilliseconds: entry.milliseconds))
    }
    let clock = moves.prefix(half).last?.milliseconds ?? 0
    let tape = try #require(RoundTape(of: first)).bytes
    var second = try #require(try Self.resume(tape, clock: clock, as: Game.self, variant: variant, game: game, services: services))
    let secondOrigin = services.now().advanced(byMilliseconds: -clock)
    for entry in moves.dropFirst(half) {
      second.apply(entry.move, at: secondOrigin.advanced(byMilliseconds: entry.milliseconds))
    }
    return second
  }

  /// The engine of the scene `game` resumes from `tape` as `variant`'s daily.
  static func resume<Game: RecordedGame>(
    _ tape: [UInt8], clock: Int64, as type: Game.Type, variant: DailyVariant, game: ArcadeGame, services: ArcadeServices
  ) throws -> Game? {
    let round = UnfinishedRound(
      uid: "daily", game: game.id, player: "tester", options: "{}", startedAt: Date(), leftAt: Date(),
      clockMilliseconds: clock, summary: "", tape: Data(tape), context: .daily(variant))
    var kept = round
    kept.options = try #require(game.daily.flatMap { daily in
      if case .success(let opening) = daily.deal(variant.day, variant.key, services) { return opening.options }
      return nil
    })
    let scene = try #require(game.resume?(kept, services))
    #expect((scene as? any ResumableScene)?.context == .daily(variant))
    return engine(of: Game.self, in: scene)
  }

  /// What a round claims: its result and every figure.
  static func figures(of round: FinishedRound) -> [String] {
    [round.outcome.rawValue, "\(round.score ?? -1)", "\(round.moves ?? -1)", "\(round.durationMilliseconds ?? -1)", round.details]
  }

  static func figures(of round: PlayedRound) -> [String] {
    [round.outcome.rawValue, "\(round.score ?? -1)", "\(round.moves ?? -1)", "\(round.durationMilliseconds ?? -1)", round.details]
  }
}
