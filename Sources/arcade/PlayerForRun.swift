import ArcadeCore

/// The player a run plays as: `--player NAME`, else `ARCADE_PLAYER`, else none (the score file's player, named in
/// Settings). Two arcades on one file given two names are two players, each with their own look, remembered
/// options, Resume list and first attempts at a daily.
enum PlayerForRun {
  /// The name to play as, nil for the file's player, or one line saying why the name given cannot be one.
  static func choose(flag: String?, environment: [String: String]) -> Result<String?, PlayerNameRefused> {
    let (given, source) = flag.map { ($0, "--player") } ?? (environment["ARCADE_PLAYER"].map { ($0, "ARCADE_PLAYER") } ?? (nil, ""))
    guard let given else { return .success(nil) }
    let name = given.trimmingCharacters(in: .whitespaces)
    // A name is kept and shown as typed: what Settings would not let a person type is refused here too.
    guard !name.isEmpty, name.allSatisfy(PlayerName.accepts), displayWidth(name) <= PlayerName.maxWidth else {
      return .failure(PlayerNameRefused(source: source, name: PlayerName.shown(given)))
    }
    return .success(name)
  }
}

/// A player name from the command line or the environment that Settings would not take.
struct PlayerNameRefused: Error, CustomStringConvertible {
  var source: String
  var name: String
  var description: String {
    "\(source): a player name is 1 to \(PlayerName.maxWidth) columns of printable characters, not '\(name)'"
  }
}
