import ArcadeCore
import ArcadeStore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// Tally, a seventh game registered by one line (`GameRegistry.withTally`), goes every way a round goes through its
/// definition and its entry alone: played from the command line's `play`, saved, verified, ranked on its board;
/// kept after a move and taken up again; replayed; dealt as the day's daily and ranked on the day's board.
@Suite struct TallyPathsTests {
  let registry = GameRegistry.withTally
  var verifier: RoundVerifier { RoundVerifier(registry.definitions) }

  /// Adds 1 until the round ends: it reaches its target exactly, a win.
  static func playToTheEnd(_ scene: inout TallyScene, services: ArcadeServices, clock: ManualClock) {
    while !scene.game.isOver {
      clock.advance(milliseconds: 700)
      _ = scene.handle(.key(.character("1")), frame: services.frame)
    }
  }

  @Test func aRoundIsPlayedSavedVerifiedRankedAndReplayed() throws {
    let (store, clock) = (MemoryScoreKeeper(), ManualClock())
    let services = makeServices(clock: clock, store: store, games: registry)
    let entry = try #require(registry[TallyGame.id])
    var scene = try #require(try entry.play(nil)(services) as? TallyScene)
    Self.playToTheEnd(&scene, services: services, clock: clock)
    let saved = try #require(store.saved.last)
    #expect(saved.outcome == .won && saved.context == .free)
    #expect(verifier.verdict(on: saved) == .verified)
    #expect(RoundVerifier.arcade.verdict(on: saved) == .notReplayable)
    #expect(services.recorder.standing(of: saved).placement?.rank == 1)
    #expect(services.replayScene(of: saved) is ReplayScene)
  }

  @Test func aRoundKeptAfterAMoveIsTakenUpAgainAndFinished() throws {
    let (store, clock) = (MemoryScoreKeeper(), ManualClock())
    let services = makeServices(clock: clock, store: store, games: registry, size: Size(width: 80, height: 24))
    let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [])
    let app = App(terminal: terminal, services: services, root: TallyScene(recorder: services.recorder, seed: 11, now: services.now()))
    app.draw()
    clock.advance(milliseconds: 900)
    terminal.enqueue(.key(.character("2")))
    app.step()
    let kept = try #require(store.unfinished.first)
    #expect(kept.game == TallyGame.id && kept.context == .free)
    let later = makeServices(clock: ManualClock(start: Instant(milliseconds: 9_000_000)), store: store, games: registry)
    var resumed = try #require(later.resumeScene(for: kept) as? TallyScene)
    #expect(resumed.game.total == 2)
    Self.playToTheEnd(&resumed, services: later, clock: later.clock as! ManualClock)
    let saved = try #require(store.saved.last)
    #expect(verifier.verdict(on: saved) == .verified)
    #expect(saved.moves == resumed.game.moves.count)
  }

  @Test func theDailyIsTheDaysDealAndRanksOnItsDay() throws {
    let (store, clock) = (MemoryScoreKeeper(), ManualClock(start: Instant(milliseconds: 1_780_000_000_000)))
    let services = makeServices(clock: clock, store: store, games: registry)
    let entry = try #require(registry[TallyGame.id])
    var scene = try #require(services.openDaily(entry, on: services.today) as? TallyScene)
    let variant = DailyVariant(day: services.today)
    #expect(scene.context == .daily(variant))
    #expect(scene.game.deal == .dealt(seed: DailyDeal.seed(for: TallyGame.id, on: services.today), hard: true))
    Self.playToTheEnd(&scene, services: services, clock: clock)
    let saved = try #require(store.saved.last)
    #expect(saved.context == .daily(variant))
    #expect(verifier.verdict(on: saved) == .verified)
    #expect(services.recorder.dailyRows(TallyGame.id, variant).map(\.round.player) == ["tester"])
    #expect(scene.receipt?.daily != nil)
  }

  /// The same through a real score file that knows the game: its daily is read back for the Daily screen and
  /// streaks, replayed by the file's own checks, and ranked on the day's board.
  @Test func theDailyIsKeptAndRankedByAScoreFile() throws {
    let folder = try TemporaryFolder()
    let file = ScoreFile(path: folder.file(), games: registry.definitions)
    file.checkForWriting()
    // A day before now: a score file refuses rounds that end in its future.
    let clock = ManualClock(epoch: Date().addingTimeInterval(-86_400))
    let services = makeServices(clock: clock, store: file, games: registry)
    let entry = try #require(registry[TallyGame.id])
    var scene = try #require(services.openDaily(entry, on: services.today) as? TallyScene)
    Self.playToTheEnd(&scene, services: services, clock: clock)
    let variant = DailyVariant(day: services.today)
    #expect(try file.finishedDailies(player: "tester").map(\.game) == [TallyGame.id])
    #expect(services.recorder.dailyRows(TallyGame.id, variant).map(\.round.player) == ["tester"])
  }
}
