/// The rule for the three wrong prices beside a right one.
///
/// Same cents as the right price (so none gives itself away), whole dollars apart:
/// distinct, at least `spacing` dollars from the right price and from each other,
/// within $100 of it (within 20% above $500), never below $1; where that range
/// cannot hold three, it widens upward.
public enum WrongPrices {
  /// How far, in whole dollars, a wrong price may be from `price` (cents): $100, or 20% of a price above $500.
  public static func reach(of price: Int) -> Int {
    price > 50_000 ? price / 500 : 100
  }

  /// Three wrong prices for `price` (cents), each at least `spacing` dollars from it and from each other.
  public static func make(for price: Int, spacing: Int, using generator: inout SeededGenerator) -> [Int] {
    precondition(price >= 100 && spacing >= 1, "prices start at $1 and spacing at 1")
    let cents = price % 100
    let dollars = price / 100
    let reach = reach(of: price)
    let lowest = max(1, dollars - reach)
    var highest = dollars + reach
    // Widen upward until the upper side alone holds three spaced prices (never needed with $100 and k ≤ 12).
    while highest - dollars < 3 * spacing {
      highest += spacing
    }
    while true {
      if let picked = draw(from: lowest, to: highest, around: dollars, spacing: spacing, using: &generator) {
        return picked.map { $0 * 100 + cents }
      }
      highest += spacing
    }
  }

  /// Three amounts, each drawn uniformly from the range until one is far enough from the right one and those taken.
  ///
  /// Random probes are cheap where the range is wide (a $4,000 item has 1,600 amounts); a list of what is still
  /// open takes over when probes keep missing, and nil means even that ran out.
  private static func draw(
    from lowest: Int, to highest: Int, around dollars: Int, spacing: Int, using generator: inout SeededGenerator
  ) -> [Int]? {
    func fits(_ amount: Int, _ picked: [Int]) -> Bool {
      abs(amount - dollars) >= spacing && picked.allSatisfy { abs($0 - amount) >= spacing }
    }
    var picked: [Int] = []
    while picked.count < 3 {
      var found: Int?
      for _ in 0..<32 {
        let amount = generator.int(in: lowest...highest)
        if fits(amount, picked) {
          found = amount
          break
        }
      }
      if found == nil {
        let open = (lowest...highest).filter { fits($0, picked) }
        guard !open.isEmpty else { return nil }
        found = generator.element(of: open)
      }
      picked.append(found!)
    }
    return picked
  }
}
