/// Points for a right answer: spotting a right pair is worth ten times rejecting a wrong one, and earlier is worth more.
///
/// Only a quarter of the pairs are right, so answering "wrong" to everything
/// is easy; the score rewards what is hard. A right pair spotted earns
/// 50 + ⌊50 × remaining ÷ fall time⌋, a wrong pair rejected 5 + ⌊5 × remaining ÷ fall time⌋,
/// where `remaining` is the time left before the word would have landed.
/// A wrong answer or a landing earns nothing and costs a life.
public enum WordMatchScoring {
  /// Points for spotting a right pair just before it lands; an instant answer earns twice as much.
  public static let spotPoints = 50
  /// Points for rejecting a wrong pair just before it lands; an instant answer earns twice as much.
  public static let rejectPoints = 5

  /// The base of a right answer on a pair of this truth: 50 for a right pair, 5 for a wrong one.
  public static func basePoints(for truth: WordMatchClaim) -> Int {
    truth == .correct ? spotPoints : rejectPoints
  }

  /// Points for a right answer on a pair of this truth given `remaining` of `duration` milliseconds before landing.
  public static func points(for truth: WordMatchClaim, remaining: Int64, duration: Int64) -> Int {
    let duration = max(1, duration)
    let remaining = min(duration, max(0, remaining))
    let base = basePoints(for: truth)
    return base + Int(Int64(base) * remaining / duration)
  }

  /// The highest score of a game that showed these pairs: every one answered rightly at once.
  public static func maximumScore(rightPairs: Int, wrongPairs: Int) -> Int {
    2 * (rightPairs * spotPoints + wrongPairs * rejectPoints)
  }
}
