import Foundation

/// A live TicTacToe or Ultimate match between two people on two terminals: who plays which mark, and the moves both
/// have sent, in order. It lives in a store both arcades share; each arcade checks every move with the game's engine
/// (`VersusReferee`) rather than trust the row.
public struct VersusMatch: Hashable, Sendable {
  /// Made by the arcade that posted the challenge; the same on both sides.
  public var uid: String
  public var variant: TicTacToeVariant
  /// Who posted it: X, the first to move.
  public var x: String
  /// Who took it; nil while the challenge is open.
  public var o: String?
  public var createdAt: Date
  public var moves: [VersusMove]
  /// Who gave up, if one did.
  public var resigned: TicTacToeMark?

  public init(
    uid: String, variant: TicTacToeVariant, x: String, o: String? = nil, createdAt: Date, moves: [VersusMove] = [],
    resigned: TicTacToeMark? = nil
  ) {
    (self.uid, self.variant, self.x, self.o, self.createdAt) = (uid, variant, x, o, createdAt)
    (self.moves, self.resigned) = (moves, resigned)
  }

  /// The mark `player` plays in this match, nil for a watcher.
  public func mark(of player: String) -> TicTacToeMark? {
    if player == x { return .x }
    if let o, player == o { return .o }
    return nil
  }

  /// The name playing `mark` ("waiting" until the challenge is taken).
  public func player(_ mark: TicTacToeMark) -> String? { mark == .x ? x : o }
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
