import ArcadeCore
import ArcadeStore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// Two people on one score file, each named for their run (`--player`), are two players: their own look, remembered
/// options, Resume list and first attempts at a day's deal; the file's own player is left as it was.
@Suite struct PlayersOnOneFileTests {
  static func round(_ uid: String, of player: String, leftAt seconds: Double = 0) -> UnfinishedRound {
    UnfinishedRound(
      uid: uid, game: .minesweeper, player: player, options: "{}", startedAt: Date(timeIntervalSince1970: 1_800_000_000),
      leftAt: Date(timeIntervalSince1970: 1_800_000_000 + seconds), clockMilliseconds: 1_000,
      summary: "Minesweeper Expert — \(player)'s", tape: Data([1]))
  }

  @Test func eachKeepsTheirOwnLookAndTheFilesPlayerKeepsTheirs() throws {
    let folder = try TemporaryFolder()
    let file = ScoreFile(path: folder.file())
    let files = makeServices(store: file)
    files.player.update(PlayerSettings(playerName: "Sam", theme: .light, unicode: true))
    let ana = makeServices(store: file, player: "ana")
    let eve = makeServices(store: file, player: "eve")
    var anas = ana.settings
    (anas.theme, anas.sound) = (.dark, true)
    ana.player.update(anas)
    var eves = eve.settings
    (eves.theme, eves.unicode) = (.plain, false)
    eve.player.update(eves)
    // Each run opened again reads back its own.
    let anaAgain = makeServices(store: ScoreFile(path: folder.file()), player: "ana")
    anaAgain.player.load(from: try #require(anaAgain.scores))
    #expect(anaAgain.settings.playerName == "ana" && anaAgain.settings.theme == .dark && anaAgain.settings.sound)
    let eveAgain = makeServices(store: ScoreFile(path: folder.file()), player: "eve")
    eveAgain.player.load(from: try #require(eveAgain.scores))
    #expect(eveAgain.settings.theme == .plain && !eveAgain.settings.unicode && !eveAgain.settings.sound)
    let filesAgain = makeServices(store: ScoreFile(path: folder.file()))
    filesAgain.player.load(from: try #require(filesAgain.scores))
    #expect(filesAgain.settings.playerName == "Sam" && filesAgain.settings.theme == .light)
    // A stored name does not rename a player named for the run.
    #expect(try file.setting(SettingKey.playerName) == "Sam")
  }

  @Test func theNameOfARunNamedByPlayerIsNotEditedInSettings() throws {
    let store = MemoryScoreKeeper()
    let services = makeServices(store: store, player: "ana")
    var scene = SettingsScene(services: services)
    send([.key(.enter), .key(.control("u"))] + keys("Bob") + [.key(.enter)], to: &scene, services: services)
    #expect(services.settings.playerName == "ana")
    #expect(try store.setting(SettingKey.playerName) == nil)
    #expect(render(scene, services: services).contains("This run plays as ana, as it was started"))
  }

  @Test func theResumeListIsThePlayersOwn() throws {
    let folder = try TemporaryFolder()
    let file = ScoreFile(path: folder.file())
    for (uid, player, at) in [("a1", "ana", 1.0), ("e1", "eve", 2.0), ("a2", "ana", 3.0)] {
      #expect(file.keepUnfinished(Self.round(uid, of: player, leftAt: at)))
    }
    #expect(makeServices(store: file, player: "ana").unfinishedRounds.map(\.uid) == ["a2", "a1"])
    #expect(makeServices(store: file, player: "eve").unfinishedRounds.map(\.uid) == ["e1"])
    #expect(makeServices(store: file, player: "bob").unfinishedRounds.isEmpty)
    let menu = makeServices(store: file, size: Size(width: 100, height: 30), player: "eve")
    var title = TitleScene(services: menu, startedAt: .zero)
    title.appear(frame: menu.frame)
    let text = render(title, services: menu)
    #expect(text.contains("eve's") && !text.contains("ana's") && text.contains("Playing as eve"))
  }

  @Test func rememberedOptionsAndInstructionsAreEachPlayersOwn() {
    let store = MemoryScoreKeeper()
    let ana = makeServices(store: store, player: "ana")
    let eve = makeServices(store: store, player: "eve")
    ana.player.remember(MinesweeperChoices(preset: .expert), for: .minesweeper)
    ana.player.markInstructionsSeen(for: .priceguess)
    #expect(ana.player.rememberedOptions(for: .minesweeper, as: MinesweeperChoices.self)?.board == .expert)
    #expect(eve.player.rememberedOptions(for: .minesweeper, as: MinesweeperChoices.self) == nil)
    #expect(ana.player.hasSeenInstructions(for: .priceguess) && !eve.player.hasSeenInstructions(for: .priceguess))
  }
}

/// The file's player renamed in Settings keeps their Resume list: their rounds follow the new name.
@Suite struct RenamedPlayerTests {
  @Test func aRenameCarriesTheUnfinishedRoundsAndLeavesOthersAlone() throws {
    let folder = try TemporaryFolder()
    let file = ScoreFile(path: folder.file())
    #expect(file.keepUnfinished(PlayersOnOneFileTests.round("t1", of: "tester")))
    #expect(file.keepUnfinished(PlayersOnOneFileTests.round("a1", of: "ana")))
    let services = makeServices(store: file)
    var scene = SettingsScene(services: services)
    send([.key(.enter), .key(.control("u"))] + keys("Sam") + [.key(.enter)], to: &scene, services: services)
    #expect(services.settings.playerName == "Sam")
    #expect(services.unfinishedRounds.map(\.uid) == ["t1"])
    #expect(makeServices(store: file, player: "ana").unfinishedRounds.map(\.uid) == ["a1"])
  }
}

/// The menu says when a Versus match waits for the player: their move, or a rematch offered to them.
@Suite struct VersusMenuHintTests {
  @Test func theMenuSaysWhoseMoveAndWhatIsOffered() {
    let store = MemoryScoreKeeper()
    let size = Size(width: 100, height: 30)
    let ana = makeServices(store: store, size: size, player: "ana")
    let now = ana.clock.wallDate(at: ana.now())
    store.postChallenge(VersusMatch(uid: "m", variant: .classic, x: "ana", createdAt: now))
    var menu = TitleScene(services: ana, startedAt: .zero)
    menu.appear(frame: ana.frame)
    #expect(menu.versusHint == nil)
    #expect(store.take("m", as: "eve", at: .distantPast))
    _ = menu.handle(.storeChanged, frame: ana.frame)
    #expect(render(menu, services: ana).contains("Your move against eve in Versus: V."))
    #expect(store.send(VersusMove(ply: 0, mark: .x, cell: 4, milliseconds: 0), in: "m"))
    _ = menu.handle(.storeChanged, frame: ana.frame)
    #expect(menu.versusHint == nil)
    store.postChallenge(VersusMatch(uid: "r", variant: .ultimate, x: nil, o: "eve", invited: "ana", createdAt: now))
    _ = menu.handle(.storeChanged, frame: ana.frame)
    #expect(menu.versusHint == "eve offers you a rematch in Versus: V.")
  }
}

/// A match's clocks run on screen and a flag that falls ends it, with no move from either side.
@Suite struct VersusClockSceneTests {
  @Test func theClockTicksAndTheMatchEndsOnTime() throws {
    let store = MemoryScoreKeeper()
    let clock = ManualClock()
    let ana = makeServices(clock: clock, store: store, size: Size(width: 100, height: 30), player: "ana")
    let made = clock.wallDate(at: clock.now())
    store.postChallenge(VersusMatch(uid: "m", variant: .classic, x: "ana", createdAt: made, clockSeconds: 120))
    #expect(store.take("m", as: "eve", at: made))
    var scene = VersusMatchScene(store: store, clock: clock, player: "ana", match: try #require(store.match("m")))
    #expect(render(scene, services: ana).contains("ana 2:00 · eve 2:00"))
    #expect(scene.nextTick(after: clock.now()) == clock.now().advanced(byMilliseconds: 1_000))
    clock.advance(milliseconds: 61_500)
    _ = scene.handle(.tick, frame: ana.frame)
    #expect(render(scene, services: ana).contains("ana 0:59 · eve 2:00"))
    #expect(scene.nextTick(after: clock.now()) == clock.now().advanced(byMilliseconds: 500))
    clock.advance(milliseconds: 60_000)
    _ = scene.handle(.tick, frame: ana.frame)
    #expect(scene.state == .lostOnTime(.x))
    #expect(render(scene, services: ana).contains("ana's time ran out: eve wins."))
    #expect(scene.nextTick(after: clock.now()) == nil)
  }
}

/// `arcade resume` with no round to take up rejoins the player's Versus match going on.
@Suite struct VersusRejoinTests {
  @Test func aMatchGoingOnIsRejoinedAndOneOverIsNot() throws {
    let store = MemoryScoreKeeper()
    let ana = makeServices(store: store, player: "ana")
    #expect(ana.playingVersusMatch() == nil)
    let now = ana.clock.wallDate(at: ana.now())
    store.postChallenge(VersusMatch(uid: "m", variant: .ultimate, x: "eve", createdAt: now))
    #expect(ana.playingVersusMatch() == nil)
    #expect(store.take("m", as: "ana", at: now))
    let scene = try #require(ana.playingVersusMatch() as? VersusMatchScene)
    #expect(scene.match.uid == "m" && scene.mark == .o)
    #expect(makeServices(store: store, player: "bob").playingVersusMatch() == nil)
    store.resign("m", as: .x)
    #expect(ana.playingVersusMatch() == nil)
  }
}

/// A store whose next read of the taken matches misses one, as a read that falls across the other side's commit does
/// (the open challenges read after it already see it taken).
final class CommitStraddlingStore: StoreDouble, VersusStore, VersusHosting {
  let live = MemoryScoreKeeper()
  var missNextTakenRead = false

  init() { super.init(MemoryScoreKeeper()) }

  var wake: VersusWake? { nil }
  var seatedPlayer: String? { nil }
  var place: String { "this score file" }
  var problem: String? { nil }
  func catchUp() -> Bool { true }
  var versus: (any VersusStore)? { self }
  func postChallenge(_ match: VersusMatch) -> Bool { live.postChallenge(match) }
  func openChallenges(limit: Int) -> [VersusMatch] { live.openChallenges(limit: limit) }
  func takenMatches(limit: Int) -> [VersusMatch] {
    defer { missNextTakenRead = false }
    return missNextTakenRead ? [] : live.takenMatches(limit: limit)
  }
  func take(_ uid: String, as player: String, at date: Date) -> Bool { live.take(uid, as: player, at: date) }
  func decline(_ uid: String, as player: String) -> Bool { live.decline(uid, as: player) }
  func match(_ uid: String) -> VersusMatch? { live.match(uid) }
  func send(_ move: VersusMove, in uid: String) -> Bool { live.send(move, in: uid) }
  func resign(_ uid: String, as mark: TicTacToeMark) -> Bool { live.resign(uid, as: mark) }
}

@Suite struct VersusLobbyOpensTakenTests {
  /// Yours taken opens its match even when a read in between saw it neither open nor taken.
  @Test func aChallengeTakenOpensItsMatchAcrossAStraddlingRead() {
    let store = CommitStraddlingStore()
    let ana = makeServices(store: store, player: "ana")
    var lobby = VersusLobbyScene(services: ana)
    _ = lobby.handle(.key(.character("n")), frame: ana.frame)
    let uid = store.live.openChallenges(limit: 1)[0].uid
    #expect(store.take(uid, as: "eve", at: ana.clock.wallDate(at: ana.now())))
    store.missNextTakenRead = true
    #expect(lobby.handle(.storeChanged, frame: ana.frame) == nil)
    guard case .push(let scene)? = lobby.handle(.storeChanged, frame: ana.frame) else {
      Issue.record("the match did not open")
      return
    }
    #expect((scene as? VersusMatchScene)?.match.uid == uid)
  }
}
