import ArcadeCore
import Foundation

/// Encoded sizes and replay speed of finished rounds kept as deal and moves, one line per game.
///
/// The rounds are played as a person clears them (Minesweeper Expert: one safe cell a second after a
/// centre start; WordSearch 15×15 Medium: one word every four seconds), so the sizes are those of real wins.
func tapeBench(rounds: Int, dataDirectory: String) -> [String] {
  var lines = ["Rounds as deal and moves, \(rounds) won rounds each: text size (median / largest, bytes), replays a second"]
  lines.append(tapeLine("Minesweeper Expert win", games: (0..<rounds).map { minesweeperWin(seed: UInt64($0)) }))
  lines.append(tapeLine("WordSearch 15×15 Medium solve", games: (0..<rounds).map { wordSearchSolve(seed: UInt64($0)) }))
  // As the arcade's boards check them: content-dealt rounds re-dealt from the shipped content.
  let verifier = RoundVerifier(GameDefinitions.arcade.reading(ContentLibrary(dataDirectory: dataDirectory)))
  func line<Game: RecordedGame & RecordableGame>(_ name: String, _ games: [Game]) -> String { verifyLine(name, games: games, verifier: verifier) }
  lines.append(line("Minesweeper Expert no-guess win", (0..<rounds).map { minesweeperWin(seed: UInt64($0)) }))
  lines.append(line("Minesweeper Beginner win", (0..<rounds).map { minesweeperWin(.beginner, seed: UInt64($0), noGuess: false) }))
  lines.append(line("WordSearch 15×15 Medium solve", (0..<rounds).map { wordSearchSolve(seed: UInt64($0)) }))
  let themes = (try? ContentFile.files(in: dataDirectory + "/wordsearch", ending: ".txt")) ?? []
  if let path = themes.first, let theme = try? WordSearchTheme(decoding: ContentFile.read(path), file: path) {
    lines.append(line("WordSearch 15×15 Medium, shipped theme", (0..<rounds).map { wordSearchSolve(seed: UInt64($0), theme: theme) }))
  }
  lines.append(line("PathFinder walls, steered home", (0..<rounds).map { pathFinderHome(seed: UInt64($0)) }))
  lines.append(line("TicTacToe vs Normal", (0..<rounds).map { ticTacToeGame(seed: UInt64($0)) }))
  lines.append(line("Ultimate vs Normal", (0..<rounds).map { ultimateGame(seed: UInt64($0), opponent: .normal) }))
  lines.append(line("Ultimate vs Hard", (0..<4).map { ultimateGame(seed: UInt64($0), opponent: .hard) }))
  let catalogPath = dataDirectory + "/priceguess/catalog.json"
  if let data = FileManager.default.contents(atPath: catalogPath), let catalog = try? PriceCatalog(json: data, file: catalogPath) {
    lines.append(line("PriceGuess 10 questions", (0..<rounds).map { priceGuessQuiz(seed: UInt64($0), catalog: catalog) }))
  }
  if let list = try? WordList(contentsOfFile: dataDirectory + "/wordmatch/en-es.json") {
    lines.append(line("WordMatch 15 pairs", (0..<rounds).map { wordMatchRound(seed: UInt64($0), list: list) }))
  }
  return lines
}

/// Saved rounds checked as a board checks them (`RoundVerifier`: decode, replay, compare every figure), a second.
private func verifyLine<Game: RecordedGame & RecordableGame>(_ name: String, games: [Game], verifier: RoundVerifier) -> String {
  let end = Date()
  let rounds = games.compactMap { $0.recordedRound }.map { finished in
    finished.playedRound(player: "bench", startedAt: end, endedAt: end)
  }
  let clock = ContinuousClock()
  let start = clock.now
  let verified = rounds.filter { verifier.verdict(on: $0) == .verified }.count
  let (seconds, attoseconds) = start.duration(to: clock.now).components
  let elapsed = Double(seconds) + Double(attoseconds) / 1e18
  let rate = elapsed > 0 ? Double(rounds.count) / elapsed : 0
  return "Verified \(name): \(verified) of \(rounds.count) verify; \(String(format: "%.0f", rate)) checked/s"
}

