import Foundation
import Testing

@testable import ArcadeCore

/// A PriceGuess quiz kept as its deal and moves: encoded, decoded and replayed, it is the same quiz.
@Suite struct PriceGuessTapeTests {
  static let scopes: [QuizScope] = [.mixed, .category(PriceCatalog.endTables), .category(["Kitchen"]), .category(["Decor", "Vases"])]

  /// A quiz of any length and scope played with random moves (legal and not) at random times, the clock now and
  /// then read backwards: right and wrong answers, answers off the four or hidden, skips, 50/50s and finishes.
  static func randomGame(seed: UInt64) -> PriceGuessGame {
    var random = SeededGenerator(seed: seed)
    let scope = scopes[Int(seed / 4 % 4)]
    let start = Instant(milliseconds: Int64.random(in: 0...1_000_000, using: &random))
    var game = PriceGuessGame(
      products: scope.products(in: .mock)!, scope: scope, length: QuizLength.allCases[Int(seed % 4)], seed: seed,
      startedAt: start, edition: seed % 3 == 0 ? "a1b2c3" : nil)
    var now = start
    for _ in 0..<Int.random(in: 1...60, using: &random) {
      now = now.advanced(byMilliseconds: Int64.random(in: -500...6_000, using: &random))
      let move: PriceGuessMove =
        switch Int.random(in: 0..<40, using: &random) {
        case 0..<16: .answer(game.question.answer)
        case 16..<26: .answer(Int.random(in: -1...4, using: &random))
        case 26..<32: .skip
        case 32..<38: .fiftyFifty
        default: .finish
        }
      game.apply(move, at: now)
      if game.status.isOver && random.chance(0.5) { break }
    }
    return game
  }

  @Test(arguments: 0..<300 as Range<UInt64>)
  func dealAndMovesGiveTheSameQuiz(seed: UInt64) throws {
    let game = Self.randomGame(seed: seed)
    let tape = try #require(RoundTape(of: game))
    let decoded = try RoundTape<PriceGuessGame>(text: tape.text)
    #expect(decoded == tape)
    let replayed = try decoded.replayed()
    #expect(replayed.deal == game.deal)
    #expect(PriceGuessSnapshot(replayed) == PriceGuessSnapshot(game))
    #expect(FinishedRoundSnapshot(replayed.finishedRound) == FinishedRoundSnapshot(game.finishedRound))
    #expect(replayed.moves == game.moves)
  }

  /// The deal, not the seed: a quiz replays the questions, prices and 50/50 its tape dealt even where the seed would
  /// now deal others (50/50 hides one of three pairs of wrong prices, so a few quizzes that used it show it too).
  @Test func aReplayDealsWhatWasDealtNotWhatTheSeedGives() throws {
    let helped = (0..<UInt64(300)).map { Self.randomGame(seed: $0) }.filter { $0.fiftyFiftyUsed && $0.answers.count > 2 }
    #expect(helped.count >= 20)
    for game in helped {
      var tape = try #require(RoundTape(of: game))
      tape.deal.seed &+= 1
      let replayed = try tape.replayed()
      #expect(replayed.deal == tape.deal)
      #expect(PriceGuessSnapshot(replayed) == PriceGuessSnapshot(game))
      var redealt = PriceGuessGame(
        products: tape.deal.products, scope: game.scope, length: game.length, seed: tape.deal.seed, startedAt: .zero)
      for entry in tape.moves { redealt.apply(entry.move, at: Instant(milliseconds: entry.milliseconds)) }
      #expect(redealt.deal?.questions != game.deal?.questions)
    }
  }

  /// Every cut of a real tape is refused, and random bytes never trap, read or replayed.
  @Test func cutOrRandomTapesAreRefusedNotTrusted() throws {
    expectCutsRefusedAndNoiseHarmless(try #require(RoundTape(of: Self.randomGame(seed: 7))))
  }

  /// A deal no quiz makes is refused: prices without the right one, a price twice, 50/50 hiding the right price.
  @Test func aDealThisVersionCannotMakeIsRefused() throws {
    let product = Product.mock("BLN-1", price: 4_999)
    let question = PriceQuestion(product: product, options: [3_999, 4_999, 5_999, 6_999], answer: 1, spacing: 8)
    func reads(_ questions: [PriceQuestion], fiftyFifty: PriceGuessDeal.FiftyFifty? = nil) -> Bool {
      let deal = PriceGuessDeal(scope: .mixed, length: .five, seed: 1, edition: nil, questions: questions, fiftyFifty: fiftyFifty)
      return (try? RoundTape<PriceGuessGame>(bytes: RoundTape<PriceGuessGame>(deal: deal, moves: []).bytes)) != nil
    }
    typealias FiftyFifty = PriceGuessDeal.FiftyFifty
    let (onSecond, onTheRightPrice, onNoQuestion) = (FiftyFifty(question: 2, hidden: [0, 3]), FiftyFifty(question: 1, hidden: [1, 2]), FiftyFifty(question: 2, hidden: [0, 2]))
    #expect(reads([question, question], fiftyFifty: onSecond))
    var priceless = question
    priceless.options[1] = 4_998
    var twice = question
    twice.options[0] = 5_999
    #expect(!reads([priceless]) && !reads([twice]) && !reads(Array(repeating: question, count: 6)))
    #expect(!reads([question], fiftyFifty: onTheRightPrice) && !reads([question], fiftyFifty: onNoQuestion))
    // Nor does a replay trap on a deal made in code with nothing to deal: a stand-in product is asked.
    var empty = PriceGuessGame(replaying: PriceGuessDeal(scope: .mixed, length: .five, seed: 1, edition: nil, questions: [], fiftyFifty: nil))
    #expect(empty.apply(.answer(empty.question.answer), at: .zero) != .answered(.refused(.quizOver)))
  }

  /// A move the rules refuse is not a legal round: the replay names it.
  @Test func aRefusedMoveIsNotALegalRound() throws {
    let tape = try #require(RoundTape(of: Self.randomGame(seed: 12)))
    for move in [PriceGuessMove.answer(4), .answer(-1)] {
      var forged = tape
      forged.moves.insert(TimedMove(move, at: 0), at: 0)
      #expect(throws: ReplayError.self) { try forged.replayed() }.map { #expect($0.moveIndex == 0) }
    }
    var twice = tape
    twice.moves.insert(contentsOf: [TimedMove(.fiftyFifty, at: 0), TimedMove(.fiftyFifty, at: 0)], at: 0)
    #expect(throws: ReplayError.self) { try twice.replayed() }.map { #expect($0.moveIndex == 1) }
    var after = tape
    after.moves.append(contentsOf: [TimedMove(.finish, at: 10_000_000), TimedMove(.skip, at: 10_000_000)])
    #expect(throws: ReplayError.self) { try after.replayed() }
  }
}

extension PriceGuessTapeTests {
  /// The random quizzes above are left asking, completed and finished early, so the property holds of all of them.
  @Test func theRandomQuizzesEndEveryWay() {
    var statuses: [PriceGuessStatus: Int] = [:]
    for seed in 0..<UInt64(300) { statuses[Self.randomGame(seed: seed).status, default: 0] += 1 }
    for status in [PriceGuessStatus.asking, .completed, .finishedEarly] { #expect(statuses[status, default: 0] >= 20, "\(statuses)") }
  }
}
