import ArcadeCore
import Foundation
import ArcadeTestSupport
import Testing

@testable import ArcadeTUI

/// A round is kept after every move, is taken up where it was left with its clock going on from there, and is
/// forgotten once it ends; the menu lists what waits.
@Suite struct ResumeTests {
  static let expert = MinesweeperChoices(preset: .expert)

  /// A Minesweeper Expert game from seed 42 in a loop over an in-memory terminal, with `events` played a second apart.
  static func play(_ events: [InputEvent], store: MemoryScoreKeeper, clock: ManualClock) -> App {
    let services = makeServices(clock: clock, store: store, size: Size(width: 100, height: 30))
    let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [])
    let scene = MinesweeperScene(recorder: services.recorder, choices: Self.expert, configuration: .expert, seed: 42)
    let app = App(terminal: terminal, services: services, root: scene)
    app.draw()
    for event in events {
      clock.advance(milliseconds: 1_000)
      terminal.enqueue(event)
      app.step()
    }
    return app
  }

  @Test func everyMoveIsKeptAndTheRoundTakesUpWhereItWasLeft() throws {
    let store = MemoryScoreKeeper()
    let clock = ManualClock()
    let app = Self.play([.key(.character(" ")), .key(.left), .key(.character(" ")), .key(.up), .key(.character("f"))], store: store, clock: clock)
    let kept = try #require(store.unfinished.first)
    let played = try #require(app.topScene as? MinesweeperScene)
    #expect(store.unfinished.count == 1)
    #expect(kept.game == .minesweeper)
    #expect(kept.summary.hasPrefix("Minesweeper Expert — 0:0"))
    #expect(kept.tape == RoundTape(of: played.game).map { Data($0.bytes) })

    // Taken up later, on another clock: the same board, the same marks, and its clock where it stood.
    let later = ManualClock(start: Instant(milliseconds: 9_000_000))
    let services = makeServices(clock: later, store: store, size: Size(width: 100, height: 30))
    let resumed = try #require(services.resumeScene(for: kept) as? MinesweeperScene)
    #expect(resumed.game.marks == played.game.marks)
    #expect(resumed.game.minefield == played.game.minefield)
    #expect(resumed.game.elapsedMilliseconds(at: later.now()) == kept.clockMilliseconds)
    #expect(resumed.roundUID == kept.uid)
  }

  @Test func aRoundThatEndsIsForgottenAndATimeAwayIsNotCounted() throws {
    let store = MemoryScoreKeeper()
    let clock = ManualClock()
    _ = Self.play([.key(.character(" ")), .key(.left), .key(.character(" "))], store: store, clock: clock)
    let kept = try #require(store.unfinished.first)
    let later = ManualClock(start: Instant(milliseconds: 50_000_000))
    let services = makeServices(clock: later, store: store, size: Size(width: 100, height: 30))
    let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [])
    let app = App(terminal: terminal, services: services, root: services.resumeScene(for: kept))
    app.draw()
    // Open every cell with a mine on it until one goes off: the round ends, lost.
    let scene = try #require(app.topScene as? MinesweeperScene)
    let board = try #require(scene.game.minefield)
    let mine = try #require(board.minePositions.first)
    later.advance(milliseconds: 4_000)
    let layout = MinesweeperBoardLayout(configuration: .expert, size: Size(width: 100, height: 30))
    terminal.enqueue(.mouse(MouseEvent(.press, .left, at: layout.glyphPoint(of: mine))))
    app.step()
    let ended = try #require(app.topScene as? MinesweeperScene)
    #expect(ended.game.status == .lost(exploded: mine))
    #expect(store.unfinished.isEmpty)
    let saved = try #require(store.saved.last)
    // Played 2 s before leaving, 4 s after taking it up: the half-day away is not in it.
    #expect(saved.durationMilliseconds == kept.clockMilliseconds + 4_000)
    #expect(RoundVerifier.arcade.verdict(on: saved) == .verified)
  }

  @Test func theMenuListsWhatWaitsAndXDiscardsIt() throws {
    let store = MemoryScoreKeeper()
    _ = Self.play([.key(.character(" "))], store: store, clock: ManualClock())
    let services = makeServices(store: store, size: Size(width: 100, height: 30))
    var title = TitleScene(services: services, startedAt: .zero)
    title.appear(frame: services.frame)
    #expect(title.selectedLabel == "Resume")
    #expect(render(title, services: services).contains("Minesweeper Expert — 0:00 in"))
    var list = ResumeScene(services: services)
    #expect(render(list, services: services).contains("1  Minesweeper Expert"))
    // x asks first; a second x discards.
    _ = list.handle(.key(.character("x")), frame: services.frame)
    #expect(store.unfinished.count == 1)
    _ = list.handle(.key(.character("x")), frame: services.frame)
    #expect(store.unfinished.isEmpty)
    #expect(render(list, services: services).contains("No unfinished rounds."))
    title.appear(frame: services.frame)
    #expect(title.selectedLabel == "PathFinder")
  }

  /// Played with --seed, left, and finished in a run without one: still a chosen deal, still not ranked.
  @Test func aChosenSeedStaysChosenWhenTheRoundIsFinishedInAnotherRun() throws {
    let store = MemoryScoreKeeper()
    let clock = ManualClock()
    let services = makeServices(clock: clock, seed: 42, chosenSeed: true, store: store, size: Size(width: 100, height: 30))
    let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [])
    let app = App(terminal: terminal, services: services, root: MinesweeperScene(recorder: services.recorder, choices: Self.expert, configuration: .expert, seed: services.recorder.nextSeed()))
    app.draw()
    clock.advance(milliseconds: 1_000)
    terminal.enqueue(.key(.character(" ")))
    app.step()
    let kept = try #require(store.unfinished.first)
    #expect(kept.context == .chosenSeed)
    let later = makeServices(clock: ManualClock(start: Instant(milliseconds: 5_000_000)), store: store, size: Size(width: 100, height: 30))
    let resumed = try #require(later.resumeScene(for: kept) as? MinesweeperScene)
    #expect(resumed.context == .chosenSeed)
  }
}
