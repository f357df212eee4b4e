import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// Two people race on one deal through one store: each sees the other's round as it arrives, the race is decided
/// once both end, and a round that is not the race's ends it against its side.
@Suite struct LiveRaceSceneTests {
  /// ana's and eve's arcades on one store, eve having taken ana's race on the fixture's board.
  struct Club {
    let store = MemoryScoreKeeper()
    let clock = ManualClock()
    let ana: ArcadeServices
    let eve: ArcadeServices

    init() {
      ana = makeServices(clock: clock, store: store, size: Size(width: 100, height: 30))
      eve = makeServices(clock: clock, store: store, size: Size(width: 100, height: 30))
      ana.player.update(PlayerSettings(playerName: "ana", unicode: true))
      eve.player.update(PlayerSettings(playerName: "eve", unicode: true))
    }

    func race() throws -> (ana: LiveRaceScene, eve: LiveRaceScene) {
      _ = try #require(RaceFixture.race(in: ana, uid: "r", by: "ana"))
      #expect(store.takeRace("r", as: "eve", at: clock.wallDate(at: clock.now())))
      let race = try #require(store.race("r"))
      let eveScene = try #require(eve.versusScene(of: .race(race), store: store, player: "eve") as? LiveRaceScene)
      let anaScene = try #require(ana.versusScene(of: .race(race), store: store, player: "ana") as? LiveRaceScene)
      return (anaScene, eveScene)
    }
  }

  @Test func eachSeesTheOthersRoundAndTheRaceIsDecidedWhenBothEnd() throws {
    let club = Club()
    var (ana, eve) = try club.race()
    #expect(lines(render(ana, services: club.ana))[0].contains("You 31/71 cleared · 0 flagged  ·  eve 31/71 cleared"))
    // eve's screen opened before ana's wrote her first tape: ana shows once eve's arcade is woken.
    #expect(render(eve, services: club.eve).contains("ana not started"))
    _ = eve.handle(.storeChanged, frame: club.eve.frame)
    #expect(render(eve, services: club.eve).contains("ana 31/71 cleared"))
    // ana wins the board at once; eve is told, and ana waits for her.
    club.clock.advance(milliseconds: 1_500)
    for event in keyNames(MinesweeperFixture.winningKeys).dropFirst() { _ = ana.handle(event, frame: club.ana.frame) }
    #expect(ana.me.progress.isOver)
    #expect(ana.outcome == nil)
    #expect(lines(render(ana, services: club.ana))[0].trimmingCharacters(in: .whitespaces).hasPrefix("Waiting for eve"))
    _ = eve.handle(.storeChanged, frame: club.eve.frame)
    #expect(render(eve, services: club.eve).contains("ana all 71 cleared"))
    // eve hits a mine: her race is lost, and ana's won once she reads it.
    for event in keyNames("k k k k l l Space") { _ = eve.handle(event, frame: club.eve.frame) }
    #expect(eve.outcome == .lost)
    #expect(lines(render(eve, services: club.eve))[0].trimmingCharacters(in: .whitespaces).hasPrefix("ana wins"))
    _ = ana.handle(.storeChanged, frame: club.ana.frame)
    #expect(ana.outcome == .won)
    #expect(lines(render(ana, services: club.ana))[0].trimmingCharacters(in: .whitespaces).hasPrefix("You win the race"))
    #expect(club.store.saved.map(\.context) == [.chosenSeed, .chosenSeed])
    // The race is on each side's record, in the lobby.
    #expect(render(VersusLobbyScene(services: club.ana), services: club.ana).contains("Playing as ana · Races 1–0"))
    #expect(render(VersusLobbyScene(services: club.eve), services: club.eve).contains("Playing as eve · Races 0–1"))
  }

  @Test func aRoundOnAnotherDealEndsTheRaceAgainstItsSide() throws {
    let club = Club()
    var (ana, _) = try club.race()
    var other = MinesweeperGame(configuration: .beginner, seed: 77, noGuess: true)
    other.apply(.reveal(Position(row: 4, column: 4)), at: .zero)
    club.store.sendTape(RaceTape(bytes: RoundTape(of: other)!.bytes, milliseconds: 100), in: "r", as: "eve")
    _ = ana.handle(.storeChanged, frame: club.ana.frame)
    #expect(ana.outcome == .won)
    let screen = render(ana, services: club.ana)
    #expect(screen.contains("eve loses: their round is not on the race's deal."))
  }

