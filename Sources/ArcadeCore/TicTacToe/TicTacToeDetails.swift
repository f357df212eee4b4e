/// The TicTacToe fields of a finished round: variant, opponent, who started, the winner and the moves in order.
public struct TicTacToeDetails: RoundDetails {
  public var variant: TicTacToeVariant
  public var opponent: TicTacToeOpponent
  /// The "who starts" option the game was played with.
  public var firstMove: TicTacToeFirstMove
  /// The mark that opened this game: X the human, O the computer or second player.
  public var openedBy: TicTacToeMark
  /// Nil for a draw.
  public var winner: TicTacToeMark?
  /// Cells in the order taken: 0…8 in the classic game, 0…80 (board × 9 + cell) in Ultimate.
  public var moves: [Int]
  /// Times the person took moves back (then `moves` are those left on the board); nil for none, so a round without
  /// one is written as before undo existed.
  public var undos: Int?

  public init(
    variant: TicTacToeVariant, opponent: TicTacToeOpponent, firstMove: TicTacToeFirstMove, openedBy: TicTacToeMark,
    winner: TicTacToeMark?, moves: [Int], undos: Int? = nil
  ) {
    self.variant = variant
    self.opponent = opponent
    self.firstMove = firstMove
    self.openedBy = openedBy
    self.winner = winner
    self.moves = moves
    self.undos = undos
  }
}
