/// What `undo` did to a Minesweeper game.
public enum MinesweeperUndoResult: Hashable, Sendable {
  /// The mine opened here is hidden again, with everything as it was before the move that opened it; play goes on.
  case tookBack(exploded: Position)
  /// Only a lost game's last move can be taken back.
  case notLost
}
