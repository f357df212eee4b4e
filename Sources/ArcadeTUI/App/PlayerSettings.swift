/// What the player chose in Settings.
public struct PlayerSettings: Sendable, Equatable {
  public var playerName: String
  public var colors: Bool
  public var unicode: Bool
  /// The terminal bell on a win, a loss and a new best (off unless the player turns it on).
  public var sound: Bool

  public init(playerName: String, colors: Bool, unicode: Bool, sound: Bool = false) {
    self.playerName = playerName
    self.colors = colors
    self.unicode = unicode
    self.sound = sound
  }
}
