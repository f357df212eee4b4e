/// What a key asks of the Versus lobby.
enum VersusLobbyAction: Hashable {
  case move(Int)
  case open
  /// `n`: a new challenge.
  case post
  case back

  static var table: KeyTable<VersusLobbyAction> {
    KeyTable([
      KeyRow.upDown("move", up: .move(-1), down: .move(1), priority: 2, footer: "↑↓ move"),
      KeyRow("Enter", "open your match, or take a challenge", priority: 3, footer: "Enter play", [.on(.enter, " ", .right, "l", do: .open)]),
      KeyRow("n", "post a challenge (TicTacToe)", priority: 3, footer: "n challenge", [.on("n", do: .post)]),
      .help("this help", priority: 1, footer: "? help"),
      KeyRow.back("back to the menu", .back),
    ])
  }
}
