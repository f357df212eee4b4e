import ArcadeCore

/// What a key asks of the Versus lobby.
enum VersusLobbyAction: Hashable {
  case move(Int)
  case open
  /// `n` (TicTacToe) or `u` (Ultimate): a new challenge.
  case post(TicTacToeVariant)
  /// `r`: a new Minesweeper race.
  case race
  /// `x`: turn down the challenge under the cursor, or withdraw your own.
  case decline
  /// `c`: your next challenges with clocks, or without.
  case clocks
  case back

  static var table: KeyTable<VersusLobbyAction> {
    KeyTable([
      KeyRow.upDown("move", up: .move(-1), down: .move(1), priority: 2, footer: "↑↓ move"),
      KeyRow("Enter", "open your match, take a challenge, or watch others'", priority: 3, footer: "Enter play", [.on(.enter, " ", .right, "l", do: .open)]),
      KeyRow("n", "post a TicTacToe challenge", priority: 3, footer: "n challenge", [.on("n", do: .post(.classic))]),
      KeyRow("u", "post an Ultimate challenge", priority: 2, footer: "u Ultimate", [.on("u", do: .post(.ultimate))]),
      KeyRow("r", "post a race: then the game's digit (Minesweeper on the board you last chose)", priority: 1, footer: "r race", [.on("r", do: .race)]),
      KeyRow("x", "decline the challenge, or withdraw yours", priority: 1, footer: "x decline", [.on("x", do: .decline)]),
      KeyRow("c", "clocks for your challenges: 2 minutes a side (Ultimate 5), or none", [.on("c", do: .clocks)]),
      .help("this help", priority: 1, footer: "? help"),
      KeyRow.back("back to the menu", .back),
    ])
  }
}
