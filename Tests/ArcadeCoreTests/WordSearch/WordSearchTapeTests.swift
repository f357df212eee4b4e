import Foundation
import Testing

@testable import ArcadeCore

/// A WordSearch round kept as its deal and moves: encoded, decoded and replayed, it is the same round.
@Suite struct WordSearchTapeTests {
  /// A puzzle played with random marks, selections (most of them at listed words), cancels and reveals.
  static func randomGame(seed: UInt64) -> WordSearchGame {
    var random = SeededGenerator(seed: seed)
    let sizes = [8, 10, 12, 15]
    let puzzle = WordSearchGenerator.generate(
      size: sizes[Int(seed % 4)], difficulty: WordSearchDifficulty.allCases[Int(seed % 3)], source: .theme(.mock), seed: seed)
    let start = Instant(milliseconds: Int64.random(in: 0...1_000_000, using: &random))
    var game = WordSearchGame(puzzle: puzzle, reveals: Int(seed % 4), startedAt: start)
    var now = start
    func cell() -> Position {
      Position(row: Int.random(in: -1...puzzle.size, using: &random), column: Int.random(in: 0..<puzzle.size, using: &random))
    }
    for _ in 0..<Int.random(in: 1...60, using: &random) {
      let word = puzzle.placements.randomElement(using: &random)
      let move: WordSearchMove =
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4: word.map { .select(from: $0.start, to: $0.end) } ?? .select(from: cell(), to: cell())
        case 4..<6: .mark(cell())
        case 6: .cancelMark
        case 7: .select(from: cell(), to: cell())
        default: .reveal(word: Int.random(in: -1...puzzle.placements.count, using: &random))
        }
      now = now.advanced(byMilliseconds: Int64.random(in: 0...5_000, using: &random))
      game.apply(move, at: now)
      if game.isOver { break }
    }
    return game
  }

  @Test(arguments: 0..<300 as Range<UInt64>)
  func dealAndMovesGiveTheSameRound(seed: UInt64) throws {
    let game = Self.randomGame(seed: seed)
    let tape = try #require(RoundTape(of: game))
    let decoded = try RoundTape<WordSearchGame>(text: tape.text)
    #expect(decoded == tape)
    let replayed = try decoded.replayed()
    #expect(replayed.states == game.states)
    #expect((replayed.marked, replayed.revealsUsed, replayed.selections) == (game.marked, game.revealsUsed, game.selections))
    #expect(replayed.durationMilliseconds == game.durationMilliseconds)
    let (original, again) = (game.finishedRound, replayed.finishedRound)
    #expect(again?.outcome == original?.outcome && again?.moves == original?.moves && again?.assisted == original?.assisted)
    #expect(again?.details == original?.details && again?.variant == original?.variant && again?.seed == original?.seed)
    #expect(again?.durationMilliseconds == original?.durationMilliseconds)
    #expect(replayed.moves == game.moves)
  }

  @Test func cutOrRandomTapesAreRefusedNotTrusted() throws {
    expectCutsRefusedAndNoiseHarmless(try #require(RoundTape(of: Self.randomGame(seed: 7))))
  }

  /// A word placed off its letters would be drawn from cells that are not it: refused.
  @Test func aWordThatIsNotInTheGridIsRefused() throws {
    var tape = try #require(RoundTape(of: Self.randomGame(seed: 3)))
    tape.deal.placements[0].start = Position(row: tape.deal.size - 1, column: tape.deal.size - 1)
    tape.deal.placements[0].direction = .downRight
    #expect(throws: TapeError.malformed("a word that is not in the grid")) { try RoundTape<WordSearchGame>(bytes: tape.bytes) }
  }

  @Test func aSolvedMediumPuzzleIsSmall() throws {
    var sizes: [Int] = []
    for seed in 0..<UInt64(20) {
      let puzzle = WordSearchGenerator.generate(size: 15, difficulty: .medium, source: .theme(.mock), seed: seed)
      var game = WordSearchGame(puzzle: puzzle, startedAt: .zero)
      for (index, word) in puzzle.placements.enumerated() {
        game.apply(.select(from: word.start, to: word.end), at: Instant(milliseconds: Int64(index + 1) * 4_000))
      }
      #expect(game.isSolvedUnaided)
      sizes.append(try #require(RoundTape(of: game)).text.utf8.count)
    }
    #expect(sizes.max()! < 2_048, "\(sizes)")
  }
}
