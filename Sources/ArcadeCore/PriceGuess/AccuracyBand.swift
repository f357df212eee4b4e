/// The player's accuracy so far, in the four bands that set how close the wrong prices come and colour the results.
public enum AccuracyBand: Sendable, Hashable, CaseIterable {
  /// Under 40%, or nothing answered yet.
  case low
  /// 40% to under 70%.
  case middle
  /// 70% to under 100%.
  case high
  /// Every answer right.
  case perfect

  /// The band of `correct` right out of `answered` (skips left out), in whole-number arithmetic so 39.9% is never 40%.
  public init(correct: Int, answered: Int) {
    if answered <= 0 || correct * 10 < answered * 4 {
      self = .low
    } else if correct * 10 < answered * 7 {
      self = .middle
    } else if correct < answered {
      self = .high
    } else {
      self = .perfect
    }
  }

  /// The band of a percentage (0–100), as `arcade generate --accuracy P` gives it.
  public init(percent: Double) {
    if !(percent >= 40) {
      self = .low
    } else if percent < 70 {
      self = .middle
    } else if percent < 100 {
      self = .high
    } else {
      self = .perfect
    }
  }

  /// How many dollars every wrong price keeps from the right one and from the others: the better, the closer.
  public var spacing: Int {
    switch self {
    case .low: 12
    case .middle: 8
    case .high: 4
    case .perfect: 2
    }
  }
}
