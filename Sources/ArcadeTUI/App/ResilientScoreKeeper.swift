import ArcadeCore

/// The store as scenes see it: the database when it works, and this session's rounds when it does not.
///
/// A round whose save fails (a read-only file, a full disk) is kept in memory,
/// so the leaderboard that opens after it still shows it; the problem itself
/// goes to the status line. Nothing is retried or written elsewhere.
final class ResilientScoreKeeper: ScoreKeeping {
  private let database: (any ScoreKeeping)?
  private let unsaved = MemoryScoreKeeper()
  private let report: (String) -> Void

  init(database: (any ScoreKeeping)?, report: @escaping (String) -> Void) {
    self.database = database
    self.report = report
  }

  func save(_ round: PlayedRound) throws -> Int64 {
    if let database {
      do {
        return try database.save(round)
      } catch {
        report("\(error)")
      }
    }
    // Negative ids cannot collide with the database's.
    return -(try unsaved.save(round))
  }

  func rounds(matching selection: RoundSelection) throws -> [PlayedRound] {
    let kept = try unsaved.rounds(matching: selection).map(Self.negated)
    guard let database else { return kept }
    let stored = try database.rounds(matching: selection)
    if kept.isEmpty { return stored }
    return try MemoryScoreKeeper.ordered(stored + kept, by: selection)
  }

  func recentRounds(game: GameID, player: String, limit: Int) throws -> [PlayedRound] {
    let kept = try unsaved.recentRounds(game: game, player: player, limit: limit).map(Self.negated)
    let stored = try database?.recentRounds(game: game, player: player, limit: limit) ?? []
    return Array((kept + stored).prefix(limit))
  }

  func setting(_ key: String) throws -> String? {
    try database?.setting(key) ?? unsaved.setting(key)
  }

  func setSetting(_ key: String, _ value: String) throws {
    try unsaved.setSetting(key, value)
    try database?.setSetting(key, value)
  }

  private static func negated(_ round: PlayedRound) -> PlayedRound {
    var copy = round
    copy.id = copy.id.map { -$0 }
    return copy
  }
}
