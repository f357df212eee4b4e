import ArcadeTUI

/// Opens the score database for the front end (replaced by the SQLite store when it lands).
enum StoreWiring {
  static func open(path: String?, environment: [String: String]) -> Result<any ScoreKeeping, any Error> {
    .success(MemoryScoreKeeper())
  }
}
