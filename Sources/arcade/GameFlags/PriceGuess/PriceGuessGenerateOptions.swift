import ArcadeCore
import ArcadeTUI
import ArgumentParser

/// `arcade generate priceguess`: a quiz for paper or as JSON, from the products `arcade play priceguess --seed N` deals.
struct PriceGuessGenerateOptions: DealPrinter {
  typealias Options = PriceGuessChoices

  @OptionGroup var deckFlags: PriceGuessDeckFlags
  var deck: PriceGuessDeck { deckFlags.deck }
  @OptionGroup var series: DealSeries

  @Option(
    help: ArgumentHelp(
      "The player's accuracy in percent, 0 to 100 (default 0): sets how close the wrong prices come.", valueName: "p"))
  var accuracy: Double?

  func validate() throws {
    if let accuracy, !(0...100).contains(accuracy) {
      throw ValidationError("--accuracy must be a percentage from 0 to 100, not \(accuracy.formatted())")
    }
  }

  static let abstract =
    "Print a PriceGuess quiz for paper (four lettered prices a question, the answers at the end) or JSON, one question a line (--count questions, default 10); the products are those `arcade play priceguess --seed N` deals, the wrong prices made for an accuracy of P percent."

  func text(seed defaultSeed: UInt64, content: ContentLibrary) throws(GameFlagError) -> String {
    let loaded = try deck.playerCatalog() ?? content.get(PriceGuessCatalogContent.self)
    guard let catalog = loaded.catalog else { throw GameFlagError(loaded.problem ?? "no catalog") }
    let scope = try deck.scope(in: catalog)
    let count = try series.count(upTo: 10_000, or: 10)
    let seed = series.seed.seed ?? defaultSeed
    let accuracy = accuracy ?? 0
    let products = scope.products(in: catalog) ?? []
    let questions = PriceGuessSheet.questions(from: products, count: count, accuracyPercent: accuracy, seed: seed)
    if series.json { return PriceGuessSheet.jsonLines(questions).joined(separator: "\n") }
    let band = AccuracyBand(percent: accuracy)
    let title = "PriceGuess — \(scope.title) — \(count) question\(count == 1 ? "" : "s") (seed \(seed); accuracy \(accuracy.formatted())%: wrong prices at least $\(band.spacing) apart)"
    return PriceGuessSheet.paper(questions, title: title)
  }
}

extension Double {
  fileprivate func formatted() -> String {
    rounded() == self ? String(Int(self)) : String(self)
  }
}
