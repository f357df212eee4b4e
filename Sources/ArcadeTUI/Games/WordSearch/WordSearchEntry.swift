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
      flags: WordSearchFlags.self,
      launch: { given in
        guard let given else {
          return { services in
            WordSearchOptionsScene(choices: services.rememberedOptions(for: .wordsearch) ?? .standard, services: services)
          }
        }
        // The theme is checked once the data folder is known: an unknown one opens the options, which name it.
        return { services in
          let library = services.content.get(WordSearchThemeLibrary.self)
          do throws(GameFlagError) {
            let choices = try given.checked(in: library)
            if choices.words == nil { services.remember(choices, for: .wordsearch) }
            return WordSearchScene(choices: choices, library: library, seed: services.seeds.nextSeed(), services: services)
          } catch {
            return WordSearchOptionsScene(choices: .standard, services: services, problem: error.description)
          }
        }
      },
      generator: GameGenerator(WordSearchGenerateOptions.self)
    )
    game.daily = .wordSearch
    game.resume = { round, services in WordSearchScene.resuming(round, services: services) }
    game.replay = { bytes in
      ReplayTape.of(bytes, as: WordSearchGame.self) { game, services in
        WordSearchScene(resuming: game, choices: .standard, library: services.content.get(WordSearchThemeLibrary.self), uid: "")
      }
    }
    return game
  }
}
