import Foundation

/// What binding a key to a name came to.
public enum HostKeyBinding: Hashable, Sendable {
  case bound
  /// The key is someone's already (perhaps this player's): it stays theirs.
  case alreadyBound(to: String)
  /// A new player asked for a name another player's key holds.
  case nameTaken
}

/// A host's players by the keys they log in with: what Settings lists, adds and removes for the player on it.
public protocol HostKeyStore: AnyObject {
  /// `player`'s keys, oldest first.
  func keys(of player: String) -> [SSHPublicKey]
  /// Adds `key` to `player`'s (or, `newPlayer`, binds a first key to a free name); nil when it could not be written.
  func bind(_ key: SSHPublicKey, to player: String, newPlayer: Bool, at date: Date) -> HostKeyBinding?
  /// Takes `key` from `player`; false when it is not theirs, is their last, or could not be written.
  func removeKey(_ key: SSHPublicKey, of player: String) -> Bool
}
