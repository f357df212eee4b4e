// `arcade-bench`: engine and store figures (the terminal figures come from terminal_bench.py).
// Usage: arcade-bench [minesweeper|wordsearch|wordmatch|tapes|store|boards|priceguess|tictactoe]... (default: all);
// ARCADE_BENCH_ROWS sets the store size, ARCADE_BENCH_BOARD_ROUNDS the rounds of each board `boards` opens
// (ARCADE_BENCH_STANDINGS_ROUNDS its TicTacToe standings'),
// ARCADE_DATA the data folder (default ./data).
import Foundation

// The shared board's helpers for Benchmarks/shared_board_bench.sh (never part of a run of all figures).
let commandLine = Array(CommandLine.arguments.dropFirst())
if commandLine.first == "resume-fixture", commandLine.count == 2 {
  try resumeFixture(path: commandLine[1])
  exit(0)
}
if commandLine.first?.hasPrefix("standings") == true, commandLine.count == 2 {
  print(try standingsOpen(path: commandLine[1], checking: commandLine[0] == "standings"))
  exit(0)
}
if commandLine.first == "board-open", commandLine.count == 3, let board = BenchBoard(rawValue: commandLine[2]) {
  print(try boardOpen(path: commandLine[1], board: board, dataDirectory: ProcessInfo.processInfo.environment["ARCADE_DATA"] ?? "data"))
  exit(0)
}
if commandLine.first == "daily-fixture", commandLine.count == 2 {
  try dailyFixture(path: commandLine[1])
  exit(0)
}
#if SharedBoard
if commandLine.first == "shared-fixture", commandLine.count == 4, let count = Int(commandLine[2]) {
  try sharedBoardFixture(path: commandLine[1], rounds: count, player: commandLine[3])
  exit(0)
}
if commandLine.first == "shared-count", commandLine.count == 2 {
  print(try sharedBoardCount(address: commandLine[1]))
  exit(0)
}
if commandLine.first == "shared", commandLine.count == 2 {
  let rows = ProcessInfo.processInfo.environment["ARCADE_BENCH_ROWS"].flatMap(Int.init) ?? 1_000_000
  print("== Shared board on PostgreSQL (\(rows) rows) ==")
  for line in try sharedBoardBench(address: commandLine[1], rows: rows) { print(line) }
  exit(0)
}
#else
if commandLine.first?.hasPrefix("shared") == true {
  FileHandle.standardError.write(Data("arcade-bench: built without the shared board; build with --traits SharedBoard (make bench-shared does)\n".utf8))
  exit(2)
}
#endif

let arguments = Set(CommandLine.arguments.dropFirst())
let all = arguments.isEmpty
let storeRows = ProcessInfo.processInfo.environment["ARCADE_BENCH_ROWS"].flatMap(Int.init) ?? 1_000_000

if all || arguments.contains("races") {
  print("== Versus lobby: race records ==")
  for line in raceWinsBench(races: ProcessInfo.processInfo.environment["ARCADE_BENCH_RACES"].flatMap(Int.init) ?? 200) { print(line) }
}

if all || arguments.contains("minesweeper") {
  print("== Minesweeper no-guess generation (first reveal at the centre) ==")
  for line in minesweeperGenerationBench(boards: 1000) { print(line) }
}
if all || arguments.contains("wordsearch") {
  print("== WordSearch generation ==")
  let data = ProcessInfo.processInfo.environment["ARCADE_DATA"] ?? "data"
  for line in wordSearchGenerationBench(dataDirectory: data, puzzles: 200) { print(line) }
}
if all || arguments.contains("wordmatch") {
  let data = ProcessInfo.processInfo.environment["ARCADE_DATA"] ?? "data"
  print("== WordMatch translations ==")
  for line in wordMatchTranslationsBench(dataDirectory: data, runs: 20) { print(line) }
}
if all || arguments.contains("tictactoe") {
  let games = ProcessInfo.processInfo.environment["ARCADE_BENCH_TTT_GAMES"].flatMap(Int.init) ?? 100
  print("== TicTacToe computer players ==")
  for line in perfectMoveBench() { print(line) }
  for line in ultimateHardBench(games: games) { print(line) }
}
if all || arguments.contains("tapes") {
  print("== Rounds as deal and moves ==")
  let data = ProcessInfo.processInfo.environment["ARCADE_DATA"] ?? "data"
  for line in tapeBench(rounds: 200, dataDirectory: data) { print(line) }
}
if all || arguments.contains("store") {
  print("== Score store (\(storeRows) rows) ==")
  for line in storeBench(rows: storeRows) { print(line) }
}
if all || arguments.contains("boards") {
  let data = ProcessInfo.processInfo.environment["ARCADE_DATA"] ?? "data"
  let rounds = ProcessInfo.processInfo.environment["ARCADE_BENCH_BOARD_ROUNDS"].flatMap(Int.init) ?? 200
  print("== Boards opened by a fresh process (\(rounds) rounds each) ==")
  for line in boardOpenBench(rounds: rounds, dataDirectory: data) { print(line) }
  let standings = ProcessInfo.processInfo.environment["ARCADE_BENCH_STANDINGS_ROUNDS"].flatMap(Int.init) ?? 10_000
  for line in standingsBench(rounds: standings) { print(line) }
}
if all || arguments.contains("priceguess") {
  let data = ProcessInfo.processInfo.environment["ARCADE_DATA"] ?? "data"
  print("== PriceGuess catalog load and question deal ==")
  for line in priceGuessBench(dataDirectory: data, csvProducts: 100_000) { print(line) }
}
