#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import ArcadeShared
import ArcadeStore
import Foundation
import Glibc
import PostgresNIO
import Testing

/// A server of its own in a temporary folder, for tests that stop and start it (`scripts/postgres-cluster.sh`).
final class ThrowawayServer {
  let folder: String
  let admin: SharedBoardURL
  private static var script: String? { ProcessInfo.processInfo.environment["ARCADE_TEST_POSTGRES_SCRIPT"] }
  static var available: Bool { TestServer.available && script != nil }

  init() throws {
    folder = NSTemporaryDirectory() + "arcade-fault-server-" + UUID().uuidString
    let url = try Self.cluster("start", folder)
    admin = try SharedBoardURL(parsing: url, environment: [:])
  }

  deinit { _ = try? Self.cluster("remove", folder) }

  func stop() throws { _ = try Self.cluster("stop", folder) }
  func start() throws { _ = try Self.cluster("start", folder) }

  /// Runs the cluster script and returns what it printed.
  ///
  /// Through posix_spawn and waitpid: Foundation's Process, started from two test threads at once, was seen
  /// never to notice its child's exit.
  @discardableResult
  private static func cluster(_ command: String, _ folder: String) throws -> String {
    let output = folder + ".\(command).out"
    defer { unlink(output) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let arguments = ["/bin/bash", script ?? "scripts/postgres-cluster.sh", command, folder]
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    guard posix_spawn(&pid, "/bin/bash", &actions, nil, &argv, environ) == 0 else { throw ClusterFailure(command: command) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    // WIFEXITED and WEXITSTATUS: a normal exit with status 0.
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else { throw ClusterFailure(command: command) }
    let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    return printed.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  struct ClusterFailure: Error { var command: String }
}

/// A local score file holding `count` rounds saved as the front end saves them (each with a uid).
func localFile(at path: String, rounds count: Int, player: String = "ada") throws -> ScoreStore {
  let store = try ScoreStore.openCreating(at: path)
  for index in 0..<count {
    try store.save(.mock(player: player, score: index, seconds: Double(index + 1)).withPlaceholderTape, uid: UUID().uuidString)
  }
  return store
}

/// A board whose players each have a login of their own, in a player role with the grants `--init` prints.
struct MemberLogins {
  let board: SharedBoardURL
  let owner: SharedBoardClient
  let group = "players_" + UUID().uuidString.prefix(8).lowercased()
  /// Added to each member's name: logins are the server's, shared by every test.
  let suffix = UUID().uuidString.prefix(6).lowercased()

  /// The games every client replays: the arcade's, unless a test registers one of its own.
  let games: GameDefinitions

  init(on board: SharedBoardURL, checksMoves: Bool, games: GameDefinitions = .arcade) throws {
    self.board = board
    self.games = games
    owner = SharedBoardClient(url: board, checksMoves: checksMoves, games: games)
    try owner.run(PostgresQuery(unsafeSQL: "CREATE ROLE \(group) NOLOGIN"))
    for grant in SharedSchema.grants(database: board.database, role: group).dropFirst() {
      try owner.run(PostgresQuery(unsafeSQL: grant))
    }
  }

  /// A client logged in as `name` plus the suffix.
  func member(_ name: String, checksMoves: Bool) throws -> SharedBoardClient {
    let login = "\(name)_\(suffix)"
    try owner.run(
      PostgresQuery(unsafeSQL: SharedSchema.memberLogin(login, role: group).replacingOccurrences(of: "'…'", with: "'pw-\(login)'")))
    var url = board
    url.user = login
    url.password = "pw-\(login)"
    return SharedBoardClient(url: url, checksMoves: checksMoves, games: games)
  }
}

/// The selection of the Minesweeper expert board, highest score first.
let expertByScore = RoundSelection(game: .minesweeper, variant: "expert", order: .scoreDescending, limit: 10)
#endif
