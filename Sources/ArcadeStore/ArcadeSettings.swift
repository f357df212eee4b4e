import Foundation

/// The player's preferences, kept in the score database's `setting` table.
public struct ArcadeSettings: Sendable, Hashable {
  /// The name rounds are saved under; nil until the player gives one.
  public var playerName: String?
  public var colors: Bool
  /// Unicode box drawing and symbols; false draws with ASCII only.
  public var unicode: Bool
  /// Identifiers (e.g. a `GameID` raw value) of instruction screens already shown once.
  public var instructionsSeen: Set<String>

  public init(playerName: String? = nil, colors: Bool = true, unicode: Bool = true, instructionsSeen: Set<String> = []) {
    self.playerName = playerName
    self.colors = colors
    self.unicode = unicode
    self.instructionsSeen = instructionsSeen
  }

  /// What a new player starts with.
  public static let defaults = ArcadeSettings()

  /// The setting keys, as stored.
  enum Key {
    static let playerName = "player.name"
    static let colors = "display.colors"
    static let unicode = "display.unicode"
    static let instructionsSeen = "instructions.seen"
  }

  /// Reads the settings; keys never set, or holding values this version cannot read, take their defaults.
  public static func load(from store: ScoreStore) throws(StoreError) -> ArcadeSettings {
    let stored = try store.allSettings()
    var settings = ArcadeSettings.defaults
    settings.playerName = stored[Key.playerName]
    settings.colors = stored[Key.colors].flatMap(Bool.init) ?? settings.colors
    settings.unicode = stored[Key.unicode].flatMap(Bool.init) ?? settings.unicode
    if let seen = stored[Key.instructionsSeen]?.data(using: .utf8),
      let list = try? JSONDecoder().decode([String].self, from: seen)
    {
      settings.instructionsSeen = Set(list)
    }
    return settings
  }

  /// Writes every field in one transaction.
  public func save(to store: ScoreStore) throws(StoreError) {
    let seen = (try? JSONEncoder().encode(instructionsSeen.sorted())).flatMap { String(data: $0, encoding: .utf8) }
    try store.setSettings([
      Key.playerName: playerName,
      Key.colors: String(colors),
      Key.unicode: String(unicode),
      Key.instructionsSeen: seen ?? "[]",
    ])
  }
}
