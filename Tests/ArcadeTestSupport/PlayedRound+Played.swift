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

extension PlayedRound {
  /// This Minesweeper round copied with every move's time scaled by `factor` and nudged by `nudge` ms (the last move
  /// only), its figures those the new times give, saved by `player`: a copy that verifies on its own.
  public func retimed(by factor: Double, nudge: Int64 = 0, player: String) throws -> PlayedRound {
    let tape = try RoundTape<MinesweeperGame>(bytes: Array(self.tape!))
    let first = tape.moves.first?.milliseconds ?? 0
    var moves = tape.moves.map { TimedMove($0.move, at: first + Int64((Double($0.milliseconds - first) * factor).rounded())) }
    if let last = moves.indices.last { moves[last].milliseconds += nudge }
    let copy = RoundTape<MinesweeperGame>(deal: tape.deal, moves: moves)
    let finished = try copy.replayed().recordedRound!
    let end = endedAt ?? startedAt
    return finished.playedRound(
      player: player, startedAt: end.addingTimeInterval(-Double(finished.durationMilliseconds ?? 0) / 1000), endedAt: end)
  }
}
