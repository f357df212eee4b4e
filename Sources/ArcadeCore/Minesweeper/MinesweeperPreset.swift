/// A named Minesweeper board size; the raw value is the leaderboard variant and the command-line name.
public enum MinesweeperPreset: String, CaseIterable, Sendable, Codable, Hashable {
  case classic, beginner, intermediate, expert, custom

  /// The presets with a fixed size, in menu order (everything but `.custom`).
  public static let fixed: [MinesweeperPreset] = [.classic, .beginner, .intermediate, .expert]

  /// Shown in menus and leaderboard titles.
  public var title: String {
    switch self {
    case .classic: "Classic"
    case .beginner: "Beginner"
    case .intermediate: "Intermediate"
    case .expert: "Expert"
    case .custom: "Custom"
    }
  }

  /// The board this preset plays on; nil for `.custom`, whose size the player chooses.
  public var configuration: MinefieldConfiguration? {
    switch self {
    case .classic: .classic
    case .beginner: .beginner
    case .intermediate: .intermediate
    case .expert: .expert
    case .custom: nil
    }
  }
}
