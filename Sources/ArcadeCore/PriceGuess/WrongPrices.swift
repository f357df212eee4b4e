/// The rule for the three wrong prices beside a right one.
///
/// The four prices stand on a ladder: the same cents (so none gives itself away), whole dollars apart, each rung from
/// the next one to two steps, a step being `spacing` dollars (the player's band: the better, the closer), scaled up
/// with the price above $500. The right price takes any of the four places alike, so neither its place nor a gap
/// gives it away (uniform draws round it made a lone far price an outlier: $142.50 among $11.50 to $42.50); a price
/// too cheap for rungs below it goes lower on the ladder. Never below $1, and within `reach` of the right price.
public enum WrongPrices {
  /// How far, in whole dollars, a wrong price may be from `price` (cents): $100, or 20% of a price above $500.
  public static func reach(of price: Int) -> Int {
    price > 50_000 ? price / 500 : 100
  }

  /// The ladder's step for `price` (cents): `spacing` dollars, times the price over $500 for dearer things.
  static func step(for price: Int, spacing: Int) -> Int {
    spacing * max(1, price / 50_000)
  }

  /// Three wrong prices for `price` (cents), each at least `spacing` dollars from it and from each other.
  public static func make(for price: Int, spacing: Int, using generator: inout SeededGenerator) -> [Int] {
    precondition(price >= 100 && spacing >= 1, "prices start at $1 and spacing at 1")
    let cents = price % 100
    let dollars = price / 100
    let step = step(for: price, spacing: spacing)
    let gaps = (0..<3).map { _ in step + generator.below(step + 1) }
    // The right price's place from the bottom: any of the four alike, as far as the room above $1 allows.
    var below = generator.below(4)
    while below > 0, gaps.prefix(below).reduce(0, +) > dollars - 1 { below -= 1 }
    var wrong: [Int] = []
    var rung = dollars
    for gap in gaps.prefix(below) {
      rung -= gap
      wrong.append(rung)
    }
    rung = dollars
    for gap in gaps.dropFirst(below) {
      rung += gap
      wrong.append(rung)
    }
    return wrong.map { $0 * 100 + cents }
  }
}
