import ArcadeCore
import Foundation

/// One made-up round for every test target (isowords keeps a `mock` beside each model): change a copy's fields.
extension PlayedRound {
  /// 2023-11-14 22:13:20.123 UTC: whole milliseconds, as the store keeps them.
  public static let mockStart = Date(timeIntervalSince1970: 1_700_000_000.123)

  /// A won Minesweeper round with every field set.
  public static let mock = PlayedRound(
    game: .minesweeper, player: "ada", startedAt: mockStart, endedAt: mockStart.addingTimeInterval(61.5),
    outcome: .won, score: 420, moves: 57, durationMilliseconds: 61_500, variant: "expert", gridSize: 480,
    seed: 0xDEAD_BEEF_CAFE_F00D, details: #"{"flags":99,"note":"ünïcödé ✓"}"#)

  /// A round with only the required fields.
  public static let mockBare = PlayedRound(
    game: .tictactoe, player: "", startedAt: mockStart, endedAt: nil, outcome: .draw)

  /// A round of `game` with the figures a selection test varies.
  public static func mock(
    _ game: GameID = .pathfinder, player: String = "ada", variant: String? = "5x5", outcome: RoundOutcome = .won,
    score: Int? = 10, duration: Int64? = 60_000, endedAfter seconds: Double? = 100, assisted: Bool = false,
    tape: Data? = nil
  ) -> PlayedRound {
    PlayedRound(
      game: game, player: player, startedAt: mockStart, endedAt: seconds.map { mockStart.addingTimeInterval($0) },
      outcome: outcome, score: score, moves: 1, durationMilliseconds: duration, variant: variant, assistance: assisted ? .help : [],
      tape: tape)
  }

  /// Bytes in a mock's tape where a round must have one (the shared board refuses a row without) but what it
  /// holds is not under test: no engine reads them, so a board that checks moves hides the round.
  public static let placeholderTape = Data("a tape no engine reads".utf8)

  /// The round with `placeholderTape`: one the shared board takes and a local file sends it.
  public var withPlaceholderTape: PlayedRound {
    var round = self
    round.tape = Self.placeholderTape
    return round
  }

  /// The mock (a won Expert board) played by `player` with this score, ending `seconds` after `mockStart`.
  public static func mock(player: String, score: Int, seconds: Double) -> PlayedRound {
    var round = mock
    round.player = player
    round.score = score
    round.endedAt = mockStart.addingTimeInterval(seconds)
    round.durationMilliseconds = Int64(seconds * 1000)
    return round
  }
}
