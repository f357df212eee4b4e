/// One engine of a game behind a type a definition can list: its tapes replayed, and checked against a day's rules.
public struct RecordedEngine: Sendable {
  /// The finished round the tape replays to: `verify(deal, moves)`.
  let replay: @Sendable ([UInt8]) throws(RoundRefusal) -> FinishedRound
  /// Nil when the bytes are not this engine's tape; else whether its deal and moves are the daily's of `variant`.
  let daily: @Sendable (_ tape: [UInt8], _ variant: DailyVariant) -> Bool?
  /// Nil when the bytes are not this engine's tape; else its play without its times (the deal and the moves, every
  /// time 0) and the moves' times: what tells a copy whose times were changed (`RoundCopy`).
  let play: @Sendable ([UInt8]) -> RoundPlay?

  /// `Game`'s tapes, with the daily's rules when the game has one (`nil`: no tape of it is a daily's).
  public init<Game: RecordedGame & RecordableGame>(_ type: Game.Type, daily rule: DailyRule<Game>? = nil) {
    replay = { bytes throws(RoundRefusal) in try Self.replayed(Game.self, bytes) }
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
  }

  static func replayed<Game: RecordedGame & RecordableGame>(_ type: Game.Type, _ bytes: [UInt8]) throws(RoundRefusal)
    -> FinishedRound
  {
    let tape: RoundTape<Game>
    do { tape = try RoundTape(bytes: bytes) } catch { throw .unreadable(error.description) }
    let game: Game
    do { game = try tape.replayed() } catch { throw .illegalMove(error.moveIndex) }
    guard let finished = game.finishedRound else { throw .unfinished }
    return finished
  }
}
