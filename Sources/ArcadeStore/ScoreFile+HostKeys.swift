import ArcadeCore
import Foundation

/// A host's keys through the score file's writer: a file this arcade cannot write has none to change.
extension ScoreFile: HostKeyStore {
  public func keys(of player: String) -> [SSHPublicKey] {
    withWriter { try $0.keys(of: player) } ?? []
  }

  public func bind(_ key: SSHPublicKey, to player: String, newPlayer: Bool, at date: Date) -> HostKeyBinding? {
    withWriter { try $0.bind(key, to: player, newPlayer: newPlayer, at: date) } ?? nil
  }

  public func removeKey(_ key: SSHPublicKey, of player: String) -> Bool {
    withWriter { try $0.removeKey(key, of: player) } ?? false
  }
}
