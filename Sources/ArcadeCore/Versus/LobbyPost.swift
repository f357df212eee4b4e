import Foundation

/// What the Versus lobby lists: a challenge or a race, posted at a time and open until someone takes it. Its moves, its
/// tapes and its taking are timed from when it was posted.
public protocol LobbyPost: Sendable {
  var uid: String { get }
  var createdAt: Date { get }
  /// Nobody has taken it yet.
  var isOpen: Bool { get }
}

extension LobbyPost {
  /// Milliseconds from when it was posted to `date` (0 before).
  public func milliseconds(at date: Date) -> Int64 { max(0, Int64((date.timeIntervalSince(createdAt) * 1000).rounded(.down))) }
}

extension Sequence where Element: LobbyPost {
  /// The open ones (or the taken ones), newest first, at most `limit`: what a store lists.
  public func newestFirst(open: Bool, limit: Int) -> [Element] {
    Array(filter { $0.isOpen == open }.sorted { $0.createdAt > $1.createdAt }.prefix(Swift.max(0, limit)))
  }
}
