/// How hard a word search is: which directions its words may read in.
public enum WordSearchDifficulty: String, CaseIterable, Sendable, Codable, Hashable {
  /// Right and down, the way a person reads.
  case easy
  /// The four orthogonal directions, reversed included (the original game's four orientations).
  case medium
  /// All eight, diagonals included.
  case hard

  public var title: String {
    switch self {
    case .easy: "Easy"
    case .medium: "Medium"
    case .hard: "Hard"
    }
  }

  public var directions: [WordDirection] {
    switch self {
    case .easy: [.right, .down]
    case .medium: [.right, .down, .left, .up]
    case .hard: WordDirection.allCases
    }
  }

  /// What the directions are, in words for the options screen.
  public var summary: String {
    switch self {
    case .easy: "words read right and down"
    case .medium: "words read across and up or down, reversed too"
    case .hard: "words read in all eight directions, diagonals too"
    }
  }
}
