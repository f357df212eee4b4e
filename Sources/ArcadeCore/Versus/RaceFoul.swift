/// Why a race ended against the side that wrote its tape: what the other arcade sent is not a round of the race.
public enum RaceFoul: Hashable, Sendable {
  /// The race's opening is not a deal its seed deals (or not a tape of its game).
  case notTheDeal
  /// The side's tape does not start from the race's opening.
  case anotherDeal
  /// A move of the tape is not one the game allows.
  case illegalMove
  /// The tape is not the one read before with moves added: a move was taken back or changed.
  case rewritten
  /// A move carries a time that cannot be: before the tape read without it, or after now.
  case forgedClock

  /// One line for the race's screen.
  public var reason: String {
    switch self {
    case .notTheDeal: "the race's deal is not one its seed deals"
    case .anotherDeal: "their round is not on the race's deal"
    case .illegalMove: "their round has a move the game does not allow"
    case .rewritten: "their round changed moves already sent"
    case .forgedClock: "their round carries a time that cannot be"
    }
  }
}
