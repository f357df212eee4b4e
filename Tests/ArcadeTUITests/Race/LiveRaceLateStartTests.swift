import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// A live race's time runs from the take: a side that opens its round late is charged the time on both screens, and a
/// final move the store did not take is sent again, with no further move to carry it.
@Suite struct LiveRaceLateStartTests {
  @Test func aSideThatOpensLateIsChargedOnBothLines() throws {
    let club = LiveRaceSceneTests.Club()
    _ = try #require(RaceFixture.race(in: club.ana, uid: "r", by: "ana"))
    #expect(club.store.takeRace("r", as: "eve", at: club.clock.wallDate(at: club.clock.now())))
    let race = try #require(club.store.race("r"))
    var eve = try #require(club.eve.versusScene(of: .race(race), store: club.store, player: "eve") as? LiveRaceScene)
    // ana was away from the lobby: her round opens 40 s after eve took the race.
    club.clock.advance(milliseconds: 40_000)
    let ana = try #require(club.ana.versusScene(of: .race(race), store: club.store, player: "ana") as? LiveRaceScene)
    let late = formatDuration(milliseconds: 40_000 - RaceReferee.startAllowance)
    #expect(lines(render(ana, services: club.ana))[0].contains("You 31/71 cleared · 0 flagged · \(late) late  ·  eve 31/71 cleared"))
    _ = eve.handle(.storeChanged, frame: club.eve.frame)
    #expect(lines(render(eve, services: club.eve))[0].contains("ana 31/71 cleared · 0 flagged · \(late) late"))
    #expect(eve.referee.lateBy == 35_000)
    #expect(eve.judged.lateBy == 0)
  }

  @Test func aFinalMoveTheStoreDidNotTakeIsSentAgainAndDecidesTheRace() throws {
    let club = LiveRaceSceneTests.Club()
    let store = UnsteadyRaces(club.store)
    _ = try #require(RaceFixture.race(in: club.ana, uid: "r", by: "ana"))
    #expect(store.takeRace("r", as: "eve", at: club.clock.wallDate(at: club.clock.now())))
    let race = try #require(store.race("r"))
    var ana = try #require(club.ana.versusScene(of: .race(race), store: store, player: "ana") as? LiveRaceScene)
    // eve has hit a mine already, four seconds in; ana wins the board while the store is away.
    club.clock.advance(milliseconds: 5_000)
    _ = store.sendTape(RaceTape(bytes: RaceFixture.eveTape(count: 2, boom: true), milliseconds: race.takenMilliseconds! + 4_000), in: "r", as: "eve")
    _ = ana.handle(.storeChanged, frame: club.ana.frame)
    store.down = true
    for event in keyNames(MinesweeperFixture.winningKeys).dropFirst() { _ = ana.handle(event, frame: club.ana.frame) }
    #expect(ana.me.progress.isOver)
    #expect(ana.outcome == nil)
    let failed = club.clock.now()
    #expect(ana.unsent?.retry == failed.advanced(byMilliseconds: 1_000))
    #expect(ana.nextTick(after: failed) == failed.advanced(byMilliseconds: 1_000))
    #expect(render(ana, services: club.ana).contains("it is sent again each second"))
    // A wake before the second is up sends nothing; the tick after it, with the store back, sends the won round.
    store.down = false
    _ = ana.handle(.storeChanged, frame: club.ana.frame)
    #expect(ana.unsent != nil)
    club.clock.advance(milliseconds: 1_000)
    _ = ana.handle(.tick, frame: club.ana.frame)
    #expect(ana.unsent == nil)
    #expect(ana.notice == nil)
    #expect(ana.outcome == .won)
    #expect(RaceWins.outcome(of: try #require(store.race("r")), for: "ana", in: .arcade) == .won)
  }

