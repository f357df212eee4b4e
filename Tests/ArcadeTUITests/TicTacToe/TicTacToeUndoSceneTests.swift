import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

/// `u` against the computer, on the board and on the end-of-round panel: your last move and the computer's reply
/// come off, play goes on, and the game that ends after it is saved but not ranked.
@Suite struct TicTacToeUndoSceneTests {
  /// Plays the edges, then the corners, then the centre (poor play: Perfect wins), letting the computer answer
  /// after its pause, until the panel is up.
  static func playBadly(_ scene: inout TicTacToeScene, clock: ManualClock, services: ArcadeServices) {
    while scene.round.panel == nil {
      if scene.phase == .playing, case .playing = scene.game.status {
        let cell = [1, 3, 5, 7, 0, 2, 6, 8, 4].first { scene.game.board.isFree($0) }!
        send(keys("\(cell + 1)"), to: &scene, services: services)
      }
      advance(&scene, milliseconds: 600, clock: clock, services: services)
    }
  }

  @Test func uOnThePanelTakesBackALossAndPlayGoesOn() throws {
    let clock = ManualClock()
    let store = MemoryScoreKeeper()
    let services = makeServices(clock: clock, store: store, size: .roomy)
    var scene = TicTacToeScene(recorder: services.recorder, sitting: .perfect, seed: 1, now: .zero)
    Self.playBadly(&scene, clock: clock, services: services)
    try #require(scene.game.status.winningLine != nil && TicTacToeEnding.headline(scene.game.status, opponent: .perfect) == "You lost")
    let lost = scene.game.board
    #expect(store.saved.map(\.outcome) == [.lost])
    #expect(scene.sitting.shortTally == "0W 1L 0D")
    #expect(scene.help.keys.first?.keys == "u")
    #expect(screenLines(scene, services: services).last?.contains("u undo") == true)

    #expect(send(keys("u"), to: &scene, services: services) == nil)
    #expect(scene.round.panel == nil)
    #expect(scene.phase == .playing)
    #expect(scene.game.status == .playing(next: .x))
    #expect(scene.game.board.markCount == lost.markCount - 2)
    // The loss stays in the tally as it stays saved and ranked: the tally agrees with the standings.
    #expect(scene.sitting.shortTally == "0W 1L 0D")
    #expect(screenLines(scene, services: services).contains { $0.contains("Your move (X)") })
    #expect(store.saved.count == 1)

    Self.playBadly(&scene, clock: clock, services: services)
    #expect(store.saved.count == 2)
    let round = try #require(store.saved.last)
    #expect(round.assistance == .help)
    #expect(TicTacToeDetails(json: round.details)?.undos == 1)
    #expect(scene.sitting.gamesPlayed == 1)
    #expect(scene.sitting.shortTally == "0W 1L 0D")
    #expect(screenLines(scene, services: services).contains { $0.contains("Saved; not ranked: 1 undo") })
  }

  /// While the computer thinks, `u` takes back your move alone, and the computer does not answer it.
  @Test func uWhileTheComputerThinksTakesBackYourMove() {
    let clock = ManualClock()
    let services = makeServices(clock: clock, size: .roomy)
    var scene = TicTacToeScene(recorder: services.recorder, sitting: .normal, seed: 1, now: .zero)
    send(keys("5"), to: &scene, services: services)
    #expect(scene.phase != .playing)
    send(keys("u"), to: &scene, services: services)
    #expect(scene.game.board == TicTacToeBoard())
    #expect(scene.phase == .playing)
    #expect(scene.nextTick(after: clock.now()) == nil)
    advance(&scene, milliseconds: 1_000, clock: clock, services: services)
    #expect(scene.game.board == TicTacToeBoard())
    // Nothing of yours on the board: refused, with a hint.
    send(keys("u"), to: &scene, services: services)
    #expect(screenLines(scene, services: services).contains { $0.contains("Nothing to take back: you have not moved yet.") })
    #expect(scene.game.turns.undos == 1)
  }

  /// Two people at one keyboard take nothing back: `u` is not a key there, on the board or on the panel.
  @Test func twoPlayersHaveNoUndo() {
    let services = makeServices(size: .roomy)
    var scene = TicTacToeScene(recorder: services.recorder, sitting: .twoPlayers, seed: 1, now: .zero)
    send(keys("5u"), to: &scene, services: services)
    #expect(scene.game.cellsTaken == [4])
    #expect(!scene.help.keys.contains { $0.keys == "u" })
    #expect(!scene.help.notes.contains { $0.contains("u takes back") })
    send(keys("14273"), to: &scene, services: services)
    #expect(scene.game.status.isOver)
  }

  /// Against the computer the help names `u` and says what becomes of an ended game taken back.
  @Test func theHelpSaysWhatAnUndoDoes() {
    let scene = TicTacToeScene(recorder: makeServices().recorder, sitting: .normal, seed: 1, now: .zero)
    #expect(scene.help.keys.contains { $0.keys == "u" && $0.footer == "u undo" })
    #expect(scene.help.notes.contains { $0.contains("also after the end") && $0.contains("not ranked") })
  }

  /// In Ultimate an undo puts back the board the next move must go in, and the cursor goes there.
  @Test func anUltimateUndoFollowsTheTarget() throws {
    let clock = ManualClock()
    let services = makeServices(clock: clock, size: .roomy)
    var scene = UltimateScene(recorder: services.recorder, sitting: .ultimateHard, seed: 3, now: .zero)
    send(keys("55"), to: &scene, services: services)
    advance(&scene, milliseconds: 400, clock: clock, services: services)
    let target = try #require(scene.game.board.target)
    let position = scene.game.board
    send(keys("1"), to: &scene, services: services)
    advance(&scene, milliseconds: 400, clock: clock, services: services)
    #expect(scene.game.turns.moves.count == 4)
    send(keys("u"), to: &scene, services: services)
    #expect(scene.game.board == position)
    #expect(scene.game.board.target == target)
    #expect(scene.cursor.board == target)
    #expect(scene.chosenBoard == nil)
  }
}
