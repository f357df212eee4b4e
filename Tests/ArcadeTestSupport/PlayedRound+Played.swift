import ArcadeCore
import Foundation

extension PlayedRound {
  /// A real round with its deal and moves: a Minesweeper Beginner board from `seed` won by revealing every safe
  /// cell, one a second after a first reveal in the middle, saved by `player`, ending `seconds` after `mockStart`.
  /// It verifies; change a copy's figures to make one that does not.
  public static func played(player: String = "ada", seed: UInt64 = 11, endedAfter seconds: Double = 100) -> PlayedRound {
    var game = MinesweeperGame(configuration: .beginner, seed: seed)
    var clock = 5_000
    game.apply(.reveal(Position(row: 4, column: 4)), at: Instant(milliseconds: Int64(clock)))
    let board = game.minefield!
    let positions = (0..<game.rows).flatMap { row in (0..<game.columns).map { Position(row: row, column: $0) } }
    for position in positions where !board.isMine(position) && game.status == .playing {
      clock += 1_000
      game.apply(.reveal(position), at: Instant(milliseconds: Int64(clock)))
    }
    let finished = game.recordedRound!
    let end = mockStart.addingTimeInterval(seconds)
    let start = end.addingTimeInterval(-Double(finished.durationMilliseconds ?? 0) / 1000)
    return finished.playedRound(player: player, startedAt: start, endedAt: end)
  }
}
