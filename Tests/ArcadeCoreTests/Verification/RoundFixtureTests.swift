import Foundation
import Testing

@testable import ArcadeCore

/// Rounds saved by this version, kept as files under Fixtures/Rounds: each must replay to the figures it was saved
/// with in every later version. `ARCADE_RECORD_ROUNDS=1` writes them again (only for a new game or format: a
/// changed file means old rounds no longer replay).
@Suite struct RoundFixtureTests {
  static let folder: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Rounds")

  /// One saved round: its game, tape and the figures a board ranks it by.
  struct Fixture: Codable, Equatable {
    var game: String
    var tape: String
    var outcome: String
    var score: Int?
    var moves: Int?
    var durationMs: Int64?
    var variant: String?
    var details: String

    init(_ round: FinishedRound) {
      game = round.game.rawValue
      tape = round.tape?.base64EncodedString() ?? ""
      outcome = round.outcome.rawValue
      (score, moves, durationMs, variant, details) = (round.score, round.moves, round.durationMilliseconds, round.variant, round.details)
    }
  }

  /// The first finished round of each engine's random games, and played ones where those rarely finish.
  static func rounds() -> [(name: String, round: FinishedRound)] {
    func first<Game: RecordedGame & RecordableGame>(_ make: (UInt64) -> Game) -> FinishedRound {
      for seed in 0..<UInt64(500) {
        if let round = make(seed).recordedRound { return round }
      }
      fatalError("no finished \(Game.self) in 500 seeds")
    }
    return [
      ("minesweeper", first(MinesweeperTapeTests.randomGame)),
      ("wordsearch", first(WordSearchTapeTests.randomGame)),
      ("pathfinder-walls", first { PathFinderTapeTests.playedRound(seed: $0, walls: true) }),
      ("priceguess", first(PriceGuessTapeTests.randomGame)),
      ("wordmatch", first(WordMatchTapeTests.randomGame)),
      ("tictactoe", first(TicTacToeTapeTests.playedClassic)),
      ("ultimate", first(TicTacToeTapeTests.playedUltimate)),
    ]
  }

  @Test func everySavedRoundStillReplaysToItsFigures() throws {
    if ProcessInfo.processInfo.environment["ARCADE_RECORD_ROUNDS"] == "1" {
      try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      for (name, round) in Self.rounds() {
        try encoder.encode(Fixture(round)).write(to: Self.folder.appendingPathComponent("\(name).json"))
      }
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".json") }.sorted()
    #expect(files.count >= 7, "\(files)")
    var games: Set<String> = []
    for file in files {
      let saved = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: Self.folder.appendingPathComponent(file)))
      let bytes = try #require(Data(base64Encoded: saved.tape), "\(file): not base64")
      // Rounds saved before re-dealing are honest ones: their deals are still their seeds'.
      #expect(throws: Never.self, "\(file)") { try GameDefinitions.arcade[GameID(saved.game)]?.verified(Array(bytes), content: nil) }
      var replayed = try RoundVerifier.arcade.replayedRound(of: GameID(saved.game), tape: Array(bytes))
      replayed.tape = bytes
      #expect(Fixture(replayed) == saved, "\(file) no longer replays to what it was saved with")
      games.insert(saved.game)
    }
    #expect(games == GameDefinitions.arcade.all.map(\.id).map(\.rawValue).reduce(into: Set()) { $0.insert($1) })
  }
}
