import ArcadeCore

extension ArcadeGame {
  /// PriceGuess: listed in the menu; its screens are on their way.
  static var priceGuess: ArcadeGame { comingSoon(.priceguess, title: "PriceGuess", tagline: "pick the real price out of four") }
}
