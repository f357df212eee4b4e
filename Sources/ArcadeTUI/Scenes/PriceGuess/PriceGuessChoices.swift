import ArcadeCore

/// What the PriceGuess home screen remembers per player: the quiz length and where browsing was.
struct PriceGuessChoices: Codable, Hashable, Sendable {
  var length: QuizLength = .standard
  var browsePath: [String] = []

  static let standard = PriceGuessChoices()
}
