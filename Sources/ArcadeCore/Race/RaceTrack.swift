/// A recorded round as a race reads it: the opening both sides are dealt (the deal, and the moves a game gives
/// everyone, such as Minesweeper's first reveal), and how far the round had gone at any time after it.
public struct RaceTrack: Sendable {
  /// `RoundTape.bytes` of the deal and the opening, every opening move at 0: what the other side starts from.
  public let opening: [UInt8]
  /// Each move after the opening, in milliseconds since the opening.
  public let times: [Int64]
  /// The round the whole tape ends as; nil for one that did not end.
  public let finished: FinishedRound?
  let progressAfter: @Sendable (Int) -> RaceProgress
  let tapeAfter: @Sendable (Int) -> [UInt8]

  init(
    opening: [UInt8], times: [Int64], finished: FinishedRound?, progressAfter: @escaping @Sendable (Int) -> RaceProgress,
    tapeAfter: @escaping @Sendable (Int) -> [UInt8]
  ) {
    (self.opening, self.times, self.finished, self.progressAfter, self.tapeAfter) = (opening, times, finished, progressAfter, tapeAfter)
  }

  /// The tape of the opening and the first `moves` moves after it, as this arcade writes it: two reads of one round
  /// agree on it move for move, whatever else either tape holds.
  public func tape(afterMoves moves: Int) -> [UInt8] { tapeAfter(max(0, min(moves, times.count))) }

  /// The progress once the opening and the first `moves` moves after it are played.
  public func progress(afterMoves moves: Int) -> RaceProgress { progressAfter(max(0, min(moves, times.count))) }

  /// How many moves after the opening were made at or before `milliseconds` since it.
  public func moves(at milliseconds: Int64) -> Int { times.count(atOrBefore: milliseconds) }

  /// When the move after the first `moves` comes, in milliseconds since the opening; nil after the last.
  public func nextMove(after moves: Int) -> Int64? { moves < times.count ? times[moves] : nil }
}

extension RaceTrack {
  /// The track of a tape of `Game`, nil when the bytes are not one or `Game` says nothing of its progress.
  static func of<Game: RecordedGame & RecordableGame>(_ bytes: [UInt8], as type: Game.Type) -> RaceTrack? {
    guard let tape = try? RoundTape<Game>(bytes: bytes), (try? tape.replayed()) is any RaceTracked else { return nil }
    let count = Game.openingMoves(of: tape)
    let start = count > 0 ? tape.moves[count - 1].milliseconds : 0
    let opening = RoundTape<Game>(deal: tape.deal, moves: tape.moves.prefix(count).map { TimedMove($0.move, at: 0) })
    let times = tape.moves.dropFirst(count).map { max(0, $0.milliseconds - start) }
    let finished = try? RecordedEngine.finished(tape)
    return RaceTrack(
      opening: opening.bytes, times: times, finished: finished,
      progressAfter: { moves in
        let prefix = RoundTape<Game>(deal: tape.deal, moves: Array(tape.moves.prefix(count + moves)))
        let fallback = RaceProgress(summary: "", short: "", isOver: false)
        return ((try? prefix.replayed()) as? any RaceTracked)?.raceProgress ?? fallback
      },
      tapeAfter: { moves in RoundTape<Game>(deal: tape.deal, moves: Array(tape.moves.prefix(count + moves))).bytes })
  }
}

extension RecordedGame {
  /// None: only a game whose deal is made by a move (Minesweeper's first reveal, which places the mines) has any.
  public static func openingMoves(of tape: RoundTape<Self>) -> Int { 0 }
}

extension Array where Element == Int64 {
  /// How many of these ascending times are at or before `limit`: how many moves of a tape were made by then.
  public func count(atOrBefore limit: Int64) -> Int {
    var (low, high) = (0, count)
    while low < high {
      let middle = (low + high) / 2
      if self[middle] <= limit { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
