import ArcadeCore

/// A saved round's moves as its game's own screens: the screen after any number of its moves, on a clock that
/// reads the tape's time at the instant given, so a falling word or a running timer shows as it did.
public struct ReplayTape {
  /// Each move's time on the tape's clock, in order.
  public let times: [Int64]
  /// The screen after the first `moves` moves, with the tape's zero at `origin`; nil if they do not replay.
  let screen: (_ moves: Int, _ origin: Instant) -> (any Scene)?

  /// When the last move was made: the replay's end.
  public var length: Int64 { times.last ?? 0 }

  /// The tape of `Game` in `bytes`, shown by `scene` (made with the run's parts, though a replay keeps nothing); nil
  /// when the bytes are not one.
  public static func of<Game: RecordedGame>(
    _ bytes: [UInt8], as game: Game.Type, services: ArcadeServices, scene: @escaping (Game, ArcadeServices) -> any Scene
  ) -> ReplayTape? {
    guard let tape = try? RoundTape<Game>(bytes: bytes) else { return nil }
    return ReplayTape(times: tape.moves.map(\.milliseconds)) { moves, origin in
      let prefix = RoundTape<Game>(deal: tape.deal, moves: Array(tape.moves.prefix(moves)))
      return (try? prefix.replayed(from: origin)).map { scene($0, services) }
    }
  }

  /// How many moves were made at or before `milliseconds` on the tape's clock.
  func moves(at milliseconds: Int64) -> Int { times.count(atOrBefore: milliseconds) }
}
