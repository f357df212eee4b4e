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
      options: MinesweeperChoices.self,
      optionsScreen: { services, choices in MinesweeperOptionsScene(recorder: services.recorder, choices: choices) },
      start: { services, choices in
        // A board the flags could not check (it is checked with the options' own rules) opens the options as remembered.
        guard case .success(let configuration) = choices.configuration else {
          return MinesweeperOptionsScene(recorder: services.recorder, choices: services.player.rememberedOptions(for: .minesweeper) ?? .standard)
        }
        services.player.remember(choices, for: .minesweeper)
        return MinesweeperScene(recorder: services.recorder, choices: choices, configuration: configuration, seed: services.recorder.nextSeed())
      }
    )
    game.daily = .minesweeper
    game.resume = { round, services in MinesweeperScene.resuming(round, services: services) }
    game.formatTime = { formatRaceTime(milliseconds: $0) }
    game.replays(MinesweeperGame.self) { game, services in
      MinesweeperScene(recorder: services.recorder, resuming: game, choices: .of(game), configuration: game.configuration, uid: "")
    }
    game.races(MinesweeperGame.self) { game, services, uid in
      var scene = MinesweeperScene(recorder: services.recorder, resuming: game, choices: .of(game), configuration: game.configuration, uid: uid)
      scene.context = .chosenSeed
      return scene
    }
    game.dealRace = { services in
      // The board the player last chose (Classic at first), guess-free, its centre open for both sides.
      let choices = services.player.rememberedOptions(for: .minesweeper, as: MinesweeperChoices.self) ?? .standard
      guard case .success(let configuration) = choices.configuration else { return nil }
      var dealt = MinesweeperGame(configuration: configuration, seed: services.recorder.nextSeed(), noGuess: true)
      dealt.apply(.reveal(configuration.centre), at: .zero)
      return RoundTape(of: dealt)?.bytes
    }
    return game
  }
}
