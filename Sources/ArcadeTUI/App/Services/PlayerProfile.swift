import ArcadeCore
import Foundation

/// The player of this run: what they chose in Settings, and what the arcade remembers for them (the options each
/// game was last started with, the instructions they have seen), kept in the store's settings.
///
/// A run named by `--player` (two people on one score file) is that player: the name is fixed for the run and the
/// look they choose is kept under their name, so ana's theme is not eve's. A run without one is the file's player,
/// named in Settings, as before players had names of their own.
public final class PlayerProfile {
  public private(set) var settings: PlayerSettings
  private let storage: ScoreAccess
  /// The name `--player` gave the run, or nil for the file's player.
  public let namedForRun: String?
  private let keys: SettingKey.Keys

  public init(settings: PlayerSettings, storage: ScoreAccess, namedForRun: String? = nil) {
    self.settings = settings
    self.storage = storage
    self.namedForRun = namedForRun
    keys = SettingKey.Keys(player: namedForRun)
    if let namedForRun { self.settings.playerName = namedForRun }
  }

  public var name: String { settings.playerName }

  public func update(_ new: PlayerSettings) {
    let renamed = new.playerName != settings.playerName ? settings.playerName : nil
    settings = new
    if let namedForRun { settings.playerName = namedForRun }
    guard let scores = storage.scores else { return }
    do {
      if namedForRun == nil { try scores.setSetting(keys.playerName, new.playerName) }
      // Resume lists a player's own rounds: the ones left under the old name follow the new one.
      if namedForRun == nil, let renamed, !scores.moveUnfinished(from: renamed, to: new.playerName) {
        storage.report("Unfinished rounds stay under \(PlayerName.shown(renamed)) for now: the score file cannot be written.")
      }
      // Colours on or off is written too, for an older arcade reading the same file.
      try scores.setSetting(keys.colors, String(new.theme != .plain))
      try scores.setSetting(keys.theme, new.theme?.rawValue ?? SettingKey.themeFromTerminal)
      try scores.setSetting(keys.unicode, String(new.unicode))
      try scores.setSetting(keys.sound, String(new.sound))
    } catch {
      storage.report("\(error)")
    }
  }

  /// The settings kept in `store`, over those the run started with.
  func load(from store: any SettingsStore) {
    do {
      var stored: [String: String] = [:]
      for key in [keys.playerName, keys.colors, keys.theme, keys.unicode, keys.sound] {
        if let value = try store.setting(key) { stored[key] = value }
      }
      apply(stored)
    } catch {
      storage.report("\(error)")
    }
  }

  /// Settings read as the store keeps them, by key.
  func apply(_ stored: [String: String]) {
    if namedForRun == nil, let name = stored[keys.playerName], !name.isEmpty { settings.playerName = name }
    if let theme = stored[keys.theme] {
      settings.theme = ThemeName(rawValue: theme)
    } else if stored[keys.colors].flatMap(Bool.init) == false {
      // Stored before themes: colours turned off is the Plain theme.
      settings.theme = .plain
    }
    if let unicode = stored[keys.unicode].flatMap(Bool.init) { settings.unicode = unicode }
    if let sound = stored[keys.sound].flatMap(Bool.init) { settings.sound = sound }
  }

  /// The options this player last started the game with (this run or an earlier one), if any were kept.
  public func rememberedOptions<Options: GameOptions>(for game: GameID, as type: Options.Type = Options.self) -> Options? {
    guard let text = try? storage.scores?.setting(optionsKey(game)) else { return nil }
    return Options(rememberedJSON: text)
  }

  /// The options this player last started the game with, as the JSON they are kept in (read without the
  /// command-line parser, whose first use costs more than a frame).
  public func rememberedOptionsJSON(for game: GameID) -> [String: Any]? {
    guard let text = (try? storage.scores?.setting(optionsKey(game))) ?? nil else { return nil }
    return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
  }

  /// Keeps the options a game was started with, per player, to offer them again next time.
  public func remember<Options: GameOptions>(_ options: Options, for game: GameID) {
    guard let text = options.rememberedJSON, let scores = storage.scores else { return }
    do {
      try scores.setSetting(optionsKey(game), text)
    } catch {
      storage.report("\(error)")
    }
  }

  /// Whether this player has seen the game's show-once instructions.
  public func hasSeenInstructions(for game: GameID) -> Bool {
    (try? storage.scores?.setting("instructions.\(game.rawValue).\(name)")) == "seen"
  }

  public func markInstructionsSeen(for game: GameID) {
    do {
      try storage.scores?.setSetting("instructions.\(game.rawValue).\(name)", "seen")
    } catch {
      storage.report("\(error)")
    }
  }

  private func optionsKey(_ game: GameID) -> String { "options.\(game.rawValue).\(name)" }
}

/// Names of the player settings kept in the store's key-value table.
public enum SettingKey {
  public static let playerName = "player.name"
  public static let colors = "display.colors"
  public static let theme = "display.theme"
  /// The stored theme of a player who chose to have it found from the terminal.
  public static let themeFromTerminal = "auto"
  public static let unicode = "display.unicode"
  public static let sound = "sound.bell"

  /// The keys of one player's look: the file's player's as above, a player named for the run's with their name after
  /// (`display.theme.ana`), so two players on one file keep their own.
  struct Keys {
    let playerName, colors, theme, unicode, sound: String

    init(player: String?) {
      let suffix = player.map { "." + $0 } ?? ""
      (playerName, colors, theme) = (SettingKey.playerName + suffix, SettingKey.colors + suffix, SettingKey.theme + suffix)
      (unicode, sound) = (SettingKey.unicode + suffix, SettingKey.sound + suffix)
    }
  }
}
