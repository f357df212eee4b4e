import ArcadeCore
import Glibc
import ArcadeStore
import ArcadeTUI

/// Opens the score database for the front end: `--db`, else ARCADE_DB, else the XDG data folder.
enum StoreWiring {
  static func open(path: String?, environment: [String: String]) -> Result<any ScoreKeeping, any Error> {
    guard let location = StoreLocation.resolve(explicitPath: path, environment: environment) else {
      return .failure(StoreWiringError.noLocation)
    }
    do {
      let store = try ScoreStore.openCreating(at: location.path)
      return .success(store)
    } catch {
      return .failure(error)
    }
  }
}

extension StoreWiring {
  /// Whether the database file is already there (then opening it is quick).
  static func exists(path: String?, environment: [String: String]) -> Bool {
    guard let location = StoreLocation.resolve(explicitPath: path, environment: environment) else { return false }
    return access(location.path, F_OK) == 0
  }
}

/// Why no database path could be worked out.
enum StoreWiringError: Error, CustomStringConvertible {
  case noLocation

  var description: String {
    "no place for the score database: HOME is not set; pass --db PATH or set ARCADE_DB (scores will not be saved)"
  }
}

extension ScoreStore: ScoreKeeping {
  public func recentRounds(game: GameID, player: String, limit: Int) throws -> [PlayedRound] {
    try recentRounds(game: game, player: player, variant: nil, limit: limit)
  }

  public func setSetting(_ key: String, _ value: String) throws {
    let optional: String? = value
    try setSetting(key, optional)
  }
}
