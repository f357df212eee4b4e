import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// A daily played to its end deals what an ordinary round of the same seed and options deals, move for move; saved in
/// every context, read back and verified, resumed halfway and replayed, it gives the same figures (`+Contexts`).
///
/// Each day's daily is opened as a player opens it (its opening tape through the game's resume path), then it and an
/// ordinary round dealt from the day's seed with the daily's options are given the same random moves; after every
/// move their deals and tapes must be equal. (The WordMatch daily dealt on from the one pair its opening had seen.)
@Suite struct DailyDealsOnTests {
  static let days = (0..<100).map { DailyDate(dayNumber: 20_400 + $0 * 37) }
  /// Moves at most: every round here ends well before (a random walk finds PathFinder's target too).
  static let moves = 3_000
  /// `make fuzz` plays every day of every game; `make test` every day of the quick ones, and fewer of WordMatch's
  /// (each deal indexes a whole word list) and TicTacToe's (Ultimate against Hard: each reply a search of thousands
  /// of playouts).
  static let atLength = ProcessInfo.processInfo.environment["ARCADE_FUZZ_SEEDS"] != nil
  static let wordMatchDays = atLength ? days.count : 12
  static let ultimateDays = atLength ? days.count : 2

  @Test func minesweeper() throws {
    try check(.minesweeper, as: MinesweeperGame.self) { choices, seed, _ in
      try #require(MinesweeperChoices(rememberedJSON: choices)).game(on: .intermediate, seed: seed)
    } move: { game, random in
      let cell = Position(row: random.below(16), column: random.below(16))
      return random.below(10) < 8 ? .reveal(cell) : random.below(2) == 0 ? .flag(cell) : .chord(cell)
    }
  }

