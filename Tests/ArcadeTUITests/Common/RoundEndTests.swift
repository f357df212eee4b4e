import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

/// The end of a round, the same in every game: one handle for the panel's keys, `v`, clicks and the four ways on.
@Suite struct RoundEndTests {
  static func end(hides: Bool) -> RoundEnd {
    let panel = EndOfRoundPanel(
      title: "Test", headline: "Done", tone: .good,
      figures: [.init("Time", "0:10"), .init("Score", "5"), .init("Moves", "7")], hasOptions: true)
    return RoundEnd(panel: panel, receipt: nil, hides: hides)
  }

  static func scene() -> any Scene { HelpScene(games: .arcade()) }

  @Test func arrowsAndTabMoveTheFocusAndEnterChooses() {
    let services = makeServices()
    var end = Self.end(hides: false)
    #expect(end.handle(.key(.right), frame: services.frame, playAgain: Self.scene) == nil)
    #expect(end.panel.focus == .leaderboard)
    #expect(end.handle(.key(.tab), frame: services.frame, playAgain: Self.scene) == nil)
    #expect(end.panel.focus == .options)
    #expect(end.handle(.key(.escape), frame: services.frame, playAgain: Self.scene)?.isMenu == true)
    #expect(end.handle(.key(.character("r")), frame: services.frame, playAgain: Self.scene)?.replacement is HelpScene)
  }

  @Test func vHidesThePanelWhereABoardIsUnderItAndClicksWaitTillItShows() {
    let services = makeServices()
    var end = Self.end(hides: true)
    #expect(end.handle(.key(.character("v")), frame: services.frame, playAgain: Self.scene) == nil)
    #expect(end.hidden)
    let area = Rect(x: 0, y: 0, width: 80, height: 24)
    let button = end.panel.layout(in: area).buttons[0].drawn.rect
    let click = InputEvent.mouse(MouseEvent(.press, .left, at: Point(x: button.x + 1, y: button.y)))
    #expect(end.handle(click, frame: services.frame, area: area, playAgain: Self.scene) == nil, "a hidden panel takes no clicks")
    var canvas = Canvas(size: Size(width: 80, height: 24))
    end.draw(into: &canvas, theme: .plainASCII, area: area)
    #expect(!canvas.text.contains("Play again"))
    _ = end.handle(.key(.character("v")), frame: services.frame, playAgain: Self.scene)
    #expect(end.handle(click, frame: services.frame, area: area, playAgain: Self.scene)?.replacement is HelpScene)
    var plain = Self.end(hides: false)
    _ = plain.handle(.key(.character("v")), frame: services.frame, playAgain: Self.scene)
    #expect(!plain.hidden, "a game with nothing under its panel keeps it up")
  }

  @Test func theFiguresDrawnTakeTheClickAndThePanelKeepsThemAll() {
    let services = makeServices()
    var end = Self.end(hides: false)
    _ = end.handle(.key(.right), frame: services.frame, figures: [.init("Time", "0:10")], playAgain: Self.scene)
    #expect(end.panel.figures.count == 3)
  }
}
