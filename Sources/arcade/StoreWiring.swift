import ArcadeCore
import ArcadeShared
import ArcadeStore
import Glibc

/// Opens the score store for the front end: a file (`--db PATH`, else ARCADE_DB, else the XDG data folder),
/// or a shared board (`--db postgres://…`) in front of the local file.
enum StoreWiring {
  /// Only reads the file (see `ScoreFile`) and touches no network: checking the file, opening it for writing
  /// and connecting to a shared board wait until the first frame is up.
  static func open(db: String?, local: String?, environment: [String: String]) -> Result<any ScoreKeeping, any Error> {
    // The boards re-deal rounds of the games dealt from content from the content this arcade reads (read only
    // when such a round is first checked).
    let games = GameDefinitions.arcade.reading(ContentLibrary(dataDirectory: DataDirectory.locate(environment: environment)))
    do {
      switch try StoreTarget.resolve(db: db, local: local, environment: environment) {
      case .file(let location):
        return .success(ScoreFile(path: location.path, games: games, checksSavedRounds: true))
      case .shared(let url, let local):
        #if SharedBoard
          let sync = SharedBoardSync(client: SharedBoardClient(url: url, games: games), localPath: local.path)
          // A host's players share its one login on the server, but each is their own player on its file.
          let hosted = environment[HostLogin.hostedVariable] == "1"
          return .success(SharedScoreKeeper(
            local: ScoreFile(path: local.path, games: games, checksSavedRounds: true), sync: sync, versusOnLocalFile: hosted))
        #else
          // `resolve` names no shared board in a build without one.
          _ = (url, local)
          return .failure(StoreTargetError.sharedBoardNotBuiltIn)
        #endif
      }
    } catch {
      return .failure(error)
    }
  }
}

extension StoreWiring {
  /// The local database file, when it is already there (then its settings can shape the first frame).
  static func existingFile(db: String?, local: String?, environment: [String: String]) -> String? {
    guard let target = try? StoreTarget.resolve(db: db, local: local, environment: environment) else {
      return nil
    }
    let path = target.localLocation.path
    return access(path, F_OK) == 0 ? path : nil
  }
}
