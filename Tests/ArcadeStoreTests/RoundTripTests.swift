import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeStore

@Suite("Saving and reading rounds")
struct RoundTripTests {
  @Test func everyColumnRoundTrips() throws {
    let folder = try TemporaryFolder()
    let store = try makeStore(at: folder.file())
    var unusual = PlayedRound.mock
    unusual.player = "\u{1B}[31mRed\u{7} Zoë 日本"
    unusual.seed = .max
    unusual.score = -5
    unusual.durationMilliseconds = RoundBounds.durationMilliseconds.upperBound  // the longest a round may read back as
    unusual.assistance = .help
    unusual.outcome = .finished
    let originals: [PlayedRound] = [.mock, .mockBare, unusual]
    var ids: [Int64] = []
    for round in originals { ids.append(try store.save(round)) }
    #expect(ids == ids.sorted() && Set(ids).count == 3)

    let stored = try store.allRounds()
    #expect(stored.map(\.id) == ids.map { .local($0) })
    for (original, saved) in zip(originals, stored) {
      var expected = original
      expected.id = saved.id
      #expect(saved == expected)
    }
    #expect(stored[2].player == unusual.player, "names are stored as given")
  }

  @Test func seedsKeepAllSixtyFourBits() throws {
    let folder = try TemporaryFolder()
    let store = try makeStore(at: folder.file())
    let seeds: [UInt64] = [0, 1, UInt64(Int64.max), UInt64(Int64.max) + 1, .max, 0x8000_0000_0000_0001]
    for seed in seeds {
      var round = PlayedRound.mock
      round.seed = seed
      try store.save(round)
    }
    #expect(try store.allRounds().map(\.seed) == seeds)
  }

  @Test func timesAreKeptToTheMillisecond() throws {
    let folder = try TemporaryFolder()
    let store = try makeStore(at: folder.file())
    var round = PlayedRound.mock
    round.startedAt = Date(timeIntervalSince1970: 1_700_000_000.123_4)
    try store.save(round)
    let saved = try #require(try store.allRounds().first)
    #expect(RoundRow.milliseconds(saved.startedAt) == 1_700_000_000_123)
  }

  @Test func countAndStreamingAgree() throws {
    let folder = try TemporaryFolder()
    let store = try makeStore(at: folder.file())
    let saved = try store.save(contentsOf: (0..<250).map { PlayedRound.mock(score: $0) })
    #expect(saved == 250)
    #expect(try store.count() == 250)
    var scores: [Int] = []
    try store.forEachRound { scores.append($0.score ?? -1) }
    #expect(scores == Array(0..<250))
  }
}
