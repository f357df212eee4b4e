/// A TicTacToe deal and move on a tape, shared by the classic game and Ultimate.
extension TicTacToeDeal {
  /// The tape's numbers for each option. A format's numbers never change: a new value is appended, never inserted.
  static let tapeVariants: [TicTacToeVariant] = [.classic, .ultimate]
  static let tapeOpponents: [TicTacToeOpponent] = [.easy, .normal, .perfect, .hard, .twoPlayers]
  static let tapeFirstMoves: [TicTacToeFirstMove] = [.human, .computer, .alternate]
  static let tapeMarks: [TicTacToeMark] = [.x, .o]

  /// One byte of options (variant, opening mark, who starts, opponent, low bits first), then the seed.
  func write(to tape: inout TapeWriter) {
    let variant = Self.tapeVariants.firstIndex(of: options.variant) ?? 0
    let mark = Self.tapeMarks.firstIndex(of: openingMark) ?? 0
    let firstMove = Self.tapeFirstMoves.firstIndex(of: options.firstMove) ?? 0
    let opponent = Self.tapeOpponents.firstIndex(of: options.opponent) ?? 0
    tape.byte(UInt8(variant | mark << 1 | firstMove << 2 | opponent << 4))
    tape.varint(seed)
  }

  /// A deal of `variant`'s game: a classic tape is not an Ultimate one.
  static func read(from tape: inout TapeReader, variant expected: TicTacToeVariant) throws(TapeError) -> TicTacToeDeal {
    let byte = Int(try tape.byte())
    let variant = tapeVariants[byte & 1]
    let openingMark = tapeMarks[byte >> 1 & 1]
    guard let firstMove = tapeFirstMoves.element(at: byte >> 2 & 3), let opponent = tapeOpponents.element(at: byte >> 4 & 7),
      byte & 0x80 == 0
    else { throw .malformed("unknown options") }
    guard variant == expected else { throw .malformed("a game of \(variant.title), not \(expected.title)") }
    // Only "alternate" lets either mark open; "you" always opens with X and "computer" with O.
    guard firstMove == .alternate || firstMove.openingMark(round: 0) == openingMark else {
      throw .malformed("a game opened by \(openingMark.symbol) though \(firstMove.rawValue) starts")
    }
    let seed = try tape.varint()
    return TicTacToeDeal(
      options: TicTacToeOptions(variant: variant, opponent: opponent, firstMove: firstMove), openingMark: openingMark, seed: seed)
  }
}

extension TicTacToeMove {
  /// The byte of an undo: the number of no cell on either board, so a tape from before undo never holds it.
  static var undoByte: UInt8 { 0x7E }

  /// One byte: the cell's number (0…8 classic, board × 9 + cell in Ultimate) and, in the high bit, the computer's;
  /// or `undoByte`.
  func write(to tape: inout TapeWriter, number: (Cell) -> Int) {
    let (cell, computer): (Cell, UInt8)
    switch self {
    case .place(let placed): (cell, computer) = (placed, 0)
    case .computer(let placed): (cell, computer) = (placed, 0x80)
    case .undo:
      tape.byte(Self.undoByte)
      return
    }
    // A game records only cells on its board; a cell off it (a tape made by hand) is written as one no reader accepts.
    let written = number(cell)
    tape.byte(computer | UInt8((0..<Int(Self.undoByte)).contains(written) ? written : 0x7F))
  }

  /// A move on one of `cells` cells; only a game against the computer has the computer's moves and undos.
  static func read(
    from tape: inout TapeReader, cells: Int, on deal: TicTacToeDeal, cell: (Int) -> Cell
  ) throws(TapeError) -> TicTacToeMove {
    let byte = Int(try tape.byte())
    if byte == Int(undoByte) {
      guard deal.options.opponent.isComputer else { throw .malformed("an undo in a game of two players") }
      return .undo
    }
    let number = byte & 0x7F
    guard number < cells else { throw .malformed("cell \(number) of a board of \(cells)") }
    guard byte & 0x80 != 0 else { return .place(cell(number)) }
    guard deal.options.opponent.isComputer else { throw .malformed("a computer's move in a game of two players") }
    return .computer(cell(number))
  }
}