  @Test func theLobbyListsRacesAndTakingOneOpensIt() throws {
    let club = Club()
    _ = try #require(RaceFixture.race(in: club.ana, uid: "r", by: "ana"))
    var lobby = VersusLobbyScene(services: club.eve)
    #expect(render(lobby, services: club.eve).contains("ana races (Minesweeper race, Beginner): Enter to take it"))
    let opened = lobby.handle(.key(.enter), frame: club.eve.frame)
    guard case .push(let scene)? = opened else {
      Issue.record("Enter did not open the race")
      return
    }
    #expect(scene is LiveRaceScene)
    #expect(club.store.race("r")?.taker == "eve")
    // ana's lobby, waiting on her race, opens it as soon as it is taken.
    var anaLobby = VersusLobbyScene(services: club.ana)
    #expect(render(anaLobby, services: club.ana).contains("vs eve (Minesweeper race, Beginner): racing, Enter to play"))
    _ = anaLobby.handle(.storeChanged, frame: club.ana.frame)
  }

  @Test func rPostsARaceAndXWithdrawsIt() throws {
    let club = Club()
    var lobby = VersusLobbyScene(services: club.ana)
    _ = lobby.handle(.key(.character("r")), frame: club.ana.frame)
    #expect(lobby.notice == "Race which game? 1 PathFinder · 2 PriceGuess · 3 Minesweeper · 5 WordMatch · 6 WordSearch")
    _ = lobby.handle(.key(.character("3")), frame: club.ana.frame)
    #expect(lobby.notice == "Race posted: it starts when someone takes it.")
    #expect(render(lobby, services: club.ana).contains("your race (Minesweeper race, Classic): waiting for someone to take it"))
    let race = try #require(club.store.openRaces(limit: 5).first)
    #expect(RaceReferee(definition: .minesweeper, opening: race.opening).foul == nil, "the opening is its seed's deal")
    _ = lobby.handle(.key(.character("x")), frame: club.ana.frame)
    #expect(club.store.openRaces(limit: 5).isEmpty)
  }

  /// bob, in the lobby, watches ana and eve's race: each side's board, and both lines, as the rounds arrive.
  @Test func othersRaceIsWatchedAsItIsPlayed() throws {
    let club = Club()
    var (ana, _) = try club.race()
    let bob = makeServices(clock: club.clock, store: club.store, size: Size(width: 100, height: 30))
    bob.player.update(PlayerSettings(playerName: "bob", unicode: true))
    var lobby = VersusLobbyScene(services: bob)
    #expect(render(lobby, services: bob).contains("ana vs eve (Minesweeper race, Beginner): watch"))
    guard case .push(let opened)? = lobby.handle(.key(.enter), frame: bob.frame), var watch = opened as? RaceWatchScene else {
      Issue.record("Enter did not open the race to watch")
      return
    }
    #expect(lines(render(watch, services: bob))[0].contains("▶ ana 31/71 cleared · 0 flagged  ·  eve 31/71 cleared · 0 flagged"))
    for event in keyNames("f") { _ = ana.handle(event, frame: club.ana.frame) }
    _ = ana.handle(.key(.character("k")), frame: club.ana.frame)
    for event in keyNames("k k k l l f") { _ = ana.handle(event, frame: club.ana.frame) }
    _ = watch.handle(.storeChanged, frame: bob.frame)
    #expect(lines(render(watch, services: bob))[0].contains("▶ ana 31/71 cleared · 1 flagged"))
    #expect(render(watch, services: bob).contains("⚑"))
    _ = watch.handle(.key(.tab), frame: bob.frame)
    #expect(lines(render(watch, services: bob))[0].contains("▶ eve "))
    #expect(watch.handle(.key(.character("q")), frame: bob.frame)?.isPop == true)
  }

  /// Every game but TicTacToe is raced live: ana posts it by its digit, eve takes it, and each side's opening is
  /// checked as its seed's (content-dealt ones against the content this arcade reads).
  @Test func everyRaceableGameIsRacedLive() throws {
    for (number, game) in [(1, GameID.pathfinder), (2, .priceguess), (3, .minesweeper), (5, .wordmatch), (6, .wordsearch)] {
      let club = Club()
      var anaLobby = VersusLobbyScene(services: club.ana)
      _ = anaLobby.handle(.key(.character("r")), frame: club.ana.frame)
      _ = anaLobby.handle(.key(.character(Character(String(number)))), frame: club.ana.frame)
      #expect(anaLobby.notice == "Race posted: it starts when someone takes it.", "\(game)")
      var eveLobby = VersusLobbyScene(services: club.eve)
      guard case .push(let opened)? = eveLobby.handle(.key(.enter), frame: club.eve.frame), let race = opened as? LiveRaceScene else {
        Issue.record("\(game): eve could not take the race")
        continue
      }
      #expect(race.race.game == game)
      #expect(race.referee.foul == nil, "\(game)")
      #expect(lines(render(race, services: club.eve))[0].contains("You "), "\(game)")
      _ = anaLobby.handle(.storeChanged, frame: club.ana.frame)
    }
  }
}
