import ArcadeTestSupport
import ArcadeCore
import ArcadeStore
import ArgumentParser
import Foundation
@testable import ArcadeTUI
@testable import arcade

/// The fake game's one option, `--level N` from 1 to 9.
struct FakeGameChoices: GameOptions {
  var level: Int?

  static let standard = FakeGameChoices()
  static let rememberedKeys: Set<String> = ["level"]

  func problem(remembered: Bool) -> String? {
    guard let level, !(1...9).contains(level) else { return nil }
    return "--level must be a whole number from 1 to 9, not \(level)"
  }
}

/// The fake game's command line.
struct FakeGameFlags: GameFlags {
  @Option(help: ArgumentHelp("The level, 1 to 9.", valueName: "n"))
  var level: Int?

  var options: FakeGameChoices { FakeGameChoices(level: level) }
}

/// The fake game's front-end entry, registered by itself beside the arcade's six.
extension FakeGame {
  /// The entry: a `--level` option and a scene that says which level it was started at.
  static var entry: ArcadeGame {
    ArcadeGame(
    definition: GameDefinition(
      id: id, engines: [], details: TallyDetails.self, boards: { _ in GameBoards(game: id, boards: [board], emptyHint: "Play the fake game.") }),
    title: "FakeGame", tagline: "a game only tests play",
    rules: ["Fake rules: press any key."],
    options: FakeGameChoices.self,
    launch: { given in
      { _ in NotReadyScene(name: "FakeGame", message: given?.level.map { "level \($0)" }) }
    })
  }

  /// The arcade's six games and the fake one.
  static var registry: GameRegistry { GameRegistry(GameRegistry.arcade().games + [entry]) }

  /// The arcade's command lines and the fake game's.
  static var commandLines: GameCommandLines {
    var lines = GameCommandLines.arcade
    lines.flags.append(FakeGameFlags.self)
    return lines
  }
}
