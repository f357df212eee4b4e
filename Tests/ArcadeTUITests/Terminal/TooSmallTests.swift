import ArcadeTestSupport
import Testing
@testable import ArcadeTUI

@Suite struct TooSmallTests {
  @Test func messageAt30x10IsCentredAndNamesTheSize() {
    let services = makeServices()
    let text = render(HelpScene(games: services.games), size: Size(width: 30, height: 10), services: services)
    let expected = [
      "",
      "",
      "",
      "   Enlarge the terminal to",
      "  40×12 (now 30×10). q goes",
      "            back.",
      "",
      "",
      "",
      "",
    ].joined(separator: "\n")
    #expect(text == expected)
  }

  @Test func loopShowsTheSceneAgainWhenLargeEnough() {
    let services = makeServices()
    let terminal = MemoryTerminal(size: Size(width: 30, height: 10))
    let app = App(terminal: terminal, services: services, root: HelpScene(games: services.games))
    app.draw()
    #expect(terminal.screenText.contains("Enlarge the terminal"))
    terminal.resize(to: Size(width: 60, height: 20))
    app.step()
    #expect(terminal.screenText.contains("Swift Arcade — six small games"))
  }
}

/// A TERM holding an escape sequence is named safely: the error line never carries the sequence raw.
@Suite struct TerminalErrorTests {
  @Test func aTermWithAnEscapeIsShownSafely() {
    let text = TerminalError.unknownTerminalType("x\u{1B}]0;owned\u{7}").description
    #expect(!text.contains("\u{1B}") && !text.contains("\u{7}"))
    #expect(!TerminalError.cannotDrawScreens("\u{1B}[2J").description.contains("\u{1B}"))
  }
}
