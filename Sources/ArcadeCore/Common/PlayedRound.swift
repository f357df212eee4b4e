import Foundation

/// How a finished round ended.
public enum RoundOutcome: String, Sendable, Codable, CaseIterable, Hashable {
  case won, lost, draw, finished
}

/// One finished (or abandoned) round of any game, as the store keeps it.
///
/// The columns every game shares are fields; what one game records beyond
/// them goes in `details`, a JSON object encoded by that game's engine.
public struct PlayedRound: Sendable, Codable, Hashable, Identifiable {
  /// Which round this is where it is kept (a score file's row, a journal line, a shared board's row, this run's);
  /// nil until a store keeps it.
  public var id: RoundID?
  public var game: GameID
  public var player: String
  public var startedAt: Date
  /// Nil for a round that was never completed.
  public var endedAt: Date?
  public var outcome: RoundOutcome
  public var score: Int?
  public var moves: Int?
  /// Play time in milliseconds, from the game clock.
  public var durationMilliseconds: Int64?
  /// Difficulty, preset, language pair…: what splits one game's boards (the engine's, a daily's too).
  public var variant: String?
  /// Where its deal came from: free, a chosen seed, a day's daily or its practice. A daily ranks on its day's board
  /// only, and no other board takes it.
  public var context: RoundContext
  /// Number of cells on the board, where the game has one.
  public var gridSize: Int?
  public var seed: UInt64?
  /// Why the round is not ranked (help, a chosen seed); empty for a round that competes.
  public var assistance: RoundAssistance
  /// A JSON object with the game's own extra fields.
  public var details: String
  /// The deal and every move (`RoundTape.bytes`): what replays and checks the round. Nil for a round saved
  /// before moves were kept, which stays on local boards marked "not replayable".
  public var tape: Data?

  public init(
    id: RoundID? = nil, game: GameID, player: String, startedAt: Date, endedAt: Date?,
    outcome: RoundOutcome, score: Int? = nil, moves: Int? = nil, durationMilliseconds: Int64? = nil,
    variant: String? = nil, context: RoundContext = .free, gridSize: Int? = nil, seed: UInt64? = nil,
    assistance: RoundAssistance = [], details: String = "{}", tape: Data? = nil
  ) {
    self.id = id
    self.game = game
    self.player = player
    self.startedAt = startedAt
    self.endedAt = endedAt
    self.outcome = outcome
    self.score = score
    self.moves = moves
    self.durationMilliseconds = durationMilliseconds
    self.variant = variant
    self.context = context
    self.gridSize = gridSize
    self.seed = seed
    self.assistance = assistance
    self.details = details
    self.tape = tape
  }

  /// Whole seconds from start to end, or nil when the round has no end time.
  public var elapsedSeconds: Double? {
    guard let endedAt else { return nil }
    return abs(endedAt.timeIntervalSince(startedAt))
  }
}
