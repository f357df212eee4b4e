/// What the player chose in Settings.
public struct PlayerSettings: Sendable, Equatable {
  public var playerName: String
  public var colors: Bool
  public var unicode: Bool

  public init(playerName: String, colors: Bool, unicode: Bool) {
    self.playerName = playerName
    self.colors = colors
    self.unicode = unicode
  }
}
