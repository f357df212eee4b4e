import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

/// `u` on the board after a loss: the panel goes, the mine is hidden again, play goes on, and the round that ends
/// after it is saved but not ranked, its undo named.
@Suite struct MinesweeperUndoSceneTests {
  /// From the centre to the mine at row 1, column 7 (from 1): the loss the whole-screen test shows.
  static let losingKeys = "Space k k k k l l Space"
  /// Back to the centre from that mine, then the winning keys (their first Space, on the opened centre, does nothing).
  static let winningKeysAfterTheUndo = "j j j j h h " + MinesweeperFixture.winningKeys

  @Test func uAfterALossTakesTheRevealBackAndPlayGoesOn() throws {
    let clock = ManualClock(start: Instant(milliseconds: 10_000))
    let store = MemoryScoreKeeper()
    let services = makeServices(clock: clock, store: store, size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames("Space"), to: &scene, services: services)
    let before = drawnBoard(scene, services: services)
    clock.advance(milliseconds: 4_000)
    send(keyNames("k k k k l l Space"), to: &scene, services: services)
    let mine = Position(row: 0, column: 6)
    #expect(scene.game.status == .lost(exploded: mine))
    #expect(store.saved.map(\.outcome) == [.lost])
    #expect(scene.help.keys.first?.keys == "u")
    #expect(lines(render(scene, size: MinesweeperFixture.size, services: services)).last?.contains("u undo · r again") == true)

    clock.advance(milliseconds: 30_000)
    #expect(send(keyNames("u"), to: &scene, services: services) == nil)
    #expect(scene.panel == nil)
    #expect(scene.game.status == .playing)
    #expect(scene.cursor == mine)
    #expect(scene.note == .tookBack(mine))
    // Every cell shows what it showed before the reveal; the clock goes on from 4 s, not from 34 s.
    let after = drawnBoard(scene, services: services)
    let layout = scene.layout(for: MinesweeperFixture.size)
    for cell in scene.game.marks.positions {
      let point = layout.glyphPoint(of: cell)
      #expect(after[point.x, point.y].glyph == before[point.x, point.y].glyph, "\(cell)")
    }
    #expect(scene.game.elapsedMilliseconds(at: clock.now()) == 4_000)
    #expect(render(scene, size: MinesweeperFixture.size, services: services).contains("Taken back: row 1, column 7 is hidden again. Not ranked now."))
    // Nothing more is saved until the game ends again.
    #expect(store.saved.count == 1)

    for event in keyNames(Self.winningKeysAfterTheUndo) {
      send([event], to: &scene, services: services)
      clock.advance(milliseconds: 100)
    }
    #expect(scene.game.status == .won)
    #expect(store.saved.count == 2)
    let round = try #require(store.saved.last)
    #expect(round.outcome == .won)
    #expect(round.assistance == .help)
    #expect(MinesweeperRoundDetails(json: round.details)?.undos == 1)
    #expect(scene.receipt?.placement == nil)
    let text = render(scene, size: MinesweeperFixture.size, services: services)
    #expect(text.contains("Saved; not ranked: 1 undo"))
    #expect(words(text).contains("Undos 1"))
    // A win is not taken back: the panel has no `u`.
    #expect(!scene.help.keys.contains { $0.keys == "u" })
    #expect(send(keyNames("u"), to: &scene, services: services) == nil)
    #expect(scene.game.status == .won)
  }

  /// While playing, `u` has nothing to take back: it says when it works, and nothing is recorded.
  @Test func uWhilePlayingOnlySaysWhenItWorks() {
    let services = makeServices(size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames("Space u"), to: &scene, services: services)
    #expect(scene.note == .nothingToUndo)
    #expect(scene.game.moves.map(\.move) == [.reveal(Position(row: 4, column: 4))])
    #expect(scene.help.keys.contains { $0.keys == "u" && $0.priority == 0 })
    #expect(scene.help.notes.contains { $0.contains("u takes back the reveal that lost") })
  }

  /// Lost again after an undo, the panel offers `u` again; the round that ends counts every undo.
  @Test func aSecondLossCanBeTakenBackToo() throws {
    let store = MemoryScoreKeeper()
    let services = makeServices(store: store, size: MinesweeperFixture.size)
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames(Self.losingKeys + " u Space u Space"), to: &scene, services: services)
    #expect(scene.game.status == .lost(exploded: Position(row: 0, column: 6)))
    #expect(scene.game.undos == 2)
    #expect(store.saved.map(\.outcome) == [.lost, .lost, .lost])
    #expect(store.saved.map { !$0.assistance.isEmpty } == [false, true, true])
    #expect(render(scene, size: MinesweeperFixture.size, services: services).contains("Saved; not ranked: 2 undos"))
  }

  /// At 40×12 the panel covers the board; `u` still takes the loss back and the board shows.
  @Test func theSmallestScreenTakesALossBack() {
    let services = makeServices(size: Size(width: 40, height: 12))
    var scene = MinesweeperFixture.scene(services: services)
    send(keyNames(Self.losingKeys), to: &scene, services: services)
    #expect(render(scene, size: Size(width: 40, height: 13), services: services).contains("Boom!"))
    send(keyNames("u"), to: &scene, services: services)
    #expect(scene.panel == nil)
    #expect(!render(scene, size: Size(width: 40, height: 13), services: services).contains("Boom!"))
  }
}
