/// PriceGuess's quizzes as their deal and moves: `apply` is the one way in, and a tape replays exactly.
extension PriceGuessGame: RecordedGame {
  public static var gameID: GameID { .priceguess }
  public static var tapeFormat: UInt8 { 1 }
  public var tapeOrigin: Instant? { startedAt }

  /// A quiz that asks `deal`'s questions, dealt at the clock's zero: move times count from the deal.
  ///
  /// It needs no catalog: past its questions (a deal made in code) it deals on from the products they asked.
  public init(replaying deal: PriceGuessDeal, at origin: Instant) {
    // A deck needs a product, and wrong prices need a price of at least $1: a deal made in code may have neither.
    let products = deal.products.filter { $0.salePrice >= PriceCatalogLimits.minimumPrice }
    self.init(
      products: products.isEmpty ? [Self.standIn] : products, scope: deal.scope, length: deal.length, seed: deal.seed,
      startedAt: origin, edition: deal.edition, replaying: deal)
  }

  /// A quiz that asks `deal`'s questions and then deals on from `products` (its catalog's, in its scope) as the quiz
  /// first dealt would have: what a quiz taken up again, or a daily dealt before its first answer, plays on.
  public init(replaying deal: PriceGuessDeal, at origin: Instant, over products: [Product]) {
    let products = products.filter { $0.salePrice >= PriceCatalogLimits.minimumPrice }
    guard !products.isEmpty else {
      self.init(replaying: deal, at: origin)
      return
    }
    self.init(
      products: products, scope: deal.scope, length: deal.length, seed: deal.seed, startedAt: origin, edition: deal.edition,
      replaying: deal)
  }

  /// What has been dealt so far: the quiz deals its first question when it starts, so never nil.
  public var deal: PriceGuessDeal? {
    PriceGuessDeal(
      scope: scope, length: length, seed: seed, edition: edition, questions: dealtQuestions, fiftyFifty: fiftyFiftyDealt)
  }

  /// Plays one move at `now`; a move that changes the quiz is recorded with its time since the deal.
  @discardableResult
  public mutating func apply(_ move: PriceGuessMove, at now: Instant) -> PriceGuessMoveOutcome {
    // A clock read backwards must not put a move before the deal or the move before it: the tape keeps times in
    // order, and its replay must see the times this quiz saw (its duration too).
    let now = max(now, startedAt.advanced(byMilliseconds: moves.last?.milliseconds ?? 0))
    let outcome: PriceGuessMoveOutcome =
      switch move {
      case .answer(let index): .answered(answer(index, at: now))
      case .skip: .skipped(skip(at: now))
      case .fiftyFifty: .hid(useFiftyFifty())
      case .finish: .finished(finish(at: now))
      }
    if !outcome.isRefusal { moves.append(TimedMove(move, at: now.milliseconds(since: startedAt))) }
    return outcome
  }

  public static func isRefusal(_ outcome: PriceGuessMoveOutcome) -> Bool { outcome.isRefusal }

  /// The product a replay's deck holds when its deal has none it can deal from.
  private static let standIn = Product(
    sku: "-", name: "-", manufacturer: "-", categoryPath: [], salePrice: PriceCatalogLimits.minimumPrice,
    listPrice: PriceCatalogLimits.minimumPrice, inStock: true, rating: 0, reviewCount: 0, url: "https://", description: "")
}
