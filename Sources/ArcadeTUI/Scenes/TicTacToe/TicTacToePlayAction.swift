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
  case back

  /// The action for a key, or for a click through `cellAt`; nil for events the board ignores.
  static func from(_ event: InputEvent, cellAt: (Point) -> Int?) -> TicTacToePlayAction? {
    switch event {
    case .key(.up), .key(.character("k")): .move(.north)
    case .key(.down), .key(.character("j")): .move(.south)
    case .key(.left), .key(.character("h")): .move(.west)
    case .key(.right), .key(.character("l")): .move(.east)
    case .key(.enter), .key(.character(" ")): .choose
    case .key(.character(let c)) where ("1"..."9").contains(c): .keypad(c.wholeNumberValue! - 1)
    case .key(.character("q")), .key(.escape): .back
    case .mouse(let mouse) where mouse.kind == .press && mouse.button == .left: cellAt(mouse.position).map { .click($0) }
    default: nil
    }
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
    case .offBoard, .gameOver, .humansTurn: ""
    }
  }
}
