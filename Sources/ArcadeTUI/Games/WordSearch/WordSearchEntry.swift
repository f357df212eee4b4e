import ArcadeCore

extension ArcadeGame {
  /// WordSearch: themed puzzles in three difficulties, two-mark or drag selection, reveals, a disco finish.
  static var wordSearch: ArcadeGame {
    var game = ArcadeGame(
      definition: .wordSearch, title: "WordSearch", tagline: "find the hidden words",
      rules: [
        "Find every listed word in the grid: mark its first letter, then its last (or drag from one to the other).",
        "Easy words read right and down; Medium across and up or down, reversed too; Hard in all eight directions.",
        "Ranked by time per size and difficulty; a puzzle with reveals is kept, not ranked.",
      ],
      options: WordSearchChoices.self,
      optionsScreen: { services, choices in
        WordSearchOptionsScene(recorder: services.recorder, library: services.content.get(WordSearchThemeLibrary.self), choices: choices)
      },
      start: { services, given in
        // The theme is checked once the data folder is known: an unknown one opens the options, which name it.
        let library = services.content.get(WordSearchThemeLibrary.self)
        do throws(GameFlagError) {
          let choices = try given.checked(in: library)
          if choices.words == nil { services.player.remember(choices, for: .wordsearch) }
          return WordSearchScene(recorder: services.recorder, choices: choices, library: library, seed: services.recorder.nextSeed())
        } catch {
          return WordSearchOptionsScene(recorder: services.recorder, library: library, choices: .standard, problem: error.description)
        }
      }
    )
    game.daily = .wordSearch
    game.resume = { round, services in WordSearchScene.resuming(round, services: services) }
    game.replays(WordSearchGame.self) { game, services in
      let library = services.content.get(WordSearchThemeLibrary.self)
      return WordSearchScene(recorder: services.recorder, resuming: game, choices: .standard, library: library, uid: "")
    }
    game.races(WordSearchGame.self) { game, services, uid in
      let puzzle = game.puzzle
      let choices = WordSearchChoices(size: puzzle.size, difficulty: puzzle.difficulty, theme: puzzle.theme, reveals: game.revealsAllowed)
      var scene = WordSearchScene(
        recorder: services.recorder, resuming: game, choices: choices, library: services.content.get(WordSearchThemeLibrary.self), uid: uid)
      scene.context = .chosenSeed
      return scene
    }
    return game
  }
}
