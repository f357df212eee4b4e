import ArcadeCore

extension ArcadeGame {
  /// WordMatch: say whether the falling word translates the one above it, before it lands.
  static var wordMatch: ArcadeGame {
    var game = ArcadeGame(
      definition: .wordMatch, title: "WordMatch", tagline: "catch the right translation",
      rules: [
        "A word falls under its partner: say whether it is the right translation before it lands.",
        "A quarter of the pairs are right. Spotting one scores 50 to 100, rejecting a wrong one 5 to 10:",
        "the earlier you answer, the more. A mistake shows the right translation; three end the game.",
        "Boards: best scores per language pair and speed.",
      ],
      options: WordMatchChoices.self,
      optionsScreen: { services, choices in
        WordMatchOptionsScene(recorder: services.recorder, content: services.content, choices: choices, glyphs: services.theme.glyphs)
      },
      start: { services, given in
        var choices = given
        let library = services.content.get(WordMatchLibrary.self)
        if let pair = choices.pair {
          guard let entry = library.entries.first(where: { $0.list?.code.lowercased() == pair.lowercased() }) else {
            return NotReadyScene(name: "WordMatch", message: "No word list '\(pair)'. Lists: \(library.codes.joined(separator: ", ")).")
          }
          choices.listFile = entry.fileName
        } else if choices.listFile == nil {
          choices.listFile = WordMatchChoices.standard.listFile
        }
        guard let index = library.preferredIndex(for: choices.listFile), let list = library.entries[index].list else {
          return WordMatchOptionsScene(recorder: services.recorder, content: services.content, choices: choices, glyphs: services.theme.glyphs)
        }
        choices.listFile = library.entries[index].fileName
        services.player.remember(choices, for: .wordmatch)
        let game = WordMatchGame(wordList: list, options: choices.options, seed: services.recorder.nextSeed())
        return WordMatchPlayScene(
          recorder: services.recorder, game: game, choices: choices, startingAt: services.now(), screen: services.screenSize)
      }
    )
    game.daily = .wordMatch
    game.resume = { round, services in WordMatchPlayScene.resuming(round, services: services) }
    game.replays(WordMatchGame.self) { game, services in
      WordMatchPlayScene(recorder: services.recorder, resuming: game, choices: .standard, uid: "", screen: services.screenSize)
    }
    game.races(WordMatchGame.self) { game, services, uid in
      var choices = WordMatchChoices.standard
      choices.options = game.options
      var scene = WordMatchPlayScene(recorder: services.recorder, resuming: game, choices: choices, uid: uid, screen: services.screenSize)
      scene.context = .chosenSeed
      return scene
    }
    return game
  }
}
