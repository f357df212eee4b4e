import Foundation

/// Reads a match with the game's own engine: every move the other arcade sent is played on the match's board in
/// order, and the first that is not a move of the game ends the match against the side that sent it.
public struct VersusReferee<Engine: TicTacToeEngine> {
  /// The position after the moves that were good.
  public private(set) var game: Engine
  public private(set) var state: VersusState
  /// The time each side has used, in milliseconds, up to the last good move.
  public private(set) var used: [TicTacToeMark: Int64] = [.x: 0, .o: 0]
  /// When the last good move was made (or the match taken), in milliseconds since it was made.
  public private(set) var lastMove: Int64

  /// `now` is milliseconds since the match was made by the reading arcade's clock; a move timed later than that (past
  /// a second's grace for two clocks) is forged. `skew` is that grace.
  public init(_ match: VersusMatch, now: Int64, skew: Int64 = 1_000) {
    game = Engine(opponent: .twoPlayers, firstMove: .human, round: 0, seed: 0, at: .zero)
    state = match.isOpen ? .open : .toMove(.x)
    lastMove = max(0, match.takenMilliseconds ?? 0)
    guard !match.isOpen else { return }
    let limit = match.clockSeconds.map { Int64($0) * 1_000 }
    for (index, move) in match.moves.enumerated() {
      if let foul = Self.foul(of: move, index: index, after: lastMove, now: now + skew, state: state) {
        state = .fouled(move.mark, foul)
        return
      }
      // A move made after its side's flag fell does not count: the time ran out first.
      if let limit, used[move.mark, default: 0] + (move.milliseconds - lastMove) > limit {
        state = .lostOnTime(move.mark)
        return
      }
      guard apply(move) else { return }
    }
    if let resigned = match.resigned, !state.isOver { state = .resigned(resigned) }
    if let limit, case .toMove(let side) = state, used[side, default: 0] + max(0, now - lastMove) > limit { state = .lostOnTime(side) }
  }

  /// Plays a move that kept to the rules so far; false (the state fouled) when the engine refuses its cell.
  private mutating func apply(_ move: VersusMove) -> Bool {
    guard let cell = Self.cell(move.cell) else {
      state = .fouled(move.mark, .illegalMove(ply: move.ply, cell: move.cell))
      return false
    }
    switch game.apply(.place(cell), at: Instant(milliseconds: move.milliseconds)) {
    case .placed(let next): state = .toMove(next)
    case .won(let mark, let line): state = .won(mark, line: line)
    case .drawn: state = .drawn
    case .refused, .tookBack:
      state = .fouled(move.mark, .illegalMove(ply: move.ply, cell: move.cell))
      return false
    }
    used[move.mark, default: 0] += move.milliseconds - lastMove
    lastMove = move.milliseconds
    return true
  }

  /// What `side` has left on a clock of `limit` milliseconds at `now`: its own turn runs since the last move.
  public func remaining(_ side: TicTacToeMark, limit: Int64, now: Int64) -> Int64 {
    let running = state == .toMove(side) ? max(0, now - lastMove) : 0
    return max(0, limit - used[side, default: 0] - running)
  }

  /// What is wrong with a move before its cell is tried, if anything.
  private static func foul(of move: VersusMove, index: Int, after last: Int64, now: Int64, state: VersusState) -> VersusFoul? {
    if move.ply != index { return .outOfOrder(ply: index) }
    if state.isOver { return .afterTheEnd(ply: move.ply) }
    if case .toMove(let mark) = state, mark != move.mark { return .outOfTurn(ply: move.ply) }
    if move.milliseconds < last || move.milliseconds > now { return .forgedClock(ply: move.ply) }
    return nil
  }

  /// The engine's cell for a stored number, nil for one off the board.
  private static func cell(_ number: Int) -> Engine.Cell? {
    (0..<(Engine.variant == .classic ? TicTacToeBoard.cellCount : 81)).contains(number) ? Engine.cell(number: number) : nil
  }
}
