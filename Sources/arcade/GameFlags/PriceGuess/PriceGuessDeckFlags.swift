import ArcadeCore
import ArcadeTUI
import ArgumentParser

/// The deck's flags, for `arcade play priceguess` and `arcade generate priceguess`.
struct PriceGuessDeckFlags: ParsableArguments {
  @Option(help: ArgumentHelp(#"Deal from this category, e.g. "Kitchen > Small Appliances > Blenders"."#, valueName: "path"))
  public var category: String?

  @Flag(help: "Deal from every category.")
  public var mixed = false

  @Option(help: ArgumentHelp("Your own catalog, JSON or CSV (see data/priceguess/README.md).", valueName: "file"))
  public var catalog: String?

  init() {}

  public func validate() throws {
    if let problem = deck.problem { throw ValidationError(problem) }
  }

  public var deck: PriceGuessDeck {
    var deck = PriceGuessDeck()
    (deck.category, deck.mixed, deck.catalog) = (category, mixed, catalog)
    return deck
  }
}
