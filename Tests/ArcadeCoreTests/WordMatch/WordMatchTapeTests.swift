import Foundation
import Testing

@testable import ArcadeCore

/// A WordMatch round kept as its deal and moves: encoded, decoded and replayed, it is the same round, landings too.
@Suite struct WordMatchTapeTests {
  static let translations = WordMatchTranslations(.mock)

  /// A game played with random moves (legal and not) at random times, the clock now and then read backwards, with
  /// ticks at a random pace between moves (none, a frame's, a row's, a second's, longer than a fall).
  static func randomGame(seed: UInt64) -> WordMatchGame {
    var random = SeededGenerator(seed: seed)
    let options = WordMatchOptions(
      speed: WordMatchOptions.Speed.allCases[Int(seed % 3)], pairCount: [3, 5, 15][Int(seed / 3 % 3)],
      lives: [1, 3, 5][Int(seed / 9 % 3)])
    var game = WordMatchGame(wordList: .mock, translations: translations, options: options, seed: seed)
    var now = Instant(milliseconds: Int64.random(in: 0...1_000_000, using: &random))
    // Most rounds start at once; the rest start when a random move says so, if it does.
    if seed % 10 != 0 { game.apply(.start, at: now) }
    for _ in 0..<Int.random(in: 1...120, using: &random) {
      let next = now.advanced(byMilliseconds: Int64.random(in: -300...4_000, using: &random))
      if let pace = random.element(of: [nil, 16, 250, 1_000, 8_000] as [Int64?]) {
        var tick = now.advanced(byMilliseconds: pace)
        while tick < next {
          game.apply(.wait, at: tick)
          tick = tick.advanced(byMilliseconds: pace)
        }
      }
      now = next
      let move: WordMatchMove =
        switch Int.random(in: 0..<20, using: &random) {
        case 0: .start
        case 1..<8: .answer(random.chance(0.7) ? game.rightClaim : game.wrongClaim)
        case 8..<10: .answer(random.element(of: WordMatchClaim.allCases))
        case 10, 11: .pause
        case 12..<14: .resume
        default: .wait
        }
      // Time first, as the screen does before an answer, most of the time; else the move meets the game as it was.
      if random.chance(0.7) { game.apply(.wait, at: now) }
      game.apply(move, at: now)
      if game.outcome != nil && random.chance(0.5) { break }
    }
    return game
  }

  @Test(arguments: 0..<300 as Range<UInt64>)
  func dealAndMovesGiveTheSameRound(seed: UInt64) throws {
    let game = Self.randomGame(seed: seed)
    guard let tape = RoundTape(of: game) else {
      #expect(game.phase == .ready && game.moves.isEmpty)
      return
    }
    let decoded = try RoundTape<WordMatchGame>(text: tape.text)
    #expect(decoded == tape)
    let replayed = try decoded.replayed()
    #expect(replayed.deal == game.deal)
    #expect(WordMatchSnapshot(replayed) == WordMatchSnapshot(game))
    #expect(FinishedRoundSnapshot(replayed.finishedRound) == FinishedRoundSnapshot(game.finishedRound))
    #expect(replayed.moves == game.moves)
  }

  /// Ticks at any pace, or none between the player's moves, give the same round: every step happens at its own
  /// due instant. The player plays as the screen does, time first, then the move.
  @Test(arguments: 0..<60 as Range<UInt64>)
  func ticksAtAnyPaceGiveTheSameRound(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    var time: Int64 = 0
    let script = (0..<40).map { _ in
      time += Int64.random(in: 0...4_500, using: &random)
      return (time, random.element(of: WordMatchScriptMove.allCases))
    }
    let start = Instant(milliseconds: 10_000)
    func played(pace: ClosedRange<Int64>?, using random: inout SeededGenerator) -> WordMatchGame {
      var game = WordMatchGame(wordList: .mock, translations: Self.translations, seed: seed)
      game.apply(.start, at: start)
      var tick = start
      for (time, step) in script {
        let now = start.advanced(byMilliseconds: time)
        while let pace {
          let next = tick.advanced(byMilliseconds: Int64.random(in: pace, using: &random))
          guard next < now else { break }
          game.apply(.wait, at: next)
          tick = next
        }
        game.apply(.wait, at: now)
        game.apply(step.move(in: game), at: now)
      }
      let end = start.advanced(byMilliseconds: time)
      game.apply(.resume, at: end)
      game.apply(.wait, at: end.advanced(byMilliseconds: 1_000_000))
      return game
    }
    let untimed = played(pace: nil, using: &random)
    #expect(untimed.outcome != nil)
    for pace: ClosedRange<Int64> in [1...1, 16...16, 1...300, 250...250, 900...2_500] {
      let game = played(pace: pace, using: &random)
      #expect(WordMatchSnapshot(game) == WordMatchSnapshot(untimed), "ticks every \(pace) ms")
      #expect(FinishedRoundSnapshot(game.finishedRound) == FinishedRoundSnapshot(untimed.finishedRound))
      #expect(game.deal == untimed.deal)
      let replayed = try #require(RoundTape(of: game)).replayed()
      #expect(FinishedRoundSnapshot(replayed.finishedRound) == FinishedRoundSnapshot(untimed.finishedRound))
    }
  }

