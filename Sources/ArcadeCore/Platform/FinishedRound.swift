import Foundation

/// What an engine knows about a round that has ended: the outcome, its figures and its details.
///
/// The engine has only clock readings; `ArcadeServices.record(_:)` adds the player,
/// the wall-clock dates and whether the seed was chosen, and makes a `PlayedRound`.
public struct FinishedRound: Sendable, Hashable {
  public var game: GameID
  public var outcome: RoundOutcome
  public var score: Int?
  public var moves: Int?
  /// Play time in milliseconds by the game clock (pauses left out).
  public var durationMilliseconds: Int64?
  /// What splits the game's boards (preset, language pair, size…).
  public var variant: String?
  public var gridSize: Int?
  public var seed: UInt64?
  /// Played with help (hints, reveals, 50/50): kept, shown in the history, never ranked.
  public var assisted: Bool
  /// The game's `RoundDetails` as JSON.
  public var details: String
  /// Clock readings of the start and the end; an abandoned round has no end.
  public var startedAt: Instant
  public var endedAt: Instant?
  /// The round's deal and moves (`RoundTape.bytes`), so it can be replayed and checked; nil for an engine that
  /// does not record, or a round made by hand.
  public var tape: Data?

  public init(
    game: GameID, outcome: RoundOutcome, score: Int? = nil, moves: Int? = nil, durationMilliseconds: Int64? = nil,
    variant: String? = nil, gridSize: Int? = nil, seed: UInt64? = nil, assisted: Bool = false,
    details: some RoundDetails, startedAt: Instant, endedAt: Instant?
  ) {
    self.game = game
    self.outcome = outcome
    self.score = score
    self.moves = moves
    self.durationMilliseconds = durationMilliseconds
    self.variant = variant
    self.gridSize = gridSize
    self.seed = seed
    self.assisted = assisted
    self.details = details.json
    self.startedAt = startedAt
    self.endedAt = endedAt
  }
}

/// An engine whose finished round can be recorded; nil while the round is still being played.
public protocol RecordableGame {
  var finishedRound: FinishedRound? { get }
}

extension FinishedRound {
  /// The round as the store keeps it, once the caller has turned clock readings into dates.
  ///
  /// An abandoned round (no end reading) keeps no end date, whatever `endedAt` says.
  public func playedRound(
    player: String, startedAt start: Date, endedAt end: Date, assistance extra: RoundAssistance = []
  ) -> PlayedRound {
    PlayedRound(
      game: game, player: player, startedAt: start, endedAt: endedAt == nil ? nil : end, outcome: outcome,
      score: score, moves: moves, durationMilliseconds: durationMilliseconds, variant: variant, gridSize: gridSize,
      seed: seed, assistance: (assisted ? RoundAssistance.help : []).union(extra), details: details, tape: tape)
  }
}
