import Testing
@testable import ArcadeCore

@Suite("Minesweeper game")
struct MinesweeperGameTests {
  @Test func firstRevealDealsTheGeneratedBoardAndStartsTheClock() throws {
    var game = MinesweeperGame(configuration: .expert, seed: 77)
    #expect(game.status == .ready)
    #expect(game.minefield == nil)
    #expect(game.elapsedMilliseconds(at: Instant(milliseconds: 9_000)) == 0)
    let first = Position(row: 3, column: 20)
    _ = game.reveal(first, at: Instant(milliseconds: 1_000))
    #expect(game.status == .playing)
    #expect(game.startedAt == Instant(milliseconds: 1_000))
    #expect(game.elapsedMilliseconds(at: Instant(milliseconds: 3_500)) == 2_500)
    let dealt = try DealtMinefield(configuration: .expert, firstReveal: first, noGuess: true, seed: 77)
    #expect(game.minefield == dealt.minefield)
  }

  @Test func movesOffTheBoardAreIgnored() {
    var game = MinesweeperGame(configuration: .beginner, seed: 1)
    #expect(game.reveal(Position(row: -1, column: 0), at: .zero) == .ignored(.offBoard))
    #expect(game.toggleFlag(Position(row: 9, column: 0)) == .ignored(.offBoard))
    #expect(game.chord(Position(row: 0, column: 9), at: .zero) == .ignored(.offBoard))
    #expect(game.chord(Position(row: 0, column: 0), at: .zero) == .ignored(.notANumber))
    #expect(game.status == .ready)
    #expect(game.clicks == 0)
  }

