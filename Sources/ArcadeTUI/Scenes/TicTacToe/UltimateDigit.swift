import ArcadeCore

/// What a keypad digit (0…8) means on Ultimate's board, for every screen that plays it: the cell of the small board
/// play is in (or one a first digit chose); on a free choice, the small board itself, unless it is decided.
enum UltimateDigit: Equatable {
  case chooseBoard(Int)
  case boardDecided
  case take(UltimateMove)

  init(_ digit: Int, target: Int?, chosenBoard: Int?, isDecided: (Int) -> Bool) {
    if let board = target ?? chosenBoard {
      self = .take(UltimateMove(board: board, cell: digit))
    } else {
      self = isDecided(digit) ? .boardDecided : .chooseBoard(digit)
    }
  }
}