  /// A race taken up again, mid-way after a time away or once over, goes on from the tape the store holds: not sent
  /// again (a new write time would charge the time away, or turn a race won into one lost).
  @Test func aRaceTakenUpAgainDoesNotWriteItsTapeAgain() throws {
    let club = LiveRaceSceneTests.Club()
    var (ana, eve) = try club.race()
    for event in keyNames("k k h h h Space") { _ = ana.handle(event, frame: club.ana.frame) }
    let written = try #require(club.store.race("r")?.tapes["ana"])
    // ana leaves for a minute; back, her round taken up where the store has it, she clears another cell.
    club.clock.advance(milliseconds: 60_000)
    let left = try #require(club.store.race("r"))
    var back = try #require(club.ana.versusScene(of: .race(left), store: club.store, player: "ana") as? LiveRaceScene)
    #expect(club.store.race("r")?.tapes["ana"] == written)
    for event in keyNames("l Space") { _ = back.handle(event, frame: club.ana.frame) }
    #expect(club.store.race("r")?.tapes["ana"] != written)
    #expect(back.judged.foul == nil)
    _ = eve.handle(.storeChanged, frame: club.eve.frame)
    #expect(eve.referee.foul == nil)
    #expect(eve.referee.lateBy == back.judged.lateBy)
  }

  /// A race opened again once over (the lobby's "over, Enter to see") keeps its tapes and its end.
  @Test func aRaceOpenedAgainOnceOverKeepsItsEnd() throws {
    let club = LiveRaceSceneTests.Club()
    var (ana, eve) = try club.race()
    club.clock.advance(milliseconds: 1_500)
    for event in keyNames(MinesweeperFixture.winningKeys).dropFirst() { _ = ana.handle(event, frame: club.ana.frame) }
    for event in keyNames("k k k k l l Space") { _ = eve.handle(event, frame: club.eve.frame) }
    _ = ana.handle(.storeChanged, frame: club.ana.frame)
    #expect(ana.outcome == .won)
    let final = try #require(club.store.race("r")?.tapes["ana"])
    club.clock.advance(milliseconds: 3_600_000)
    let over = try #require(club.store.race("r"))
    let again = try #require(club.ana.versusScene(of: .race(over), store: club.store, player: "ana") as? LiveRaceScene)
    #expect(club.store.race("r")?.tapes["ana"] == final)
    #expect(again.outcome == .won)
    #expect(again.judged.lateBy == 0)
    #expect(RaceWins.outcome(of: try #require(club.store.race("r")), for: "ana", in: .arcade) == .won)
  }
}

/// The memory store, its tapes refused while `down`.
final class UnsteadyRaces: RaceStore {
  let store: MemoryScoreKeeper
  var down = false
  init(_ store: MemoryScoreKeeper) { self.store = store }

  func sendTape(_ tape: RaceTape, in uid: String, as player: String) -> Bool { !down && store.sendTape(tape, in: uid, as: player) }

  var wake: VersusWake? { store.wake }
  var seatedPlayer: String? { store.seatedPlayer }
  var place: String { store.place }
  var problem: String? { store.problem }
  func catchUp() -> Bool { store.catchUp() }
  func postChallenge(_ match: VersusMatch) -> Bool { store.postChallenge(match) }
  func openChallenges(limit: Int) -> [VersusMatch] { store.openChallenges(limit: limit) }
  func takenMatches(limit: Int) -> [VersusMatch] { store.takenMatches(limit: limit) }
  func take(_ uid: String, as player: String, at date: Date) -> Bool { store.take(uid, as: player, at: date) }
  func decline(_ uid: String, as player: String) -> Bool { store.decline(uid, as: player) }
  func match(_ uid: String) -> VersusMatch? { store.match(uid) }
  func send(_ move: VersusMove, in uid: String) -> Bool { store.send(move, in: uid) }
  func resign(_ uid: String, as mark: TicTacToeMark) -> Bool { store.resign(uid, as: mark) }
  func postRace(_ race: VersusRace) -> Bool { store.postRace(race) }
  func openRaces(limit: Int) -> [VersusRace] { store.openRaces(limit: limit) }
  func takenRaces(limit: Int) -> [VersusRace] { store.takenRaces(limit: limit) }
  func takeRace(_ uid: String, as player: String, at date: Date) -> Bool { store.takeRace(uid, as: player, at: date) }
  func withdrawRace(_ uid: String, as player: String) -> Bool { store.withdrawRace(uid, as: player) }
  func race(_ uid: String) -> VersusRace? { store.race(uid) }
}
