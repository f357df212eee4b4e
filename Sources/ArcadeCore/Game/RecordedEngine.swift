/// One engine of a game behind a type a definition can list: its tapes replayed, re-dealt, and checked against a
/// day's rules.
public struct RecordedEngine: Sendable {
  /// The finished round the tape replays to: `verify(deal, moves)`, on the tape's own deal.
  let replay: @Sendable ([UInt8]) throws(RoundRefusal) -> FinishedRound
  /// The same once the tape's deal is the one its seed deals (`RecordedGame.redeal`, with this content), and what
  /// re-dealing found (`.contentNotHere` when it could not tell).
  let verify: @Sendable (_ tape: [UInt8], _ content: ContentLibrary?) throws(RoundRefusal) -> (round: FinishedRound, deal: DealCheck)
  /// Nil when the bytes are not this engine's tape; else whether its deal and moves are the daily's of `variant`.
  let daily: @Sendable (_ tape: [UInt8], _ variant: DailyVariant) -> Bool?
  /// Nil when the bytes are not this engine's tape; else its play without its times (the deal and the moves, every
  /// time 0) and the moves' times: what tells a copy whose times were changed (`RoundCopy`).
  let play: @Sendable ([UInt8]) -> RoundPlay?
  /// Nil when the bytes are not this engine's tape, or the game does not say how far a round has gone; else the
  /// tape as a race reads it.
  let track: @Sendable ([UInt8]) -> RaceTrack?
  /// Nil when the bytes are not this engine's tape; else whether its deal is the one its seed deals, ended or not.
  let deal: @Sendable (_ tape: [UInt8], _ content: ContentLibrary?) -> DealCheck?

  /// `Game`'s tapes, with the daily's rules when the game has one (`nil`: no tape of it is a daily's).
  public init<Game: RecordedGame & RecordableGame>(_ type: Game.Type, daily rule: DailyRule<Game>? = nil) {
    replay = { bytes throws(RoundRefusal) in try Self.finished(try Self.decoded(Game.self, bytes)) }
    verify = { bytes, content throws(RoundRefusal) in
      let tape = try Self.decoded(Game.self, bytes)
      // A deal whose content is not here is checked as before re-dealing: it ranks only on its content's boards.
      let deal = Game.redeal(tape, content: content)
      if deal == .notSeedsDeal { throw .notDealtFromSeed }
      return (try Self.finished(tape), deal)
    }
    daily = { bytes, variant in
      guard let tape = try? RoundTape<Game>(bytes: bytes) else { return nil }
      guard let rule else { return false }
      return rule.holds(for: tape, variant: variant)
    }
    play = { bytes in
      guard let tape = try? RoundTape<Game>(bytes: bytes) else { return nil }
      let untimed = RoundTape<Game>(deal: tape.deal, moves: tape.moves.map { TimedMove($0.move, at: 0) })
      return RoundPlay(untimed: untimed.bytes, times: tape.moves.map(\.milliseconds))
    }
    track = { bytes in RaceTrack.of(bytes, as: Game.self) }
    deal = { bytes, content in (try? RoundTape<Game>(bytes: bytes)).map { Game.redeal($0, content: content) } }
  }

  static func decoded<Game: RecordedGame>(_ type: Game.Type, _ bytes: [UInt8]) throws(RoundRefusal) -> RoundTape<Game> {
    do { return try RoundTape(bytes: bytes) } catch { throw .unreadable(error.description) }
  }

  static func finished<Game: RecordedGame & RecordableGame>(_ tape: RoundTape<Game>) throws(RoundRefusal) -> FinishedRound {
    let game: Game
    do { game = try tape.replayed() } catch { throw .illegalMove(error.moveIndex) }
    guard let finished = game.finishedRound else { throw .unfinished }
    return finished
  }
}
