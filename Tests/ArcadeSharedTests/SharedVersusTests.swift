#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import ArcadeShared
import Foundation
import Glibc
import PostgresNIO
import Testing

/// Waits on `store`'s wake descriptor (as a screen does) until `done` holds, for at most `seconds`; true when it held.
func waitOn(_ store: SharedVersusStore, seconds: Double = 15, until done: () -> Bool) -> Bool {
  guard case .descriptor(let descriptor)? = store.wake else { return false }
  let deadline = Date().addingTimeInterval(seconds)
  while !done() {
    guard Date() < deadline else { return false }
    var wait = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    if poll(&wait, 1, 100) > 0 {
      var drained = [UInt8](repeating: 0, count: 64)
      while read(descriptor, &drained, drained.count) > 0 {}
    }
  }
  return true
}

/// Two members on two machines play through the shared board's server: each side's store hears the other's writes
/// through LISTEN/NOTIFY, and the server lets no member act as another or forge a time.
@Suite(.enabled(if: TestServer.available, TestServer.skipNote))
struct SharedVersusTests {
  /// Two stores logged in as two members, and the owner's client.
  struct Club {
    let logins: MemberLogins
    let ana: SharedVersusStore
    let eve: SharedVersusStore
    let anaLogin: SharedBoardClient
    let eveLogin: SharedBoardClient

    init(on board: SharedBoardURL? = nil) throws {
      logins = try MemberLogins(on: board ?? TestServer.freshBoard(), checksMoves: false)
      anaLogin = try logins.member("ana", checksMoves: false)
      eveLogin = try logins.member("eve", checksMoves: false)
      ana = SharedVersusStore(url: anaLogin.url)
      eve = SharedVersusStore(url: eveLogin.url)
    }

    func close() {
      ana.close()
      eve.close()
      anaLogin.close()
      eveLogin.close()
      logins.owner.close()
    }

    /// ana posts a classic challenge, eve takes it: the match as both see it.
    func started(clock: Int? = nil) throws -> String {
      let uid = UUID().uuidString.lowercased()
      let posted = VersusMatch(uid: uid, variant: .classic, x: ana.seatedPlayer, createdAt: Date(), clockSeconds: clock)
      #expect(ana.postChallenge(posted), "\(ana.problem ?? "no problem said")")
      #expect(waitOn(eve) { eve.openChallenges(limit: 10).contains { $0.uid == uid } })
      #expect(eve.take(uid, as: eve.seatedPlayer ?? "", at: Date()))
      #expect(waitOn(ana) { ana.match(uid)?.isOpen == false })
      return uid
    }
  }

  @Test func twoMembersPlayAMatchToTheEndEachWokenByTheOther() throws {
    let club = try Club()
    defer { club.close() }
    let uid = try club.started()
    // X takes the top row while O answers below it; each move reaches the other side through a notice.
    for (ply, cell) in [0, 3, 1, 4, 2].enumerated() {
      let (mover, other) = ply % 2 == 0 ? (club.ana, club.eve) : (club.eve, club.ana)
      #expect(mover.send(VersusMove(ply: ply, mark: ply % 2 == 0 ? .x : .o, cell: cell, milliseconds: 0), in: uid))
      #expect(waitOn(other) { other.match(uid)?.moves.count == ply + 1 })
    }
    let match = try #require(club.eve.match(uid))
    #expect(match.moves.map(\.cell) == [0, 3, 1, 4, 2])
    // The server's clock times the moves, in order.
    #expect(match.moves.map(\.milliseconds) == match.moves.map(\.milliseconds).sorted())
    guard case .won(.x, _) = VersusBoard(match, now: match.moves.last?.milliseconds ?? 0).state else {
      Issue.record("X's row did not win: \(VersusBoard(match, now: 0).state)")
      return
    }
    // A second move for a number already played is not taken, from either side.
    #expect(!club.eve.send(VersusMove(ply: 4, mark: .x, cell: 8, milliseconds: 0), in: uid))
  }

