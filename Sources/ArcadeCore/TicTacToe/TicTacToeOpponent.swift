/// Who plays O: the computer at one of its strengths, or a second person at the same keyboard.
public enum TicTacToeOpponent: String, Sendable, Hashable, Codable, CaseIterable {
  case easy, normal, perfect, hard
  case twoPlayers = "two-players"

  public var title: String {
    switch self {
    case .easy: "Easy"
    case .normal: "Normal"
    case .perfect: "Perfect"
    case .hard: "Hard"
    case .twoPlayers: "Two players"
    }
  }

  public var isComputer: Bool { self != .twoPlayers }
}
