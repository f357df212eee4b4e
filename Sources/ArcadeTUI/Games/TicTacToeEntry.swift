import ArcadeCore

extension ArcadeGame {
  /// TicTacToe: the classic board against three strengths of computer or a friend, and Ultimate.
  static var ticTacToe: ArcadeGame {
    ArcadeGame(
      id: .tictactoe, title: "TicTacToe", tagline: "three in a row against the machine",
      rules: [
        "Three in a row, across, down or diagonally, wins; a full board without one is a draw. You are X.",
        "Easy plays at random, Normal by a simple rule (a fork beats it), Perfect never loses.",
        "Ultimate: nine small boards; the cell you take sends your opponent to the matching board.",
        "Boards per variant and opponent rank players by win rate.",
      ],
      playOptions: TicTacToeFlags.playOptions,
      launch: { flags throws(GameFlagError) in
        guard !flags.isEmpty else {
          return { services in TicTacToeOptionsScene(options: services.rememberedOptions(for: .tictactoe) ?? .standard) }
        }
        let options = try TicTacToeFlags.options(from: flags)
        return { services in
          services.remember(options, for: .tictactoe)
          return TicTacToeOptionsScene.game(options: options, services: services)
        }
      },
      boards: { _ in TicTacToeLeaderboards.gameBoards }
    )
  }
}

/// TicTacToe's command-line options for `arcade play tictactoe`.
enum TicTacToeFlags {
  static let playOptions: [GameOption] = [
    GameOption("variant", .value(valueName: "V", allowed: TicTacToeVariant.allCases.map(\.rawValue)), help: "the game"),
    GameOption("opponent", .value(valueName: "O", allowed: TicTacToeOpponent.allCases.map(\.rawValue)), help: "who plays O"),
    GameOption("first", .value(valueName: "F", allowed: TicTacToeFirstMove.allCases.map(\.rawValue)), help: "who starts"),
  ]

  /// The options the flags give, or one line naming the opponents the variant allows.
  static func options(from flags: GameFlags) throws(GameFlagError) -> TicTacToeOptions {
    var options = TicTacToeOptions.standard
    if let variant = flags.value("variant").flatMap(TicTacToeVariant.init(rawValue:)) { options.variant = variant }
    if let opponent = flags.value("opponent").flatMap(TicTacToeOpponent.init(rawValue:)) {
      options.opponent = opponent
    } else {
      options.opponent = options.variant.defaultOpponent
    }
    if let first = flags.value("first").flatMap(TicTacToeFirstMove.init(rawValue:)) { options.firstMove = first }
    if let problem = options.problem { throw GameFlagError(problem) }
    return options
  }
}
