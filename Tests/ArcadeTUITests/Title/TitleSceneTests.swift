import Foundation
import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite struct TitleSceneTests {
  @Test func menuAt80x24MatchesTheLayout() {
    let services = makeServices()
    let scene = TitleScene(services: services, startedAt: .zero)
    let expected = [
      "",
      "",
      "                            S W I F T   A R C A D E",
      "                            ●······················",
      "",
      "            ┌──────────────────────────────────────────────────────┐",
      "            │ ▶ 1 PathFinder    guess the grid, steer the robot    │",
      "            │   2 PriceGuess    pick the real price out of four    │",
      "            │   3 Minesweeper   clear the field without a bang     │",
      "            │   4 TicTacToe     three in a row against the machine │",
      "            │   5 WordMatch     catch the right translation        │",
      "            │   6 WordSearch    find the hidden words              │",
      "            │     Daily         the day's deal, same for everyone  │",
      "            │     Leaderboard   best rounds of every game          │",
      "            │     Settings      player name, theme, sound          │",
      "            │     Help          keys and rules                     │",
      "            │     Quit          back to the shell                  │",
      "            └──────────────────────────────────────────────────────┘",
      "",
      "                               Playing as tester",
      "",
      "",
      "               ↑↓ move · Enter open · 1-6 play · ? help · q quit",
      "",
    ].joined(separator: "\n")
    #expect(render(scene, size: Size(width: 80, height: 24), services: services) == expected)
  }

  /// On a host's ssh session Quit ends the session: the menu does not promise a shell the player never had.
  @Test func aHostedMenuSaysQuitEndsTheSession() {
    let services = makeServices()
    services.storage.isHosted = true
    let text = render(TitleScene(services: services, startedAt: .zero), size: Size(width: 80, height: 24), services: services)
    #expect(text.contains("│     Quit          end the session                    │"))
    #expect(!text.contains("back to the shell"))
  }

  @Test func asciiGlyphsAt80x24() {
    let services = makeServices(unicode: false)
    let text = render(TitleScene(services: services, startedAt: .zero), size: Size(width: 80, height: 24), services: services)
    #expect(text.contains("+------"))
    #expect(text.contains("| > 1 PathFinder"))
    #expect(unmappedGlyphs(TitleScene(services: services, startedAt: .zero), size: Size(width: 80, height: 24), services: services).isEmpty)
  }

  @Test func compactLayoutFits40x12() {
    let services = makeServices()
    let text = render(TitleScene(services: services, startedAt: .zero), size: Size(width: 40, height: 12), services: services)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 12)
    #expect(lines[0].contains("S W I F T"))
    #expect(lines[1].contains("▶ 1 PathFinder"))
    #expect(lines[7].contains("Daily"))
    #expect(lines[11].contains("Quit"))
  }

  /// With a round to resume as well, the entries take the title's row: every one, Quit too, stays on a 12-row screen.
  @Test func compactLayoutWithResumeKeepsQuitOn40x12() {
    let store = MemoryScoreKeeper()
    store.keepUnfinished(
      UnfinishedRound(
        uid: "u", game: .minesweeper, player: "tester", options: "{}", startedAt: .now, leftAt: .now, clockMilliseconds: 0,
        summary: "Minesweeper Expert", tape: Data([1])))
    let services = makeServices(store: store)
    var scene = TitleScene(services: services, startedAt: .zero)
    scene.appear(frame: services.frame)
    let lines = render(scene, size: Size(width: 40, height: 12), services: services).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].contains("Resume"))
    #expect(lines[7].contains("Daily"))
    #expect(lines[11].contains("Quit"))
  }

  /// A long Resume line widens the menu's box as far as the screen allows: whole at 100 columns.
  @Test func theResumeLineIsWholeAt100Columns() {
    let store = MemoryScoreKeeper()
    let summary = "Daily 2026-11-28 · Minesweeper Expert — 1:12 in, 354 cells left"
    store.keepUnfinished(
      UnfinishedRound(
        uid: "u", game: .minesweeper, player: "tester", options: "{}", startedAt: .now, leftAt: .now, clockMilliseconds: 0,
        summary: summary, tape: Data([1])))
    let services = makeServices(store: store)
    var scene = TitleScene(services: services, startedAt: .zero)
    scene.appear(frame: services.frame)
    #expect(render(scene, size: Size(width: 100, height: 30), services: services).contains(summary))
    #expect(render(scene, size: Size(width: 60, height: 30), services: services).contains("Daily 2026-11-28 · Minesweeper Ex… │"))
  }

  @Test func dotsTravelWithTheClock() {
    let clock = ManualClock()
    let services = makeServices(clock: clock)
    let scene = TitleScene(services: services, startedAt: .zero)
    let row = { render(scene, size: Size(width: 80, height: 24), services: services).split(separator: "\n", omittingEmptySubsequences: false)[3] }
    let first = row()
    clock.advance(milliseconds: 150 * 3)
    let later = row()
    #expect(first.filter { $0 == "●" }.count == 1)
    #expect(later.filter { $0 == "●" }.count == 4)
    #expect(later.contains("●●●●"))
    #expect(scene.nextTick(after: Instant(milliseconds: 460)) == Instant(milliseconds: 600))
  }

  @Test func arrowsAndViKeysMoveAndWrap() {
    let services = makeServices()
    var scene = TitleScene(services: services, startedAt: .zero)
    send([.key(.down), .key(.character("j"))], to: &scene, services: services)
    #expect(scene.selectedLabel == "Minesweeper")
    send([.key(.character("k")), .key(.up), .key(.up)], to: &scene, services: services)
    #expect(scene.selectedLabel == "Quit")
  }

  @Test func digitsOpenGamesAndQQuits() {
    let services = makeServices()
    var scene = TitleScene(services: services, startedAt: .zero)
    #expect(scene.handle(.key(.character("3")), frame: services.frame)?.pushed != nil)
    #expect(scene.selectedLabel == "Minesweeper")
    #expect(scene.handle(.key(.character("q")), frame: services.frame)?.isQuit == true)
  }

  @Test func clickOnAnEntryOpensIt() {
    let services = makeServices()
    var scene = TitleScene(services: services, startedAt: .zero)
    // At 80×24 the entries start on row 6; row 15 is Help.
    let transition = scene.handle(.mouse(MouseEvent(.press, .left, at: Point(x: 24, y: 15))), frame: services.frame)
    #expect(transition?.pushed is HelpScene)
    #expect(scene.handle(.mouse(MouseEvent(.press, .left, at: Point(x: 24, y: 2))), frame: services.frame) == nil)
  }

  /// A click beside the box (or on its border) on an entry's row opens nothing: Quit is the last row.
  @Test func clickBesideTheMenuOpensNothing() {
    let services = makeServices()
    var scene = TitleScene(services: services, startedAt: .zero)
    // At 80×24 the box spans columns 12 to 67, and row 16 is Quit (with Daily above the Leaderboard).
    for x in [0, 11, 12, 67, 70, 79] {
      #expect(scene.handle(.mouse(MouseEvent(.press, .left, at: Point(x: x, y: 16))), frame: services.frame) == nil, "x \(x)")
    }
    let inside = scene.handle(.mouse(MouseEvent(.press, .left, at: Point(x: 66, y: 16))), frame: services.frame)
    guard case .quit? = inside else {
      Issue.record("a click inside the box on Quit's row did not quit")
      return
    }
    // Compact at 40×12: clicks count from column 11 to 28.
    let compact = makeServices(size: Size(width: 40, height: 12))
    #expect(scene.handle(.mouse(MouseEvent(.press, .left, at: Point(x: 35, y: 2))), frame: compact.frame) == nil)
    #expect(scene.handle(.mouse(MouseEvent(.press, .left, at: Point(x: 20, y: 2))), frame: compact.frame) != nil)
  }
}
