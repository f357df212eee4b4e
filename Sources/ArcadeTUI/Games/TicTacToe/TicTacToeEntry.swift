import ArcadeCore

extension ArcadeGame {
  /// TicTacToe: the classic board against three strengths of computer or a friend, and Ultimate.
  static var ticTacToe: ArcadeGame {
    var game = ArcadeGame(
      definition: .ticTacToe, title: "TicTacToe", tagline: "three in a row against the machine",
      rules: [
        "Three in a row, across, down or diagonally, wins; a full board without one is a draw. You are X.",
        "Easy plays at random, Normal by a simple rule (a fork beats it), Perfect never loses.",
        "Ultimate: nine small boards; the cell you take sends your opponent to the matching board.",
        "Boards per variant and opponent rank players by win rate; a game with an undo (u, against the computer) stays off them.",
      ],
      options: TicTacToeChoices.self,
      optionsScreen: { services, choices in TicTacToeOptionsScene(recorder: services.recorder, options: choices.options) },
      start: { services, choices in
        services.player.remember(choices, for: .tictactoe)
        return TicTacToeOptionsScene.game(options: choices.options, recorder: services.recorder)
      }
    )
    game.daily = .ticTacToe
    game.resume = { round, services in
      if let game = services.resumed(round, as: TicTacToeGame.self) {
        return TicTacToeScene(recorder: services.recorder, resuming: game, uid: round.uid, now: services.now(), context: round.context)
      }
      return services.resumed(round, as: UltimateGame.self).map {
        UltimateScene(recorder: services.recorder, resuming: $0, uid: round.uid, now: services.now(), context: round.context)
      }
    }
    game.replay = { ticTacToeReplay($0, services: $1) }
    return game
  }
}
