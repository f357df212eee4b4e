import ArcadeCore
import ArcadeTUI

/// Tally's options: a hard one deals a target of 20 to 30.
public struct TallyChoices: GameOptions {
  public var hard = false

  public init() {}

  public static let standard = TallyChoices()
  public static let rememberedKeys: Set<String> = ["hard"]
}

extension ArcadeGame {
  /// Tally's entry, over its core definition: everything the menu, `arcade play`, Resume, replays, the daily and
  /// the boards need, and nothing else names the game.
  public static var tally: ArcadeGame {
    var game = ArcadeGame(
      definition: .tally, title: "Tally", tagline: "add up to the target", rules: ["Add 1, 2 or 3; reach the target exactly."],
      options: TallyChoices.self,
      launch: { given in
        { services in
          TallyScene(recorder: services.recorder, seed: services.recorder.nextSeed(), hard: given?.hard ?? false, now: services.now())
        }
      })
    game.resume = { round, services in
      services.resumed(round, as: TallyGame.self).map { TallyScene(recorder: services.recorder, resuming: $0, uid: round.uid, context: round.context) }
    }
    game.replay = { bytes, services in
      ReplayTape.of(bytes, as: TallyGame.self, services: services) { game, services in
        TallyScene(recorder: services.recorder, resuming: game, uid: "")
      }
    }
    game.daily = DailyGame(game: TallyGame.id) { _, _, seed, _ in
      var choices = TallyChoices()
      choices.hard = true
      return DailyOpening.of(TallyGame(seed: seed, hard: true), options: choices)
    }
    return game
  }
}

extension GameRegistry {
  /// The arcade's games and Tally, registered by one line.
  public static var withTally: GameRegistry { GameRegistry(GameRegistry.arcade().games + [.tally]) }
}
