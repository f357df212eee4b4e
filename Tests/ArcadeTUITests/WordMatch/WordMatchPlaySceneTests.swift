import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite struct WordMatchPlaySceneTests {
  static let size = Size(width: 100, height: 30)
  /// At 100×30 the word falls from row 7 to the landing line on row 25: 19 rows, 5000 ms ÷ 19 each.
  static let fallRows = 19

  /// The claim that is right (or wrong) for the word falling now.
  static func claimKey(_ scene: WordMatchPlayScene, right: Bool) -> InputEvent {
    let truth = scene.game.round!.truth
    return .key(.character((truth == .correct) == right ? "y" : "n"))
  }

  /// The screens below read "house" over "perro": the seed that deals it is found from the engine, not written down.
  @Test func aSeedOpensWithHouseOverPerro() throws {
    let seed = try #require(seedOpening(with: "house", over: "perro"))
    #expect(seed == housePerroSeed)
    let scene = makePlayScene(services: makeWordMatchServices())
    #expect(scene.game.round?.pair == WordMatchPair(prompt: "house", candidate: "perro", truth: .wrong))
  }

  @Test func theWordFallsRowByRowToTheLandingLine() {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    let scene = makePlayScene(services: services)
    #expect(scene.game.round?.prompt == "house")
    #expect(scene.game.round?.candidate == "perro")
    var lines = screenLines(scene, services: services)
    #expect(lines[0] == " WordMatch · English → Spanish · Normal                                                Pair 1 of 15")
    #expect(lines[1] == " Correct attempts: 0   Wrong attempts: 0                               Lives: 3 of 3   Score: 0")
    #expect(lines[3] == "                                         ┌─ English ─────┐")
    #expect(lines[4] == "                                         │     house     │")
    #expect(lines[7] == "                                               perro")
    #expect(lines[8...24].allSatisfy { $0.isEmpty })
    #expect(lines[25] == "  " + String(repeating: "─", count: 96))
    #expect(lines[27] == "                             [ ◀ Wrong (n) ]          [ Correct (y) ▶ ]")
    // The footer comes from the help: the answers first, the way out last.
    #expect(lines[29].trimmingCharacters(in: .whitespaces) == "← n Wrong · → y Correct · ? help · q back")

    // Row k is entered at ceil(k × 5000 ÷ 19) ms: row 1 at 264 ms, not a millisecond sooner.
    clock.current = Instant(milliseconds: 263)
    #expect(screenLines(scene, services: services)[7] == "                                               perro")
    clock.current = Instant(milliseconds: 264)
    lines = screenLines(scene, services: services)
    #expect(lines[7].isEmpty)
    #expect(lines[8] == "                                               perro")

    clock.current = Instant(milliseconds: 2500)
    lines = screenLines(scene, services: services)
    #expect(lines[16] == "                                               perro")
    #expect(lines.enumerated().filter { $0.element.contains("perro") }.map(\.offset) == [16])

    clock.current = Instant(milliseconds: 4800)
    lines = screenLines(scene, services: services)
    #expect(lines[25] == "  " + String(repeating: "─", count: 44) + " perro " + String(repeating: "─", count: 45))
    #expect(lines[24].isEmpty)
  }

  @Test func nextTickIsTheEnginesNextChangeAndNothingElse() {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    var scene = makePlayScene(services: services)
    for ms: Int64 in [0, 1, 263, 264, 2500, 4736, 4999] {
      let now = Instant(milliseconds: ms)
      #expect(scene.nextTick(after: now) == scene.game.nextChange(after: now, rows: Self.fallRows))
    }
    #expect(scene.nextTick(after: .zero) == Instant(milliseconds: 264))
    #expect(scene.nextTick(after: Instant(milliseconds: 2500)) == Instant(milliseconds: 2632))
    // On the landing line the next change is the landing itself.
    #expect(scene.nextTick(after: Instant(milliseconds: 4800)) == Instant(milliseconds: 5000))
    // After an answer the word stands still until the flash ends.
    clock.current = Instant(milliseconds: 1000)
    send([Self.claimKey(scene, right: true)], to: &scene, services: services)
    #expect(scene.nextTick(after: Instant(milliseconds: 1000)) == Instant(milliseconds: 1500))
  }

  @Test func aRightAnswerCountsScoresAndFlashes() {
    let clock = ManualClock(start: Instant(milliseconds: 0))
    let services = makeWordMatchServices(clock: clock)
    var scene = makePlayScene(services: services)
    clock.current = Instant(milliseconds: 2500)
    send([Self.claimKey(scene, right: true)], to: &scene, services: services)
    #expect(scene.game.correctAttempts == 1)
    // Rejecting a wrong pair halfway down: 5 + ⌊5 × 2500 ÷ 5000⌋.
    #expect(scene.game.score == 7)
    let lines = screenLines(scene, services: services)
    #expect(lines[1] == " Correct attempts: 1   Wrong attempts: 0                               Lives: 3 of 3   Score: 7 +7")
    #expect(lines[16] == "                                               perro  ✔ +7")
    // The flash ends, the next pair falls from the top and the points are gone; the score stays.
    clock.current = Instant(milliseconds: 3000)
    send([.tick], to: &scene, services: services)
    let next = screenLines(scene, services: services)
    #expect(next[0].hasSuffix("Pair 2 of 15"))
    #expect(next[1].hasSuffix("Lives: 3 of 3   Score: 7"))
    #expect(next[7].trimmingCharacters(in: .whitespaces) == scene.game.round!.candidate)
  }

  @Test func aWrongAnswerCostsALife() {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    var scene = makePlayScene(services: services)
    clock.current = Instant(milliseconds: 600)
    send([.key(.right)], to: &scene, services: services)  // "Correct", but house ≠ perro
    #expect(scene.game.wrongAttempts == 1)
    let lines = screenLines(scene, services: services)
    #expect(lines[1] == " Correct attempts: 0   Wrong attempts: 1                               Lives: 2 of 3   Score: 0")
    #expect(lines[9] == "                                               perro  ✘ wrong")
    // A second key during the flash does nothing.
    send([.key(.left)], to: &scene, services: services)
    #expect(scene.game.wrongAttempts == 1)
    #expect(scene.game.correctAttempts == 0)
  }

  @Test func aWordThatLandsCountsWrong() {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    var scene = makePlayScene(services: services)
    clock.current = Instant(milliseconds: 5000)
    #expect(send([.tick], to: &scene, services: services) == nil)
    #expect(scene.game.wrongAttempts == 1)
    #expect(scene.game.missed.first?.reason == .landed)
    let lines = screenLines(scene, services: services)
    #expect(lines[1].hasPrefix(" Correct attempts: 0   Wrong attempts: 1"))
    #expect(lines[25].contains(" perro  ✘ too late "))
    // A key pressed after the landing instant is not an answer to the landed word.
    var late = makePlayScene(services: makeWordMatchServices(clock: ManualClock()))
    let lateServices = makeWordMatchServices(clock: ManualClock(start: Instant(milliseconds: 5200)))
    send([Self.claimKey(late, right: true)], to: &late, services: lateServices)
    #expect(late.game.correctAttempts == 0)
    #expect(late.game.wrongAttempts == 1)
  }

  @Test func clicksOnTheButtonsAnswer() {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    var scene = makePlayScene(services: services)
    // "[ ◀ Wrong (n) ]" spans columns 29–43 on row 27: house ≠ perro, so Wrong is right.
    send([.mouse(MouseEvent(.press, .left, at: Point(x: 35, y: 27)))], to: &scene, services: services)
    #expect(scene.game.correctAttempts == 1)
    clock.current = Instant(milliseconds: 500)
    send([.tick], to: &scene, services: services)
    let truth = scene.game.round!.truth
    // "[ Correct (y) ▶ ]" spans columns 54–70.
    send([.mouse(MouseEvent(.press, .left, at: Point(x: 60, y: 27)))], to: &scene, services: services)
    #expect(truth == .correct ? scene.game.correctAttempts == 2 : scene.game.wrongAttempts == 1)
    // A click elsewhere does nothing.
    #expect(scene.action(for: .mouse(MouseEvent(.press, .left, at: Point(x: 50, y: 27)))) == .nothing)
  }

  @Test func threeWrongAttemptsRecordOneRoundAndShowTheResult() throws {
    let clock = ManualClock()
    let store = MemoryScoreKeeper()
    let services = makeWordMatchServices(clock: clock, store: store)
    var scene = makePlayScene(services: services)
    var result: WordMatchResultScene?
    for _ in 0..<3 {
      clock.advance(milliseconds: 300)
      send([Self.claimKey(scene, right: false)], to: &scene, services: services)
      clock.advance(milliseconds: 500)
      if let next = scene.handle(.tick, frame: services.frame) {
        result = try #require(next.replacement as? WordMatchResultScene)
      }
    }
    let shown = try #require(result)
    #expect(store.saved.count == 1)
    let round = try #require(store.saved.first)
    #expect(round.outcome == .lost)
    #expect(round.game == .wordmatch)
    #expect(round.player == "tester")
    #expect(round.variant == "en-es/normal")
    #expect(round.seed == housePerroSeed)
    #expect(round.endedAt == clock.wallDate(at: Instant(milliseconds: 1900)))  // the last answer
    #expect(WordMatchDetails(json: round.details)?.wrong == 3)
    #expect(shown.receipt?.round.id == round.id)
    let text = render(shown, size: Self.size, services: services)
    #expect(text.contains("Out of lives after 3 pairs"))
    #expect(figure("Wrong attempts", in: text) == "3")
    #expect(text.contains("Missed pairs (3):"))
    #expect(text.contains("house           perro           Correct        casa"))
    #expect(shown.nextTick(after: clock.now()) == nil)
  }

  @Test func fifteenRightAnswersWinAndRecordTheScore() throws {
    let clock = ManualClock()
    let store = MemoryScoreKeeper()
    let services = makeWordMatchServices(clock: clock, store: store)
    var scene = makePlayScene(services: services, options: WordMatchOptions(speed: .fast))
    var transition: Transition?
    var dealt: [WordMatchClaim] = []
    while transition == nil {
      dealt.append(scene.game.round!.truth)
      send([Self.claimKey(scene, right: true)], to: &scene, services: services)
      clock.advance(milliseconds: 500)
      transition = scene.handle(.tick, frame: services.frame)
    }
    let result = try #require(transition?.replacement as? WordMatchResultScene)
    #expect(store.saved.map(\.outcome) == [.won])
    // Every answer came as its pair appeared: 100 for each right pair spotted, 10 for each wrong one rejected.
    let spotted = dealt.filter { $0 == .correct }.count
    #expect(dealt.count == 15)
    #expect(spotted == 4 || spotted == 3)
    #expect(store.saved.first?.score == spotted * 100 + (15 - spotted) * 10)
    #expect(store.saved.first?.variant == "en-es/fast")
    #expect(render(result, size: Self.size, services: services).contains("No pairs missed."))
  }

  /// A mistake teaches: the right translation shows beside the flashing word, then under the landing line
  /// while the next pair falls, until that one is settled.
  @Test func aMistakeShowsTheRightTranslation() throws {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    var scene = makePlayScene(services: services)
    // house → perro is wrong: "y" is the mistake.
    send([.key(.character("y"))], to: &scene, services: services)
    var lines = screenLines(scene, services: services)
    #expect(lines[7] == "                                               perro  ✘ wrong")
    #expect(lines[8] == "                                            house = casa")
    clock.advance(milliseconds: 400)
    _ = scene.handle(.tick, frame: services.frame)
    #expect(screenLines(scene, services: services)[8] == "                                            house = casa")
    // The next pair falls: the correction waits under the landing line, out of the word's way.
    clock.advance(milliseconds: 200)
    _ = scene.handle(.tick, frame: services.frame)
    #expect(scene.game.round?.number == 2)
    lines = screenLines(scene, services: services)
    #expect(lines[26] == "                                           ✘ house = casa")
    #expect(lines.filter { $0.contains("house = casa") }.count == 1)
    // Settled rightly, the next pair takes it away.
    send([Self.claimKey(scene, right: true)], to: &scene, services: services)
    #expect(!screenLines(scene, services: services).joined().contains(" = "))
    // At 40×12 there is no spare row: only the flash shows it.
    let small = Size(width: 40, height: 12)
    let compactServices = makeWordMatchServices(clock: ManualClock(), size: small)
    var compact = makePlayScene(services: compactServices)
    send([.key(.character("y"))], to: &compact, services: compactServices)
    #expect(screenLines(compact, size: small, services: compactServices)[5] == "              house = casa")
  }

  /// An abandoned round is not saved, as in every game of the arcade.
  @Test func quittingMidGameGoesBackAndSavesNothing() {
    let clock = ManualClock()
    let store = MemoryScoreKeeper()
    let services = makeWordMatchServices(clock: clock, store: store)
    var untouched = makePlayScene(services: services)
    #expect(untouched.handle(.key(.character("q")), frame: services.frame)?.isLeave == true)
    #expect(store.saved.isEmpty)  // nothing settled: nothing worth keeping
    var scene = makePlayScene(services: services)
    send([Self.claimKey(scene, right: true)], to: &scene, services: services)
    clock.advance(milliseconds: 700)
    #expect(scene.handle(.key(.escape), frame: services.frame)?.isLeave == true)
    #expect(store.saved.isEmpty)
  }

  @Test func theLoopSleepsExactlyFromRowToRow() {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    let terminal = MemoryTerminal(size: Self.size, events: [nil, nil, nil, .key(.character("q"))])
    terminal.onWait = { timeout in clock.advance(milliseconds: Int64(timeout ?? 0)) }
    let app = App(terminal: terminal, services: services, root: makePlayScene(services: services))
    app.run()
    // Rows are entered at 264, 527, 790 ms: one wake per row, none in between.
    #expect(terminal.waits == [264, 263, 263, 263])
    let words = terminal.frames.map { frame in (0..<frame.height).first { frame.line($0).contains("perro") } }
    #expect(words.suffix(3) == [8, 9, 10])
  }

  @Test func compactLayoutAtFortyByTwelve() {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock, size: Size(width: 40, height: 12))
    let scene = makePlayScene(services: services)
    let lines = screenLines(scene, size: Size(width: 40, height: 12), services: services)
    #expect(lines == [
      "English → Spanish · Normal  Pair 1 of 15",
      "Correct attempts: 0   Wrong attempts: 0",
      "Lives: 3 of 3   Score: 0",
      "                 house",
      "                 perro",
      "", "", "", "", "",
      String(repeating: "─", count: 40),
      "  [ ◀ Wrong (n) ]    [ Correct (y) ▶ ]",
    ])
    // Seven rows of fall at this size.
    #expect(scene.nextTick(after: .zero) == scene.game.nextChange(after: .zero, rows: 7))
  }

  @Test func theHelpOverlayPausesTheFall() {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    var scene = makePlayScene(services: services)
    clock.current = Instant(milliseconds: 2500)
    send([.tick], to: &scene, services: services)
    #expect(screenLines(scene, services: services)[16].trimmingCharacters(in: .whitespaces) == "perro")
    scene.covered(true, frame: services.frame)
    #expect(scene.nextTick(after: clock.now()) == nil)
    let paused = screenLines(scene, services: services)
    #expect(paused[0] == " WordMatch · English → Spanish · Normal" + String(repeating: " ", count: 39) + "Paused · Pair 1 of 15")
    clock.advance(milliseconds: 10_000)
    // Ticks keep coming while the overlay is open; keys go to the overlay, never to the scene.
    send([.tick], to: &scene, services: services)
    #expect(screenLines(scene, services: services) == paused)
    #expect(scene.game.wrongAttempts == 0)
    scene.covered(false, frame: services.frame)
    var lines = screenLines(scene, services: services)
    #expect(lines[0] == " WordMatch · English → Spanish · Normal" + String(repeating: " ", count: 48) + "Pair 1 of 15")
    #expect(lines.enumerated().filter { $0.element.contains("perro") }.map(\.offset) == [16])
    // Row 10 of 19 is entered at 2632 ms: the same 132 ms later, after the pause.
    #expect(scene.nextTick(after: clock.now()) == Instant(milliseconds: 12_632))
    clock.current = Instant(milliseconds: 12_632)
    send([.tick], to: &scene, services: services)
    lines = screenLines(scene, services: services)
    #expect(lines.enumerated().filter { $0.element.contains("perro") }.map(\.offset) == [17])
    // Rejecting house → perro now scores as it would have at 2632 ms: 5 + ⌊5 × 2368 ÷ 5000⌋.
    send([Self.claimKey(scene, right: true)], to: &scene, services: services)
    #expect(scene.game.score == 7)
    #expect(scene.game.elapsedMilliseconds(at: clock.now()) == 2632)
  }

  @Test func theLoopSleepsWhileTheHelpIsOpen() {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    let terminal = MemoryTerminal(
      size: Self.size, events: [nil, .key(.character("?")), .key(.character("x")), nil, .key(.character("q"))])
    // A wait for ever stands for ten seconds of reading the help.
    terminal.onWait = { timeout in clock.advance(milliseconds: Int64(timeout ?? 10_000)) }
    let app = App(terminal: terminal, services: services, root: makePlayScene(services: services))
    app.run()
    #expect(terminal.waits == [264, 263, nil, 263, 263])
    // The last five frames (the loop may draw the first one twice, around warming up).
    let frames = terminal.frames.suffix(5)
    let words = frames.map { frame in (0..<frame.height).first { frame.line($0).contains("perro") } }
    let paused = frames.map { $0.line(0).contains("Paused") }
    // Start, row 8, help open (word hidden), help closed at row 9, row 10 after the pause.
    #expect(paused == [false, false, true, false, false])
    #expect(words[0] == 7 && words[1] == 8 && words[3] == 9 && words[4] == 10)
  }

  @Test func compactHeaderSaysPaused() {
    let services = makeWordMatchServices(size: Size(width: 40, height: 12))
    var scene = makePlayScene(services: services)
    scene.covered(true, frame: services.frame)
    let lines = screenLines(scene, size: Size(width: 40, height: 12), services: services)
    #expect(lines[0] == "English → Spanish  Paused · Pair 1 of 15")
    #expect(lines[11] == "                 Paused")
  }

  @Test func helpListsEveryKey() {
    let scene = makePlayScene(services: makeWordMatchServices())
    let keys = scene.help.keys.map(\.keys).joined(separator: " ")
    for key in ["→", "y", "l", "←", "n", "h", "click", "q", "Esc", "?"] { #expect(keys.contains(key)) }
  }
}
