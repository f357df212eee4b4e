/// The player's settings, kept as text under keys (`SettingKey`) beside the rounds.
public protocol SettingsStore: AnyObject {
  func setting(_ key: String) throws -> String?
  func setSetting(_ key: String, _ value: String) throws
  /// Why settings changed now will not outlast this run, or nil when they are saved with the scores.
  var settingsNotKept: String? { get }
}