  @Test func theServerRefusesAMemberActingAsAnother() throws {
    let club = try Club()
    defer { club.close() }
    let ana = try #require(club.ana.seatedPlayer)
    // eve cannot post a challenge in ana's name.
    #expect(!club.eve.postChallenge(VersusMatch(uid: "forged-post", variant: .classic, x: ana, createdAt: Date())))
    let uid = try club.started()
    // eve cannot move for X, change the game, resign for ana, or take her own challenge's other side.
    #expect(throws: SharedBoardError.self) {
      try club.eveLogin.run("INSERT INTO arcade_versus_move (match_uid, ply, mark, cell) VALUES (\(uid), 0, 'x', 4)")
    }
    #expect(throws: SharedBoardError.self) {
      try club.eveLogin.run("UPDATE arcade_versus_match SET variant = 'ultimate' WHERE uid = \(uid)")
    }
    #expect(!club.eve.resign(uid, as: .x))
    let own = VersusMatch(uid: "eve-own", variant: .classic, x: club.eve.seatedPlayer, createdAt: Date())
    #expect(club.eve.postChallenge(own))
    #expect(!club.eve.take("eve-own", as: club.eve.seatedPlayer ?? "", at: Date()))
    // A time given with a move is the server's to set: a claim of 1 ms after an hour's match is not kept.
    try club.anaLogin.run("INSERT INTO arcade_versus_move (match_uid, ply, mark, cell, ms) VALUES (\(uid), 0, 'x', 4, -5)")
    #expect(waitOn(club.eve) { club.eve.match(uid)?.moves.count == 1 })
    #expect((club.eve.match(uid)?.moves.first?.milliseconds ?? -1) >= 0)
    #expect(club.ana.match(uid)?.resigned == nil)
  }

  /// A move the server lets through (eve's own mark, on a taken cell) is refused by ana's arcade with its reason.
  @Test func anIllegalMoveByHandEndsTheMatchForTheHonestSide() throws {
    let club = try Club()
    defer { club.close() }
    let uid = try club.started()
    #expect(club.ana.send(VersusMove(ply: 0, mark: .x, cell: 4, milliseconds: 0), in: uid))
    try club.eveLogin.run("INSERT INTO arcade_versus_move (match_uid, ply, mark, cell) VALUES (\(uid), 1, 'o', 4)")
    #expect(waitOn(club.ana) { club.ana.match(uid)?.moves.count == 2 })
    let match = try #require(club.ana.match(uid))
    guard case .fouled(.o, _) = VersusBoard(match, now: match.moves[1].milliseconds).state else {
      Issue.record("the taken cell was not refused: \(VersusBoard(match, now: 0).state)")
      return
    }
  }

  @Test func theServerStoppedMidMatchShowsAndTheMatchGoesOnWhenItIsBack() throws {
    let server = try ThrowawayServer()
    let club = try Club(on: TestServer.freshBoard(on: server.admin))
    defer { club.close() }
    let uid = try club.started()
    #expect(club.ana.send(VersusMove(ply: 0, mark: .x, cell: 0, milliseconds: 0), in: uid))
    #expect(waitOn(club.eve) { club.eve.match(uid)?.moves.count == 1 })
    try server.stop()
    #expect(waitOn(club.eve) { club.eve.problem != nil })
    #expect(club.eve.problem?.contains("shared board unreachable") == true)
    // What it read stays; a move made now is kept, shown as made, and sent once the server is back, once.
    #expect(club.eve.match(uid)?.moves.count == 1)
    #expect(club.eve.send(VersusMove(ply: 1, mark: .o, cell: 4, milliseconds: 0), in: uid))
    #expect(club.eve.match(uid)?.moves.map(\.cell) == [0, 4])
    try server.start()
    #expect(waitOn(club.eve, seconds: 30) { club.eve.problem == nil })
    #expect(waitOn(club.ana, seconds: 30) { club.ana.match(uid)?.moves.map(\.cell) == [0, 4] })
    #expect(club.ana.send(VersusMove(ply: 2, mark: .x, cell: 8, milliseconds: 0), in: uid))
    #expect(waitOn(club.eve) { club.eve.match(uid)?.moves.map(\.cell) == [0, 4, 8] })
    let rows = try club.logins.owner.run("SELECT count(*)::int FROM arcade_versus_move WHERE match_uid = \(uid)").rows
    #expect(try rows.first?.decode(Int.self) == 3, "each move once")
  }

  /// A move made while the server is away, by an arcade that then closes: kept beside its local file, and sent by the
  /// next arcade on that file once the server is back.
  @Test func aMoveMadeWhileTheServerIsAwaySurvivesTheArcadeClosing() throws {
    let server = try ThrowawayServer()
    let club = try Club(on: TestServer.freshBoard(on: server.admin))
    defer { club.close() }
    let folder = try TemporaryFolder()
    let pending = folder.path + "/local.sqlite.versus-pending"
    let uid = try club.started()
    #expect(club.ana.send(VersusMove(ply: 0, mark: .x, cell: 0, milliseconds: 0), in: uid))
    let eve = SharedVersusStore(url: club.eveLogin.url, pendingPath: pending)
    #expect(waitOn(eve) { eve.match(uid)?.moves.count == 1 })
    try server.stop()
    #expect(waitOn(eve) { eve.problem != nil })
    #expect(eve.send(VersusMove(ply: 1, mark: .o, cell: 4, milliseconds: 0), in: uid))
    #expect(FileManager.default.fileExists(atPath: pending))
    eve.close()
    try server.start()
    let again = SharedVersusStore(url: club.eveLogin.url, pendingPath: pending)
    defer { again.close() }
    #expect(waitOn(club.ana, seconds: 30) { club.ana.match(uid)?.moves.map(\.cell) == [0, 4] })
    #expect(waitOn(again) { !FileManager.default.fileExists(atPath: pending) }, "nothing waits once it is sent")
  }

  /// A pending file that is not one is set aside under another name, not read and not lost.
  @Test func aDamagedPendingFileIsSetAside() throws {
    let folder = try TemporaryFolder()
    let pending = folder.path + "/local.sqlite.versus-pending"
    try Data("not json".utf8).write(to: URL(fileURLWithPath: pending))
    let store = SharedVersusStore(url: try SharedBoardURL(parsing: "postgres://eve@127.0.0.1:1/club", environment: [:]), pendingPath: pending)
    defer { store.close() }
    #expect(!FileManager.default.fileExists(atPath: pending))
    #expect(FileManager.default.contents(atPath: pending + ".damaged") == Data("not json".utf8))
  }
}
#endif
