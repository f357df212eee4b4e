import ArcadeCore

/// What a key or click asks of a board, the same for the classic game and Ultimate.
enum TicTacToePlayAction: Hashable {
  case move(Direction)
  /// Take the cell under the cursor.
  case choose
  /// A keypad digit 1…9: 1 top-left, 9 bottom-right, as on a phone.
  case keypad(Int)
  /// A click on a cell (classic: cell 0…8; Ultimate: board × 9 + cell).
  case click(Int)
  /// Against the computer: take back your last move and its reply.
  case undo
  case back

  /// The help's words for `u` on the board.
  static let undoText = "take back your last move and the computer's reply (then not ranked)"
  /// The help's words for `u` on the end-of-round panel.
  static let undoAtTheEndText = "take back your last move and the computer's reply, and play on (then not ranked)"
  /// The help's note on `u`, for a game against the computer.
  static let undoNote =
    "u takes back your last move and the computer's reply, also after the end, and play goes on: an ended game stays"
    + " saved as it ended, and the game played on is kept when it ends, not ranked."

  /// The keys of a board; only what a digit does (`keypad`, its help) differs between the classic game and Ultimate,
  /// and `u` is there against the computer (`undo`).
  static func table(keypad: HelpEntry, undo: Bool) -> KeyTable<TicTacToePlayAction> {
    let rows: [KeyRow<TicTacToePlayAction>?] = [
      .arrows("move the cursor", priority: 2, footer: "←↑↓→ move") { .move($0) },
      KeyRow("Enter  Space", "take the cell", priority: 3, footer: "Enter take", [.on(.enter, " ", do: .choose)]),
      KeyRow(keypad, [.digits(1...9) { .keypad($0 - 1) }]),
      .click("take the cell clicked"),
      undo ? KeyRow("u", undoText, priority: 1, footer: "u undo", [.on("u", do: .undo)]) : nil,
      .back("back (the game waits under Resume)", .back),
    ]
    return KeyTable(rows.compactMap { $0 })
  }

  /// The action for a key, or for a click on the cell `cellAt` finds; nil for events the board ignores.
  static func from(_ event: InputEvent, keypad: HelpEntry, undo: Bool, cellAt: (Point) -> Int?) -> TicTacToePlayAction? {
    table(keypad: keypad, undo: undo).action(for: event) { cellAt($0).map(TicTacToePlayAction.click) }
  }
}

extension TicTacToeRefusal {
  /// The hint a refused move shows under the board.
  var hint: String {
    switch self {
    case .occupied: "That cell is taken: choose an empty one."
    case .wrongBoard: "Play in the highlighted board."
    case .boardDecided: "That board is already decided: choose a highlighted one."
    case .computersTurn: "Wait for the computer's move."
    case .nothingToTakeBack: "Nothing to take back: you have not moved yet."
    case .offBoard, .gameOver, .humansTurn, .onlyAgainstTheComputer: ""
    }
  }
}
