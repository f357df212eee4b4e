/// A word search being played: the puzzle, which words are found or revealed, the marked first end, the clock.
///
/// The clock starts when the puzzle is dealt; time comes in as `Instant`s. The round is over
/// when every word is found or revealed.
public struct WordSearchGame: Sendable {
  public let puzzle: WordSearchPuzzle
  public let revealsAllowed: Int
  public private(set) var states: [WordSearchWordState]
  /// The first end of a half-made selection.
  public private(set) var marked: Position?
  public private(set) var revealsUsed = 0
  /// Selections made, words or not.
  public private(set) var selections = 0
  public let startedAt: Instant
  public private(set) var endedAt: Instant?
  private var foundCount = 0
  /// The moves that changed the game, timed from the deal.
  public internal(set) var moves: [TimedMove<WordSearchMove>] = []

  /// The reveals a puzzle gives unless the options say otherwise.
  public static let standardReveals = 2

  public init(puzzle: WordSearchPuzzle, reveals: Int = standardReveals, startedAt: Instant) {
    self.puzzle = puzzle
    revealsAllowed = max(0, reveals)
    states = Array(repeating: .hidden, count: puzzle.placements.count)
    self.startedAt = startedAt
    // A puzzle with no words (every asked word dropped) has nothing to find.
    if puzzle.placements.isEmpty { endedAt = startedAt }
  }

  public var isOver: Bool { endedAt != nil }
  public var wordCount: Int { states.count }
  public var wordsFound: Int { foundCount }
  public var revealsLeft: Int { revealsAllowed - revealsUsed }

  /// Every word found by the player, none revealed.
  public var isSolvedUnaided: Bool { isOver && foundCount == wordCount && wordCount > 0 }

  /// The timer on screen: frozen once the puzzle is over.
  public func elapsedMilliseconds(at now: Instant) -> Int64 {
    max(0, (endedAt ?? now).milliseconds(since: startedAt))
  }

  public var durationMilliseconds: Int64? { endedAt.map { $0.milliseconds(since: startedAt) } }

  // MARK: Moves

  /// Marks one end of a selection: the first mark remembers the cell, the second selects the line between.
  mutating func mark(_ cell: Position, at now: Instant) -> WordSearchMarkResult {
    guard !isOver else { return .ignored(.puzzleOver) }
    guard puzzle.contains(cell) else { return .ignored(.offGrid) }
    guard let first = marked else {
      marked = cell
      return .started(cell)
    }
    marked = nil
    return .selected(select(from: first, to: cell, at: now))
  }

  /// Forgets a marked first end.
  mutating func cancelMark() -> WordSearchCancelResult {
    guard marked != nil else { return .nothingMarked }
    marked = nil
    return .cancelled
  }

  /// Selects the straight line between two cells, from either end: a listed word there is found.
  mutating func select(from first: Position, to last: Position, at now: Instant) -> WordSearchSelectionResult {
    guard !isOver else { return .ignored(.puzzleOver) }
    guard puzzle.contains(first), puzzle.contains(last) else { return .ignored(.offGrid) }
    marked = nil
    selections += 1
    guard first == last || WordDirection(from: first, to: last) != nil else { return .notALine }
    guard let index = puzzle.word(between: first, and: last) else { return .notAWord }
    switch states[index] {
    case .found: return .alreadyFound(index)
    case .revealed: return .alreadyRevealed(index)
    case .hidden:
      states[index] = .found(order: foundCount)
      foundCount += 1
      if finishIfDone(at: now) { return .finished(lastFound: index) }
      return .found(index)
    }
  }

  /// Shows a word the player has not found, using one of the puzzle's reveals.
  mutating func reveal(_ index: Int, at now: Instant) -> WordSearchRevealResult {
    guard !isOver else { return .refused(.puzzleOver) }
    guard states.indices.contains(index) else { return .refused(.noSuchWord) }
    switch states[index] {
    case .found: return .refused(.alreadyFound)
    case .revealed: return .refused(.alreadyRevealed)
    case .hidden: break
    }
    guard revealsLeft > 0 else { return .refused(.noRevealsLeft) }
    revealsUsed += 1
    states[index] = .revealed
    if finishIfDone(at: now) { return .finished(lastRevealed: index) }
    return .revealed(index)
  }

  /// The words a reveal can still show, by index.
  public var revealable: [Int] { states.indices.filter { states[$0] == .hidden } }

  private mutating func finishIfDone(at now: Instant) -> Bool {
    guard !states.contains(.hidden) else { return false }
    endedAt = now
    marked = nil
    return true
  }
}
