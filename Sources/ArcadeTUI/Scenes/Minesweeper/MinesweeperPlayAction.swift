import ArcadeCore

/// What a key or a click asks of the Minesweeper board; a nil cell means the cell under the cursor.
enum MinesweeperPlayAction: Hashable {
  case move(Direction)
  /// Open a cell (a satisfied number chords); in flag mode, flag it instead.
  case reveal(Position?)
  case flag(Position?)
  case chord(Position?)
  case toggleFlagMode
  case hint
  /// A new game with the same options.
  case restart
  /// Back to the options screen, keeping the choices.
  case options
  case back

  /// The action for an event while the game is on; nil for events the board ignores.
  static func from(_ event: InputEvent, layout: MinesweeperBoardLayout) -> MinesweeperPlayAction? {
    switch event {
    case .key(.up), .key(.character("k")): .move(.north)
    case .key(.down), .key(.character("j")): .move(.south)
    case .key(.left), .key(.character("h")): .move(.west)
    case .key(.right), .key(.character("l")): .move(.east)
    case .key(.enter), .key(.character(" ")): .reveal(nil)
    case .key(.character("f")): .flag(nil)
    case .key(.character("c")): .chord(nil)
    case .key(.character("m")): .toggleFlagMode
    case .key(.character("H")): .hint
    case .key(.character("r")): .restart
    case .key(.character("o")): .options
    case .key(.character("q")), .key(.escape): .back
    case .mouse(let mouse) where mouse.kind == .press:
      layout.cell(at: mouse.position).flatMap { cell in
        switch mouse.button {
        case .left: .reveal(cell)
        case .right: .flag(cell)
        case .middle: .chord(cell)
        case .wheelUp, .wheelDown: nil
        }
      }
    default: nil
    }
  }
}
