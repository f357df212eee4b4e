#if SharedBoard
import ArcadeShared
import Foundation
import PostgresNIO
import Testing

/// The PostgreSQL server `scripts/postgres-cluster.sh with` starts for `make test`; absent under a plain `swift test`.
public enum TestServer {
  /// The superuser's URL (with its password), from ARCADE_TEST_POSTGRES.
  public static let address: String? = ProcessInfo.processInfo.environment["ARCADE_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }
  public static let available = address != nil
  /// Why the PostgreSQL cases are skipped, as Swift Testing records it.
  public static let skipNote: Comment = "no PostgreSQL server: ARCADE_TEST_POSTGRES is unset (make test starts one)"

  public static var admin: SharedBoardURL {
    get throws { try SharedBoardURL(parsing: address ?? "", environment: [:]) }
  }

  /// A new, empty database on the test server with the arcade's tables: each test has its own board.
  public static func freshBoard(initialized: Bool = true) throws -> SharedBoardURL {
    try freshBoard(on: admin, initialized: initialized)
  }

  /// A new database on the server `admin` names (as a superuser), set up unless `initialized` is false.
  public static func freshBoard(on admin: SharedBoardURL, initialized: Bool = true) throws -> SharedBoardURL {
    let name = "board_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    let client = SharedBoardClient(url: admin, connectTimeout: 10, queryTimeout: 30)
    defer { client.close() }
    try client.run(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"))
    var board = admin
    board.database = name
    if initialized {
      let setup = SharedBoardClient(url: board, connectTimeout: 10, queryTimeout: 30)
      defer { setup.close() }
      _ = try setup.initialize()
    }
    return board
  }
}
#endif
