#if SharedBoard
import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

/// Rounds played by programs with the engines themselves, as an attacker would play them: honest ones at a person's
/// pace, and forged ones whose figures are what their own moves give on their own deal, so that only the deal or the
/// pace can give them away. (ArcadeCoreTests plays the same way in `Redeal` and `HumanPaceTests`; that target cannot
/// be reached from here.)
enum AttackRounds {
  static let content = ContentLibrary(dataDirectory: repositoryDataDirectory)
  static var themes: [WordSearchTheme] { content.get(WordSearchThemeLibrary.self).themes }
  static var catalog: PriceCatalog { content.get(PriceGuessCatalogContent.self).catalog! }
  static var wordList: WordList { content.get(WordMatchLibrary.self).entries.compactMap(\.list)[0] }
  static var today: DailyDate { DailyDate(containing: Date()) }

  /// The round as its player's arcade saves it, ended a minute ago.
  static func saved<Game: RecordedGame & RecordableGame>(
    _ game: Game, by player: String, in context: RoundContext = .free
  ) throws -> PlayedRound {
    let finished = try #require(game.recordedRound, "\(Game.self) not finished")
    let end = Date().addingTimeInterval(-60)
    let start = end.addingTimeInterval(-Double(finished.durationMilliseconds ?? 0) / 1000)
    return finished.playedRound(in: context, player: player, startedAt: start, endedAt: end)
  }

  // MARK: - Minesweeper

  /// Expert from `seed` cleared by revealing every safe cell in reading order, one click each `gap` ms.
  static func sweptExpert(seed: UInt64, gap: Int64) throws -> MinesweeperGame {
    var game = MinesweeperGame(configuration: .expert, seed: seed, noGuess: false, questionMarks: false)
    let opened = Instant(milliseconds: 1_000)
    game.apply(.reveal(MinefieldConfiguration.expert.centre), at: opened)
    return try swept(game, from: opened, gap: gap)
  }

  /// `game`, dealt at `now`, played on by revealing each hidden safe cell (in reverse reading order when `backwards`).
  static func swept(_ start: MinesweeperGame, from now: Instant, gap: Int64, backwards: Bool = false) throws -> MinesweeperGame {
    var game = start
    var now = now
    let field = try #require(game.minefield)
    let cells = game.marks.positions.filter { !field.isMine($0) }
    for cell in backwards ? cells.reversed() : cells where game.marks[cell] == .hidden && !game.status.isOver {
      now = now.advanced(byMilliseconds: gap)
      game.apply(.reveal(cell), at: now)
    }
    return game
  }

  /// An Expert deal of `seed` with its 99 mines made up, packed in the top-left corner, and won by one click in the
  /// far corner, which opens every other cell.
  static func packedExpert(seed: UInt64) throws -> MinesweeperGame {
    let corner = Position(row: 15, column: 29)
    var dealt = MinesweeperGame(configuration: .expert, seed: seed, noGuess: false, questionMarks: false)
    dealt.apply(.reveal(corner), at: .zero)
    var deal = try #require(dealt.deal)
    deal.mines = Array(dealt.marks.positions.prefix(99))
    var game = MinesweeperGame(replaying: deal)
    game.apply(.reveal(corner), at: .zero)
    return game
  }

  // MARK: - WordSearch

  /// 15×15 Medium from `theme` and `seed`, as the generator deals it.
  static func puzzle(_ theme: WordSearchTheme, seed: UInt64) -> WordSearchPuzzle {
    WordSearchGenerator.generate(size: 15, difficulty: .medium, source: .theme(theme), seed: seed)
  }

  /// `puzzle` solved with no reveals by dragging over each word, one each 2 s (the last word first when `backwards`).
  static func solved(_ puzzle: WordSearchPuzzle, backwards: Bool = false) -> WordSearchGame {
    var game = WordSearchGame(puzzle: puzzle, reveals: 0, startedAt: .zero)
    let words = backwards ? puzzle.placements.reversed() : puzzle.placements
    for (index, word) in words.enumerated() {
      game.apply(.select(from: word.start, to: word.end), at: Instant(milliseconds: Int64(index + 1) * 2_000))
    }
    return game
  }

