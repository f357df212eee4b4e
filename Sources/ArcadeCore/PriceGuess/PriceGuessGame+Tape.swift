/// A PriceGuess quiz's deal and moves on a tape; everything read is bounded and checked, never trusted.
extension PriceGuessGame {
  /// The tape's numbers for the lengths and spacings. A format's numbers never change: new values are appended.
  static let tapeLengths: [QuizLength] = [.five, .ten, .twenty, .endless]
  static let tapeSpacings: [Int] = [12, 8, 4, 2]
  /// The dearest price a question may offer: wrong prices reach a fifth above the dearest sale price, and a little more.
  static let tapeHighestOption = 2 * PriceCatalogLimits.maximumPrice

  /// One byte of rules (length, a category or not, an edition or not), the category, the seed, the edition, then
  /// each question: its product (a number for one the tape already holds), its four prices and their spacing;
  /// last, what 50/50 hid.
  public static func write(_ deal: PriceGuessDeal, to tape: inout TapeWriter) {
    let length = tapeLengths.firstIndex(of: deal.length) ?? 0
    let path: [String]? = if case .category(let path) = deal.scope { path } else { nil }
    tape.byte(UInt8(length | (path == nil ? 0 : 4) | (deal.edition == nil ? 0 : 8)))
    if let path { Product.write(path: path, to: &tape) }
    tape.varint(deal.seed)
    if let edition = deal.edition { tape.text(edition) }
    tape.count(deal.questions.count)
    var numbers: [Product: Int] = [:]
    for question in deal.questions {
      if let number = numbers[question.product] {
        tape.count(number)
      } else {
        tape.count(numbers.count)
        numbers[question.product] = numbers.count
        question.product.write(to: &tape)
      }
      // Four prices always: a question made in code with another number is written as one no reader accepts.
      for price in question.options.count == 4 ? question.options : [0, 0, 0, 0] { tape.count(price) }
      tape.byte(UInt8(tapeSpacings.firstIndex(of: question.spacing) ?? 0xFF))
    }
    tape.byte(deal.fiftyFifty == nil ? 0 : 1)
    if let fiftyFifty = deal.fiftyFifty {
      tape.count(fiftyFifty.question)
      tape.count(fiftyFifty.hidden.count)
      for index in fiftyFifty.hidden { tape.count(index) }
    }
  }

  public static func readDeal(from tape: inout TapeReader) throws(TapeError) -> PriceGuessDeal {
    let rules = try tape.byte()
    guard rules < 16, let length = tapeLengths.element(at: Int(rules & 3)) else { throw .malformed("unknown rules") }
    let scope: QuizScope = if rules & 4 != 0 { .category(try Product.readPath(from: &tape)) } else { .mixed }
    let seed = try tape.varint()
    let edition: String? = if rules & 8 != 0 { try tape.text(maximumBytes: RoundBounds.textBytes) } else { nil }
    // Every question but the one on screen was answered or skipped, each a move of its own.
    let most = length.questionCount ?? RoundTape<PriceGuessGame>.moveLimit + 1
    var products: [Product] = []
    var questions: [PriceQuestion] = []
    for _ in 0..<(try tape.count(in: 1...most, "a number of questions")) {
      let number = try tape.count(in: 0...products.count, "a product")
      if number == products.count { products.append(try Product.read(from: &tape)) }
      questions.append(try readQuestion(of: products[number], from: &tape))
    }
    var fiftyFifty: PriceGuessDeal.FiftyFifty?
    switch try tape.byte() {
    case 0: break
    case 1:
      let question = try tape.count(in: 1...questions.count, "the question of 50/50")
      _ = try tape.count(in: 2...2, "a number of prices 50/50 hid")
      let hidden = [try tape.count(in: 0...3, "a price 50/50 hid"), try tape.count(in: 0...3, "a price 50/50 hid")]
      let dealt = PriceGuessDeal.FiftyFifty(question: question, hidden: hidden)
      guard hidden[0] < hidden[1], dealt.fits(questions[question - 1]) else { throw .malformed("50/50 hiding what it cannot") }
      fiftyFifty = dealt
    default: throw .malformed("an unknown 50/50 mark")
    }
    return PriceGuessDeal(scope: scope, length: length, seed: seed, edition: edition, questions: questions, fiftyFifty: fiftyFifty)
  }

  /// Four different prices, the sale price one of them, and the spacing of a band.
  private static func readQuestion(of product: Product, from tape: inout TapeReader) throws(TapeError) -> PriceQuestion {
    var options: [Int] = []
    for _ in 0..<4 { options.append(try tape.count(in: 1...tapeHighestOption, "a price")) }
    guard Set(options).count == 4, let answer = options.firstIndex(of: product.salePrice) else {
      throw .malformed("prices that are not four different ones with the right one among them")
    }
    guard let spacing = tapeSpacings.element(at: Int(try tape.byte())) else { throw .malformed("an unknown spacing") }
    return PriceQuestion(product: product, options: options, answer: answer, spacing: spacing)
  }

  /// The tape's numbers for the moves; a format's numbers never change.
  private enum MoveTag: UInt8 { case answerA, answerB, answerC, answerD, skip, fiftyFifty, finish }

  public static func write(_ move: PriceGuessMove, to tape: inout TapeWriter) {
    switch move {
    // A quiz records only answers it took; another (a tape made by hand) is written as one no reader accepts.
    case .answer(let index): tape.byte((0...3).contains(index) ? UInt8(index) : 0xFF)
    case .skip: tape.byte(MoveTag.skip.rawValue)
    case .fiftyFifty: tape.byte(MoveTag.fiftyFifty.rawValue)
    case .finish: tape.byte(MoveTag.finish.rawValue)
    }
  }

  public static func readMove(from tape: inout TapeReader, on deal: PriceGuessDeal) throws(TapeError) -> PriceGuessMove {
    guard let tag = MoveTag(rawValue: try tape.byte()) else { throw .malformed("an unknown move") }
    return switch tag {
    case .answerA, .answerB, .answerC, .answerD: .answer(Int(tag.rawValue))
    case .skip: .skip
    case .fiftyFifty: .fiftyFifty
    case .finish: .finish
    }
  }
}
