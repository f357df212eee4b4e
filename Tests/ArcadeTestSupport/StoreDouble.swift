import ArcadeCore

/// A store for tests to fake one behaviour on: everything goes to `inner` (an in-memory keeper unless given another)
/// unless a subclass overrides it.
open class StoreDouble: ScoreKeeping {
  public let inner: any ScoreKeeping

  public init(_ inner: any ScoreKeeping) { self.inner = inner }

  public convenience init(rounds: [PlayedRound] = []) { self.init(MemoryScoreKeeper(rounds: rounds)) }

  open func keep(_ round: PlayedRound) -> SaveResult { inner.keep(round) }
  open func rounds(matching selection: RoundSelection) throws -> [PlayedRound] { try inner.rounds(matching: selection) }
  open func recentRounds(game: GameID, player: String, limit: Int) throws -> [PlayedRound] {
    try inner.recentRounds(game: game, player: player, limit: limit)
  }
  open var waitingRounds: [PlayedRound] { inner.waitingRounds }
  open var boardsNote: String? { inner.boardsNote }
  open func importLines(for rounds: [PlayedRound]) -> [String] { inner.importLines(for: rounds) }

  @discardableResult
  open func keepUnfinished(_ round: UnfinishedRound) -> Bool { inner.keepUnfinished(round) }
  open func unfinishedRounds(of player: String, limit: Int) -> [UnfinishedRound] { inner.unfinishedRounds(of: player, limit: limit) }
  @discardableResult
  open func discardUnfinished(uid: String) -> Bool { inner.discardUnfinished(uid: uid) }
  open func moveUnfinished(from player: String, to newName: String) -> Bool { inner.moveUnfinished(from: player, to: newName) }

  open func dailyRounds(player: String, since: DailyDate?) throws -> [PlayedRound] {
    try inner.dailyRounds(player: player, since: since)
  }
  open func finishedDailies(player: String) throws -> [DailyPlayed] { try inner.finishedDailies(player: player) }
  open func claimSetting(_ key: String, _ value: String) -> String? { inner.claimSetting(key, value) }

  open func setting(_ key: String) throws -> String? { try inner.setting(key) }
  open func setSetting(_ key: String, _ value: String) throws { try inner.setSetting(key, value) }
  open var settingsNotKept: String? { inner.settingsNotKept }

  open func prepareForWriting() { inner.prepareForWriting() }
  open var statusLine: String? { inner.statusLine }
  open func finish() -> [String] { inner.finish() }
}
