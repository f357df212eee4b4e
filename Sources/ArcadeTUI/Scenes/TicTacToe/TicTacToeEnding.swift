import ArcadeCore

/// The end-of-round panel for TicTacToe: the exact headline, the round's figures and the receipt's line.
enum TicTacToeEnding {
  /// "You win!", "You lost", "Draw"; with two players "X wins", "O wins", "Draw".
  static func headline(_ status: TicTacToeStatus, opponent: TicTacToeOpponent) -> String {
    switch status {
    case .won(let mark, _): opponent.isComputer ? (mark == .x ? "You win!" : "You lost") : "\(mark.symbol) wins"
    case .drawn, .playing: "Draw"
    }
  }

  static func panel(
    status: TicTacToeStatus, options: TicTacToeOptions, moves: Int, durationMilliseconds: Int64, seed: UInt64,
    receipt: RoundReceipt?
  ) -> EndOfRoundPanel {
    let tone: EndOfRoundTone
    switch status {
    case .won(let mark, _) where options.opponent.isComputer: tone = mark == .x ? .good : .bad
    default: tone = .neutral
    }
    var panel = EndOfRoundPanel(
      title: "TicTacToe \(options.variant.title)", headline: headline(status, opponent: options.opponent), tone: tone,
      figures: [
        .init("Opponent", options.opponent.title),
        .init("Moves", "\(moves)"),
        .init("Time", formatDuration(milliseconds: durationMilliseconds)),
        .init("Seed", "\(seed)"),
      ],
      hasOptions: true)
    panel.add(receipt)
    return panel
  }
}
