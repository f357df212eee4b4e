import ArcadeCore
import ArcadeStore
import Foundation

/// A score file at `path` holding one Expert Minesweeper round left half done, for `arcade resume`'s first frame
/// beside the menu's (`make bench`).
func resumeFixture(path: String) throws {
  try? FileManager.default.removeItem(atPath: path)
  let store = try ScoreStore.openCreating(at: path)
  let won = minesweeperWin(seed: 7)
  let half = RoundTape<MinesweeperGame>(deal: won.deal!, moves: Array(won.moves.prefix(won.moves.count / 2)))
  let now = Date()
  try store.keepUnfinished(
    UnfinishedRound(
      uid: UUID().uuidString, game: .minesweeper, player: "bench", options: #"{"preset":"expert"}"#,
      startedAt: now.addingTimeInterval(-60), leftAt: now, clockMilliseconds: half.moves.last?.milliseconds ?? 0,
      summary: "Minesweeper Expert — half done", tape: Data(half.bytes)))
}
