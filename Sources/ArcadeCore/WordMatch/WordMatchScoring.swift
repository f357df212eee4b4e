/// Points for a right answer: a base plus a bonus that shrinks linearly with the time the word has fallen.
///
/// points = 10 + ⌊10 × remaining ÷ fall time⌋, where `remaining` is the time
/// left before the word would have landed. An instant answer earns 20, one
/// just before landing 10. A wrong answer or a landing earns nothing and costs
/// nothing (it costs a life). A standard game (15 pairs) scores at most 300.
public enum WordMatchScoring {
  public static let basePoints = 10
  public static let maximumBonus = 10

  /// Points for a right answer given `remaining` of `duration` milliseconds before landing.
  public static func points(remaining: Int64, duration: Int64) -> Int {
    let duration = max(1, duration)
    let remaining = min(duration, max(0, remaining))
    return basePoints + Int(Int64(maximumBonus) * remaining / duration)
  }

  /// The highest score a game with these options can reach.
  public static func maximumScore(for options: WordMatchOptions) -> Int {
    options.pairCount * (basePoints + maximumBonus)
  }
}
