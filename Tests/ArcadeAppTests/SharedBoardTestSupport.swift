#if SharedBoard
import ArcadeCore
import ArcadeShared
import ArcadeStore
import Foundation
import PostgresNIO
import Testing
@testable import ArcadeTUI
@testable import arcade

/// The PostgreSQL server `make test` starts (scripts/postgres-cluster.sh); absent under a plain `swift test`.
enum SharedTestServer {
  static let address: String? = ProcessInfo.processInfo.environment["ARCADE_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }
  static let available = address != nil
  static let skipNote: Comment = "no PostgreSQL server: ARCADE_TEST_POSTGRES is unset (make test starts one)"

  /// A new database on the test server with the arcade's tables.
  static func freshBoard() throws -> SharedBoardURL {
    let admin = try SharedBoardURL(parsing: address ?? "", environment: [:])
    let name = "app_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    let client = SharedBoardClient(url: admin, connectTimeout: 10, queryTimeout: 30)
    defer { client.close() }
    try client.run(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"))
    var board = admin
    board.database = name
    let setup = SharedBoardClient(url: board, connectTimeout: 10, queryTimeout: 30)
    defer { setup.close() }
    _ = try setup.initialize()
    return board
  }
}

/// The front end's shared-board store, with each round's push done before `save` returns (the real one pushes
/// in the background) and a generous read budget, so every read is the server's answer.
final class PushedAtOnce: ScoreKeeping {
  let keeper: SharedScoreKeeper

  init(board: SharedBoardURL, folder: TemporaryFolder) throws {
    let path = folder.path + "/shared-\(UUID().uuidString).sqlite"
    let file = ScoreFile(path: path)
    file.checkForWriting()
    keeper = SharedScoreKeeper(
      local: file, sync: SharedBoardSync(client: SharedBoardClient(url: board), localPath: path), boardBudget: 10)
  }

  func save(_ round: PlayedRound) throws -> Int64 {
    let id = try keeper.save(round)
    let report = keeper.sync.push()
    if let problem = report.problem { Issue.record("push failed: \(problem)") }
    return id
  }

  func rounds(matching selection: RoundSelection) throws -> [PlayedRound] {
    let rounds = try keeper.rounds(matching: selection)
    if let note = keeper.boardsNote { Issue.record("read this machine's rounds, not the server's: \(note)") }
    return rounds
  }

  func recentRounds(game: GameID, player: String, limit: Int) throws -> [PlayedRound] {
    try keeper.recentRounds(game: game, player: player, limit: limit)
  }

  func setting(_ key: String) throws -> String? { try keeper.setting(key) }
  func setSetting(_ key: String, _ value: String) throws { try keeper.setSetting(key, value) }
}
#endif
