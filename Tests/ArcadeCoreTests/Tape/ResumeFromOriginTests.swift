import Foundation
import Testing

@testable import ArcadeCore

/// A round taken up later: its first moves replayed with the tape's zero at another instant, then the rest played
/// on that clock, is the same round, tape for tape and figure for figure. Over 200 seeds of every engine.
@Suite struct ResumeFromOriginTests {
  static func check<Game: RecordedGame & RecordableGame>(_ game: Game, seed: UInt64) {
    guard let tape = RoundTape(of: game), !tape.moves.isEmpty else { return }
    let cut = Int(seed % UInt64(tape.moves.count + 1))
    let origin = Instant(milliseconds: 1_000_000_007 + Int64(seed) * 13)
    let left = RoundTape<Game>(deal: tape.deal, moves: Array(tape.moves.prefix(cut)))
    guard var resumed = try? left.replayed(from: origin) else {
      Issue.record("\(Game.self) seed \(seed): the first \(cut) moves do not replay")
      return
    }
    for entry in tape.moves.dropFirst(cut) {
      resumed.apply(entry.move, at: origin.advanced(byMilliseconds: entry.milliseconds))
    }
    #expect(RoundTape(of: resumed) == tape, "\(Game.self) seed \(seed) cut at \(cut)")
    let (before, after) = (game.finishedRound, resumed.finishedRound)
    #expect(before?.durationMilliseconds == after?.durationMilliseconds)
    #expect(before?.score == after?.score && before?.outcome == after?.outcome && before?.details == after?.details)
  }

  @Test func everyEngineTakesUpARoundOnAnotherClock() {
    for seed in 0..<UInt64(200) {
      Self.check(MinesweeperTapeTests.randomGame(seed: seed), seed: seed)
      Self.check(WordSearchTapeTests.randomGame(seed: seed), seed: seed)
      Self.check(PathFinderTapeTests.randomRound(seed: seed), seed: seed)
      Self.check(PriceGuessTapeTests.randomGame(seed: seed), seed: seed)
      Self.check(WordMatchTapeTests.randomGame(seed: seed), seed: seed)
      Self.check(TicTacToeTapeTests.playedClassic(seed: seed), seed: seed)
      Self.check(TicTacToeTapeTests.playedUltimate(seed: seed), seed: seed)
    }
  }
}