  /// The deal, not the seed: a round replays what its tape dealt even where the seed would now deal otherwise, and
  /// shows the translations its tape kept, with no word list.
  @Test func aReplayDealsWhatWasDealtNotWhatTheSeedGives() throws {
    let game = Self.randomGame(seed: 4)
    var tape = try #require(RoundTape(of: game))
    #expect(tape.deal.pairs.count > 1)
    tape.deal.seed &+= 1
    let replayed = try tape.replayed()
    #expect(replayed.deal?.pairs == game.deal?.pairs)
    #expect(replayed.missed == game.missed)
    #expect(WordMatchSnapshot(replayed) == WordMatchSnapshot(game))
    var redealt = WordMatchGame(wordList: .mock, options: game.options, seed: tape.deal.seed)
    for entry in tape.moves { redealt.apply(entry.move, at: Instant(milliseconds: entry.milliseconds)) }
    #expect(redealt.deal?.pairs != game.deal?.pairs)
  }

  /// Every cut of a real tape is refused, and random bytes never trap, read or replayed.
  @Test func cutOrRandomTapesAreRefusedNotTrusted() throws {
    expectCutsRefusedAndNoiseHarmless(try #require(RoundTape(of: Self.randomGame(seed: 7))))
  }

  /// A pair its translations contradict is no pair a dealer deals: a right one off the list, a wrong one on it.
  @Test func aPairTheListContradictsIsRefused() throws {
    let home = WordList.Language(code: "en", name: "English")
    let away = WordList.Language(code: "es", name: "Spanish")
    func bytes(_ pair: WordMatchPair) -> [UInt8] {
      let deal = WordMatchDeal(
        source: home, target: away, edition: nil, options: .standard, seed: 1, pairs: [pair], translations: ["home": ["casa"]])
      return RoundTape<WordMatchGame>(deal: deal, moves: [TimedMove(.start, at: 0)]).bytes
    }
    let fine = bytes(WordMatchPair(prompt: "home", candidate: "gata", truth: .wrong))
    #expect(try RoundTape<WordMatchGame>(bytes: fine).deal.pairs.count == 1)
    #expect(throws: TapeError.self) { try RoundTape<WordMatchGame>(bytes: bytes(WordMatchPair(prompt: "home", candidate: "gato", truth: .correct))) }
    // Written by hand: the wrong pair's candidate spelt as the right translation.
    let forged = fine.replacing(Array("gata".utf8), with: Array("casa".utf8))
    #expect(throws: TapeError.malformed("a wrong pair that the list calls right")) { try RoundTape<WordMatchGame>(bytes: forged) }
  }

  /// A move the rules refuse, or a wait with nothing due, is not a legal round: the replay names it.
  @Test func aRefusedMoveIsNotALegalRound() throws {
    let tape = try #require(RoundTape(of: Self.randomGame(seed: 12)))
    #expect(tape.moves.first == TimedMove(.start, at: 0))
    for (index, move) in [(0, WordMatchMove.answer(.correct)), (1, .start), (1, .wait), (1, .resume)] {
      var forged = tape
      forged.moves.insert(TimedMove(move, at: 0), at: index)
      #expect(throws: ReplayError.self) { try forged.replayed() }.map { #expect($0.moveIndex == index) }
    }
  }
}
