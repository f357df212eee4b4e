import ArcadeCore
import ArcadeStore
import ArcadeTestSupport
import Foundation
import GRDB
import Testing

/// Matches on a score file, written by two arcades at once: a challenge is taken once, a move number is kept once.
@Suite struct VersusStoreTests {
  static func challenge(_ uid: String, by player: String = "ana", at seconds: Double = 0) -> VersusMatch {
    VersusMatch(uid: uid, variant: .classic, x: player, createdAt: Date(timeIntervalSince1970: 1_800_000_000 + seconds))
  }

  @Test func aChallengeIsTakenOnceAndNeverByItsOwnPlayer() throws {
    let folder = try TemporaryFolder()
    let ana = ScoreFile(path: folder.file())
    let eve = ScoreFile(path: folder.file())
    let bob = ScoreFile(path: folder.file())
    #expect(ana.postChallenge(Self.challenge("m1")))
    #expect(ana.postChallenge(Self.challenge("m2", at: 5)))
    #expect(eve.openChallenges(limit: 10).map(\.uid) == ["m2", "m1"])
    #expect(!ana.take("m1", as: "ana", at: .distantPast))
    #expect(eve.take("m1", as: "eve", at: .distantPast))
    #expect(!bob.take("m1", as: "bob", at: .distantPast))
    #expect(bob.openChallenges(limit: 10).map(\.uid) == ["m2"])
    #expect(ana.takenMatches(limit: 10).map(\.uid) == ["m1"])
    #expect(eve.match("m1")?.o == "eve")
    #expect(ana.wake == .folder(folder.path))
  }

  @Test func aMoveNumberIsKeptOnceAndMovesComeBackInOrder() throws {
    let folder = try TemporaryFolder()
    let ana = ScoreFile(path: folder.file())
    let eve = ScoreFile(path: folder.file())
    #expect(ana.postChallenge(Self.challenge("m")))
    #expect(eve.take("m", as: "eve", at: .distantPast))
    #expect(ana.send(VersusMove(ply: 0, mark: .x, cell: 4, milliseconds: 900), in: "m"))
    #expect(!ana.send(VersusMove(ply: 0, mark: .x, cell: 4, milliseconds: 900), in: "m"))
    #expect(!eve.send(VersusMove(ply: 0, mark: .o, cell: 0, milliseconds: 950), in: "m"))
    #expect(eve.send(VersusMove(ply: 1, mark: .o, cell: 0, milliseconds: 1_900), in: "m"))
    let read = try #require(ana.match("m"))
    #expect(read.moves == [VersusMove(ply: 0, mark: .x, cell: 4, milliseconds: 900), VersusMove(ply: 1, mark: .o, cell: 0, milliseconds: 1_900)])
    // Read in a list, each match has its own moves.
    #expect(ana.postChallenge(Self.challenge("n", at: 9)))
    #expect(eve.take("n", as: "eve", at: .distantPast))
    #expect(eve.send(VersusMove(ply: 0, mark: .x, cell: 8, milliseconds: 10), in: "n"))
    #expect(ana.takenMatches(limit: 10).map { $0.moves.map(\.cell) } == [[8], [4, 0]])
    #expect(eve.resign("m", as: .o))
    #expect(ana.match("m")?.resigned == .o)
  }

  /// A row no arcade writes (an unknown variant, a huge name, a move with an unknown mark) is skipped, not shown.
  @Test func rowsNoArcadeWritesAreSkipped() throws {
    let folder = try TemporaryFolder()
    let file = ScoreFile(path: folder.file())
    #expect(file.postChallenge(Self.challenge("good")))
    let queue = try DatabaseQueue(path: folder.file())
    try queue.write { db in
      try db.execute(sql: "INSERT INTO versus_match (uid, variant, x, createdAt) VALUES ('odd', 'chess', 'x', 0)")
      try db.execute(sql: "INSERT INTO versus_match (uid, variant, x, createdAt) VALUES ('long', 'classic', ?, 0)", arguments: [String(repeating: "n", count: 10_000)])
      try db.execute(sql: "UPDATE versus_match SET o = 'eve' WHERE uid = 'good'")
      try db.execute(sql: "INSERT INTO versus_move (match, ply, mark, cell, ms) VALUES ('good', 0, 'z', 4, 1)")
      // Moves numbered where no game goes are not read at all.
      try db.execute(sql: "INSERT INTO versus_move (match, ply, mark, cell, ms) VALUES ('good', -1, 'x', 4, 1), ('good', 1000000, 'x', 4, 1)")
    }
    #expect(file.openChallenges(limit: 10).isEmpty)
    #expect(file.match("good")?.moves.isEmpty == true)
    #expect(file.takenMatches(limit: 10).map(\.moves) == [[]])
  }
}

