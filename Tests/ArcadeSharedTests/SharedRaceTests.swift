#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import ArcadeShared
import Foundation
import Testing

/// Races between members on different machines: each side's tape reaches the other through the server's notices,
/// and the server lets no member post, take or write a tape as another.
@Suite(.enabled(if: TestServer.available, TestServer.skipNote))
struct SharedRaceTests {
  typealias Club = SharedVersusTests.Club

  static var opening: [UInt8] {
    var game = MinesweeperGame(configuration: .beginner, seed: 5, noGuess: true)
    game.apply(.reveal(Position(row: 4, column: 4)), at: .zero)
    return RoundTape(of: game)!.bytes
  }

  /// ana posts a race, eve takes it: its uid.
  static func started(_ club: Club) throws -> String {
    let uid = UUID().uuidString.lowercased()
    let ana = try #require(club.ana.seatedPlayer)
    #expect(club.ana.postRace(VersusRace(uid: uid, game: .minesweeper, opening: opening, poster: ana, createdAt: Date())))
    #expect(waitOn(club.eve) { club.eve.openRaces(limit: 10).contains { $0.uid == uid } })
    #expect(club.eve.takeRace(uid, as: club.eve.seatedPlayer ?? "", at: Date()))
    #expect(waitOn(club.ana) { club.ana.race(uid)?.isOpen == false })
    return uid
  }

  @Test func eachSidesTapeReachesTheOther() throws {
    let club = try Club()
    defer { club.close() }
    let uid = try Self.started(club)
    let (ana, eve) = (club.ana.seatedPlayer ?? "", club.eve.seatedPlayer ?? "")
    #expect(club.ana.race(uid)?.taker == eve)
    #expect(club.ana.sendTape(RaceTape(bytes: Self.opening, milliseconds: 0), in: uid, as: ana))
    #expect(waitOn(club.eve) { club.eve.race(uid)?.tapes[ana]?.bytes == Self.opening })
    var referee = RaceReferee(definition: .minesweeper, opening: Self.opening)
    referee.read(club.eve.race(uid)?.tapes[ana], now: 0)
    #expect(referee.foul == nil && referee.progress != nil)
    // Written again in place as it grows; the time is the server's.
    #expect(club.ana.sendTape(RaceTape(bytes: Self.opening + [], milliseconds: -9), in: uid, as: ana))
    #expect((club.eve.race(uid)?.tapes[ana]?.milliseconds ?? -1) >= 0)
    #expect(club.eve.sendTape(RaceTape(bytes: Self.opening, milliseconds: 0), in: uid, as: eve))
    #expect(waitOn(club.ana) { club.ana.race(uid)?.tapes[eve] != nil })
  }

  @Test func theServerRefusesAMemberActingAsAnother() throws {
    let club = try Club()
    defer { club.close() }
    let uid = try Self.started(club)
    let ana = club.ana.seatedPlayer ?? ""
    // eve cannot write ana's tape (a tape she writes in ana's name is her own), rename the race's poster, or take it
    // again.
    try club.eveLogin.run("INSERT INTO arcade_versus_race_tape (race_uid, player, tape) VALUES (\(uid), \(ana), '\\x01'::bytea)")
    #expect(waitOn(club.ana) { club.ana.race(uid)?.tapes[club.eve.seatedPlayer ?? ""] == RaceTape(bytes: [1], milliseconds: club.ana.race(uid)?.tapes[club.eve.seatedPlayer ?? ""]?.milliseconds ?? 0) })
    #expect(club.ana.race(uid)?.tapes[ana] == nil)
    #expect(throws: SharedBoardError.self) { try club.eveLogin.run("UPDATE arcade_versus_race SET poster = 'eve' WHERE uid = \(uid)") }
    #expect(!club.eve.takeRace(uid, as: club.eve.seatedPlayer ?? "", at: Date()))
    // A race posted in another's name is posted in one's own.
    let forged = UUID().uuidString.lowercased()
    #expect(club.eve.postRace(VersusRace(uid: forged, game: .minesweeper, opening: Self.opening, poster: ana, createdAt: Date())))
    #expect(waitOn(club.ana) { club.ana.race(forged) != nil })
    #expect(club.ana.race(forged)?.poster == club.eve.seatedPlayer)
    // Her own tape stays in its race: a member may update only a tape's bytes (the grant), and behind the grant the
    // trigger refuses a move to another race with its reason (the table's owner, as a member with a wider grant would).
    #expect(throws: SharedBoardError.self) {
      try club.eveLogin.run("UPDATE arcade_versus_race_tape SET race_uid = \(forged) WHERE race_uid = \(uid)")
    }
    #expect {
      try club.logins.owner.run("UPDATE arcade_versus_race_tape SET race_uid = \(forged) WHERE race_uid = \(uid)")
    } throws: { error in
      "\(error)".contains("a tape stays in its race")
    }
    // Nor can she withdraw ana's, or take her own.
    #expect(!club.eve.takeRace(forged, as: club.eve.seatedPlayer ?? "", at: Date()))
    let mine = UUID().uuidString.lowercased()
    #expect(club.ana.postRace(VersusRace(uid: mine, game: .minesweeper, opening: Self.opening, poster: ana, createdAt: Date())))
    #expect(!club.eve.withdrawRace(mine, as: club.eve.seatedPlayer ?? ""))
    #expect(club.ana.withdrawRace(mine, as: ana))
  }
}
#endif
