/// WordSearch's rounds as their deal and moves: `apply` is the one way in, and a tape replays exactly.
extension WordSearchGame: RecordedGame {
  public static var gameID: GameID { .wordsearch }
  public static var tapeFormat: UInt8 { 1 }
  public var tapeOrigin: Instant? { startedAt }
  public var seed: UInt64 { puzzle.seed }

  /// The puzzle dealt at the clock's zero: move times count from the deal.
  public init(replaying deal: WordSearchDeal, at origin: Instant) {
    self.init(puzzle: deal.puzzle, reveals: deal.reveals, startedAt: origin)
  }

  public var deal: WordSearchDeal? {
    WordSearchDeal(
      size: puzzle.size, difficulty: puzzle.difficulty, theme: puzzle.theme, seed: puzzle.seed, edition: puzzle.edition,
      letters: puzzle.letters, placements: puzzle.placements, reveals: revealsAllowed)
  }

  /// Plays one move at `now`; a move that changes the game is recorded with its time since the deal.
  @discardableResult
  public mutating func apply(_ move: WordSearchMove, at now: Instant) -> WordSearchMoveOutcome {
    let outcome: WordSearchMoveOutcome =
      switch move {
      case .mark(let cell): .marked(mark(cell, at: now))
      case .cancelMark: .cancelled(cancelMark())
      case .select(let first, let last): .selected(select(from: first, to: last, at: now))
      case .reveal(let word): .revealed(reveal(word, at: now))
      }
    if !outcome.isRefusal { moves.append(TimedMove(move, at: max(0, now.milliseconds(since: startedAt)))) }
    return outcome
  }

  public static func isRefusal(_ outcome: WordSearchMoveOutcome) -> Bool { outcome.isRefusal }

  // MARK: Tape

  public static func write(_ deal: WordSearchDeal, to tape: inout TapeWriter) {
    tape.count(deal.size)
    tape.byte(UInt8(WordSearchDifficulty.allCases.firstIndex(of: deal.difficulty) ?? 0))
    tape.text(deal.theme)
    tape.varint(deal.seed)
    tape.byte(deal.edition == nil ? 0 : 1)
    if let edition = deal.edition { tape.text(edition) }
    for cell in deal.letters.positions { tape.byte(deal.letters[cell]) }
    tape.count(deal.placements.count)
    for placement in deal.placements {
      tape.text(placement.word)
      tape.text(placement.letters)
      tape.position(placement.start)
      tape.byte(UInt8(WordDirection.allCases.firstIndex(of: placement.direction) ?? 0))
    }
    tape.count(deal.reveals)
  }

  public static func readDeal(from tape: inout TapeReader) throws(TapeError) -> WordSearchDeal {
    let size = try tape.count(in: WordSearchGenerator.sizes, "a grid size")
    let difficulty = try pick(WordSearchDifficulty.allCases, try tape.byte(), "a difficulty")
    let theme = try tape.text(maximumBytes: RoundBounds.textBytes)
    let seed = try tape.varint()
    let edition: String? = switch try tape.byte() {
    case 0: nil
    case 1: try tape.text(maximumBytes: RoundBounds.textBytes)
    default: throw TapeError.malformed("an unknown edition mark")
    }
    var letters = Grid<UInt8>(rows: size, columns: size, repeating: UInt8(ascii: "A"))
    for cell in letters.positions {
      let letter = try tape.byte()
      guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(letter) else { throw .malformed("a letter that is not A–Z") }
      letters[cell] = letter
    }
    var placements: [WordPlacement] = []
    for _ in 0..<(try tape.count(in: 0...(size * size), "a word count")) {
      let word = try tape.text(maximumBytes: RoundBounds.textBytes)
      let spelled = try tape.text(maximumBytes: size)
      let start = try tape.position(rows: size, columns: size)
      let direction = try pick(WordDirection.allCases, try tape.byte(), "a direction")
      let placement = WordPlacement(word: word, letters: spelled, start: start, direction: direction)
      // Drawn and searched as the grid's own cells: every letter of a word must be on the grid, and be it.
      guard !spelled.isEmpty, zip(placement.cells, spelled.utf8).allSatisfy({ letters.contains($0) && letters[$0] == $1 }) else {
        throw .malformed("a word that is not in the grid")
      }
      placements.append(placement)
    }
    let reveals = try tape.count(in: 0...placements.count, "a number of reveals")
    return WordSearchDeal(
      size: size, difficulty: difficulty, theme: theme, seed: seed, edition: edition, letters: letters,
      placements: placements, reveals: reveals)
  }

  private enum MoveTag: UInt8 { case mark, cancelMark, select, reveal }

  public static func write(_ move: WordSearchMove, to tape: inout TapeWriter) {
    switch move {
    case .mark(let cell): tape.byte(MoveTag.mark.rawValue); tape.position(cell)
    case .cancelMark: tape.byte(MoveTag.cancelMark.rawValue)
    case .select(let first, let last): tape.byte(MoveTag.select.rawValue); tape.position(first); tape.position(last)
    case .reveal(let word): tape.byte(MoveTag.reveal.rawValue); tape.count(word)
    }
  }

  public static func readMove(from tape: inout TapeReader, on deal: WordSearchDeal) throws(TapeError) -> WordSearchMove {
    guard let tag = MoveTag(rawValue: try tape.byte()) else { throw .malformed("an unknown move") }
    let size = deal.size
    switch tag {
    case .mark: return .mark(try tape.position(rows: size, columns: size))
    case .cancelMark: return .cancelMark
    case .select: return .select(from: try tape.position(rows: size, columns: size), to: try tape.position(rows: size, columns: size))
    case .reveal: return .reveal(word: try tape.count(in: 0...max(0, deal.placements.count - 1), "a word"))
    }
  }

  private static func pick<T>(_ cases: [T], _ byte: UInt8, _ what: String) throws(TapeError) -> T {
    guard cases.indices.contains(Int(byte)) else { throw .malformed("an unknown \(what)") }
    return cases[Int(byte)]
  }
}
