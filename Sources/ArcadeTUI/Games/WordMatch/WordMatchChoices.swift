import ArcadeCore

/// WordMatch's options (the word list, speed, pairs, lives): what the options screen edits and what is remembered,
/// carried from scene to scene so the next game starts the same way.
public struct WordMatchChoices: GameOptions {
  /// The word list by its code, as `--pair` gives it; the screens pick by file instead.
  public var pair: String?
  /// File name of the chosen list in `data/wordmatch` ("en-es.json"); a missing or broken one falls back to the
  /// first good list.
  public var listFile: String?
  public var speed: WordMatchOptions.Speed = .normal
  public var pairs = WordMatchOptions.standard.pairCount
  public var lives = WordMatchOptions.standard.lives
  // Not offered anywhere a player sees; kept so a game's options come back whole.
  public var correctShare = WordMatchOptions.standard.correctShare
  public var feedbackMilliseconds = WordMatchOptions.standard.feedbackMilliseconds

  public init() {}

  public init(listFile: String?, options: WordMatchOptions) {
    self.listFile = listFile
    self.options = options
  }

  /// English → Spanish at Normal speed, 15 pairs, 3 lives: the game as the issue describes it.
  public static let standard = WordMatchChoices(listFile: "en-es.json", options: .standard)
  public static let rememberedKeys: Set<String> = [
    "pair", "listFile", "speed", "pairs", "lives", "correctShare", "feedbackMilliseconds",
  ]

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    pair = try container.decodeIfPresent(String.self, forKey: .pair)
    listFile = try container.decodeIfPresent(String.self, forKey: .listFile)
    speed = try container.value(.speed, or: .normal)
    pairs = try container.value(.pairs, or: WordMatchOptions.standard.pairCount)
    lives = try container.value(.lives, or: WordMatchOptions.standard.lives)
    correctShare = try container.value(.correctShare, or: WordMatchOptions.standard.correctShare)
    feedbackMilliseconds = try container.value(.feedbackMilliseconds, or: WordMatchOptions.standard.feedbackMilliseconds)
  }

  /// Only the lengths the options screen offers, so what was played can be shown and chosen there again.
  public func problem(remembered: Bool) -> String? {
    for (name, value, offered) in [("pairs", pairs, WordMatchOptions.pairCountChoices), ("lives", lives, WordMatchOptions.livesChoices)]
    where !offered.contains(value) {
      return "--\(name) must be one of \(Self.listed(offered)), not \(value)"
    }
    return nil
  }

  /// "5, 10, 15, 20 or 30".
  public static func listed(_ values: [Int]) -> String {
    values.dropLast().map(String.init).joined(separator: ", ") + " or \(values.last ?? 0)"
  }

  /// How the game plays.
  public var options: WordMatchOptions {
    get {
      WordMatchOptions(
        speed: speed, pairCount: pairs, lives: lives, correctShare: correctShare, feedbackMilliseconds: feedbackMilliseconds)
    }
    set {
      (speed, pairs, lives) = (newValue.speed, newValue.pairCount, newValue.lives)
      (correctShare, feedbackMilliseconds) = (newValue.correctShare, newValue.feedbackMilliseconds)
    }
  }
}