  @Test func pathFinder() throws {
    try check(.pathfinder, as: PathFinderRound.self) { choices, seed, _ in
      PathFinderRound(seed: seed, options: try #require(PathFinderChoices(rememberedJSON: choices)).options)
    } move: { round, random in
      if round.course == nil, let grid = round.grid {
        return random.below(2) == 0 ? .guess(rows: grid.rows, columns: grid.columns) : .guess(rows: 4 + random.below(3), columns: 4 + random.below(3))
      }
      return .step(Direction.allCases[random.below(4)])
    }
  }

  @Test func priceGuess() throws {
    try check(.priceguess, as: PriceGuessGame.self) { choices, seed, services in
      let catalog = try #require(services.content.get(PriceGuessCatalogContent.self).catalog)
      let length = try #require(PriceGuessChoices(rememberedJSON: choices)).length
      return PriceGuessGame(products: catalog.allProducts, scope: .mixed, length: length, seed: seed, startedAt: .zero, edition: catalog.edition)
    } move: { _, random in
      random.below(8) == 0 ? .skip : .answer(random.below(4))
    }
  }

  @Test func ticTacToe() throws {
    try check(.tictactoe, as: UltimateGame.self, days: Self.ultimateDays) { choices, seed, _ in
      let chosen = try #require(TicTacToeChoices(rememberedJSON: choices))
      #expect(chosen.variant == .ultimate && chosen.opponent == .hard)
      return UltimateGame(opponent: .hard, firstMove: chosen.first, round: 0, seed: seed, at: .zero)
    } move: { game, random in
      if game.isComputersTurn, let reply = game.chooseComputerMove() { return reply }
      let legal = game.board.legalMoves
      return .place(legal.isEmpty ? UltimateMove(index: 0) : legal[random.below(legal.count)])
    }
  }

  @Test func wordMatch() throws {
    try check(.wordmatch, as: WordMatchGame.self, days: Self.wordMatchDays) { choices, seed, services in
      let file = try #require(WordMatchChoices(rememberedJSON: choices)).listFile
      let library = services.content.get(WordMatchLibrary.self)
      let list = try #require(library.entries.first { $0.fileName == file }?.list)
      return WordMatchGame(wordList: list, options: try #require(WordMatchChoices(rememberedJSON: choices)).options, seed: seed)
    } move: { _, random in
      random.below(3) == 0 ? .wait : .answer(random.below(2) == 0 ? .correct : .wrong)
    }
  }

  @Test func wordSearch() throws {
    try check(.wordsearch, as: WordSearchGame.self) { choices, seed, services in
      let chosen = try #require(WordSearchChoices(rememberedJSON: choices))
      let puzzle = try #require(chosen.puzzle(in: services.content.get(WordSearchThemeLibrary.self), seed: seed))
      return WordSearchGame(puzzle: puzzle, reveals: chosen.reveals, startedAt: .zero)
    } move: { game, random in
      let words = game.puzzle.placements
      guard random.below(4) != 0, !words.isEmpty else {
        let size = game.puzzle.size
        return .select(from: Position(row: random.below(size), column: 0), to: Position(row: random.below(size), column: size - 1))
      }
      let word = words[random.below(words.count)]
      return .select(from: word.start, to: word.end)
    }
  }

  /// Opens `game`'s daily of each day, deals an ordinary round from its seed and options (`ordinary`), plays both with
  /// the same `move`s (each picks its own on its own copy of the generator: a computer's reply is its own), and
  /// requires the same deal and tape after every move.
  func check<Game: RecordedGame>(
    _ id: GameID, as engineType: Game.Type, days: Int = 100,
    ordinary: (_ options: String, _ seed: UInt64, ArcadeServices) throws -> Game,
    move: (inout Game, inout SeededGenerator) -> Game.Move
  ) throws where Game: RecordableGame {
    let services = makeServices()
    let arcadeGame = try #require(services.games[id])
    let daily = try #require(arcadeGame.daily)
    for day in Self.days.prefix(days) {
      let variant = DailyVariant(day: day, key: daily.key(services))
      guard case .success(let opening) = daily.deal(day, variant.key, services) else {
        Issue.record("\(id.rawValue) has no daily on \(day)")
        return
      }
      // What the screens deal is what the core's definition calls the day's deal, and only that day's.
      #expect(arcadeGame.definition.isDaily(opening.tape, of: variant), "\(id.rawValue) on \(day)")
      #expect(!arcadeGame.definition.isDaily(opening.tape, of: DailyVariant(day: day.adding(days: 1), key: variant.key)))
      let round = UnfinishedRound(
        uid: "daily", game: id, player: "tester", options: opening.options, startedAt: Date(), leftAt: Date(),
        clockMilliseconds: 0, summary: "", tape: Data(opening.tape))
      let scene = try #require(arcadeGame.resume?(round, services))
      var dailyGame = try #require(Self.engine(of: Game.self, in: scene), "\(id.rawValue): no engine in \(type(of: scene))")
      // Both games count their moves from the same instant: the resumed one's clock zero.
      let origin = services.now()
      var plain = try ordinary(opening.options, dailyGame.seed, services)
      for recorded in try RoundTape<Game>(bytes: opening.tape).moves {
        plain.apply(recorded.move, at: origin.advanced(byMilliseconds: recorded.milliseconds))
      }
      var random = SeededGenerator(seed: UInt64(day.dayNumber))
      let start = dailyGame.moves.last?.milliseconds ?? 0
      for step in 1...Self.moves {
        let now = origin.advanced(byMilliseconds: start + Int64(step) * 700)
        var own = random
        let dailyMove = move(&dailyGame, &own)
        let plainMove = move(&plain, &random)
        #expect(dailyMove == plainMove, "\(id.rawValue) on \(day), move \(step)")
        dailyGame.apply(dailyMove, at: now)
        plain.apply(plainMove, at: now)
        guard dailyGame.deal == plain.deal, dailyGame.moves == plain.moves else {
          Issue.record("\(id.rawValue) on \(day): the daily dealt otherwise than its seed's round after move \(step)")
          return
        }
        if dailyGame.finishedRound != nil { break }
      }
      #expect(dailyGame.finishedRound != nil, "\(id.rawValue) on \(day) did not end in \(Self.moves) moves")
      #expect(dailyGame.finishedRound == plain.finishedRound, "\(id.rawValue) on \(day)")
      try checkContexts(of: dailyGame, opening: opening, variant: variant, game: arcadeGame, services: services)
    }
  }

  /// The game a scene plays, found among its stored properties (or theirs, one level down).
  static func engine<Game>(of type: Game.Type, in scene: Any) -> Game? {
    for child in Mirror(reflecting: scene).children {
      if let game = child.value as? Game { return game }
      for grandchild in Mirror(reflecting: child.value).children {
        if let game = grandchild.value as? Game { return game }
      }
    }
    return nil
  }
}
