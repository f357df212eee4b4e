#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeShared

/// Any member may NOTIFY the Versus channel with any payload: a flood of notices naming made-up matches costs each
/// listening arcade a bounded read or two, not a query each, and a real move still comes through.
@Suite(.enabled(if: TestServer.available, TestServer.skipNote))
struct SharedNoticeFloodTests {
  @Test func aFloodOfNoticesIsReadInBoundedBatches() throws {
    let club = try SharedVersusTests.Club()
    defer { club.close() }
    let uid = try club.started()
    let before = club.ana.readCount
    try club.eveLogin.run(
      "SELECT pg_notify('arcade_versus', 'flood-' || n) FROM generate_series(1, 2000) AS n")
    #expect(club.eve.send(VersusMove(ply: 0, mark: .x, cell: 4, milliseconds: 0), in: uid) == false, "not eve's mark")
    #expect(club.ana.send(VersusMove(ply: 0, mark: .x, cell: 4, milliseconds: 0), in: uid))
    #expect(waitOn(club.eve) { club.eve.match(uid)?.moves.count == 1 })
    // 2,000 notices in one transaction arrive together: one read of everything, not 2,000 queries.
    #expect(club.ana.readCount - before < 50, "\(club.ana.readCount - before) reads")
  }
}
#endif
