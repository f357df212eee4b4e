// `arcade-bench`: engine and store figures (the terminal figures come from terminal_bench.py).
// Usage: arcade-bench [minesweeper|store|tictactoe]... (default: all); ARCADE_BENCH_ROWS sets the store size.
import Foundation

let arguments = Set(CommandLine.arguments.dropFirst())
let all = arguments.isEmpty
let storeRows = ProcessInfo.processInfo.environment["ARCADE_BENCH_ROWS"].flatMap(Int.init) ?? 1_000_000

if all || arguments.contains("minesweeper") {
  print("== Minesweeper no-guess generation (first reveal at the centre) ==")
  for line in minesweeperGenerationBench(boards: 1000) { print(line) }
}
if all || arguments.contains("tictactoe") {
  let games = ProcessInfo.processInfo.environment["ARCADE_BENCH_TTT_GAMES"].flatMap(Int.init) ?? 100
  print("== TicTacToe computer players ==")
  for line in perfectMoveBench() { print(line) }
  for line in ultimateHardBench(games: games) { print(line) }
}
if all || arguments.contains("store") {
  print("== Score store (\(storeRows) rows) ==")
  for line in storeBench(rows: storeRows) { print(line) }
}
