import ArcadeCore

/// How the player stands on one game's daily of one day.
enum DailyDayStatus: Equatable {
  /// Today's, not started yet.
  case toPlay
  /// The day's first attempt, left before its end: Enter takes it up.
  case inProgress(UnfinishedRound)
  /// The ranked attempt, finished: its result, and its place on the day's board when it has one.
  case finished(PlayedRound, rank: Int?, of: Int)
  /// The first attempt was started and never finished: the day counts as played, unranked.
  case abandoned
  /// A past day with no attempt.
  case missed
  case future

  /// Three columns of the calendar: the rank, a mark, or blank.
  func cell(ascii: Bool) -> String {
    switch self {
    case .finished(_, let rank?, _): rank < 100 ? (rank < 10 ? " #\(rank)" : "#\(rank)") : " ##"
    case .finished: ascii ? "  +" : "  ✓"
    case .inProgress: ascii ? "  >" : "  ▸"
    case .abandoned: "  x"
    case .missed: ascii ? "  ." : "  ·"
    case .toPlay: ascii ? "  ?" : "  ○"
    case .future: "   "
    }
  }
}
