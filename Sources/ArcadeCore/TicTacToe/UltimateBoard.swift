/// Ultimate's nine small boards in a 3×3 big board, and where the next move must go.
///
/// The cell a move takes sends the other player to the small board in the same place; a won or
/// full small board sends them anywhere. Three small boards won in a line win the game; when every
/// small board is decided without such a line, it is a draw.
public struct UltimateBoard: Sendable, Hashable {
  public private(set) var smallBoards = [TicTacToeBoard](repeating: TicTacToeBoard(), count: 9)
  /// The small boards each mark has won, as a 3×3 board of its own.
  public private(set) var bigBoard = TicTacToeBoard()
  /// Small boards full without a line, bit `n` for board `n`.
  public private(set) var drawnBoards: UInt16 = 0
  /// The small board the next move must go in; nil when the player may choose.
  public private(set) var target: Int?

  public init() {}

  public func state(ofBoard board: Int) -> TicTacToeBoardState { smallBoards[board].state }

  /// Won or full: no more moves there.
  public func isDecided(_ board: Int) -> Bool { (bigBoard.occupied | drawnBoards) & (1 << board) != 0 }

  /// The small boards the next move may go in.
  public var playableBoards: [Int] {
    guard !state.isDecided else { return [] }
    if let target { return [target] }
    return (0..<9).filter { !isDecided($0) }
  }

  /// Every legal move, board by board.
  public var legalMoves: [UltimateMove] {
    playableBoards.flatMap { board in smallBoards[board].freeCells.map { UltimateMove(board: board, cell: $0) } }
  }

  /// Whether the move may be made now, and if not, why.
  public func refusal(of move: UltimateMove) -> TicTacToeRefusal? {
    guard (0..<9).contains(move.board), (0..<9).contains(move.cell) else { return .offBoard }
    if state.isDecided { return .gameOver }
    if isDecided(move.board) { return .boardDecided }
    if let target, target != move.board { return .wrongBoard }
    return smallBoards[move.board].isFree(move.cell) ? nil : .occupied
  }

  /// The big board: won along a line of small boards, drawn once every small board is decided, else open.
  public var state: TicTacToeBoardState {
    if let win = bigBoard.win { return .won(win.mark, win.line) }
    return (bigBoard.occupied | drawnBoards) == TicTacToeBoard.fullMask ? .drawn : .open
  }

  /// Makes a legal move (the caller has checked `refusal(of:)`).
  public mutating func place(_ mark: TicTacToeMark, at move: UltimateMove) {
    smallBoards[move.board].place(mark, at: move.cell)
    let small = smallBoards[move.board]
    if small.hasLine(mark) {
      bigBoard.place(mark, at: move.board)
    } else if small.isFull {
      drawnBoards |= 1 << move.board
    }
    target = isDecided(move.cell) ? nil : move.cell
  }

  /// A uniformly random legal move without building the list (Monte Carlo playouts); nil when there is none.
  func randomMove(using generator: inout SeededGenerator) -> UltimateMove? {
    if let target {
      return UltimateMove(board: target, cell: Self.randomBit(of: ~smallBoards[target].occupied & TicTacToeBoard.fullMask, using: &generator))
    }
    var total = 0
    for board in 0..<9 where !isDecided(board) { total += 9 - smallBoards[board].markCount }
    guard total > 0 else { return nil }
    var pick = generator.below(total)
    for board in 0..<9 where !isDecided(board) {
      let free = 9 - smallBoards[board].markCount
      if pick < free { return UltimateMove(board: board, cell: Self.nthBit(pick, of: ~smallBoards[board].occupied & TicTacToeBoard.fullMask)) }
      pick -= free
    }
    return nil
  }

  private static func randomBit(of mask: UInt16, using generator: inout SeededGenerator) -> Int {
    nthBit(generator.below(mask.nonzeroBitCount), of: mask)
  }

  private static func nthBit(_ n: Int, of mask: UInt16) -> Int {
    var rest = mask
    for _ in 0..<n { rest &= rest - 1 }
    return rest.trailingZeroBitCount
  }
}
