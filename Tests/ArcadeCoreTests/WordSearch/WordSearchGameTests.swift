import Testing

@testable import ArcadeCore

@Suite("WordSearch play")
struct WordSearchGameTests {
  static let start = Instant(milliseconds: 1_000)

  static func hardGame(seed: UInt64 = 11, reveals: Int = 2) -> WordSearchGame {
    let puzzle = WordSearchGenerator.generate(size: 12, difficulty: .hard, source: .theme(.mock), seed: seed)
    return WordSearchGame(puzzle: puzzle, reveals: reveals, startedAt: start)
  }

  @Test("a word is found from either end, by two marks or one selection")
  func bothEnds() {
    var game = Self.hardGame()
    let first = game.puzzle.placements[0]
    #expect(game.mark(first.end, at: Self.start) == .started(first.end))
    #expect(game.marked == first.end)
    #expect(game.mark(first.start, at: Self.start) == .selected(.found(0)))
    #expect(game.marked == nil)
    let second = game.puzzle.placements[1]
    #expect(game.select(from: second.start, to: second.end, at: Self.start) == .found(1))
    #expect(game.wordsFound == 2)
    #expect(game.states[0] == .found(order: 0) && game.states[1] == .found(order: 1))
  }

  @Test("diagonal words are found, over many seeds")
  func diagonals() {
    var diagonalsSeen = 0
    for seed in UInt64(0)..<50 {
      var game = Self.hardGame(seed: seed)
      for (index, placement) in game.puzzle.placements.enumerated() where placement.direction.isDiagonal {
        diagonalsSeen += 1
        let result = game.select(from: placement.end, to: placement.start, at: Self.start)
        #expect(result == .found(index) || result == .finished(lastFound: index))
      }
    }
    #expect(diagonalsSeen > 50)
  }

  @Test("finding a word again counts nothing (the original's bug)")
  func findAgain() {
    var game = Self.hardGame()
    let word = game.puzzle.placements[2]
    #expect(game.select(from: word.start, to: word.end, at: Self.start) == .found(2))
    #expect(game.select(from: word.end, to: word.start, at: Self.start) == .alreadyFound(2))
    #expect(game.mark(word.start, at: Self.start) == .started(word.start))
    #expect(game.mark(word.end, at: Self.start) == .selected(.alreadyFound(2)))
    #expect(game.wordsFound == 1)
    #expect(game.states[2] == .found(order: 0))
  }

  @Test("a bent line or a line that is no word finds nothing")
  func notWords() {
    var game = Self.hardGame()
    #expect(game.select(from: Position(row: 0, column: 0), to: Position(row: 1, column: 3), at: Self.start) == .notALine)
    #expect(game.select(from: Position(row: 0, column: 0), to: Position(row: 0, column: 0), at: Self.start) == .notAWord)
    let word = game.puzzle.placements[0]
    // One letter short of the word is a line, not the word.
    #expect(game.select(from: word.start, to: word.start.moved(word.direction, steps: word.length - 2), at: Self.start) == .notAWord)
    #expect(game.select(from: Position(row: -1, column: 0), to: word.end, at: Self.start) == .ignored(.offGrid))
    #expect(game.wordsFound == 0)
  }

  @Test("Esc cancels a half-made selection")
  func cancel() {
    var game = Self.hardGame()
    #expect(game.cancelMark() == .nothingMarked)
    _ = game.mark(Position(row: 3, column: 3), at: Self.start)
    #expect(game.cancelMark() == .cancelled)
    #expect(game.marked == nil)
    #expect(game.mark(Position(row: 12, column: 0), at: Self.start) == .ignored(.offGrid))
  }

