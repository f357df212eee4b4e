#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import ArcadeStore
import Foundation
import PostgresNIO
import Testing

@testable import ArcadeShared

/// The shared board on a real PostgreSQL server: setup, pushes, board queries, grants.
@Suite(.enabled(if: TestServer.available, TestServer.skipNote))
struct SharedBoardTests {
  static func shared(_ player: String, score: Int, seconds: Double, playerID: String = "p-1", machine: String = "m1")
    -> SharedRound
  {
    SharedRound(
      uid: UUID().uuidString, playerID: playerID, machine: machine, round: .mock(player: player, score: score, seconds: seconds).withPlaceholderTape)
  }

  @Test func settingUpTwiceChangesNothingTheSecondTime() throws {
    let board = try TestServer.freshBoard(initialized: false)
    let client = SharedBoardClient(url: board, checksMoves: false)
    defer { client.close() }
    #expect(try client.initialize() == .init(from: 0, to: SharedSchema.version))
    #expect(try client.initialize() == .init(from: SharedSchema.version, to: SharedSchema.version))
  }

  @Test func aBoardWithoutTablesSaysHowToSetItUp() throws {
    let board = try TestServer.freshBoard(initialized: false)
    let client = SharedBoardClient(url: board, checksMoves: false)
    defer { client.close() }
    #expect {
      try client.rounds(matching: expertByScore)
    } throws: { error in
      guard case SharedBoardError.notSetUp(let line) = error else { return false }
      return line.contains("--init")
    }
  }

  @Test func aRoundPushedTwiceIsOneRow() throws {
    let client = SharedBoardClient(url: try TestServer.freshBoard(), checksMoves: false)
    defer { client.close() }
    let rounds = (1...3).map { Self.shared("ada", score: $0, seconds: Double($0)) }
    #expect(try client.push(rounds) == .init(sent: 3, alreadyThere: 0))
    #expect(try client.push(rounds + [Self.shared("bo", score: 9, seconds: 9)]) == .init(sent: 1, alreadyThere: 3))
    #expect(try client.roundCount() == 4)
  }

  @Test func everyFieldSurvivesTheRoundTrip() throws {
    let client = SharedBoardClient(url: try TestServer.freshBoard(), checksMoves: false)
    defer { client.close() }
    var round = PlayedRound.mock(player: "ünï ✓", score: 420, seconds: 61.5).withPlaceholderTape
    round.assistance = []
    round.seed = .max
    let sent = SharedRound(uid: UUID().uuidString, playerID: "p", machine: "m", round: round)
    _ = try client.push([sent])
    let back = try #require(try client.rounds(matching: expertByScore).first)
    #expect(back.uid == sent.uid)
    #expect(back.playerID == "p")
    #expect(back.machine == "m")
    var expected = round
    expected.id = back.round.id
    #expect(back.round == expected)
  }

  @Test func twoPlayersWithOneNameAreToldApartByMachine() throws {
    let client = SharedBoardClient(url: try TestServer.freshBoard(), checksMoves: false)
    defer { client.close() }
    _ = try client.push([
      Self.shared("ana", score: 5, seconds: 1, playerID: "a1", machine: "lab-1"),
      Self.shared("ana", score: 4, seconds: 2, playerID: "a2", machine: "lab-2"),
      Self.shared("bo", score: 3, seconds: 3, playerID: "b1", machine: "lab-1"),
    ])
    let names = try client.rounds(matching: expertByScore).namedRounds.map(\.player)
    #expect(names == ["ana (lab-1)", "ana (lab-2)", "bo"])
  }

  /// Each login's window is one walk of a login-led index that stops at its limit; only the picked rows are sorted.
  @Test func boardQueriesWalkAnIndexWithoutASortStep() throws {
    let client = SharedBoardClient(url: try TestServer.freshBoard(), checksMoves: false)
    defer { client.close() }
    // On a near-empty table a sequential scan is cheaper: forbid it, so a sort would show if no index fitted.
    try client.run("SET enable_seqscan = off")
    let selections = [
      RoundSelection(game: .minesweeper, variant: "expert", outcomes: [.won], order: .durationAscending, limit: 10),
      RoundSelection(game: .wordmatch, variant: "en-de", order: .scoreDescending, limit: 10),
      RoundSelection(game: .pathfinder, order: .newestFirst, limit: 5, excludedVariant: "walls"),
      RoundSelection(game: .pathfinder, variant: "5x5", completedOnly: false, order: .newestFirst, limit: 5),
    ]
    for selection in selections {
      let plan = try client.queryPlan(for: selection).joined(separator: "\n")
      #expect(plan.contains("Index Scan using arcade_round_by_login_"), "\(plan)")
      #expect(plan.components(separatedBy: "Sort Key").count == 2, "\(plan)")
      #expect(!plan.contains("Seq Scan"), "\(plan)")
    }
  }

  @Test func aRoleWithTheGrantsItIsToldCanPlayAndNothingMore() throws {
    let board = try TestServer.freshBoard()
    let owner = SharedBoardClient(url: board, checksMoves: false)
    defer { owner.close() }
    let role = "player_" + UUID().uuidString.prefix(8).lowercased()
    try owner.run(PostgresQuery(unsafeSQL: "CREATE ROLE \(role) LOGIN PASSWORD 'pw-\(role)'"))
    for grant in SharedSchema.grants(database: board.database, role: role).dropFirst() {
      try owner.run(PostgresQuery(unsafeSQL: grant))
    }
    var playerURL = board
    playerURL.user = role
    playerURL.password = "pw-\(role)"
    let player = SharedBoardClient(url: playerURL, checksMoves: false)
    defer { player.close() }
    #expect(try player.push([Self.shared("ada", score: 1, seconds: 1)]).sent == 1)
    #expect(try player.rounds(matching: expertByScore).count == 1)
    #expect(throws: SharedBoardError.self) { try player.run("DELETE FROM arcade_round") }
    #expect(throws: SharedBoardError.self) { try player.run("CREATE TABLE sneaky (x int)") }
  }

  /// With a login per member, the server fills in who inserted a row and refuses a row claiming another
  /// login; a member playing under another's name shows apart on the board (it merged into their standing).
  @Test func aLoginPerMemberIsVouchedForByTheServer() throws {
    let board = try TestServer.freshBoard()
    let logins = try MemberLogins(on: board, checksMoves: false)
    defer { logins.owner.close() }
    let suffix = logins.suffix
    let ana = try logins.member("ana", checksMoves: false)
    let eve = try logins.member("eve", checksMoves: false)
    defer { ana.close(); eve.close() }
    #expect(try ana.push([Self.shared("ana", score: 5, seconds: 10, playerID: "p-ana", machine: "m1")]).sent == 1)
    // Eve copies Ana's name, player id and machine: the server still knows the row is Eve's.
    #expect(try eve.push([Self.shared("ana", score: 9, seconds: 10, playerID: "p-ana", machine: "m1")]).sent == 1)
    let names = Set(try ana.rounds(matching: expertByScore).namedRounds.map(\.player))
    #expect(names == ["ana (ana_\(suffix))", "ana (eve_\(suffix))"])
    // A row claiming another login is refused by the server itself.
    #expect(throws: SharedBoardError.self) {
      try eve.run(PostgresQuery(unsafeSQL: """
        INSERT INTO arcade_round(uid,player_id,player,machine,game,started_at,ended_at,outcome,details,login)
        VALUES('x','p-ana','ana','m1','minesweeper',1,2,'won','{}','ana_\(suffix)')
        """))
    }
  }

  @Test func sslmodeRequireEncryptsTheConnection() throws {
    var board = try TestServer.admin
    board.tls = .require
    let client = SharedBoardClient(url: board, checksMoves: false)
    defer { client.close() }
    let result = try client.run("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
    #expect(try result.rows.first?.decode(Bool.self) == true)
  }
}
#endif
