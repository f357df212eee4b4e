/// Why a round's moves do not stand behind what it claims: such a round is kept and counted, never ranked.
public enum RoundRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// A shared round with no moves: from now on the shared board takes only rounds that bring theirs.
  case noMoves
  /// The tape cannot be read as this game's (cut short, another game's, a format this version does not know).
  case unreadable(String)
  /// A move the rules refuse (counted from 0).
  case illegalMove(Int)
  /// The moves stop before the round ends.
  case unfinished
  /// The moves give another figure than the round claims: "score", "time", "result"…
  case differs(String)
  /// The same deal and moves as an earlier round: a won game pasted under a second name.
  case copy
  /// Under a player id first used by another login of the shared board.
  case notTheirs
  /// Its moves come faster than a person plays (`HumanPace`): kept and replayable, never ranked.
  case fasterThanAPerson
  /// Its deal is not the one its game deals from its seed and options (a made-up board, a computer's reply the
  /// computer would not make): the moves may be right, the round they were played on is not.
  case notDealtFromSeed

  /// The reason after "N rounds hidden: ", in the plural the board note uses.
  public var description: String {
    switch self {
    case .noMoves: "they have no moves to check"
    case .unreadable: "their moves cannot be read"
    case .illegalMove: "their moves break the rules"
    case .unfinished: "their moves do not finish the round"
    case .differs(let figure): "their moves do not give their \(figure)"
    case .copy: "they copy another round"
    case .notTheirs: "they are under another player's id"
    case .fasterThanAPerson: "they are faster than a person plays"
    case .notDealtFromSeed: "their deal is not their seed's"
    }
  }

  /// The reason for one round, with what was found ("move 12 is refused"), for `arcade scores --all`.
  public var detail: String {
    switch self {
    case .unreadable(let why): "its moves cannot be read (\(why))"
    case .illegalMove(let index): "its move \(index + 1) breaks the rules"
    case .noMoves: "it has no moves to check"
    case .unfinished: "its moves do not finish the round"
    case .differs(let figure): "its moves do not give its \(figure)"
    case .copy: "it copies another round"
    case .notTheirs: "it is under another player's id"
    case .fasterThanAPerson: "it is faster than a person plays"
    case .notDealtFromSeed: "its deal is not its seed's"
    }
  }
}
