import ArcadeCore
import Foundation
import Synchronization

/// Reading boards and settings: through the read-only connection, a damaged file never written afterwards.
extension ScoreFile {
  /// Runs `body` on the store reads use; a damaged file found here is never written afterwards.
  func reading<T>(_ empty: T, _ body: (ScoreStore) throws(StoreError) -> T) throws(StoreError) -> T {
    let (reader, problem) = state.withLock { ($0.reader, $0.readProblem) }
    guard let reader else {
      // A lock may go away: say so. A file that cannot be read at all has its line on the menu already.
      if case .busy? = problem, let problem { throw problem }
      return empty
    }
    do {
      return try body(reader)
    } catch {
      noteFailure(error)
      throw error
    }
  }

  public func rounds(matching selection: RoundSelection) throws(StoreError) -> [PlayedRound] {
    try reading([]) { store throws(StoreError) in try store.rounds(matching: selection) }
  }

  public func recentRounds(game: GameID, player: String, limit: Int) throws(StoreError) -> [PlayedRound] {
    try reading([]) { store throws(StoreError) in
      try store.recentRounds(game: game, player: player, variant: nil, limit: limit)
    }
  }

  /// `player`'s finished dailies from `since` on (ranked and practice), without their moves.
  public func dailyRounds(player: String, since: DailyDate?) throws(StoreError) -> [PlayedRound] {
    try reading([]) { store throws(StoreError) in try store.dailyRounds(player: player, games: games.dailyGames, since: since) }
  }

  /// Every finished daily of `player`: its game and variant.
  public func finishedDailies(player: String) throws(StoreError) -> [DailyPlayed] {
    try reading([]) { store throws(StoreError) in try store.finishedDailies(player: player, games: games.dailyGames) }
  }

  /// A setting: one changed in this run and still waiting to be written wins over the stored one.
  public func setting(_ key: String) throws(StoreError) -> String? {
    if let pending = state.withLock({ $0.pendingSettings[key] }) { return pending }
    return try reading(nil) { store throws(StoreError) in try store.setting(key) }
  }

  /// Stores `value` under `key` unless one is there, and returns the one kept; nil when the file cannot be written
  /// now. The file is checked here if no one has started to; a check under way is waited for, up to a second.
  public func claimSetting(_ key: String, _ value: String) -> String? {
    if case .notChecked = state.withLock({ $0.writing }) { checkForWriting() }
    let deadline = Date().addingTimeInterval(1)
    while case .checking = state.withLock({ $0.writing }), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    guard let store = writableStore else { return nil }
    return try? store.claimSetting(key, value)
  }

  /// Writes the setting when the file can be written; otherwise keeps it for when it can (this run only).
  public func setSetting(_ key: String, _ value: String) throws(StoreError) {
    let writing = state.withLock { state -> Writing in
      state.pendingSettings[key] = value
      return state.writing
    }
    guard case .ready(let store) = writing else {
      if case .notChecked = writing { checkForWriting() }
      if case .refused(let error) = state.withLock({ $0.writing }) { throw error }
      return
    }
    flush(into: store)
    if let problem = state.withLock({ $0.lastProblem }) { throw problem }
  }
}

extension ScoreFile {
  /// What the last board read hid ("2 rounds hidden: their moves do not give their score"); nil when nothing was.
  public var boardsNote: String? {
    state.withLock { $0.reader }?.lastCheck.withLock { $0.note }
  }
}
