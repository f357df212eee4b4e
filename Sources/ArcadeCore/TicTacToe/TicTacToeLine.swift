/// Three cells in a row on a 3×3 board; cells are numbered 0…8 row by row, like a phone keypad less one.
public struct TicTacToeLine: Sendable, Hashable {
  public let cells: [Int]
  /// One bit per cell, bit `n` for cell `n`.
  public let mask: UInt16

  init(_ a: Int, _ b: Int, _ c: Int) {
    cells = [a, b, c]
    mask = UInt16(1) << a | UInt16(1) << b | UInt16(1) << c
  }

  /// The eight lines in the fixed order the rules check them: rows top to bottom, columns
  /// left to right, then the diagonal from the top-left and the one from the top-right.
  public static let all: [TicTacToeLine] = [
    TicTacToeLine(0, 1, 2), TicTacToeLine(3, 4, 5), TicTacToeLine(6, 7, 8),
    TicTacToeLine(0, 3, 6), TicTacToeLine(1, 4, 7), TicTacToeLine(2, 5, 8),
    TicTacToeLine(0, 4, 8), TicTacToeLine(2, 4, 6),
  ]
}
