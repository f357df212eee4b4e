import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

/// The play screen under the loop's too-small notice: the game pauses, and a game that ends just then still shows its result.
@Suite struct WordMatchCoveredTests {
  static let size = Size(width: 100, height: 30)
  static let small = Size(width: 30, height: 10)

  /// The row of `word` in a frame, if it is drawn.
  static func row(of word: String, in frame: Canvas) -> Int? {
    (0..<frame.height).first { frame.line($0).contains(word) }
  }

  @Test func aTooSmallTerminalPausesTheFallAndResizingBackGoesOn() throws {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    let terminal = MemoryTerminal(size: Self.size)
    var turn = 0
    var smallFrames = 0..<0
    terminal.onWait = { timeout in
      turn += 1
      switch turn {
      case 1...9:
        // Nine row changes: the word reaches row 16 at 2369 ms.
        clock.advance(milliseconds: Int64(timeout ?? 0))
        terminal.enqueue(nil)
      case 10:
        // Mid-fall, 100 ms into row 16, the terminal shrinks below the 40×12 the game needs.
        clock.advance(milliseconds: 100)
        terminal.resize(to: Self.small)
      case 11...14:
        // Twenty seconds under the notice, in four timeouts: the word would have landed four times over.
        if turn == 11 { smallFrames = terminal.frames.count - 1..<terminal.frames.count }
        clock.advance(milliseconds: 5_000)
        terminal.enqueue(nil)
      case 15:
        smallFrames = smallFrames.lowerBound..<terminal.frames.count
        terminal.resize(to: Self.size)
      default:
        break  // an empty queue reads as Ctrl-C: the scene stays on top, as it was
      }
    }
    let app = App(terminal: terminal, services: services, root: makePlayScene(services: services))
    app.run()
    let scene = try #require(app.topScene as? WordMatchPlayScene)
    #expect(scene.game.round?.number == 1)
    #expect(scene.game.wrongAttempts == 0)
    #expect(scene.game.livesLeft == 3)
    #expect(scene.game.isPaused == false)
    // The loop slept while covered: nothing to wake for.
    #expect(terminal.waits[10...13].allSatisfy { $0 == nil })
    for frame in terminal.frames[smallFrames] {
      #expect(frame.text.contains("Enlarge the terminal"))
      #expect(!frame.text.contains("perro"))
    }
    let last = try #require(terminal.lastFrame)
    #expect(Self.row(of: "perro", in: last) == 16)
    #expect(last.line(1).hasSuffix("Lives: 3 of 3   Score: 0     "))
    #expect(last.line(0).hasSuffix("Pair 1 of 15 "))
    // The fall goes on where it stopped: row 17 is entered 2632 − 2469 ms after the return.
    #expect(scene.nextTick(after: clock.now()) == clock.now().advanced(byMilliseconds: 2632 - 2469))
  }

  @Test func aGameThatEndsAsTheNoticeCoversItStillShowsItsResult() throws {
    let clock = ManualClock()
    let store = MemoryScoreKeeper()
    let services = makeWordMatchServices(clock: clock, store: store)
    // One life: a wrong answer ends the game when its flash does, 500 ms later.
    let scene = makePlayScene(services: services, options: WordMatchOptions(lives: 1))
    let truth = try #require(scene.game.round?.truth)
    let terminal = MemoryTerminal(size: Self.size)
    var turn = 0
    terminal.onWait = { timeout in
      turn += 1
      switch turn {
      case 1:
        clock.advance(milliseconds: 300)
        terminal.enqueue(.key(.character(truth == .correct ? "n" : "y")))
      case 2:
        // The flash ends at this wake, but the resize arrives first: the game is over as the notice covers it.
        #expect(timeout == 500)
        clock.advance(milliseconds: Int64(timeout ?? 0))
        terminal.resize(to: Self.small)
      case 3:
        // The loop wakes at once to report the end it played out while pausing.
        #expect(timeout == 0)
        terminal.enqueue(nil)
      case 4:
        terminal.resize(to: Self.size)
      default:
        break  // Ctrl-C
      }
    }
    let app = App(terminal: terminal, services: services, root: scene)
    app.run()
    let result = try #require(app.topScene as? WordMatchResultScene)
    #expect(store.saved.count == 1)
    #expect(store.saved.first?.outcome == .lost)
    #expect(result.receipt?.round.id == store.saved.first?.id)
    let lines = terminal.screenText.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines[0].hasPrefix("┌─ WordMatch — English → Spanish · Normal "))
    #expect(lines[1] == "│                Out of lives after 1 pair                │")
  }
}
