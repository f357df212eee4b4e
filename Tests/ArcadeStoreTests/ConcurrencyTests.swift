import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeStore

@Suite("Several writers at once")
struct ConcurrencyTests {
  /// Collects failures from the writer threads.
  final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func add(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
  }

  /// Four threads, each with its own ScoreStore (own connections) on one new file, each saving
  /// 500 rounds in their own transactions: every round must be there afterwards.
  @Test func fourWritersKeepAllTwoThousandRounds() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    let failures = Failures()
    let group = DispatchGroup()
    let writers = 4
    let perWriter = 500
    for writer in 0..<writers {
      group.enter()
      let thread = Thread {
        defer { group.leave() }
        do {
          // Opening concurrently also races the creation and first migration of the file.
          let store = try ScoreStore.openCreating(at: path)
          for index in 0..<perWriter {
            var round = PlayedRound.mock
            round.player = "writer-\(writer)"
            round.moves = index
            try store.save(round)
          }
        } catch {
          failures.add("writer \(writer): \(error)")
        }
      }
      thread.start()
    }
    group.wait()
    #expect(failures.all == [])

    let store = try makeStore(at: path)
    let rounds = try store.allRounds()
    #expect(rounds.count == writers * perWriter)
    let keys = Set(rounds.map { "\($0.player)/\($0.moves ?? -1)" })
    #expect(keys.count == writers * perWriter)
  }
}
