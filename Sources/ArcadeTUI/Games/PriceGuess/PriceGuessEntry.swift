import ArcadeCore

extension ArcadeGame {
  /// PriceGuess: pick the real price out of four, from a browsable catalog of home goods.
  static var priceGuess: ArcadeGame {
    var game = ArcadeGame(
      definition: .priceGuess, title: "PriceGuess", tagline: "pick the real price out of four",
      rules: [
        "A product, four prices: pick the real one. A right answer scores \(PriceGuessGame.pointsPerRightAnswer); a wrong one costs nothing.",
        "The better you do, the closer the wrong prices come (at least "
          + AccuracyBand.allCases.map { "$\($0.spacing)" }.dropLast().joined(separator: ", ") + " or $\(AccuracyBand.perfect.spacing) apart).",
        "s skips, f finishes early, c is 50/50 once a game (then the game is not ranked).",
        "Boards: best score per length (5, 10, 20 questions), then accuracy, then time; Endless is not ranked.",
      ],
      options: PriceGuessChoices.self,
      launch: { given throws(GameFlagError) in
        guard let given else {
          return { services in
            // `arcade play priceguess` opens here without the menu, so the first launch shows the rules here too.
            let home = { PriceGuessHomeScene(recorder: services.recorder, content: services.content) }
            guard services.player.hasSeenInstructions(for: .priceguess) else {
              return InstructionsScene(
                title: "PriceGuess", lines: priceGuessInstructions, game: .priceguess, player: services.player, then: home)
            }
            return home()
          }
        }
        // Read before the terminal is taken over, so that a file that cannot be used is refused in the shell.
        let playerCatalog = try given.deck.playerCatalog()
        return { services in
          var choices = services.player.rememberedOptions(for: .priceguess) ?? PriceGuessChoices.standard
          if let length = given.questions { choices.length = length }
          if let playerCatalog { services.content.set(playerCatalog) }
          let content = services.content.get(PriceGuessCatalogContent.self)
          if let problem = content.problem { services.report(problem) }
          guard let catalog = content.catalog else {
            return NotReadyScene(name: "PriceGuess", message: content.problem ?? "No catalog.")
          }
          let scope: QuizScope
          switch Result(catching: { () throws(GameFlagError) in try given.deck.scope(in: catalog) }) {
          case .success(let found): scope = found
          case .failure(let error): return NotReadyScene(name: "PriceGuess", message: error.description)
          }
          services.player.remember(choices, for: .priceguess)
          return PriceGuessQuizScene(
            recorder: services.recorder, catalog: catalog, scope: scope, length: choices.length, seed: services.recorder.nextSeed(),
            startedAt: services.now())
        }
      },
      instructions: priceGuessInstructions
    )
    game.daily = .priceGuess
    game.resume = { round, services in PriceGuessQuizScene.resuming(round, services: services) }
    game.replay = { bytes, services in
      ReplayTape.of(bytes, as: PriceGuessGame.self, services: services) { game, services in
        // The questions are in the tape; the catalog is only what the screen falls back on.
        let catalog = services.content.get(PriceGuessCatalogContent.self).catalog ?? PriceCatalog(products: [], defaultCategory: nil)
        return PriceGuessQuizScene(recorder: services.recorder, resuming: game, catalog: catalog, uid: "", at: services.now())
      }
    }
    game.races(PriceGuessGame.self) { game, services, uid in
      let catalog = services.content.get(PriceGuessCatalogContent.self).catalog ?? PriceCatalog(products: [], defaultCategory: nil)
      var scene = PriceGuessQuizScene(recorder: services.recorder, resuming: game, catalog: catalog, uid: uid, at: services.now())
      scene.context = .chosenSeed
      return scene
    }
    return game
  }

  /// Shown the first time PriceGuess opens, and with `i`.
  static let priceGuessInstructions = [
    "Each question shows a product from the catalog and four prices. One is its real sale price.",
    "",
    "Choose with 1–4, the arrows and Enter, or a click. A right answer scores \(PriceGuessGame.pointsPerRightAnswer) points; a wrong one costs nothing.",
    "",
    "The wrong prices have the same cents as the right one. The better your accuracy so far, the closer they come: at least "
      + "$\(AccuracyBand.low.spacing) apart under 40%, $\(AccuracyBand.middle.spacing) under 70%, "
      + "$\(AccuracyBand.high.spacing) under 100%, $\(AccuracyBand.perfect.spacing) at 100%.",
    "",
    "s skips a question, f finishes the quiz, o shows the product's page, c (once a game) hides two wrong prices — a game with 50/50 is kept but not ranked.",
    "",
    "Play Blenders starts at once; Browse categories walks the catalog down to a category with products; Mixed deals from everything.",
    "",
    "Press i to read this again.",
  ]
}
