import ArcadeCore
import Foundation

extension PlayedRound {
  /// A real classic TicTacToe game against Normal from `seed`, played as a person plays (a free cell every two
  /// seconds, the computer's reply soon after), saved by `player`, ending `seconds` after `mockStart`. It verifies.
  public static func ticTacToe(player: String, seed: UInt64, endedAfter seconds: Double = 100) -> PlayedRound {
    var game = TicTacToeGame(opponent: .normal, firstMove: .alternate, round: Int(seed), seed: seed, at: Instant(milliseconds: 100_000))
    var random = SeededGenerator(seed: seed)
    var now = game.startedAt
    while !game.status.isOver {
      if let reply = game.chooseComputerMove() {
        now = now.advanced(byMilliseconds: 600)
        _ = game.apply(reply, at: now)
      } else {
        now = now.advanced(byMilliseconds: 2_000)
        _ = game.apply(.place(random.element(of: game.board.freeCells)), at: now)
      }
    }
    let finished = game.recordedRound!
    let end = mockStart.addingTimeInterval(seconds)
    return finished.playedRound(
      player: player, startedAt: end.addingTimeInterval(-Double(finished.durationMilliseconds ?? 0) / 1000), endedAt: end)
  }

  /// This round as a win claimed over moves that do not give one: its outcome `won`, its moves one game's opening.
  public func forgedWin() -> PlayedRound {
    var forged = self
    forged.outcome = .won
    forged.tape = tape.map { Data($0.prefix(max(1, $0.count / 2))) }
    return forged
  }
}