private func tapeLine<Game: RecordedGame>(_ name: String, games: [Game]) -> String {
  let tapes = games.compactMap { RoundTape(of: $0) }
  let sizes = tapes.map { $0.text.utf8.count }.sorted()
  let clock = ContinuousClock()
  let start = clock.now
  var replayed = 0
  for tape in tapes {
    guard let decoded = try? RoundTape<Game>(text: tape.text), (try? decoded.replayed()) != nil else { continue }
    replayed += 1
  }
  let (seconds, attoseconds) = start.duration(to: clock.now).components
  let elapsed = Double(seconds) + Double(attoseconds) / 1e18
  let rate = elapsed > 0 ? Double(replayed) / elapsed : 0
  return "\(name): \(sizes[sizes.count / 2]) / \(sizes.last ?? 0) B; decoded and replayed \(String(format: "%.0f", rate))/s"
}

/// A board won as a person clears it: a centre start, then one safe cell every `pace` milliseconds.
func minesweeperWin(_ configuration: MinefieldConfiguration = .expert, seed: UInt64, pace: Int64 = 1_000, noGuess: Bool = true)
  -> MinesweeperGame
{
  var game = MinesweeperGame(configuration: configuration, seed: seed, noGuess: noGuess)
  var now = Instant.zero
  game.apply(.reveal(configuration.centre), at: now)
  while !game.status.isOver, let board = game.minefield,
    let next = game.marks.positions.first(where: { game.marks[$0] == .hidden && !board.isMine($0) })
  {
    now = now.advanced(byMilliseconds: pace)
    game.apply(.reveal(next), at: now)
  }
  return game
}

private func wordSearchSolve(seed: UInt64, theme: WordSearchTheme? = nil) -> WordSearchGame {
  let words = [
    "apple", "banana", "cherry", "grape", "lemon", "mango", "melon", "orange", "peach", "pear", "plum", "kiwi",
    "lime", "date", "fig", "guava", "papaya", "quince", "apricot", "coconut",
  ]
  let source = theme.map(WordSearchWordSource.theme) ?? .words(words)
  let puzzle = WordSearchGenerator.generate(size: 15, difficulty: .medium, source: source, seed: seed)
  var game = WordSearchGame(puzzle: puzzle, startedAt: .zero)
  for (index, word) in puzzle.placements.enumerated() {
    game.apply(.select(from: word.start, to: word.end), at: Instant(milliseconds: Int64(index + 1) * 4_000))
  }
  return game
}

/// A PathFinder round with walls: the grid drawn, guessed right, the robot steered home by a shortest way.
private func pathFinderHome(seed: UInt64) -> PathFinderRound {
  var round = PathFinderRound(seed: seed, options: PathFinderOptions(walls: true))
  var now = Instant.zero
  round.apply(.drawGrid, at: now)
  guard let grid = round.grid else { return round }
  now = now.advanced(byMilliseconds: 4_000)
  round.apply(.guess(rows: grid.rows, columns: grid.columns), at: now)
  while round.phase == .steering, let walls = round.walls, let robot = round.robot, let target = round.target,
    let step = walls.route(from: robot, to: target)?.first
  {
    now = now.advanced(byMilliseconds: 400)
    round.apply(.step(step), at: now)
  }
  return round
}

/// Classic TicTacToe against Normal: X takes the first free cell, the computer replies.
private func ticTacToeGame(seed: UInt64) -> TicTacToeGame {
  var game = TicTacToeGame(opponent: .normal, firstMove: .human, round: 0, seed: seed, at: .zero)
  var now = Instant.zero
  while game.finishedRound == nil {
    now = now.advanced(byMilliseconds: 900)
    if game.isComputersTurn, let reply = game.chooseComputerMove() {
      game.apply(reply, at: now)
    } else if let cell = game.board.freeCells.first {
      game.apply(.place(cell), at: now)
    } else {
      break
    }
  }
  return game
}

/// A ten-question quiz of the mixed catalog, each answered with its first price three seconds in.
private func priceGuessQuiz(seed: UInt64, catalog: PriceCatalog) -> PriceGuessGame {
  var game = PriceGuessGame(products: catalog.allProducts, scope: .mixed, length: .ten, seed: seed, startedAt: .zero)
  var now = Instant.zero
  while !game.status.isOver {
    now = now.advanced(byMilliseconds: 3_000)
    game.apply(.answer(0), at: now)
  }
  game.apply(.finish, at: now)
  return game
}