  @Test("reveals: as many as allowed, only of hidden words, and they are not found")
  func revealLimit() {
    var game = Self.hardGame(reveals: 2)
    let word = game.puzzle.placements[0]
    _ = game.select(from: word.start, to: word.end, at: Self.start)
    #expect(game.reveal(0, at: Self.start) == .refused(.alreadyFound))
    #expect(game.reveal(1, at: Self.start) == .revealed(1))
    #expect(game.reveal(1, at: Self.start) == .refused(.alreadyRevealed))
    #expect(game.reveal(2, at: Self.start) == .revealed(2))
    #expect(game.reveal(3, at: Self.start) == .refused(.noRevealsLeft))
    #expect(game.reveal(99, at: Self.start) == .refused(.noSuchWord))
    #expect(game.revealsUsed == 2 && game.revealsLeft == 0)
    let revealed = game.puzzle.placements[1]
    #expect(game.select(from: revealed.start, to: revealed.end, at: Self.start) == .alreadyRevealed(1))
    #expect(game.wordsFound == 1)
    #expect(game.revealable == Array(3..<game.wordCount))
  }

  @Test("every word found ends the round, won, with its time; moves after it are ignored")
  func solved() throws {
    var game = Self.hardGame()
    let end = Self.start.advanced(byMilliseconds: 95_000)
    for (index, placement) in game.puzzle.placements.enumerated() {
      let result = game.select(from: placement.start, to: placement.end, at: end)
      #expect(result == (index == game.wordCount - 1 ? .finished(lastFound: index) : .found(index)))
    }
    #expect(game.isOver && game.isSolvedUnaided)
    #expect(game.elapsedMilliseconds(at: end.advanced(byMilliseconds: 5000)) == 95_000)
    #expect(game.mark(Position(row: 0, column: 0), at: end) == .ignored(.puzzleOver))
    let round = try #require(game.finishedRound)
    #expect(round.outcome == .won && !round.assisted)
    #expect(round.durationMilliseconds == 95_000)
    #expect(round.variant == "12x12-hard")
    #expect(round.seed == 11)
    let details = try #require(WordSearchRoundDetails(json: round.details))
    #expect(details == WordSearchRoundDetails(size: 12, difficulty: .hard, theme: "Mock", wordsFound: 8, wordCount: 8, revealsUsed: 0))
  }

  @Test("a round finished by a reveal is assisted, not won")
  func finishedByReveal() throws {
    var game = Self.hardGame()
    for placement in game.puzzle.placements.dropLast() {
      _ = game.select(from: placement.start, to: placement.end, at: Self.start)
    }
    #expect(game.finishedRound == nil)
    #expect(game.reveal(game.wordCount - 1, at: Self.start) == .finished(lastRevealed: game.wordCount - 1))
    let round = try #require(game.finishedRound)
    #expect(round.outcome == .finished && round.assisted)
  }

  @Test("the boards rank the fastest unassisted solves per size and difficulty")
  func boards() {
    let boards = WordSearchLeaderboards.all()
    #expect(boards.count == WordSearchLeaderboards.rankedSizes.count * 3)
    #expect(boards[0].selection.variant == "10x10-easy")
    #expect(boards.allSatisfy { $0.selection.unassistedOnly && $0.selection.outcomes == [.won] })
    #expect(Set(boards.compactMap(\.selection.variant)).count == boards.count)
  }
}

@Suite("WordSearch drag snapping")
struct SelectionSnapTests {
  @Test("a drag snaps to the nearest straight line from its start, kept on the grid")
  func snaps() {
    let start = Position(row: 5, column: 5)
    #expect(SelectionSnap.end(from: start, toward: Position(row: 5, column: 9), size: 10) == Position(row: 5, column: 9))
    #expect(SelectionSnap.end(from: start, toward: Position(row: 6, column: 9), size: 10) == Position(row: 5, column: 9))
    #expect(SelectionSnap.end(from: start, toward: Position(row: 8, column: 9), size: 10) == Position(row: 9, column: 9))
    #expect(SelectionSnap.end(from: start, toward: Position(row: 1, column: 4), size: 10) == Position(row: 1, column: 5))
    #expect(SelectionSnap.end(from: start, toward: Position(row: 2, column: 1), size: 10) == Position(row: 1, column: 1))
    #expect(SelectionSnap.end(from: start, toward: start, size: 10) == start)
    #expect(SelectionSnap.end(from: Position(row: 0, column: 8), toward: Position(row: 3, column: 12), size: 10) == Position(row: 1, column: 9))
  }
}
