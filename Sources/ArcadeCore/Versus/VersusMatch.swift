import Foundation

/// A live TicTacToe or Ultimate match between two people on two terminals: who plays which mark, and the moves both
/// have sent, in order. It lives in a store both arcades share; each arcade checks every move with the game's engine
/// (`VersusReferee`) rather than trust the row.
///
/// It begins as a challenge: the player who posts it takes one mark (X, who moves first, unless it is a rematch that
/// gives the other side the start) and the other stays empty until someone takes it, or only `invited` may.
public struct VersusMatch: Hashable, LobbyPost {
  /// Made by the arcade that posted the challenge; the same on both sides.
  public var uid: String
  public var variant: TicTacToeVariant
  /// Who plays X and who plays O; one is nil while the challenge is open.
  public var x: String?
  public var o: String?
  /// The one player who may take the challenge (a rematch); nil: anyone but its poster.
  public var invited: String?
  public var createdAt: Date
  public var moves: [VersusMove]
  /// Who gave up, if one did.
  public var resigned: TicTacToeMark?
  /// Each side's time for the whole match, in seconds; nil for no clock.
  public var clockSeconds: Int?
  /// When it was taken, in milliseconds since it was made: X's clock starts then. Nil while it is open.
  public var takenMilliseconds: Int64?

  public init(
    uid: String, variant: TicTacToeVariant, x: String?, o: String? = nil, invited: String? = nil, createdAt: Date,
    moves: [VersusMove] = [], resigned: TicTacToeMark? = nil, clockSeconds: Int? = nil, takenMilliseconds: Int64? = nil
  ) {
    (self.uid, self.variant, self.x, self.o, self.invited, self.createdAt) = (uid, variant, x, o, invited, createdAt)
    (self.moves, self.resigned, self.clockSeconds, self.takenMilliseconds) = (moves, resigned, clockSeconds, takenMilliseconds)
  }

  /// The clocks a challenge may have: whole seconds from 10 s to an hour; a row claiming another is read as none.
  public static let clockLimits = 10...3_600

  /// The clock posted with a new challenge: 2 minutes for TicTacToe, 5 for Ultimate (as lichess's quick games).
  public static func standardClock(for variant: TicTacToeVariant) -> Int { variant == .classic ? 120 : 300 }

  /// Nobody has taken it yet.
  public var isOpen: Bool { x == nil || o == nil }

  /// Who posted it, while it is open.
  public var poster: String? { isOpen ? x ?? o : nil }

  /// The mark `player` plays in this match, nil for a watcher.
  public func mark(of player: String) -> TicTacToeMark? {
    if player == x { return .x }
    if player == o { return .o }
    return nil
  }

  /// The name playing `mark`, nil while the challenge is open.
  public func player(_ mark: TicTacToeMark) -> String? { mark == .x ? x : o }

  /// Whether `player` may take it: open, not their own, and theirs if it names whom it is for.
  public func canBeTaken(by player: String) -> Bool {
    isOpen && poster != player && (invited == nil || invited == player)
  }

  /// The rematch `player` offers after this match: the same game against the same opponent, who moves first if
  /// `player` did; nil for a watcher or a match still open.
  public func rematch(offeredBy player: String, uid: String, at date: Date) -> VersusMatch? {
    guard let mark = mark(of: player), let opponent = self.player(mark.opponent) else { return nil }
    return VersusMatch(
      uid: uid, variant: variant, x: mark == .o ? player : nil, o: mark == .x ? player : nil, invited: opponent, createdAt: date,
      clockSeconds: clockSeconds)
  }
}

/// One move of a match as a store keeps it: its number, whose it is, the cell (0…8, or 0…80 for Ultimate) and when
/// it was sent, in milliseconds since the match was made.
public struct VersusMove: Hashable, Sendable {
  public var ply: Int
  public var mark: TicTacToeMark
  public var cell: Int
  public var milliseconds: Int64

  public init(ply: Int, mark: TicTacToeMark, cell: Int, milliseconds: Int64) {
    (self.ply, self.mark, self.cell, self.milliseconds) = (ply, mark, cell, milliseconds)
  }
}
