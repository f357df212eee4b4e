import ArcadeCore
import ArcadeStore
import ArcadeTUI
import Glibc

/// Opens the score database for the front end: `--db`, else ARCADE_DB, else the XDG data folder.
enum StoreWiring {
  /// Only reads the file (see `ScoreFile`): checking it and opening it for writing wait until the first frame is up.
  static func open(path: String?, environment: [String: String]) -> Result<any ScoreKeeping, any Error> {
    guard let location = StoreLocation.resolve(explicitPath: path, environment: environment) else {
      return .failure(StoreWiringError.noLocation)
    }
    return .success(ScoreFile(path: location.path))
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

extension ScoreFile: ScoreKeeping {
  public func save(_ round: PlayedRound) throws -> Int64 {
    switch keep(round) {
    case .saved(let id): return id
    case .waiting(let reason, _), .keptForSession(let reason): throw SaveProblem(description: reason)
    }
  }

  public func keep(_ round: PlayedRound) -> SaveResult {
    switch save(round) as RoundSaveOutcome {
    case .saved(let id): .saved(id: id)
    case .waiting(let reason, let journal): .waiting(reason: reason, journal: journal)
    case .notKept(let reason): .keptForSession(reason: reason)
    }
  }

  public var waitingRounds: [PlayedRound] {
    waiting.map { waiting in
      var round = waiting.round
      // A negative id of its own for this run, far below the session-only rounds' -1, -2…
      round.id = -(1 << 40) - Int64(UInt32(truncatingIfNeeded: waiting.uid.hashValue))
      return round
    }
  }
}

/// Why a round was not saved, for callers of the plain `save` that only take an id or an error.
struct SaveProblem: Error, CustomStringConvertible {
  var description: String
}
