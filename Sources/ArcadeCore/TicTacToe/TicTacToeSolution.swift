/// The classic game solved: the value of every reachable position for the player to move.
///
/// A position is keyed by the mover's cells and the other player's, so one table serves X and O
/// and either opener. Values: 0 a draw; a win is `1 + free cells left when it lands`, positive
/// for the mover, negative against, so a quicker win and a slower loss both score higher. The
/// 5,478 reachable positions are solved once by memoised negamax (about a millisecond); a move is
/// then a look-up of at most nine children.
public struct TicTacToeSolution: Sendable {
  private var values: [Int8]
  private static let unknown = Int8.min

  /// Solved on first use and shared, since it never changes.
  public static let solved = TicTacToeSolution()

  public init() {
    values = Array(repeating: Self.unknown, count: 1 << 18)
    _ = solve(mover: 0, other: 0)
  }

  /// The value of a position for `mark`, who is to move.
  public func value(of board: TicTacToeBoard, toMove mark: TicTacToeMark) -> Int {
    let known = values[Self.key(board.cells(of: mark), board.cells(of: mark.opponent))]
    return known == Self.unknown ? Int(evaluateUnsolved(mover: board.cells(of: mark), other: board.cells(of: mark.opponent))) : Int(known)
  }

  /// The value for `mark` of taking `cell` (the opponent then moves).
  public func value(ofMove cell: Int, on board: TicTacToeBoard, as mark: TicTacToeMark) -> Int {
    -value(of: board.placing(mark, at: cell), toMove: mark.opponent)
  }

  /// The cells of highest value for `mark`, ascending.
  public func bestMoves(on board: TicTacToeBoard, as mark: TicTacToeMark) -> [Int] {
    let scored = board.freeCells.map { ($0, value(ofMove: $0, on: board, as: mark)) }
    guard let best = scored.map(\.1).max() else { return [] }
    return scored.filter { $0.1 == best }.map(\.0)
  }

  /// One of the best cells, picked at random among equals so games vary.
  public func bestMove(on board: TicTacToeBoard, as mark: TicTacToeMark, using generator: inout SeededGenerator) -> Int {
    generator.element(of: bestMoves(on: board, as: mark))
  }

  private static func key(_ mover: UInt16, _ other: UInt16) -> Int { Int(mover) << 9 | Int(other) }

  private mutating func solve(mover: UInt16, other: UInt16) -> Int8 {
    let key = Self.key(mover, other)
    if values[key] != Self.unknown { return values[key] }
    let value: Int8
    if let terminal = Self.terminalValue(mover: mover, other: other) {
      value = terminal
    } else {
      var best = Int8.min + 1
      for cell in 0..<9 where (mover | other) & (1 << cell) == 0 {
        best = max(best, -solve(mover: other, other: mover | 1 << cell))
      }
      value = best
    }
    values[key] = value
    return value
  }

  /// Positions never reached from the empty board (a hand-made fixture) are searched without the table.
  private func evaluateUnsolved(mover: UInt16, other: UInt16) -> Int8 {
    if let terminal = Self.terminalValue(mover: mover, other: other) { return terminal }
    var best = Int8.min + 1
    for cell in 0..<9 where (mover | other) & (1 << cell) == 0 {
      best = max(best, -evaluateUnsolved(mover: other, other: mover | 1 << cell))
    }
    return best
  }

  /// The value of a finished position for the player to move: the other has just won, or it is full.
  private static func terminalValue(mover: UInt16, other: UInt16) -> Int8? {
    let free = 9 - (mover | other).nonzeroBitCount
    if TicTacToeLine.all.contains(where: { other & $0.mask == $0.mask }) { return -Int8(1 + free) }
    if TicTacToeLine.all.contains(where: { mover & $0.mask == $0.mask }) { return Int8(1 + free) }
    return free == 0 ? 0 : nil
  }
}
