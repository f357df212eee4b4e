import ArcadeCore
import ArcadeStore
import ArcadeTestSupport
import Foundation
import GRDB
import Testing

/// Races on a score file, written by two arcades at once: a race is taken once, each side writes only its own tape,
/// in place, and rows no arcade writes are not read.
@Suite struct RaceStoreTests {
  static let opening: [UInt8] = RoundTape(of: MinesweeperGame.daily(seed: 3))!.bytes

  static func race(_ uid: String, by player: String = "ana", at seconds: Double = 0) -> VersusRace {
    VersusRace(uid: uid, game: .minesweeper, opening: opening, poster: player, createdAt: Date(timeIntervalSince1970: 1_800_000_000 + seconds))
  }

  @Test func aRaceIsTakenOnceAndNeverByItsPoster() throws {
    let folder = try TemporaryFolder()
    let ana = ScoreFile(path: folder.file())
    let eve = ScoreFile(path: folder.file())
    let bob = ScoreFile(path: folder.file())
    #expect(ana.postRace(Self.race("r1")))
    #expect(ana.postRace(Self.race("r2", at: 5)))
    #expect(!ana.postRace(Self.race("r2", at: 6)), "a uid is posted once")
    #expect(eve.openRaces(limit: 10).map(\.uid) == ["r2", "r1"])
    #expect(eve.openRaces(limit: 10).first?.opening == Self.opening)
    #expect(!ana.takeRace("r1", as: "ana", at: .distantFuture))
    #expect(eve.takeRace("r1", as: "eve", at: Date(timeIntervalSince1970: 1_800_000_002)))
    #expect(!bob.takeRace("r1", as: "bob", at: .distantFuture))
    #expect(bob.openRaces(limit: 10).map(\.uid) == ["r2"])
    #expect(ana.takenRaces(limit: 10).map(\.uid) == ["r1"])
    #expect(ana.race("r1")?.taker == "eve")
    #expect(ana.race("r1")?.takenMilliseconds == 2_000)
    #expect(!eve.withdrawRace("r2", as: "eve"), "not hers")
    #expect(ana.withdrawRace("r2", as: "ana"))
    #expect(bob.openRaces(limit: 10).isEmpty)
  }

  @Test func eachSideWritesOnlyItsOwnTapeInPlace() throws {
    let folder = try TemporaryFolder()
    let ana = ScoreFile(path: folder.file())
    let eve = ScoreFile(path: folder.file())
    #expect(ana.postRace(Self.race("r")))
    #expect(!ana.sendTape(RaceTape(bytes: [1], milliseconds: 1), in: "r", as: "ana"), "not before it is taken")
    #expect(eve.takeRace("r", as: "eve", at: .distantPast))
    #expect(ana.sendTape(RaceTape(bytes: [1, 2], milliseconds: 10), in: "r", as: "ana"))
    #expect(ana.sendTape(RaceTape(bytes: [1, 2, 3], milliseconds: 20), in: "r", as: "ana"))
    #expect(eve.sendTape(RaceTape(bytes: [9], milliseconds: 15), in: "r", as: "eve"))
    #expect(!eve.sendTape(RaceTape(bytes: [6, 6], milliseconds: 16), in: "r", as: "bob"), "bob is not in it")
    let read = try #require(eve.race("r"))
    #expect(read.tapes == ["ana": RaceTape(bytes: [1, 2, 3], milliseconds: 20), "eve": RaceTape(bytes: [9], milliseconds: 15)])
    #expect(ana.takenRaces(limit: 10).first?.tapes == read.tapes)
    // An older, shorter tape arriving late does not undo the newer.
    ana.sendTape(RaceTape(bytes: [1, 2], milliseconds: 25), in: "r", as: "ana")
    #expect(eve.race("r")?.tapes["ana"] == RaceTape(bytes: [1, 2, 3], milliseconds: 20))
  }

  @Test func rowsNoArcadeWritesAreNotRead() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    let ana = ScoreFile(path: path)
    #expect(ana.postRace(Self.race("r")))
    #expect(ana.takeRace("r", as: "eve", at: .distantPast))
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      try db.execute(sql: "INSERT INTO versus_race_tape (race, player, tape, ms) VALUES ('r', 'ana', zeroblob(70000), 5)")
      try db.execute(sql: "INSERT INTO versus_race_tape (race, player, tape, ms) VALUES ('r', 'mallory', x'01', 5)")
      try db.execute(
        sql: "INSERT INTO versus_race (uid, game, opening, poster, createdAt) VALUES (?, 'Mine; DROP', x'01', 'bob', 1), (?, 'minesweeper', zeroblob(20000), 'bob', 1)",
        arguments: ["bad-game", "big-opening"])
    }
    #expect(ana.race("r")?.tapes.isEmpty == true)
    #expect(ana.openRaces(limit: 10).isEmpty)
  }
}
