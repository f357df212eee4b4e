import ArcadeCore

/// `ARCADE_IDLE_MINUTES`: the run ends after that many minutes without a key, its round kept for Resume. A host's
/// sessions set it (`arcade host session`); anyone may.
enum IdleLimit {
  static let variable = "ARCADE_IDLE_MINUTES"

  /// Milliseconds, nil for no limit (unset, or not a whole number of minutes a host may set).
  static func milliseconds(environment: [String: String]) -> Int64? {
    guard let minutes = environment[variable].flatMap({ Int($0) }), SSHHostConfig.idleLimits.contains(minutes) else { return nil }
    return Int64(minutes) * 60_000
  }
}
