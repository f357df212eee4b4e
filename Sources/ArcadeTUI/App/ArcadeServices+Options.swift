import ArcadeCore
import Foundation

extension ArcadeServices {
  /// The options this player last started the game with (this run or an earlier one), if any were kept.
  public func rememberedOptions<Options: Codable>(for game: GameID, as type: Options.Type = Options.self) -> Options? {
    guard let text = try? scores?.setting(optionsKey(game)) else { return nil }
    return try? JSONDecoder().decode(Options.self, from: Data(text.utf8))
  }

  /// Keeps the options a game was started with, per player, to offer them again next time.
  public func remember<Options: Codable>(_ options: Options, for game: GameID) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    guard let data = try? encoder.encode(options), let scores else { return }
    do {
      try scores.setSetting(optionsKey(game), String(decoding: data, as: UTF8.self))
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
