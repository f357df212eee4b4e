import ArcadeShared
import ArcadeStore

/// What `--db`, `--local` and `ARCADE_DB` name: a score file, or a shared board with the local file
/// every round is saved in first.
enum StoreTarget: Equatable {
  case file(StoreLocation)
  case shared(SharedBoardURL, local: StoreLocation)

  /// `--db` wins over `ARCADE_DB`; a `postgres://` value names a shared board, anything else a file, as before.
  /// With a shared board, the local file is `--local PATH`, else `ARCADE_DB` when that names a file, else the default file.
  static func resolve(db: String?, local: String?, environment: [String: String]) throws(StoreTargetError) -> StoreTarget {
    let named = [db, environment["ARCADE_DB"]].compactMap { $0 }.first { !$0.isEmpty }
    if let named, SharedBoardURL.isServer(named), !sharedBoardIsBuiltIn { throw .sharedBoardNotBuiltIn }
    guard let named, SharedBoardURL.isServer(named) else {
      if let local, !local.isEmpty { throw .localWithoutBoard }
      guard let location = StoreLocation.resolve(explicitPath: db, environment: environment) else { throw .noLocation }
      return .file(location)
    }
    let url: SharedBoardURL
    do {
      url = try SharedBoardURL(parsing: named, environment: environment)
    } catch {
      throw .badBoard(error)
    }
    var localEnvironment = environment
    if let fromEnvironment = environment["ARCADE_DB"], SharedBoardURL.isServer(fromEnvironment) {
      localEnvironment["ARCADE_DB"] = nil
    }
    guard let location = StoreLocation.resolve(explicitPath: local, environment: localEnvironment) else { throw .noLocation }
    return .shared(url, local: location)
  }

  /// Whether this build has the shared board (the `SharedBoard` trait: `make run SHARED_BOARD=1`).
  static var sharedBoardIsBuiltIn: Bool {
    #if SharedBoard
      true
    #else
      false
    #endif
  }

  /// The line to print, before the terminal is taken, when `--db` or `ARCADE_DB` names a shared board this build
  /// does not have; nil otherwise.
  static func missingSharedBoard(db: String?, environment: [String: String]) -> String? {
    let named = [db, environment["ARCADE_DB"]].compactMap { $0 }.first { !$0.isEmpty }
    guard let named, SharedBoardURL.isServer(named), !sharedBoardIsBuiltIn else { return nil }
    return StoreTargetError.sharedBoardNotBuiltIn.description
  }

  /// The SQLite file this run reads and writes.
  var localLocation: StoreLocation {
    switch self {
    case .file(let location), .shared(_, let location): location
    }
  }
}

/// Why `--db`, `--local` and `ARCADE_DB` name nothing usable.
enum StoreTargetError: Error, CustomStringConvertible {
  case noLocation
  case localWithoutBoard
  case badBoard(SharedBoardError)
  /// The build left the shared board out.
  case sharedBoardNotBuiltIn

  var description: String {
    switch self {
    case .noLocation:
      "no place for the score database: HOME is not set; pass --db PATH or set ARCADE_DB (scores will not be saved)"
    case .localWithoutBoard:
      "--local names the local file of a shared board (--db postgres://USER@HOST:PORT/DB); for a file alone, use --db PATH"
    case .badBoard(let error):
      "\(error)"
    case .sharedBoardNotBuiltIn:
      "this arcade was built without the shared board (postgres://); build it in with `make run SHARED_BOARD=1` or `make install SHARED_BOARD=1`"
    }
  }
}