/// A rematch is offered to the one opponent, who moves first if the offerer did; it may be declined or withdrawn.
@Suite struct VersusRematchTests {
  @Test func aRematchIsTheOpponentsAloneWithTheStartSwapped() throws {
    let folder = try TemporaryFolder()
    let (ana, eve, bob) = (ScoreFile(path: folder.file()), ScoreFile(path: folder.file()), ScoreFile(path: folder.file()))
    #expect(ana.postChallenge(VersusStoreTests.challenge("m1")))
    #expect(eve.take("m1", as: "eve", at: .distantPast))
    let played = try #require(ana.match("m1"))
    let offer = try #require(played.rematch(offeredBy: "ana", uid: "m2", at: Date(timeIntervalSince1970: 1_800_000_100)))
    #expect(offer.x == nil && offer.o == "ana" && offer.invited == "eve")
    #expect(played.rematch(offeredBy: "bob", uid: "m3", at: .now) == nil)
    #expect(ana.postChallenge(offer))
    #expect(bob.openChallenges(limit: 10).first?.invited == "eve")
    #expect(!bob.take("m2", as: "bob", at: .distantPast) && !ana.take("m2", as: "ana", at: .distantPast))
    #expect(!bob.decline("m2", as: "bob"))
    #expect(eve.take("m2", as: "eve", at: .distantPast))
    let taken = try #require(ana.match("m2"))
    #expect(taken.x == "eve" && taken.o == "ana" && taken.mark(of: "eve") == .x)
    #expect(!eve.decline("m2", as: "eve"))
  }

  @Test func anOfferIsDeclinedByTheInvitedAndWithdrawnByItsPoster() throws {
    let folder = try TemporaryFolder()
    let file = ScoreFile(path: folder.file())
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(file.postChallenge(VersusMatch(uid: "r1", variant: .ultimate, x: nil, o: "ana", invited: "eve", createdAt: date)))
    #expect(file.postChallenge(VersusMatch(uid: "r2", variant: .classic, x: "ana", createdAt: date)))
    #expect(file.decline("r1", as: "eve"))
    #expect(!file.decline("r2", as: "eve"))
    #expect(file.decline("r2", as: "ana"))
    #expect(file.openChallenges(limit: 10).isEmpty)
  }
}

/// A challenge's clock and the moment it was taken come back as written; a clock no arcade posts is read as none.
@Suite struct VersusClockStoreTests {
  @Test func theClockAndTheTakingTimeRoundTrip() throws {
    let folder = try TemporaryFolder()
    let file = ScoreFile(path: folder.file())
    let made = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(file.postChallenge(VersusMatch(uid: "c", variant: .ultimate, x: "ana", createdAt: made, clockSeconds: 300)))
    #expect(file.postChallenge(VersusMatch(uid: "odd", variant: .classic, x: "ana", createdAt: made, clockSeconds: 300)))
    #expect(file.take("c", as: "eve", at: made.addingTimeInterval(12.5)))
    let read = try #require(file.match("c"))
    #expect(read.clockSeconds == 300 && read.takenMilliseconds == 12_500)
    let queue = try DatabaseQueue(path: folder.file())
    try queue.write { db in try db.execute(sql: "UPDATE versus_match SET clock = -5 WHERE uid = 'odd'") }
    #expect(file.match("odd")?.clockSeconds == nil)
  }
}
