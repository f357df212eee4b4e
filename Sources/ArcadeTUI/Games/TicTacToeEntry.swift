import ArcadeCore

extension ArcadeGame {
  /// TicTacToe: listed in the menu; its screens are on their way.
  static var ticTacToe: ArcadeGame { comingSoon(.tictactoe, title: "TicTacToe", tagline: "three in a row against the machine") }
}
