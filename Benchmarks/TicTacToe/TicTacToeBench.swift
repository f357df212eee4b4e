import ArcadeCore
import Foundation

/// Perfect's move time in the classic game: from the empty board (the first call also solves the
/// game), then the worst over every reachable position where it is to move.
func perfectMoveBench() -> [String] {
  let clock = ContinuousClock()
  var generator = SeededGenerator(seed: 1)
  let computer = TicTacToeComputer(.perfect)
  let cold = clock.measure { _ = computer.move(on: TicTacToeBoard(), as: .o, using: &generator) }
  var warm: [Double] = []
  for _ in 0..<1000 {
    warm.append(milliseconds(clock.measure { _ = computer.move(on: TicTacToeBoard(), as: .o, using: &generator) }))
  }
  var worst = 0.0
  var positions = 0
  var open = [(TicTacToeBoard(), TicTacToeMark.x), (TicTacToeBoard(), TicTacToeMark.o)]
  var seen = Set<Int>()
  while let (board, mover) = open.popLast() {
    let key = Int(board.xCells) << 10 | Int(board.oCells) << 1 | (mover == .x ? 1 : 0)
    guard !board.state.isDecided, seen.insert(key).inserted else { continue }
    positions += 1
    // The least of three runs: a position's own cost, not a moment the machine was busy elsewhere.
    let runs = (0..<3).map { _ in milliseconds(clock.measure { _ = computer.move(on: board, as: mover, using: &generator) }) }
    worst = max(worst, runs.min() ?? 0)
    for cell in board.freeCells { open.append((board.placing(mover, at: cell), mover.opponent)) }
  }
  warm.sort()
  return [
    "Perfect, empty board: first move (solves the game) \(format(milliseconds(cold))) ms, then median \(format(warm[warm.count / 2], digits: 4)) ms",
    "Perfect, worst over \(positions) positions to move in (reachable by either opener): \(format(worst, digits: 4)) ms",
  ]
}

/// Ultimate Hard: time per move (median, worst) over seeded games against Easy and Normal, and its results.
func ultimateHardBench(games: Int) -> [String] {
  let clock = ContinuousClock()
  var lines = ["Ultimate Hard (\(UltimateSearch.standardPlayouts) playouts a move), \(games) seeded games each, Hard moving first in half"]
  var times: [Double] = []
  var cpuTimes: [Double] = []
  for rival in [TicTacToeOpponent.easy, .normal] {
    var tally = [0, 0, 0]  // Hard wins, losses, draws
    for seed in 0..<games {
      let result = playUltimate(hardOpensGame: seed % 2 == 0, rival: rival, seed: UInt64(seed)) { work in
        let cpuStart = threadCPUMilliseconds()
        times.append(milliseconds(clock.measure(work)))
        cpuTimes.append(threadCPUMilliseconds() - cpuStart)
      }
      tally[result == .o ? 0 : result == .x ? 1 : 2] += 1
    }
    lines.append("  vs \(rival.title): Hard won \(tally[0]), lost \(tally[1]), drew \(tally[2]) of \(games)")
  }
  times.sort()
  cpuTimes.sort()
  lines.append("  Hard's move, wall clock: median \(format(times[times.count / 2])) ms, worst \(format(times.last ?? 0)) ms over \(times.count) moves")
  // CPU time leaves out waiting for a core, which on a shared, loaded machine can dwarf the work itself.
  lines.append("  Hard's move, CPU time:   median \(format(cpuTimes[cpuTimes.count / 2])) ms, worst \(format(cpuTimes.last ?? 0)) ms")
  return lines
}

/// One game of Hard (O) against a rival strength playing X; the winner, or nil for a draw.
func playUltimate(hardOpensGame: Bool, rival: TicTacToeOpponent, seed: UInt64, timing: (() -> Void) -> Void) -> TicTacToeMark? {
  var board = UltimateBoard()
  var generator = SeededGenerator(seed: seed)
  var mark: TicTacToeMark = hardOpensGame ? .o : .x
  let hard = UltimateComputer(.hard)
  let other = UltimateComputer(rival)
  while !board.state.isDecided {
    var move = UltimateMove(board: 0, cell: 0)
    if mark == .o {
      timing { move = hard.move(on: board, as: .o, using: &generator) }
    } else {
      move = other.move(on: board, as: .x, using: &generator)
    }
    board.place(mark, at: move)
    mark = mark.opponent
  }
  if case .won(let winner, _) = board.state { return winner }
  return nil
}

/// CPU time this thread has used, in milliseconds.
private func threadCPUMilliseconds() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1e6
}

private func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

private func format(_ value: Double, digits: Int = 2) -> String {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let scaled = Int((value * scale).rounded())
  let whole = scaled / Int(scale)
  var fraction = String(scaled % Int(scale))
  while fraction.count < digits { fraction = "0" + fraction }
  return "\(whole).\(fraction)"
}
