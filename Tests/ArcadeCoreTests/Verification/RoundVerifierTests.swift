import Foundation
import Testing

@testable import ArcadeCore

/// `verify(deal, moves)`: a round is what its moves give. Over hundreds of random games of every engine, a round
/// as played verifies, one with any figure changed is refused naming the figure, and one claimed finished whose
/// moves stop before the end is refused as unfinished.
@Suite struct RoundVerifierTests {
  static let end = Date(timeIntervalSince1970: 1_800_000_000)

  /// The round a player would save: the engine's round with its tape, dated.
  static func saved(_ finished: FinishedRound) -> PlayedRound {
    let start = end.addingTimeInterval(-Double(finished.durationMilliseconds ?? 0) / 1000)
    return finished.playedRound(player: "ana", startedAt: start, endedAt: end)
  }

  /// Checks one game either way; returns whether it had finished.
  @discardableResult
  static func check<Game: RecordedGame & RecordableGame>(_ game: Game) -> Bool {
    guard let finished = game.recordedRound else {
      // Not finished: a round claimed from these moves is refused.
      guard let tape = RoundTape(of: game) else { return false }
      var claimed = PlayedRound(
        game: Game.gameID, player: "eve", startedAt: end, endedAt: end, outcome: .won, score: 1, moves: 1,
        durationMilliseconds: 10)
      claimed.tape = Data(tape.bytes)
      #expect(RoundVerifier.arcade.verdict(on: claimed) == .refused(.unfinished))
      return false
    }
    let round = saved(finished)
    #expect(RoundVerifier.arcade.verdict(on: round) == .verified, "\(Game.self): \(round)")
    var faster = round
    faster.durationMilliseconds = max(0, (round.durationMilliseconds ?? 0) - 1)
    if faster.durationMilliseconds != round.durationMilliseconds {
      #expect(RoundVerifier.arcade.verdict(on: faster) == .refused(.differs("time")))
    }
    var better = round
    better.score = (round.score ?? 0) + 1
    #expect(RoundVerifier.arcade.verdict(on: better) == .refused(.differs("score")))
    var turned = round
    turned.outcome = round.outcome == .won ? .lost : .won
    #expect(RoundVerifier.arcade.verdict(on: turned) == .refused(.differs("result")))
    var unhelped = round
    unhelped.assistance = round.assistance.contains(.help) ? [] : .help
    #expect(RoundVerifier.arcade.verdict(on: unhelped) == .refused(.differs("help")))
    var cut = round
    cut.tape = round.tape.map { Data($0.dropLast()) }
    #expect(RoundVerifier.arcade.verdict(on: cut).refusal != nil)
    return true
  }

  @Test func everyEngineVerifiesWhatItPlayedAndRefusesWhatItDidNot() {
    var finished = 0
    for seed in 0..<UInt64(200) {
      for done in [
        Self.check(MinesweeperTapeTests.randomGame(seed: seed)),
        Self.check(WordSearchTapeTests.randomGame(seed: seed)),
        Self.check(PathFinderTapeTests.randomRound(seed: seed)),
        Self.check(PathFinderTapeTests.playedRound(seed: seed, walls: seed % 2 == 0)),
        Self.check(PriceGuessTapeTests.randomGame(seed: seed)),
        Self.check(WordMatchTapeTests.randomGame(seed: seed)),
        Self.check(TicTacToeTapeTests.playedClassic(seed: seed)),
        Self.check(TicTacToeTapeTests.playedUltimate(seed: seed)),
      ] where done {
        finished += 1
      }
    }
    // Enough of them end for the figures to be checked, not only the unfinished refusal.
    #expect(finished > 600)
  }

  @Test func aRoundWithoutMovesOrOfAGameThisVersionDoesNotKnowIsNotReplayable() {
    let round = PlayedRound(game: .minesweeper, player: "ana", startedAt: Self.end, endedAt: Self.end, outcome: .won)
    #expect(RoundVerifier.arcade.verdict(on: round) == .notReplayable)
    var unknown = round
    unknown.game = GameID("chess")
    unknown.tape = Data([1, 2, 3])
    #expect(RoundVerifier.arcade.verdict(on: unknown) == .notReplayable)
    // The shared board's checker refuses a round without moves.
    #expect(RoundChecker(requiresMoves: true).verdict(on: round) == .refused(.noMoves))
    #expect(RoundChecker().verdict(on: round) == .notReplayable)
  }

  @Test func anotherGamesTapeOrBytesNoEngineReadsAreRefusedNeverTrapped() throws {
    let played = try #require(TicTacToeTapeTests.playedClassic(seed: 3).recordedRound)
    var round = Self.saved(played)
    round.game = .minesweeper
    #expect(RoundVerifier.arcade.verdict(on: round).refusal != nil)
    var random = SeededGenerator(seed: 9)
    for game in GameDefinitions.arcade.all.map(\.id).sorted() {
      for length in [0, 1, 2, 5, 40, 300] {
        round.game = game
        round.tape = Data((0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        #expect(RoundVerifier.arcade.verdict(on: round).refusal != nil)
      }
    }
  }

  @Test func theCheckerHidesRefusedRoundsCountsThemAndStopsAtTheBoardsLimit() throws {
    let good = (0..<4).compactMap { MinesweeperTapeTests.randomGame(seed: $0).recordedRound }.map(Self.saved)
    var rounds = try #require(TicTacToeTapeTests.playedClassic(seed: 1).recordedRound.map { [Self.saved($0)] })
    rounds[0].score = 99
    rounds[0].id = 1
    for (index, var round) in good.enumerated() + TicTacToeTapeTests.finishedRounds(count: 3).enumerated().map({ ($0 + 10, $1) }) {
      round.id = .local(Int64(index + 2))
      rounds.append(round)
    }
    let checker = RoundChecker()
    let all = checker.checked(rounds)
    #expect(all.hidden == [.differs("score"): 1])
    #expect(all.note == "1 round hidden: its moves do not give its score")
    let firstTwo = checker.checked(rounds, limit: 2) { $0.id == 3 ? .copy : nil }
    #expect(firstTwo.shown.map(\.id) == [2, 4])
    #expect(firstTwo.note == "2 rounds hidden (1: their moves do not give their score; 1: they copy another round)")
  }
}

extension TicTacToeTapeTests {
  /// Finished classic games as saved rounds.
  static func finishedRounds(count: Int) -> [PlayedRound] {
    (0..<UInt64(200)).lazy.compactMap { playedClassic(seed: $0).recordedRound }.prefix(count).map(RoundVerifierTests.saved)
  }
}
