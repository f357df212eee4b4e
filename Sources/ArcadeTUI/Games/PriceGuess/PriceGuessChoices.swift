import ArcadeCore

/// PriceGuess's options, what the home screen remembers per player: where the products come from, the quiz length,
/// and where browsing was.
public struct PriceGuessChoices: GameOptions {
  public var deck = PriceGuessDeck()
  /// Nil until chosen: `arcade play priceguess --mixed` keeps the length the player last chose.
  public var questions: QuizLength?
  /// Where the player was in Browse categories; only the screens set it.
  public var browsePath: [String] = []

  public init() {}

  public static let standard = PriceGuessChoices()
  public static let rememberedKeys: Set<String> = ["deck", "questions", "browsePath"]

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    deck = try container.value(.deck, or: PriceGuessDeck())
    questions = try container.decodeIfPresent(QuizLength.self, forKey: .questions)
    browsePath = try container.value(.browsePath, or: [])
  }

  public func problem(remembered: Bool) -> String? { deck.problem }

  public var length: QuizLength {
    get { questions ?? .standard }
    set { questions = newValue }
  }
}
