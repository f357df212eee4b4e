/// Follows the other side of a race as its tape arrives, checking it as it grows: on the race's deal, every move the
/// game's, each tape the last one read with moves added (move for move), and each new move timed between the write
/// of the tape before it and the write of its own (less `grace`), by the times the tapes were written (the server's
/// stamp on a shared board). Its clock starts where its first tape says: written at its last move.
///
/// Time runs from the race's take: whatever of the time from the take (and `startAllowance`) to its latest write its
/// round does not count as played (a late start, a pause, a time away) is charged to it (`lateBy`), so a side gains
/// nothing by studying the deal before its first move, by pausing, nor by writing a faster tape once the race is over.
public struct RaceReferee: Sendable {
  public let definition: GameDefinition
  public let opening: [UInt8]
  /// The tape as last read, when it kept to the race.
  public private(set) var track: RaceTrack?
  public private(set) var foul: RaceFoul?
  /// The last tape kept, as this arcade writes it, and when it was written (milliseconds since the race was made).
  private var kept: (tape: [UInt8], written: Int64)?
  /// The side's clock's zero, in milliseconds since the race was made.
  private var startedAt: Int64?
  /// The tape as last read, as the store gave it.
  private var lastRead: RaceTape?
  /// The latest the side's clock may start without a charge, in milliseconds since the race was made: its take and
  /// `startAllowance`. Nil for a race read without its take (nothing charged).
  public let startsBy: Int64?
  let grace: Int64

  /// The time a side has from the take to its round's start before the difference counts: the poster's arcade must
  /// hear of the take and open the race.
  public static let startAllowance: Int64 = 5_000

  /// `content` re-deals an opening dealt from content; nil checks it on its own deal. `takenAt` is the race's take
  /// (`VersusRace.takenMilliseconds`), from which both sides' times run.
  public init(
    definition: GameDefinition, opening: [UInt8], content: ContentLibrary? = nil, takenAt: Int64? = nil, grace: Int64 = 2_000
  ) {
    self.definition = definition
    self.opening = opening
    self.grace = grace
    startsBy = takenAt.map { $0 + Self.startAllowance }
    if definition.dealCheck(of: opening, content: content) == .notSeedsDeal || definition.raceTrack(of: opening) == nil {
      foul = .notTheDeal
    }
  }

  /// Reads the side's tape as it stands; nil: none written yet. `now` is the reader's clock, in milliseconds since the
  /// race was made: a tape claiming to be written later than that (past the grace) is forged.
  public mutating func read(_ tape: RaceTape?, now: Int64) {
    // A tape read before, unchanged, is no news (a wake for the other side's write): not replayed again.
    guard foul == nil, let tape, tape != lastRead else { return }
    lastRead = tape
    guard let track = definition.raceTrack(of: tape.bytes) else { return foul = .illegalMove }
    guard track.opening == opening else { return foul = .anotherDeal }
    let before = self.track?.times.count ?? 0
    if let kept, let previous = self.track {
      // A read older than the one kept (two reads crossing) is no news; one that changes moves already read is; the
      // same moves written again later move the side's last write on (a single read of the final tape sees that one).
      if track.times.count <= before {
        if track.tape(afterMoves: track.times.count) != previous.tape(afterMoves: track.times.count) {
          foul = .rewritten
        } else if track.times.count == before, tape.milliseconds > kept.written {
          self.kept = (kept.tape, tape.milliseconds)
        }
        return
      }
      guard track.tape(afterMoves: before) == kept.tape else { return foul = .rewritten }
    }
    let start = startedAt ?? tape.milliseconds - (track.times.last ?? 0)
    let after = kept?.written ?? Int64.min / 2
    let new = track.times.dropFirst(before)
    if tape.milliseconds > now + grace || new.contains(where: { start + $0 < after - grace || start + $0 > tape.milliseconds + grace }) {
      return foul = .forgedClock
    }
    startedAt = start
    self.track = track
    kept = (track.tape(afterMoves: track.times.count), tape.milliseconds)
  }

  /// How far the side has gone.
  public var progress: RaceProgress? { track.map { $0.progress(afterMoves: $0.times.count) } }

  /// What the side is charged, in milliseconds: the time from `startsBy` to its latest write that its round does not
  /// count as played (its played time: the ended round's, pauses left out, else its last move's). Live and in a single
  /// read of the final tape (`RaceWins`) alike, from the latest write; 0 for a race read without its take.
  public var lateBy: Int64 {
    guard let startsBy, let kept, let track else { return 0 }
    let played = track.finished?.durationMilliseconds ?? track.times.last ?? 0
    return max(0, kept.written - played - startsBy)
  }

  /// The side's round once ended, its time counted from `startsBy` at the latest (`lateBy` added).
  public var finished: FinishedRound? {
    guard var round = track?.finished else { return nil }
    round.durationMilliseconds = round.durationMilliseconds.map { $0 + lateBy }
    return round
  }
}
