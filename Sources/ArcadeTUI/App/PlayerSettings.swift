/// What the player chose in Settings.
public struct PlayerSettings: Sendable, Equatable {
  public var playerName: String
  /// The theme the player chose; nil until they choose one, and then it is found from the terminal.
  public var theme: ThemeName?
  public var unicode: Bool
  /// The terminal bell on a win, a loss and a new best (off unless the player turns it on).
  public var sound: Bool

  public init(playerName: String, theme: ThemeName? = nil, unicode: Bool, sound: Bool = false) {
    self.playerName = playerName
    self.theme = theme
    self.unicode = unicode
    self.sound = sound
  }
}