  @Test func flagsCountAgainstMinesLeft() {
    var game = MinesweeperGame.started(.beginner, seed: 5)
    let hidden = game.allPositions.filter { game.marks[$0] == .hidden }
    #expect(game.minesLeft == 10)
    for position in hidden.prefix(12) { #expect(game.toggleFlag(position) == .flagged) }
    #expect(game.flagCount == 12)
    #expect(game.minesLeft == -2)
    #expect(game.toggleFlag(hidden[0]) == .cleared)
    #expect(game.minesLeft == -1)
    #expect(game.reveal(hidden[1], at: .zero) == .ignored(.flagged))
    let revealed = game.allPositions.first { game.marks[$0] == .revealed }!
    #expect(game.toggleFlag(revealed) == .ignored(.alreadyRevealed))
  }

  @Test func questionMarksCycleOnlyWhenEnabled() {
    let cell = Position(row: 0, column: 0)
    var plain = MinesweeperGame(configuration: .beginner, seed: 2)
    #expect(plain.toggleFlag(cell) == .flagged)
    #expect(plain.toggleFlag(cell) == .cleared)
    #expect(plain.marks[cell] == .hidden)

    var marked = MinesweeperGame(configuration: .beginner, seed: 2, questionMarks: true)
    #expect(marked.toggleFlag(cell) == .flagged)
    #expect(marked.minesLeft == 9)
    #expect(marked.toggleFlag(cell) == .questioned)
    #expect(marked.minesLeft == 10)
    #expect(marked.display(at: cell) == .questioned)
    #expect(marked.toggleFlag(cell) == .cleared)
    #expect(marked.marks[cell] == .hidden)
  }

  @Test func questionedCellsCanBeRevealed() {
    var game = MinesweeperGame.started(.beginner, seed: 8, questionMarks: true)
    let board = game.minefield!
    let safe = game.allPositions.first { game.marks[$0] == .hidden && !board.isMine($0) }!
    _ = game.toggleFlag(safe)
    _ = game.toggleFlag(safe)
    #expect(game.marks[safe] == .questioned)
    let result = game.reveal(safe, at: .zero)
    #expect(result != .ignored(.flagged))
    #expect(game.marks[safe] == .revealed)
  }

  @Test func chordingOpensAroundASatisfiedNumber() {
    var checked = 0
    for seed in 0..<UInt64(40) {
      var game = MinesweeperGame.started(.intermediate, seed: seed)
      let board = game.minefield!
      // An opened number with at least one hidden safe neighbour.
      guard
        let number = game.allPositions.first(where: { position in
          game.marks[position] == .revealed && board.adjacentMines(position) > 0
            && board.testNeighbours(of: position).contains { game.marks[$0] == .hidden && !board.isMine($0) }
        })
      else { continue }
      let around = board.testNeighbours(of: number)
      #expect(game.chord(number, at: .zero) == .ignored(.flagsDoNotMatch))
      for mine in around where board.isMine(mine) { _ = game.toggleFlag(mine) }
      let expected = around.filter { game.marks[$0] == .hidden }
        .reduce(into: Set<Position>()) { $0.formUnion(board.expectedFlood(from: $1)) }
        .filter { game.marks[$0] == .hidden }
      // Revealing a satisfied number chords, like `chord`.
      switch game.reveal(number, at: .zero) {
      case .opened(let cells), .won(let cells): #expect(Set(cells) == expected, "seed \(seed)")
      case let other: Issue.record("chord did \(other)")
      }
      #expect(game.chord(number, at: .zero) == .ignored(.nothingToOpen))
      checked += 1
    }
    #expect(checked > 20)
  }

  @Test func chordingWithAWrongFlagExplodes() {
    for seed in 0..<UInt64(40) {
      var game = MinesweeperGame.started(.expert, seed: seed)
      guard let (number, wrong, mine) = game.oneBesideASafeCellAndAMine() else { continue }
      _ = game.toggleFlag(wrong)
      #expect(game.chord(number, at: Instant(milliseconds: 4_000)) == .exploded(at: mine))
      #expect(game.status == .lost(exploded: mine))
      #expect(game.display(at: wrong) == .wrongFlag)
      #expect(game.display(at: mine) == .explodedMine)
      return
    }
    Issue.record("no board with a suitable number")
  }

  @Test func losingShowsEveryMineAndWrongFlags() {
    var game = MinesweeperGame.started(.beginner, seed: 21)
    let board = game.minefield!
    let mines = board.minePositions
    let safeHidden = game.allPositions.filter { game.marks[$0] == .hidden && !board.isMine($0) }
    _ = game.toggleFlag(mines[0])
    _ = game.toggleFlag(safeHidden[0])
    let result = game.reveal(mines[1], at: Instant(milliseconds: 2_500))
    #expect(result == .exploded(at: mines[1]))
    #expect(game.status == .lost(exploded: mines[1]))
    #expect(game.endedAt == Instant(milliseconds: 2_500))
    #expect(game.durationMilliseconds == 2_500)
    #expect(game.elapsedMilliseconds(at: Instant(milliseconds: 60_000)) == 2_500)
    #expect(game.display(at: mines[0]) == .flagged)
    #expect(game.display(at: mines[1]) == .explodedMine)
    for mine in mines.dropFirst(2) { #expect(game.display(at: mine) == .mine) }
    #expect(game.display(at: safeHidden[0]) == .wrongFlag)
    if safeHidden.count > 1 { #expect(game.display(at: safeHidden[1]) == .hidden) }
    for position in game.allPositions where game.marks[position] == .revealed {
      let count = board.adjacentMines(position)
      #expect(game.display(at: position) == (count == 0 ? .empty : .number(count)))
    }
    #expect(game.reveal(safeHidden.last!, at: .zero) == .ignored(.gameOver))
    #expect(game.toggleFlag(safeHidden.last!) == .ignored(.gameOver))
  }

  @Test(arguments: MinesweeperSeeds.configurations)
  func revealingEverySafeCellWinsAndFlagsAllMines(configuration: MinefieldConfiguration) {
    for seed in 0..<UInt64(10) {
      var game = MinesweeperGame.started(configuration, seed: seed)
      let board = game.minefield!
      var last: MinesweeperRevealResult = .ignored(.gameOver)
      for position in game.allPositions where !board.isMine(position) && game.marks[position] != .revealed {
        #expect(game.status == .playing)
        last = game.reveal(position, at: Instant(milliseconds: 30_000))
      }
      guard case .won = last else {
        Issue.record("last reveal did \(last)")
        continue
      }
      #expect(game.status == .won)
      #expect(game.minesLeft == 0)
      for mine in board.minePositions { #expect(game.display(at: mine) == .flagged) }
      #expect(game.durationMilliseconds == 30_000)
    }
  }
}
