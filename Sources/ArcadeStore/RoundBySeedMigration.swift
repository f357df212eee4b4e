import GRDB

/// Schema v6: rounds found by their game and seed, for the copy check. A copy is dealt from the same seed as its
/// original whatever its times say (`RoundPlay.isCopy(of:)`), and few rounds share a seed, so one lookup finds the
/// rounds to compare it with.
enum RoundBySeedMigration {
  static func migrate(_ db: Database) throws {
    try db.execute(sql: "CREATE INDEX round_by_seed ON round(game, seed, id) WHERE tape IS NOT NULL")
  }
}
