import ArcadeCore
import Foundation
import GRDB

/// A host's players by the keys they log in with (`arcade host session`) and add in Settings.
extension ScoreStore {
  /// The player `key` is bound to, nil for a key new here.
  public func player(forKey key: SSHPublicKey) throws(StoreError) -> String? {
    try reading { db in try String.fetchOne(db, sql: "SELECT player FROM host_key WHERE key = ?", arguments: [key.line]) }
  }

  /// Binds `key` to `player`: as a new player (`newPlayer`, the first login), only a name no key holds yet; as a
  /// player adding a key, to their own name. In one transaction, so two first logins cannot both take one name.
  public func bind(_ key: SSHPublicKey, to player: String, newPlayer: Bool, at date: Date) throws(StoreError) -> HostKeyBinding {
    try writing { db in
      if let owner = try String.fetchOne(db, sql: "SELECT player FROM host_key WHERE key = ?", arguments: [key.line]) {
        return .alreadyBound(to: owner)
      }
      if newPlayer, try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM host_key WHERE player = ?)", arguments: [player]) == true {
        return .nameTaken
      }
      try db.execute(
        sql: "INSERT INTO host_key (key, player, addedAt) VALUES (?, ?, ?)", arguments: [key.line, player, RoundRow.milliseconds(date)])
      return .bound
    }
  }

  /// `player`'s keys, oldest first; a row no arcade writes is left out.
  public func keys(of player: String) throws(StoreError) -> [SSHPublicKey] {
    try reading { db in
      try String.fetchAll(db, sql: "SELECT key FROM host_key WHERE player = ? ORDER BY addedAt, key", arguments: [player])
        .compactMap(SSHPublicKey.init(line:))
    }
  }

  /// Takes `key` from `player`; false when it is not theirs, or is their last (they could not log in again).
  public func removeKey(_ key: SSHPublicKey, of player: String) throws(StoreError) -> Bool {
    try writing { db in
      let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM host_key WHERE player = ?", arguments: [player]) ?? 0
      guard count > 1 else { return false }
      try db.execute(sql: "DELETE FROM host_key WHERE key = ? AND player = ?", arguments: [key.line, player])
      return db.changesCount == 1
    }
  }
}