  /// A 15×15 Medium grid claimed dealt from `theme` and `seed` that holds one of its words across the top row and a
  /// letter that word lacks everywhere else.
  static func oneWordPuzzle(_ theme: WordSearchTheme, seed: UInt64) throws -> WordSearchPuzzle {
    let real = puzzle(theme, seed: seed)
    let word = try #require(real.placements.first)
    let filler = try #require("QZXJKV".utf8.first { !word.letters.utf8.contains($0) })
    var letters = Grid(rows: 15, columns: 15, repeating: filler)
    for (column, letter) in word.letters.utf8.enumerated() { letters[0, column] = letter }
    var placement = word
    placement.start = Position(row: 0, column: 0)
    placement.direction = .right
    return WordSearchPuzzle(
      size: 15, difficulty: .medium, theme: real.theme, seed: seed, letters: letters, placements: [placement], dropped: [])
  }

  // MARK: - PriceGuess

  /// Ten questions from the whole catalog, mixed, from `seed` (the daily's options, as a free round's).
  static func quiz(seed: UInt64) -> PriceGuessGame {
    PriceGuessGame(products: catalog.allProducts, scope: .mixed, length: .ten, seed: seed, startedAt: .zero, edition: catalog.edition)
  }

  /// Ten questions of `quiz` answered one each `gap` ms, right on those `right` picks (numbered from 1).
  static func answered(_ quiz: PriceGuessGame, gap: Int64 = 2_000, right: (Int) -> Bool = { _ in true }) -> PriceGuessGame {
    var game = quiz
    var number = 0
    while !game.status.isOver {
      number += 1
      let answer = right(number) ? game.question.answer : (game.question.answer + 1) % game.question.options.count
      game.apply(.answer(answer), at: Instant(milliseconds: Int64(number) * gap))
    }
    return game
  }

  /// Ten mixed questions from `seed` whose right price is moved to the first place of each, answered "the first"
  /// every time: a made-up deal where every answer is right.
  static func firstIsRightQuiz(seed: UInt64) throws -> PriceGuessGame {
    var deal = try #require(answered(quiz(seed: seed)).deal)
    for index in deal.questions.indices {
      deal.questions[index].options.swapAt(0, deal.questions[index].answer)
      deal.questions[index].answer = 0
    }
    var game = PriceGuessGame(replaying: deal)
    for number in 1...10 { game.apply(.answer(0), at: Instant(milliseconds: Int64(number) * 2_000)) }
    return game
  }

  // MARK: - WordMatch

  /// `game` started and played by a program that answers each word `reaction` ms after it starts falling, as `claim`
  /// says, and waits out each flash.
  static func matched(_ start: WordMatchGame, reaction: Int64, claim: (WordMatchRound) -> WordMatchClaim) -> WordMatchGame {
    var game = start
    game.apply(.start, at: .zero)
    while true {
      switch game.phase {
      case .falling:
        guard let round = game.round,
          !game.apply(.answer(claim(round)), at: round.fall.start.advanced(byMilliseconds: reaction)).isRefusal
        else { return game }
      case .feedback(_, let until):
        if game.apply(.wait, at: until).isRefusal { return game }
      case .ready, .over: return game
      }
    }
  }

  /// Fifteen pairs of the list from `seed`, each answered rightly after `reaction` ms.
  static func wordMatch(seed: UInt64, reaction: Int64 = 900) -> WordMatchGame {
    matched(WordMatchGame(wordList: wordList, seed: seed), reaction: reaction) { $0.truth }
  }

  /// The pairs a real round of `seed` dealt, each made a right translation, answered "right" every time.
  static func allRightWordMatch(seed: UInt64) throws -> WordMatchGame {
    var deal = try #require(wordMatch(seed: seed).deal)
    deal.pairs = deal.pairs.map { pair in
      WordMatchPair(prompt: pair.prompt, candidate: deal.translations[pair.prompt]?.first ?? pair.candidate, truth: .correct)
    }
    return matched(WordMatchGame(replaying: deal), reaction: 900) { _ in .correct }
  }

  // MARK: - Ultimate

  /// The Ultimate daily of `seed`: the person's X on the first legal cell (the last when `last`), a move each 1.5 s,
  /// and O where `reply` says (the computer's own reply: `chooseComputerMove()`).
  static func ultimate(
    seed: UInt64, last: Bool = false, reply: (inout UltimateGame) -> TicTacToeMove<UltimateMove>?
  ) throws -> UltimateGame {
    var game = UltimateGame.daily(seed: seed)
    var now = Instant.zero
    while !game.status.isOver {
      now = now.advanced(byMilliseconds: 1_500)
      let cells = game.board.legalMoves
      let move = game.isComputersTurn ? try #require(reply(&game)) : .place(try #require(last ? cells.last : cells.first))
      game.apply(move, at: now)
    }
    return game
  }
}
#endif
