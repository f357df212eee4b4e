/// The theme this run must use whatever Settings say, from the command line and the environment.
public enum ThemeForRun {
  /// `--color-theme` wins, then `--no-color`, then `ARCADE_THEME`, then `NO_COLOR` (Plain); nil leaves it to Settings.
  ///
  /// The arcade's own flag and variable are more particular than the general `NO_COLOR`,
  /// as no-color.org asks; `NO_COLOR` still wins over Settings for the run, as it always
  /// did. A `--color-theme` or `ARCADE_THEME` that names no theme is an error, not a silent default.
  public static func choose(
    flag: String?, noColorFlag: Bool, environment: [String: String]
  ) -> Result<ThemeName?, UnknownTheme> {
    if let flag {
      guard let name = ThemeName(typed: flag) else { return .failure(UnknownTheme(given: flag, source: "--color-theme")) }
      return .success(name)
    }
    if noColorFlag { return .success(.plain) }
    if let variable = environment["ARCADE_THEME"], !variable.isEmpty {
      guard let name = ThemeName(typed: variable) else { return .failure(UnknownTheme(given: variable, source: "ARCADE_THEME")) }
      return .success(name)
    }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .success(.plain) }
    return .success(nil)
  }

  /// Dark or Light from `COLORFGBG`, for a player with no theme chosen; nil when it is not set or says nothing.
  public static func detected(environment: [String: String]) -> ThemeName? {
    environment["COLORFGBG"].flatMap(ThemeDetection.theme(colorFGBG:))
  }
}

/// A theme name that is none of the five.
public struct UnknownTheme: Error, CustomStringConvertible {
  public var given: String
  public var source: String

  public var description: String {
    "\(source) \(given): there is no such theme; choose one of \(ThemeName.namesForHelp)."
  }
}
