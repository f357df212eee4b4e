import ArcadeCore
import Foundation

/// A finished round that could not be saved when it ended, with the unique id that makes saving it idempotent.
public struct WaitingRound: Sendable, Hashable {
  /// A UUID string; stored in `round.uid`, so the same line saved twice is one row.
  public var uid: String
  public var round: PlayedRound

  public init(uid: String = UUID().uuidString, round: PlayedRound) {
    self.uid = uid
    self.round = round
  }

  /// "Minesweeper, won by ada, 2026-11-22 20:13 UTC": how the exit message names the round.
  public var summary: String {
    let player = round.player.isEmpty ? "nobody" : sanitizedForDisplay(round.player)
    let when = RoundsCSV.timestamp(round.endedAt ?? round.startedAt).prefix(16).replacingOccurrences(of: "T", with: " ")
    return "\(round.game.rawValue), \(round.outcome.rawValue) by \(player), \(when) UTC"
  }
}

extension WaitingRound {
  /// One journal line's JSON: flat, times in milliseconds, the seed as a decimal string (exact in every JSON reader).
  struct Line: Codable {
    var uid: String
    var game: String
    var player: String
    var startedAt: Int64
    var endedAt: Int64?
    var outcome: String
    var score: Int?
    var moves: Int?
    var durationMs: Int64?
    /// A daily's day as its variant ("daily 2026-11-26"), as every version before contexts had columns reads it.
    var variant: String?
    var gridSize: Int?
    var seed: String?
    var assisted: Bool
    /// Why the round is not ranked (`RoundAssistance`'s bits); absent in lines written before chosen seeds were kept apart.
    var assistance: Int64?
    var details: String
    /// The deal and moves, base64; absent in lines written before rounds kept them.
    var tape: String?
  }

  /// The round as one journal line, which `arcade scores --import` takes back; nil when it cannot be encoded.
  public var importLine: String? {
    (try? encodedLine()).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The line's bytes, without its newline.
  func encodedLine() throws -> Data {
    let line = Line(
      uid: uid, game: round.game.rawValue, player: round.player, startedAt: RoundRow.milliseconds(round.startedAt),
      endedAt: round.endedAt.map(RoundRow.milliseconds), outcome: round.outcome.rawValue, score: round.score,
      moves: round.moves, durationMs: round.durationMilliseconds, variant: round.legacyVariant, gridSize: round.gridSize,
      seed: round.seed.map { String($0) }, assisted: !round.assistance.isEmpty, assistance: round.assistance.rawValue,
      details: round.details, tape: round.tape?.base64EncodedString())
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(line)
  }

  /// The round in one journal line, or nil when the line is not one (cut short by a crash, edited, from elsewhere).
  public init?(line: Data) {
    guard let line = try? JSONDecoder().decode(Line.self, from: line),
      UUID(uuidString: line.uid) != nil,
      let game = Self.decoded(GameID.self, line.game),
      let outcome = Self.decoded(RoundOutcome.self, line.outcome),
      RoundRow.storableMilliseconds.contains(line.startedAt),
      line.endedAt.map(RoundRow.storableMilliseconds.contains) ?? true
    else { return nil }
    var seed: UInt64?
    if let text = line.seed {
      guard let value = UInt64(text) else { return nil }
      seed = value
    }
    var tape: Data?
    if let text = line.tape {
      guard let bytes = Data(base64Encoded: text), bytes.count <= RoundBounds.tapeBytes else { return nil }
      tape = bytes
    }
    var round = PlayedRound(
        game: game, player: line.player, startedAt: RoundRow.date(line.startedAt), endedAt: line.endedAt.map(RoundRow.date),
        outcome: outcome, score: line.score, moves: line.moves, durationMilliseconds: line.durationMs,
        variant: line.variant, gridSize: line.gridSize, seed: seed,
        assistance: RoundAssistance(rawValue: line.assistance ?? (line.assisted ? 1 : 0)), details: line.details,
        tape: tape)
    round.readLegacyVariant()
    self.init(uid: line.uid, round: round)
  }

  private static func decoded<T: RawRepresentable>(_ type: T.Type, _ raw: T.RawValue) -> T? {
    T(rawValue: raw)
  }
}
