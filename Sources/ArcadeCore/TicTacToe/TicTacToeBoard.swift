/// A 3×3 board as two sets of cells, one per mark (the classic board, and each small board of Ultimate).
public struct TicTacToeBoard: Sendable, Hashable {
  /// Cells holding X, bit `n` for cell `n` (0…8, row by row from the top-left).
  public private(set) var xCells: UInt16 = 0
  public private(set) var oCells: UInt16 = 0

  public static let cellCount = 9
  static let fullMask: UInt16 = 0x1FF

  public init() {}

  /// A board from nine characters row by row, "X", "O" or anything else for empty (tests and fixtures).
  public init(_ picture: String) {
    for (index, character) in picture.filter({ !$0.isWhitespace }).prefix(9).enumerated() {
      switch character {
      case "X", "x": xCells |= 1 << index
      case "O", "o": oCells |= 1 << index
      default: break
      }
    }
  }

  public subscript(cell: Int) -> TicTacToeMark? {
    if xCells & (1 << cell) != 0 { return .x }
    if oCells & (1 << cell) != 0 { return .o }
    return nil
  }

  public func cells(of mark: TicTacToeMark) -> UInt16 { mark == .x ? xCells : oCells }

  public var occupied: UInt16 { xCells | oCells }
  public var isFull: Bool { occupied == Self.fullMask }
  public var markCount: Int { occupied.nonzeroBitCount }

  /// The empty cells, in ascending order.
  public var freeCells: [Int] { (0..<9).filter { occupied & (1 << $0) == 0 } }

  public func isFree(_ cell: Int) -> Bool { (0..<9).contains(cell) && occupied & (1 << cell) == 0 }

  /// Puts a mark on a cell; the caller has checked it is free.
  public mutating func place(_ mark: TicTacToeMark, at cell: Int) {
    if mark == .x { xCells |= 1 << cell } else { oCells |= 1 << cell }
  }

  /// The board with a mark added.
  public func placing(_ mark: TicTacToeMark, at cell: Int) -> TicTacToeBoard {
    var copy = self
    copy.place(mark, at: cell)
    return copy
  }

  /// The first completed line in the fixed order, and whose it is.
  public var win: (mark: TicTacToeMark, line: TicTacToeLine)? {
    for line in TicTacToeLine.all {
      if xCells & line.mask == line.mask { return (.x, line) }
      if oCells & line.mask == line.mask { return (.o, line) }
    }
    return nil
  }

  public func hasLine(_ mark: TicTacToeMark) -> Bool {
    let cells = cells(of: mark)
    return TicTacToeLine.all.contains { cells & $0.mask == $0.mask }
  }

  /// Where a board stands: the win is checked before the draw, so a ninth move that completes a line wins.
  public var state: TicTacToeBoardState {
    if let win { return .won(win.mark, win.line) }
    return isFull ? .drawn : .open
  }

  /// The first free cell, in the fixed line order, that would complete a line of `mark`'s.
  public func completingCell(for mark: TicTacToeMark) -> Int? {
    let mine = cells(of: mark)
    for line in TicTacToeLine.all {
      let missing = line.mask & ~mine
      if missing.nonzeroBitCount == 1, occupied & missing == 0 { return missing.trailingZeroBitCount }
    }
    return nil
  }
}

/// Whether a 3×3 board is still open, won along a line, or full without a line.
public enum TicTacToeBoardState: Sendable, Hashable {
  case open
  case won(TicTacToeMark, TicTacToeLine)
  case drawn

  public var isDecided: Bool { self != .open }
}
