/// Where the score database lives, and which setting chose it.
public struct StoreLocation: Sendable, Hashable {
  /// What decided the path, in order of precedence.
  public enum Source: Sendable, Hashable {
    case option, environment, xdgDataHome, home
  }

  public var path: String
  public var source: Source

  public init(path: String, source: Source) {
    self.path = path
    self.source = source
  }

  /// The file name inside the data folder.
  public static let fileName = "arcade.sqlite"
  /// The folder under the data home.
  public static let folderName = "swift-arcade"

  /// Resolves the database path: `--db PATH`, then `ARCADE_DB`, then `$XDG_DATA_HOME/swift-arcade/arcade.sqlite`,
  /// then `$HOME/.local/share/swift-arcade/arcade.sqlite`.
  ///
  /// A pure function of its arguments (pass `ProcessInfo.processInfo.environment`), so tests
  /// can try every case. Empty values count as unset; a relative `XDG_DATA_HOME` is ignored,
  /// as the XDG spec asks; a leading `~/` in `--db` or `ARCADE_DB` is expanded with `HOME`.
  /// Returns nil only when nothing names a path and `HOME` is unset.
  public static func resolve(explicitPath: String?, environment: [String: String]) -> StoreLocation? {
    func value(_ raw: String?) -> String? {
      guard let raw, !raw.isEmpty else { return nil }
      return raw
    }
    let home = value(environment["HOME"])
    func expandingTilde(_ path: String) -> String {
      guard let home, path == "~" || path.hasPrefix("~/") else { return path }
      return joined(home, String(path.dropFirst(2)))
    }

    if let explicit = value(explicitPath) {
      return StoreLocation(path: expandingTilde(explicit), source: .option)
    }
    if let fromEnvironment = value(environment["ARCADE_DB"]) {
      return StoreLocation(path: expandingTilde(fromEnvironment), source: .environment)
    }
    if let dataHome = value(environment["XDG_DATA_HOME"]), dataHome.hasPrefix("/") {
      return StoreLocation(path: joined(joined(dataHome, folderName), fileName), source: .xdgDataHome)
    }
    if let home {
      let dataHome = joined(joined(home, ".local"), "share")
      return StoreLocation(path: joined(joined(dataHome, folderName), fileName), source: .home)
    }
    return nil
  }

  private static func joined(_ folder: String, _ name: String) -> String {
    if name.isEmpty { return folder }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
