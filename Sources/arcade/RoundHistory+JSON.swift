import ArcadeCore
import ArcadeTUI
import Foundation

/// `arcade scores --all --json`: every round for scripts, newest first, with the id `arcade replay` takes.
extension RoundHistory {
  /// One round: plain values (times in milliseconds, dates in ISO 8601 UTC), and why no board ranks it.
  struct Entry: Encodable {
    /// The score file's row id, what `arcade replay` takes; null for a round kept elsewhere (the history reads
    /// only the file, so in practice never).
    var id: Int64?
    var game: String
    var player: String
    var startedAt: String
    var endedAt: String?
    var outcome: String
    var score: Int?
    var durationMs: Int64?
    var variant: String?
    var notRanked: [String]
  }

  static func json(_ rounds: [PlayedRound], registry: GameRegistry, boards: [GameID: GameBoards] = [:], content: ContentLibrary? = nil,
    verdict: ((PlayedRound) -> RoundVerdict)? = nil
  ) -> String {
    let checks = marks(rounds, verdict: verdict ?? RoundVerifier(registry.definitions.reading(content)).verdict(on:))
    let dates = ISO8601DateFormatter()
    let sorted = newestFirst(rounds)
    let entries = sorted.map { round in
      Entry(
        id: round.id?.localRow, game: round.game.rawValue, player: sanitizedForDisplay(round.player),
        startedAt: dates.string(from: round.startedAt), endedAt: round.endedAt.map(dates.string(from:)),
        outcome: round.outcome.rawValue, score: round.score, durationMs: round.durationMilliseconds,
        variant: round.legacyVariant.map(sanitizedForDisplay),
        notRanked: notRanked(round, checks: checks, boards: boards))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(entries) else { return "[]\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
