/// How a WordMatch game is played: fall speed, number of pairs, lives and the share of correct pairs.
public struct WordMatchOptions: Sendable, Hashable, Codable {
  /// How long a word takes to fall from the top to the landing line.
  public enum Speed: String, Sendable, Hashable, Codable, CaseIterable {
    case slow, normal, fast

    /// Fall time in milliseconds: 7 s, 5 s or 3 s.
    public var fallMilliseconds: Int64 {
      switch self {
      case .slow: 7000
      case .normal: 5000
      case .fast: 3000
      }
    }

    /// The name shown in menus: "Slow", "Normal", "Fast".
    public var title: String {
      switch self {
      case .slow: "Slow"
      case .normal: "Normal"
      case .fast: "Fast"
      }
    }
  }

  /// Pair counts a settings screen offers.
  public static let pairCountChoices = [5, 10, 15, 20, 30]
  /// Life counts a settings screen offers.
  public static let livesChoices = [1, 3, 5]

  public var speed: Speed
  /// The game ends after this many pairs (at least 1).
  public var pairCount: Int
  /// The game ends after this many wrong attempts (at least 1).
  public var lives: Int
  /// The chance that a pair shown is a right translation (0…1).
  public var correctShare: Double
  /// How long the answered or landed word flashes before the next pair starts.
  public var feedbackMilliseconds: Int64

  public init(
    speed: Speed = .normal, pairCount: Int = 15, lives: Int = 3, correctShare: Double = 0.25,
    feedbackMilliseconds: Int64 = 500
  ) {
    self.speed = speed
    // Out-of-range values are clamped rather than trapped: they may come from a settings file.
    self.pairCount = max(1, pairCount)
    self.lives = max(1, lives)
    self.correctShare = correctShare.isNaN ? 0.25 : min(1, max(0, correctShare))
    self.feedbackMilliseconds = max(0, feedbackMilliseconds)
  }

  /// The game as the issue describes it: Normal speed, 15 pairs, 3 lives, a quarter of pairs correct.
  public static let standard = WordMatchOptions()

  /// "15 pairs and 3 lives": the only length the boards rank.
  public static var rankedLength: String {
    "\(standard.pairCount) pair\(standard.pairCount == 1 ? "" : "s") and \(standard.lives) li\(standard.lives == 1 ? "fe" : "ves")"
  }

  /// True when pairs and lives are the standard ones, so scores compare on the main boards.
  public var isStandardLength: Bool {
    pairCount == Self.standard.pairCount && lives == Self.standard.lives
  }
}
