import ArcadeCore
import Foundation

/// Unfinished rounds through the score file: written when the file can be written, read through the reader.
extension ScoreFile {
  /// Keeps the round as it stands, waiting for the file's first check if it is still running; false when the file
  /// cannot take it (read-only, damaged, locked: then it is lost if the arcade is killed, and the game says so).
  @discardableResult
  public func keepUnfinished(_ round: UnfinishedRound) -> Bool {
    guard let store = storeForWritingNow() else { return false }
    do {
      try store.keepUnfinished(round)
      return true
    } catch {
      return false
    }
  }

  /// Through the writer's store when there is one: a reader opened on a file from before v4 does not see the table.
  public func unfinishedRounds(of player: String, limit: Int) -> [UnfinishedRound] {
    if let store = writableStore { return (try? store.unfinishedRounds(of: player, limit: limit)) ?? [] }
    return (try? reading([]) { store throws(StoreError) in try store.unfinishedRounds(of: player, limit: limit) }) ?? []
  }

  /// False when the file cannot be written now (locked, not checked yet): the caller asks again later.
  @discardableResult
  public func discardUnfinished(uid: String) -> Bool {
    guard let store = writableStore else { return false }
    return (try? store.discardUnfinished(uid: uid)) != nil
  }

  @discardableResult
  public func moveUnfinished(from player: String, to newName: String) -> Bool {
    guard let store = writableStore else { return false }
    return (try? store.moveUnfinished(from: player, to: newName)) != nil
  }
}
