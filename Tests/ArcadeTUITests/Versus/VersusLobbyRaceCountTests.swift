import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// A long race history is counted a step at a time between frames: the lobby opens at once, and its `Races` record
/// shows once every race is counted.
@Suite struct VersusLobbyRaceCountTests {
  @Test func aLongHistoryIsCountedInStepsAfterTheFirstFrame() throws {
    let club = LiveRaceSceneTests.Club()
    let races = RaceResults.step * 3 + 1
    let now = club.clock.wallDate(at: club.clock.now())
    for index in 0..<races {
      let uid = "r\(index)"
      club.store.postRace(VersusRace(uid: uid, game: .minesweeper, opening: RaceFixture.opening, poster: "ana", createdAt: now))
      #expect(club.store.takeRace(uid, as: "eve", at: now))
      // Both hit a mine: a tie.
      club.store.sendTape(RaceTape(bytes: RaceFixture.eveTape(count: 2, boom: true), milliseconds: 3_000), in: uid, as: "ana")
      club.store.sendTape(RaceTape(bytes: RaceFixture.eveTape(count: 4, boom: true), milliseconds: 5_000), in: uid, as: "eve")
    }
    // Opening it counts a step (and its appearing, another): the first frame does not wait for the rest.
    var lobby = VersusLobbyScene(services: club.ana)
    lobby.appear(frame: club.ana.frame)
    #expect(!render(lobby, services: club.ana).contains("Races"))
    let start = club.clock.now()
    #expect(lobby.nextTick(after: start) == start)
    _ = lobby.handle(.tick, frame: club.ana.frame)
    #expect(lobby.raceWins == nil)
    _ = lobby.handle(.tick, frame: club.ana.frame)
    #expect(lobby.nextTick(after: start) == nil)
    #expect(render(lobby, services: club.ana).contains("Playing as ana · Races 0–0–\(races)"))
    // A wake with nothing new counts nothing again: the record stands at once.
    _ = lobby.handle(.storeChanged, frame: club.ana.frame)
    #expect(lobby.nextTick(after: start) == nil)
    #expect(lobby.raceWins?.ties == races && lobby.raceWins?.races == races)
  }
}
