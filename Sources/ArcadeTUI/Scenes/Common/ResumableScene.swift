import ArcadeCore
import Foundation

/// A scene playing a round that is kept after every move while it runs, so that leaving it any way (`q`, the menu,
/// Ctrl-C, a closed terminal) loses nothing, and `arcade resume` or the menu takes it up again.
public protocol ResumableScene: Scene {
  /// The round's id while it is kept; a resumed round keeps the one it had.
  var roundUID: String { get }
  /// Moves made so far: when it changes, the round is kept again.
  var moveCount: Int { get }
  /// True once the round has ended (it is then recorded, and no longer kept as unfinished).
  var roundHasEnded: Bool { get }
  /// The round as it stands at `now`; nil before it has dealt (nothing to take up) and once it has ended.
  func unfinishedRound(at now: Instant) -> UnfinishedRound?
  /// Where the round's deal came from (free, chosen seed, a day's daily), as it was opened.
  var context: RoundContext { get }
  /// The run's clock, the player, and where the round is kept when it ends.
  var recorder: RoundRecorder { get }
  /// The round's tape as it stands, ended or not, and its clock at `now`: what a race reads of this side. Nil before
  /// the deal, and for a game that cannot be raced.
  func raceStanding(at now: Instant) -> RaceStanding?
}

/// One side of a race as its screen has it: the tape so far and the round's clock.
public struct RaceStanding: Hashable, Sendable {
  public var tape: [UInt8]
  public var milliseconds: Int64
}

extension ResumableScene {
  public func raceStanding(at now: Instant) -> RaceStanding? { nil }

  /// `game`'s tape and clock, for `raceStanding(at:)`.
  public func standing<Game: RecordedGame>(_ game: Game, at now: Instant) -> RaceStanding? {
    RoundTape(of: game).map { RaceStanding(tape: $0.bytes, milliseconds: game.tapeMilliseconds(at: now)) }
  }

  /// The round of `game` with these `choices`, as it stands: its tape, and its clock read at `now`.
  public func unfinished<Game: RecordedGame, Options: GameOptions>(
    _ game: Game, choices: Options, summary: String, at now: Instant
  ) -> UnfinishedRound? {
    guard let tape = RoundTape(of: game), let options = choices.rememberedJSON else { return nil }
    let clock = game.tapeMilliseconds(at: now)
    let started = recorder.clock.wallDate(at: now.advanced(byMilliseconds: -clock))
    return UnfinishedRound(
      uid: roundUID, game: Game.gameID, player: recorder.player.name, options: options, startedAt: started,
      leftAt: recorder.clock.wallDate(at: now), clockMilliseconds: clock,
      summary: context.summaryPrefix + summary, tape: Data(tape.bytes), context: recorder.context(context, seed: game.seed))
  }
}

/// "1:12 in": how long a left round has been played, for the menu's list (the screens' own m:ss).
func playedFor(milliseconds: Int64) -> String {
  formatDuration(milliseconds: milliseconds) + " in"
}

/// "Minesweeper Classic — 1:12 in, 5 cells left": the round, how long it has been played, and what is left of it,
/// for the menu's list of rounds to take up.
func resumeSummary(_ round: String, playedMilliseconds: Int64, left: Int, _ unit: String, _ stillTo: String) -> String {
  "\(round) — \(playedFor(milliseconds: playedMilliseconds)), \(counted(left, unit)) \(stillTo)"
}
