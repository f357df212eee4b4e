/// A move of WordMatch in the game's words: start, answer the falling word, pause, resume, or let time pass.
public enum WordMatchMove: Hashable, Sendable {
  /// Deal the first pair and start the clock.
  case start
  /// Say the falling word is a right translation (`.correct`) or not (`.wrong`).
  case answer(WordMatchClaim)
  /// Stop the clock (the help is open); `resume` starts it again.
  case pause
  case resume
  /// Time passed to now: a word left unanswered lands, a flash ends, the next pair falls, the game ends.
  ///
  /// The screen plays it on every tick; it is kept only when something was due, so a round's tape holds each
  /// landing and each next pair, and no tick that found nothing to do.
  case wait
}

/// What a WordMatch move did.
public enum WordMatchMoveOutcome: Hashable, Sendable {
  /// The first pair, falling; nil when the game had already started.
  case started(WordMatchRound?)
  case answered(WordMatchAnswerResult)
  case clock(PauseResult)
  /// What time did, in order, with the steps a pause played out before it; empty when nothing was due.
  case waited([WordMatchEvent])

  /// The rules refused the move, or nothing was due: nothing changed.
  public var isRefusal: Bool {
    switch self {
    case .started(let round): round == nil
    case .answered(.ignored): true
    case .answered: false
    case .clock(let result): result == .alreadyPaused || result == .notPaused || result == .notPlaying
    case .waited(let events): events.isEmpty
    }
  }
}
