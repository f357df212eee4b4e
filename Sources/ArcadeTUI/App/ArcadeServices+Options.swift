import ArcadeCore
import Foundation

extension ArcadeServices {
  /// The options this player last started the game with (this run or an earlier one), if any were kept.
  public func rememberedOptions<Options: GameOptions>(for game: GameID, as type: Options.Type = Options.self) -> Options? {
    guard let text = try? scores?.setting(optionsKey(game)) else { return nil }
    return Options(rememberedJSON: text)
  }

  /// The options this player last started the game with, as the JSON they are kept in (read without the
  /// command-line parser, whose first use costs more than a frame).
  public func rememberedOptionsJSON(for game: GameID) -> [String: Any]? {
    guard let text = (try? scores?.setting(optionsKey(game))) ?? nil else { return nil }
    return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
  }

  /// Keeps the options a game was started with, per player, to offer them again next time.
  public func remember<Options: GameOptions>(_ options: Options, for game: GameID) {
    guard let text = options.rememberedJSON, let scores else { return }
    do {
      try scores.setSetting(optionsKey(game), text)
    } catch {
      report("\(error)")
    }
  }

  /// Whether this player has seen the game's show-once instructions.
  public func hasSeenInstructions(for game: GameID) -> Bool {
    (try? scores?.setting("instructions.\(game.rawValue).\(settings.playerName)")) == "seen"
  }

  public func markInstructionsSeen(for game: GameID) {
    do {
      try scores?.setSetting("instructions.\(game.rawValue).\(settings.playerName)", "seen")
    } catch {
      report("\(error)")
    }
  }

  private func optionsKey(_ game: GameID) -> String { "options.\(game.rawValue).\(settings.playerName)" }
}
