import ArcadeCore

extension ArcadeGame {
  /// Minesweeper: guess-free boards by default, chords, flags and hints.
  static var minesweeper: ArcadeGame {
    var game = ArcadeGame(
      definition: .minesweeper, title: "Minesweeper", tagline: "clear the field without a bang",
      rules: [
        "Reveal every cell without a mine. A number counts the mines around its cell.",
        "Boards are guess-free by default: logic alone always finds a safe cell.",
        "Ranked by time on each preset; a game with hints or an undo (u takes back a loss) stays off the board.",
      ],
      flags: MinesweeperFlags.self,
      launch: { given in
        guard let choices = given, case .success(let configuration) = choices.configuration else {
          return { services in MinesweeperOptionsScene(
            recorder: services.recorder, choices: services.player.rememberedOptions(for: .minesweeper) ?? .standard) }
        }
        return { services in
          services.player.remember(choices, for: .minesweeper)
          return MinesweeperScene(
            recorder: services.recorder, choices: choices, configuration: configuration, seed: services.recorder.nextSeed())
        }
      },
      generator: GameGenerator(MinesweeperGenerateOptions.self)
    )
    game.daily = .minesweeper
    game.resume = { round, services in MinesweeperScene.resuming(round, services: services) }
    game.formatTime = { formatRaceTime(milliseconds: $0) }
    game.replay = { bytes, services in
      ReplayTape.of(bytes, as: MinesweeperGame.self, services: services) { game, _ in
        let choices = MinesweeperChoices(preset: game.configuration.preset, noGuess: game.noGuess, questionMarks: game.questionMarks)
        return MinesweeperScene(recorder: services.recorder, resuming: game, choices: choices, configuration: game.configuration, uid: "")
      }
    }
    return game
  }
}
