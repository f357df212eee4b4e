import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite struct PathFinderEndSceneTests {
  /// Seed 7's round arrived after 11 s in 6 steps (score 3.30), recorded through the services, its end screen shown.
  static func endScene(services: ArcadeServices) -> PathFinderEndScene {
    let round = PathFinderFixture.arrivedRound()
    var scene = PathFinderEndScene(recorder: services.recorder, round: round, receipt: round.finishedRound.map { services.recorder.record($0, context: .free) })
    scene.appear(frame: services.frame)
    return scene
  }

  /// Services with four earlier rounds on the board (scores 2, 10, 18, 21), so the new round ranks 2nd.
  static func services(size: Size = PathFinderFixture.screen, unicode: Bool = true, chosenSeed: Bool = false) -> ArcadeServices {
    let services = makeServices(store: MemoryScoreKeeper(rounds: PathFinderFixture.earlierRounds), unicode: unicode, size: size)
    if chosenSeed { services.recorder.seeds = SeedSource(fixed: 7, entropy: 1) }
    return services
  }

  @Test func theBoardWithTheRoundHighlightedAndThePanelUnderIt() throws {
    let services = Self.services()
    let scene = Self.endScene(services: services)
    #expect(scene.receipt?.summary == "2nd on Last five rounds")
    let lines = screenLines(scene, services: services)
    #expect(Array(lines[4...29]) == [
      "                                          Last five rounds",
      "",
      "                               Rank  Player  Grid  Steps  Time  Score",
      "                               ──────────────────────────────────────",
      "                                  1  ana     5×4       4  0:10   2.00",
      "                                  2  tester  5×4       6  0:11   3.30",
      "                                  3  ana     5×4      10  0:20  10.00",
      "                                  4  ana     5×4      12  0:30  18.00",
      "                                  5  ana     5×4       7  1:00  21.00",
      "",
      "                     ┌─ PathFinder 5×4 ───────────────────────────────────────┐",
      "                     │              Arrived by a shortest path!               │",
      "                     │                                                        │",
      "                     │                Steps                  6                │",
      "                     │                Shortest possible      6                │",
      "                     │                Time                0:11                │",
      "                     │                Score               3.30                │",
      "                     │                                                        │",
      "                     │                2nd on Last five rounds                 │",
      "                     │                                                        │",
      "                     │ [ Play again ]  [ Leaderboard ]  [ Options ]  [ Menu ] │",
      "                     └────────────────────────────────────────────────────────┘",
      "", "", "",
      "                          r again · L board · o options · ? help · q menu",
    ])
    // The round's own row, and only it, is highlighted.
    let canvas = drawCanvas(scene, size: PathFinderFixture.screen, services: services)
    let x = try #require(Array(canvas.line(9)).firstIndex(of: "t"))
    #expect(canvas[x, 9].style == services.theme.selected)
    #expect(canvas[x, 8].style != services.theme.selected)
  }

  @Test func enterAndRPlayAgainWithAFreshGridDrawnAtOnce() throws {
    for key in [Key.enter, .character("r")] {
      let clock = ManualClock(start: Instant(milliseconds: 40_000))
      let services = makeServices(clock: clock)
      _ = services.recorder.nextSeed()  // the first round's
      var scene = Self.endScene(services: services)
      let next = try #require(scene.handle(.key(key), frame: services.frame)?.replacement as? PathFinderGuessScene)
      #expect(next.round.phase == .guessing)
      #expect(next.round.startedAt == Instant(milliseconds: 40_000))
      #expect(next.round.seed != PathFinderFixture.seed)
      #expect(screenLines(next, services: services).contains { $0.contains("Total number of cells is") })
    }
  }

  @Test func lOpensTheLeaderboardAndQOrEscapeTheMenu() {
    let services = Self.services()
    var scene = Self.endScene(services: services)
    #expect(scene.handle(.key(.character("L")), frame: services.frame)?.opensLeaderboard == true)
    #expect(isMenu(scene.handle(.key(.character("q")), frame: services.frame)))
    #expect(isMenu(scene.handle(.key(.escape), frame: services.frame)))
    // o opens PathFinder's Options, on the options the round was played with.
    let options = scene.handle(.key(.character("o")), frame: services.frame)?.reopened as? PathFinderOptionsScene
    #expect(options?.options == .standard)
    #expect(scene.panel.choices == [.playAgain, .leaderboard, .options, .menu])
  }

  @Test func theButtonsStopAtTheirEndsAndClicksPressThem() {
    let services = Self.services()
    var scene = Self.endScene(services: services)
    send([.key(.left), .key(.right), .key(.right), .key(.right), .key(.right)], to: &scene, services: services)
    #expect(scene.panel.focus == .menu)
    #expect(isMenu(scene.handle(.key(.enter), frame: services.frame)))
    // "[ Leaderboard ]" is on row 24 at 100×30, from column 39.
    #expect(scene.handle(press(Point(x: 44, y: 24)), frame: services.frame)?.opensLeaderboard == true)
    #expect(scene.handle(press(Point(x: 44, y: 23)), frame: services.frame) == nil)
    #expect(scene.panel.focus == .leaderboard)
  }

  @Test func aChosenSeedIsSavedButNotRankedAndNothingIsHighlighted() {
    let services = Self.services(chosenSeed: true)
    let scene = Self.endScene(services: services)
    #expect(scene.receipt?.placement == nil)
    #expect(scene.highlight == nil)
    let lines = screenLines(scene, services: services)
    #expect(lines.contains { $0.contains("Saved; a chosen seed is not ranked") })
    #expect(!lines.contains { $0.contains("tester") })
    #expect(lines.contains { $0.contains("Score               3.30") })
  }

  @Test func aSmallScreenKeepsTheRoundsRowTheKeysAndTheRank() {
    let size = Size(width: 40, height: 12)
    let services = Self.services(size: size, unicode: false)
    let scene = Self.endScene(services: services)
    #expect(scene.minimumSize == size)
    let lines = screenLines(scene, size: size, services: services)
    // The figures go first (the highlighted row shows steps, time and score already), then the board's lower rows.
    #expect(lines == [
      "               PathFinder        seed 7",
      " Rank  Player  Grid  Steps  Time  Score",
      " --------------------------------------",
      "    1  ana     5x4       4  0:10   2.00",
      "    2  tester  5x4       6  0:11   3.30",
      "    3  ana     5x4      10  0:20  10.00",
      "+- PathFinder 5x4 ---------------------+",
      "|     Arrived by a shortest path!      |",
      "|       2nd on Last five rounds        |",
      "|[ Again ] [ Board ] [ Opts ] [ Menu ] |",
      "+--------------------------------------+",
      " r again . L board . o options . q menu",
    ])
  }

  @Test func aSmallScreenShowsTheFiguresOfARoundThatIsNotOnTheBoard() {
    let size = Size(width: 40, height: 12)
    let services = Self.services(size: size, chosenSeed: true)
    let lines = screenLines(Self.endScene(services: services), size: size, services: services)
    // The board keeps its best row; the round's first figures are in the panel.
    #expect(lines == [
      "               PathFinder        seed 7",
      " Rank  Player  Grid  Steps  Time  Score",
      " ──────────────────────────────────────",
      "    1  ana     5×4       4  0:10   2.00",
      "┌─ PathFinder 5×4 ─────────────────────┐",
      "│     Arrived by a shortest path!      │",
      "│        Steps               6         │",
      "│        Shortest possible   6         │",
      "│  Saved; a chosen seed is not ranked  │",
      "│[ Again ] [ Board ] [ Opts ] [ Menu ] │",
      "└──────────────────────────────────────┘",
      " r again · L board · o options · q menu",
    ])
  }

  @Test func theHelpNamesTheKeysOfEveryGamesEnd() {
    let help = Self.endScene(services: Self.services()).help
    #expect(help.keys.map(\.keys) == ["r", "L", "o", "← →  h l  Tab", "Enter  Space", "click", "q  Esc"])
    #expect(help.notes.contains { $0.contains("seed you chose") && $0.contains("not ranked") })
  }
}

/// Whether a transition opens the arcade's menu.
private func isMenu(_ transition: Transition?) -> Bool { if case .menu? = transition { true } else { false } }
