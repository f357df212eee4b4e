import Glibc

/// The environment variables the arcade reads, looked up one by one.
///
/// `ProcessInfo.environment` copies the whole environment into a dictionary, which cost a noticeable
/// part of the time to the first frame; these few lookups cost nothing.
enum LaunchEnvironment {
  static let names = ["ARCADE_DB", "ARCADE_DATA", "HOME", "XDG_DATA_HOME", "NO_COLOR", "ARCADE_THEME", "ARCADE_PLAYER", "COLORFGBG", "PGPASSWORD", "PGPASSFILE", IdleLimit.variable, HostLogin.hostedVariable]

  static func current() -> [String: String] {
    var values: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { values[name] = String(cString: value) }
    }
    return values
  }
}
